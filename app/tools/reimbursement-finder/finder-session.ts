import { formatNumber } from "~/lib/format";
import type { DateOrder } from "~/tools/seller-reports/report-dates";
import type { ClaimsResult } from "./claim-types";
import { summariseClaims, type ClaimsSummary } from "./claims-summary";
import { claimsToCsv, claimsToIcs } from "./export";
import { findClaims } from "./find-claims";
import type { ClaimSettings } from "./finder-form";
import { readReportFile } from "./read-report-files";
import { combineReports } from "./read-reports";
import type { DateQuestion, FileRead, ReadFile, ReadReports } from "./report-rows";

/**
 * The most rows the rules use (adjustments and receipts of a Ledger, every row of the other reports) a drop may hold:
 * memory grows with them, not with a file's size (a year of Ledger, 170 MB, uses 113,000 of its million rows). An
 * adjustments-only Ledger of 1,200,000 rows (162 MB; issue 51's 200 MB file was such a report) took Chromium 156's tab
 * to 1.8 GB at its peak, worker and page together, on this machine (npm run bench:claims' page, measured with ps);
 * 2,000,000 rows would take it to about 3 GB, near what a browser lets one tab's scripts hold (Chrome stops a page's
 * JavaScript heap at 4 GB). Past the limit the reading stops and says so, rather than the tab running out of memory.
 */
export const MAX_ROWS_USED = 2_000_000;

export interface FinderRequest {
  files: readonly File[];
  /** The seller's answer to the date question, for the files nothing in the drop decides. */
  answer: DateOrder | null;
  settings: ClaimSettings;
}

export type FinderOutcome =
  | {
      ok: true;
      files: ReadFile[];
      dateQuestion: DateQuestion | null;
      result: ClaimsResult;
      summary: ClaimsSummary;
    }
  | { ok: false; message: string };

/** A file as the session knows it between drops: the same name, size and date is the same file. */
const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * What the worker holds between requests: each file as read (so a drop that adds a Reimbursements report beside a year
 * of Ledger reads only the new file), the drop combined for the last date answer, and the last claims, which the CSV
 * and calendar are written from. Each request gives the whole drop, the answer and the settings.
 */
export class FinderSession {
  private reads = new Map<string, FileRead>();

  /** `maxRowsUsed`: MAX_ROWS_USED, or less in a test. */
  constructor(private readonly maxRowsUsed = MAX_ROWS_USED) {}

  private combined: { key: string; reports: ReadReports } | null = null;
  private result: ClaimsResult | null = null;

  async evaluate({ files, answer, settings }: FinderRequest): Promise<FinderOutcome> {
    const keys = files.map(fileKey);
    const reads = new Map<string, FileRead>();
    let rowsUsed = 0;
    for (const [position, file] of files.entries()) {
      const key = keys[position]!;
      const read = this.reads.get(key) ?? (await readReportFile(file, this.maxRowsUsed - rowsUsed));
      rowsUsed += read.rowsUsed;
      if (read.isTooLarge || rowsUsed > this.maxRowsUsed) return this.tooLarge(file.name);
      reads.set(key, read);
    }
    this.reads = reads;
    const combinedKey = `${keys.join("\n")}\n${answer ?? ""}`;
    if (this.combined?.key !== combinedKey) {
      this.combined = { key: combinedKey, reports: combineReports([...reads.values()], answer) };
    }
    const { reports } = this.combined;
    this.result = findClaims(reports, settings);
    return {
      ok: true,
      files: reports.files,
      dateQuestion: reports.dateQuestion,
      result: this.result,
      summary: summariseClaims(this.result.claims),
    };
  }

  /** The message of a drop past the limit; the files read before it stay read. */
  private tooLarge(name: string): FinderOutcome {
    return {
      ok: false,
      message: `These files hold more than ${formatNumber(this.maxRowsUsed)} adjustments, receipts and other rows the finder checks (reading stopped at "${name}"): more than it can hold at once in a browser. Request the Inventory Ledger for fewer months (Seller Central lets you choose the dates) and check one period at a time.`,
    };
  }

  /** The last claims as CSV (empty before any). */
  csv(): string {
    return claimsToCsv(this.result?.claims ?? []);
  }

  /** The last claims' deadlines as an iCalendar file made at `stamp`. */
  ics(stamp: Date): string {
    return claimsToIcs(this.result?.claims ?? [], stamp);
  }
}
