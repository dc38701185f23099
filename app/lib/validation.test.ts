import { describe, expect, it } from "vitest";
import { mapFieldIssues } from "./validation";

describe("mapFieldIssues", () => {
  it("puts each calculator error on its form field, the first error of a field winning, and skips fields the form lacks", () => {
    const into: Partial<Record<"price" | "units", string>> = { units: "Already wrong" };
    mapFieldIssues(
      [
        { path: "sellingPrice", message: "Enter a price above $0." },
        { path: "sellingPrice", message: "A second complaint." },
        { path: "unitsPerMonth", message: "Enter whole units." },
        { path: "internalOnly", message: "Not on this form." },
      ],
      { sellingPrice: "price", unitsPerMonth: "units" },
      into,
    );
    expect(into).toEqual({ price: "Enter a price above $0.", units: "Already wrong" });
  });
});
