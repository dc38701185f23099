/**
 * Result and error shapes of every calculator (the fee engine, the free tools' maths). Calculators never
 * throw on bad input and never return NaN: they return `{ ok: false, errors }` with one message per
 * offending field. No imports, so the fee engine can load it by a relative path.
 */

export interface FieldIssue {
  /** Dotted path of the field, e.g. "first_name" or "extra.viewed_pages.3.path"; "" for the body itself. */
  path: string;
  message: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Puts a calculator's errors on a form's fields (`fieldOf` maps the calculator's field names): the first error of each field wins. */
export function mapFieldErrors<Field extends string>(errors: readonly FieldError[], fieldOf: Partial<Record<string, Field>>, into: Partial<Record<Field, string>>): void {
  for (const error of errors) {
    const field = fieldOf[error.field];
    if (field && !into[field]) into[field] = error.message;
  }
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(errors: FieldError[]): Result<T> {
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
 * Checks one numeric input and pushes a readable error when it fails. Returns true when valid so
 * callers can skip checks that depend on it.
 */
export function checkNumber(errors: FieldError[], field: string, value: unknown, rule: NumberRule): boolean {
  if (typeof value !== "number" || Number.isNaN(value)) {
    errors.push({ field, message: `${rule.label} must be a number.` });
    return false;
  }
  if (!Number.isFinite(value)) {
    errors.push({ field, message: `${rule.label} must be a finite number.` });
    return false;
  }
  if (rule.integer && !Number.isInteger(value)) {
    errors.push({ field, message: `${rule.label} must be a whole number.` });
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
      errors.push({ field, message });
      return false;
    }
  }
  if (rule.max !== undefined && value > rule.max) {
    const hint = rule.maxHint ? `; ${rule.maxHint}` : "";
    errors.push({ field, message: `${rule.label} must be at most ${formatLimit(rule.max, rule.unit)}${hint}.` });
    return false;
  }
  return true;
}

/** Like `checkNumber` but accepts `undefined` (an omitted optional input). */
export function checkOptionalNumber(errors: FieldError[], field: string, value: unknown, rule: NumberRule): boolean {
  if (value === undefined) return true;
  return checkNumber(errors, field, value, rule);
}
