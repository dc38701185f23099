import { kpiFormulas } from "~/kpi-library/formulas/index";

/**
 * A KPI value from the library's own formula (the function behind each KPI page's calculator), so a worked
 * example and the KPI page it links to cannot compute the same metric two ways. Throws on an unknown slug or a
 * missing input, which would otherwise be read as 0.
 */
export function kpi(slug: string, inputs: Readonly<Record<string, number>>): number {
  const formula = kpiFormulas.get(slug);
  if (!formula) throw new Error(`No KPI formula "${slug}"`);
  const missing = formula.inputs.filter((input) => !(input.key in inputs)).map((input) => input.key);
  if (missing.length > 0) throw new Error(`KPI "${slug}" is missing inputs: ${missing.join(", ")}`);
  return formula.compute(inputs);
}
