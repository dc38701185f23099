import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole } from "~/lib/format";
import { sampleDimensions } from "~/product/samples";
import { campaignTable, measureCampaigns } from "./advertising";
import { minusUsd } from "./display";
import { kpi } from "./kpi";
import { homeKitchenItem } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, unitEconomics } from "./unit-economics";

/** /features/ppc-management: where a 35% ACoS leaves one product, the bid ceiling in the prose, and the campaign screen. */

const unit = unitEconomics(homeKitchenItem, { price: homeKitchenItem.price, date: "2026-05-15" });
const acos = 35;
const higherAcos = 45;
const targetMargin = 15;
const conversionPercent = 10;
const adCost = (acosPercent: number) => Math.round(unit.price * acosPercent) / 100;
const breakEven = Math.round(unit.breakEvenAcosPercent * 10) / 10;
const targetAcos = kpi("target-acos", {
  sellingPrice: unit.price,
  productCost: unit.landedCost,
  amazonFees: unit.fees.total,
  otherCosts: 0,
  targetMargin,
});

export const acos35Example: ExampleSection = {
  kind: "example",
  heading: `Where a ${acos}% ACoS leaves one product`,
  intro: `The question every bid decision hides: how much of the price can advertising take before the sale stops paying? A hypothetical ${formatUsd(unit.price)} ${homeKitchenItem.name} (${sampleDimensions(homeKitchenItem)}, ${formatNumber(homeKitchenItem.weightLb)} lb) sold via FBA in May 2026.`,
  lines: [
    { label: "Price", value: formatUsd(unit.price) },
    {
      label: `Amazon fees (referral ${formatUsd(unit.fees.referral)}, fulfillment ${formatUsd(unit.fees.fulfillment)}, fuel surcharge ${formatUsd(unit.fees.fuelSurcharge)}, storage ${formatUsd(unit.fees.storage)}, placement ${formatUsd(unit.fees.placement)})`,
      value: minusUsd(unit.fees.total),
    },
    { label: "Landed cost", value: minusUsd(unit.landedCost) },
    { label: "Profit before ad spend", value: formatUsd(unit.profitBeforeAds) },
    {
      label: `[Break-even ACoS](/amazon-kpi/advertising/break-even-acos): ${formatUsd(unit.profitBeforeAds)} / ${formatUsd(unit.price)}`,
      value: formatPercent(unit.breakEvenAcosPercent),
    },
    {
      label: `Ad cost of one sale at a ${acos}% ACoS: ${acos / 100} x ${formatUsd(unit.price)}`,
      value: minusUsd(adCost(acos)),
    },
  ],
  result: {
    label: "Profit on that ad-attributed sale",
    value: formatUsd(sumMoney([unit.profitBeforeAds, -adCost(acos)])),
  },
  note: `The same campaign at ${higherAcos}% would lose ${formatUsd(-sumMoney([unit.profitBeforeAds, -adCost(higherAcos)]))} on every ad sale. To keep a ${targetMargin}% net margin on ad-attributed units, the [target ACoS](/amazon-kpi/advertising/target-acos) is ${formatPercent(breakEven)} - ${targetMargin}% = ${formatPercent(targetAcos)}. Fees come from the engine behind the free [FBA calculator](/features/amazon-fba-calculator). ${FEES_2026_SOURCE_WITH_PLACEMENT}`,
};

/** The second paragraph of "Formulas behind the screen": its bid ceiling comes from the example above. */
export const bidCeilingParagraph = `Per target and search term the page also shows [CPC](/amazon-kpi/advertising/cpc), [click-through rate](/amazon-kpi/advertising/ctr) and [ad conversion rate](/amazon-kpi/advertising/ad-conversion-rate), because a bid change works through them: the highest CPC a term can afford is break-even ACoS x price x its conversion rate. At ${formatPercent(unit.breakEvenAcosPercent)}, ${formatUsd(unit.price)} and a ${conversionPercent}% conversion rate, that ceiling is about ${formatUsd((unit.breakEvenAcosPercent / 100) * unit.price * (conversionPercent / 100))} a click.`;

/** The campaign screen: spend, attributed sales and the break-even ACoS of the products each campaign advertises. */
const screenData = {
  totalSales: 40_780,
  pendingApprovals: 14,
  campaigns: [
    { name: `${homeKitchenItem.name} · exact`, spend: 1_240, adSales: 5_611, breakEvenAcos: breakEven },
    { name: `${homeKitchenItem.name} · auto`, spend: 1_915, adSales: 4_923, breakEvenAcos: breakEven },
    { name: "Peeler set · broad", spend: 1_102, adSales: 3_206, breakEvenAcos: 24 },
    { name: "Brand defence", spend: 555, adSales: 5_663, breakEvenAcos: 38.2 },
  ],
};
const measured = measureCampaigns(screenData.campaigns);

export const campaignScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The campaign screen",
  intro:
    "Each row joins Amazon Ads data to the advertised product's margin, so the profit column can disagree with the ACoS column, and that disagreement is the point. Profit after ads is ad sales x break-even ACoS, less spend.",
  screen: "PPC · Sponsored Products · last 30 days",
  metrics: [
    {
      label: "Ad spend",
      value: formatUsdWhole(measured.spend),
      detail: `TACoS ${formatPercent(kpi("tacos", { adSpend: measured.spend, totalSales: screenData.totalSales }))}`,
    },
    { label: "Ad sales", value: formatUsdWhole(measured.adSales), detail: `ACoS ${formatPercent(measured.acos)}` },
    { label: "Profit after ads", value: formatUsdWhole(measured.profitAfterAds), detail: "on ad-attributed units" },
    { label: "Pending approval", value: String(screenData.pendingApprovals), detail: "suggested changes" },
  ],
  table: campaignTable(measured),
};

export const campaignScreenInputs = { totalSales: screenData.totalSales };
