import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedPercent, signedPoints } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import { yogaMat } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/**
 * /who-we-serve/brand-managers: a price cut that wins sales and loses money, one search query's funnel, and the
 * brand view by product line. The line screen used to print net margins above what break-even ACoS minus TACoS
 * allows (issue 19, item 3); each line's margin is its pre-ad profit less its ad spend.
 */

const sessions = 4_000;
const arms = [
  { price: yogaMat.price, unitSessionPercent: 12 },
  { price: 27.99, unitSessionPercent: 14 },
].map((arm) => {
  const unit = unitEconomics(yogaMat, { price: arm.price, date: "2026-06-15" });
  const units = Math.round((sessions * arm.unitSessionPercent) / 100);
  const profit = times(units, unit.profitBeforeAds);
  return { ...arm, unit, units, profit, revenue: times(units, arm.price), profitPerSession: profit / sessions };
});
const [higher, lower] = arms as [(typeof arms)[number], (typeof arms)[number]];
/** The conversion the lower price needed to earn what the higher price earned. */
const conversionToMatch = percentOf(higher.profit / lower.unit.profitBeforeAds, sessions);

export const priceCutExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 1: a price cut that wins sales and loses money",
  intro: `A hypothetical yoga mat in Sports & Outdoors (14 x 6 x 6 in, ${formatNumber(yogaMat.weightLb)} lb packed, so billed on its ${formatNumber(higher.unit.dimensionalWeightLb, 2)} lb dimensional weight, rounded up to ${formatNumber(higher.unit.shippingWeightLb)} lb, as ${higher.unit.sizeTierLabel.toLowerCase()}; June 2026 rates), product and freight ${formatUsd(yogaMat.landedCost)} a unit. Four weeks at ${formatUsd(higher.price)} against four weeks at ${formatUsd(lower.price)}, about ${formatNumber(sessions)} sessions in each period, no ads changed. ${FEES_2026_SOURCE_WITH_PLACEMENT}`,
  lines: [
    {
      label: `At ${formatUsd(higher.price)}: unit session percentage ${higher.unitSessionPercent}%`,
      value: `${formatNumber(higher.units)} units`,
    },
    {
      label: `Amazon fees per unit at ${formatUsd(higher.price)} (referral ${formatUsd(higher.unit.fees.referral)}, fulfillment ${formatUsd(higher.unit.fees.fulfillment)}, fuel ${formatUsd(higher.unit.fees.fuelSurcharge)}, storage and placement ${formatUsd(sumMoney([higher.unit.fees.storage, higher.unit.fees.placement]))})`,
      value: formatUsd(higher.unit.fees.total),
    },
    {
      label: `Profit per unit at ${formatUsd(higher.price)}`,
      value: `${formatUsd(higher.unit.profitBeforeAds)}, so ${formatUsd(higher.profit)} in total`,
    },
    {
      label: `At ${formatUsd(lower.price)}: unit session percentage ${lower.unitSessionPercent}%`,
      value: `${formatNumber(lower.units)} units`,
    },
    {
      label: `Profit per unit at ${formatUsd(lower.price)} (referral falls to ${formatUsd(lower.unit.fees.referral)}, everything else stays)`,
      value: `${formatUsd(lower.unit.profitBeforeAds)}, so ${formatUsd(lower.profit)} in total`,
    },
    {
      label: "Revenue change",
      value: `${signedPercent(kpi("sales-growth-rate", { currentSales: lower.revenue, previousSales: higher.revenue }))} (${formatUsdWhole(higher.revenue)} to ${formatUsdWhole(lower.revenue)})`,
    },
  ],
  result: {
    label: "Profit per session",
    value: `${formatUsd(higher.profitPerSession)} at ${formatUsd(higher.price)} against ${formatUsd(lower.profitPerSession)} at ${formatUsd(lower.price)}: keep the higher price`,
  },
  note: `The cheaper price sold ${lower.units - higher.units} more units and still earned ${formatUsdWhole(higher.profit - lower.profit)} less. A two-point rise in conversion was not enough; at ${formatUsd(lower.price)} it would have needed about ${formatPercent(conversionToMatch)} to match. This is the before-and-after comparison the [A/B testing feature](/features/ab-testing) runs for a price, title or image change.`,
};

/** One week of one query, brand counts against all brands. */
const funnel = [
  { step: "Impressions", brand: 266_400, total: 1_480_000, share: "impression share" },
  { step: "Clicks", brand: 3_690, total: 41_000, share: "click share" },
  { step: "Cart adds", brand: 620, total: 6_200, share: "cart-add share" },
  { step: "Purchases", brand: 253, total: 2_300, share: "purchase share" },
].map((entry) => ({ ...entry, percent: percentOf(entry.brand, entry.total) }));
const [, clicks, , purchases] = funnel as [
  (typeof funnel)[number],
  (typeof funnel)[number],
  (typeof funnel)[number],
  (typeof funnel)[number],
];
const purchaseToClick = kpi("purchase-to-click-share-ratio", {
  purchaseShare: purchases.percent,
  clickShare: clicks.percent,
});
const targetClickShare = 12;
const purchaseShareAtTarget = targetClickShare * purchaseToClick;
const extraOrders = Math.round((purchaseShareAtTarget / 100) * purchases.total - purchases.brand);

export const queryFunnelExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 2: reading one search query's funnel",
  intro:
    "One week of Search Query Performance data for a single hypothetical query, brand counts against the total for all brands. SQP is a Brand Analytics report in Seller Central; {brand} will read it once the SQP Keyword Optimizer ships ({fact:comingSoon}).",
  lines: [
    ...funnel.map((entry) => ({
      label: `${entry.step}: ${formatNumber(entry.brand)} of ${formatNumber(entry.total)}`,
      value: `${formatPercent(entry.percent)} ${entry.share}`,
    })),
    { label: "Purchase share ÷ click share", value: formatNumber(purchaseToClick, 2) },
  ],
  result: { label: "Where the brand leaks", value: "Between impression and click, not after it" },
  note: `A [purchase-to-click share ratio](/amazon-kpi/search-query-performance/purchase-to-click-share-ratio) above 1 means shoppers who reach the listing buy it more readily than the average competitor's. The problem is the search result: main image, price shown, review count, title. If click share rose to ${targetClickShare}% and the ratio held, purchase share would be about ${formatPercent(purchaseShareAtTarget)}, around ${extraOrders} more orders that week; the ratio may not hold, which is what the follow-up test is for. Today you read these four steps query by query in the Search Query Performance report; the [SQP keyword optimizer](/features/sqp-keyword-optimizer), which is coming soon and not available yet, is being built to lay them out for every query at once.`,
};

/**
 * The brand view. Break-even ACoS is each line's profit before ads over its revenue; net margin takes off the
 * line's ad spend. (Other expenses are assigned to the account, a brand or a tag, not spread over lines by revenue.)
 */
const lines = [
  { line: "Mats", revenue: 96_300, adSpend: 10_140, breakEvenAcos: 27.1 },
  { line: "Blocks and straps", revenue: 54_900, adSpend: 6_920, breakEvenAcos: 31.8 },
  { line: "Bags", revenue: 41_650, adSpend: 5_870, breakEvenAcos: 24.5 },
  { line: "New: cork range", revenue: 19_630, adSpend: 2_140, breakEvenAcos: 29 },
];
const priorRevenue = 200_265;
const priorTacos = 12.4;
const totalRevenue = lines.reduce((total, entry) => total + entry.revenue, 0);
const lineRows = lines.map((entry) => {
  const netProfit = (entry.revenue * entry.breakEvenAcos) / 100 - entry.adSpend;
  return {
    ...entry,
    tacos: kpi("tacos", { adSpend: entry.adSpend, totalSales: entry.revenue }),
    netProfit,
    netMargin: kpi("net-profit-margin", { netProfit, netSales: entry.revenue }),
  };
});
const totalAdSpend = lineRows.reduce((total, entry) => total + entry.adSpend, 0);
const totalNetProfit = Math.round(lineRows.reduce((total, entry) => total + entry.netProfit, 0));
const brandTacos = kpi("tacos", { adSpend: totalAdSpend, totalSales: totalRevenue });

export const brandLinesScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The brand view, by product line",
  intro: `Products tagged by line roll up into one P&L per line. The figures below are sample data, not a customer's; net margin is each line's profit before ads, less its ad spend.`,
  screen: "P&L by product line · last 30 days",
  metrics: [
    {
      label: "Revenue",
      value: formatUsdWhole(totalRevenue),
      detail: `${signedPercent(kpi("sales-growth-rate", { currentSales: totalRevenue, previousSales: priorRevenue }))} vs prior 30 days`,
    },
    {
      label: "Net profit",
      value: formatUsdWhole(totalNetProfit),
      detail: `${formatPercent(kpi("net-profit-margin", { netProfit: totalNetProfit, netSales: totalRevenue }))} margin`,
    },
    { label: "TACoS", value: formatPercent(brandTacos), detail: signedPoints(brandTacos - priorTacos) },
  ],
  table: {
    columns: ["Line", "Revenue", "Ad spend", "Break-even ACoS", "TACoS", "Net margin"],
    rows: lineRows.map((entry) => [
      entry.line,
      formatUsdWhole(entry.revenue),
      formatUsdWhole(entry.adSpend),
      formatPercent(entry.breakEvenAcos),
      formatPercent(entry.tacos),
      formatPercent(entry.netMargin),
    ]),
  },
};
