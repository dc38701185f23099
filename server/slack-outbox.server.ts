import { randomUUID } from "node:crypto";
import type { Database } from "./db.server";
import { silentLogger, type Logger } from "./logger.server";
import {
  backoffDelayMs,
  classifyWebhookResponse,
  DEFAULT_BACKOFF,
  type BackoffOptions,
  type DeliveryOutcome,
} from "./slack-delivery-policy";
import { buildProspectSlackMessage, type ProspectForSlack } from "./slack-message";

/**
 * Delivers the Slack announcement of every stored prospect, once.
 *
 * State lives in the database (slack_outbox, filled by a trigger in the prospect's own transaction), so
 * nothing is lost if the browser never calls notify-slack, Slack is down or rate-limits for hours, or the
 * server restarts. Each sweep claims ONE due row at a time (FOR UPDATE SKIP LOCKED + a lease written in
 * the claim), posts it, then marks it delivered only if the claim is still ours.
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
  backoff?: BackoffOptions;
  fetch?: typeof fetch;
  random?: () => number;
}

export interface SweepResult {
  delivered: number;
  failed: number;
  rateLimited: boolean;
  /** Pending announcements logged because no webhook is configured. */
  loggedWithoutWebhook: number;
}

export interface SlackOutbox {
  /** Sweeps now and then every pollIntervalMs, until stop(). */
  start(): void;
  /** Stops sweeping; waits for the delivery in progress so it is marked delivered, not posted twice. */
  stop(): Promise<void>;
  /** Something new may be due (a prospect was stored, notify-slack was called): sweep soon. */
  nudge(): void;
  /** Runs one sweep now and resolves when it is done (tests, scripts). */
  sweepNow(): Promise<SweepResult>;
  /** Announcements not delivered yet. */
  pendingCount(): Promise<number>;
}

type ClaimedProspect = ProspectForSlack & { attempts: number; was_abandoned: boolean };

const PROSPECT_COLUMNS = `p.id, p.created_at, p.first_name, p.last_name, p.email, p.company, p.message,
  p.utm_source, p.utm_medium, p.utm_campaign, p.landing_page, p.referrer, p.conversion_page, p.source,
  p.amazon_marketplace, p.monthly_orders_band, p.extra_attribution`;

const MAX_LOGGED_WITHOUT_WEBHOOK_PER_SWEEP = 100;

export function createSlackOutbox(options: SlackOutboxOptions): SlackOutbox {
  const db = options.db;
  const logger = options.logger ?? silentLogger;
  const webhookUrl = options.webhookUrl?.trim() || null;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const leaseMs = Math.max(options.leaseMs ?? 120_000, requestTimeoutMs * 3);
  const minIntervalBetweenPostsMs = options.minIntervalBetweenPostsMs ?? 1_000;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const fetchImpl = options.fetch ?? fetch;
  const random = options.random ?? Math.random;

  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let currentSweep: Promise<SweepResult> | null = null;
  let sweepAgain = false;
  /** After a 429 or a failure no row is posted until then: one probe per pause, not a flood. */
  let pausedUntilMs = 0;
  let wakeFromPause: (() => void) | null = null;
  /** Without a webhook each pending announcement is logged once per process, not once per sweep. */
  const loggedWithoutWebhook = new Set<string>();

  async function claimNextDue(claimToken: string): Promise<ClaimedProspect | null> {
    const { rows } = await db.query<ClaimedProspect>(
      `with next_due as (
         select prospect_id, claim_token is not null as was_abandoned
           from slack_outbox
          where delivered_at is null
            and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
          order by next_attempt_at
          limit 1
          for update skip locked
       ), claimed as (
         update slack_outbox o
            set claim_token = $1, claimed_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
           from next_due
          where o.prospect_id = next_due.prospect_id
         returning o.prospect_id, o.attempts, next_due.was_abandoned
       )
       select ${PROSPECT_COLUMNS}, claimed.attempts, claimed.was_abandoned
         from claimed join prospects p on p.id = claimed.prospect_id`,
      [claimToken, leaseMs / 1000],
    );
    return rows[0] ?? null;
  }

  async function post(prospect: ProspectForSlack, attempts: number): Promise<DeliveryOutcome> {
    const message = buildProspectSlackMessage(prospect);
    try {
      const response = await fetchImpl(webhookUrl as string, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(message),
        redirect: "error",
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const body = await response.text().catch(() => "");
      return classifyWebhookResponse(
        { status: response.status, retryAfter: response.headers.get("retry-after"), body },
        attempts,
        backoff,
        Date.now(),
        random,
      );
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { kind: "failed", retryInMs: backoffDelayMs(attempts, backoff, random), reason: `Could not reach Slack (${reason})` };
    }
  }

  async function markDelivered(prospectId: string, claimToken: string): Promise<void> {
    // A short retry: failing here after Slack accepted the message is the one path to a duplicate.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await db.query(
          `update slack_outbox
              set delivered_at = now(), claim_token = null, claimed_until = null, last_error = null
            where prospect_id = $1 and claim_token = $2`,
          [prospectId, claimToken],
        );
        if (result.rowCount === 0) {
          logger.warn(`[slack] prospect ${prospectId}: lease expired before delivery was recorded; it may be posted twice`);
        }
        return;
      } catch (error) {
        if (attempt >= 3) {
          logger.error(`[slack] prospect ${prospectId}: posted but could not record delivery; it will be posted again`, error);
          return;
        }
        await sleep(200 * attempt);
      }
    }
  }

  async function scheduleRetry(prospectId: string, claimToken: string, retryInMs: number, reason: string): Promise<void> {
    await db.query(
      `update slack_outbox
          set claim_token = null, claimed_until = null,
              next_attempt_at = now() + make_interval(secs => $3), last_error = $4
        where prospect_id = $1 and claim_token = $2`,
      [prospectId, claimToken, retryInMs / 1000, reason.slice(0, 1000)],
    );
  }

  async function logPendingWithoutWebhook(result: SweepResult): Promise<SweepResult> {
    const { rows } = await db.query<ProspectForSlack>(
      `select ${PROSPECT_COLUMNS}
         from slack_outbox o join prospects p on p.id = o.prospect_id
        where o.delivered_at is null
        order by o.created_at
        limit ${MAX_LOGGED_WITHOUT_WEBHOOK_PER_SWEEP + loggedWithoutWebhook.size}`,
    );
    for (const prospect of rows) {
      if (loggedWithoutWebhook.has(prospect.id)) continue;
      loggedWithoutWebhook.add(prospect.id);
      result.loggedWithoutWebhook += 1;
      logger.warn(
        `[slack] SLACK_WEBHOOK_URL is not set; kept pending until it is: ${buildProspectSlackMessage(prospect).text} [prospect ${prospect.id}]`,
      );
      if (result.loggedWithoutWebhook >= MAX_LOGGED_WITHOUT_WEBHOOK_PER_SWEEP) break;
    }
    return result;
  }

  async function sweep(): Promise<SweepResult> {
    const result: SweepResult = { delivered: 0, failed: 0, rateLimited: false, loggedWithoutWebhook: 0 };
    if (!webhookUrl) return logPendingWithoutWebhook(result);

    while (!stopped && Date.now() >= pausedUntilMs) {
      const claimToken = randomUUID();
      const prospect = await claimNextDue(claimToken);
      if (!prospect) break;
      if (prospect.was_abandoned) {
        logger.warn(`[slack] prospect ${prospect.id}: a previous worker's claim expired; it may already be in Slack`);
      }

      const outcome = await post(prospect, prospect.attempts);
      if (outcome.kind === "delivered") {
        await markDelivered(prospect.id, claimToken);
        result.delivered += 1;
        if (minIntervalBetweenPostsMs > 0) await pause(minIntervalBetweenPostsMs);
        continue;
      }

      await scheduleRetry(
        prospect.id,
        claimToken,
        outcome.retryInMs,
        outcome.kind === "rate_limited" ? "Slack rate limit (HTTP 429)" : outcome.reason,
      );
      pausedUntilMs = Date.now() + outcome.retryInMs;
      if (outcome.kind === "rate_limited") {
        result.rateLimited = true;
        logger.warn(`[slack] rate limited by Slack; pausing deliveries for ${Math.ceil(outcome.retryInMs / 1000)} s`);
      } else {
        result.failed += 1;
        logger.error(
          `[slack] prospect ${prospect.id}: delivery attempt ${prospect.attempts} failed (${outcome.reason}); retrying in ${Math.ceil(outcome.retryInMs / 1000)} s`,
        );
      }
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
        return { delivered: 0, failed: 0, rateLimited: false, loggedWithoutWebhook: 0 };
      } finally {
        currentSweep = null;
        const nudgedMeanwhile = sweepAgain;
        sweepAgain = false;
        // Paused (Slack said wait, or it failed): nothing can be posted before the pause ends.
        const pauseLeftMs = pausedUntilMs - Date.now();
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
      if (!webhookUrl) logger.warn("[slack] SLACK_WEBHOOK_URL is not set: new prospects are logged and kept pending for Slack.");
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
        "select count(*)::int as pending from slack_outbox where delivered_at is null",
      );
      return rows[0]?.pending ?? 0;
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
