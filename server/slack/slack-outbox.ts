import type { Database } from "../database/open-database";
import { silentLogger, type Logger } from "../logging/logger";
import { countPending } from "./outbox-steps";
import {
  emptySweepResult,
  initialDeliveryState,
  sweepOutbox,
  type SweepContext,
  type SweepResult,
} from "./outbox-sweep";
import { DEFAULT_BACKOFF, type BackoffOptions } from "./slack-delivery-policy";
import { MAX_PROSPECTS_PER_MESSAGE } from "./slack-message";
import { SweepScheduler } from "./sweep-scheduler";

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
 * A sweep (outbox-sweep.ts) repeats three steps, each a function of outbox-steps.ts: claim (the site's turn to post,
 * and the oldest due rows), post (one message to the webhook, classified), mark (delivered, or released for a retry
 * and the webhook paused). This module holds the worker's settings and its scheduler (sweep-scheduler.ts): on a timer,
 * when nudged, and after a pause.
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

export function createSlackOutbox(options: SlackOutboxOptions): SlackOutbox {
  const db = options.db;
  const logger = options.logger ?? silentLogger;
  const webhookUrl = options.webhookUrl?.trim() || null;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  // Short enough that stop() (graceful shutdown) waits at most this long for a post in flight.
  const requestTimeoutMs = options.requestTimeoutMs ?? 5_000;
  const now = options.now ?? Date.now;
  const context: Omit<SweepContext, "stopSignal"> = {
    db,
    webhookUrl,
    logger,
    settings: {
      leaseMs: Math.max(options.leaseMs ?? 120_000, requestTimeoutMs * 3),
      requestTimeoutMs,
      batchSize: Math.min(Math.max(1, options.batchSize ?? MAX_PROSPECTS_PER_MESSAGE), MAX_PROSPECTS_PER_MESSAGE),
    },
    minIntervalBetweenPostsMs: options.minIntervalBetweenPostsMs ?? 1_000,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    fetch: options.fetch ?? fetch,
    random: options.random ?? Math.random,
    now,
  };
  const state = initialDeliveryState();
  const scheduler = new SweepScheduler<SweepResult>({
    sweep: (stopSignal) => sweepOutbox(state, { ...context, stopSignal }),
    failed(error) {
      logger.error("[slack] outbox sweep failed; retrying at the next interval:", error);
      return emptySweepResult();
    },
    nextDelayMs(nudgedMeanwhile) {
      // Paused (Slack said wait, or it failed): nothing can be posted before the pause ends.
      const pauseLeftMs = state.pausedUntilMs - now();
      return pauseLeftMs > 0 ? pauseLeftMs : nudgedMeanwhile ? 0 : pollIntervalMs;
    },
  });

  return {
    start() {
      if (scheduler.running) return;
      if (!webhookUrl)
        logger.warn("[slack] SLACK_WEBHOOK_URL is not set: new prospects are logged and kept pending for Slack.");
      scheduler.start();
    },
    stop: () => scheduler.stop(),
    nudge() {
      if (scheduler.running) void scheduler.run(true);
    },
    sweepNow: () => scheduler.run(true),
    pendingCount: () => countPending(db),
  };
}
