import { randomUUID } from "node:crypto";
import type { Database } from "../database/open-database";
import { silentLogger, type Logger } from "../logging/logger";
import {
  backoffDelayMs,
  classifyWebhookResponse,
  DEFAULT_BACKOFF,
  failureLogDue,
  REFUSALS_BEFORE_FAILED,
  refusalsAfter,
  type BackoffOptions,
  type DeliveryOutcome,
} from "./slack-delivery-policy";
import { buildProspectsSlackMessage, MAX_PROSPECTS_PER_MESSAGE, type ProspectForSlack } from "./slack-message";

/**
 * Delivers the Slack announcement of every stored prospect, once.
 *
 * State lives in the database (slack_outbox, filled by a trigger in the prospect's own transaction), so
 * nothing is lost if the browser never calls notify-slack, Slack is down or rate-limits for hours, or the
 * server restarts. Each sweep claims the oldest due rows, up to MAX_PROSPECTS_PER_MESSAGE (FOR UPDATE SKIP
 * LOCKED + a lease written in the claim), announces them in ONE message, then marks them delivered only
 * if the claim is still ours. Posts are at least minIntervalBetweenPostsMs apart (Slack allows about one
 * message per second per webhook), so a backlog of 1,000 leads takes about 50 posts.
 *
 * Several server instances share the outbox safely: SKIP LOCKED hands each row to one claimer, and the
 * lease keeps it theirs while they post. An instance killed mid-post (SIGKILL) leaves a lease that
 * expires, and another instance announces those rows then. They share the webhook too (slack_webhook_state,
 * db/migrations/0017): one post at a time for the whole site, and a Retry-After, the backoff after a failure
 * or the second between two posts holds every instance, not only the one that was told.
 *
 * A sweep repeats three steps, each a function below: claim (the site's turn to post, and the oldest due rows),
 * post (one message to the webhook, classified), mark (delivered, or released for a retry and the webhook paused).
 *
 * Why a lease rather than holding the row lock across the HTTP call: PGlite is a single connection, so
 * a transaction held open while Slack answers (up to the request timeout) would block every visitor's
 * insert. The lease gives the same guarantee between live workers, because it lasts far longer than one
 * request (leaseMs >> requestTimeoutMs), and another worker skips claimed rows until it expires.
 *
 * The remaining duplicate window, stated honestly: if the process dies (or the database is unreachable)
 * AFTER Slack accepted a message but BEFORE "delivered" is committed, the lease expires and the message
 * is posted again. Holding a transaction would have the same window (its rollback un-marks the row).
 * A webhook cannot be told "this is a retry", so this is as close to exactly-once as Slack allows; the
 * prospect id in every message makes such a rare duplicate recognisable.
 */

export interface SlackOutboxOptions {
  db: Database;
  /** SLACK_WEBHOOK_URL. Without it, pending announcements are logged once each and kept pending. */
  webhookUrl?: string | null;
  logger?: Logger;
  /** Sweep interval when nothing nudges the worker. */
  pollIntervalMs?: number;
  /** How long a claim lasts; must be far longer than requestTimeoutMs. */
  leaseMs?: number;
  requestTimeoutMs?: number;
  /** Pause between two posts: Slack allows about one message per second per webhook. */
  minIntervalBetweenPostsMs?: number;
  /** Prospects announced together in one message, at most MAX_PROSPECTS_PER_MESSAGE. */
  batchSize?: number;
  backoff?: BackoffOptions;
  fetch?: typeof fetch;
  random?: () => number;
  /**
   * The worker's clock for retry times (the pause after a failure, slack_outbox.next_attempt_at) and the
   * once-a-minute failure log; tests drive a simulated outage with it. Leases use the database's clock.
   */
  now?: () => number;
}

export interface SweepResult {
  /** Prospects announced (a message can announce several). */
  delivered: number;
  /** Posts that failed (each is retried, or its rows marked failed). */
  failed: number;
  /** Prospects marked failed because the webhook kept rejecting them. */
  markedFailed: number;
  rateLimited: boolean;
  /** Pending announcements whose ids were logged because no webhook is configured. */
  loggedWithoutWebhook: number;
}

const emptySweepResult = (): SweepResult => ({
  delivered: 0,
  failed: 0,
  markedFailed: 0,
  rateLimited: false,
  loggedWithoutWebhook: 0,
});

export interface SlackOutbox {
  /** Sweeps now and then every pollIntervalMs, until stop(). */
  start(): void;
  /** Stops sweeping; waits for the delivery in progress so it is marked delivered, not posted twice. */
  stop(): Promise<void>;
  /** Something new may be due (a prospect was stored, notify-slack was called): sweep soon. */
  nudge(): void;
  /** Runs one sweep now and resolves when it is done (tests, scripts). */
  sweepNow(): Promise<SweepResult>;
  /** Announcements not delivered yet, failed ones excluded. */
  pendingCount(): Promise<number>;
}

export type ClaimedProspect = ProspectForSlack & {
  attempts: number;
  was_abandoned: boolean;
  refusal_status: number | null;
  refusals_in_a_row: number;
};

const PROSPECT_COLUMNS = `p.id, p.created_at, p.first_name, p.last_name, p.email, p.company, p.message,
  p.utm_source, p.utm_medium, p.utm_campaign, p.landing_page, p.referrer, p.conversion_page, p.source,
  p.amazon_marketplace, p.monthly_orders_band, p.extra_attribution`;

const MAX_LOGGED_WITHOUT_WEBHOOK_PER_SWEEP = 100;

/** Rows the worker may claim: neither delivered nor failed. */
const OPEN_ROW = "delivered_at is null and failed_at is null";

/**
 * How long an instance's turn to post lasts, in request timeouts, if it dies holding it: a post takes at most one,
 * marking it a few database round trips. Meanwhile no other instance posts (10 s at production timings).
 */
const TURN_IN_REQUEST_TIMEOUTS = 2;

interface StepSettings {
  leaseMs: number;
  requestTimeoutMs: number;
  batchSize: number;
}

/**
 * Claim: takes the site's turn to post (if the webhook is not paused and no other instance is posting) and, with
 * it, the oldest due rows under a lease. No rows: the turn is handed back at once. Returns the rows and the
 * webhook's failed posts in a row (the backoff), or the time the webhook is paused until.
 */
export async function claimDue(
  db: Database,
  claimToken: string,
  nowMs: number,
  settings: StepSettings,
): Promise<{ claimed: ClaimedProspect[]; failedPostsInARow: number; pausedUntilMs: number }> {
  const { rows } = await db.query<ClaimedProspect & { failed_posts_in_a_row: number }>(
    `with turn as (
       update slack_webhook_state
          set poster = $1, posting_until = now() + make_interval(secs => $5)
        where paused_until <= $4::timestamptz and (posting_until is null or posting_until < now())
       returning failed_posts_in_a_row
     ), next_due as (
       select prospect_id, claim_token is not null as was_abandoned
         from slack_outbox
        where ${OPEN_ROW}
          and next_attempt_at <= $4::timestamptz
          and (claimed_until is null or claimed_until < now())
          and exists (select 1 from turn)
        order by next_attempt_at, created_at
        limit $3
        for update skip locked
     ), claimed as (
       update slack_outbox o
          set claim_token = $1, claimed_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
         from next_due
        where o.prospect_id = next_due.prospect_id
       returning o.prospect_id, o.attempts, o.refusal_status, o.refusals_in_a_row, next_due.was_abandoned
     )
     select ${PROSPECT_COLUMNS}, claimed.attempts, claimed.was_abandoned, claimed.refusal_status, claimed.refusals_in_a_row,
            (select failed_posts_in_a_row from turn) as failed_posts_in_a_row
       from claimed join prospects p on p.id = claimed.prospect_id
      order by p.created_at, p.id`,
    [
      claimToken,
      settings.leaseMs / 1000,
      settings.batchSize,
      new Date(nowMs).toISOString(),
      (settings.requestTimeoutMs * TURN_IN_REQUEST_TIMEOUTS) / 1000,
    ],
  );
  if (rows.length > 0) {
    return {
      claimed: rows.map(({ failed_posts_in_a_row: _, ...row }) => row),
      failedPostsInARow: rows[0]?.failed_posts_in_a_row ?? 0,
      pausedUntilMs: 0,
    };
  }
  // Nothing claimed: hand the turn back (if it was taken) and say how long the webhook is paused.
  const { rows: state } = await db.query<{ paused_until_ms: number | null }>(
    `with handed_back as (update slack_webhook_state set poster = null, posting_until = null where poster = $1 returning 1)
     select extract(epoch from paused_until) * 1000 as paused_until_ms from slack_webhook_state`,
    [claimToken],
  );
  const pausedUntilMs = Number(state[0]?.paused_until_ms ?? 0);
  return { claimed: [], failedPostsInARow: 0, pausedUntilMs: Number.isFinite(pausedUntilMs) ? pausedUntilMs : 0 };
}

/** Post: one message announcing the claimed prospects, and what Slack's answer means (slack-delivery-policy.ts). */
export async function postToWebhook(
  webhookUrl: string,
  prospects: readonly ProspectForSlack[],
  context: {
    failures: number;
    requestTimeoutMs: number;
    backoff: BackoffOptions;
    nowMs: number;
    fetch: typeof fetch;
    random: () => number;
  },
): Promise<DeliveryOutcome> {
  const message = buildProspectsSlackMessage(prospects);
  try {
    const response = await context.fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
      redirect: "error",
      signal: AbortSignal.timeout(context.requestTimeoutMs),
    });
    const body = await response.text().catch(() => "");
    return classifyWebhookResponse(
      { status: response.status, retryAfter: response.headers.get("retry-after"), body },
      context.failures,
      context.backoff,
      context.nowMs,
      context.random,
    );
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      kind: "failed",
      retryInMs: backoffDelayMs(context.failures, context.backoff, context.random),
      reason: `Could not reach Slack (${reason})`,
    };
  }
}

/**
 * Mark, after a post Slack accepted: the claimed rows are delivered, the webhook healthy, and no instance posts
 * again before `nextPostAtMs` (Slack's one message a second). Returns how many rows were still ours to mark.
 */
export async function markDelivered(db: Database, claimToken: string, nextPostAtMs: number): Promise<number> {
  const { rows } = await db.query<{ marked: number }>(
    `with delivered as (
       update slack_outbox
          set delivered_at = now(), claim_token = null, claimed_until = null, last_error = null
        where claim_token = $1
       returning 1
     ), webhook as (
       update slack_webhook_state
          set failed_posts_in_a_row = 0, paused_until = greatest(paused_until, $2::timestamptz),
              poster = case when poster = $1 then null else poster end,
              posting_until = case when poster = $1 then null else posting_until end
     )
     select count(*)::int as marked from delivered`,
    [claimToken, new Date(nextPostAtMs).toISOString()],
  );
  return rows[0]?.marked ?? 0;
}

/**
 * Mark, after a post that failed: every claimed row is due again after retryInMs (a row refused the same way
 * REFUSALS_BEFORE_FAILED times in a row is marked failed), and the webhook is paused for every instance until
 * then. Returns how many rows were marked failed.
 */
export async function releaseAfterFailure(
  db: Database,
  claimed: readonly ClaimedProspect[],
  claimToken: string,
  outcome: Exclude<DeliveryOutcome, { kind: "delivered" }>,
  nowMs: number,
): Promise<number> {
  const refusals = claimed.map((row) =>
    refusalsAfter({ status: row.refusal_status, inARow: row.refusals_in_a_row }, outcome),
  );
  const retryAt = new Date(nowMs + outcome.retryInMs).toISOString();
  await db.query(
    `with released as (
       update slack_outbox o
          set claim_token = null, claimed_until = null, last_error = $2, next_attempt_at = $3::timestamptz,
              refusal_status = r.status, refusals_in_a_row = r.in_a_row,
              failed_at = case when r.mark_failed then now() end
         from unnest($4::uuid[], $5::int[], $6::int[], $7::boolean[]) as r(prospect_id, status, in_a_row, mark_failed)
        where o.prospect_id = r.prospect_id and o.claim_token = $1
     )
     update slack_webhook_state
        set failed_posts_in_a_row = failed_posts_in_a_row + 1, paused_until = greatest(paused_until, $3::timestamptz),
            poster = case when poster = $1 then null else poster end,
            posting_until = case when poster = $1 then null else posting_until end`,
    [
      claimToken,
      failureReason(outcome).slice(0, 1000),
      retryAt,
      claimed.map((row) => row.id),
      refusals.map((refusal) => refusal.status),
      refusals.map((refusal) => refusal.inARow),
      refusals.map((refusal) => refusal.markFailed),
    ],
  );
  return refusals.filter((refusal) => refusal.markFailed).length;
}

export function createSlackOutbox(options: SlackOutboxOptions): SlackOutbox {
  const db = options.db;
  const logger = options.logger ?? silentLogger;
  const webhookUrl = options.webhookUrl?.trim() || null;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  // Short enough that stop() (graceful shutdown) waits at most this long for a post in flight.
  const requestTimeoutMs = options.requestTimeoutMs ?? 5_000;
  const leaseMs = Math.max(options.leaseMs ?? 120_000, requestTimeoutMs * 3);
  const minIntervalBetweenPostsMs = options.minIntervalBetweenPostsMs ?? 1_000;
  const batchSize = Math.min(Math.max(1, options.batchSize ?? MAX_PROSPECTS_PER_MESSAGE), MAX_PROSPECTS_PER_MESSAGE);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const fetchImpl = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let currentSweep: Promise<SweepResult> | null = null;
  let sweepAgain = false;
  /** The webhook's pause as this instance last saw it (the shared one is slack_webhook_state.paused_until). */
  let pausedUntilMs = 0;
  const settings: StepSettings = { leaseMs, requestTimeoutMs, batchSize };
  /** While Slack keeps failing: since when, and what happened since the last log line (one a minute). */
  let outage: { sinceMs: number; lastLoggedAtMs: number | null; failedPosts: number; markedFailed: number } | null =
    null;
  let wakeFromPause: (() => void) | null = null;
  /**
   * Without a webhook: the outbox time up to which pending rows have been logged (by count at start,
   * then by id), so nothing is logged twice by one process and no contact detail is ever logged.
   */
  let loggedUpTo: string | null = null;

  /** markDelivered with a short retry: failing here after Slack accepted the message is the one path to a duplicate. */
  async function recordDelivery(prospectIds: readonly string[], claimToken: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const marked = await markDelivered(db, claimToken, now() + minIntervalBetweenPostsMs);
        if (marked < prospectIds.length) {
          logger.warn(
            `[slack] ${prospectIds.length - marked} of prospects ${prospectIds.join(", ")}: lease expired before delivery was recorded; they may be posted twice`,
          );
        }
        return;
      } catch (error) {
        if (attempt >= 3) {
          logger.error(
            `[slack] prospects ${prospectIds.join(", ")}: posted but could not record delivery; they will be posted again`,
            error,
          );
          return;
        }
        await sleep(200 * attempt);
      }
    }
  }

  /**
   * One log line for the first failure of an outage, then at most one a minute however many posts and
   * leads fail (ids and counts only; `npm run leads -- --undelivered` lists the rows).
   */
  function logFailure(outcome: Exclude<DeliveryOutcome, { kind: "delivered" }>, markedFailed: number): void {
    const nowMs = now();
    outage ??= { sinceMs: nowMs, lastLoggedAtMs: null, failedPosts: 0, markedFailed: 0 };
    outage.failedPosts += 1;
    outage.markedFailed += markedFailed;
    if (!failureLogDue(outage.lastLoggedAtMs, nowMs)) return;
    const wait = `${Math.ceil(outcome.retryInMs / 1000)} s`;
    let line =
      outage.lastLoggedAtMs !== null
        ? `[slack] delivery still failing since ${new Date(outage.sinceMs).toISOString()}: ${outage.failedPosts} post(s) not accepted in the last minute, the last one: ${failureReason(outcome)}; next attempt in ${wait}`
        : outcome.kind === "rate_limited"
          ? `[slack] rate limited by Slack; pausing deliveries for ${wait}`
          : `[slack] delivery failing: ${outcome.reason}; next attempt in ${wait}, further failures are logged once a minute`;
    if (outcome.kind === "rejected") {
      line += `. The webhook refuses the posts (revoked, or the channel is gone): a lead refused ${REFUSALS_BEFORE_FAILED} times in a row is marked failed. Fix SLACK_WEBHOOK_URL, then run: npm run leads -- --requeue-failed`;
    }
    if (outage.markedFailed > 0)
      line += `. ${outage.markedFailed} announcement(s) marked failed (npm run leads -- --undelivered lists them)`;
    if (outcome.kind === "rate_limited") logger.warn(line);
    else logger.error(line);
    outage.lastLoggedAtMs = nowMs;
    outage.failedPosts = 0;
    outage.markedFailed = 0;
  }

  function logRecovery(): void {
    if (!outage) return;
    const seconds = Math.round((now() - outage.sinceMs) / 1000);
    const unlogged =
      outage.markedFailed > 0
        ? `; ${outage.markedFailed} announcement(s) were marked failed (npm run leads -- --undelivered)`
        : "";
    (unlogged ? logger.warn : logger.info)(`[slack] delivering again after ${seconds} s of failures${unlogged}`);
    outage = null;
  }

  /** Ids and counts only: a log is no place for a visitor's name, email, company or message. */
  async function logPendingWithoutWebhook(result: SweepResult): Promise<SweepResult> {
    if (loggedUpTo === null) {
      // Timestamps stay text: a JavaScript Date would drop PostgreSQL's microseconds.
      const { rows } = await db.query<{ pending: number; newest: string }>(
        `select count(*)::int as pending, coalesce(max(created_at), now())::text as newest from slack_outbox where ${OPEN_ROW}`,
      );
      const { pending = 0, newest = null } = rows[0] ?? {};
      loggedUpTo = newest;
      if (pending > 0) {
        logger.warn(
          `[slack] SLACK_WEBHOOK_URL is not set: ${pending} prospect announcement(s) pending; they are kept and delivered once it is set (restart after setting it).`,
        );
      }
      return result;
    }
    const { rows } = await db.query<{ id: string; created_at: string }>(
      `select prospect_id as id, created_at::text as created_at from slack_outbox
        where ${OPEN_ROW} and created_at > $1::timestamptz order by created_at limit ${MAX_LOGGED_WITHOUT_WEBHOOK_PER_SWEEP}`,
      [loggedUpTo],
    );
    const newest = rows.at(-1);
    if (!newest) return result;
    loggedUpTo = newest.created_at;
    result.loggedWithoutWebhook = rows.length;
    logger.warn(
      `[slack] SLACK_WEBHOOK_URL is not set: kept pending for Slack: prospect ${rows.map((row) => row.id).join(", ")}`,
    );
    return result;
  }

  async function sweep(): Promise<SweepResult> {
    const result = emptySweepResult();
    if (!webhookUrl) return logPendingWithoutWebhook(result);

    while (!stopped && now() >= pausedUntilMs) {
      const claimToken = randomUUID();
      const {
        claimed,
        failedPostsInARow,
        pausedUntilMs: sharedPauseMs,
      } = await claimDue(db, claimToken, now(), settings);
      if (claimed.length === 0) {
        pausedUntilMs = sharedPauseMs;
        break;
      }
      const ids = claimed.map((row) => row.id);
      const abandoned = claimed.filter((row) => row.was_abandoned).map((row) => row.id);
      if (abandoned.length > 0) {
        logger.warn(
          `[slack] prospects ${abandoned.join(", ")}: a previous worker's claim expired; they may already be in Slack`,
        );
      }

      const outcome = await postToWebhook(webhookUrl, claimed, {
        failures: failedPostsInARow + 1,
        requestTimeoutMs,
        backoff,
        nowMs: now(),
        fetch: fetchImpl,
        random,
      });
      if (outcome.kind === "delivered") {
        logRecovery();
        await recordDelivery(ids, claimToken);
        result.delivered += claimed.length;
        if (minIntervalBetweenPostsMs > 0) await pause(minIntervalBetweenPostsMs);
        continue;
      }

      const markedFailed = await releaseAfterFailure(db, claimed, claimToken, outcome, now());
      result.markedFailed += markedFailed;
      pausedUntilMs = now() + outcome.retryInMs;
      if (outcome.kind === "rate_limited") result.rateLimited = true;
      else result.failed += 1;
      logFailure(outcome, markedFailed);
      break;
    }
    return result;
  }

  /** Sleeps, but stop() cuts it short. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const handle = setTimeout(() => {
        wakeFromPause = null;
        resolve();
      }, ms);
      wakeFromPause = () => {
        clearTimeout(handle);
        wakeFromPause = null;
        resolve();
      };
    });
  }

  function scheduleNext(delayMs: number) {
    if (!running || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void runSweep(false), delayMs);
    // The worker must never keep the process alive on its own.
    timer.unref();
  }

  /** `nudged`: new work may have arrived after the running sweep looked, so look again once it ends. */
  function runSweep(nudged: boolean): Promise<SweepResult> {
    if (currentSweep) {
      if (nudged) sweepAgain = true;
      return currentSweep;
    }
    const sweepPromise = (async () => {
      try {
        return await sweep();
      } catch (error) {
        logger.error("[slack] outbox sweep failed; retrying at the next interval:", error);
        return emptySweepResult();
      } finally {
        currentSweep = null;
        const nudgedMeanwhile = sweepAgain;
        sweepAgain = false;
        // Paused (Slack said wait, or it failed): nothing can be posted before the pause ends.
        const pauseLeftMs = pausedUntilMs - now();
        scheduleNext(pauseLeftMs > 0 ? pauseLeftMs : nudgedMeanwhile ? 0 : pollIntervalMs);
      }
    })();
    currentSweep = sweepPromise;
    return sweepPromise;
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopped = false;
      if (!webhookUrl)
        logger.warn("[slack] SLACK_WEBHOOK_URL is not set: new prospects are logged and kept pending for Slack.");
      scheduleNext(0);
    },
    async stop() {
      stopped = true;
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      wakeFromPause?.();
      await currentSweep?.catch(() => undefined);
    },
    nudge() {
      if (!running || stopped) return;
      void runSweep(true);
    },
    sweepNow() {
      return runSweep(true);
    },
    async pendingCount() {
      const { rows } = await db.query<{ pending: number }>(
        `select count(*)::int as pending from slack_outbox where ${OPEN_ROW}`,
      );
      return rows[0]?.pending ?? 0;
    },
  };
}

function failureReason(outcome: Exclude<DeliveryOutcome, { kind: "delivered" }>): string {
  return outcome.kind === "rate_limited" ? "Slack rate limit (HTTP 429)" : outcome.reason;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
