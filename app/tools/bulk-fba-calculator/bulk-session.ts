import { decodeReportBytes } from "~/tools/fee-audit";
import type { CsvRecord } from "~/lib/csv";
import { bulkToCsv } from "./export";
import { runBulk, type BulkRun } from "./run-bulk";
import { textRecords } from "./table";
import { isXlsx, xlsxRecords } from "./xlsx";

/**
 * What the worker holds between messages: the file's records, so a new fee date re-prices without reading the
 * file again and the CSV export is written off the main thread too.
 */
export class BulkSession {
  private records: readonly CsvRecord[] = [];
  private last: BulkRun | null = null;

  /** Reads a CSV or .xlsx file (by its bytes, not its name) and prices it. */
  async load(bytes: ArrayBuffer, date: string): Promise<BulkRun> {
    const view = new Uint8Array(bytes);
    try {
      this.records = isXlsx(view) ? await xlsxRecords(bytes) : textRecords(decodeReportBytes(view));
    } catch {
      this.records = [];
      this.last = { ok: false, message: "This file could not be read. Save it as CSV (comma-separated) or Excel workbook (.xlsx) and try again." };
      return this.last;
    }
    return this.price(date);
  }

  price(date: string): BulkRun {
    this.last = runBulk(this.records, date);
    return this.last;
  }

  csv(): string {
    const run = this.last;
    return run?.ok ? bulkToCsv(run.headers, this.records, run.rows, run.problems) : "";
  }
}
