import { describe, expect, it } from "vitest";
import { backoffDelayMs, classifyWebhookResponse, parseRetryAfterMs } from "./slack-delivery-policy";

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
  it("retries server errors and configuration errors alike, saying why", () => {
    expect(classifyWebhookResponse({ status: 500, retryAfter: null, body: "oops" }, 1, backoff, 0, () => 1)).toEqual({
      kind: "failed",
      retryInMs: 1_000,
      reason: "Slack answered HTTP 500: oops",
    });
    expect(classifyWebhookResponse({ status: 404, retryAfter: null, body: "no_service" }, 4, backoff, 0, () => 1)).toMatchObject({
      kind: "failed",
      retryInMs: 8_000,
      reason: "Slack answered HTTP 404: no_service",
    });
  });
});
