import { QueryClient } from "@tanstack/react-query";

/** Spec §9: cache garbage collection after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Spec §9: failed fetches are retried 3 times with exponential backoff capped at 30 seconds. */
export const QUERY_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

/** An error the server answered on purpose (4xx): retrying cannot change the answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay },
      // Submissions carry an idempotency key, so retrying a network failure can never store a lead twice.
      mutations: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay },
    },
  });
}

let shared: QueryClient | null = null;

/** The one client of the page. Created on first use: only pages with a form load TanStack Query at all. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
