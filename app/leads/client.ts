import { attributionForSubmission } from "~/attribution/attribution";
import { HttpError } from "~/lib/query-client";
import { browserStorage } from "~/lib/safe-storage";
import { LEADS_API_PATHS } from "./endpoints";
import { HONEYPOT_FIELD } from "./honeypot";
import type { ContactFormValues, EmailSignupList, SignupFormValues } from "./schema";
import { describeSubmissionFailure, type SubmissionFailureToast } from "./submission-error";

/** What each lead endpoint takes from its form; postLead adds the attribution and the honeypot. */
type LeadFormFields = {
  prospects: ContactFormValues;
  signup: SignupFormValues;
  emailSignups: { email: string; list: EmailSignupList; source_page: string };
};

/**
 * THE browser submission of every lead form: the contact popup and /signup post prospects; the newsletter,
 * the tools gate and the waitlists post email signups. Adds the visitor's attribution (it never leaves the
 * browser any other way) and the honeypot, sent only when filled, to the form's fields and POSTs them as JSON
 * with the idempotency key. Returns the body it sent. A non-2xx answer throws HttpError carrying the JSON body;
 * a network failure throws the fetch error (TanStack Query retries it).
 */
export async function postLead<Endpoint extends keyof LeadFormFields>(
  endpoint: Endpoint,
  fields: LeadFormFields[Endpoint],
  { honeypot, idempotencyKey }: { honeypot: string; idempotencyKey: string },
) {
  // conversion_page is the path the form was submitted on, without its query string.
  const body = { ...fields, ...attributionForSubmission(browserStorage("sessionStorage"), window.location.pathname), [HONEYPOT_FIELD]: honeypot || undefined };
  const response = await fetch(LEADS_API_PATHS[endpoint], {
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
  return body;
}

/** The spec §8 toast for whatever a submission threw. */
export function failureToast(error: unknown, supportEmail: string): SubmissionFailureToast {
  if (error instanceof HttpError) return describeSubmissionFailure({ type: "response", status: error.status, body: error.body }, supportEmail);
  return describeSubmissionFailure({ type: "network", error }, supportEmail);
}

/** The API paths, the same constants the server mounts. */
export { LEADS_API_PATHS as LEADS_ENDPOINTS } from "./endpoints";
