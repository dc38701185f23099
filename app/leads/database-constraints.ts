import type { FieldIssue } from "~/lib/validation";
import { FIELD_LIMITS, INVALID_EMAIL_MESSAGE, tooLongMessage } from "./schema";

/**
 * Turns the name of a violated database constraint into the same field message the zod schema would
 * have given. Used by the server (when the database rejects a row the schema let through) and by the
 * browser (when a hosted PostgREST/Supabase backend returns the raw error), so neither ever shows SQL.
 *
 * Constraint names follow `<table>_<column>_<rule>` in db/migrations, e.g. `prospects_first_name_max_length`.
 */

const COLUMN_LABELS: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  company: "Company",
  message: "Message",
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  landing_page: "Landing page",
  referrer: "Referrer",
  conversion_page: "Conversion page",
  source_page: "Source page",
  source: "Source",
  list: "List",
  amazon_marketplace: "Amazon marketplace",
  monthly_orders_band: "Monthly orders",
  extra_attribution: "Attribution",
};

const COLUMN_LIMITS: Record<string, number> = {
  first_name: FIELD_LIMITS.first_name,
  last_name: FIELD_LIMITS.last_name,
  email: FIELD_LIMITS.email,
  company: FIELD_LIMITS.company,
  message: FIELD_LIMITS.message,
  utm_source: FIELD_LIMITS.utm,
  utm_medium: FIELD_LIMITS.utm,
  utm_campaign: FIELD_LIMITS.utm,
  landing_page: FIELD_LIMITS.page,
  referrer: FIELD_LIMITS.page,
  conversion_page: FIELD_LIMITS.page,
  source_page: FIELD_LIMITS.page,
};

const CONSTRAINT_NAME = /^(?:prospects|email_signups)_([a-z_]+?)_(max_length|required|format|lowercase|known|shape)$/;

/** The payload path of a column: extra attribution is sent as `extra`. */
function pathOfColumn(column: string): string {
  return column === "extra_attribution" ? "extra" : column;
}

export function fieldIssueForConstraint(constraintName: string | null | undefined): FieldIssue | null {
  const match = constraintName ? CONSTRAINT_NAME.exec(constraintName) : null;
  if (!match) return null;
  const [, column = "", rule] = match;
  const label = COLUMN_LABELS[column];
  if (!label) return null;
  const path = pathOfColumn(column);
  switch (rule) {
    case "max_length": {
      const limit = COLUMN_LIMITS[column];
      if (column === "email") return { path, message: INVALID_EMAIL_MESSAGE };
      return { path, message: limit ? tooLongMessage(label, limit) : `${label} is too long` };
    }
    case "required":
      return { path, message: `${label} is required` };
    case "format":
    case "lowercase":
      return { path, message: column === "email" ? INVALID_EMAIL_MESSAGE : `${label} is not valid` };
    case "known":
      return { path, message: `${label} is not one of the allowed values` };
    case "shape":
      return { path, message: `${label} is not valid` };
    default:
      return null;
  }
}

/**
 * The labels the lead forms show for their fields. Where a form's label differs from the column's
 * ("Work email"), the form's label wins, so a toast names the field the visitor can see.
 */
const FORM_FIELD_LABELS: Record<string, string> = {
  ...COLUMN_LABELS,
  email: "Work email",
  message: "Tell us about your business",
};
/** Attribution travels with every form but is not typed by the visitor; a problem there gets one generic line. */
const ATTRIBUTION_COLUMNS = new Set([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "landing_page",
  "referrer",
  "conversion_page",
  "source_page",
  "extra_attribution",
]);

/** The visible label of a top-level field path ("first_name" -> "First name"); null for attribution, nested and unknown paths. */
export function fieldLabelForPath(path: string): string | null {
  if (path.includes(".") || ATTRIBUTION_COLUMNS.has(path) || path === "extra") return null;
  return FORM_FIELD_LABELS[path] ?? null;
}

/** For a NOT NULL violation, whose error names the column rather than a constraint. */
export function fieldIssueForMissingColumn(column: string | null | undefined): FieldIssue | null {
  const label = column ? COLUMN_LABELS[column] : undefined;
  return column && label ? { path: pathOfColumn(column), message: `${label} is required` } : null;
}

/** Finds the constraint name in a PostgreSQL message such as `... violates check constraint "x"`. */
export function constraintNameInMessage(message: string): string | null {
  return /violates (?:check|not-null|unique) constraint "([^"]+)"/.exec(message)?.[1] ?? null;
}
