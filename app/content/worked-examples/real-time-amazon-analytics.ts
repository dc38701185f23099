import { FEES_2026_SOURCE } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole } from "~/lib/format";
import { minusUsd, percentOf } from "./display";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics, type ExampleProduct } from "./unit-economics";

/** /real-time-amazon-analytics: profit so far today, and the today view of a busy day, product by product. */

const litterMat: ExampleProduct = {
  lengthIn: 12,
  widthIn: 8,
  heightIn: 5,
  weightLb: 2,
  categoryId: "pet-supplies",
  landedCost: 6.2,
};
/** Tuesday, September 15, 2026, 2 pm Pacific. */
const soFar = { price: 24.99, date: "2026-09-15", units: 85, adSpend: 96 };
const unit = unitEconomics(litterMat, { price: soFar.price, date: soFar.date });

const sales = times(soFar.units, soFar.price);
const referral = times(soFar.units, unit.fees.referral);
const fulfillmentPerUnit = sumMoney([unit.fees.fulfillment, unit.fees.fuelSurcharge]);
const fulfillment = times(soFar.units, fulfillmentPerUnit);
const landed = times(soFar.units, unit.landedCost);
const profit = sumMoney([sales, -referral, -fulfillment, -landed, -soFar.adSpend]);

export const profitSoFarExample: ExampleSection = {
  kind: "example",
  heading: "Profit so far today, and how firm each part is",
  intro: `A hypothetical cat-litter mat: 12 x 8 x 5 in (${formatNumber(unit.dimensionalWeightLb, 2)} lb dimensional weight, ${unit.sizeTierLabel.toLowerCase()} 3-20 lb), ${formatUsd(soFar.price)} in Pet Supplies, landed cost ${formatUsd(litterMat.landedCost)}. By 2 pm Pacific on Tuesday, September 15, 2026 it has sold ${soFar.units} units.`,
  lines: [
    { label: `Ordered sales so far (${soFar.units} x ${formatUsd(soFar.price)}) · firm`, value: formatUsd(sales) },
    { label: `Referral fees, 15% of ${formatUsd(soFar.price)} · estimated`, value: minusUsd(referral) },
    {
      label: `Fulfillment fee ${formatUsd(unit.fees.fulfillment)} plus 3.5% surcharge, per unit ${formatUsd(fulfillmentPerUnit)} · estimated`,
      value: minusUsd(fulfillment),
    },
    { label: `Landed cost, ${formatUsd(unit.landedCost)} a unit · your figure`, value: minusUsd(landed) },
    { label: "Ad spend reported so far · provisional", value: minusUsd(soFar.adSpend) },
  ],
  result: {
    label: `Profit so far today (${formatPercent(percentOf(profit, sales))} of sales), before storage, inbound placement and returns fees`,
    value: formatUsd(profit),
  },
  note: `Sales will only change if orders are cancelled. The two fee lines are estimates that will be replaced by the amounts Amazon posts, normally within days. ${FEES_2026_SOURCE} Ad spend and the ad sales credited to it keep moving for days. {fact:adAttribution} Storage, inbound placement and any returns processing fee arrive later, on the dates Amazon charges them.`,
};

/**
 * The today view of an imaginary pet-supplies account at 2:05 pm Pacific, product by product; the cat-litter mat
 * row is the worked example above. Daily Amazon Analytics compares a day with the same weekday last week
 * (app/product/features.ts), so the tiles set today so far beside last Tuesday's whole day: there is no
 * same-time-of-day comparison in the product, and no hourly table.
 */
const otherProductCount = 21;
const day = {
  adSpendSoFar: 412,
  lastTuesday: { sales: 13_410, adSpend: 655 },
  cancelledOrders: 4,
  products: [
    { product: "Cat-litter mat", units: soFar.units, sales, profit },
    { product: "Stainless bowl set (2)", units: 64, sales: times(64, 21.99), profit: 302 },
    { product: "Dog waste bags, 360", units: 118, sales: times(118, 12.99), profit: 261 },
    { product: "Cat scratching post", units: 27, sales: times(27, 34.99), profit: 176 },
    { product: `${otherProductCount} other products`, units: 140, sales: 1_833, profit: 396 },
  ].map((entry) => ({ ...entry, sales: Math.round(entry.sales), profit: Math.round(entry.profit) })),
};
const total = (key: "units" | "sales" | "profit") => day.products.reduce((sum, entry) => sum + entry[key], 0);

export const todayScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The today view during a busy day",
  intro:
    "A sample pet-supplies account with made-up figures; the labels are the ones the screen uses. Today so far is set beside the same weekday last week, whose figures are for the whole day.",
  screen: "Today · Amazon.com · updated 2:05 pm PT",
  metrics: [
    {
      label: "Sales so far",
      value: formatUsdWhole(total("sales")),
      detail: `last Tuesday, whole day: ${formatUsdWhole(day.lastTuesday.sales)}`,
    },
    { label: "Profit so far", value: formatUsdWhole(total("profit")), detail: "fees estimated" },
    {
      label: "Ad spend so far",
      value: formatUsdWhole(day.adSpendSoFar),
      detail: `last Tuesday, whole day: ${formatUsdWhole(day.lastTuesday.adSpend)}`,
    },
    { label: "Units", value: formatNumber(total("units")), detail: `${day.cancelledOrders} orders cancelled` },
  ],
  table: {
    columns: ["Product", "Units", "Sales", "Est. profit"],
    rows: day.products.map((entry) => [
      entry.product,
      formatNumber(entry.units),
      formatUsdWhole(entry.sales),
      formatUsdWhole(entry.profit),
    ]),
  },
};
