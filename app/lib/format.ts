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

// Intl formatters are costly to build, so each shape is built once.
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const groupedByMaxDecimals = new Map<number, Intl.NumberFormat>();
const groupedByExactDecimals = new Map<number, Intl.NumberFormat>();

function cached(cache: Map<number, Intl.NumberFormat>, decimals: number, exact: boolean): Intl.NumberFormat {
  let format = cache.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: exact ? decimals : 0, maximumFractionDigits: decimals });
    cache.set(decimals, format);
  }
  return format;
}

/** 1,234.5 (grouped, at most `maxDecimals` places, trailing zeros dropped). */
export function formatNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return MISSING;
  return cached(groupedByMaxDecimals, maxDecimals, false).format(roundForDisplay(value, maxDecimals));
}

/** 1,234.50 (grouped, exactly `decimals` places). */
export function formatFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return MISSING;
  return cached(groupedByExactDecimals, decimals, true).format(roundForDisplay(value, decimals));
}

/** $1,234.56; "-$3.20" for losses; "—" for a missing amount (null). */
export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return usdCents.format(roundForDisplay(value, 2));
}

/** $1,235 (whole dollars, for prices and totals where cents are noise). */
export function formatUsdWhole(value: number): string {
  if (!Number.isFinite(value)) return MISSING;
  return usdWhole.format(roundForDisplay(value, 0));
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

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dateFormats = { long: longDate, short: shortDate, "month-day": monthDay };

/**
 * "2026-11-20" -> "November 20, 2026" ("Nov 20, 2026" with style "short", "Nov 20" with "month-day", for
 * chart axes and lists within a year). UTC, so the day never shifts with the visitor's or the server's time
 * zone; anything that is not a date prints as given.
 */
export function formatDate(isoDate: string, style: keyof typeof dateFormats = "long"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormats[style].format(date);
}
