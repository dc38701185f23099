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
 * A spreadsheet set to a locale whose decimal mark is the comma (most of Europe) splits a CSV line on semicolons, and
 * honours a quote only where such a cell begins: `plain,"a;=1+1"` reads there as the cells `plain,"a` and `=1+1"`, and
 * a line break inside that value starts a new row. So every stretch of a value that can begin a cell there (the text
 * after each semicolon or line break in it) is defused on its own: a number too, since such a cell runs on to the
 * line's next semicolon (`a;-4` followed by `,Large standard` is the cell `-4",Large standard`), and a stretch that
 * begins with a quote, since what follows the closing quote is read as it comes (`a;""=1` gives the cell `=1`).
 */
const cellStart = /(;|\r\n|\r|\n)/;
const quoteLike = /^'*"/;

/** The stretches after a semicolon or line break with an apostrophe before those a spreadsheet would run. */
const defuseCellStarts = (text: string) =>
  text
    .split(cellStart)
    .map((part, position) =>
      position % 2 === 0 && position > 0 && (formulaLike.test(part) || quoteLike.test(part)) ? `'${part}` : part,
    )
    .join("");

const restoreCellStarts = (text: string) =>
  text
    .split(cellStart)
    .map((part, position) =>
      position % 2 === 0 &&
      position > 0 &&
      part.startsWith("'") &&
      (formulaLike.test(part.slice(1)) || quoteLike.test(part.slice(1)))
        ? part.slice(1)
        : part,
    )
    .join("");

/** The value would run as a formula where a cell begins with it (a plain number passes unless `defuseNumbers`). */
const startsFormula = (text: string, defuseNumbers: boolean) =>
  formulaLike.test(text) && (defuseNumbers || Number.isNaN(Number(text)));

/**
 * Quotes a value when CSV needs it: it holds a quote, a line break, or a separator of any common locale (the comma,
 * and the semicolon where the comma is the decimal mark), or begins or ends with a space. Text that a spreadsheet
 * would run as a formula (starting with = + - @, tab or CR, at the value's start or after a semicolon or line break in
 * it) gets a leading apostrophe, so spreadsheet apps show it as text (CSV injection); `unprotectCsvField` strips
 * exactly those apostrophes again, so text that itself starts with apostrophes survives a round trip. A plain number
 * passes unchanged unless `defuseNumbers` is set.
 */
export function toCsvField(value: string | number, { defuseNumbers = false }: CsvWriteOptions = {}): string {
  let text = String(value);
  if (typeof value === "string") {
    const inner = defuseCellStarts(value);
    text = startsFormula(value, defuseNumbers) ? `'${inner}` : inner;
  }
  return /[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Undoes toCsvField's formula protection: one apostrophe before each stretch it defused. */
export function unprotectCsvField(value: string): string {
  if (value.startsWith("'")) {
    const original = restoreCellStarts(value.slice(1));
    if (startsFormula(original, false)) return original;
  }
  return restoreCellStarts(value);
}

/**
 * Rows as CSV text: every field through toCsvField, CRLF line ends, a final CRLF. A row's first field is defused even
 * when it reads as a signed number: in a semicolon locale it begins a cell that runs on through the row's next fields
 * (`-3,B0TEST0001` is no number there).
 */
export function csvText(rows: readonly (readonly (string | number)[])[], options: CsvWriteOptions = {}): string {
  const line = (row: readonly (string | number)[]) =>
    row.map((field, position) => toCsvField(field, position === 0 ? { defuseNumbers: true } : options)).join(",");
  return `${rows.map(line).join("\r\n")}\r\n`;
}
