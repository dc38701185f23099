import { describe, expect, it } from "vitest";
import { formatRows, parseSince, toCsv, toTable } from "./command-line-output";

describe("parseSince", () => {
  it("reads minutes, hours, days and weeks", () => {
    expect(parseSince("90m")).toBe(90 * 60_000);
    expect(parseSince("24h")).toBe(86_400_000);
    expect(parseSince("7d")).toBe(7 * 86_400_000);
    expect(parseSince("4W")).toBe(28 * 86_400_000);
  });
  it("refuses anything else", () => {
    for (const bad of ["7", "d", "-1d", "0d", "1y", "7 days"]) expect(() => parseSince(bad), bad).toThrow();
  });
});

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(toCsv([{ a: 'say "hi", ok', b: "line1\nline2", c: null }], ["a", "b", "c"])).toBe(
      'a,b,c\r\n"say ""hi"", ok","line1\nline2",\r\n',
    );
  });
  it("defuses cells a spreadsheet would run as formulas", () => {
    const csv = toCsv(
      [{ name: '=HYPERLINK("http://evil")', company: "+1", email: "@me", note: "-2" }],
      ["name", "company", "email", "note"],
    );
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://evil"")",'+1,'@me,'-2`);
  });
  it("writes dates as ISO and objects as JSON", () => {
    expect(toCsv([{ at: new Date("2026-01-02T03:04:05Z"), extra: { a: 1 } }], ["at", "extra"])).toBe(
      'at,extra\r\n2026-01-02T03:04:05.000Z,"{""a"":1}"\r\n',
    );
  });
});

describe("toTable", () => {
  it("aligns columns, truncates long cells and blanks out control characters", () => {
    const table = toTable(
      [
        { name: "Ada", note: "x".repeat(40) },
        { name: "Evil\u001b[2J", note: null },
      ],
      ["name", "note"],
      10,
    );
    expect(table).toBe(
      ["name      note", "--------  ----------", "Ada       xxxxxxxxx…", "Evil [2J"].join("\n") + "\n",
    );
  });
});

describe("formatRows", () => {
  it("emits JSON with exactly the chosen columns", () => {
    expect(JSON.parse(formatRows([{ a: 1, secret: 2 }], ["a", "b"], "json"))).toEqual([{ a: 1, b: null }]);
  });
});

describe("toTable defaults", () => {
  it("shows a whole UUID, so an id in `--undelivered` can be looked up", () => {
    const id = "69d7eb2a-ff1d-48a4-9d4b-fc61afc0246f";
    expect(toTable([{ prospect_id: id }], ["prospect_id"])).toContain(id);
  });
});
