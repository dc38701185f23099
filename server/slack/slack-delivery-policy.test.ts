import { describe, expect, it } from "vitest";
import {
  backoffDelayMs,
  classifyWebhookResponse,
  DEFAULT_BACKOFF,
  FAILURE_LOG_INTERVAL_MS,
  failureLogDue,
  NO_REFUSALS,
  parseRetryAfterMs,
  REFUSALS_BEFORE_FAILED,
  refusalsAfter,
  type DeliveryOutcome,
  type Refusals,
} from "./slack-delivery-policy";

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
    expect(classifyWebhookResponse({ status: 429, retryAfter: "1" }, 1, backoff)).toEqual({
      kind: "rate_limited",
      retryInMs: 1_000,
    });
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
    expect(
      classifyWebhookResponse({ status: 404, retryAfter: null, body: "no_service" }, 4, backoff, 0, () => 1),
    ).toMatchObject({
      kind: "rejected",
      retryInMs: 8_000,
      reason: "Slack answered HTTP 404: no_service",
    });
  });
});

describe("after an outage of any length", () => {
  it("the next attempt is at most 30 s away with the default backoff, so every pending lead goes out within 60 s of Slack's recovery", () => {
    for (const failures of [1, 5, 10, 100, 10_000])
      expect(backoffDelayMs(failures, DEFAULT_BACKOFF, () => 1)).toBeLessThanOrEqual(30_000);
  });
});

describe("a revoked webhook (403, 404, 410)", () => {
  const rejected = (status: number): DeliveryOutcome =>
    classifyWebhookResponse({ status, retryAfter: null, body: "no_service" }, 1, backoff, 0, () => 0);
  const after = (outcomes: DeliveryOutcome[]): Refusals =>
    outcomes.reduce<Refusals>((refusals, outcome) => refusalsAfter(refusals, outcome), NO_REFUSALS);
  const serverError = classifyWebhookResponse({ status: 500, retryAfter: null }, 1, backoff, 0, () => 0);
  const rateLimited = classifyWebhookResponse({ status: 429, retryAfter: "5" }, 1, backoff);

  it("marks a row failed after 3 refusals of the same kind in a row", () => {
    expect(REFUSALS_BEFORE_FAILED).toBe(3);
    for (const status of [403, 404, 410]) {
      expect(rejected(status)).toMatchObject({
        kind: "rejected",
        status,
        reason: `Slack answered HTTP ${status}: no_service`,
      });
      expect(after([rejected(status), rejected(status)])).toEqual({ status, inARow: 2, markFailed: false });
      expect(after([rejected(status), rejected(status), rejected(status)])).toEqual({
        status,
        inARow: 3,
        markFailed: true,
      });
    }
  });

  it("never counts earlier server errors or rate limits: 500, 429, then 410 is one refusal", () => {
    expect(after([serverError, serverError, rateLimited, rejected(410)])).toEqual({
      status: 410,
      inARow: 1,
      markFailed: false,
    });
    expect(after([rejected(410), rejected(410), serverError, rejected(410)])).toEqual({
      status: 410,
      inARow: 1,
      markFailed: false,
    });
    expect(after([rejected(410), rateLimited, rejected(410), rejected(410)])).toEqual({
      status: 410,
      inARow: 2,
      markFailed: false,
    });
  });

  it("counts a change of kind as a new refusal: 410, 404, 410 fails nothing", () => {
    expect(after([rejected(410), rejected(404), rejected(410)])).toEqual({ status: 410, inARow: 1, markFailed: false });
  });

  it("retries other failures however often they happen", () => {
    for (const status of [400, 500, 502])
      expect(classifyWebhookResponse({ status, retryAfter: null }, 1, backoff, 0, () => 0).kind).toBe("failed");
    expect(after(Array.from({ length: 1_000 }, () => serverError))).toEqual(NO_REFUSALS);
  });
});

describe("failureLogDue", () => {
  it("logs the first failure of an outage at once, then at most once a minute", () => {
    expect(FAILURE_LOG_INTERVAL_MS).toBe(60_000);
    expect(failureLogDue(null, 1_000)).toBe(true);
    expect(failureLogDue(1_000, 60_999)).toBe(false);
    expect(failureLogDue(1_000, 61_000)).toBe(true);
  });
});
