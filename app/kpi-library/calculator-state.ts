import { formatBound } from "./format";
import type { KpiCompute, KpiInput } from "./schema";

/**
 * The KPI calculator's state, kept pure so it can be tested without a browser:
 * - values are the raw strings in the fields (what the visitor typed);
 * - the URL query holds one parameter per input key (`?adSpend=1240&adSales=4960`) so a result can be shared;
 * - reading a URL never trusts it: garbage falls back to the default, out-of-range numbers are clamped.
 */

export type CalculatorInput = Pick<KpiInput, "key" | "label" | "unit" | "min" | "max" | "step" | "help">;
export type CalculatorValues = Record<string, string>;

export type FieldCheck = { ok: true; value: number } | { ok: false; reason: "empty" | "not-a-number" | "below-min" | "above-max"; message: string };

const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const GROUPED_NUMBER = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
/** Longest value accepted from a field or the URL; anything longer is garbage, not a number. */
const MAX_LENGTH = 32;

/**
 * A number typed by a person: "1240", "1,240.50", "$1,240", "12.5%", " -3 ". Returns null for anything else
 * (empty, words, hex, exponents, Infinity, several dots, misplaced commas).
 */
export function parseNumber(raw: string): number | null {
  if (raw.length > MAX_LENGTH) return null;
  let text = raw.trim().replace(/\s+/g, "");
  text = text.replace(/^([-+]?)\$/, "$1").replace(/%$/, "");
  if (text === "") return null;
  if (GROUPED_NUMBER.test(text)) text = text.replace(/,/g, "");
  else if (!PLAIN_NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Checks one field against its input's bounds; the message is written to be shown beside the field. */
export function checkField(input: CalculatorInput, raw: string): FieldCheck {
  if (raw.trim() === "") return { ok: false, reason: "empty", message: `Enter a value for ${lowerFirst(input.label)}.` };
  const value = parseNumber(raw);
  if (value === null) return { ok: false, reason: "not-a-number", message: `${input.label} must be a number, like ${example(input)}.` };
  if (input.min !== undefined && value < input.min) {
    return { ok: false, reason: "below-min", message: `${input.label} can't be less than ${formatBound(input.min, input.unit)}.` };
  }
  if (input.max !== undefined && value > input.max) {
    return { ok: false, reason: "above-max", message: `${input.label} can't be more than ${formatBound(input.max, input.unit)}.` };
  }
  return { ok: true, value };
}

/** The number as it is written back into a field or the URL: shortest exact form, never an exponent. */
export function normalizeNumber(value: number): string {
  if (Object.is(value, -0)) return "0";
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Math.abs(value) >= 1e21) return BigInt(Math.round(value)).toString();
  return value.toFixed(12).replace(/\.?0+$/, "");
}

/** Starting values: the worked example's inputs, else the input's minimum, else 0. */
export function defaultValues(inputs: readonly CalculatorInput[], example: Readonly<Record<string, number>>): CalculatorValues {
  return Object.fromEntries(inputs.map((input) => [input.key, normalizeNumber(example[input.key] ?? input.min ?? 0)]));
}

function clamp(value: number, input: CalculatorInput): number {
  let result = value;
  if (input.min !== undefined && result < input.min) result = input.min;
  if (input.max !== undefined && result > input.max) result = input.max;
  return result;
}

/** Field values from a URL query: each input's parameter when it is a number (clamped to its bounds), else its default. */
export function readCalculatorQuery(search: string | URLSearchParams, inputs: readonly CalculatorInput[], defaults: CalculatorValues): CalculatorValues {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return Object.fromEntries(
    inputs.map((input) => {
      const raw = params.get(input.key);
      const value = raw === null ? null : parseNumber(raw);
      return [input.key, value === null ? (defaults[input.key] ?? "0") : normalizeNumber(clamp(value, input))];
    }),
  );
}

/**
 * The query string for these values ("?adSpend=1240&adSales=4960", or "" when empty): one parameter per valid field,
 * in input order; invalid fields are left out (the link then restores their default). Other parameters in `base`
 * (utm_*, etc.) are kept.
 */
export function writeCalculatorQuery(values: CalculatorValues, inputs: readonly CalculatorInput[], base: string | URLSearchParams = ""): string {
  const params = new URLSearchParams(base);
  for (const input of inputs) params.delete(input.key);
  for (const input of inputs) {
    const check = checkField(input, values[input.key] ?? "");
    if (check.ok) params.set(input.key, normalizeNumber(check.value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

export type Evaluation =
  | { ok: true; value: number; numbers: Record<string, number> }
  | { ok: false; errors: Record<string, FieldCheck & { ok: false }> };

/** Validates every field and, when all are valid, runs the formula. A non-finite result counts as no result. */
export function evaluate(compute: KpiCompute, values: CalculatorValues, inputs: readonly CalculatorInput[]): Evaluation {
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
export function sameValues(values: CalculatorValues, defaults: CalculatorValues, inputs: readonly CalculatorInput[]): boolean {
  return inputs.every((input) => {
    const a = parseNumber(values[input.key] ?? "");
    const b = parseNumber(defaults[input.key] ?? "");
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
