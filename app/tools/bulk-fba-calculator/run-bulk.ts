import type { CsvRecord } from "~/lib/csv";
import { matchHeader, type BulkField, type MatchedColumn } from "./columns";
import { priceRow } from "./price-row";
import { PricedTable } from "./priced-table";
import { readRow, type RowProblem } from "./read-row";
import { summarise, type BulkSummary } from "./summary";

export interface BulkResult {
  ok: true;
  /** The header row as written, for the export. */
  headers: string[];
  /** The priced rows, in file order. */
  table: PricedTable;
  /** Every problem of every row not priced (a row can have several). */
  problems: RowProblem[];
  summary: BulkSummary;
  ignoredColumns: string[];
  hasCost: boolean;
  hasUnits: boolean;
  hasOwnFulfillment: boolean;
  /** The rate cards the rows were priced on (rows with their own Date can use other cards), most rows first. */
  cardNames: string[];
}

export type BulkRun = BulkResult | { ok: false; message: string };

const isBlank = (fields: readonly string[]) => fields.every((field) => field.trim() === "");

/**
 * Prices a catalogue record by record, as the file is read: the first non-empty record is the header, each later
 * record is read, checked and priced on its own, so one bad row never stops the others and no record is kept.
 * `defaultDate` is the page's fee date (YYYY-MM-DD).
 */
export class BulkPricer {
  private headers: string[] | null = null;
  private columns: ReadonlyMap<BulkField, MatchedColumn> | null = null;
  private ignored: string[] = [];
  private failure: string | null = null;
  private readonly table = new PricedTable();
  private readonly problems: RowProblem[] = [];
  private badRows = 0;
  private readonly cards = new Map<string, number>();

  constructor(private readonly defaultDate: string) {}

  /** Whether more records can change the result (false once the header is found wanting). */
  get wantsMore(): boolean {
    return this.failure === null;
  }

  add(record: CsvRecord): void {
    if (this.failure !== null || isBlank(record.fields)) return;
    const columns = this.columns;
    if (!columns) {
      const match = matchHeader(record.fields);
      if (!match.ok) {
        this.failure = match.message;
        return;
      }
      this.headers = record.fields;
      this.columns = match.columns;
      this.ignored = match.ignored;
      return;
    }
    const read = readRow(record.fields, record.line, columns, this.defaultDate);
    if (!read.ok) {
      this.badRows += 1;
      for (const problem of read.problems) this.problems.push(problem);
      return;
    }
    const rawCell = (field: BulkField) => {
      const column = columns.get(field);
      return column ? (record.fields[column.index] ?? "").trim() : "";
    };
    const priced = priceRow(read.input, columns, rawCell);
    if (priced.ok) {
      this.table.add(priced.row);
      this.cards.set(priced.row.cardName, (this.cards.get(priced.row.cardName) ?? 0) + 1);
    } else {
      this.badRows += 1;
      for (const problem of priced.problems) this.problems.push(problem);
    }
  }

  finish(): BulkRun {
    if (this.failure !== null) return { ok: false, message: this.failure };
    const { headers, columns } = this;
    if (!headers || !columns)
      return {
        ok: false,
        message: "The file is empty. Choose a CSV or Excel (.xlsx) file with one product per row under a header row.",
      };
    if (this.table.length === 0 && this.badRows === 0)
      return { ok: false, message: "The file has a header row but no products under it." };
    return {
      ok: true,
      headers,
      table: this.table,
      problems: this.problems,
      summary: summarise(this.table, this.badRows),
      ignoredColumns: this.ignored,
      hasCost: columns.has("cost"),
      hasUnits: columns.has("unitsPerMonth"),
      hasOwnFulfillment: columns.has("ownFulfillmentCost"),
      cardNames: [...this.cards.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name),
    };
  }
}

/** Prices records already in memory (tests, small files): `BulkPricer` over the array. */
export function runBulk(records: Iterable<CsvRecord>, defaultDate: string): BulkRun {
  const pricer = new BulkPricer(defaultDate);
  for (const record of records) pricer.add(record);
  return pricer.finish();
}
