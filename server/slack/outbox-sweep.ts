import { randomUUID } from "node:crypto";
import type { Database } from "../database/open-database";
import type { Logger } from "../logging/logger";
import { outageAfterFailure, recoveryLine, type LogLine, type Outage } from "./outage-log";
import {
  claimDue,
  markDelivered,
  pendingSince,
  pendingSummary,
  postToWebhook,
  releaseAfterFailure,
  type StepSettings,
} from "./outbox-steps";
import type { BackoffOptions } from "./slack-delivery-policy";

/**
 * One sweep of the outbox: claim, post, mark (outbox-steps.ts), again while rows are due and the webhook is not
 * paused. What the worker remembers between sweeps is a plain record, `DeliveryState`, that the caller owns and
 * passes in; the sweep updates it as it goes, so what it has seen survives a sweep that throws half way.
 */

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

export const emptySweepResult = (): SweepResult => ({
  delivered: 0,
  failed: 0,
  markedFailed: 0,
  rateLimited: false,
  loggedWithoutWebhook: 0,
});

export interface DeliveryState {
  /** The webhook's pause as this instance last saw it (the shared one is slack_webhook_state.paused_until). */
  pausedUntilMs: number;
  /** While Slack keeps failing (outage-log.ts). */
  outage: Outage | null;
  /**
   * Without a webhook: the outbox time up to which pending rows have been logged (by count at start,
   * then by id), so nothing is logged twice by one process and no contact detail is ever logged.
   */
  loggedUpTo: string | null;
}

export const initialDeliveryState = (): DeliveryState => ({ pausedUntilMs: 0, outage: null, loggedUpTo: null });

export interface SweepContext {
  db: Database;
  /** Null: no webhook configured; pending announcements are logged, by id, and kept. */
  webhookUrl: string | null;
  logger: Logger;
  settings: StepSettings;
  minIntervalBetweenPostsMs: number;
  backoff: BackoffOptions;
  fetch: typeof fetch;
  random: () => number;
  now: () => number;
  /** Aborted when the worker stops: no further claim, and the pause between two posts ends at once. */
  stopSignal: AbortSignal;
}

export async function sweepOutbox(state: DeliveryState, context: SweepContext): Promise<SweepResult> {
  const { db, webhookUrl, logger, now } = context;
  const result = emptySweepResult();
  if (!webhookUrl) {
    result.loggedWithoutWebhook = await logPendingWithoutWebhook(state, db, logger);
    return result;
  }

  while (!context.stopSignal.aborted && now() >= state.pausedUntilMs) {
    const claimToken = randomUUID();
    const { claimed, failedPostsInARow, pausedUntilMs } = await claimDue(db, claimToken, now(), context.settings);
    if (claimed.length === 0) {
      state.pausedUntilMs = pausedUntilMs;
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
      requestTimeoutMs: context.settings.requestTimeoutMs,
      backoff: context.backoff,
      nowMs: now(),
      fetch: context.fetch,
      random: context.random,
    });
    if (outcome.kind === "delivered") {
      write(logger, recoveryLine(state.outage, now()));
      state.outage = null;
      await recordDelivery(ids, claimToken, context);
      result.delivered += claimed.length;
      if (context.minIntervalBetweenPostsMs > 0) await pause(context.minIntervalBetweenPostsMs, context.stopSignal);
      continue;
    }

    const markedFailed = await releaseAfterFailure(db, claimed, claimToken, outcome, now());
    result.markedFailed += markedFailed;
    state.pausedUntilMs = now() + outcome.retryInMs;
    if (outcome.kind === "rate_limited") result.rateLimited = true;
    else result.failed += 1;
    const logged = outageAfterFailure(state.outage, outcome, markedFailed, now());
    state.outage = logged.outage;
    write(logger, logged.line);
    break;
  }
  return result;
}

/** markDelivered with a short retry: failing here after Slack accepted the message is the one path to a duplicate. */
async function recordDelivery(prospectIds: readonly string[], claimToken: string, context: SweepContext) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const marked = await markDelivered(context.db, claimToken, context.now() + context.minIntervalBetweenPostsMs);
      if (marked < prospectIds.length) {
        context.logger.warn(
          `[slack] ${prospectIds.length - marked} of prospects ${prospectIds.join(", ")}: lease expired before delivery was recorded; they may be posted twice`,
        );
      }
      return;
    } catch (error) {
      if (attempt >= 3) {
        context.logger.error(
          `[slack] prospects ${prospectIds.join(", ")}: posted but could not record delivery; they will be posted again`,
          error,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Ids and counts only: a log is no place for a visitor's name, email, company or message. Returns the ids logged. */
async function logPendingWithoutWebhook(state: DeliveryState, db: Database, logger: Logger): Promise<number> {
  if (state.loggedUpTo === null) {
    const { pending, newest } = await pendingSummary(db);
    state.loggedUpTo = newest;
    if (pending > 0) {
      logger.warn(
        `[slack] SLACK_WEBHOOK_URL is not set: ${pending} prospect announcement(s) pending; they are kept and delivered once it is set (restart after setting it).`,
      );
    }
    return 0;
  }
  const rows = await pendingSince(db, state.loggedUpTo);
  const newest = rows.at(-1);
  if (!newest) return 0;
  state.loggedUpTo = newest.created_at;
  logger.warn(
    `[slack] SLACK_WEBHOOK_URL is not set: kept pending for Slack: prospect ${rows.map((row) => row.id).join(", ")}`,
  );
  return rows.length;
}

function write(logger: Logger, line: LogLine | null): void {
  if (line) logger[line.level](line.text);
}

/** Sleeps, but stopping the worker cuts it short. */
function pause(ms: number, stopSignal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stopSignal.aborted) return resolve();
    const wake = () => {
      clearTimeout(handle);
      stopSignal.removeEventListener("abort", wake);
      resolve();
    };
    const handle = setTimeout(wake, ms);
    stopSignal.addEventListener("abort", wake, { once: true });
  });
}
