import { formatNumber, formatPercent, formatUsdWhole } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import { siliconeLidSet } from "./products";
import type { SampleScreenSection } from "./sections";
import { unitEconomics, type ExampleProduct } from "./unit-economics";

/**
 * /features/products-feed: a filtered view of the products under a 15% net margin. Each row is a hypothetical FBA
 * product on Amazon.com whose fees come from the 2026 US rate card through the fee engine (referral, fulfillment,
 * fuel surcharge, one month of storage, minimal inbound placement), so every row is a product that could exist.
 */

const saleDate = "2026-05-15";
const accountSales30Days = 84_900;
const accountProducts = 62;
const homeKitchen = (spec: Omit<ExampleProduct, "categoryId">): ExampleProduct => ({
  ...spec,
  categoryId: "home-kitchen",
});
const products = [
  {
    product: "Bamboo cutting board, L",
    spec: homeKitchen({ lengthIn: 18, widthIn: 12, heightIn: 0.75, weightLb: 2.5, landedCost: 6.2 }),
    price: 19.99,
    units: 410,
    adSpend: 490,
    daysOfSupply: 64,
  },
  {
    product: "Silicone lid set (6)",
    spec: siliconeLidSet,
    price: siliconeLidSet.price,
    units: 288,
    adSpend: 650,
    daysOfSupply: 23,
  },
  {
    product: "Peeler set",
    spec: homeKitchen({ lengthIn: 8, widthIn: 3, heightIn: 1, weightLb: 0.3, landedCost: 3.2 }),
    price: 12.49,
    units: 355,
    adSpend: 1_102,
    daysOfSupply: 90,
  },
  {
    product: "Spice jar labels",
    spec: homeKitchen({ lengthIn: 6, widthIn: 4, heightIn: 1.5, weightLb: 0.5, landedCost: 0.8 }),
    price: 6.99,
    units: 512,
    adSpend: 307,
    daysOfSupply: 12,
  },
].map((entry) => {
  const unit = unitEconomics(entry.spec, { price: entry.price, date: saleDate });
  const sales = Math.round(entry.units * entry.price);
  const netProfit = Math.round(entry.units * unit.profitBeforeAds - entry.adSpend);
  return {
    ...entry,
    unit,
    sales,
    netProfit,
    netMargin: kpi("net-profit-margin", { netProfit, netSales: sales }),
    roi: kpi("roi", { netProfit, cogs: entry.units * unit.landedCost }),
    tacos: kpi("tacos", { adSpend: entry.adSpend, totalSales: sales }),
  };
});
const sales = products.reduce((total, entry) => total + entry.sales, 0);
const netProfit = products.reduce((total, entry) => total + entry.netProfit, 0);

export const marginUnder15Screen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "A filtered view: 'margin under 15%'",
  intro: "One filter, four products, and the reason each one is on the list visible without opening anything.",
  screen: "Products feed · Amazon.com · last 30 days",
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

/** The account total the share tile divides by, which the screen does not print, and each row's unit economics. */
export const marginUnder15Inputs = {
  accountSales30Days,
  rows: products.map(({ product, units, adSpend, unit }) => ({ product, units, adSpend, unit })),
};
