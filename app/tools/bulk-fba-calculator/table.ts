import { parseCsvRecords, type CsvRecord } from "~/lib/csv";

const quoteCount = (line: string) => {
  let count = 0;
  for (let index = line.indexOf('"'); index !== -1; index = line.indexOf('"', index + 1)) count += 1;
  return count;
};

const lineBreak = /\r\n|\n|\r/;

/**
 * CSV (or tab-separated) text as records, fed in pieces of any size (a file read in chunks), so a 100,000-row
 * catalogue is never one string nor one array of arrays. Lines without a quote are split directly, lines with one
 * go through the shared RFC 4180 reader; a line break inside quotes (an odd number of quotes so far) joins the
 * next line to the record (as "\n"). `line` is the record's first line in the file (the header is line 1).
 */
export class CsvLineReader {
  private rest = "";
  private pending: string | null = null;
  private pendingLine = 0;
  private pendingQuotes = 0;
  private nextLine = 1;
  private separator: "," | "\t" | null = null;
  private started = false;
  private afterCarriageReturn = false;

  constructor(private readonly onRecord: (record: CsvRecord) => void) {}

  push(text: string): void {
    if (text === "") return;
    // A chunk can end between \r and \n: the \n starting the next one belongs to that line break.
    let chunk = this.afterCarriageReturn && text.startsWith("\n") ? this.rest + text.slice(1) : this.rest + text;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.startsWith("\uFEFF")) chunk = chunk.slice(1);
    }
    this.afterCarriageReturn = chunk.endsWith("\r");
    const lines = chunk.split(lineBreak);
    this.rest = lines.pop() ?? "";
    for (const line of lines) this.line(line);
  }

  end(): void {
    const last = this.rest;
    this.rest = "";
    if (last !== "" || this.pending !== null) this.line(last);
    if (this.pending !== null) {
      // An unclosed quote: the lenient reader takes the rest of the file as that record.
      this.emit(this.pending, this.pendingLine);
      this.pending = null;
    }
  }

  private line(text: string) {
    const line = this.nextLine;
    this.nextLine += 1;
    if (this.pending !== null) {
      this.pending += `\n${text}`;
      this.pendingQuotes += quoteCount(text);
      if (this.pendingQuotes % 2 === 0) {
        this.emit(this.pending, this.pendingLine);
        this.pending = null;
      }
      return;
    }
    this.separator ??= text.includes("\t") && !text.includes(",") ? "\t" : ",";
    if (this.separator === "," && text.includes('"')) {
      const quotes = quoteCount(text);
      if (quotes % 2 === 1) {
        this.pending = text;
        this.pendingLine = line;
        this.pendingQuotes = quotes;
        return;
      }
    }
    this.emit(text, line);
  }

  private emit(text: string, line: number) {
    const fields = this.separator === "," && text.includes('"') ? (parseCsvRecords(text)[0]?.fields ?? [""]) : text.split(this.separator ?? ",");
    this.onRecord({ line, fields });
  }
}

/** CSV (or tab-separated) text as records, all at once: the same records as `CsvLineReader` gives in pieces. */
export function textRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const reader = new CsvLineReader((record) => records.push(record));
  reader.push(text);
  reader.end();
  return records;
}
