import {
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdMillions,
  formatUsdWhole,
  signedPercent,
  signedPoints,
  signedUsdWhole,
} from "~/lib/format";
import { sampleDimensions } from "~/product/samples";
import { adPeriod } from "./advertising";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import { compactGarlicPress } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/** /who-we-serve/executives: what the 2026 fee changes did to one product, a quarter where ACoS lied, and the one-page view. */

const price = compactGarlicPress.price;
const monthlyUnits = 600;
const june2025 = unitEconomics(compactGarlicPress, { price, date: "2025-06-15" });
const june2026 = unitEconomics(compactGarlicPress, { price, date: "2026-06-15" });
const peak2026 = unitEconomics(compactGarlicPress, { price, date: "2026-11-15" });
const storageAndPlacement = (unit: typeof june2025) => sumMoney([unit.fees.storage, unit.fees.placement]);

export const feeChangesExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 1: what the 2026 fee changes did to one product",
  intro: `A hypothetical best seller: a ${compactGarlicPress.name} at ${formatUsd(price)} in Home & Kitchen, ${sampleDimensions(compactGarlicPress)} and ${formatNumber(compactGarlicPress.weightLb)} lb packed, ${june2026.sizeTierLabel.toLowerCase()}, ${formatNumber(monthlyUnits)} units a month. Amazon fees per unit on the US rate cards, computed with our fee engine; placement is the top of Amazon's 2024-25 range in every row.`,
  lines: [
    {
      label: `June 2025: referral ${formatUsd(june2025.fees.referral)}, fulfillment ${formatUsd(june2025.fees.fulfillment)}, storage and placement ${formatUsd(storageAndPlacement(june2025))}`,
      value: `${formatUsd(june2025.fees.total)} per unit`,
    },
    {
      label: `June 2026: fulfillment ${formatUsd(june2026.fees.fulfillment)} on the new card, plus the 3.5% fuel and logistics surcharge (${formatUsd(june2026.fees.fuelSurcharge)})`,
      value: `${formatUsd(june2026.fees.total)} per unit`,
    },
    {
      label: `November 2026 holiday peak (peak rates are our estimate): fulfillment ${formatUsd(peak2026.fees.fulfillment)}, surcharge ${formatUsd(peak2026.fees.fuelSurcharge)}, Q4 storage ${formatUsd(peak2026.fees.storage)}`,
      value: `${formatUsd(peak2026.fees.total)} per unit`,
    },
    {
      label: `Extra fees, June 2026 vs June 2025, at ${formatNumber(monthlyUnits)} units`,
      value: `${formatUsdWhole(times(monthlyUnits, june2026.fees.total - june2025.fees.total))} a month`,
    },
  ],
  result: {
    label: "Peak month vs June 2025",
    value: `${formatUsd(sumMoney([peak2026.fees.total, -june2025.fees.total]))} more per unit, about ${formatUsdWhole(times(monthlyUnits, sumMoney([peak2026.fees.total, -june2025.fees.total])))} on ${formatNumber(monthlyUnits)} units`,
  },
  note: "Small per unit, material across a catalogue of hundreds of SKUs. The 2026 card took effect on January 15, 2026 and the surcharge on April 17, 2026; the fee engine and its sources are documented on the [fulfillment fee](/amazon-kpi/amazon-fees/fba-fulfillment-fee) page.",
};

const quarters = [
  { name: "Q1", totalSales: 180_000, adSales: 60_000, adSpend: 19_800 },
  { name: "Q2", totalSales: 200_000, adSales: 90_000, adSpend: 27_000 },
].map(adPeriod);
const [q1, q2] = quarters as [(typeof quarters)[number], (typeof quarters)[number]];

export const acosQuarterExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 2: ACoS improved, the business did not",
  intro: "Two hypothetical quarters for one brand, the kind of pattern a TACoS line exposes in a single glance.",
  lines: [
    ...quarters.map((quarter) => ({
      label: `${quarter.name}: total sales ${formatUsdWhole(quarter.totalSales)}, ad sales ${formatUsdWhole(quarter.adSales)}, ad spend ${formatUsdWhole(quarter.adSpend)}`,
      value: `ACoS ${formatPercent(quarter.acos)}, TACoS ${formatPercent(quarter.tacos)}`,
    })),
    {
      label: "Organic sales",
      value: `${formatUsdWhole(q1.organic)} fell to ${formatUsdWhole(q2.organic)} (${signedPercent(kpi("sales-growth-rate", { currentSales: q2.organic, previousSales: q1.organic }))})`,
    },
  ],
  result: {
    label: "What leadership should ask",
    value: `Why ${formatUsdWhole(q2.adSpend - q1.adSpend)} more ad spend bought only ${formatUsdWhole(q2.totalSales - q1.totalSales)} more total sales`,
  },
  note: `The advertising team can truthfully report a better ACoS. The channel grew ${formatPercent(kpi("sales-growth-rate", { currentSales: q2.totalSales, previousSales: q1.totalSales }), 0)}, but all of it, and more, came from paid clicks. [TACoS](/amazon-kpi/advertising/tacos) and [net profit margin](/amazon-kpi/profit-and-margin/net-profit-margin) belong on the leadership page; ACoS belongs to the people running campaigns.`,
};

/**
 * The one-page view: this quarter to date against the same period last year, and the products behind the change in
 * net profit as Winners & Losers ranks them (app/product/features.ts): each product's change, the driver that moved
 * it most (sessions, conversion, price, fees or ad spend) and its flags (stockout days among them). The product counts
 * stockout days; it puts no profit figure on a stockout, so the hero SKU's row is its change in profit, nothing more.
 */
const heroStockoutDays = 12;
const otherProductCount = 46;
const quarterToDate = {
  netSales: 1_240_000,
  netSalesLastYear: 1_135_500,
  profitLastYear: 147_800,
  adSpend: 156_240,
  tacosLastYear: 11.5,
  products: [
    { product: "Cast-iron skillet, 12 in", change: 14_200, driver: "Sessions +22%", flag: "None" },
    { product: "Chef's knife, 8 in", change: -9_300, driver: "Ad spend +$11,800", flag: "New broad campaign" },
    { product: "Silicone lid set (6)", change: 7_200, driver: "Conversion +1.9 pts", flag: "None" },
    {
      product: "Dutch oven, 6 qt",
      change: -4_100,
      driver: "Sessions -19%",
      flag: `Out of stock ${heroStockoutDays} days`,
    },
    {
      product: `${otherProductCount} other products`,
      change: -6_900,
      driver: "Fees per unit (2026 card, surcharge)",
      flag: "None",
    },
  ],
};
const profitChange = quarterToDate.products.reduce((total, entry) => total + entry.change, 0);
const netProfit = quarterToDate.profitLastYear + profitChange;
const tacos = kpi("tacos", { adSpend: quarterToDate.adSpend, totalSales: quarterToDate.netSales });

export const onePageScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The one-page view",
  intro:
    "Sample figures. The table is the Winners & Losers ranking: each product's change in net profit against the same period last year and what moved it most; the rows add up to the account's change.",
  screen: "Amazon channel summary · quarter to date",
  metrics: [
    {
      label: "Net sales",
      value: formatUsdMillions(quarterToDate.netSales),
      detail: `${signedPercent(kpi("sales-growth-rate", { currentSales: quarterToDate.netSales, previousSales: quarterToDate.netSalesLastYear }))} vs same period last year`,
    },
    {
      label: "Net profit",
      value: formatUsdWhole(netProfit),
      detail: `${formatPercent(percentOf(netProfit, quarterToDate.netSales))} margin, ${signedUsdWhole(profitChange)} vs last year`,
    },
    { label: "Stockout days", value: String(heroStockoutDays), detail: "on 1 hero SKU" },
    { label: "TACoS", value: formatPercent(tacos), detail: signedPoints(tacos - quarterToDate.tacosLastYear) },
  ],
  table: {
    columns: ["Product", "Change in net profit", "Main driver", "Flag"],
    rows: quarterToDate.products.map((entry) => [
      entry.product,
      signedUsdWhole(entry.change),
      entry.driver,
      entry.flag,
    ]),
  },
};

export const onePageInputs = {
  profitLastYear: quarterToDate.profitLastYear,
};
