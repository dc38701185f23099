import { failureReason } from "./outbox-steps";
import { failureLogDue, REFUSALS_BEFORE_FAILED, type DeliveryOutcome } from "./slack-delivery-policy";

/**
 * The log lines of a Slack outage: one for the first failure, then at most one a minute however many posts and
 * leads fail (ids and counts only; `npm run leads -- --undelivered` lists the rows), and one when Slack accepts
 * again. Pure: the outage so far goes in, the outage after and the line to write come out.
 */

/** While Slack keeps failing: since when, and what happened since the last log line. */
export interface Outage {
  sinceMs: number;
  lastLoggedAtMs: number | null;
  failedPosts: number;
  markedFailed: number;
}

export interface LogLine {
  level: "info" | "warn" | "error";
  text: string;
}

export function outageAfterFailure(
  outage: Outage | null,
  outcome: Exclude<DeliveryOutcome, { kind: "delivered" }>,
  markedFailed: number,
  nowMs: number,
): { outage: Outage; line: LogLine | null } {
  const current = outage ?? { sinceMs: nowMs, lastLoggedAtMs: null, failedPosts: 0, markedFailed: 0 };
  const counted = {
    ...current,
    failedPosts: current.failedPosts + 1,
    markedFailed: current.markedFailed + markedFailed,
  };
  if (!failureLogDue(counted.lastLoggedAtMs, nowMs)) return { outage: counted, line: null };
  const wait = `${Math.ceil(outcome.retryInMs / 1000)} s`;
  let text =
    counted.lastLoggedAtMs !== null
      ? `[slack] delivery still failing since ${new Date(counted.sinceMs).toISOString()}: ${counted.failedPosts} post(s) not accepted in the last minute, the last one: ${failureReason(outcome)}; next attempt in ${wait}`
      : outcome.kind === "rate_limited"
        ? `[slack] rate limited by Slack; pausing deliveries for ${wait}`
        : `[slack] delivery failing: ${outcome.reason}; next attempt in ${wait}, further failures are logged once a minute`;
  if (outcome.kind === "rejected") {
    text += `. The webhook refuses the posts (revoked, or the channel is gone): a lead refused ${REFUSALS_BEFORE_FAILED} times in a row is marked failed. Fix SLACK_WEBHOOK_URL, then run: npm run leads -- --requeue-failed`;
  }
  if (counted.markedFailed > 0)
    text += `. ${counted.markedFailed} announcement(s) marked failed (npm run leads -- --undelivered lists them)`;
  return {
    outage: { sinceMs: counted.sinceMs, lastLoggedAtMs: nowMs, failedPosts: 0, markedFailed: 0 },
    line: { level: outcome.kind === "rate_limited" ? "warn" : "error", text },
  };
}

/** Slack accepted a post: the line that ends the outage, if there was one. */
export function recoveryLine(outage: Outage | null, nowMs: number): LogLine | null {
  if (!outage) return null;
  const seconds = Math.round((nowMs - outage.sinceMs) / 1000);
  const unlogged =
    outage.markedFailed > 0
      ? `; ${outage.markedFailed} announcement(s) were marked failed (npm run leads -- --undelivered)`
      : "";
  return {
    level: unlogged ? "warn" : "info",
    text: `[slack] delivering again after ${seconds} s of failures${unlogged}`,
  };
}
