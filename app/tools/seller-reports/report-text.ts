import { parseCsvLine } from "~/lib/csv";

/**
 * Reading the reports sellers download from Seller Central (the reimbursement finder's, the low-inventory-level fee
 * predictor's): tab- or comma-separated, with or without a byte-order mark, CRLF or LF line ends, quoted fields;
 * headers matched by name, case-insensitively, with spaces, underscores and hyphens alike. Reading never throws.
 */

/** A column: one name, or several spellings of it. */
export type Column = string | readonly string[];

/** One spelling for a header cell: no quotes or BOM, lower case, hyphens for spaces and underscores. */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, "")
    .trim()
    .replace(/^"|"$/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

/** Where each column sits in a header row, by normalised name (the first of duplicates wins). */
export type ColumnIndex = ReadonlyMap<string, number>;

export function columnIndex(header: readonly string[]): ColumnIndex {
  const index = new Map<string, number>();
  header.forEach((cell, position) => {
    const name = normaliseHeader(cell);
    if (name !== "" && !index.has(name)) index.set(name, position);
  });
  return index;
}

/** The position of a column, trying each spelling; -1 when absent. */
export function columnAt(index: ColumnIndex, column: Column): number {
  for (const name of typeof column === "string" ? [column] : column) {
    const position = index.get(name);
    if (position !== undefined) return position;
  }
  return -1;
}

/** Removes the quotes a spreadsheet adds around a tab-separated cell. */
export const unquote = (cell: string) =>
  cell.length >= 2 && cell.charCodeAt(0) === 34 && cell.endsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;

export type Delimiter = "\t" | ",";

/** Tabs when the header has one (Amazon's own files), commas otherwise (a spreadsheet's or Seller Central's CSV). */
export function delimiterOf(headerLine: string): Delimiter {
  return headerLine.includes("\t") || !headerLine.includes(",") ? "\t" : ",";
}

export function splitFields(line: string, delimiter: Delimiter): string[] {
  if (delimiter === ",") return parseCsvLine(line);
  return line.includes('"') ? line.split("\t").map(unquote) : line.split("\t");
}

/** Odd quote count: a quoted field holds a line break, so the record goes on at the next line. */
function hasOpenQuote(text: string): boolean {
  let count = 0;
  for (let position = text.indexOf('"'); position !== -1; position = text.indexOf('"', position + 1)) count += 1;
  return count % 2 === 1;
}

/**
 * Every line of `text` after the first (the header), as raw text without its line end; blank lines are skipped.
 * In CSV a record whose quotes are still open continues on the next line (a title with a line break). Stops when
 * `onLine` returns false.
 */
export function forEachLine(text: string, delimiter: Delimiter, onLine: (line: string) => boolean | void): void {
  let start = text.indexOf("\n") + 1;
  if (start === 0) return;
  const length = text.length;
  while (start < length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = length;
    let line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
    start = end + 1;
    if (delimiter === "," && line.includes('"')) {
      while (hasOpenQuote(line) && start < length) {
        let next = text.indexOf("\n", start);
        if (next === -1) next = length;
        line += `\n${text.charCodeAt(next - 1) === 13 ? text.slice(start, next - 1) : text.slice(start, next)}`;
        start = next + 1;
      }
    }
    if (line !== "" && line.trim() !== "" && onLine(line) === false) return;
  }
}

/** The text without its byte-order mark, and its first line (the header). */
export function headerLineOf(text: string): { source: string; headerLine: string } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstBreak = source.indexOf("\n");
  const headerLine = (firstBreak === -1 ? source : source.slice(0, firstBreak)).replace(/\r$/, "");
  return { source, headerLine };
}

/** A whole-number cell (quantities); "" and anything unreadable give 0. Thousands commas are tolerated. */
export function readCount(cell: string | undefined): number {
  if (cell === undefined) return 0;
  const value = Number(cell.trim().replace(/,/g, ""));
  return Number.isFinite(value) ? value : 0;
}

/** An amount cell; null when missing or unreadable. A leading currency sign and thousands commas are tolerated. */
export function readAmount(cell: string | undefined): number | null {
  const text = (cell ?? "")
    .trim()
    .replace(/^[$£€]/, "")
    .replace(/,/g, "");
  if (text === "" || !/^-?\d*\.?\d+$/.test(text)) return null;
  return Number(text);
}
