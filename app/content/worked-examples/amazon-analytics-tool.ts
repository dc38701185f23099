import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedPercent, signedPoints } from "~/lib/format";
import { sampleDimensions } from "~/product/samples";
import { minusUsd } from "./display";
import { kpi } from "./kpi";
import { boxedGarlicPress, herbKeeper } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/** /amazon-analytics-tool: one SKU's week, and the overview screen that week sits in. */

const week = { price: boxedGarlicPress.price, date: "2026-09-15", monthsInStorage: 2, units: 140, adSpend: 520 };
const unit = unitEconomics(boxedGarlicPress, {
  price: week.price,
  date: week.date,
  monthsInStorage: week.monthsInStorage,
});

const sales = times(week.units, week.price);
const referral = times(week.units, unit.fees.referral);
const fulfillmentPerUnit = sumMoney([unit.fees.fulfillment, unit.fees.fuelSurcharge]);
const fulfillment = times(week.units, fulfillmentPerUnit);
const storageAndPlacementPerUnit = sumMoney([unit.fees.storage, unit.fees.placement]);
const storageAndPlacement = times(week.units, storageAndPlacementPerUnit);
const landed = times(week.units, unit.landedCost);
const profitBeforeAds = sumMoney([sales, -referral, -fulfillment, -storageAndPlacement, -landed]);
const netProfit = sumMoney([profitBeforeAds, -week.adSpend]);

export const analyticsToolWeekExample: ExampleSection = {
  kind: "example",
  heading: "One SKU, one week, read the way {brand} reads it",
  intro: `A hypothetical ${boxedGarlicPress.name} sold through FBA on Amazon.com: ${sampleDimensions(boxedGarlicPress)}, ${formatNumber(boxedGarlicPress.weightLb)} lb, listed at ${formatUsd(week.price)} in Home & Kitchen, ${week.units} units in a September 2026 week. Fees are the 2026 US non-peak rates, with the 3.5% fuel and logistics surcharge that started April 17, 2026.`,
  lines: [
    { label: `Ordered product sales (${week.units} x ${formatUsd(week.price)})`, value: formatUsd(sales) },
    { label: `Referral fee, 15% (${formatUsd(unit.fees.referral)} x ${week.units})`, value: minusUsd(referral) },
    {
      label: `FBA fulfillment fee, ${unit.sizeTierLabel.toLowerCase()} billed at ${formatNumber(unit.shippingWeightLb)} lb, ${unit.priceBandLabel} band, with surcharge (${formatUsd(fulfillmentPerUnit)} x ${week.units})`,
      value: minusUsd(fulfillment),
    },
    {
      label: `Storage for two months and minimal-split inbound placement (${formatUsd(storageAndPlacementPerUnit)} x ${week.units})`,
      value: minusUsd(storageAndPlacement),
    },
    { label: `Landed product cost, ${formatUsd(unit.landedCost)} a unit (your figure)`, value: minusUsd(landed) },
    {
      label: `Profit before advertising (${formatPercent(kpi("pre-ad-margin", { netSales: sales, cogs: landed, amazonFees: referral + fulfillment + storageAndPlacement, otherVariableCosts: 0 }))} of sales)`,
      value: formatUsd(profitBeforeAds),
    },
    { label: "Sponsored Products spend", value: minusUsd(week.adSpend) },
  ],
  result: {
    label: `Net profit for the week (${formatPercent(kpi("net-profit-margin", { netProfit, netSales: sales }))} net margin)`,
    value: formatUsd(netProfit),
  },
  note: `The same numbers give a TACoS of ${formatPercent(kpi("tacos", { adSpend: week.adSpend, totalSales: sales }))} (${formatUsd(week.adSpend)} / ${formatUsd(sales)}) and a break-even ACoS of ${formatPercent(unit.breakEvenAcosPercent)}, so any campaign for this product with an ACoS under ${formatPercent(unit.breakEvenAcosPercent)} adds profit. The fulfillment fee is billed on dimensional weight (10 x 6 x 3 / 139 = ${formatNumber(unit.dimensionalWeightLb)} lb, rounded up to ${formatNumber(unit.shippingWeightLb)} lb), not on the ${formatNumber(boxedGarlicPress.weightLb)} lb the scale shows. ${FEES_2026_SOURCE_WITH_PLACEMENT} Check any product yourself with the [free FBA calculator](/features/amazon-fba-calculator).`,
};

/** The overview screen for the same week: the garlic press row is the worked example above. */
const otherProductCount = 5;
const overview = {
  priorSales: 17_345,
  priorTacosPercent: 12.7,
  rows: [
    {
      product: "Garlic press, steel",
      units: week.units,
      sales,
      netProfit,
      adSpend: week.adSpend,
      driver: "Sessions +11%",
    },
    {
      product: "Silicone lid set",
      units: 212,
      sales: times(212, 17.99),
      netProfit: 702,
      adSpend: 310,
      driver: "Ad spend +$64",
    },
    {
      product: "Herb keeper, 2 pack",
      units: 96,
      sales: times(96, herbKeeper.price),
      netProfit: 388,
      adSpend: 280,
      driver: "Conversion -1.2 pts",
    },
    {
      product: "Bench scraper",
      units: 188,
      sales: times(188, 10.99),
      netProfit: 610,
      adSpend: 95,
      driver: "Price +$1.00",
    },
    {
      product: `${otherProductCount} other products`,
      units: 380,
      sales: 5_750,
      netProfit: 1_114,
      adSpend: 969,
      driver: "No single driver",
    },
  ],
};

const wholeDollars = (value: number) => Math.round(value);
const overviewRows = overview.rows.map((entry) => ({
  ...entry,
  sales: wholeDollars(entry.sales),
  netProfit: wholeDollars(entry.netProfit),
}));
const totalUnits = overviewRows.reduce((total, entry) => total + entry.units, 0);
const totalSales = overviewRows.reduce((total, entry) => total + entry.sales, 0);
const totalProfit = overviewRows.reduce((total, entry) => total + entry.netProfit, 0);
const totalAdSpend = overviewRows.reduce((total, entry) => total + entry.adSpend, 0);
const tacos = kpi("tacos", { adSpend: totalAdSpend, totalSales });

export const analyticsToolOverviewScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "What the overview looks like on a Monday morning",
  intro:
    "A sample account with invented figures, shown so you can judge the layout before you connect anything. The garlic press row is the week worked through above.",
  screen: "Overview · Amazon.com · last 7 days",
  metrics: [
    {
      label: "Sales",
      value: formatUsdWhole(totalSales),
      detail: `${signedPercent(kpi("sales-growth-rate", { currentSales: totalSales, previousSales: overview.priorSales }))} vs prior 7 days`,
    },
    {
      label: "Net profit",
      value: formatUsdWhole(totalProfit),
      detail: `${formatPercent(kpi("net-profit-margin", { netProfit: totalProfit, netSales: totalSales }))} margin · fees partly estimated`,
    },
    { label: "TACoS", value: formatPercent(tacos), detail: signedPoints(tacos - overview.priorTacosPercent) },
    {
      label: "Units",
      value: formatNumber(totalUnits),
      detail: `${overview.rows.length - 1 + otherProductCount} products`,
    },
  ],
  table: {
    columns: ["Product", "Units", "Sales", "Net profit", "Margin", "Change driver"],
    rows: overviewRows.map((entry) => [
      entry.product,
      formatNumber(entry.units),
      formatUsdWhole(entry.sales),
      formatUsdWhole(entry.netProfit),
      formatPercent(kpi("net-profit-margin", { netProfit: entry.netProfit, netSales: entry.sales })),
      entry.driver,
    ]),
  },
};
