import express from "express";
import { DEFAULT_SUPPORT_EMAIL } from "~/leads/submission-error";
import { VITALS_API_PATH } from "~/vitals/vitals-report";
import { vitalsReportSchema } from "~/vitals/vitals-schema";
import type { Database } from "../database/open-database";
import {
  apiErrorHandler,
  exactPostPaths,
  jsonBody,
  noStore,
  parseBody,
  rateLimited,
  readSameSitePolicy,
  sameSiteOnly,
  validationError,
  visitorWrite,
} from "../http/api-http";
import { createRateLimiter, type RateLimitOptions } from "../http/rate-limit";
import type { SameSitePolicy } from "../http/same-site-write";
import { silentLogger, type Logger } from "../logging/logger";
import {
  createNetworkCodes,
  DEFAULT_VITALS_MAX_REPORTS_PER_DAY,
  DEFAULT_VITALS_MAX_REPORTS_PER_MINUTE,
  insertVitalsReport,
  type VitalsBudget,
} from "./vitals";

/**
 * POST /api/vitals: a page view's speed (app/vitals), answered 204 with no body whatever happened to it, so a
 * report cannot probe what others sent. Same write protections as the leads (same-site JSON, exact path, body
 * limit, per-client bucket), and budgets for the whole site: at most `maxReportsPerMinute` reports are stored per
 * minute and `maxReportsPerDay` per day, counted in the database every instance shares (db/migrations/0016, 0018,
 * 0019). Past them, reports are dropped. A network's reports past its first of the day (vitals-fair-share.ts) may use
 * only half of each budget, so arriving first with many reports, from many addresses of few networks, does not crowd
 * out everyone else's first.
 *
 * The leads never wait behind a flood of reports: once the database says this minute's budget is spent, this
 * instance drops reports without asking it again until the minute ends, and it never has more than
 * `maxWritesInFlight` reports at the database at once (one more is dropped, not queued), so the connection pool
 * stays free for leads.
 */

export interface VitalsApiOptions {
  db: Database;
  /**
   * The paths of the prerendered pages (server/site/prerendered-pages.ts: the sitemap's pages and /handoff). A report
   * for any other path is refused: issue 40 stored reports for /resources/blog/buy-cheap-pills and
   * /amazon-kpi/<anything>, which the route families' patterns allow but no page has.
   */
  pagePaths: ReadonlySet<string>;
  /** VITALS_MAX_REPORTS_PER_MINUTE: reports stored per minute across all instances. */
  maxReportsPerMinute?: number;
  /** VITALS_MAX_REPORTS_PER_DAY: reports stored per UTC day across all instances (bounds the table). */
  maxReportsPerDay?: number;
  /** Reports this instance has at the database at once; one more is dropped. */
  maxWritesInFlight?: number;
  /** Per-client token bucket (req.ip). `false` disables it (benchmarks). */
  rateLimit?: RateLimitOptions | false;
  sameSite?: SameSitePolicy;
  supportEmail?: string;
  logger?: Logger;
  now?: () => Date;
}

/** A page view's speed report is a few hundred bytes. */
export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;
/**
 * Every page view sends one report, so a visitor browsing fast sends more than a form allows: a bucket of its own,
 * still far below what could fill the table.
 */
export const VITALS_RATE_LIMIT: RateLimitOptions = { burst: 30, perMinute: 60 };
const DEFAULT_MAX_WRITES_IN_FLIGHT = 4;

export function createVitalsApi(options: VitalsApiOptions): express.Router {
  const { db } = options;
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const context = { supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL, logger };
  const budget: VitalsBudget = {
    maxReportsPerMinute: options.maxReportsPerMinute ?? DEFAULT_VITALS_MAX_REPORTS_PER_MINUTE,
    maxReportsPerDay: options.maxReportsPerDay ?? DEFAULT_VITALS_MAX_REPORTS_PER_DAY,
  };
  const maxWritesInFlight = options.maxWritesInFlight ?? DEFAULT_MAX_WRITES_IN_FLIGHT;
  const limiter =
    options.rateLimit === false
      ? null
      : createRateLimiter(options.rateLimit ?? VITALS_RATE_LIMIT, () => now().getTime());

  /** The minute and the day (ms since the epoch, floored) whose budget the database said was spent. */
  let spentMinute: number | null = null;
  let spentDay: number | null = null;
  const networkCodes = createNetworkCodes();
  let writesInFlight = 0;
  let droppedSinceLog = 0;
  const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000) * 60_000;
  const dayOf = (date: Date) => Math.floor(date.getTime() / 86_400_000) * 86_400_000;

  function drop(): void {
    droppedSinceLog += 1;
  }

  function logSpent(what: string): void {
    logger.warn(
      `[vitals] ${what}; more are dropped until it ends` +
        (droppedSinceLog > 0 ? ` (${droppedSinceLog} dropped before)` : ""),
    );
    droppedSinceLog = 0;
  }

  const router = express.Router({ caseSensitive: true, strict: true });
  const paths = exactPostPaths(router, [VITALS_API_PATH]);
  paths.notFoundVariants();

  router.post(
    VITALS_API_PATH,
    noStore,
    sameSiteOnly(options.sameSite ?? readSameSitePolicy(), logger),
    rateLimited(limiter, "vitals"),
    jsonBody(VITALS_BODY_LIMIT_BYTES),
    async (req, res) => {
      const report = parseBody(vitalsReportSchema, req.body);
      if (report.path !== null && !options.pagePaths.has(report.path))
        throw validationError([{ path: "path", message: "not a page of this site" }]);
      const time = now();
      const minute = minuteOf(time);
      const day = dayOf(time);
      const isSpent = budget.maxReportsPerMinute <= 0 || spentMinute === minute || spentDay === day;
      if (isSpent || writesInFlight >= maxWritesInFlight) {
        drop();
        res.status(204).end();
        return;
      }
      writesInFlight += 1;
      try {
        const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
        const outcome = await visitorWrite(
          () => insertVitalsReport(db, report, budget, { address, now: time, codes: networkCodes }),
          context,
        );
        if ("dropped" in outcome) {
          drop();
          if (outcome.dropped === "minute spent") {
            if (spentMinute !== minute)
              logSpent(`${budget.maxReportsPerMinute} reports stored this minute (VITALS_MAX_REPORTS_PER_MINUTE)`);
            spentMinute = minute;
          } else if (outcome.dropped === "day spent") {
            if (spentDay !== day)
              logSpent(`${budget.maxReportsPerDay} reports stored today (VITALS_MAX_REPORTS_PER_DAY)`);
            spentDay = day;
          }
        }
      } finally {
        writesInFlight -= 1;
      }
      res.status(204).end();
    },
  );

  paths.onlyPost();
  router.use(apiErrorHandler(context));
  return router;
}
