import { describe, expect, it } from "vitest";
import { forEachLine, ReportLines } from "./report-text";

/** The lines ReportLines hands over when `text` comes in pieces of `size` characters. */
function linesInPieces(text: string, size: number): string[] {
  const lines: string[] = [];
  const reader = new ReportLines((line) => void lines.push(line));
  for (let start = 0; start < text.length; start += size) reader.push(text.slice(start, start + size));
  reader.end();
  return lines;
}

describe("ReportLines", () => {
  const csv =
    '"Date","Title","Quantity"\r\n"01/15/2026","Board,\r\nlarge ""oak""","-2"\r\n\r\n"01/16/2026","Mug","1"\r\n"01/17/2026","5"" plate","3"';

  it("gives the same lines whatever the size of the pieces, a CR before a piece's LF and a quoted line break included", () => {
    const expected = [
      '"Date","Title","Quantity"',
      '"01/15/2026","Board,\nlarge ""oak""","-2"',
      '"01/16/2026","Mug","1"',
      '"01/17/2026","5"" plate","3"',
    ];
    for (const size of [1, 2, 3, 7, 16, 1000]) expect(linesInPieces(csv, size)).toEqual(expected);
  });

  it("joins no lines in tab-separated text, whose quotes are text", () => {
    expect(linesInPieces('Date\tTitle\n01/15/2026\t5" plate\n01/16/2026\tMug\n', 4)).toEqual([
      "Date\tTitle",
      '01/15/2026\t5" plate',
      "01/16/2026\tMug",
    ]);
  });

  it("stops when told, and takes an unclosed quote to the end of the file as one record", () => {
    const seen: string[] = [];
    const reader = new ReportLines((line) => (seen.push(line), seen.length < 2));
    reader.push("a,b\n1,2\n3,4\n");
    reader.end();
    expect(seen).toEqual(["a,b", "1,2"]);
    expect(reader.isStopped).toBe(true);
    expect(linesInPieces('a,b\n1,"open\n2,3\n', 5)).toEqual(["a,b", '1,"open\n2,3']);
  });

  it("backs forEachLine, which skips the header", () => {
    const lines: string[] = [];
    forEachLine(csv, ",", (line) => void lines.push(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('"01/15/2026","Board,\nlarge ""oak""","-2"');
  });
});
