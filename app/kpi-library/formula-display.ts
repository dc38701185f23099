/**
 * Turns a formula expression ("ACoS = Ad spend ÷ Ad-attributed sales × 100") into parts a page can typeset:
 * the name on the left, and on the right either a stacked fraction (numerator over denominator, then any
 * "× 100" factor) when the expression is a single division, or an inline run of terms and operators.
 * Pure; the shape is decided here so it can be tested against every formula in the library.
 */

export type FormulaToken = { kind: "term"; text: string } | { kind: "op"; text: string };

export type FormulaLayout = {
  /** Left side of the first " = " (the metric), or null when the expression has none. */
  lhs: string | null;
  /** The right side as inline tokens (always present; used when there is no fraction). */
  inline: FormulaToken[];
  /** Set when the right side is one division: numerator ÷ denominator [× factor ...]. */
  fraction: { numerator: FormulaToken[]; denominator: FormulaToken[]; trailing: FormulaToken[] } | null;
  /** A trailing clause ("where Break-even ACoS = …", "when …", "0 at 28 days or more"), set on its own line. */
  note: FormulaToken[] | null;
};

const OPERATORS = [" × ", " ÷ ", " + ", " − ", " - ", " = "];
const ADDITIVE = [" + ", " − ", " - "];

/** Indexes of `separator` outside parentheses/brackets. */
function topLevelIndexes(text: string, separator: string): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "(" || char === "[" || char === "⌈" || char === "⌊") depth++;
    else if (char === ")" || char === "]" || char === "⌉" || char === "⌋") depth = Math.max(0, depth - 1);
    else if (depth === 0 && text.startsWith(separator, index)) found.push(index);
  }
  return found;
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const index of topLevelIndexes(text, separator)) {
    parts.push(text.slice(start, index));
    start = index + separator.length;
  }
  parts.push(text.slice(start));
  return parts;
}

const hasTopLevel = (text: string, separators: string[]) =>
  separators.some((separator) => topLevelIndexes(text, separator).length > 0);

/** "(a + b)" -> "a + b" when the parentheses wrap the whole text. */
function unwrap(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith("(") || !trimmed.endsWith(")")) return trimmed;
  let depth = 0;
  for (let index = 0; index < trimmed.length; index++) {
    if (trimmed[index] === "(") depth++;
    else if (trimmed[index] === ")") depth--;
    if (depth === 0 && index < trimmed.length - 1) return trimmed;
  }
  return trimmed.slice(1, -1).trim();
}

/** Splits text into terms and (space-separated) operators: "a × b" -> term a, op ×, term b. */
export function tokenize(text: string): FormulaToken[] {
  const tokens: FormulaToken[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    let next = -1;
    let operator = "";
    for (const candidate of OPERATORS) {
      const index = rest.indexOf(candidate);
      if (index !== -1 && (next === -1 || index < next)) {
        next = index;
        operator = candidate;
      }
    }
    if (next === -1) {
      tokens.push({ kind: "term", text: rest });
      break;
    }
    if (next > 0) tokens.push({ kind: "term", text: rest.slice(0, next) });
    tokens.push({ kind: "op", text: operator.trim() });
    rest = rest.slice(next + operator.length);
  }
  return tokens;
}

export function layoutFormula(expression: string): FormulaLayout {
  const text = expression.replace(/\s+/g, " ").trim();
  const equals = text.indexOf(" = ");
  const lhs = equals === -1 ? null : text.slice(0, equals).trim();
  const rhs = equals === -1 ? text : text.slice(equals + 3).trim();
  const clause = [...topLevelIndexes(rhs, ", "), ...topLevelIndexes(rhs, "; ")].sort((a, b) => a - b)[0];
  const main = clause === undefined ? rhs : rhs.slice(0, clause).trim();
  const note = clause === undefined ? null : tokenize(rhs.slice(clause + 2));
  return { lhs, inline: tokenize(main), fraction: fractionOf(main), note };
}

function fractionOf(rhs: string): FormulaLayout["fraction"] {
  // Clauses ("…, where X = …", "…; 0 at 28 days or more") and chained equalities stay inline.
  if (hasTopLevel(rhs, [", ", ";", " = "])) return null;
  const halves = splitTopLevel(rhs, " ÷ ");
  if (halves.length !== 2) return null;
  const [numerator = "", rest = ""] = halves;
  // "a + b ÷ c" divides only b: not a fraction of the whole.
  if (hasTopLevel(numerator, ADDITIVE)) return null;
  const [denominator = "", ...factors] = splitTopLevel(rest, " × ");
  if (hasTopLevel(denominator, ADDITIVE) || factors.some((factor) => hasTopLevel(factor, ADDITIVE))) return null;
  if (numerator.trim() === "" || denominator.trim() === "") return null;
  return {
    numerator: tokenize(unwrap(numerator)),
    denominator: tokenize(unwrap(denominator)),
    trailing: factors.flatMap((factor) => [{ kind: "op", text: "×" } as const, ...tokenize(factor)]),
  };
}
