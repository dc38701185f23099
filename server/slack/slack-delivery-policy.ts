/**
 * When to try a Slack delivery again. Pure, so the timing rules are tested without waiting.
 */

export interface BackoffOptions {
  /** Delay after the first failure. */
  baseMs: number;
  /** Longest delay between two attempts, whatever the number of failures. */
  capMs: number;
}

/**
 * 5 s after the first failed post, doubling to at most 30 s. The cap is what bounds the wait after an
 * outage of any length: Slack is probed at least every 30 s, so once it accepts again every pending lead
 * goes out within 60 s (20 per message, one message a second). A probe every 30 s is nothing to Slack.
 */
export const DEFAULT_BACKOFF: Readonly<BackoffOptions> = { baseMs: 5_000, capMs: 30_000 };

/** Slack may ask for an hour of silence; anything longer than a day is treated as a day. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/**
 * Exponential backoff with "equal jitter": half of the exponential delay is fixed, the other half random,
 * so many rows failing together (Slack down) do not retry in lockstep, yet never retry sooner than half
 * the intended delay. `failures` counts consecutive failures, starting at 1.
 */
export function backoffDelayMs(
  failures: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random = Math.random,
): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const exponential = Math.min(options.capMs, options.baseMs * 2 ** exponent);
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

/**
 * The Retry-After header in milliseconds: either delay-seconds ("120") or an HTTP date. Null when absent
 * or unreadable. Never negative, at most a day.
 */
export function parseRetryAfterMs(header: string | null | undefined, nowMs: number = Date.now()): number | null {
  if (header === null || header === undefined) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(MAX_RETRY_AFTER_MS, Math.round(Number(value) * 1000));
  const dateMs = Date.parse(value);
  if (Number.isNaN(dateMs)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, dateMs - nowMs));
}

export type DeliveryOutcome =
  | { kind: "delivered" }
  /** Slack said "slow down": honour its Retry-After and pause all deliveries, not just this one. */
  | { kind: "rate_limited"; retryInMs: number }
  | { kind: "failed"; retryInMs: number; reason: string }
  /** The webhook itself is gone or forbidden (403, 404, 410): retrying will not help for long. */
  | { kind: "rejected"; status: number; retryInMs: number; reason: string };

/** HTTP statuses of a revoked webhook, a deleted or archived channel, a removed app. */
const REJECTED_STATUSES = new Set([403, 404, 410]);

/**
 * Refusals of the same kind in a row (e.g. three 410s) before a row is marked failed. A few, not one: a
 * brief misconfiguration during a deploy should not fail leads. Anything else in between (a 5xx, a 429, a
 * refusal of another kind) starts the count again. Failed rows are kept, listed by
 * `npm run leads -- --undelivered` and re-queued by `npm run leads -- --requeue-failed`.
 */
export const REFUSALS_BEFORE_FAILED = 3;

/** A row's current run of refusals (slack_outbox.refusal_status, refusals_in_a_row). */
export interface Refusals {
  status: number | null;
  inARow: number;
  markFailed: boolean;
}

export const NO_REFUSALS: Readonly<Refusals> = { status: null, inARow: 0, markFailed: false };

/** A row's run of refusals after this outcome of a post that carried it, and whether to mark it failed. */
export function refusalsAfter(previous: Pick<Refusals, "status" | "inARow">, outcome: DeliveryOutcome): Refusals {
  if (outcome.kind !== "rejected") return { ...NO_REFUSALS };
  const inARow = previous.status === outcome.status ? previous.inARow + 1 : 1;
  return { status: outcome.status, inARow, markFailed: inARow >= REFUSALS_BEFORE_FAILED };
}

/** While Slack keeps failing, the log says so at most once a minute, however many posts and leads fail. */
export const FAILURE_LOG_INTERVAL_MS = 60_000;

/** Whether a failure is logged now: the first of an outage (nothing logged yet), then once a minute. */
export function failureLogDue(lastLoggedAtMs: number | null, nowMs: number): boolean {
  return lastLoggedAtMs === null || nowMs - lastLoggedAtMs >= FAILURE_LOG_INTERVAL_MS;
}

/**
 * What a webhook response means. 5xx and network errors are transient and retried for as long as it
 * takes; 403/404/410 mean the webhook is revoked or its channel gone, retried, and a row refused the same
 * way REFUSALS_BEFORE_FAILED times in a row is marked failed (nothing is dropped: the rows wait for
 * `--requeue-failed`); other 4xx are retried. `consecutiveFailures` counts the worker's failed posts in a
 * row (the webhook's health, not a row's history).
 */
export function classifyWebhookResponse(
  response: { status: number; retryAfter: string | null; body?: string },
  consecutiveFailures: number,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
  nowMs: number = Date.now(),
  random = Math.random,
): DeliveryOutcome {
  if (response.status >= 200 && response.status < 300) return { kind: "delivered" };
  if (response.status === 429) {
    const retryAfterMs = parseRetryAfterMs(response.retryAfter, nowMs);
    return { kind: "rate_limited", retryInMs: retryAfterMs ?? backoffDelayMs(consecutiveFailures, backoff, random) };
  }
  const detail = response.body ? `: ${response.body.slice(0, 200)}` : "";
  const retryInMs = backoffDelayMs(consecutiveFailures, backoff, random);
  const reason = `Slack answered HTTP ${response.status}${detail}`;
  return REJECTED_STATUSES.has(response.status)
    ? { kind: "rejected", status: response.status, retryInMs, reason }
    : { kind: "failed", retryInMs, reason };
}
