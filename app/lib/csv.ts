/**
 * CSV: a lenient RFC 4180 reader (the rank tracker's and the fee audit's imports) and the one writer, which
 * defuses spreadsheet formulas (the tools' exports in the browser, `npm run leads -- --format csv` on the
 * server). Pure: nothing here touches the network or the disk.
 */

export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Splits CSV text into records (RFC 4180, lenient). Quoted fields keep commas and line breaks. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let index = 0;

  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };

  while (index < source.length) {
    const char = source[index];
    if (inQuotes) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        inQuotes = false;
        index += 1;
        continue;
      }
      if (char === "\r" || char === "\n") {
        // A line break inside quotes is part of the value; normalise CRLF / CR to LF.
        field += "\n";
        index += char === "\r" && source[index + 1] === "\n" ? 2 : 1;
        line += 1;
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field.trim() === "") {
      // Opening quote (whitespace before it is dropped).
      field = "";
      inQuotes = true;
      index += 1;
      continue;
    }
    if (char === ",") {
      fields.push(field);
      field = "";
      index += 1;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRecord();
      index += char === "\r" && source[index + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += char;
    index += 1;
  }
  if (field !== "" || fields.length > 0 || inQuotes) endRecord();
  return records;
}

const QUOTE = 34;
const COMMA = 44;

/**
 * One record on one line (no line break inside quotes) as its fields, exactly as `parseCsvRecords` reads it, but
 * copying runs of text instead of characters: the bulk FBA calculator reads 100,000 such lines.
 */
export function parseCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(",");
  const fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let runStart = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charCodeAt(index);
    if (inQuotes) {
      if (char !== QUOTE) continue;
      field += line.slice(runStart, index);
      if (line.charCodeAt(index + 1) === QUOTE) {
        field += '"';
        index += 1;
      } else {
        inQuotes = false;
      }
      runStart = index + 1;
    } else if (char === COMMA) {
      fields.push(field + line.slice(runStart, index));
      field = "";
      runStart = index + 1;
    } else if (char === QUOTE && (field + line.slice(runStart, index)).trim() === "") {
      // Opening quote (whitespace before it is dropped).
      field = "";
      inQuotes = true;
      runStart = index + 1;
    }
  }
  fields.push(field + line.slice(runStart));
  return fields;
}

/** Text a spreadsheet would run as a formula, possibly behind apostrophes we added earlier. */
const formulaLike = /^'*[=+\-@\t\r]/;

export interface CsvWriteOptions {
  /**
   * Defuse text that reads as a signed number too ("+1", "-2"). For text typed by visitors, such as a phone
   * number, which a spreadsheet would otherwise turn into a number or a formula; the tools' exports leave
   * their numbers as numbers.
   */
  defuseNumbers?: boolean;
}

/**
 * Quotes a value when CSV needs it. Text starting with = + - @ (or tab/CR) gets a leading apostrophe so
 * spreadsheet apps do not run it as a formula (CSV injection); `unprotectCsvField` strips exactly one again,
 * so text that itself starts with apostrophes survives a round trip. Plain numbers pass unchanged unless
 * `defuseNumbers` is set.
 */
export function toCsvField(value: string | number, { defuseNumbers = false }: CsvWriteOptions = {}): string {
  let text = String(value);
  if (typeof value === "string" && formulaLike.test(text) && (defuseNumbers || Number.isNaN(Number(text))))
    text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Undoes toCsvField's formula protection: one leading apostrophe before formula-like text is removed. */
export function unprotectCsvField(value: string): string {
  return value.startsWith("'") && formulaLike.test(value.slice(1)) && Number.isNaN(Number(value.slice(1)))
    ? value.slice(1)
    : value;
}

/** Rows as CSV text: every field through toCsvField, CRLF line ends, a final CRLF. */
export function csvText(rows: readonly (readonly (string | number)[])[], options: CsvWriteOptions = {}): string {
  return `${rows.map((row) => row.map((field) => toCsvField(field, options)).join(",")).join("\r\n")}\r\n`;
}
