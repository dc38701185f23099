import { formatPercent, formatUsdWhole } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import type { ExampleSection, SampleScreenSection } from "./sections";

/** /features/smart-tagging: the P&L grouped by the Supplier tag, and why grouped margins are weighted by sales. */

const suppliers = [
  { tag: "Supplier A", products: 14, netSales: 61_200, netProfit: 14_749, landedCost: 12_500, adSpend: 5_998 },
  { tag: "Supplier B", products: 9, netSales: 38_450, netProfit: 4_345, landedCost: 11_141, adSpend: 6_229 },
  { tag: "Supplier C", products: 6, netSales: 12_980, netProfit: 2_414, landedCost: 3_262, adSpend: 1_623 },
  { tag: "Untagged", products: 2, netSales: 1_140, netProfit: 80, landedCost: 364, adSpend: 47 },
].map((entry) => ({
  ...entry,
  netMargin: kpi("net-profit-margin", { netProfit: entry.netProfit, netSales: entry.netSales }),
  roi: kpi("roi", { netProfit: entry.netProfit, cogs: entry.landedCost }),
  adShare: percentOf(entry.adSpend, entry.netSales),
}));
const tagged = suppliers.filter((entry) => entry.tag !== "Untagged");
const best = tagged.reduce((top, entry) => (entry.roi > top.roi ? entry : top));

export const supplierScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The P&L grouped by the Supplier tag",
  intro:
    "Sample data. Each row is the sum of its products; margin, ROI and ad spend share are that row's totals divided, never an average of its products' ratios.",
  screen: "Profit & Loss · grouped by Supplier · Q1 2026",
  metrics: [
    { label: "Suppliers", value: String(tagged.length) },
    {
      label: "Untagged products",
      value: String(suppliers.find((entry) => entry.tag === "Untagged")?.products ?? 0),
      detail: "shown as their own row",
    },
    { label: "Best ROI", value: best.tag, detail: formatPercent(best.roi, 0) },
  ],
  table: {
    columns: ["Supplier", "Products", "Net sales", "Net profit", "Landed cost", "Net margin", "ROI", "Ad spend share"],
    rows: suppliers.map((entry) => [
      entry.tag,
      String(entry.products),
      formatUsdWhole(entry.netSales),
      formatUsdWhole(entry.netProfit),
      formatUsdWhole(entry.landedCost),
      formatPercent(entry.netMargin),
      formatPercent(entry.roi, 0),
      formatPercent(entry.adShare),
    ]),
  },
};

const pair = [
  { sales: 30_000, profit: 3_000 },
  { sales: 2_000, profit: 1_200 },
].map((entry) => ({ ...entry, margin: percentOf(entry.profit, entry.sales) }));
const tagSales = pair.reduce((total, entry) => total + entry.sales, 0);
const tagProfit = pair.reduce((total, entry) => total + entry.profit, 0);
const tagMargin = kpi("net-profit-margin", { netProfit: tagProfit, netSales: tagSales });

export const weightedMarginExample: ExampleSection = {
  kind: "example",
  heading: "Why grouped margins are weighted by sales",
  intro: "Two hypothetical products under one supplier tag.",
  lines: [
    ...pair.map((entry, index) => ({
      label: `Product ${index + 1}: ${formatUsdWhole(entry.sales)} sales, ${formatUsdWhole(entry.profit)} profit`,
      value: `${formatPercent(entry.margin)} margin`,
    })),
    {
      label: "Simple average of the two margins",
      value: `${formatPercent(pair.reduce((total, entry) => total + entry.margin, 0) / pair.length)} (misleading)`,
    },
    {
      label: `Tag total: ${formatUsdWhole(tagProfit)} profit / ${formatUsdWhole(tagSales)} sales`,
      value: formatPercent(tagMargin),
    },
  ],
  result: { label: "Margin shown for the tag", value: formatPercent(tagMargin) },
  note: "The same rule applies to [net profit margin](/amazon-kpi/profit-and-margin/net-profit-margin), [TACoS](/amazon-kpi/advertising/tacos) and every other ratio: totals first, then divide.",
};
