import { attributionForSubmission } from "~/attribution/attribution";
import { HttpError } from "~/lib/query-client";
import { browserStorage } from "~/lib/safe-storage";
import type { EmailSignupList } from "./email-lists";
import { LEADS_API_PATHS } from "./endpoints";
import { HONEYPOT_FIELD } from "./honeypot";
import { buildNotifySlackBody } from "./notify-slack-body";
import { prospectInsertSchema, type ContactFormValues, type SignupFormValues } from "./schema";
import { describeSubmissionFailure, type SubmissionFailureToast } from "./submission-error";

/**
 * The browser's side of the leads API: every call a page makes to it starts here. The forms' one way to submit is
 * postLead; announceProspect follows a stored contact-popup lead. What a form shows when a submission fails is
 * decided in one place too: components/lead-forms/submission-failure.ts.
 */

/** What each lead endpoint takes from its form; postLead adds the attribution and the honeypot. */
type LeadFormFields = {
  prospects: ContactFormValues;
  signup: SignupFormValues;
  emailSignups: { email: string; list: EmailSignupList; source_page: string };
};

function postJson(
  path: string,
  body: unknown,
  { headers = {}, keepalive = false }: { headers?: Record<string, string>; keepalive?: boolean } = {},
) {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
    keepalive,
  });
}

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
  const body = {
    ...fields,
    ...attributionForSubmission(browserStorage("sessionStorage"), window.location.pathname),
    [HONEYPOT_FIELD]: honeypot || undefined,
  };
  const response = await postJson(LEADS_API_PATHS[endpoint], body, { headers: { "Idempotency-Key": idempotencyKey } });
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
  if (error instanceof HttpError)
    return describeSubmissionFailure({ type: "response", status: error.status, body: error.body }, supportEmail);
  return describeSubmissionFailure({ type: "network", error }, supportEmail);
}

/**
 * After the contact popup stored a prospect: asks the server to announce it in Slack now (spec §7 call 2), with
 * the body postLead sent. The server's outbox announces every stored prospect anyway, so this is fire and forget:
 * it outlives a page change (keepalive) and its failure is ignored.
 */
export function announceProspect(sent: unknown): void {
  const parsed = prospectInsertSchema.safeParse(sent);
  if (!parsed.success) return;
  void postJson(LEADS_API_PATHS.notifySlack, buildNotifySlackBody(parsed.data, { source: "contact_popup" }), {
    keepalive: true,
  }).catch(() => undefined);
}
