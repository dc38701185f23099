import type { KpiUnit } from "./schema";

/**
 * Number formatting for the KPI library, by unit. Pure and locale-fixed (en-US) so the prerendered HTML
 * and the browser print exactly the same text.
 */

const MISSING = "—";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upTo2 = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const upTo3 = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
const exactly2 = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rounds to `digits` decimals and turns -0 into 0, so "-0" or "-$0.00" never shows. */
function tidy(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) || rounded === 0 ? 0 : rounded;
}

function withNoun(value: number, singular: string, plural: string): string {
  const rounded = tidy(value, 2);
  return `${upTo2.format(rounded)} ${Math.abs(rounded) === 1 ? singular : plural}`;
}

/**
 * A value with its unit: usd $1,234.56 · percent 12.34% · ratio 4.00× · count 1,234 · days 8.5 days ·
 * weeks/months likewise · score 4.2 · cubic-feet 0.25 cu ft · pounds 2.5 lb. Non-finite values print a dash.
 */
export function formatValue(value: number, unit: KpiUnit): string {
  if (!Number.isFinite(value)) return MISSING;
  switch (unit) {
    case "usd":
      return usd.format(tidy(value, 2));
    case "percent":
      return `${upTo2.format(tidy(value, 2))}%`;
    case "ratio":
      return `${exactly2.format(tidy(value, 2))}×`;
    case "days":
      return withNoun(value, "day", "days");
    case "weeks":
      return withNoun(value, "week", "weeks");
    case "months":
      return withNoun(value, "month", "months");
    case "cubic-feet":
      return `${upTo3.format(tidy(value, 3))} cu ft`;
    case "pounds":
      return `${upTo2.format(tidy(value, 2))} lb`;
    case "count":
    case "score":
      return upTo2.format(tidy(value, 2));
  }
}

/** Text shown inside an input, before (prefix) or after (suffix) the number. */
export function unitAdornment(unit: KpiUnit): { prefix?: string; suffix?: string } {
  switch (unit) {
    case "usd":
      return { prefix: "$" };
    case "percent":
      return { suffix: "%" };
    case "days":
      return { suffix: "days" };
    case "weeks":
      return { suffix: "weeks" };
    case "months":
      return { suffix: "months" };
    case "cubic-feet":
      return { suffix: "cu ft" };
    case "pounds":
      return { suffix: "lb" };
    case "ratio":
    case "count":
    case "score":
      return {};
  }
}

/** The unit in words, for the formula's input list ("Ad spend · US dollars"). */
export function unitName(unit: KpiUnit): string {
  const names: Record<KpiUnit, string> = {
    usd: "US dollars",
    percent: "percent",
    count: "number",
    ratio: "ratio",
    days: "days",
    weeks: "weeks",
    months: "months",
    score: "score",
    "cubic-feet": "cubic feet",
    pounds: "pounds",
  };
  return names[unit];
}

/** A bound in an input's own unit, for validation messages: "$0", "100%", "365 days". */
export function formatBound(value: number, unit: KpiUnit): string {
  const number = upTo3.format(value);
  const { prefix = "", suffix = "" } = unitAdornment(unit);
  if (suffix === "%") return `${prefix}${number}%`;
  return `${prefix}${number}${suffix ? ` ${suffix}` : ""}`;
}

/** "2026-11-15" -> "November 15, 2026" (UTC, so the day never shifts with the server's time zone). */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}
