import { ageAndHoldingCostFormulas } from "~/kpi-library/formulas/inventory/age-and-holding-cost";
import { stockHealthFormulas } from "~/kpi-library/formulas/inventory/stock-health";
import { supplyAndReplenishmentFormulas } from "~/kpi-library/formulas/inventory/supply-and-replenishment";
import type { KpiFormula } from "~/kpi-library/schema";

/** The inventory formulas, gathered from their parts in the product's order (product/kpis.ts). */
export const inventoryFormulas = [
  ...stockHealthFormulas,
  ...supplyAndReplenishmentFormulas,
  ...ageAndHoldingCostFormulas,
] satisfies KpiFormula[];
