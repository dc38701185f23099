import type { ExampleSection, SampleScreenSection, TableSection } from "./sections";

/**
 * Reads figures back from the text a worked example or sample screen prints, for the tests: they check the
 * arithmetic a visitor can redo from what is on the page (rows add up to totals, tiles agree with rows), not the
 * numbers the module computed before formatting.
 */

const MONEY = /([-−+]?)\$([\d,]+(?:\.\d+)?)(M|k)?/;
const PERCENT = /([-−+]?)([\d,]+(?:\.\d+)?)\s?%/;
const NUMBER = /([-−+]?)([\d,]*\.?\d+)/;

function signed(sign: string | undefined, digits: string | undefined): number {
  const value = Number((digits ?? "").replaceAll(",", ""));
  return sign === "-" || sign === "−" ? -value : value;
}

function first(pattern: RegExp, text: string, what: string): RegExpExecArray {
  const match = pattern.exec(text);
  if (!match) throw new Error(`No ${what} in "${text}"`);
  return match;
}

/** The first dollar amount in the text: "-$1,234.56" is -1234.56, "$1.24M" is 1,240,000. */
export function money(text: string): number {
  const match = first(MONEY, text, "dollar amount");
  const scale = match[3] === "M" ? 1_000_000 : match[3] === "k" ? 1_000 : 1;
  return signed(match[1], match[2]) * scale;
}

/** Every dollar amount in the text, in order. */
export function moneyAll(text: string): number[] {
  return [...text.matchAll(new RegExp(MONEY, "g"))].map((match) => money(match[0]));
}

/** The first percentage in the text: "-0.9%" is -0.9. */
export function percent(text: string): number {
  const match = first(PERCENT, text, "percentage");
  return signed(match[1], match[2]);
}

/** Every percentage in the text, in order. */
export function percentAll(text: string): number[] {
  return [...text.matchAll(new RegExp(PERCENT, "g"))].map((match) => percent(match[0]));
}

/** The first plain number in the text: "2,000 clicks" is 2000. */
export function count(text: string): number {
  const match = first(NUMBER, text, "number");
  return signed(match[1], match[2]);
}

/** The printed value of the example line whose label starts with `labelStart`. */
export function lineValue(section: ExampleSection, labelStart: string): string {
  const found = section.lines.find((line) => line.label.startsWith(labelStart));
  if (!found) throw new Error(`No line "${labelStart}" in "${section.heading}"`);
  return found.value;
}

/** The label of the example line whose label starts with `labelStart` (labels carry figures too). */
export function lineLabel(section: ExampleSection, labelStart: string): string {
  const found = section.lines.find((line) => line.label.startsWith(labelStart));
  if (!found) throw new Error(`No line "${labelStart}" in "${section.heading}"`);
  return found.label;
}

/** The tile of a sample screen with this label. */
export function tile(section: SampleScreenSection, label: string): { value: string; detail: string } {
  const found = section.metrics.find((metric) => metric.label === label);
  if (!found) throw new Error(`No tile "${label}" in "${section.heading}"`);
  return { value: found.value, detail: found.detail ?? "" };
}

/** The cells of one column of a sample screen's or table section's table, top to bottom. */
export function column(section: SampleScreenSection | TableSection, name: string): string[] {
  const table = section.kind === "table" ? section : section.table;
  if (!table) throw new Error(`"${section.heading}" has no table`);
  const index = table.columns.indexOf(name);
  if (index < 0) throw new Error(`No column "${name}" in "${section.heading}"`);
  return table.rows.map((row) => row[index] ?? "");
}

/** The row of a table whose first cell is `first`, as a map from column name to cell. */
export function row(section: SampleScreenSection | TableSection, firstCell: string): Record<string, string> {
  const table = section.kind === "table" ? section : section.table;
  if (!table) throw new Error(`"${section.heading}" has no table`);
  const found = table.rows.find((cells) => cells[0] === firstCell);
  if (!found) throw new Error(`No row "${firstCell}" in "${section.heading}"`);
  return Object.fromEntries(table.columns.map((name, index) => [name, found[index] ?? ""]));
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Rounds like the page does, for comparing a recomputed figure with a printed one. */
export const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Checks a ledger-style example as a reader would: every line that is not a subtotal is added in order, each
 * subtotal must equal the running sum so far, and the result the sum of all lines. Returns the mismatches.
 */
export function ledgerMismatches(section: ExampleSection, subtotalLabels: readonly string[] = []): string[] {
  const problems: string[] = [];
  let running = 0;
  for (const entry of section.lines) {
    const value = money(entry.value);
    if (subtotalLabels.some((label) => entry.label.startsWith(label))) {
      if (round(value, 2) !== round(running, 2))
        problems.push(`${entry.label}: printed ${value}, lines above add up to ${round(running, 2)}`);
    } else {
      running += value;
    }
  }
  const result = money(section.result.value);
  if (round(result, 2) !== round(running, 2))
    problems.push(`${section.result.label}: printed ${result}, lines add up to ${round(running, 2)}`);
  return problems;
}
