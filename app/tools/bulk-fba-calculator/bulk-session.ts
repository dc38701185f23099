import { readCatalogue } from "./catalogue-source";
import { BulkCsvWriter } from "./export";
import type { PricedRow } from "./price-row";
import type { RowProblem } from "./read-row";
import { BulkPricer, type BulkResult, type BulkRun } from "./run-bulk";
import { tableOrder, type BulkFilter, type BulkSort } from "./table-view";

/** Problems sent to the page at most; the CSV download has every row's. */
export const PROBLEMS_LISTED = 200;

/** What the page shows of a priced file besides the table: everything but the rows. */
export type BulkOverview = Omit<BulkResult, "ok" | "table" | "problems" | "headers"> & {
  /** The first PROBLEMS_LISTED problems. */
  problems: RowProblem[];
  problemCount: number;
};

export type BulkOutcome = { ok: true; overview: BulkOverview } | { ok: false; message: string };

export interface BulkView {
  filter: BulkFilter;
  search: string;
  sort: BulkSort;
}

const unreadable =
  "This file could not be read. Save it as CSV (comma-separated) or Excel workbook (.xlsx) and try again.";

/**
 * What the worker holds between messages: the file (the browser's handle on it, not its content), its priced
 * rows as columns and the table's current order. A new fee date re-reads and re-prices the file; the page asks
 * only for the rows it shows; the CSV export is written from a third reading.
 */
export class BulkSession {
  private file: Blob | null = null;
  private last: BulkRun | null = null;
  private order: Int32Array = new Int32Array(0);
  /** The id of the current view (0: none since the last pricing). */
  viewId = 0;

  /** Reads a CSV or .xlsx file (by its bytes, not its name) and prices it. */
  async load(file: Blob, date: string): Promise<BulkOutcome> {
    this.file = file;
    return this.price(date);
  }

  /** Prices the loaded file (again) for a fee date. */
  async price(date: string): Promise<BulkOutcome> {
    const file = this.file;
    this.order = new Int32Array(0);
    this.viewId = 0;
    if (!file) return { ok: false, message: unreadable };
    let pricer = new BulkPricer(date);
    try {
      await readCatalogue(file, () => {
        pricer = new BulkPricer(date);
        const current = pricer;
        return (record) => current.add(record);
      });
    } catch {
      this.last = { ok: false, message: unreadable };
      return this.last;
    }
    const run = pricer.finish();
    this.last = run;
    if (!run.ok) return run;
    const { summary, ignoredColumns, hasCost, hasUnits, hasOwnFulfillment, cardNames, problems } = run;
    return {
      ok: true,
      overview: {
        summary,
        ignoredColumns,
        hasCost,
        hasUnits,
        hasOwnFulfillment,
        cardNames,
        problems: problems.slice(0, PROBLEMS_LISTED),
        problemCount: problems.length,
      },
    };
  }

  /** Filters, searches and sorts the table; returns how many rows it shows. `id` names this view for `rows`. */
  view(view: BulkView, id = 0): number {
    this.viewId = id;
    const run = this.last;
    this.order = run?.ok ? tableOrder(run.table, view) : new Int32Array(0);
    return this.order.length;
  }

  /** The rows at positions start..end (exclusive) of the current view. */
  rows(start: number, end: number): PricedRow[] {
    const run = this.last;
    if (!run?.ok) return [];
    const rows: PricedRow[] = [];
    for (let position = Math.max(0, start); position < Math.min(end, this.order.length); position += 1)
      rows.push(run.table.row(this.order[position]!));
    return rows;
  }

  /** The CSV export, written while the file is read again; in parts of about 1,000 lines (a Blob's parts). */
  async csv(): Promise<string[]> {
    const run = this.last;
    const file = this.file;
    if (!run?.ok || !file) return [];
    let writer = new BulkCsvWriter(run.headers, run.table, run.problems);
    let parts: string[] = [];
    let part = "";
    let lines = 0;
    await readCatalogue(file, () => {
      writer = new BulkCsvWriter(run.headers, run.table, run.problems);
      parts = [writer.head()];
      part = "";
      lines = 0;
      const current = writer;
      return (record) => {
        part += current.line(record);
        lines += 1;
        if (lines === 1000) {
          parts.push(part);
          part = "";
          lines = 0;
        }
      };
    });
    parts.push(part);
    return parts;
  }
}
