import type { CsvRecord } from "~/lib/csv";
import { readTextFile } from "~/lib/text-file";
import { CsvLineReader } from "./table";
import { isXlsx, xlsxRecords } from "./xlsx";

/**
 * Reads a catalogue file record by record. A CSV is read in chunks (the browser's file stream) and decoded as it
 * comes (lib/text-file.ts: UTF-16 by its byte order mark, else UTF-8, else Windows-1252); so neither the file's text
 * nor its records are ever held whole. An .xlsx workbook (first sheet) is read with exceljs and handed over row by row.
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
  await readTextFile(file, () => new CsvLineReader(begin()));
}
