import { numberToText, parseDecimal } from "~/lib/number-text";
import { clearQuery, readQuery, writeQuery, type QueryField } from "~/lib/url-state";
import { formatBound } from "./format";
import type { KpiCompute, KpiInput } from "./schema";

/**
 * The KPI calculator's state, kept pure so it can be tested without a browser:
 * - values are the raw strings in the fields (what the visitor typed);
 * - the URL query is the shared versioned format (~/lib/url-state.ts) with one parameter per input key
 *   (`?v=1&adSpend=1240&adSales=4960`) so a result can be shared;
 * - reading a URL never trusts it: garbage falls back to the default, out-of-range numbers are clamped.
 */

export type CalculatorInput = Pick<KpiInput, "key" | "label" | "unit" | "min" | "max" | "step" | "help">;
export type CalculatorValues = Record<string, string>;

export type FieldCheck =
  | { ok: true; value: number }
  | { ok: false; reason: "empty" | "not-a-number" | "below-min" | "above-max"; message: string };

/** Checks one field against its input's bounds; the message is written to be shown beside the field. */
export function checkField(input: CalculatorInput, raw: string): FieldCheck {
  if (raw.trim() === "")
    return { ok: false, reason: "empty", message: `Enter a value for ${lowerFirst(input.label)}.` };
  const value = parseDecimal(raw);
  if (value === null)
    return { ok: false, reason: "not-a-number", message: `${input.label} must be a number, like ${example(input)}.` };
  if (input.min !== undefined && value < input.min) {
    return {
      ok: false,
      reason: "below-min",
      message: `${input.label} can't be less than ${formatBound(input.min, input.unit)}.`,
    };
  }
  if (input.max !== undefined && value > input.max) {
    return {
      ok: false,
      reason: "above-max",
      message: `${input.label} can't be more than ${formatBound(input.max, input.unit)}.`,
    };
  }
  return { ok: true, value };
}

/** Starting values: the worked example's inputs, else the input's minimum, else 0. */
export function defaultValues(
  inputs: readonly CalculatorInput[],
  example: Readonly<Record<string, number>>,
): CalculatorValues {
  return Object.fromEntries(inputs.map((input) => [input.key, numberToText(example[input.key] ?? input.min ?? 0)]));
}

/** One number field per input: the parameter is the input's key, the bounds are the input's (none when unset). */
export function calculatorQueryFields(
  inputs: readonly CalculatorInput[],
  defaults: CalculatorValues = {},
): QueryField[] {
  return inputs.map((input) => ({
    kind: "number",
    name: input.key,
    param: input.key,
    fallback: defaults[input.key] ?? "0",
    min: input.min ?? Number.NEGATIVE_INFINITY,
    max: input.max ?? Number.POSITIVE_INFINITY,
  }));
}

/** Field values from a shared link (clamped to each input's bounds, garbage -> default), or null when it carries none. */
export function readCalculatorQuery(
  search: string | URLSearchParams,
  inputs: readonly CalculatorInput[],
  defaults: CalculatorValues,
): CalculatorValues | null {
  return readQuery(search, calculatorQueryFields(inputs, defaults));
}

/**
 * The query for these values (`?v=1&adSpend=1240&adSales=4960`, or only the foreign parameters when no field is
 * valid): a field that fails its check is left out, so the link restores its default. Other parameters in `keep`
 * (utm_*, etc.) are kept, after ours.
 */
export function writeCalculatorQuery(
  values: CalculatorValues,
  inputs: readonly CalculatorInput[],
  keep?: string,
): string {
  const valid = Object.fromEntries(
    inputs.map((input) => [input.key, checkField(input, values[input.key] ?? "").ok ? (values[input.key] ?? "") : ""]),
  );
  return writeQuery(valid, calculatorQueryFields(inputs), { keep });
}

/** The query without the calculator's parameters (Reset). */
export function clearCalculatorQuery(search: string, inputs: readonly CalculatorInput[]): string {
  return clearQuery(search, calculatorQueryFields(inputs));
}

export type Evaluation =
  | { ok: true; value: number; numbers: Record<string, number> }
  | { ok: false; errors: Record<string, FieldCheck & { ok: false }> };

/** Validates every field and, when all are valid, runs the formula. A non-finite result counts as no result. */
export function evaluate(
  compute: KpiCompute,
  values: CalculatorValues,
  inputs: readonly CalculatorInput[],
): Evaluation {
  const errors: Record<string, FieldCheck & { ok: false }> = {};
  const numbers: Record<string, number> = {};
  for (const input of inputs) {
    const check = checkField(input, values[input.key] ?? "");
    if (check.ok) numbers[input.key] = check.value;
    else errors[input.key] = check;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = compute(numbers);
  if (!Number.isFinite(value)) return { ok: false, errors: {} };
  return { ok: true, value, numbers };
}

/** True when every field holds the same number as the defaults ("1240" and "1,240" are equal). */
export function sameValues(
  values: CalculatorValues,
  defaults: CalculatorValues,
  inputs: readonly CalculatorInput[],
): boolean {
  return inputs.every((input) => {
    const a = parseDecimal(values[input.key] ?? "");
    const b = parseDecimal(defaults[input.key] ?? "");
    return a !== null && a === b;
  });
}

function lowerFirst(text: string): string {
  // Keep acronyms ("ACoS", "FBA fee") as written.
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function example(input: CalculatorInput): string {
  if (input.unit === "usd") return "1240.50";
  if (input.unit === "percent") return "12.5";
  return input.step !== undefined && input.step < 1 ? "2.5" : "120";
}
