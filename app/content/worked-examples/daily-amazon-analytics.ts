import { formatPercent, formatUsdWhole, signedPercent } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import type { SampleScreenSection } from "./sections";

/** /features/daily-amazon-analytics: yesterday against the same weekday a week earlier. */

const yesterday = { sales: 3_412, units: 141, adSpend: 396, netProfit: 655 };
const weekEarlier = { sales: 3_275, units: 138 };
const unitChange = yesterday.units - weekEarlier.units;

export const dailyScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "Tuesday morning, yesterday's numbers",
  intro:
    "The first screen after login and the body of the morning email: yesterday against the same weekday a week earlier.",
  screen: "Daily · Monday, May 18, 2026 · vs Monday, May 11",
  metrics: [
    {
      label: "Ordered sales",
      value: formatUsdWhole(yesterday.sales),
      detail: `${signedPercent(kpi("sales-growth-rate", { currentSales: yesterday.sales, previousSales: weekEarlier.sales }))} vs last Monday`,
    },
    { label: "Units", value: String(yesterday.units), detail: `${unitChange >= 0 ? "+" : ""}${unitChange} units` },
    {
      label: "Ad spend",
      value: formatUsdWhole(yesterday.adSpend),
      detail: `TACoS ${formatPercent(kpi("tacos", { adSpend: yesterday.adSpend, totalSales: yesterday.sales }))}`,
    },
    {
      label: "Estimated profit",
      value: formatUsdWhole(yesterday.netProfit),
      detail: `estimated, ${formatPercent(percentOf(yesterday.netProfit, yesterday.sales))}`,
    },
  ],
  table: {
    columns: ["Alert", "Product", "What changed"],
    rows: [
      ["Ad spend", "Silicone lid set (6)", "Spend $118 vs $41; ad sales flat"],
      ["Profit", "Bamboo cutting board, L", "Estimated profit -$24 vs $71; 6 refunds vs 0"],
      ["Stock", "Spice jar labels", "11 days of supply left"],
    ],
  },
};
