import { daysBetween, isIsoDate } from "~/lib/dates";
import { cellAt, forEachLine, type Delimiter } from "./report-text";

/**
 * The order of the parts of a slash date. Month first is the Ledger's "Date" as the public parsers read it (research reimbursements-2026.md §2.1:
 * `%m/%d/%Y`, from a US download); unconfirmed for marketplaces outside the US, where a download may be day first. A
 * file's order is decided from its own dates (fileDateOrder), a row's from its own timestamp (dateOrderByTimestamp),
 * and a drop's files that cannot tell from the rest of the drop (decideDateOrders), never guessed.
 */
export type DateOrder = "month-first" | "day-first";

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;
/**
 * 03/04/2026, and 03-04-2026: Amazon's help page for the retired Inventory Adjustments report (UAE, 200372710, a stored
 * copy of unknown date) gives its date as DD-MM-YYYY.
 */
const slashDatePattern = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})/;

/**
 * What one cell shows of its file's date order: a slash date whose first part is above 12 can only be day first
 * (25/03/2026), one whose second part is above 12 only month first (03/25/2026). Null for anything else: an ISO date,
 * a slash date with both parts 12 or under (03/04/2026), no date.
 */
export function dateOrderShownBy(cell: string | undefined): DateOrder | null {
  const slash = slashDatePattern.exec((cell ?? "").trim());
  if (!slash) return null;
  const first = Number(slash[1]);
  const second = Number(slash[3]);
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
  const key = `${order ?? ""}${text}`;
  const known = readDates.get(key);
  if (known !== undefined) return known;
  if (readDates.size >= 50_000) readDates.clear();
  const day = readDateAfresh(text, order);
  readDates.set(key, day);
  return day;
}

/**
 * Dates read, remembered: a year of Ledger keeps 110,000 rows on a few hundred days (0.2 s of checking the same days
 * again in Node 24). Bounded, so a session reading many files cannot grow it without end.
 */
const readDates = new Map<string, string | null>();

function readDateAfresh(text: string, order: DateOrder | null): string | null {
  const iso = isoDatePattern.exec(text);
  if (iso) {
    const day = `${iso[1]}-${iso[2]}-${iso[3]}`;
    return isIsoDate(day) ? day : null;
  }
  const slash = slashDatePattern.exec(text);
  if (!slash) return null;
  const first = slash[1]!.padStart(2, "0");
  const second = slash[3]!.padStart(2, "0");
  const shown = order ?? dateOrderShownBy(text);
  if (shown === null && first !== second) return null;
  const day = shown === "day-first" ? `${slash[4]}-${second}-${first}` : `${slash[4]}-${first}-${second}`;
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

/** The order the first date among a line's cells at `positions` shows, and that date; null when none shows one. */
export function lineDateOrder(
  line: string,
  delimiter: Delimiter,
  positions: readonly number[],
): { order: DateOrder; shownBy: string } | null {
  for (const position of positions) {
    const cell = cellAt(line, delimiter, position).trim();
    const order = dateOrderShownBy(cell);
    if (order !== null) return { order, shownBy: slashDatePattern.exec(cell)![0] };
  }
  return null;
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
    const shown = lineDateOrder(line, delimiter, positions);
    if (shown) found = shown;
    return shown === null;
  });
  return found;
}

/**
 * The order a row's own timestamp shows for its slash date: a cell that could be two days (03/04/2026) beside a
 * timestamp that is one (the Ledger's "Date and Time", "included in downloaded reports only": Amazon's Inventory Ledger
 * help, G4FKT5KQWFFJ7LDN, a stored copy of unknown date; unconfirmed: its format, read here as YYYY-MM-DD with a time).
 * The reading within a day of the timestamp's date wins (a timestamp in another time zone can be a day off); null
 * when the cell is no such date, the timestamp tells nothing, or both readings or neither are that close.
 */
export function dateOrderByTimestamp(cell: string | undefined, timestamp: string | undefined): DateOrder | null {
  const stamp = (timestamp ?? "").trim();
  if (!isoDatePattern.test(stamp) || !isAmbiguousDate(cell, null)) return null;
  const day = readDate(stamp);
  if (day === null) return null;
  const near = (order: DateOrder) => Math.abs(daysBetween(readDate(cell, order)!, day)) <= 1;
  const monthFirst = near("month-first");
  const dayFirst = near("day-first");
  return monthFirst === dayFirst ? null : monthFirst ? "month-first" : "day-first";
}

/**
 * The order a Ledger's Country implies: "US" is month first, as the public parsers read US downloads (research
 * §2.1) and as Amazon's US Inventory Ledger help shows its download (05/26/2021 beside Country US; G4FKT5KQWFFJ7LDN,
 * stored copy). unconfirmed for any other country: null.
 */
export function dateOrderOfCountry(country: string): DateOrder | null {
  return country.trim().toUpperCase() === "US" ? "month-first" : null;
}

/** What a file shows of its date order, for the drop's decision. */
export interface FileDateEvidence {
  /** The order its own dates show (fileDateOrder). */
  shown: DateOrder | null;
  /** The order its marketplace implies (every row's Country US: dateOrderOfCountry), else null. */
  marketplace: DateOrder | null;
}

/** How a file's date order was decided: by its own dates, its marketplace, the other files of the drop, the seller. */
export type DateOrderSource = "file" | "marketplace" | "drop" | "seller";

export interface DateOrderDecision {
  order: DateOrder | null;
  source: DateOrderSource | null;
}

/**
 * The date order of each file of a drop (files read together, whatever the report): a file's own dates decide it,
 * else its marketplace; a file that cannot tell takes the order every file that could shows (they come from one
 * seller's Seller Central, whose downloads write dates one way), unless they disagree; only then the seller's
 * `answer`, and without one the order stays undecided (null): the caller asks the seller, once, for the whole drop.
 */
export function decideDateOrders(files: readonly FileDateEvidence[], answer: DateOrder | null): DateOrderDecision[] {
  const own = files.map(({ shown, marketplace }): DateOrderDecision => {
    if (shown !== null) return { order: shown, source: "file" };
    if (marketplace !== null) return { order: marketplace, source: "marketplace" };
    return { order: null, source: null };
  });
  const shownInDrop = new Set(own.map((decision) => decision.order).filter((order) => order !== null));
  const fromDrop = shownInDrop.size === 1 ? [...shownInDrop][0]! : null;
  return own.map((decision) => {
    if (decision.order !== null) return decision;
    if (fromDrop !== null) return { order: fromDrop, source: "drop" };
    if (answer !== null) return { order: answer, source: "seller" };
    return decision;
  });
}
