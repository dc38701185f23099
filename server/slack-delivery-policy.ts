/**
 * When to try a Slack delivery again. Pure, so the timing rules are tested without waiting.
 */

export interface BackoffOptions {
  /** Delay after the first failure. */
  baseMs: number;
  /** Longest delay between two attempts, whatever the number of failures. */
  capMs: number;
}

export const DEFAULT_BACKOFF: Readonly<BackoffOptions> = { baseMs: 5_000, capMs: 10 * 60_000 };

/** Slack may ask for an hour of silence; anything longer than a day is treated as a day. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/**
 * Exponential backoff with "equal jitter": half of the exponential delay is fixed, the other half random,
 * so many rows failing together (Slack down) do not retry in lockstep, yet never retry sooner than half
 * the intended delay. `failures` counts consecutive failures, starting at 1.
 */
export function backoffDelayMs(failures: number, options: BackoffOptions = DEFAULT_BACKOFF, random = Math.random): number {
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
  | { kind: "rejected"; retryInMs: number; reason: string };

/** HTTP statuses of a revoked webhook, a deleted or archived channel, a removed app. */
const REJECTED_STATUSES = new Set([403, 404, 410]);

/**
 * Attempts at a rejected webhook before its rows are marked failed. A few, not one: a brief
 * misconfiguration during a deploy should not fail leads. Failed rows are kept, listed by
 * `npm run leads -- --undelivered` and re-queued by `npm run leads -- --requeue-failed`.
 */
export const REJECTED_WEBHOOK_MAX_ATTEMPTS = 3;

/** After this outcome on a row's `attempts`-th attempt: try again later, or mark it failed. */
export function nextStepAfter(outcome: DeliveryOutcome, attempts: number): "retry" | "mark_failed" {
  return outcome.kind === "rejected" && attempts >= REJECTED_WEBHOOK_MAX_ATTEMPTS ? "mark_failed" : "retry";
}

/**
 * What a webhook response means. 5xx and network errors are transient and retried for as long as it
 * takes; 403/404/410 mean the webhook is revoked or its channel gone, retried a few times and then
 * marked failed (nothing is dropped: the rows wait for `--requeue-failed`); other 4xx are retried.
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
  return {
    kind: REJECTED_STATUSES.has(response.status) ? "rejected" : "failed",
    retryInMs: backoffDelayMs(consecutiveFailures, backoff, random),
    reason: `Slack answered HTTP ${response.status}${detail}`,
  };
}
