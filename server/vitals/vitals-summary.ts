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
export type VitalsSummaryRow = { route: string; metric: VitalMetric; count: number; p75: number };

export const VITALS_USAGE = `Usage: npm run vitals -- [--since 7d] [--format table|csv|json]
  --since   how far back: 90m, 24h, 7d, 4w (default 7d)
  --format  table (default), csv, or json: an array of { route, metric, count, p75, rating }`;

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
      p75: row.metric === "CLS" ? Math.round(row.p75 * 1000) / 1000 : Math.round(row.p75),
      rating: rateVital(row.metric, row.p75),
    }));
}

export function formatVitals(rows: readonly VitalsSummaryRow[], format: VitalsFormat): string {
  const rated = rateSummary(rows);
  if (format === "json") return `${JSON.stringify(rated, null, 2)}\n`;
  const columns = ["route", "metric", "count", "p75", "rating"];
  return format === "csv" ? toCsv(rated, columns) : toTable(rated, columns);
}

/**
 * The line under the summary: how many page views it covers and, when the budget of some minutes was spent, that
 * their reports were left out (in such a minute whoever sent the most decided what was stored).
 */
export function vitalsFootnote(
  summary: { rows: readonly VitalsSummaryRow[]; spentMinutes: number; leftOutReports: number },
  sinceLabel: string,
  location: string,
): string {
  const views = summary.rows.filter((row) => row.metric === "FCP").reduce((sum, row) => sum + row.count, 0);
  const line = `${views} page view(s) with a first paint measured in the last ${sinceLabel}, from ${location}.`;
  if (summary.spentMinutes === 0) return line;
  return (
    `${line}\nLeft out: ${summary.leftOutReports} report(s) from ${summary.spentMinutes} minute(s) whose budget was spent ` +
    `(VITALS_MAX_REPORTS_PER_MINUTE): a flood, or more visitors than the budget, decided what those minutes stored.`
  );
}
