/**
 * Numbers as people type them (tool and KPI calculator fields, URLs), and as they are written back.
 * Pure and locale-fixed (en-US), so the prerendered HTML and the browser print the same text.
 */

const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const GROUPED_NUMBER = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
/** Longer than this is garbage, not a number someone typed. */
export const MAX_NUMBER_TEXT_LENGTH = 32;

/**
 * "24.99", "1,240.50", "$24.99", "12%", " 3 " -> a number; anything else (empty, words, exponents, hex,
 * Infinity, several dots, misplaced commas) -> null.
 */
export function parseDecimal(raw: string | null | undefined): number | null {
  if (typeof raw !== "string" || raw.length > MAX_NUMBER_TEXT_LENGTH) return null;
  let text = raw.trim().replace(/\s+/g, "");
  text = text.replace(/^([-+]?)\$/, "$1").replace(/%$/, "");
  if (text === "") return null;
  if (GROUPED_NUMBER.test(text)) text = text.replace(/,/g, "");
  else if (!PLAIN_NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Rounds to at most `decimals` places and prints the shortest form: never an exponent, never "-0". */
export function numberToText(value: number, decimals = 6): string {
  if (!Number.isFinite(value)) return "";
  // toFixed switches to an exponent from 1e21 on; doubles that large are whole numbers, printed digit by digit.
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  if (rounded === 0) return "0";
  const text = rounded.toFixed(decimals);
  // Trailing zeros go only after a decimal point: 340 with 0 decimals stays "340".
  return decimals > 0 ? text.replace(/\.?0+$/, "") : text;
}

/** Rounds away binary noise (38.1 cm / 2.54 = 15.000000000000002 in) before values are compared with limits. */
export function tidyNumber(value: number, decimals = 6): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

export type NumberFieldRead = { ok: true; value: number | undefined } | { ok: false; message: string };

/** A form field's number: required fields must be filled; optional ones may be empty (undefined). */
export function readNumberText(label: string, text: string, optional = false): NumberFieldRead {
  if (text.trim() === "")
    return optional ? { ok: true, value: undefined } : { ok: false, message: `Enter the ${label.toLowerCase()}.` };
  const value = parseDecimal(text);
  if (value === null) return { ok: false, message: `${label} must be a number, like 12.5.` };
  return { ok: true, value };
}

/**
 * How a tool form's number field is shown (the form's field spec, rendered by the tools' NumberFields): its label, its
 * unit drawn before ("$") or after it ("%", "days"), its hint, whether it may stay empty, and its phone keyboard
 * ("numeric" for whole numbers; "decimal" when unset).
 */
export interface NumberFieldSpec {
  label: string;
  prefix?: string;
  suffix?: string;
  hint?: string;
  optional?: boolean;
  inputMode?: "numeric";
}
