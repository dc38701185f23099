import { formatDate } from "~/lib/format";
import type { RankChartGeometry } from "~/tools/rank-tracker/rank-chart";
import type { RankNote } from "~/tools/rank-tracker/rank-store";
import type { KeywordStats, RowIssue } from "~/tools/rank-tracker/rank-tracker";

/**
 * What the organic rank tracker shows, worked out from its data (pure, so it is tested without a browser): which
 * series are charted and in which colour, where notes sit on the chart, and the sentences around the results.
 * The components only lay it out.
 */

export const MAX_VISIBLE_SERIES = 8;
const palette = ["#047857", "#2563eb", "#d97706", "#7c3aed", "#db2777", "#0891b2", "#65a30d", "#475569"];

export const CSV_TEMPLATE =
  "date,keyword,rank,asin\r\n2026-11-01,garlic press,12,B08N5WRWNW\r\n2026-11-08,garlic press,9,B08N5WRWNW\r\n";

/** One series per keyword and ASIN. */
export const seriesId = (entry: Pick<KeywordStats, "keyword" | "asin">) =>
  `${entry.keyword.toLowerCase()}|${entry.asin}`;

/** The set with `id` added, or removed when it is there. */
export function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The series on the chart: those not hidden, at most MAX_VISIBLE_SERIES. */
export function chartedSeries(stats: readonly KeywordStats[], hidden: ReadonlySet<string>): KeywordStats[] {
  return stats.filter((entry) => !hidden.has(seriesId(entry))).slice(0, MAX_VISIBLE_SERIES);
}

/** A series keeps its colour while others are hidden: the colour follows its place among all series. */
export function seriesColor(allStats: readonly KeywordStats[], id: string): string {
  return (
    palette[
      Math.max(
        allStats.findIndex((entry) => seriesId(entry) === id),
        0,
      ) % palette.length
    ] ?? palette[0]!
  );
}

/** The notes dated within the charted dates, each at its x position; none when the chart spans a single day. */
export function noteMarks(
  stats: readonly KeywordStats[],
  notes: readonly RankNote[],
  plot: RankChartGeometry["plot"],
): (RankNote & { x: number })[] {
  const dates = stats.flatMap((entry) => entry.history.map((point) => point.date)).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last || first === last) return [];
  const span = plot.right - plot.left;
  return notes
    .filter((note) => note.date >= first && note.date <= last)
    .map((note) => ({
      ...note,
      x: plot.left + ((Date.parse(note.date) - Date.parse(first)) / (Date.parse(last) - Date.parse(first))) * span,
    }));
}

/** The chart's text alternative: every charted keyword at its latest rank. */
export function chartLabel(stats: readonly KeywordStats[]): string {
  return `Organic rank over time, rank 1 at the top. Latest: ${stats.map((entry) => `${entry.keyword}: #${entry.latestRank}`).join("; ")}.`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export type ImportReport = { fileName: string; added: number; errors: RowIssue[]; warnings: RowIssue[] };

/** "ranks.csv: imported 8 ranks, skipped 2 rows, 1 duplicate row replaced." */
export function importSummary(report: ImportReport): string {
  const skippedRows = new Set(report.errors.map((issue) => issue.line)).size;
  const skipped =
    report.errors.length > 0 ? `, skipped ${skippedRows} ${report.errors.length === 1 ? "row" : "rows"}` : "";
  const replaced =
    report.warnings.length > 0 ? `, ${count(report.warnings.length, "duplicate row", "duplicate rows")} replaced` : "";
  return `${report.fileName}: imported ${count(report.added, "rank", "ranks")}${skipped}${replaced}.`;
}

/** "3 keywords dropped at the latest check". */
export function dropsHeading(drops: number): string {
  return `${drops === 1 ? "1 keyword dropped" : `${drops} keywords dropped`} at the latest check`;
}

/** The confirmation under the form once a rank is recorded. */
export function addedMessage(observation: { keyword: string; rank: number; date: string }): string {
  return `Added: ${observation.keyword} at #${observation.rank} on ${formatDate(observation.date, "month-day")}.`;
}

/** The line under a keyword in the table: ASIN, number of checks, latest date. */
export function seriesDetail(entry: KeywordStats): string {
  return `${entry.asin || "No ASIN"} · ${count(entry.observations, "check", "checks")}, latest ${formatDate(entry.latestDate, "month-day")}`;
}

export const trendLabels: Record<KeywordStats["trend"], { label: string; tone: "good" | "bad" | "neutral" }> = {
  improving: { label: "Improving", tone: "good" },
  declining: { label: "Declining", tone: "bad" },
  stable: { label: "Stable", tone: "neutral" },
  "insufficient-data": { label: "Need 2+ checks", tone: "neutral" },
};
