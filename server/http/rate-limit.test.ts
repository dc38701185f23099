import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

function clock(startMs = 0) {
  let now = startMs;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createRateLimiter", () => {
  it("allows a burst, then refuses with the seconds until the next token", () => {
    const time = clock();
    const limiter = createRateLimiter({ burst: 3, perMinute: 6 }, time.now);
    expect([1, 2, 3].map(() => limiter.take("1.2.3.4").allowed)).toEqual([true, true, true]);
    expect(limiter.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 10 });
    time.advance(4_000);
    expect(limiter.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 6 });
    time.advance(6_000);
    expect(limiter.take("1.2.3.4").allowed).toBe(true);
  });

  it("keeps clients apart", () => {
    const limiter = createRateLimiter({ burst: 1, perMinute: 1 }, clock().now);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    expect(limiter.take("b").allowed).toBe(true);
  });

  it("never refills beyond the burst", () => {
    const time = clock();
    const limiter = createRateLimiter({ burst: 2, perMinute: 60 }, time.now);
    time.advance(3_600_000);
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, false]);
  });

  it("stays within maxClients, forgetting idle clients first", () => {
    const time = clock();
    const limiter = createRateLimiter({ burst: 1, perMinute: 1, maxClients: 3 }, time.now);
    for (const key of ["a", "b", "c", "d", "e"]) limiter.take(key);
    expect(limiter.size).toBeLessThanOrEqual(3);
    // The most recent client is still limited: its empty bucket was not forgotten.
    expect(limiter.take("e").allowed).toBe(false);
  });

  it("rejects nonsensical settings", () => {
    expect(() => createRateLimiter({ burst: 0, perMinute: 1 })).toThrow();
    expect(() => createRateLimiter({ burst: 1, perMinute: 0 })).toThrow();
  });
});
