import { formatNumber, formatPercent } from "~/lib/format";
import { ROUTE_TYPES } from "~/routes/route-types";
import { VITAL_METRICS, type VitalMetric } from "~/vitals/vitals-report";
import { parseSince, toCsv, toTable } from "../logging/command-line-output";

/**
 * `npm run vitals`: the 75th percentile of each metric per route type over a period, as Google judges Core Web
 * Vitals (p75 of real visits), with Google's thresholds: good up to the first, poor above the second.
 * https://web.dev/articles/vitals (LCP, INP, CLS), https://web.dev/articles/fcp, https://web.dev/articles/ttfb.
 */
export const VITALS_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type VitalsRating = "good" | "needs improvement" | "poor";

export function rateVital(metric: VitalMetric, p75: number): VitalsRating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  if (p75 <= good) return "good";
  return p75 <= poor ? "needs improvement" : "poor";
}

export type VitalsFormat = "table" | "csv" | "json";
export type VitalsCliOptions = { format: VitalsFormat; sinceMs: number; sinceLabel: string };
/** A metric of a route type: its measurements, from how many networks (each once a day), and their weighted p75. */
export type VitalsSummaryRow = { route: string; metric: VitalMetric; count: number; networks: number; p75: number };

export const VITALS_USAGE = `Usage: npm run vitals -- [--since 7d] [--format table|csv|json]
  --since   how far back: 90m, 24h, 7d, 4w (default 7d)
  --format  table (default), csv, or json: an array of { route, metric, count, networks, p75, rating }
Each p75 counts every network (an IPv4 /24 or IPv6 /48) once a day, however many reports it sent.`;

export function parseVitalsArgs(argv: readonly string[]): VitalsCliOptions | "help" {
  const options: VitalsCliOptions = { format: "table", sinceMs: parseSince("7d"), sinceLabel: "7d" };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = argv[index + 1];
    if (arg === "--help" || arg === "-h") return "help";
    if (arg === "--since" && value) {
      options.sinceMs = parseSince(value);
      options.sinceLabel = value;
      index += 1;
    } else if (arg === "--format" && (value === "table" || value === "csv" || value === "json")) {
      options.format = value;
      index += 1;
    } else {
      throw new Error(`Unknown or incomplete option ${JSON.stringify(arg)}.\n${VITALS_USAGE}`);
    }
  }
  return options;
}

/** The rows in the site's route order and the metrics' order, each with its rating; p75 rounded for reading. */
export function rateSummary(rows: readonly VitalsSummaryRow[]) {
  const routeOrder = (route: string) => (ROUTE_TYPES as readonly string[]).indexOf(route);
  return [...rows]
    .sort(
      (a, b) =>
        routeOrder(a.route) - routeOrder(b.route) || VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric),
    )
    .map((row) => ({
      route: row.route,
      metric: row.metric,
      count: row.count,
      networks: row.networks,
      p75: row.metric === "CLS" ? Math.round(row.p75 * 1000) / 1000 : Math.round(row.p75),
      rating: rateVital(row.metric, row.p75),
    }));
}

export function formatVitals(rows: readonly VitalsSummaryRow[], format: VitalsFormat): string {
  const rated = rateSummary(rows);
  if (format === "json") return `${JSON.stringify(rated, null, 2)}\n`;
  const columns = ["route", "metric", "count", "networks", "p75", "rating"];
  return format === "csv" ? toCsv(rated, columns) : toTable(rated, columns);
}

/** More than half of a route type's measurements from this many networks or fewer: its figures say little. */
export const FEW_NETWORKS = 10;

/** Where a route type's measurements came from. */
export interface VitalsSources {
  route: string;
  measurements: number;
  /** Networks that sent measurements, each counted once a day (a network's code is the day's). */
  networks: number;
  /** The measurements of the FEW_NETWORKS networks (network-days) that sent the most. */
  fromTopNetworks: number;
}

/**
 * The lines under the summary: how many page views it covers; route types whose measurements came mostly from few
 * networks (a crowd of a few, or few visitors: either way the p75, which counts each network once a day, rests on
 * few votes); days whose budget was spent, when and from how many networks (later reports that day were dropped);
 * and minutes whose budget was spent, whose reports were left out (in such a minute whoever sent the most decided
 * what was stored).
 */
export function vitalsFootnote(
  summary: {
    rows: readonly VitalsSummaryRow[];
    spentMinutes: number;
    leftOutReports: number;
    sources: readonly VitalsSources[];
    spentDays: readonly { day: string; spentAt: Date; networks: number }[];
  },
  sinceLabel: string,
  location: string,
): string {
  const views = summary.rows.filter((row) => row.metric === "FCP").reduce((sum, row) => sum + row.count, 0);
  const lines = [
    `${formatNumber(views)} page view(s) with a first paint measured in the last ${sinceLabel}, from ${location}.`,
  ];
  for (const source of summary.sources) {
    if (source.fromTopNetworks * 2 <= source.measurements) continue;
    const sent =
      source.networks > FEW_NETWORKS
        ? `the ${FEW_NETWORKS} networks that sent the most, of ${formatNumber(source.networks)}`
        : `${formatNumber(source.networks)} network(s)`;
    lines.push(
      `Mostly from few networks: ${source.route}, ${formatPercent((100 * source.fromTopNetworks) / source.measurements, 0)} of its ${formatNumber(source.measurements)} measurement(s) from ${sent} (a network a day): its p75 rests on few votes.`,
    );
  }
  for (const day of summary.spentDays) {
    lines.push(
      `The day's budget (VITALS_MAX_REPORTS_PER_DAY) was spent on ${day.day} at ${day.spentAt.toISOString().slice(11, 16)} UTC, ` +
        `with reports from ${formatNumber(day.networks)} network(s); that day's later reports were dropped.`,
    );
  }
  if (summary.spentMinutes > 0)
    lines.push(
      `Left out: ${formatNumber(summary.leftOutReports)} report(s) from ${formatNumber(summary.spentMinutes)} minute(s) whose budget was spent ` +
        `(VITALS_MAX_REPORTS_PER_MINUTE): a flood, or more visitors than the budget, decided what those minutes stored.`,
    );
  return lines.join("\n");
}
