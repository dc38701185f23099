import { parseCsvLine, parseCsvRecords, type CsvRecord } from "~/lib/csv";

/**
 * Whether a line ends inside a quoted field (its record goes on on the next line), read as the shared RFC 4180
 * reader reads it: a quote opens a field only at its start (after spaces), so `5" screen` is text.
 */
function endsInsideQuotes(line: string, inQuotes: boolean): boolean {
  let quoted = inQuotes;
  let fieldHasText = inQuotes;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charCodeAt(index);
    if (quoted) {
      if (char === 34) {
        if (line.charCodeAt(index + 1) === 34) index += 1;
        else quoted = false;
      }
    } else if (char === 44) {
      fieldHasText = false;
    } else if (char === 34 && !fieldHasText) {
      quoted = true;
      fieldHasText = true;
    } else if (char !== 32 && char !== 9) {
      fieldHasText = true;
    }
  }
  return quoted;
}

const lineBreak = /\r\n|\n|\r/;

/**
 * CSV (or tab-separated) text as records, fed in pieces of any size (a file read in chunks), so a 100,000-row
 * catalogue is never one string nor one array of arrays. Lines without a quote are split directly, lines with one
 * go through the shared RFC 4180 reader's line reader; a line break inside quotes joins the next line to the record
 * (as "\n", as that reader does). `line` is the record's first line in the file (the header is line 1).
 */
export class CsvLineReader {
  private rest = "";
  private pending: string | null = null;
  private pendingLine = 0;
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
      if (!endsInsideQuotes(text, true)) {
        this.emit(this.pending, this.pendingLine);
        this.pending = null;
      }
      return;
    }
    this.separator ??= text.includes("\t") && !text.includes(",") ? "\t" : ",";
    if (this.separator === "," && text.includes('"') && endsInsideQuotes(text, false)) {
      this.pending = text;
      this.pendingLine = line;
      return;
    }
    this.emit(text, line);
  }

  private emit(text: string, line: number) {
    const quoted = this.separator === "," && text.includes('"');
    // A record joined from several lines goes through the full reader; a one-line record through its line reader.
    const fields = !quoted
      ? text.split(this.separator ?? ",")
      : text.includes("\n")
        ? (parseCsvRecords(text)[0]?.fields ?? [""])
        : parseCsvLine(text);
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
