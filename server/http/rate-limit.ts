/**
 * Per-client token bucket, in memory. Each client (keyed by IP) gets `burst` requests at once and
 * `perMinute` more every minute after that. Pure apart from the injected clock, so it is tested directly.
 *
 * In memory means per process: with several server instances each allows its own burst, which is fine
 * for spam control of a contact form (the goal is to stop floods, not to meter).
 */

export interface RateLimitOptions {
  /** Requests a client may make at once (bucket capacity). */
  burst: number;
  /** Tokens added back per minute. */
  perMinute: number;
  /** Bound on remembered clients; the idle ones are forgotten first. */
  maxClients?: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAtMs: number;
}

export interface RateLimiter {
  take(clientKey: string): RateLimitDecision;
  /** Clients currently remembered (for tests and monitoring). */
  readonly size: number;
}

export const DEFAULT_RATE_LIMIT: Readonly<RateLimitOptions> = { burst: 10, perMinute: 6, maxClients: 10_000 };

export function createRateLimiter(options: RateLimitOptions, nowMs: () => number = Date.now): RateLimiter {
  if (!(options.burst >= 1) || !(options.perMinute > 0)) {
    throw new Error("Rate limit needs burst >= 1 and perMinute > 0");
  }
  const refillPerMs = options.perMinute / 60_000;
  const maxClients = options.maxClients ?? DEFAULT_RATE_LIMIT.maxClients ?? 10_000;
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, now: number): number =>
    Math.min(options.burst, bucket.tokens + Math.max(0, now - bucket.updatedAtMs) * refillPerMs);

  /** Full buckets carry no information; drop them, then the oldest, to stay within maxClients. */
  const evict = (now: number) => {
    for (const [key, bucket] of buckets) {
      if (refilled(bucket, now) >= options.burst) buckets.delete(key);
    }
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(key);
    }
  };

  return {
    take(clientKey) {
      const now = nowMs();
      let bucket = buckets.get(clientKey);
      if (!bucket) {
        if (buckets.size >= maxClients) evict(now);
        bucket = { tokens: options.burst, updatedAtMs: now };
        buckets.set(clientKey, bucket);
      }
      bucket.tokens = refilled(bucket, now);
      bucket.updatedAtMs = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
      return { allowed: false, retryAfterSeconds };
    },
    get size() {
      return buckets.size;
    },
  };
}
