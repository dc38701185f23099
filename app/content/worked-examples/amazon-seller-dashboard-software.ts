import { formatPercent, formatUsdWhole, signedPercent } from "~/lib/format";
import { campaignTable, measureCampaigns } from "./advertising";
import { minusUsdWhole, percentOf } from "./display";
import { kpi } from "./kpi";
import type { ExampleSection, SampleScreenSection } from "./sections";

/** /amazon-seller-dashboard-software: the owner's month in six lines, and a PPC manager's filtered view. */

const october = {
  grossSales: 84_300,
  refunds: 1_690,
  amazonFees: 27_820,
  cogs: 21_075,
  advertising: 9_270,
  overheads: 4_500,
};
const netProfit =
  october.grossSales - october.refunds - october.amazonFees - october.cogs - october.advertising - october.overheads;
const beforeAdsAndOverheads = october.grossSales - october.refunds - october.amazonFees - october.cogs;

export const ownersMonthExample: ExampleSection = {
  kind: "example",
  heading: "The owner's month in six lines",
  intro:
    "How the owner's tiles are derived for a hypothetical two-brand seller's October on Amazon.com. Every figure on the owner's dashboard comes from these lines.",
  lines: [
    { label: "Gross sales", value: formatUsdWhole(october.grossSales) },
    { label: "Refunds", value: minusUsdWhole(october.refunds) },
    { label: "Amazon fees of every type", value: minusUsdWhole(october.amazonFees) },
    { label: "Cost of goods sold", value: minusUsdWhole(october.cogs) },
    { label: "Advertising", value: minusUsdWhole(october.advertising) },
    { label: "Overheads you entered (software, freelancer)", value: minusUsdWhole(october.overheads) },
  ],
  result: {
    label: `Net profit (${formatPercent(percentOf(netProfit, october.grossSales))} of gross sales)`,
    value: formatUsdWhole(netProfit),
  },
  note: `The same six lines feed the other owner tiles: TACoS is ${formatUsdWhole(october.advertising)} / ${formatUsdWhole(october.grossSales)} = ${formatPercent(kpi("tacos", { adSpend: october.advertising, totalSales: october.grossSales }))}, and Amazon fees take ${formatPercent(percentOf(october.amazonFees, october.grossSales))} of sales. A PPC manager's view starts from the advertising line and the margin before it (${formatUsdWhole(beforeAdsAndOverheads)} before ads and overheads, ${formatPercent(percentOf(beforeAdsAndOverheads, october.grossSales))} of gross sales), which is why the same month looks different, but never contradictory, from each seat.`,
};

/**
 * A PPC manager's view of one brand: each campaign's spend and attributed sales, and the break-even ACoS of the
 * products it advertises (their profit before ads over price).
 */
const ppcView = {
  brandSales: 22_286,
  priorWeekSpend: 2_010,
  campaigns: [
    { name: "SP · Exact · core terms", spend: 812, adSales: 4_296, breakEvenAcos: 37.2 },
    { name: "SP · Auto · discovery", spend: 466, adSales: 1_123, breakEvenAcos: 37.2 },
    { name: "SB · Video · brand", spend: 530, adSales: 2_409, breakEvenAcos: 35.8 },
    { name: "SD · Retargeting", spend: 376, adSales: 1_441, breakEvenAcos: 37.2 },
  ],
};
const measured = measureCampaigns(ppcView.campaigns);

export const ppcFilteredViewScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "A PPC manager's filtered view",
  intro: "Sample data in a demo account, filtered to one brand and two marketplaces.",
  screen: "Dashboard · filtered · Brand: Northfield · US + CA",
  metrics: [
    {
      label: "Ad spend, 7 days",
      value: formatUsdWhole(measured.spend),
      detail: `${signedPercent(percentOf(measured.spend - ppcView.priorWeekSpend, ppcView.priorWeekSpend))} vs prior 7 days`,
    },
    {
      label: "ACoS",
      value: formatPercent(measured.acos),
      detail: `break-even ${formatPercent(measured.breakEvenAcos)} (weighted)`,
    },
    { label: "Profit after ads", value: formatUsdWhole(measured.profitAfterAds), detail: "on ad-attributed sales" },
    {
      label: "TACoS",
      value: formatPercent(kpi("tacos", { adSpend: measured.spend, totalSales: ppcView.brandSales })),
      detail: `sponsored share ${formatPercent(kpi("sponsored-sales-share", { adSales: measured.adSales, totalSales: ppcView.brandSales }), 0)}`,
    },
  ],
  table: campaignTable(measured),
};

/** Hidden inputs a reader cannot see on the screen, for the test. */
export const ppcFilteredViewInputs = { brandSales: ppcView.brandSales, priorWeekSpend: ppcView.priorWeekSpend };
