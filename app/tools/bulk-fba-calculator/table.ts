import { parseCsvRecords, type CsvRecord } from "~/lib/csv";

const quoteCount = (line: string) => {
  let count = 0;
  for (let index = line.indexOf('"'); index !== -1; index = line.indexOf('"', index + 1)) count += 1;
  return count;
};

/**
 * CSV (or tab-separated) text as records. Lines without a quote are split directly, lines with one go through the
 * shared RFC 4180 reader; only a file with a line break inside quotes (an odd number of quotes on a line) is read
 * whole by that reader. Same records, several times faster on 100,000 rows.
 */
export function textRecords(text: string): CsvRecord[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const lines = source.split(/\r\n|\n|\r/);
  const header = lines[0] ?? "";
  const separator = header.includes("\t") && !header.includes(",") ? "\t" : ",";
  const hasQuotes = source.includes('"');
  if (separator === "," && hasQuotes && lines.some((line) => line.includes('"') && quoteCount(line) % 2 === 1)) return parseCsvRecords(source);
  const records: CsvRecord[] = new Array(lines.length);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fields = separator === "," && hasQuotes && line.includes('"') ? (parseCsvRecords(line)[0]?.fields ?? [""]) : line.split(separator);
    records[index] = { line: index + 1, fields };
  }
  return records;
}
