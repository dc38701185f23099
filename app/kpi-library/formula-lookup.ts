import type { KpiFormula } from "./schema";

/**
 * Loads one KPI's formula in the browser without shipping the whole library: each formulas/<category>.ts file (with
 * the parts it gathers from formulas/<category>/, if any) is its own lazily loaded chunk, so a KPI page downloads
 * only its category's formulas (a few KB). library.test.ts checks every KPI's formula is in its category's file.
 */
type FormulaModule = Record<string, unknown>;

const loaders = import.meta.glob<FormulaModule>(["./formulas/*.ts", "!./formulas/index.ts", "!./formulas/*.test.ts"]);

function findIn(module: FormulaModule, slug: string): KpiFormula | undefined {
  for (const value of Object.values(module)) {
    if (!Array.isArray(value)) continue;
    const formula = (value as KpiFormula[]).find((candidate) => candidate?.slug === slug);
    if (formula) return formula;
  }
  return undefined;
}

/** The formula file that holds a category's formulas. */
export function formulaFileFor(category: string): string {
  return `./formulas/${category}.ts`;
}

export async function loadFormula(category: string, slug: string): Promise<KpiFormula | undefined> {
  const load = loaders[formulaFileFor(category)];
  return load ? findIn(await load(), slug) : undefined;
}
