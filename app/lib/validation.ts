/**
 * The site's one validation vocabulary: a `FieldIssue` names the field (its dotted path) and says what is wrong
 * with it, in words a visitor reads. The lead schemas map zod's issues to it (`toFieldIssues`, app/leads/schema.ts);
 * the calculators (the fee engine, the free tools' maths) return it in their `Result`. Calculators never throw on
 * bad input and never return NaN: they return `{ ok: false, errors }` with one issue per offending field.
 * No imports, so the fee engine can load it by a relative path.
 */

export interface FieldIssue {
  /** Dotted path of the field, e.g. "first_name", "lowInventory.shortTermDaysOfSupply" or "extra.viewed_pages.3.path"; "" for the body itself. */
  path: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldIssue[] };

/** Puts a calculator's issues on a form's fields (`fieldOf` maps the calculator's paths): the first issue of each field wins. */
export function mapFieldIssues<Field extends string>(
  errors: readonly FieldIssue[],
  fieldOf: Partial<Record<string, Field>>,
  into: Partial<Record<Field, string>>,
): void {
  for (const error of errors) {
    const field = fieldOf[error.path];
    if (field && !into[field]) into[field] = error.message;
  }
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(errors: FieldIssue[]): Result<T> {
  return { ok: false, errors };
}

interface NumberRule {
  /** Human label used in messages, e.g. "Price". */
  label: string;
  unit?: string;
  min?: number;
  /** When true, `min` itself is not allowed (value must be strictly greater). */
  minExclusive?: boolean;
  max?: number;
  integer?: boolean;
  /** Extra hint appended to the "too large" message, e.g. "check the unit (cm vs in)". */
  maxHint?: string;
}

function formatLimit(value: number, unit?: string): string {
  return unit ? `${value} ${unit}` : String(value);
}

/**
 * Checks one numeric input and pushes a readable issue when it fails. Returns true when valid so
 * callers can skip checks that depend on it.
 */
export function checkNumber(errors: FieldIssue[], path: string, value: unknown, rule: NumberRule): boolean {
  if (typeof value !== "number" || Number.isNaN(value)) {
    errors.push({ path, message: `${rule.label} must be a number.` });
    return false;
  }
  if (!Number.isFinite(value)) {
    errors.push({ path, message: `${rule.label} must be a finite number.` });
    return false;
  }
  if (rule.integer && !Number.isInteger(value)) {
    errors.push({ path, message: `${rule.label} must be a whole number.` });
    return false;
  }
  if (rule.min !== undefined) {
    const tooSmall = rule.minExclusive ? value <= rule.min : value < rule.min;
    if (tooSmall) {
      const message =
        rule.min === 0 && rule.minExclusive
          ? `${rule.label} must be greater than 0.`
          : rule.min === 0
            ? `${rule.label} cannot be negative.`
            : `${rule.label} must be ${rule.minExclusive ? "greater than" : "at least"} ${formatLimit(rule.min, rule.unit)}.`;
      errors.push({ path, message });
      return false;
    }
  }
  if (rule.max !== undefined && value > rule.max) {
    const hint = rule.maxHint ? `; ${rule.maxHint}` : "";
    errors.push({ path, message: `${rule.label} must be at most ${formatLimit(rule.max, rule.unit)}${hint}.` });
    return false;
  }
  return true;
}

/** Like `checkNumber` but accepts `undefined` (an omitted optional input). */
export function checkOptionalNumber(errors: FieldIssue[], path: string, value: unknown, rule: NumberRule): boolean {
  if (value === undefined) return true;
  return checkNumber(errors, path, value, rule);
}
