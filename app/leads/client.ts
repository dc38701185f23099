import { currentAttributionForSubmission } from "~/attribution/use-attribution";
import { HttpError } from "~/lib/query-client";
import { describeSubmissionFailure, type SubmissionFailureToast } from "./submission-error";

/**
 * Browser side of the leads API: POST JSON with an idempotency key. A non-2xx answer throws HttpError
 * carrying the JSON body; a network failure throws the fetch error (TanStack Query retries it).
 */
export async function postJson(url: string, body: unknown, idempotencyKey: string): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) throw new HttpError(response.status, json);
  return json;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The spec §8 toast for whatever a submission threw. */
export function failureToast(error: unknown, supportEmail: string): SubmissionFailureToast {
  if (error instanceof HttpError) return describeSubmissionFailure({ type: "response", status: error.status, body: error.body }, supportEmail);
  return describeSubmissionFailure({ type: "network", error }, supportEmail);
}

/** The attribution fields every lead form sends (attribution never leaves the browser any other way). */
export function submissionAttribution() {
  // conversion_page is the path the form was submitted on, without its query string.
  return currentAttributionForSubmission(window.location.pathname);
}

/** The API paths, the same constants the server mounts. */
export { LEADS_API_PATHS as LEADS_ENDPOINTS } from "./endpoints";
