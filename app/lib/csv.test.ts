import { describe, expect, it } from "vitest";
import { csvText, parseCsvLine, parseCsvRecords, toCsvField, unprotectCsvField } from "./csv";

describe("parseCsvRecords", () => {
  it("handles quotes, escaped quotes, commas and line breaks inside quotes, and every line ending", () => {
    const records = parseCsvRecords('a,"b, c","say ""hi"""\r\n1,"two\r\nlines",3\r4,5,6\n');
    expect(records.map((record) => record.fields)).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["1", "two\nlines", "3"],
      ["4", "5", "6"],
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it("strips a UTF-8 BOM and keeps a last line without a line break", () => {
    expect(parseCsvRecords("\uFEFFdate,rank\n2026-01-01,3").map((record) => record.fields)).toEqual([
      ["date", "rank"],
      ["2026-01-01", "3"],
    ]);
  });
});

describe("toCsvField and csvText", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(toCsvField("plain")).toBe("plain");
    expect(toCsvField("a, b")).toBe('"a, b"');
    expect(toCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(toCsvField(-3)).toBe("-3");
    expect(toCsvField("-3")).toBe("-3");
  });

  it("unprotectCsvField removes exactly the apostrophe toCsvField added", () => {
    for (const text of ["=SUM(A1)", "'=x", "@home", "-5% off", "'plain", "plain"])
      expect(unprotectCsvField(toCsvField(text))).toBe(text);
  });

  it("csvText writes CRLF lines with a final CRLF", () => {
    expect(
      csvText([
        ["a", "b"],
        ["=1", 2],
      ]),
    ).toBe("a,b\r\n'=1,2\r\n");
  });

  it("defuses signed numbers too when asked (visitors' text, such as phone numbers), and always in a row's first field", () => {
    expect(csvText([["+1", "-2", "+1 555 0100", 3]], { defuseNumbers: true })).toBe("'+1,'-2,'+1 555 0100,3\r\n");
    // In a semicolon locale the first field begins a cell that runs on through the row: "-3,+1" is no number there.
    expect(csvText([["-3", "+1", "-2"]])).toBe("'-3,+1,-2\r\n");
  });

  it("quotes a semicolon and defuses what follows one or a line break, where a semicolon locale begins a cell", () => {
    expect(toCsvField("a;=1+1")).toBe(`"a;'=1+1"`);
    expect(toCsvField("a;b")).toBe(`"a;b"`);
    expect(toCsvField("c;-4")).toBe(`"c;'-4"`);
    expect(toCsvField('q;""=1')).toBe(`"q;'""""=1"`);
    expect(toCsvField("e\n@x")).toBe(`"e\n'@x"`);
    expect(toCsvField("-4;x")).toBe(`"'-4;x"`);
    for (const text of ["a;=1+1", "c;-4", "b;'=3", 'q;"x"', "x;;@y", "e\r\n+1", "\r=6", "'a;'b", "-3", "'-3;=x"])
      expect(unprotectCsvField(toCsvField(text).replace(/^"|"$/g, "").replace(/""/g, '"'))).toBe(text);
  });
});

describe("parseCsvLine", () => {
  it("reads a one-line record exactly as parseCsvRecords does", () => {
    const lines = [
      "a,b,c",
      '"a,b",c',
      '"say ""hi""",x',
      ' "spaced",y',
      '5" screen,z',
      '"ab"cd,e',
      ",,",
      '"",""',
      '"unclosed,still',
      "",
      '=1,"@2"',
    ];
    for (const line of lines)
      expect({ line, fields: parseCsvLine(line) }).toEqual({ line, fields: parseCsvRecords(line)[0]?.fields ?? [""] });
  });
});
