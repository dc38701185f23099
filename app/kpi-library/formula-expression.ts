import type { KpiFormula } from "./schema";

/**
 * Reads a KPI's displayed formula ("ACoS = Ad spend ÷ Ad-attributed sales × 100") as arithmetic, so a test can
 * check that the text a reader sees computes the same number as the calculator's code.
 *
 * The text is the right side of the first " = ", then optional clauses after "; ":
 *   "where <Name> = <expression>"  defines a term used on the right side; the definition may be piecewise:
 *                                  "<a> if <condition>, <b> if <condition>, <c> otherwise",
 *   "0 when <condition>"           the result is 0 when the condition holds.
 * Expressions: terms, numbers ($0.30, 1,000, 25%), + - − × ÷ (binary operators written with spaces around them),
 * parentheses, ⌈…⌉ (round up), max(a, b), min(a, b), round(a, digits) (to the nearest, as a spreadsheet's ROUND: Amazon
 * charges a per-unit fee in whole cents, "round(Fee × Rate %, 2)"). Conditions: comparisons (< > ≤ ≥) joined by "and" / "or".
 * A term is an input's label or its shorter `term` (case-insensitive), or a name defined by a "where" clause;
 * "<term> %" is a percent input used as a rate (15 -> 0.15).
 * A trailing unit after a number ("22 weeks", "28 days") is ignored.
 */

type Scope = Readonly<Record<string, number>>;

/**
 * `value` rounded to `digits` decimals, half up, tolerant of floating-point noise (0.145 stored as 0.14499999 is
 * 0.15), so the displayed formula and a calculator that computes the same product in another order agree.
 */
export function roundTo(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor + 1e-6) / factor;
}

const BINARY: Record<string, (a: number, b: number) => number> = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "−": (a, b) => a - b,
  "×": (a, b) => a * b,
  "÷": (a, b) => a / b,
};
const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  "<": (a, b) => a < b,
  ">": (a, b) => a > b,
  "≤": (a, b) => a <= b,
  "≥": (a, b) => a >= b,
};
const FUNCTIONS: Record<string, (...values: number[]) => number> = { max: Math.max, min: Math.min, round: roundTo };
const UNIT_WORDS = /^(?:weeks?|days?|months?|lb|oz|cubic feet|cu ft)\b/;
/** Where a term ends: a spaced operator or comparison, a comma, a closing bracket; in a condition also " and ", " or ". */
const TERM_END = /^(?: [+\-−×÷<>≤≥] |,|\)|⌉)/;
const CONDITION_TERM_END = /^(?: and | or )/;

class Parser {
  private index = 0;
  private inCondition = false;
  constructor(
    private readonly text: string,
    private readonly lookup: (term: string) => number,
  ) {}

  parseAll(): number {
    const value = this.expression();
    this.skipSpaces();
    if (this.index < this.text.length) throw new Error(`unexpected "${this.text.slice(this.index)}" in "${this.text}"`);
    return value;
  }

  condition(): boolean {
    this.inCondition = true;
    let result = this.comparison();
    for (;;) {
      if (this.eat(" and ")) result = this.comparison() && result;
      else if (this.eat(" or ")) result = this.comparison() || result;
      else return result;
    }
  }

  private comparison(): boolean {
    const left = this.expression();
    this.skipSpaces();
    const operator = this.text[this.index] ?? "";
    const compare = COMPARE[operator];
    if (!compare) throw new Error(`expected a comparison at "${this.text.slice(this.index)}"`);
    this.index++;
    return compare(left, this.expression());
  }

  private expression(): number {
    let value = this.product();
    for (;;) {
      const operator = this.spacedOperator(["+", "-", "−"]);
      if (!operator) return value;
      value = BINARY[operator]!(value, this.product());
    }
  }

  private product(): number {
    let value = this.factor();
    for (;;) {
      const operator = this.spacedOperator(["×", "÷"]);
      if (!operator) return value;
      value = BINARY[operator]!(value, this.factor());
    }
  }

  private factor(): number {
    this.skipSpaces();
    if (this.eat("(")) return this.closeWith(")", this.expression());
    if (this.eat("⌈")) return Math.ceil(this.closeWith("⌉", this.expression()) - 1e-9);
    const fn = /^(max|min|round)\(/.exec(this.rest());
    if (fn) {
      this.index += fn[0].length;
      const args = [this.expression()];
      while (this.eat(",")) args.push(this.expression());
      return this.closeWith(")", FUNCTIONS[fn[1]!]!(...args));
    }
    const number = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%?)(?=$|[\s),⌉])/.exec(this.rest());
    if (number) {
      this.index += number[0].length;
      const unit = UNIT_WORDS.exec(this.rest().trimStart());
      if (unit && this.rest().startsWith(" ")) this.index += 1 + unit[0].length;
      const value = Number(`${number[1]!.replace(/,/g, "")}${number[2] ?? ""}`);
      return number[3] ? value / 100 : value;
    }
    return this.lookup(this.term());
  }

  /** A term runs to the next operator; "(…)" inside it ("Total orders (60 days)") belongs to the term. */
  private term(): string {
    const start = this.index;
    let depth = 0;
    while (this.index < this.text.length) {
      const char = this.text[this.index];
      if (depth === 0 && (TERM_END.test(this.rest()) || (this.inCondition && CONDITION_TERM_END.test(this.rest()))))
        break;
      if (char === "(") depth++;
      else if (char === ")") depth--;
      this.index++;
    }
    const term = this.text.slice(start, this.index).trim();
    if (!term) throw new Error(`expected a term at "${this.text.slice(start)}"`);
    return term;
  }

  private spacedOperator(operators: string[]): string | undefined {
    for (const operator of operators) if (this.eat(` ${operator} `)) return operator;
    return undefined;
  }

  private closeWith(closing: string, value: number): number {
    this.skipSpaces();
    if (!this.eat(closing)) throw new Error(`expected "${closing}" at "${this.rest()}" in "${this.text}"`);
    return value;
  }

  private eat(token: string): boolean {
    if (!this.text.startsWith(token, this.index)) return false;
    this.index += token.length;
    return true;
  }

  private skipSpaces() {
    while (this.text[this.index] === " ") this.index++;
  }

  private rest(): string {
    return this.text.slice(this.index);
  }
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** Splits at a top-level separator (outside brackets). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "(" || char === "⌈") depth++;
    else if (char === ")" || char === "⌉") depth--;
    else if (depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index));
      start = index + separator.length;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

/**
 * Evaluates a formula's displayed expression for the given input values (by key).
 * Throws when the text cannot be read or names a term that is neither an input label nor defined.
 */
export function evaluateDisplayedFormula(formula: Pick<KpiFormula, "expression" | "inputs">, values: Scope): number {
  const equals = formula.expression.indexOf(" = ");
  if (equals === -1) throw new Error(`no " = " in "${formula.expression}"`);
  const [main = "", ...rest] = splitTopLevel(formula.expression.slice(equals + 3), "; ");
  const scope = new Map<string, () => number>();
  for (const input of formula.inputs) {
    const value = () => values[input.key] ?? 0;
    for (const name of input.term ? [input.label, input.term] : [input.label]) {
      scope.set(normalize(name), value);
      // "Referral rate %" in the text: a percent input (15) used as a rate (0.15).
      scope.set(normalize(`${name} %`), () => value() / 100);
    }
  }
  const lookup = (term: string): number => {
    const found = scope.get(normalize(term));
    if (!found) throw new Error(`unknown term "${term}" in "${formula.expression}"`);
    return found();
  };
  const zeroWhen: string[] = [];
  for (const clause of rest) {
    const where = /^where (.+?) = (.+)$/.exec(clause);
    const zero = /^0 when (.+)$/.exec(clause);
    if (where) scope.set(normalize(where[1]!), () => evaluateDefinition(where[2]!, lookup));
    else if (zero) zeroWhen.push(zero[1]!);
    else throw new Error(`unreadable clause "${clause}" in "${formula.expression}"`);
  }
  if (zeroWhen.some((condition) => new Parser(condition, lookup).condition())) return 0;
  return new Parser(main, lookup).parseAll();
}

/** A "where" definition: one expression, or cases "<a> if <condition>, …, <z> otherwise" (first match wins). */
function evaluateDefinition(definition: string, lookup: (term: string) => number): number {
  if (!definition.includes(" if ")) return new Parser(definition, lookup).parseAll();
  for (const branch of splitTopLevel(definition, ", ")) {
    const otherwise = /^(.+) otherwise$/.exec(branch);
    if (otherwise) return new Parser(otherwise[1]!, lookup).parseAll();
    const [value = "", condition = ""] = branch.split(" if ");
    if (new Parser(condition, lookup).condition()) return new Parser(value, lookup).parseAll();
  }
  throw new Error(`no case applies in "${definition}"`);
}
