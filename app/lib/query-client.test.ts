import { describe, expect, it } from "vitest";
import { createQueryClient, HttpError, QUERY_GC_TIME_MS, retryDelay } from "./query-client";

describe("query client (spec §9)", () => {
  it("garbage-collects after 5 minutes", () => {
    const client = createQueryClient();
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
  it("retries failed fetches 3 times, not client errors", () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new Error("network"))).toBe(true);
    expect(retry(2, new Error("network"))).toBe(true);
    expect(retry(3, new Error("network"))).toBe(false);
    expect(retry(0, new HttpError(500, null))).toBe(true);
    expect(retry(0, new HttpError(400, null))).toBe(false);
    expect(retry(0, new HttpError(429, null))).toBe(false);
  });
  it("backs off exponentially, capped at 30 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
