import type { VitalsReport } from "~/vitals/vitals-report";
import type { Database } from "./db";
import type { Logger } from "./logger";
import type { VitalsSummaryRow } from "./vitals-summary";

/** Field measurements are kept 90 days (issue 21), then deleted. */
export const VITALS_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const PRUNE_QUERY_TIMEOUT_MS = 5 * 60_000;

/** VITALS_MAX_REPORTS_PER_MINUTE's default: ten page views a second, stored; more than the site's traffic needs for a p75. */
export const DEFAULT_VITALS_MAX_REPORTS_PER_MINUTE = 600;
/** Budget rows (one a minute) are kept a day: enough to see when a flood hit. */
const BUDGET_RETENTION_MS = 86_400_000;

/**
 * One page view's report, written as the anonymous role (insert-only, like the leads): a row per metric. Counted
 * against the site's budget first (db/migrations/0016): 0 means the minute's budget was spent and nothing was
 * stored. Runs under the visitor writes' statement timeout.
 */
export async function insertVitalsReport(
  db: Database,
  report: VitalsReport,
  maxReportsPerMinute: number,
): Promise<number> {
  const { rows } = await db.transaction(
    (tx) =>
      tx.query<{ stored: number }>(`select insert_web_vitals_as_anon($1, $2, $3, $4::jsonb, $5) as stored`, [
        report.route,
        report.path,
        report.device,
        JSON.stringify(report.metrics),
        maxReportsPerMinute,
      ]),
    { visitorWrite: true },
  );
  return Number(rows[0]?.stored ?? 0);
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
      await tx.query("delete from web_vitals_budget where minute < $1", [
        new Date(now.getTime() - BUDGET_RETENTION_MS),
      ]);
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

/** The 75th percentile and count of each metric per route type since a moment (npm run vitals). */
export async function summarizeVitals(db: Database, since: Date): Promise<VitalsSummaryRow[]> {
  const { rows } = await db.query<{ route: string; metric: VitalsSummaryRow["metric"]; count: number; p75: number }>(
    `select route, metric, count(*)::int as count, percentile_cont(0.75) within group (order by value) as p75
       from web_vitals where recorded_at >= $1 group by route, metric`,
    [since],
  );
  return rows.map((row) => ({ ...row, p75: Number(row.p75) }));
}
