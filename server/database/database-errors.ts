import {
  constraintNameInMessage,
  fieldIssueForConstraint,
  fieldIssueForMissingColumn,
} from "~/leads/database-constraints";
import { securityPolicyMessage, type LeadsApiError } from "~/leads/submission-error";
import type { FieldIssue } from "~/lib/validation";

/**
 * Maps an error thrown by PostgreSQL/PGlite during a visitor's insert to the API's error response.
 * Pure. Only known, input-related errors are mapped, always to safe user-facing text (never the SQL
 * message); anything else returns null and becomes a logged 500 with the fallback text.
 */

export interface MappedDatabaseError {
  status: number;
  error: LeadsApiError;
}

interface DatabaseErrorFields {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  column?: unknown;
}

const INVALID_VALUE_MESSAGE = "Some of the submitted values could not be stored. Please check them and try again.";

/** SQLSTATEs caused by the submitted values themselves (data exceptions, program limits). */
const INVALID_VALUE_CODES = new Set([
  "22001", // string_data_right_truncation
  "22003", // numeric_value_out_of_range
  "22007", // invalid_datetime_format
  "22008", // datetime_field_overflow
  "22021", // character_not_in_repertoire
  "22P02", // invalid_text_representation
  "22P05", // untranslatable_character
  "54000", // program_limit_exceeded (e.g. a value too large for an index)
]);

function insertError(issues: FieldIssue[]): MappedDatabaseError {
  return {
    status: 422,
    error: {
      kind: "insert",
      message: issues.length > 0 ? issues.map((issue) => issue.message).join("; ") : INVALID_VALUE_MESSAGE,
      ...(issues.length > 0 ? { issues } : {}),
    },
  };
}

export function mapDatabaseError(error: unknown, supportEmail: string): MappedDatabaseError | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, message, constraint, column } = error as DatabaseErrorFields;
  const text = typeof message === "string" ? message : "";

  // 42501 insufficient_privilege: the RLS policy ("new row violates row-level security policy") or a
  // missing grant ("permission denied for table"). Either way the database's access rules said no.
  if (code === "42501" || /row-level security/i.test(text)) {
    return { status: 403, error: { kind: "security_policy", message: securityPolicyMessage(supportEmail) } };
  }
  if (code === "23514") {
    const name = typeof constraint === "string" ? constraint : constraintNameInMessage(text);
    const issue = fieldIssueForConstraint(name);
    return insertError(issue ? [issue] : []);
  }
  if (code === "23502") {
    const issue = fieldIssueForMissingColumn(typeof column === "string" ? column : null);
    return insertError(issue ? [issue] : []);
  }
  if (typeof code === "string" && INVALID_VALUE_CODES.has(code)) return insertError([]);
  return null;
}

/**
 * SQLSTATE classes and codes that say the database cannot serve now, whatever the input: connection exceptions
 * (08), operator intervention (57P01-57P03: shutdown, crash, starting up), too many connections, a statement
 * cancelled by the visitor writes' timeout (57014), and the client's own "cannot reach" errors.
 */
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "EAI_AGAIN",
]);
// "Query read timeout": the client's own query timeout (open-database.ts) passed, the database said nothing.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connect ECONNREFUSED/i;

/** Whether an error means "the database is unavailable" (answered 503 with Retry-After), not "this input is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const { code, message } = error as DatabaseErrorFields;
  if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_CODES.has(code))) return true;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.test(message);
}
