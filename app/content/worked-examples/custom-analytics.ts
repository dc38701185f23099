import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd } from "~/lib/format";
import { minusUsd, percentOf } from "./display";
import { homeKitchenItem } from "./products";
import type { ExampleSection } from "./sections";
import { sumMoney, unitEconomics } from "./unit-economics";

/** /features/custom-analytics (coming soon): the kind of custom metric a seller will be able to define. */

const unit = unitEconomics(homeKitchenItem, { price: homeKitchenItem.price, date: "2026-05-15", adSpendPerUnit: 2 });
const handlingPerUnit = 0.6;
const contribution = sumMoney([unit.netProfit, -handlingPerUnit]);

export const customMetricExample: ExampleSection = {
  kind: "example",
  heading: "The kind of metric you will be able to define",
  intro:
    "A custom contribution margin for one hypothetical product, with a fixed 3PL cost per unit that Amazon never sees.",
  lines: [
    { label: "Average selling price", value: formatUsd(unit.price) },
    {
      label: "Amazon fees per unit (referral, FBA fulfillment, fuel surcharge, storage, placement)",
      value: minusUsd(unit.fees.total),
    },
    { label: "Landed product cost", value: minusUsd(unit.landedCost) },
    { label: "3PL storage and handling per unit, not in landed cost (custom field)", value: minusUsd(handlingPerUnit) },
    { label: "Ad spend per unit", value: minusUsd(unit.adSpendPerUnit) },
  ],
  result: {
    label: "Custom contribution per unit",
    value: `${formatUsd(contribution)} (${formatPercent(percentOf(contribution, unit.price))} of price)`,
  },
  note: `Our [FBA calculator](/features/amazon-fba-calculator) priced this 10 x 6 x 3 in, ${formatNumber(homeKitchenItem.weightLb)} lb item's fees as sold in May 2026. ${FEES_2026_SOURCE_WITH_PLACEMENT} The same idea as the library's [contribution margin](/amazon-kpi/profit-and-margin/contribution-margin), with a cost line only you know.`,
};
