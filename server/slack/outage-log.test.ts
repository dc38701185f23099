import { describe, expect, it } from "vitest";
import { outageAfterFailure, recoveryLine, type Outage } from "./outage-log";

const failed = { kind: "failed", retryInMs: 5_000, reason: "Slack answered HTTP 500" } as const;
const rejected = { kind: "rejected", status: 410, retryInMs: 30_000, reason: "Slack answered HTTP 410" } as const;
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);

describe("the log lines of a Slack outage", () => {
  it("says the first failure at once, then nothing more within the minute, however many posts fail", () => {
    const first = outageAfterFailure(null, failed, 0, T0);
    expect(first.line).toEqual({
      level: "error",
      text: "[slack] delivery failing: Slack answered HTTP 500; next attempt in 5 s, further failures are logged once a minute",
    });
    let outage: Outage = first.outage;
    for (let second = 5; second < 60; second += 5) {
      const next = outageAfterFailure(outage, failed, 1, T0 + second * 1000);
      expect(next.line).toBeNull();
      outage = next.outage;
    }
    expect(outage).toMatchObject({ sinceMs: T0, lastLoggedAtMs: T0, failedPosts: 11, markedFailed: 11 });
  });

  it("a minute on, counts what failed since the last line and starts counting again", () => {
    const outage: Outage = { sinceMs: T0, lastLoggedAtMs: T0, failedPosts: 11, markedFailed: 0 };
    const next = outageAfterFailure(outage, rejected, 2, T0 + 60_000);
    expect(next.line?.level).toBe("error");
    expect(next.line?.text).toBe(
      "[slack] delivery still failing since 2026-11-27T12:00:00.000Z: 12 post(s) not accepted in the last minute, the last one: Slack answered HTTP 410; next attempt in 30 s" +
        ". The webhook refuses the posts (revoked, or the channel is gone): a lead refused 3 times in a row is marked failed. Fix SLACK_WEBHOOK_URL, then run: npm run leads -- --requeue-failed" +
        ". 2 announcement(s) marked failed (npm run leads -- --undelivered lists them)",
    );
    expect(next.outage).toEqual({ sinceMs: T0, lastLoggedAtMs: T0 + 60_000, failedPosts: 0, markedFailed: 0 });
  });

  it("warns, not errs, when Slack rate-limits", () => {
    const { line } = outageAfterFailure(null, { kind: "rate_limited", retryInMs: 120_000 }, 0, T0);
    expect(line).toEqual({ level: "warn", text: "[slack] rate limited by Slack; pausing deliveries for 120 s" });
  });

  it("ends an outage with one line, a warning when leads were marked failed since the last line", () => {
    expect(recoveryLine(null, T0)).toBeNull();
    const quiet: Outage = { sinceMs: T0, lastLoggedAtMs: T0, failedPosts: 3, markedFailed: 0 };
    expect(recoveryLine(quiet, T0 + 90_000)).toEqual({
      level: "info",
      text: "[slack] delivering again after 90 s of failures",
    });
    expect(recoveryLine({ ...quiet, markedFailed: 4 }, T0 + 90_000)).toEqual({
      level: "warn",
      text: "[slack] delivering again after 90 s of failures; 4 announcement(s) were marked failed (npm run leads -- --undelivered)",
    });
  });
});
