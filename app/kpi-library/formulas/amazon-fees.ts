import { inventoryAndReturnsFeeFormulas } from "~/kpi-library/formulas/amazon-fees/inventory-and-returns";
import { sellingAndFulfillmentFeeFormulas } from "~/kpi-library/formulas/amazon-fees/selling-and-fulfillment";
import { feeTotalsAndOtherFeeFormulas } from "~/kpi-library/formulas/amazon-fees/totals-and-other-fees";
import type { KpiFormula } from "~/kpi-library/schema";

/** The Amazon fee formulas, gathered from their parts in the product's order (product/kpis.ts). */
export const amazonFeesFormulas = [
  ...sellingAndFulfillmentFeeFormulas,
  ...inventoryAndReturnsFeeFormulas,
  ...feeTotalsAndOtherFeeFormulas,
] satisfies KpiFormula[];
