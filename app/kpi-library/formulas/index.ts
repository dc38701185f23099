import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Every KPI formula by slug. This is the only part of the library the browser needs (for the calculators);
 * the text is content (app/content/kpis), read at build time only. The glob takes the category files only: a category
 * split into parts (formulas/<category>/) gathers them in its file, so each formula is read once.
 */
const modules = import.meta.glob<Record<string, KpiFormula[]>>(["./*.ts", "!./index.ts"], { eager: true });

export const kpiFormulas: ReadonlyMap<string, KpiFormula> = new Map(
  Object.values(modules).flatMap((exports) =>
    Object.values(exports).flatMap((formulas) => formulas.map((formula) => [formula.slug, formula] as const)),
  ),
);
