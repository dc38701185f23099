import { randomBytes } from "node:crypto";
import type { VitalsReport } from "~/vitals/vitals-report";
import type { Database, Queryable } from "../database/open-database";
import type { Logger } from "../logging/logger";
import { FIRST_REPORTS_PER_NETWORK_PER_DAY, networkCode, networkOf } from "./vitals-fair-share";
import { FEW_NETWORKS, type VitalsSources, type VitalsSummaryRow } from "./vitals-summary";

/** Field measurements are kept 90 days (issue 21), then deleted. */
export const VITALS_RETENTION_DAYS = 90;
/** Hourly: a day's network key (below) is deleted within the hour after its day ends, whatever the traffic. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
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
 * The codes reports are stored under (db/migrations/0019): each network's HMAC under the day's key. The key is 32
 * random bytes made by the first report of a UTC day, kept in the database so every instance codes a network alike,
 * and deleted with the day's counts once the next day's key is made or the hourly pruning finds it past (pruneVitals).
 * Each instance keeps the day's key in memory, so a report costs no extra round trip, and forgets it when the day ends.
 */
export interface NetworkCodes {
  codeOf(tx: Queryable, address: string, now: Date): Promise<string>;
}

export function createNetworkCodes(): NetworkCodes {
  let known: { day: string; key: Uint8Array } | null = null;
  return {
    async codeOf(tx, address, now) {
      const day = now.toISOString().slice(0, 10);
      if (known?.day !== day) {
        known = { day, key: await dayKey(tx, day) };
        const kept = known;
        const endOfDay = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
        const forget = () => {
          if (known === kept) known = null;
        };
        setTimeout(forget, Math.max(endOfDay - now.getTime(), 0)).unref();
      }
      return networkCode(known.key, networkOf(address));
    },
  };
}

async function dayKey(tx: Queryable, day: string): Promise<Uint8Array> {
  const read = async () => {
    const { rows } = await tx.query<{ key: Uint8Array }>(
      `with made as (
         insert into web_vitals_network_keys (day, key) values ($1::date, $2) on conflict (day) do nothing returning key
       )
       select key from made union all select key from web_vitals_network_keys where day = $1::date`,
      [day, randomBytes(32)],
    );
    return rows[0]?.key;
  };
  // Another instance's key made in the same moment is committed, but not in this statement's snapshot: read again.
  const key = (await read()) ?? (await read());
  if (!key) throw new Error(`no Web Vitals network key for ${day}`);
  await tx.query("delete from web_vitals_network_keys where day < $1::date", [day]);
  await tx.query("delete from web_vitals_network_day where day < $1::date", [day]);
  return new Uint8Array(key);
}

/**
 * One page view's report, written as the anonymous role (insert-only, like the leads): a row per metric, with its
 * network's code. Counted against the site's budgets first (db/migrations/0016, 0018, 0019): the minute's, the day's,
 * and for a network's reports past its first of the day (repeats) half of each. Runs under a visitor request's
 * timeouts.
 */
export async function insertVitalsReport(
  db: Database,
  report: VitalsReport,
  budget: VitalsBudget,
  visitor: { address: string; now: Date; codes: NetworkCodes },
): Promise<VitalsInsertOutcome> {
  const { rows } = await db.transaction(
    async (tx) =>
      tx.query<{ stored: number }>(
        `select insert_web_vitals_as_anon($1, $2, $3, $4::jsonb, $5, $6, $7::bigint, $8) as stored`,
        [
          report.route,
          report.path,
          report.device,
          JSON.stringify(report.metrics),
          budget.maxReportsPerMinute,
          budget.maxReportsPerDay,
          await visitor.codes.codeOf(tx, visitor.address, visitor.now),
          FIRST_REPORTS_PER_NETWORK_PER_DAY,
        ],
      ),
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
      // A day's network key and counts go once it is over (db/migrations/0019).
      const today = now.toISOString().slice(0, 10);
      await tx.query("delete from web_vitals_network_keys where day < $1::date", [today]);
      await tx.query("delete from web_vitals_network_day where day < $1::date", [today]);
      return rows[0]?.deleted ?? 0;
    },
    { queryTimeoutMs: PRUNE_QUERY_TIMEOUT_MS },
  );
}

/** Prunes at start and every hour; stop() ends it. */
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
  /** Per route type: its measurements, from how many network-days, and how many came from those that sent most. */
  sources: VitalsSources[];
  /** Days of the period whose budget was spent: when, and from how many networks that day's reports came. */
  spentDays: { day: string; spentAt: Date; networks: number }[];
}

/**
 * The measurements the summary reads: since a moment, without the minutes whose budget was spent (in such a minute
 * whoever sent the most decided what was stored, so its figures say nothing of the site's speed), each with its
 * network for the day (a row stored before networks were coded counts as a network of its own).
 */
const KEPT_MEASUREMENTS = `
  select route, metric, value, (recorded_at at time zone 'utc')::date as day, coalesce(network_code, -id) as network
    from web_vitals
   where recorded_at >= $1
     and date_trunc('minute', recorded_at) not in (
       select minute from web_vitals_budget where spent and minute >= date_trunc('minute', $1::timestamptz)
     )`;

/**
 * The 75th percentile and count of each metric per route type since a moment (npm run vitals). Each network counts
 * once a day in each percentile (issue 51): its measurements of a metric on a route type that day share a weight of
 * 1, and the p75 is the smallest value with three quarters of the weight at or below it. Ten addresses sending 350
 * maximum values made /pricing "poor" on every metric; now they are ten votes (one if they share a network) among
 * every other network's.
 */
export async function summarizeVitals(db: Database, since: Date): Promise<VitalsSummary> {
  const { rows } = await db.query<{
    route: string;
    metric: VitalsSummaryRow["metric"];
    count: number;
    networks: number;
    p75: number;
  }>(
    `with kept as (${KEPT_MEASUREMENTS}),
     weighted as (
       select route, metric, value, day, network,
              1.0 / count(*) over (partition by route, metric, day, network) as weight
         from kept
     ),
     ranked as (
       select route, metric, value, day, network,
              sum(weight) over (partition by route, metric order by value rows between unbounded preceding and current row) as below,
              sum(weight) over (partition by route, metric) as total
         from weighted
     )
     select route, metric, count(*)::int as count, count(distinct (day, network))::int as networks,
            min(value) filter (where below >= 0.75 * total - 0.000001) as p75
       from ranked
      group by route, metric`,
    [since],
  );
  const { rows: sources } = await db.query<VitalsSources>(
    `with kept as (${KEPT_MEASUREMENTS}),
     by_network as (
       select route, count(*) as measurements,
              row_number() over (partition by route order by count(*) desc) as rank
         from kept
        group by route, day, network
     )
     select route, sum(measurements)::int as measurements, count(*)::int as networks,
            coalesce(sum(measurements) filter (where rank <= $2), 0)::int as "fromTopNetworks"
       from by_network
      group by route`,
    [since, FEW_NETWORKS],
  );
  const { rows: spent } = await db.query<{ minutes: number; reports: number }>(
    `select count(*)::int as minutes, coalesce(sum(reports), 0)::int as reports
       from web_vitals_budget where spent and minute >= date_trunc('minute', $1::timestamptz)`,
    [since],
  );
  const { rows: spentDays } = await db.query<{ day: string; spentAt: Date; networks: number }>(
    `select budget.day::text as day, budget.spent_at as "spentAt",
            (select count(distinct network_code)::int from web_vitals
              where recorded_at >= budget.day::timestamp at time zone 'utc'
                and recorded_at < (budget.day + 1)::timestamp at time zone 'utc') as networks
       from web_vitals_daily_budget budget
      where budget.spent_at is not null and budget.day >= ($1::timestamptz at time zone 'utc')::date
      order by budget.day`,
    [since],
  );
  return {
    rows: rows.map((row) => ({ ...row, p75: Number(row.p75) })),
    spentMinutes: spent[0]?.minutes ?? 0,
    leftOutReports: spent[0]?.reports ?? 0,
    sources,
    spentDays: spentDays.map((day) => ({ ...day, spentAt: new Date(day.spentAt) })),
  };
}
