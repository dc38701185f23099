import { isRecord } from "~/lib/guards";
import type { FieldIssue } from "~/lib/validation";
import { DEFAULT_SUPPORT_EMAIL } from "~/settings/support-email";
import { constraintNameInMessage, fieldIssueForConstraint, fieldLabelForPath } from "./database-constraints";

/**
 * The error side of the leads API contract (spec §8): the JSON body every failing call returns, and the
 * pure mapping from a failed call to the toast the visitor sees. The server builds its messages with the
 * same helpers, so what the API says and what the toast says cannot drift apart.
 */

export { DEFAULT_SUPPORT_EMAIL };
export const SUBMISSION_FAILED_TITLE = "Submission failed";

export type LeadsApiErrorKind =
  /** The body did not pass the shared zod schema (400). `issues` lists every field path and message. */
  | "validation"
  /** The database's row-level security policy (or its grants) refused the insert (403). */
  | "security_policy"
  /** The database refused the row for another reason, e.g. a CHECK constraint (422). `message` is user-safe. */
  | "insert"
  /** The Idempotency-Key was already used for a submission with other details (422): send with a new key. */
  | "idempotency_conflict"
  /** Too many requests from this client (429). `retryAfterSeconds` matches the Retry-After header. */
  | "rate_limited"
  /** The body exceeded the size limit (413). */
  | "payload_too_large"
  /** The body is not JSON (400). */
  | "bad_json"
  /** The request could not be read or was refused before reading: encoding, aborted upload (400), another site (403), not JSON (415). */
  | "bad_request"
  /** The database cannot be reached now (503, with Retry-After): nothing was stored, the visitor may send again. */
  | "unavailable"
  /** Anything unexpected (500). The message is always the fallback text; details stay in the server log. */
  | "server_error";

export interface LeadsApiError {
  kind: LeadsApiErrorKind;
  /** Safe to show to the visitor as-is: never SQL, a stack trace or internal names. */
  message: string;
  issues?: FieldIssue[];
  retryAfterSeconds?: number;
}

/** The JSON body of every non-2xx response of the leads API. */
export interface LeadsApiErrorResponse {
  error: LeadsApiError;
}

/** The JSON body of every 2xx response of the leads API. */
export interface LeadsApiSuccessResponse {
  ok: true;
}

export function securityPolicyMessage(supportEmail: string = DEFAULT_SUPPORT_EMAIL): string {
  return `Form submission blocked by security policy. Please contact support at ${supportEmail}`;
}

export function fallbackMessage(supportEmail: string = DEFAULT_SUPPORT_EMAIL): string {
  return `Please try again or contact us at ${supportEmail}`;
}

export const VALIDATION_FAILED_MESSAGE = "Please check the highlighted fields and try again.";

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 1 ? "a second" : `${Math.ceil(retryAfterSeconds)} seconds`;
  return `Too many submissions from your network. Please wait ${wait} and try again.`;
}

/** The one line that stands for any problem with data the visitor did not type (attribution, unknown fields). */
export const PAGE_DATA_ISSUE_LINE =
  "Page data: this page sent visit details we could not read. Reload the page and try again.";

/**
 * One line per issue, "Field label: message" (spec §5: a list of field and message pairs), using the
 * labels the forms show. Internal paths such as `extra.viewed_pages.3.path` never reach the visitor:
 * every issue outside the visible fields collapses into PAGE_DATA_ISSUE_LINE, listed once.
 */
export function formatFieldIssues(issues: readonly FieldIssue[]): string {
  const lines = issues.map((issue) => {
    if (issue.path === "") return issue.message;
    const label = fieldLabelForPath(issue.path);
    return label === null ? PAGE_DATA_ISSUE_LINE : `${label}: ${issue.message}`;
  });
  return [...new Set(lines)].join("\n");
}

/** What went wrong with a submission, as seen by the browser. */
export type SubmissionFailure =
  | { type: "response"; status: number; body: unknown }
  | { type: "network"; error?: unknown }
  /** The form's own zod check failed before anything was sent. */
  | { type: "validation"; issues: FieldIssue[] };

export interface SubmissionFailureToast {
  title: string;
  /** The toast text. Validation failures put one "path: message" pair per line. */
  description: string;
  /** Field issues when the failure concerns specific fields, for inline messages. */
  issues: FieldIssue[];
}

const ROW_LEVEL_SECURITY = /row[- ]level security/i;
const MAX_SAFE_MESSAGE_LENGTH = 300;
/** Words that only appear in database/driver errors, never in our own user-facing messages. */
const INTERNAL_ERROR_MARKERS =
  /\b(select|insert into|update|delete from|relation|violates|syntax error|column|null value|duplicate key|constraint|stack|exception|undefined|sql)\b|\bat \S+ \(|[{}<>]/i;

/** Our server only sends safe text, but a proxy or a hosted backend might not: show only what reads like a sentence for people. */
export function isSafeUserMessage(message: unknown): message is string {
  return (
    typeof message === "string" &&
    message.trim() !== "" &&
    message.length <= MAX_SAFE_MESSAGE_LENGTH &&
    !/[\r\n]/.test(message) &&
    !INTERNAL_ERROR_MARKERS.test(message)
  );
}

function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue) =>
    isRecord(issue) && typeof issue.path === "string" && isSafeUserMessage(issue.message)
      ? [{ path: issue.path, message: issue.message }]
      : [],
  );
}

function toast(description: string, issues: FieldIssue[] = []): SubmissionFailureToast {
  return { title: SUBMISSION_FAILED_TITLE, description, issues };
}

function describeLeadsApiError(error: Record<string, unknown>, supportEmail: string): SubmissionFailureToast {
  const issues = readIssues(error.issues);
  const message = error.message;
  switch (error.kind) {
    case "validation":
      return issues.length > 0
        ? toast(formatFieldIssues(issues), issues)
        : toast(isSafeUserMessage(message) ? message : fallbackMessage(supportEmail));
    case "security_policy":
      return toast(securityPolicyMessage(supportEmail));
    case "insert":
      if (typeof message === "string" && ROW_LEVEL_SECURITY.test(message))
        return toast(securityPolicyMessage(supportEmail));
      return toast(isSafeUserMessage(message) ? message : fallbackMessage(supportEmail), issues);
    case "rate_limited":
    case "idempotency_conflict":
    case "payload_too_large":
    case "bad_json":
    case "bad_request":
      return toast(isSafeUserMessage(message) ? message : fallbackMessage(supportEmail));
    default:
      return toast(fallbackMessage(supportEmail));
  }
}

/** A hosted PostgREST/Supabase error: `{ code, message, details, hint }`. Its message is raw PostgreSQL text. */
function describePostgrestError(error: Record<string, unknown>, supportEmail: string): SubmissionFailureToast {
  const message = typeof error.message === "string" ? error.message : "";
  if (ROW_LEVEL_SECURITY.test(message) || error.code === "42501") return toast(securityPolicyMessage(supportEmail));
  const issue = fieldIssueForConstraint(constraintNameInMessage(message));
  if (issue) return toast(issue.message, [issue]);
  return toast(isSafeUserMessage(message) ? message : fallbackMessage(supportEmail));
}

/**
 * The toast for a failed submission (spec §8):
 * - an insert error mentioning a row-level security policy: "Form submission blocked by security policy. Please contact support at {email}";
 * - another insert error: its own message, when it is safe user-facing text (never SQL or a stack trace);
 * - a validation error: the list of field path and message pairs;
 * - anything else (network failure, unreadable response, server error): "Please try again or contact us at {email}".
 */
export function describeSubmissionFailure(
  failure: SubmissionFailure,
  supportEmail: string = DEFAULT_SUPPORT_EMAIL,
): SubmissionFailureToast {
  if (failure.type === "network") return toast(fallbackMessage(supportEmail));
  if (failure.type === "validation") {
    return failure.issues.length > 0
      ? toast(formatFieldIssues(failure.issues), failure.issues)
      : toast(fallbackMessage(supportEmail));
  }
  const { body } = failure;
  if (isRecord(body) && isRecord(body.error)) return describeLeadsApiError(body.error, supportEmail);
  if (isRecord(body) && typeof body.message === "string") return describePostgrestError(body, supportEmail);
  return toast(fallbackMessage(supportEmail));
}
