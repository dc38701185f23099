import { describe, expect, it } from "vitest";
import { foldLine, icsDate, icsFile, icsStamp, icsText } from "./ics";

describe("icsText", () => {
  it("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(icsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes a bare CR as \\n too and drops other control characters, so text can never start a line of its own", () => {
    const sku = "SKU-1\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:injected\u0000\u001b[2J\ttab";
    const escaped = icsText(sku);
    expect(escaped).toBe("SKU-1\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:injected[2J\ttab");
    // Read as leniently as a calendar app may: any CR or LF ends a line. The line stays one line.
    const file = icsFile(["BEGIN:VCALENDAR", `DESCRIPTION:${escaped}`, "END:VCALENDAR"]);
    expect(file.split(/\r\n|\r|\n/)).toEqual(file.split("\r\n"));
    expect(
      file
        .replace(/\r\n /g, "")
        .split("\r\n")
        .filter((line) => line.startsWith("BEGIN:")),
    ).toEqual(["BEGIN:VCALENDAR"]);
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds a longer one into lines of at most 75 octets", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(60)}`);
  });
});

describe("dates and the file", () => {
  it("writes DATE and UTC DATE-TIME values and CRLF line ends with a final CRLF", () => {
    expect(icsDate("2026-03-16")).toBe("20260316");
    expect(icsStamp(new Date("2026-02-01T09:30:00.123Z"))).toBe("20260201T093000Z");
    expect(icsFile(["BEGIN:VCALENDAR", "END:VCALENDAR"])).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
});
