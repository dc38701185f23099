import { formatNumber, formatPercent, formatUsdWhole } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import type { SampleScreenSection } from "./sections";

/** /features/products-feed: a saved view of the products under a 15% net margin. */

const accountSales30Days = 84_900;
const accountProducts = 62;
const products = [
  {
    product: "Bamboo cutting board, L",
    units: 410,
    price: 12.99,
    profitPerUnit: 1.66,
    landedCost: 4.05,
    adSpend: 490,
    daysOfSupply: 64,
  },
  {
    product: "Silicone lid set (6)",
    units: 288,
    price: 9.99,
    profitPerUnit: 0.41,
    landedCost: 3.73,
    adSpend: 503,
    daysOfSupply: 23,
  },
  {
    product: "Peeler set",
    units: 355,
    price: 6.99,
    profitPerUnit: -0.27,
    landedCost: 3,
    adSpend: 521,
    daysOfSupply: 90,
  },
  {
    product: "Spice jar labels",
    units: 512,
    price: 2.99,
    profitPerUnit: 0.29,
    landedCost: 0.5,
    adSpend: 98,
    daysOfSupply: 12,
  },
].map((entry) => {
  const sales = Math.round(entry.units * entry.price);
  const netProfit = Math.round(entry.units * entry.profitPerUnit);
  return {
    ...entry,
    sales,
    netProfit,
    netMargin: kpi("net-profit-margin", { netProfit, netSales: sales }),
    roi: kpi("roi", { netProfit, cogs: entry.units * entry.landedCost }),
    tacos: kpi("tacos", { adSpend: entry.adSpend, totalSales: sales }),
  };
});
const sales = products.reduce((total, entry) => total + entry.sales, 0);
const netProfit = products.reduce((total, entry) => total + entry.netProfit, 0);

export const marginUnder15Screen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "A saved view: 'margin under 15%'",
  intro: "One filter, four products, and the reason each one is on the list visible without opening anything.",
  screen: "Products feed · all marketplaces · last 30 days",
  metrics: [
    { label: "Products in view", value: `${products.length} of ${accountProducts}` },
    {
      label: "Their sales",
      value: formatUsdWhole(sales),
      detail: `${formatPercent(percentOf(sales, accountSales30Days), 0)} of account`,
    },
    {
      label: "Their net profit",
      value: formatUsdWhole(netProfit),
      detail: `${formatPercent(kpi("net-profit-margin", { netProfit, netSales: sales }))} margin`,
    },
  ],
  table: {
    columns: ["Product", "Units", "Sales", "Net margin", "ROI", "TACoS", "Days of supply"],
    rows: products.map((entry) => [
      entry.product,
      formatNumber(entry.units),
      formatUsdWhole(entry.sales),
      formatPercent(entry.netMargin),
      formatPercent(entry.roi, 0),
      formatPercent(entry.tacos),
      String(entry.daysOfSupply),
    ]),
  },
};

/** The account total the share tile divides by, which the screen does not print. */
export const marginUnder15Inputs = { accountSales30Days };
