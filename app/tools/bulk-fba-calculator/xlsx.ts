import type { CellValue } from "exceljs";
import type { CsvRecord } from "~/lib/csv";

/** A cell as the text a CSV would hold: numbers as written, dates as YYYY-MM-DD, formulas by their last result. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value as { result?: CellValue }).result);
  if ("text" in value) return String(value.text);
  if ("error" in value) return String(value.error);
  return "";
}

/**
 * The first worksheet of an .xlsx workbook as records (line = the sheet's row number). exceljs is imported here,
 * and this module only by the worker, so its weight never lands on the page.
 */
export async function xlsxRecords(bytes: ArrayBuffer): Promise<CsvRecord[]> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: CsvRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values : [];
    const fields: string[] = [];
    // row.values is 1-based: index 0 is always empty.
    for (let index = 1; index < values.length; index += 1)
      fields.push(cellText(values[index] as CellValue | undefined).trim());
    records.push({ line: rowNumber, fields });
  });
  return records;
}

/** An .xlsx file starts with the zip signature PK\x03\x04. */
export function isXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
