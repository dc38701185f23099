import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/dates";
import { sampleReports } from "./sample";
import { generateCatalogue } from "./test-catalogue";

describe("the shipped sample", () => {
  it("is the generated catalogue's planted SKUs, file for file", () => {
    for (const file of generateCatalogue()) {
      const shipped = sampleReports.files[file.name as keyof typeof sampleReports.files];
      expect(readFileSync(new URL(`../../../public/samples/${shipped}`, import.meta.url), "utf8"), file.name).toBe(
        file.text,
      );
    }
  });

  it("sends LIL-SAVED's inbound shipment three days after the sample's day", () => {
    expect(sampleReports.inputs.inbound).toBe(`LIL-SAVED, 600, ${addDays(sampleReports.asOf, 3)}`);
  });
});
