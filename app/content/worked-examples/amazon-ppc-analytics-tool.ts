import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import {
  formatFixed,
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdFixed,
  formatUsdWhole,
  signedUsdWhole,
} from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import { boxedGarlicPress, siliconeLidSet } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/**
 * /amazon-ppc-analytics-tool: is one exact-match campaign profitable, where is its bid ceiling, and four targets
 * measured against their products' margins. The loss at a higher CPC used to be typed as "$100"; it is computed
 * now (issue 19, item 1).
 */

const sale = { date: "2026-09-15", monthsInStorage: 2 };
const press = unitEconomics(boxedGarlicPress, { price: boxedGarlicPress.price, ...sale });
const lidSet = unitEconomics(siliconeLidSet, { price: siliconeLidSet.price, ...sale });

const campaign = { clicks: 2_000, cpc: 1.1, orders: 210, higherCpc: 1.25 };
const spend = times(campaign.clicks, campaign.cpc);
const conversionPercent = kpi("ad-conversion-rate", { adOrders: campaign.orders, clicks: campaign.clicks });
const adSales = times(campaign.orders, press.price);
const profitBeforeAds = times(campaign.orders, press.profitBeforeAds);
const profitAfterAds = sumMoney([profitBeforeAds, -spend]);
/** The highest CPC at which the attributed orders still pay for the clicks: profit before ads x conversion rate. */
const maxCpc = (press.profitBeforeAds * conversionPercent) / 100;
/** The bid ceiling in whole cents: rounded down, never up, so bidding it never costs more than the orders earn. */
const bidCeiling = Math.floor(maxCpc * 100 + 1e-6) / 100;
const resultAtHigherCpc = sumMoney([profitBeforeAds, -times(campaign.clicks, campaign.higherCpc)]);

export const ppcCampaignExample: ExampleSection = {
  kind: "example",
  heading: "Is this campaign profitable? Break-even ACoS and the bid ceiling",
  intro: `A hypothetical exact-match campaign for a ${formatUsd(press.price)} ${boxedGarlicPress.name} over 30 days. Before advertising, each unit earns ${formatUsd(press.profitBeforeAds)} after the 15% referral fee, the 2026 fulfillment fee with surcharge (${formatUsd(sumMoney([press.fees.fulfillment, press.fees.fuelSurcharge]))}), storage and placement (${formatUsd(sumMoney([press.fees.storage, press.fees.placement]))}) and a ${formatUsd(press.landedCost)} landed cost.`,
  lines: [
    {
      label: `Clicks x cost per click (${formatNumber(campaign.clicks)} x ${formatUsd(campaign.cpc)})`,
      value: `${formatUsd(spend)} spend`,
    },
    { label: `Orders at a ${formatPercent(conversionPercent)} conversion rate`, value: formatNumber(campaign.orders) },
    { label: `Ad sales (${campaign.orders} x ${formatUsd(press.price)})`, value: formatUsd(adSales) },
    {
      label: `ACoS = ${formatFixed(campaign.cpc, 2)} / (${formatNumber(conversionPercent / 100, 3)} x ${formatNumber(press.price)})`,
      value: formatPercent(kpi("acos", { adSpend: spend, adSales })),
    },
    {
      label: `Break-even ACoS = ${formatUsd(press.profitBeforeAds)} / ${formatUsd(press.price)}`,
      value: formatPercent(press.breakEvenAcosPercent),
    },
    {
      label: `Profit before ads on the ${campaign.orders} units (${campaign.orders} x ${formatUsd(press.profitBeforeAds)})`,
      value: formatUsd(profitBeforeAds),
    },
  ],
  result: { label: "Profit after ad spend", value: formatUsd(profitAfterAds) },
  note: `The highest cost per click this campaign can pay without losing money is ${formatUsd(press.profitBeforeAds)} x ${formatPercent(conversionPercent)} = ${formatUsdFixed(maxCpc, 3)}, so ${formatUsd(bidCeiling)} at most in whole cents. At a CPC of ${formatUsd(campaign.higherCpc)} the same ${formatNumber(campaign.clicks)} clicks cost ${formatUsd(times(campaign.clicks, campaign.higherCpc))} against ${formatUsd(profitBeforeAds)} of profit before ads: a loss of ${formatUsd(-resultAtHigherCpc)}. The example counts only attributed orders; any organic lift from the extra sales velocity is a bonus, which is why TACoS is watched alongside it. ${FEES_2026_SOURCE_WITH_PLACEMENT} A higher placement fee would lower the ceiling, so keep bids a little under it.`,
};

/** Four Sponsored Products targets of a demo account, each measured against its product's own margin. */
const targetsView = {
  totalSalesOfTheseProducts: 52_400,
  priorProfitAfterAds: -791,
  targets: [
    { target: "garlic crusher", unit: press, clicks: 860, cpc: 0.84, orders: 105 },
    {
      target: "garlic press stainless",
      unit: press,
      clicks: campaign.clicks,
      cpc: campaign.cpc,
      orders: campaign.orders,
    },
    { target: "kitchen gadgets gift", unit: press, clicks: 1_140, cpc: 0.95, orders: 47 },
    { target: "lid set silicone", unit: lidSet, clicks: 1_310, cpc: 1.02, orders: 128 },
  ],
};
const targets = targetsView.targets.map((entry) => {
  const targetSpend = times(entry.clicks, entry.cpc);
  const targetAdSales = times(entry.orders, entry.unit.price);
  const targetProfitBeforeAds = times(entry.orders, entry.unit.profitBeforeAds);
  return {
    ...entry,
    spend: targetSpend,
    adSales: targetAdSales,
    profitBeforeAds: targetProfitBeforeAds,
    profitAfterAds: Math.round(targetProfitBeforeAds - targetSpend),
  };
});
const total = (key: "clicks" | "spend" | "adSales" | "profitBeforeAds" | "profitAfterAds") =>
  targets.reduce((sum, entry) => sum + entry[key], 0);

export const ppcTargetsScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "Targets measured against margin",
  intro:
    "Sample data only: four of a demo account's Sponsored Products targets, two that pay and two that do not. The second row is the campaign worked through above.",
  screen: "PPC analytics · Sponsored Products · these four targets · last 30 days",
  metrics: [
    {
      label: "Spend",
      value: formatUsdWhole(total("spend")),
      detail: `CPC ${formatUsd(kpi("cpc", { adSpend: total("spend"), clicks: total("clicks") }))}`,
    },
    {
      label: "ACoS",
      value: formatPercent(kpi("acos", { adSpend: total("spend"), adSales: total("adSales") })),
      detail: `break-even ${formatPercent(percentOf(total("profitBeforeAds"), total("adSales")))} (weighted)`,
    },
    {
      label: "Profit after ads",
      value: formatUsdWhole(total("profitAfterAds")),
      detail: `${signedUsdWhole(total("profitAfterAds") - targetsView.priorProfitAfterAds)} vs prior 30 days`,
    },
    {
      label: "TACoS",
      value: formatPercent(
        kpi("tacos", { adSpend: total("spend"), totalSales: targetsView.totalSalesOfTheseProducts }),
      ),
      detail: "of these products' total sales",
    },
  ],
  table: {
    columns: ["Target", "Clicks", "CPC", "Orders", "Conv.", "ACoS", "Break-even", "Profit after ads"],
    rows: targets.map((entry) => [
      entry.target,
      formatNumber(entry.clicks),
      formatUsd(entry.cpc),
      formatNumber(entry.orders),
      formatPercent(kpi("ad-conversion-rate", { adOrders: entry.orders, clicks: entry.clicks })),
      formatPercent(kpi("acos", { adSpend: entry.spend, adSales: entry.adSales })),
      formatPercent(entry.unit.breakEvenAcosPercent),
      formatUsdWhole(entry.profitAfterAds),
    ]),
  },
};

/** The product prices and profits behind the screen, which its rows do not print, for the test. */
export const ppcTargetsInputs = {
  totalSalesOfTheseProducts: targetsView.totalSalesOfTheseProducts,
  targets: targets.map((entry) => ({
    target: entry.target,
    price: entry.unit.price,
    profitBeforeAds: entry.unit.profitBeforeAds,
  })),
};
