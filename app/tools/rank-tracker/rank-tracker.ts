import { csvText, parseCsvRecords, unprotectCsvField } from "~/lib/csv";
import { daysBetween, isIsoDate } from "~/lib/dates";
import { fail, ok, type FieldIssue, type Result } from "~/lib/validation";

/**
 * Keyword rank tracker: parse a CSV of rank observations, group them per keyword (and ASIN), compute
 * stats, flag drops, and export CSV again. Ranks are search positions: 1 is the top, so LOWER is better.
 *
 * CSV: a header row naming the columns (any order, any case): date, keyword, rank and optional asin
 * ("search term" / "query" and "position" are accepted aliases). Quoted fields ("" escapes a quote; commas
 * and line breaks inside quotes), CRLF / LF / CR line endings, a UTF-8 BOM, extra columns and blank lines
 * are tolerated. A bad row is reported with its line number and skipped; parsing never throws.
 */

export interface RankObservation {
  date: string;
  keyword: string;
  rank: number;
  /** Upper-case 10-character ASIN, or "" when not given. */
  asin: string;
}

export interface RowIssue {
  /** 1-based line number in the file where the record starts (the header is line 1). */
  line: number;
  /** The field at fault (a `FieldIssue` path), when one is. */
  path?: string;
  message: string;
}

export interface ParsedRankCsv {
  observations: RankObservation[];
  /** Rows that were skipped. */
  errors: RowIssue[];
  /** Rows kept with a remark (e.g. a duplicate date replaced by a later row). */
  warnings: RowIssue[];
}

export const MAX_RANK = 100_000;
const MAX_KEYWORD_LENGTH = 200;
const asinPattern = /^[A-Z0-9]{10}$/;

// ---------------------------------------------------------------------------------------------------
// Observations

const headerAliases: Record<string, keyof RankObservation> = {
  date: "date",
  keyword: "keyword",
  "search term": "keyword",
  query: "keyword",
  rank: "rank",
  position: "rank",
  asin: "asin",
};

export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, " ");
}

/** Validates one observation (a CSV row or a manual entry) and returns it cleaned up. */
export function validateRankEntry(entry: {
  date: unknown;
  keyword: unknown;
  rank: unknown;
  asin?: unknown;
}): Result<RankObservation> {
  const errors: FieldIssue[] = [];
  const date = typeof entry.date === "string" ? entry.date.trim() : entry.date;
  if (!isIsoDate(date)) errors.push({ path: "date", message: "Date must be a calendar date written YYYY-MM-DD." });

  const keyword = typeof entry.keyword === "string" ? normaliseKeyword(unprotectCsvField(entry.keyword.trim())) : "";
  if (keyword === "") errors.push({ path: "keyword", message: "Keyword is required." });
  else if (keyword.length > MAX_KEYWORD_LENGTH) {
    errors.push({ path: "keyword", message: `Keyword must be at most ${MAX_KEYWORD_LENGTH} characters.` });
  }

  let rank = Number.NaN;
  if (typeof entry.rank === "number") rank = entry.rank;
  else if (typeof entry.rank === "string" && /^\s*\d+\s*$/.test(entry.rank)) rank = Number(entry.rank.trim());
  if (!Number.isInteger(rank) || rank < 1) {
    errors.push({ path: "rank", message: "Rank must be a whole number of 1 or more (1 = top position)." });
  } else if (rank > MAX_RANK) {
    errors.push({ path: "rank", message: `Rank must be at most ${MAX_RANK}.` });
  }

  const asin = typeof entry.asin === "string" ? entry.asin.trim().toUpperCase() : "";
  if (entry.asin !== undefined && entry.asin !== null && typeof entry.asin !== "string") {
    errors.push({ path: "asin", message: "ASIN must be text." });
  } else if (asin !== "" && !asinPattern.test(asin)) {
    errors.push({ path: "asin", message: "ASIN must be 10 letters or digits (e.g. B08N5WRWNW)." });
  }

  if (errors.length > 0) return fail(errors);
  return ok({ date: date as string, keyword, rank, asin });
}

function compareKeywords(a: string, b: string): number {
  return a.localeCompare(b, "en", { sensitivity: "base" });
}

function seriesKey(observation: Pick<RankObservation, "keyword" | "asin">): string {
  return `${observation.keyword.toLowerCase()}\u0000${observation.asin}`;
}

/** Parses rank CSV text. Never throws: bad rows land in `errors`, the rest in `observations`. */
export function parseRankCsv(text: string): ParsedRankCsv {
  const errors: RowIssue[] = [];
  const warnings: RowIssue[] = [];
  if (typeof text !== "string") {
    return { observations: [], errors: [{ line: 1, message: "No CSV text was given." }], warnings };
  }
  const records = parseCsvRecords(text).filter((record) => record.fields.some((value) => value.trim() !== ""));
  const header = records[0];
  if (!header) return { observations: [], errors: [{ line: 1, message: "The file is empty." }], warnings };

  const columns = new Map<keyof RankObservation, number>();
  header.fields.forEach((name, index) => {
    const column = headerAliases[name.trim().toLowerCase()];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = (["date", "keyword", "rank"] as const).filter((column) => !columns.has(column));
  if (missing.length > 0) {
    return {
      observations: [],
      errors: [
        {
          line: header.line,
          message: `The header row must name the columns date, keyword and rank (missing: ${missing.join(", ")}).`,
        },
      ],
      warnings,
    };
  }

  const byKeyAndDate = new Map<string, { observation: RankObservation; line: number }>();
  for (const record of records.slice(1)) {
    const cell = (column: keyof RankObservation) => {
      const index = columns.get(column);
      return index === undefined ? undefined : record.fields[index];
    };
    const result = validateRankEntry({
      date: cell("date") ?? "",
      keyword: cell("keyword") ?? "",
      rank: cell("rank") ?? "",
      asin: cell("asin") ?? "",
    });
    if (!result.ok) {
      for (const error of result.errors) errors.push({ line: record.line, path: error.path, message: error.message });
      continue;
    }
    const key = `${seriesKey(result.value)}\u0000${result.value.date}`;
    const earlier = byKeyAndDate.get(key);
    if (earlier) {
      warnings.push({
        line: record.line,
        message: `Duplicate of line ${earlier.line} (same keyword, ASIN and date); this later row is kept.`,
      });
    }
    byKeyAndDate.set(key, { observation: result.value, line: record.line });
  }
  const observations = [...byKeyAndDate.values()].sort((a, b) => a.line - b.line).map((entry) => entry.observation);
  return { observations, errors, warnings };
}

// ---------------------------------------------------------------------------------------------------
// Stats

export type RankTrend = "improving" | "declining" | "stable" | "insufficient-data";

export interface DropRule {
  /** Flag when the latest rank is at least this many positions worse than the previous one. */
  minPositions: number;
  /** ...or at least this many percent worse than the previous one. */
  minPercent: number;
}

export const defaultDropRule: DropRule = { minPositions: 5, minPercent: 20 };

export interface KeywordStats {
  keyword: string;
  asin: string;
  observations: number;
  firstDate: string;
  latestDate: string;
  firstRank: number;
  latestRank: number;
  previousRank: number | null;
  best: { rank: number; date: string };
  worst: { rank: number; date: string };
  /** Positions gained since the previous observation: positive = moved up (better), negative = dropped. */
  changeVsPrevious: number | null;
  /** Positions gained since the first observation (same sign convention). */
  changeVsFirst: number;
  /** Least-squares slope of rank against days; negative = rank number falling = improving. */
  slopePerDay: number | null;
  trend: RankTrend;
  dropped: boolean;
  dropReason: string | null;
  /** Observations sorted by date, oldest first. */
  history: { date: string; rank: number }[];
}

/** Ordinary least-squares slope of y against x; null when x does not vary. */
export function linearRegressionSlope(points: readonly { x: number; y: number }[]): number | null {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let covariance = 0;
  let varianceX = 0;
  for (const point of points) {
    covariance += (point.x - meanX) * (point.y - meanY);
    varianceX += (point.x - meanX) ** 2;
  }
  return varianceX === 0 ? null : covariance / varianceX;
}

/**
 * Trend from the fitted line: the rank change it predicts over the observed span counts only when it is
 * at least 1 position AND at least 10% of the average rank. Moving from 80 to 79 is noise; 3 to 2 is not.
 */
function classifyTrend(slopePerDay: number | null, spanDays: number, meanRank: number): RankTrend {
  if (slopePerDay === null) return "insufficient-data";
  const fittedChange = slopePerDay * spanDays;
  const threshold = Math.max(1, 0.1 * meanRank);
  if (Math.abs(fittedChange) < threshold) return "stable";
  return fittedChange < 0 ? "improving" : "declining";
}

function dropCheck(previous: number | null, latest: number, rule: DropRule): string | null {
  if (previous === null || latest <= previous) return null;
  const positions = latest - previous;
  const percent = (positions / previous) * 100;
  if (positions >= rule.minPositions) return `Dropped ${positions} positions (${previous} to ${latest}).`;
  if (percent >= rule.minPercent) return `Dropped ${Math.round(percent)}% (${previous} to ${latest}).`;
  return null;
}

/** Groups observations by keyword (case-insensitive) and ASIN and computes stats for each group. */
export function computeKeywordStats(
  observations: readonly RankObservation[],
  dropRule: DropRule = defaultDropRule,
): KeywordStats[] {
  const groups = new Map<string, RankObservation[]>();
  for (const observation of observations) {
    const key = seriesKey(observation);
    const group = groups.get(key);
    if (group) group.push(observation);
    else groups.set(key, [observation]);
  }

  const stats: KeywordStats[] = [];
  for (const group of groups.values()) {
    // Latest row per date wins, as in parseRankCsv; then oldest first.
    const byDate = new Map(group.map((observation) => [observation.date, observation]));
    const history = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const first = history[0];
    const latest = history[history.length - 1];
    if (!first || !latest) continue;
    const previous = history.length > 1 ? (history[history.length - 2] ?? null) : null;
    const best = history.reduce((winner, entry) => (entry.rank < winner.rank ? entry : winner), first);
    const worst = history.reduce((loser, entry) => (entry.rank > loser.rank ? entry : loser), first);
    const points = history.map((entry) => ({ x: daysBetween(first.date, entry.date), y: entry.rank }));
    const slope = linearRegressionSlope(points);
    const meanRank = history.reduce((sum, entry) => sum + entry.rank, 0) / history.length;
    const spanDays = daysBetween(first.date, latest.date);
    const dropReason = dropCheck(previous?.rank ?? null, latest.rank, dropRule);
    stats.push({
      keyword: first.keyword,
      asin: first.asin,
      observations: history.length,
      firstDate: first.date,
      latestDate: latest.date,
      firstRank: first.rank,
      latestRank: latest.rank,
      previousRank: previous?.rank ?? null,
      best: { rank: best.rank, date: best.date },
      worst: { rank: worst.rank, date: worst.date },
      changeVsPrevious: previous ? previous.rank - latest.rank : null,
      changeVsFirst: first.rank - latest.rank,
      slopePerDay: slope === null ? null : Math.round(slope * 10000) / 10000,
      trend: classifyTrend(slope, spanDays, meanRank),
      dropped: dropReason !== null,
      dropReason,
      history: history.map((entry) => ({ date: entry.date, rank: entry.rank })),
    });
  }
  return stats.sort((a, b) => compareKeywords(a.keyword, b.keyword) || a.asin.localeCompare(b.asin));
}

// ---------------------------------------------------------------------------------------------------
// Export

/** Observations back to CSV (date, keyword, rank, asin), sorted by keyword, ASIN and date. CRLF line ends. */
export function exportRankCsv(observations: readonly RankObservation[]): string {
  const sorted = [...observations].sort(
    (a, b) =>
      compareKeywords(a.keyword, b.keyword) ||
      a.asin.localeCompare(b.asin) ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
  return csvText([
    ["date", "keyword", "rank", "asin"],
    ...sorted.map((entry) => [entry.date, entry.keyword, entry.rank, entry.asin]),
  ]);
}

/** One row of stats per keyword and ASIN. */
export function exportKeywordStatsCsv(stats: readonly KeywordStats[]): string {
  const header = [
    "keyword",
    "asin",
    "observations",
    "first_date",
    "latest_date",
    "latest_rank",
    "previous_rank",
    "best_rank",
    "worst_rank",
    "change_vs_previous",
    "change_vs_first",
    "trend",
    "slope_per_day",
    "dropped",
  ];
  const rows = stats.map((entry) => [
    entry.keyword,
    entry.asin,
    entry.observations,
    entry.firstDate,
    entry.latestDate,
    entry.latestRank,
    entry.previousRank ?? "",
    entry.best.rank,
    entry.worst.rank,
    entry.changeVsPrevious ?? "",
    entry.changeVsFirst,
    entry.trend,
    entry.slopePerDay ?? "",
    entry.dropped ? "yes" : "no",
  ]);
  return csvText([header, ...rows]);
}
