import { formatPercent, formatUsdWhole, signedPercent, signedPoints } from "~/lib/format";
import { siliconeLidSet } from "~/product/samples";
import { percentOf } from "./display";

/**
 * The hero dashboard illustration (components/dashboard-preview.tsx): every tile follows from the rows, and
 * every change from the day a week earlier. Kept free of the fee engine and the KPI library because the home
 * page ships this module to the browser; the arithmetic is the KPI formulas' own (sum, then divide).
 */

/**
 * The silicone lid set is a sample product (product/samples.ts), so its row follows from the sample's price: sales
 * are units x price, profit is units x profit per unit before ads less the day's ad spend on it. The profit per unit
 * before ads (price less the 2026 US referral, fulfillment, fuel surcharge, a month's storage, placement and the
 * landed cost) is typed here to keep the fee engine out of the browser; the test recomputes it with the engine.
 */
export const lidSetInputs = { units: 131, profitBeforeAdsPerUnit: 4.74, adSpend: 150 };

const today = {
  adSpend: 1_173,
  products: [
    { sku: "Bamboo cutting board, L", units: 184, sales: 3_678, profit: 1_012 },
    {
      sku: "Silicone lid set (6)",
      units: lidSetInputs.units,
      sales: Math.round(lidSetInputs.units * siliconeLidSet.price),
      profit: Math.round(lidSetInputs.units * lidSetInputs.profitBeforeAdsPerUnit - lidSetInputs.adSpend),
    },
    { sku: "Glass meal-prep box", units: 97, sales: 2_424, profit: 388 },
    { sku: "Other products", units: 156, sales: 3_497, profit: 902 },
  ],
};
const weekEarlier = { sales: 11_534, profit: 2_765, adSpend: 1_223 };

const sales = today.products.reduce((total, entry) => total + entry.sales, 0);
const profit = today.products.reduce((total, entry) => total + entry.profit, 0);
const margin = percentOf(profit, sales);
const tacos = percentOf(today.adSpend, sales);

/** Tiles: `up` is true when the change is good news (a falling TACoS is). */
export const previewTiles = [
  {
    label: "Sales today",
    value: formatUsdWhole(sales),
    delta: signedPercent(percentOf(sales - weekEarlier.sales, weekEarlier.sales)),
    up: sales >= weekEarlier.sales,
  },
  {
    label: "Net profit",
    value: formatUsdWhole(profit),
    delta: signedPercent(percentOf(profit - weekEarlier.profit, weekEarlier.profit)),
    up: profit >= weekEarlier.profit,
  },
  (() => {
    const change = margin - percentOf(weekEarlier.profit, weekEarlier.sales);
    return { label: "Margin", value: formatPercent(margin), delta: signedPoints(change), up: change >= 0 };
  })(),
  (() => {
    const change = tacos - percentOf(weekEarlier.adSpend, weekEarlier.sales);
    return { label: "TACoS", value: formatPercent(tacos), delta: signedPoints(change), up: change <= 0 };
  })(),
];

export const previewRows = today.products.map((entry) => ({
  sku: entry.sku,
  units: entry.units,
  profit: formatUsdWhole(entry.profit),
  margin: formatPercent(percentOf(entry.profit, entry.sales), 0),
}));

/** The rows' sales, which the illustration does not print, for the test. */
export const previewSales = today.products.map((entry) => ({ sku: entry.sku, sales: entry.sales }));
