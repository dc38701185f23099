import { parseCsvLine } from "~/lib/csv";
import { isIsoDate } from "~/lib/dates";

/**
 * The reports the reimbursement finder reads, told apart by their header rows (research
 * reimbursements-2026.md §2). Headers are matched by name, case-insensitively, with spaces, underscores and
 * hyphens alike; extra columns are ignored and optional ones may be missing. Tab- or comma-separated, with or
 * without a byte-order mark, CRLF or LF line ends, quoted fields. Reading never throws.
 */

export type ReportKind =
  | "ledger"
  | "reimbursements"
  | "customer-returns"
  | "removal-orders"
  | "removal-shipments"
  | "replacements"
  | "inventory-adjustments";

export const reportNames: Record<ReportKind, string> = {
  ledger: "Inventory Ledger (detailed view)",
  reimbursements: "Reimbursements",
  "customer-returns": "FBA Customer Returns",
  "removal-orders": "Removal Order Detail",
  "removal-shipments": "Removal Shipment Detail",
  replacements: "Replacements",
  "inventory-adjustments": "Inventory Adjustments (retired January 2023)",
};

/** A required column: one name, or several spellings of it. */
type Column = string | readonly string[];

interface ReportFormat {
  kind: ReportKind;
  required: readonly Column[];
}

/**
 * Required columns only: the fewest that tell the reports apart and that the rules need. Checked in this order;
 * each list includes a column no earlier report has, so one header never fits two.
 */
const formats: readonly ReportFormat[] = [
  // §2.1: "Date and Time" and "Store" are optional (the older and the newer download).
  {
    kind: "ledger",
    required: [
      "date",
      "fnsku",
      "event-type",
      "reference-id",
      "quantity",
      "fulfillment-center",
      "disposition",
      "reason",
    ],
  },
  // §2.3; Amazon's help page shows "Sku" capitalised in some marketplaces, which case-insensitive matching covers.
  {
    kind: "reimbursements",
    required: [
      "approval-date",
      "reimbursement-id",
      "reason",
      "quantity-reimbursed-cash",
      "quantity-reimbursed-inventory",
    ],
  },
  // §2.4: "order-id" on the JP help page, "amazon-order-id" on the IT, AU and BR ones.
  {
    kind: "customer-returns",
    required: ["return-date", ["order-id", "amazon-order-id"], "fnsku", "quantity", "detailed-disposition"],
  },
  // §2.5 (with or without order-source and service-speed).
  {
    kind: "removal-orders",
    required: ["request-date", "order-id", "order-type", "requested-quantity", "shipped-quantity"],
  },
  // §2.6: the newer column set and Amazon's older help page ("quantity shipped").
  {
    kind: "removal-shipments",
    required: ["shipment-date", "order-id", "fnsku", ["shipped-quantity", "quantity-shipped"]],
  },
  // §2.7: field names from a schema, not a copied header row (unconfirmed as a download's header).
  { kind: "replacements", required: ["shipment-date", "sku", "quantity", "original-amazon-order-id"] },
  // §2.8: retired 2023-01-31, still in sellers' archives.
  { kind: "inventory-adjustments", required: ["adjusted-date", "fnsku", "quantity", "reason"] },
];

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

export function detectReport(index: ColumnIndex): ReportKind | null {
  return formats.find((format) => format.required.every((column) => columnAt(index, column) !== -1))?.kind ?? null;
}

/** What an unrecognised header looked like, in words a seller can act on. */
export function describeUnknownHeader(fileName: string, header: readonly string[]): string {
  const names = header.map(normaliseHeader).filter((name) => name !== "");
  const known = `It reads: ${Object.values(reportNames).join(", ")}.`;
  if (names.length === 0) return `"${fileName}" is empty or has no header row. ${known}`;
  if (names.includes("starting-warehouse-balance")) {
    return `"${fileName}" is the Inventory Ledger's summary view, which has totals but no single events. Download the detailed view instead (Reports > Fulfillment > Inventory Ledger > Detailed view).`;
  }
  if (names.includes("expected-fulfillment-fee-per-unit") || names.includes("product-size-tier")) {
    return `"${fileName}" is the Fee Preview report. Fee overcharges are checked by the FBA fee audit, not here.`;
  }
  const shown = names.slice(0, 5).map((name) => `"${name}"`);
  const more = names.length > 5 ? ` and ${names.length - 5} more` : "";
  return `"${fileName}" is not a report this tool reads: its first row has ${names.length} column${names.length === 1 ? "" : "s"} (${shown.join(", ")}${more}). ${known}`;
}

/** Removes the quotes a spreadsheet adds around a tab-separated cell. */
const unquote = (cell: string) =>
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
 * In CSV a record whose quotes are still open continues on the next line (a title with a line break).
 */
export function forEachLine(text: string, delimiter: Delimiter, onLine: (line: string) => void): void {
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
    if (line !== "" && line.trim() !== "") onLine(line);
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

/**
 * A report date as YYYY-MM-DD: ISO (with or without a time: "2026-03-01T08:12:00+00:00") or month/day/year, the
 * Ledger's "Date" as the public parsers read it (§2.1: `%m/%d/%Y`; unconfirmed for marketplaces outside the US).
 * Null when the cell is no date.
 */
export function readDate(cell: string | undefined): string | null {
  const text = (cell ?? "").trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const us = iso ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : us
      ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`
      : null;
  // A day/month/year date (31/01/2026) is no month/day/year date: left out, never read as another day.
  return day !== null && isIsoDate(day) ? day : null;
}
