import { describe, expect, it } from "vitest";
import { parseCsvRecords, type CsvRecord } from "~/lib/csv";
import { readCatalogue } from "./catalogue-source";
import { CsvLineReader, textRecords } from "./table";
import { testCatalogueCsv } from "./test-catalogue";

/** The records of `text` fed to the reader in pieces of the given sizes, one after another. */
function inPieces(text: string, sizes: readonly number[]): CsvRecord[] {
  const records: CsvRecord[] = [];
  const reader = new CsvLineReader((record) => records.push(record));
  let at = 0;
  for (let index = 0; at < text.length; index += 1) {
    const size = sizes[index % sizes.length]!;
    reader.push(text.slice(at, at + size));
    at += size;
  }
  reader.end();
  return records;
}

const tricky =
  '\uFEFFSKU,Note,Price\r\nA-1,"one, two",10\r\n"B-""2""","line\r\nbreak",11\r\n\r\nC-3,plain,12\rD-4,"",13\n';

describe("CsvLineReader", () => {
  it("gives the same records whatever the chunk sizes: CRLF split between chunks, quotes, a quoted line break, a lone CR", () => {
    const whole = textRecords(tricky);
    expect(whole).toEqual([
      { line: 1, fields: ["SKU", "Note", "Price"] },
      { line: 2, fields: ["A-1", "one, two", "10"] },
      { line: 3, fields: ['B-"2"', "line\nbreak", "11"] },
      { line: 5, fields: [""] },
      { line: 6, fields: ["C-3", "plain", "12"] },
      { line: 7, fields: ["D-4", "", "13"] },
    ]);
    for (const sizes of [[1], [2], [3, 1], [5, 7, 2], [64]]) expect(inPieces(tricky, sizes)).toEqual(whole);
  });

  it("reads a generated catalogue like the shared RFC 4180 reader, in 4 KB chunks too", () => {
    const text = testCatalogueCsv(300);
    expect(inPieces(text, [4096]).filter((record) => record.fields.length > 1)).toEqual(parseCsvRecords(text));
  });

  it("a quote inside unquoted text (inches) is text, and does not join the next line", () => {
    const text = 'SKU,Title,Price\nTV-1,32" screen,199\nTV-2," 40"" screen",249\n';
    expect(textRecords(text).filter((record) => record.fields.length > 1)).toEqual(parseCsvRecords(text));
    expect(textRecords(text)[1]).toEqual({ line: 2, fields: ["TV-1", '32" screen', "199"] });
  });

  it("reads tab-separated text by its header", () => {
    expect(textRecords("SKU\tPrice\nA\t1\n")).toEqual([
      { line: 1, fields: ["SKU", "Price"] },
      { line: 2, fields: ["A", "1"] },
    ]);
  });
});

describe("readCatalogue", () => {
  const records = async (bytes: Uint8Array<ArrayBuffer>) => {
    const read: CsvRecord[] = [];
    await readCatalogue(new Blob([bytes]), () => {
      read.length = 0;
      return (record) => read.push(record);
    });
    return read;
  };

  it("decodes UTF-8, UTF-16 by its byte order mark, and bytes that are not UTF-8 as Windows-1252 (read again from the start)", async () => {
    const expected = [
      { line: 1, fields: ["SKU", "Name"] },
      { line: 2, fields: ["A", "Café"] },
    ];
    expect(await records(new TextEncoder().encode("SKU,Name\nA,Café\n"))).toEqual(expected);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from("SKU,Name\nA,Café\n").flatMap((char) => [char.charCodeAt(0), 0]),
    ]);
    expect(await records(utf16)).toEqual(expected);
    expect(await records(new Uint8Array([...new TextEncoder().encode("SKU,Name\nA,Caf"), 0xe9, 0x0a]))).toEqual(
      expected,
    );
  });
});
