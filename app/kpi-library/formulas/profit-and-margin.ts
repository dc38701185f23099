import { marginFormulas } from "~/kpi-library/formulas/profit-and-margin/margins";
import { salesAndCostFormulas } from "~/kpi-library/formulas/profit-and-margin/sales-and-costs";
import { unitEconomicsAndCashFormulas } from "~/kpi-library/formulas/profit-and-margin/unit-economics-and-cash";
import type { KpiFormula } from "~/kpi-library/schema";

/** The profit-and-margin formulas, gathered from their parts in the product's order (product/kpis.ts). */
export const profitAndMarginFormulas = [
  ...salesAndCostFormulas,
  ...marginFormulas,
  ...unitEconomicsAndCashFormulas,
] satisfies KpiFormula[];
