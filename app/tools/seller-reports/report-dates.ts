import { parseCsvLine } from "~/lib/csv";
import { isIsoDate } from "~/lib/dates";
import { forEachLine, unquote, type Delimiter } from "./report-text";

/**
 * The order of the parts of a slash date. Month first is the Ledger's "Date" as the public parsers read it (research reimbursements-2026.md §2.1:
 * `%m/%d/%Y`, from a US download); unconfirmed for marketplaces outside the US, where a download may be day first. A
 * file's order is decided from its own dates (fileDateOrder), never guessed.
 */
export type DateOrder = "month-first" | "day-first";

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;
const slashDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;

/**
 * What one cell shows of its file's date order: a slash date whose first part is above 12 can only be day first
 * (25/03/2026), one whose second part is above 12 only month first (03/25/2026). Null for anything else: an ISO date,
 * a slash date with both parts 12 or under (03/04/2026), no date.
 */
export function dateOrderShownBy(cell: string | undefined): DateOrder | null {
  const slash = slashDatePattern.exec((cell ?? "").trim());
  if (!slash) return null;
  const first = Number(slash[1]);
  const second = Number(slash[2]);
  if (first > 12 && second <= 12) return "day-first";
  if (second > 12 && first <= 12) return "month-first";
  return null;
}

/**
 * A report date as YYYY-MM-DD: ISO (with or without a time: "2026-03-01T08:12:00+00:00"), or a slash date read in
 * the file's order. Without an order (no date of the file tells it), a slash date is read only when it can mean one
 * day: a part above 12 (25/03/2026, 03/25/2026) or both parts equal (04/04/2026); 03/04/2026 is left out, never
 * guessed (see isAmbiguousDate). A slash date the file's order cannot read (13/01/2026 in a month-first file) is left
 * out too. Null when the cell is no date the tool reads.
 */
export function readDate(cell: string | undefined, order: DateOrder | null = null): string | null {
  const text = (cell ?? "").trim();
  const iso = isoDatePattern.exec(text);
  if (iso) {
    const day = `${iso[1]}-${iso[2]}-${iso[3]}`;
    return isIsoDate(day) ? day : null;
  }
  const slash = slashDatePattern.exec(text);
  if (!slash) return null;
  const first = slash[1]!.padStart(2, "0");
  const second = slash[2]!.padStart(2, "0");
  const shown = order ?? dateOrderShownBy(text);
  if (shown === null && first !== second) return null;
  const day = shown === "day-first" ? `${slash[3]}-${second}-${first}` : `${slash[3]}-${first}-${second}`;
  return isIsoDate(day) ? day : null;
}

/** A slash date that is a valid day read either way and two different days (03/04/2026), in a file without an order. */
export function isAmbiguousDate(cell: string | undefined, order: DateOrder | null): boolean {
  if (order !== null) return false;
  const text = (cell ?? "").trim();
  return (
    slashDatePattern.test(text) &&
    dateOrderShownBy(text) === null &&
    readDate(text, "month-first") !== null &&
    readDate(text, "day-first") !== null &&
    readDate(text, "month-first") !== readDate(text, "day-first")
  );
}

/** The cell at `position` of a raw line; the first cell of a CSV line without splitting the rest. */
function cellAt(line: string, delimiter: Delimiter, position: number): string {
  if (delimiter === "\t") {
    let start = 0;
    for (let column = 0; column < position; column += 1) {
      start = line.indexOf("\t", start) + 1;
      if (start === 0) return "";
    }
    const end = line.indexOf("\t", start);
    return unquote(end === -1 ? line.slice(start) : line.slice(start, end));
  }
  if (position === 0) {
    if (line.charCodeAt(0) === 34) {
      const end = line.indexOf('"', 1);
      return end === -1 ? line.slice(1) : line.slice(1, end);
    }
    const end = line.indexOf(",");
    return end === -1 ? line : line.slice(0, end);
  }
  return parseCsvLine(line)[position] ?? "";
}

/**
 * The order of a file's slash dates, from the first date in the given columns that shows it (a part above 12); null
 * when none does (every slash date has both parts 12 or under, or the dates are ISO). `shownBy` is that date, for the
 * file's message. Stops at the first date that shows the order, so a year of Ledger is scanned only for a few rows.
 */
export function fileDateOrder(
  source: string,
  delimiter: Delimiter,
  positions: readonly number[],
): { order: DateOrder | null; shownBy: string } {
  let found: { order: DateOrder | null; shownBy: string } = { order: null, shownBy: "" };
  if (positions.length === 0) return found;
  forEachLine(source, delimiter, (line) => {
    for (const position of positions) {
      const cell = cellAt(line, delimiter, position).trim();
      const order = dateOrderShownBy(cell);
      if (order !== null) {
        found = { order, shownBy: slashDatePattern.exec(cell)![0] };
        return false;
      }
    }
    return true;
  });
  return found;
}
