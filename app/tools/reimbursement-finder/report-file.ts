import { lineDateOrder, type DateOrder } from "~/tools/seller-reports/report-dates";
import {
  columnAt,
  columnIndex,
  delimiterOf,
  ReportLines,
  splitFields,
  type ColumnIndex,
  type Delimiter,
} from "~/tools/seller-reports/report-text";
import type { FileRead } from "./report-rows";
import { describeNotText, describeUnknownHeader, detectReport } from "./reports";
import { dateColumns, dateReader, ledgerLineFilter, noDateCounts, noEvents, rowReader } from "./row-readers";

/**
 * One dropped file read as its text comes, piece by piece (the worker's stream of it, or a whole string in tests):
 * which report its header is, its rows counted, and the rows the rules use (a year of Ledger is a million rows, mostly
 * shipments: only its adjustments and receipts matter) read into events as soon as the file's own dates show their
 * order; until then, and to the end in a file that never shows it, their lines wait for the drop's decision
 * (read-reports.ts). `isDone` turns true as soon as the rest of the file cannot matter (not a report), so the caller
 * can stop reading it.
 */
export class ReportFileReader {
  private readonly lines = new ReportLines((line) => this.line(line));
  private readonly read: FileRead;
  /** The fields of a line whose row the rules use, else null. */
  private keep: (line: string) => string[] | null = () => null;
  private readRow: ((fields: readonly string[]) => void) | null = null;
  private index: ColumnIndex = new Map();
  private datePositions: number[] = [];
  private isStart = true;
  private isHeaderRead = false;
  private isNotText = false;
  private isEnded = false;

  /** `maxRowsUsed`: the reading stops, too large, past this many rows the rules use. */
  constructor(
    name: string,
    private readonly maxRowsUsed = Infinity,
  ) {
    this.read = {
      name,
      kind: null,
      rows: 0,
      message: null,
      delimiter: "\t",
      header: [],
      shown: null,
      shownBy: "",
      events: null,
      unreadableDates: 0,
      lines: [],
      rowsUsed: 0,
      isTooLarge: false,
      countries: [],
    };
  }

  get isDone(): boolean {
    return this.isNotText || this.lines.isStopped;
  }

  push(text: string): void {
    if (this.isDone || text === "") return;
    if (this.isStart) {
      this.isStart = false;
      this.read.message = describeNotText(this.read.name, text.slice(0, 4096));
      this.isNotText = this.read.message !== null;
      if (this.isNotText) return;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    this.lines.push(text);
  }

  /** The file as read; its last line is taken at the first call. */
  end(): FileRead {
    if (this.isEnded) return this.read;
    this.isEnded = true;
    if (!this.isDone) this.lines.end();
    if (!this.isHeaderRead && this.read.message === null) this.read.message = describeUnknownHeader(this.read.name, []);
    return this.read;
  }

  private line(line: string): boolean {
    if (!this.isHeaderRead) return this.headerLine(line);
    const read = this.read;
    read.rows += 1;
    if (read.shown === null && this.datePositions.length > 0) {
      const shown = lineDateOrder(line, read.delimiter, this.datePositions);
      if (shown) this.readInOrder(shown.order, shown.shownBy);
    }
    const fields = this.keep(line);
    if (fields === null) return true;
    read.rowsUsed += 1;
    if (read.rowsUsed > this.maxRowsUsed) {
      read.isTooLarge = true;
      return false;
    }
    if (this.readRow !== null) this.readRow(fields);
    else read.lines.push(line);
    return true;
  }

  /** From the first date that shows the file's order on, its rows are read as they come (and those waiting first). */
  private readInOrder(order: DateOrder, shownBy: string) {
    const read = this.read;
    read.shown = order;
    read.shownBy = shownBy;
    read.events = noEvents();
    const counts = noDateCounts();
    const readRow = rowReader(read.kind!, this.index, read.events, dateReader({ order, source: "file" }, counts));
    this.readRow = (fields) => {
      readRow(fields);
      read.unreadableDates = counts.unreadable;
    };
    for (const waiting of read.lines) this.readRow(splitFields(waiting, read.delimiter));
    read.lines = [];
  }

  /** The first line: which report it is, or the end of the reading. */
  private headerLine(line: string): boolean {
    this.isHeaderRead = true;
    const delimiter: Delimiter = delimiterOf(line);
    const header = splitFields(line, delimiter);
    const index = columnIndex(header);
    const kind = detectReport(index);
    this.read.delimiter = delimiter;
    this.read.header = header;
    if (kind === null) {
      this.read.message = describeUnknownHeader(this.read.name, header);
      return false;
    }
    this.read.kind = kind;
    this.index = index;
    this.datePositions = dateColumns[kind].map((column) => columnAt(index, column)).filter((at) => at !== -1);
    if (kind !== "ledger") {
      this.keep = (line) => splitFields(line, delimiter);
      return true;
    }
    const keptFields = ledgerLineFilter(index, delimiter);
    const countryAt = columnAt(index, "country");
    const { countries } = this.read;
    this.keep = (line) => {
      const fields = keptFields(line);
      if (fields === null) return null;
      const country = (fields[countryAt] ?? "").trim();
      if (countryAt !== -1 && !countries.includes(country)) countries.push(country);
      return fields;
    };
    return true;
  }
}

/** A whole file's text read at once (tests, the Node benchmark): the same as the worker's reading in pieces. */
export function readReportText(name: string, text: string, maxRowsUsed = Infinity): FileRead {
  const reader = new ReportFileReader(name, maxRowsUsed);
  reader.push(text);
  return reader.end();
}
