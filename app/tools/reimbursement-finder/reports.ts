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

/**
 * The order of the parts of a slash date. Month first is the Ledger's "Date" as the public parsers read it (§2.1:
 * `%m/%d/%Y`, from a US download); unconfirmed for marketplaces outside the US, where a download may be day first. A
 * file's order is decided from its own dates (fileDateOrder), never guessed.
 */
export type DateOrder = "month-first" | "day-first";

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;
const slashDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;

/**
 * What one cell shows of its file's date order: a slash date whose first part is above 12 can only be day first
 * (25/03/2026), one whose second part is above 12 only month first (03/25/2026). Null for anything else: an ISO date,
 * a slash date with both parts 12 or under (03/04/2026), no date.
 */
export function dateOrderShownBy(cell: string | undefined): DateOrder | null {
  const slash = slashDatePattern.exec((cell ?? "").trim());
  if (!slash) return null;
  const first = Number(slash[1]);
  const second = Number(slash[2]);
  if (first > 12 && second <= 12) return "day-first";
  if (second > 12 && first <= 12) return "month-first";
  return null;
}

/**
 * A report date as YYYY-MM-DD: ISO (with or without a time: "2026-03-01T08:12:00+00:00"), or a slash date read in
 * the file's order. Without an order (no date of the file tells it), a slash date is read only when it can mean one
 * day: a part above 12 (25/03/2026, 03/25/2026) or both parts equal (04/04/2026); 03/04/2026 is left out, never
 * guessed (see isAmbiguousDate). A slash date the file's order cannot read (13/01/2026 in a month-first file) is left
 * out too. Null when the cell is no date the tool reads.
 */
export function readDate(cell: string | undefined, order: DateOrder | null = null): string | null {
  const text = (cell ?? "").trim();
  const iso = isoDatePattern.exec(text);
  if (iso) {
    const day = `${iso[1]}-${iso[2]}-${iso[3]}`;
    return isIsoDate(day) ? day : null;
  }
  const slash = slashDatePattern.exec(text);
  if (!slash) return null;
  const first = slash[1]!.padStart(2, "0");
  const second = slash[2]!.padStart(2, "0");
  const shown = order ?? dateOrderShownBy(text);
  if (shown === null && first !== second) return null;
  const day = shown === "day-first" ? `${slash[3]}-${second}-${first}` : `${slash[3]}-${first}-${second}`;
  return isIsoDate(day) ? day : null;
}

/** A slash date that is a valid day read either way and two different days (03/04/2026), in a file without an order. */
export function isAmbiguousDate(cell: string | undefined, order: DateOrder | null): boolean {
  if (order !== null) return false;
  const text = (cell ?? "").trim();
  return (
    slashDatePattern.test(text) &&
    dateOrderShownBy(text) === null &&
    readDate(text, "month-first") !== null &&
    readDate(text, "day-first") !== null &&
    readDate(text, "month-first") !== readDate(text, "day-first")
  );
}

/** The cell at `position` of a raw line; the first cell of a CSV line without splitting the rest. */
function cellAt(line: string, delimiter: Delimiter, position: number): string {
  if (delimiter === "\t") {
    let start = 0;
    for (let column = 0; column < position; column += 1) {
      start = line.indexOf("\t", start) + 1;
      if (start === 0) return "";
    }
    const end = line.indexOf("\t", start);
    return unquote(end === -1 ? line.slice(start) : line.slice(start, end));
  }
  if (position === 0) {
    if (line.charCodeAt(0) === 34) {
      const end = line.indexOf('"', 1);
      return end === -1 ? line.slice(1) : line.slice(1, end);
    }
    const end = line.indexOf(",");
    return end === -1 ? line : line.slice(0, end);
  }
  return parseCsvLine(line)[position] ?? "";
}

/**
 * The order of a file's slash dates, from the first date in the given columns that shows it (a part above 12); null
 * when none does (every slash date has both parts 12 or under, or the dates are ISO). `shownBy` is that date, for the
 * file's message. Stops at the first date that shows the order, so a year of Ledger is scanned only for a few rows.
 */
export function fileDateOrder(
  source: string,
  delimiter: Delimiter,
  positions: readonly number[],
): { order: DateOrder | null; shownBy: string } {
  let found: { order: DateOrder | null; shownBy: string } = { order: null, shownBy: "" };
  if (positions.length === 0) return found;
  forEachLine(source, delimiter, (line) => {
    for (const position of positions) {
      const cell = cellAt(line, delimiter, position).trim();
      const order = dateOrderShownBy(cell);
      if (order !== null) {
        found = { order, shownBy: slashDatePattern.exec(cell)![0] };
        return false;
      }
    }
    return true;
  });
  return found;
}
