import type { VitalsReport } from "~/vitals/vitals-report";
import type { Database } from "../database/open-database";
import type { Logger } from "../logging/logger";
import type { VitalsSummaryRow } from "./vitals-summary";

/** Field measurements are kept 90 days (issue 21), then deleted. */
export const VITALS_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const PRUNE_QUERY_TIMEOUT_MS = 5 * 60_000;

/** VITALS_MAX_REPORTS_PER_MINUTE's default: ten page views a second, stored; more than the site's traffic needs for a p75. */
export const DEFAULT_VITALS_MAX_REPORTS_PER_MINUTE = 600;
/**
 * VITALS_MAX_REPORTS_PER_DAY's default: what bounds the table. At most 5 rows a report, 50,000 rows a day, 4.6 M rows
 * over the 91 days a row can live: about 0.7 GB at the 155 bytes a row takes on PostgreSQL 15 (index included,
 * measured with 500,000 rows of the longest page path), where 600 a minute alone allowed 4.3 M rows a day, 57 GB
 * (issue 40, item 3). More page views than the site has, and enough for a p75 per route type (db/migrations/0018).
 */
export const DEFAULT_VITALS_MAX_REPORTS_PER_DAY = 10_000;
/** Budget rows (one a minute) are kept a day: enough to see when a flood hit. Spent minutes stay as long as the rows. */
const BUDGET_RETENTION_MS = 86_400_000;

export interface VitalsBudget {
  maxReportsPerMinute: number;
  maxReportsPerDay: number;
}

/** What became of a report: stored, or why not (the answers of insert_web_vitals_as_anon, db/migrations/0018). */
export type VitalsInsertOutcome = { stored: number } | { dropped: "minute spent" | "repeats spent" | "day spent" };

/**
 * One page view's report, written as the anonymous role (insert-only, like the leads): a row per metric. Counted
 * against the site's budgets first (db/migrations/0016, 0018): the minute's, the day's, and for an address's further
 * reports in the minute (`isRepeat`) half of each. Runs under the visitor writes' statement timeout.
 */
export async function insertVitalsReport(
  db: Database,
  report: VitalsReport,
  budget: VitalsBudget,
  isRepeat: boolean,
): Promise<VitalsInsertOutcome> {
  const { rows } = await db.transaction(
    (tx) =>
      tx.query<{ stored: number }>(`select insert_web_vitals_as_anon($1, $2, $3, $4::jsonb, $5, $6, $7) as stored`, [
        report.route,
        report.path,
        report.device,
        JSON.stringify(report.metrics),
        budget.maxReportsPerMinute,
        budget.maxReportsPerDay,
        isRepeat,
      ]),
    { visitorRequest: true },
  );
  const stored = Number(rows[0]?.stored ?? 0);
  if (stored > 0) return { stored };
  return { dropped: stored === -1 ? "repeats spent" : stored === -2 ? "day spent" : "minute spent" };
}

/** Deletes measurements older than the retention period; returns how many. Runs as the site's own role. */
export async function pruneVitals(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VITALS_RETENTION_DAYS * 86_400_000);
  // Deleting a day's rows after a flood may take longer than a request's query is allowed.
  return db.transaction(
    async (tx) => {
      const { rows } = await tx.query<{ deleted: number }>(
        `with deleted as (delete from web_vitals where recorded_at < $1 returning 1) select count(*)::int as deleted from deleted`,
        [cutoff],
      );
      // A spent minute stays as long as its rows: npm run vitals leaves their reports out.
      await tx.query("delete from web_vitals_budget where minute < $1 and (not spent or minute < $2)", [
        new Date(now.getTime() - BUDGET_RETENTION_MS),
        cutoff,
      ]);
      await tx.query("delete from web_vitals_daily_budget where day < $1::date", [cutoff]);
      return rows[0]?.deleted ?? 0;
    },
    { queryTimeoutMs: PRUNE_QUERY_TIMEOUT_MS },
  );
}

/** Prunes at start and every 6 hours; stop() ends it. */
export function startVitalsPruning(db: Database, logger: Logger): { stop(): void } {
  const prune = () =>
    pruneVitals(db).then(
      (deleted) =>
        deleted > 0 &&
        logger.info(`[vitals] deleted ${deleted} measurement(s) older than ${VITALS_RETENTION_DAYS} days`),
      (error: unknown) => logger.warn("[vitals] pruning old measurements failed:", (error as Error).message),
    );
  void prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** What `npm run vitals` summarizes, and what it left out. */
export interface VitalsSummary {
  rows: VitalsSummaryRow[];
  /** Minutes of the period whose budget was spent (a flood, or more visitors than the budget): their reports are left out. */
  spentMinutes: number;
  /** Reports stored in those minutes, left out. */
  leftOutReports: number;
}

/**
 * The 75th percentile and count of each metric per route type since a moment (npm run vitals), without the minutes
 * whose budget was spent: in such a minute whoever sent the most decided what was stored, so its figures say nothing
 * of the site's speed.
 */
export async function summarizeVitals(db: Database, since: Date): Promise<VitalsSummary> {
  const { rows } = await db.query<{ route: string; metric: VitalsSummaryRow["metric"]; count: number; p75: number }>(
    `select route, metric, count(*)::int as count, percentile_cont(0.75) within group (order by value) as p75
       from web_vitals
      where recorded_at >= $1
        and date_trunc('minute', recorded_at) not in (select minute from web_vitals_budget where spent and minute >= date_trunc('minute', $1::timestamptz))
      group by route, metric`,
    [since],
  );
  const { rows: spent } = await db.query<{ minutes: number; reports: number }>(
    `select count(*)::int as minutes, coalesce(sum(reports), 0)::int as reports
       from web_vitals_budget where spent and minute >= date_trunc('minute', $1::timestamptz)`,
    [since],
  );
  return {
    rows: rows.map((row) => ({ ...row, p75: Number(row.p75) })),
    spentMinutes: spent[0]?.minutes ?? 0,
    leftOutReports: spent[0]?.reports ?? 0,
  };
}
