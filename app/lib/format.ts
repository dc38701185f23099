/**
 * Display formatting for numbers, US dollars, percentages and dates: the one place text a visitor reads gets
 * them (pages, tools, worked examples, and the fee engine's explanations). Locale-fixed (en-US) and
 * time-zone-fixed (UTC) so the prerendered HTML and the browser print exactly the same text. Machine formats
 * (CSV cells, URL values, field values) are not display text and keep their own exact formats;
 * format-ownership.test.ts fails when another module formats them with Intl or glues a dollar sign to a value.
 */

/** What a value that cannot be shown (NaN, Infinity, missing) prints as. */
export const MISSING = "—";

/** Rounds to `decimals` places and turns -0 into 0, so "-0" or "-$0.00" never shows. */
export function roundForDisplay(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

/*
 * Written out instead of Intl: the first Intl formatter a browser tab builds loads ICU's number data, one 35-60 ms
 * task on this machine's Chromium (four times that on Lighthouse's phone), and it fell in the FBA calculator's
 * hydration. For one fixed locale, en-US, the format is simple: digits grouped by three with commas, a point, a
 * leading minus. format.test.ts checks every function against Intl's en-US output over thousands of values (up to
 * 10^11 in magnitude; far beyond, where a double holds fewer digits than are printed, the last digits may differ).
 */

/**
 * The digits of |value| with exactly `decimals` places, grouped by three: 1,234.50. `value` is already rounded to
 * `decimals` places, so its scaled magnitude is a whole number and integer arithmetic gives toFixed's digits without
 * toFixed's cost (the bulk calculator formats millions of amounts).
 */
function groupedDigits(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * factor);
  if (!Number.isSafeInteger(scaled)) {
    const [whole = "", fraction] = Math.abs(value).toFixed(decimals).split(".");
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return fraction === undefined ? grouped : `${grouped}.${fraction}`;
  }
  const whole = String(Math.floor(scaled / factor));
  // Most amounts have three digits or fewer before the point: no regex for them.
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : whole;
  return decimals > 0 ? `${grouped}.${String(scaled % factor).padStart(decimals, "0")}` : grouped;
}

/** "-" for a negative value that is still negative once rounded (roundForDisplay already turned -0 into 0). */
const sign = (rounded: number) => (rounded < 0 ? "-" : "");

/** 1,234.5 (grouped, at most `maxDecimals` places, trailing zeros dropped). */
export function formatNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return MISSING;
  const rounded = roundForDisplay(value, maxDecimals);
  const digits = groupedDigits(rounded, maxDecimals);
  return sign(rounded) + (maxDecimals > 0 ? digits.replace(/\.?0+$/, "") : digits);
}

/** 1,234.50 (grouped, exactly `decimals` places). */
export function formatFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return MISSING;
  const rounded = roundForDisplay(value, decimals);
  return sign(rounded) + groupedDigits(rounded, decimals);
}

/** $1,234.56; "-$3.20" for losses; "—" for a missing amount (null). */
export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const rounded = roundForDisplay(value, 2);
  return `${sign(rounded)}$${groupedDigits(rounded, 2)}`;
}

/** $1.209 with exactly `decimals` places: an amount shown before it is rounded to the cent (a bid ceiling). */
export function formatUsdFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return MISSING;
  const rounded = roundForDisplay(value, decimals);
  return `${sign(rounded)}$${groupedDigits(rounded, decimals)}`;
}

/** $1,235 (whole dollars, for prices and totals where cents are noise). */
export function formatUsdWhole(value: number): string {
  if (!Number.isFinite(value)) return MISSING;
  const rounded = roundForDisplay(value, 0);
  return `${sign(rounded)}$${groupedDigits(rounded, 0)}`;
}

/** $1,235 from $10,000 up, where cents are noise; $24.99 below. */
export function formatUsdTotal(value: number): string {
  return Math.abs(value) >= 10_000 ? formatUsdWhole(value) : formatUsd(value);
}

/** $1.24M: millions, with at most `maxDecimals` places (headline totals). */
export function formatUsdMillions(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return MISSING;
  const millions = roundForDisplay(value / 1_000_000, maxDecimals);
  return `${millions < 0 ? "-" : ""}$${formatNumber(Math.abs(millions), maxDecimals)}M`;
}

/** 33.4% with exactly `decimals` places; the value is already in percent. A missing value (null) prints as "—". */
export function formatPercent(value: number | null, decimals = 1): string {
  if (value === null || !Number.isFinite(value)) return MISSING;
  return `${formatFixed(value, decimals)}%`;
}

/** "+$0.05" / "-$0.22" / "$0.00": a change in cents with its sign. */
export function signedUsd(change: number): string {
  const rounded = roundForDisplay(change, 2);
  return rounded > 0 ? `+${formatUsd(rounded)}` : formatUsd(rounded);
}

/** "+$300" / "-$1,140" / "$0": a whole-dollar change with its sign. */
export function signedUsdWhole(change: number): string {
  const rounded = roundForDisplay(change, 0);
  return rounded > 0 ? `+${formatUsdWhole(rounded)}` : formatUsdWhole(rounded);
}

/** "+6.2%" / "-0.9%": a relative change with its sign. */
export function signedPercent(changePercent: number, decimals = 1): string {
  const rounded = roundForDisplay(changePercent, decimals);
  return rounded > 0 ? `+${formatPercent(rounded, decimals)}` : formatPercent(rounded, decimals);
}

/** "-0.9 pts" / "+1.1 pts" / "0.0 pts": a change in percentage points. */
export function signedPoints(changePoints: number, decimals = 1): string {
  const rounded = roundForDisplay(changePoints, decimals);
  const text = `${formatFixed(rounded, decimals)} pts`;
  return rounded > 0 ? `+${text}` : text;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const dateFormats = {
  long: (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  short: (date: Date) => `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  "month-day": (date: Date) => `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`,
};

/**
 * "2026-11-20" -> "November 20, 2026" ("Nov 20, 2026" with style "short", "Nov 20" with "month-day", for
 * chart axes and lists within a year). UTC, so the day never shifts with the visitor's or the server's time
 * zone; anything that is not a date prints as given.
 */
export function formatDate(isoDate: string, style: keyof typeof dateFormats = "long"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormats[style](date);
}
