import { formatFixed, formatNumber, formatUsd, MISSING } from "~/lib/format";
import type { KpiUnit } from "./schema";

/**
 * KPI values by unit, built on ~/lib/format (en-US, so the prerendered HTML and the browser print the
 * same text).
 */

function withNoun(value: number, singular: string, plural: string): string {
  const text = formatNumber(value, 2);
  return `${text} ${text === "1" || text === "-1" ? singular : plural}`;
}

/**
 * A value with its unit: usd $1,234.56 · percent 12.34% · ratio 4.00× · count 1,234 · days 8.5 days ·
 * weeks/months/years likewise · score 4.2 · cubic-feet 0.25 cu ft · pounds 2.5 lb. Non-finite values print a dash.
 */
export function formatValue(value: number, unit: KpiUnit): string {
  if (!Number.isFinite(value)) return MISSING;
  switch (unit) {
    case "usd":
      return formatUsd(value);
    case "percent":
      return `${formatNumber(value, 2)}%`;
    case "ratio":
      return `${formatFixed(value, 2)}×`;
    case "days":
      return withNoun(value, "day", "days");
    case "weeks":
      return withNoun(value, "week", "weeks");
    case "months":
      return withNoun(value, "month", "months");
    case "years":
      return withNoun(value, "year", "years");
    case "cubic-feet":
      return `${formatNumber(value, 3)} cu ft`;
    case "pounds":
      return `${formatNumber(value, 2)} lb`;
    case "count":
    case "score":
      return formatNumber(value, 2);
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
    case "years":
      return { suffix: "years" };
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
    years: "years",
    score: "score",
    "cubic-feet": "cubic feet",
    pounds: "pounds",
  };
  return names[unit];
}

/** A bound in an input's own unit, for validation messages: "$0", "100%", "365 days". */
export function formatBound(value: number, unit: KpiUnit): string {
  const number = formatNumber(value, 3);
  const { prefix = "", suffix = "" } = unitAdornment(unit);
  if (suffix === "%") return `${prefix}${number}%`;
  return `${prefix}${number}${suffix ? ` ${suffix}` : ""}`;
}
