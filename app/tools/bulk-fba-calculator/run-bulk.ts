import type { CsvRecord } from "~/lib/csv";
import { matchHeader, type BulkField } from "./columns";
import { priceRow, type PricedRow } from "./price-row";
import { readRow, type RowProblem } from "./read-row";
import { summarise, type BulkSummary } from "./summary";

export interface BulkResult {
  ok: true;
  /** The header row as written, for the export. */
  headers: string[];
  rows: PricedRow[];
  /** Every problem of every row not priced (a row can have several). */
  problems: RowProblem[];
  summary: BulkSummary;
  ignoredColumns: string[];
  hasCost: boolean;
  hasUnits: boolean;
  hasOwnFulfillment: boolean;
}

export type BulkRun = BulkResult | { ok: false; message: string };

const isBlank = (fields: readonly string[]) => fields.every((field) => field.trim() === "");

/**
 * Prices every row of a catalogue: the first non-empty record is the header, each later record is read, checked
 * and priced on its own, so one bad row never stops the others. `defaultDate` is the page's fee date (YYYY-MM-DD).
 */
export function runBulk(records: readonly CsvRecord[], defaultDate: string): BulkRun {
  const headerIndex = records.findIndex((record) => !isBlank(record.fields));
  const header = records[headerIndex];
  if (!header) return { ok: false, message: "The file is empty. Choose a CSV or Excel (.xlsx) file with one product per row under a header row." };
  const match = matchHeader(header.fields);
  if (!match.ok) return { ok: false, message: match.message };
  const { columns } = match;
  const rows: PricedRow[] = [];
  const problems: RowProblem[] = [];
  let badRows = 0;
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const record = records[index]!;
    if (isBlank(record.fields)) continue;
    const read = readRow(record.fields, record.line, columns, defaultDate);
    if (!read.ok) {
      badRows += 1;
      problems.push(...read.problems);
      continue;
    }
    const rawCell = (field: BulkField) => {
      const column = columns.get(field);
      return column ? (record.fields[column.index] ?? "").trim() : "";
    };
    const priced = priceRow(read.input, columns, rawCell);
    if (priced.ok) rows.push(priced.row);
    else {
      badRows += 1;
      problems.push(...priced.problems);
    }
  }
  if (rows.length === 0 && badRows === 0) return { ok: false, message: "The file has a header row but no products under it." };
  return {
    ok: true,
    headers: header.fields,
    rows,
    problems,
    summary: summarise(rows, badRows),
    ignoredColumns: match.ignored,
    hasCost: columns.has("cost"),
    hasUnits: columns.has("unitsPerMonth"),
    hasOwnFulfillment: columns.has("ownFulfillmentCost"),
  };
}
