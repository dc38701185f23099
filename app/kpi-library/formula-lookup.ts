import type { KpiFormula } from "./schema";

/**
 * Loads one KPI's formula in the browser without shipping the whole library: each formulas/<category>.ts file
 * is its own lazily loaded chunk, so a KPI page downloads only its category's formulas (a few KB).
 * Falls back to searching every file if a formula lives outside its category's file.
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

/** The formula file expected to hold a category's formulas. */
export function formulaFileFor(category: string): string {
  return `./formulas/${category}.ts`;
}

export async function loadFormula(category: string, slug: string): Promise<KpiFormula | undefined> {
  const own = loaders[formulaFileFor(category)];
  if (own) {
    const formula = findIn(await own(), slug);
    if (formula) return formula;
  }
  for (const [file, load] of Object.entries(loaders)) {
    if (file === formulaFileFor(category)) continue;
    const formula = findIn(await load(), slug);
    if (formula) return formula;
  }
  return undefined;
}
