import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole } from "~/lib/format";
import { sampleDimensions } from "~/product/samples";
import { minusUsd } from "./display";
import { compactGarlicPress } from "./products";
import type { ExampleSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/** /who-we-serve/fba-sellers: what one garlic press really earns, and what running it thin costs. */

const sale = { price: compactGarlicPress.price, date: "2026-06-15", adSpendPerUnit: 2.4 };
const monthlyUnits = 600;
const unit = unitEconomics(compactGarlicPress, sale);
/** Scenario 2: the same month with 16 days of supply over 30 days and 18 over 90. */
const thin = unitEconomics(compactGarlicPress, {
  ...sale,
  lowInventory: { shortTermDaysOfSupply: 16, longTermDaysOfSupply: 18 },
});

export const garlicPressProfitExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 1: what one garlic press really earns",
  intro: `A hypothetical product: a ${compactGarlicPress.name} in Home & Kitchen, ${sampleDimensions(compactGarlicPress)}, ${formatNumber(compactGarlicPress.weightLb)} lb packed, selling at ${formatUsd(sale.price)} in June 2026. At 2 in thick it is ${unit.sizeTierLabel.toLowerCase()}, not small standard (whose limit is 0.75 in), which is easy to miss. Fees computed with our fee engine. ${FEES_2026_SOURCE_WITH_PLACEMENT}`,
  lines: [
    { label: "Price", value: formatUsd(unit.price) },
    { label: "Referral fee (15%)", value: minusUsd(unit.fees.referral) },
    {
      label: `FBA fulfillment fee (${unit.sizeTierLabel}, billed at ${formatNumber(unit.shippingWeightLb * 16, 0)} oz, ${unit.priceBandLabel} price band)`,
      value: minusUsd(unit.fees.fulfillment),
    },
    {
      label: "Fuel and logistics surcharge (3.5% of fulfillment, from April 17, 2026)",
      value: minusUsd(unit.fees.fuelSurcharge),
    },
    { label: "Monthly storage, one month, Jan-Sep rate", value: minusUsd(unit.fees.storage) },
    {
      label: "Inbound placement, minimal split",
      value: minusUsd(unit.fees.placement),
    },
    { label: "Product cost and freight to Amazon", value: minusUsd(unit.landedCost) },
    {
      label: "Profit before advertising",
      value: `${formatUsd(unit.profitBeforeAds)} (${formatPercent(unit.breakEvenAcosPercent)} of price)`,
    },
    { label: "Ad spend per unit sold (all campaigns ÷ all units)", value: minusUsd(unit.adSpendPerUnit) },
  ],
  result: {
    label: "Net profit per unit",
    value: `${formatUsd(unit.netProfit)}, a ${formatPercent(unit.netMarginPercent)} margin`,
  },
  note: `The ${formatPercent(unit.breakEvenAcosPercent)} is this product's [break-even ACoS](/amazon-kpi/advertising/break-even-acos): a campaign running above it loses money on every ad-driven sale, however good its sales look. At ${formatNumber(monthlyUnits)} units a month the product nets about ${formatUsdWhole(times(monthlyUnits, unit.netProfit))}. Figures exclude returns, which depend on the product's return rate.`,
};

export const runningThinExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 2: the cost of running a best seller thin",
  intro:
    "Same product, same month, but the next container is late and stock falls to about 16 days of supply over 30 days and 18 over 90, low enough for the low-inventory-level fee (Amazon's rule is under the example; rates as listed in November 2026).",
  lines: [
    { label: "Higher of the two days-of-supply figures", value: "18 days (14-21 day column)" },
    {
      label: "Fee for Large standard up to 3 lb in that column",
      value: `${formatUsd(thin.fees.lowInventory)} per unit`,
    },
    { label: "Units shipped in the month", value: formatNumber(monthlyUnits) },
    {
      label: "Net profit per unit after the fee",
      value: `${formatUsd(thin.netProfit)} instead of ${formatUsd(unit.netProfit)}`,
    },
  ],
  result: {
    label: "Profit lost to the fee in one month",
    value: formatUsdWhole(times(monthlyUnits, sumMoney([unit.netProfit, -thin.netProfit]))),
  },
  note: "{amazon:lowInventoryFee} The [low-inventory-level fee](/amazon-kpi/amazon-fees/low-inventory-level-fee) page lists every rate. The fee stops only when one of Amazon's two figures is back at the threshold in that rule, so the reorder has to bring enough stock for that: set the [reorder point](/amazon-kpi/inventory/reorder-point) to cover the lead time up to the units being available at Amazon (units still being received do not count), plus the threshold's days of sales, plus safety stock for late shipments and sales rises, and check the [low-inventory-level fee predictor](/tools/low-inventory-fee-predictor) before the stock runs down. That keeps the product out of this fee and the stockout after it in most months.",
};
