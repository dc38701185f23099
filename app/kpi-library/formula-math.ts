/**
 * The arithmetic the KPI formulas (formulas/<category>.ts and its parts) share. A calculator's field can be empty or
 * cleared, and a denominator can be 0: the formula then gives 0, which the page shows as a dash.
 */
export type FormulaInputs = Readonly<Record<string, number>>;

/** An input's value by key; a missing key counts as 0 (the record is indexed under noUncheckedIndexedAccess). */
export const input = (inputs: FormulaInputs, key: string): number => inputs[key] ?? 0;

/** numerator ÷ denominator, or 0 when the denominator is 0. */
export const divide = (numerator: number, denominator: number): number =>
  denominator === 0 ? 0 : numerator / denominator;

/** The percentage `part` is of `whole` (25 = 25 %), or 0 when `whole` is 0. */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/** Whole steps needed to cover `amount`, tolerant of floating-point noise (2.0000000001 steps is 2, not 3). */
export const stepsToCover = (amount: number, stepSize: number): number =>
  amount <= 0 || stepSize <= 0 ? 0 : Math.ceil(amount / stepSize - 1e-9);
