import type { CsvRecord } from "~/lib/csv";
import { CsvLineReader } from "./table";
import { isXlsx, xlsxRecords } from "./xlsx";

/** Raised inside the UTF-8 reader when the bytes are not UTF-8: the file is read again as Windows-1252. */
class NotUtf8 extends Error {}

/**
 * Reads a catalogue file record by record. A CSV is read in chunks (the browser's file stream) and decoded as it
 * comes: UTF-16 by its byte order mark, else UTF-8, else (bytes that are not UTF-8, as the fee audit decides)
 * Windows-1252; so neither the file's text nor its records are ever held whole. An .xlsx workbook (first sheet) is
 * read with exceljs and handed over row by row.
 *
 * `begin` is called before the first record and again if the file has to be read a second time (not UTF-8 after
 * all): it returns the function that takes the records, so a reader that was half fed is dropped.
 */
export async function readCatalogue(file: Blob, begin: () => (record: CsvRecord) => void): Promise<void> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (isXlsx(head)) {
    const onRecord = begin();
    for (const record of await xlsxRecords(await file.arrayBuffer())) onRecord(record);
    return;
  }
  const encoding =
    head[0] === 0xff && head[1] === 0xfe ? "utf-16le" : head[0] === 0xfe && head[1] === 0xff ? "utf-16be" : "utf-8";
  try {
    await readText(file, encoding, encoding === "utf-8", begin());
  } catch (error) {
    if (!(error instanceof NotUtf8)) throw error;
    await readText(file, "windows-1252", false, begin());
  }
}

async function readText(
  file: Blob,
  encoding: string,
  fatal: boolean,
  onRecord: (record: CsvRecord) => void,
): Promise<void> {
  // The byte order mark of UTF-16 is dropped by the decoder; UTF-8's by the line reader.
  const decoder = new TextDecoder(encoding, { fatal });
  const reader = new CsvLineReader(onRecord);
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new NotUtf8();
    }
  };
  const stream = file.stream().getReader();
  for (;;) {
    const { done, value } = await stream.read();
    if (done) break;
    reader.push(decode(value));
  }
  reader.push(decode());
  reader.end();
}
