import { describe, expect, it } from "vitest";
import { backoffDelayMs, classifyWebhookResponse, nextStepAfter, parseRetryAfterMs, REJECTED_WEBHOOK_MAX_ATTEMPTS } from "./slack-delivery-policy";

const backoff = { baseMs: 1_000, capMs: 60_000 };

describe("backoffDelayMs", () => {
  it("doubles per failure, between half and all of the exponential delay", () => {
    expect(backoffDelayMs(1, backoff, () => 0)).toBe(500);
    expect(backoffDelayMs(1, backoff, () => 1)).toBe(1_000);
    expect(backoffDelayMs(3, backoff, () => 0)).toBe(2_000);
    expect(backoffDelayMs(3, backoff, () => 1)).toBe(4_000);
  });
  it("is capped, even after very many failures", () => {
    expect(backoffDelayMs(50, backoff, () => 1)).toBe(60_000);
    expect(backoffDelayMs(10_000, backoff, () => 0)).toBe(30_000);
  });
});

describe("parseRetryAfterMs", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  it("reads delay-seconds and HTTP dates", () => {
    expect(parseRetryAfterMs("1", now)).toBe(1_000);
    expect(parseRetryAfterMs(" 3600 ", now)).toBe(3_600_000);
    expect(parseRetryAfterMs("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfterMs("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
  });
  it("ignores what it cannot read and caps at a day", () => {
    expect(parseRetryAfterMs(null, now)).toBeNull();
    expect(parseRetryAfterMs("soon", now)).toBeNull();
    expect(parseRetryAfterMs("999999999", now)).toBe(86_400_000);
  });
});

describe("classifyWebhookResponse", () => {
  it("treats 2xx as delivered", () => {
    expect(classifyWebhookResponse({ status: 200, retryAfter: null }, 1, backoff)).toEqual({ kind: "delivered" });
  });
  it("honours Retry-After on 429, and backs off when it is missing", () => {
    expect(classifyWebhookResponse({ status: 429, retryAfter: "1" }, 1, backoff)).toEqual({ kind: "rate_limited", retryInMs: 1_000 });
    expect(classifyWebhookResponse({ status: 429, retryAfter: null }, 2, backoff, 0, () => 1)).toEqual({
      kind: "rate_limited",
      retryInMs: 2_000,
    });
  });
  it("retries server errors, and backs off from a rejected webhook the same way, saying why", () => {
    expect(classifyWebhookResponse({ status: 500, retryAfter: null, body: "oops" }, 1, backoff, 0, () => 1)).toEqual({
      kind: "failed",
      retryInMs: 1_000,
      reason: "Slack answered HTTP 500: oops",
    });
    expect(classifyWebhookResponse({ status: 404, retryAfter: null, body: "no_service" }, 4, backoff, 0, () => 1)).toMatchObject({
      kind: "rejected",
      retryInMs: 8_000,
      reason: "Slack answered HTTP 404: no_service",
    });
  });
});

describe("a revoked webhook (403, 404, 410)", () => {
  it("is rejected, retried a bounded number of times, then its rows are marked failed", () => {
    for (const status of [403, 404, 410]) {
      const outcome = classifyWebhookResponse({ status, retryAfter: null, body: "no_service" }, 1, backoff, 0, () => 0);
      expect(outcome).toMatchObject({ kind: "rejected", reason: `Slack answered HTTP ${status}: no_service` });
      expect(nextStepAfter(outcome, 1)).toBe("retry");
      expect(nextStepAfter(outcome, REJECTED_WEBHOOK_MAX_ATTEMPTS - 1)).toBe("retry");
      expect(nextStepAfter(outcome, REJECTED_WEBHOOK_MAX_ATTEMPTS)).toBe("mark_failed");
    }
  });
  it("other failures are retried however often they happen", () => {
    for (const status of [400, 500, 502]) {
      const outcome = classifyWebhookResponse({ status, retryAfter: null }, 1, backoff, 0, () => 0);
      expect(outcome.kind).toBe("failed");
      expect(nextStepAfter(outcome, 1_000)).toBe("retry");
    }
    expect(nextStepAfter({ kind: "rate_limited", retryInMs: 1_000 }, 1_000)).toBe("retry");
  });
});
