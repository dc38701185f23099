import { formatNumber, formatPercent, formatUsd, signedPoints } from "~/lib/format";
import { kpi } from "./kpi";
import { homeKitchenItem } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/** /features/ab-testing: a price test where the loser sold more, and a finished main-image test. */

const sessionsPerVariant = 4_200;
const variants = [
  { name: "A", price: 24.99, unitSessionPercent: 12 },
  { name: "B", price: 22.99, unitSessionPercent: 13.5 },
].map((variant) => {
  const unit = unitEconomics(homeKitchenItem, { price: variant.price, date: "2026-05-15" });
  const units = Math.round((sessionsPerVariant * variant.unitSessionPercent) / 100);
  const profit = times(units, unit.profitBeforeAds);
  return { ...variant, unit, units, profit, profitPerSession: profit / sessionsPerVariant };
});
const [a, b] = variants as [(typeof variants)[number], (typeof variants)[number]];

export const priceTestExample: ExampleSection = {
  kind: "example",
  heading: "A price test where the loser sold more",
  intro: `A hypothetical ${formatUsd(a.price)} Home & Kitchen product (10 x 6 x 3 in, ${formatNumber(homeKitchenItem.weightLb)} lb) tested against ${formatUsd(b.price)} in alternating weeks, ${formatNumber(sessionsPerVariant)} sessions per variant. Fees are the 2026 US rates; landed cost ${formatUsd(homeKitchenItem.landedCost)}.`,
  lines: [
    ...variants.map((variant) => ({
      label: `${variant.name} at ${formatUsd(variant.price)}: ${formatPercent(variant.unitSessionPercent)} conversion, ${variant.units} units x ${formatUsd(variant.unit.profitBeforeAds)} profit before ads`,
      value: formatUsd(variant.profit),
    })),
    ...variants.map((variant) => ({
      label: `Profit per session, ${variant.name}: ${formatUsd(variant.profit)} / ${formatNumber(sessionsPerVariant)}`,
      value: formatUsd(variant.profitPerSession),
    })),
  ],
  result: {
    label: "Winner on profit",
    value: `${a.profitPerSession > b.profitPerSession ? "A" : "B"}, despite ${b.units - a.units} fewer units`,
  },
  note: `At ${formatUsd(b.price)} the referral fee falls by ${formatUsd(sumMoney([a.unit.fees.referral, -b.unit.fees.referral]))} but the FBA fulfillment fee stays in the same ${a.unit.priceBandLabel} price band, so almost the whole ${formatUsd(a.price - b.price)} cut comes out of margin. The KPI pages on [unit session percentage](/amazon-kpi/sales-and-traffic/unit-session-percentage) and [profit per unit](/amazon-kpi/profit-and-margin/profit-per-unit) define both measures.`,
};

/** A 28-day main-image test on a garlic press: sessions and units per variant, and the profit each unit earned. */
const imageTest = [
  { variant: "A", sessions: 3_910, units: 438, profitPerUnit: 10.36 },
  { variant: "B", sessions: 3_874, units: 488, profitPerUnit: 10.32 },
].map((entry) => ({
  ...entry,
  conversion: kpi("unit-session-percentage", { unitsOrdered: entry.units, sessions: entry.sessions }),
  profitPerSession: (entry.units * entry.profitPerUnit) / entry.sessions,
}));
const [imageA, imageB] = imageTest as [(typeof imageTest)[number], (typeof imageTest)[number]];

export const imageTestScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "A finished test",
  intro: `Sample data: ${formatNumber(imageA.units)} and ${formatNumber(imageB.units)} units sold at ${formatUsd(imageA.profitPerUnit)} and ${formatUsd(imageB.profitPerUnit)} of profit each.`,
  screen: "A/B test · Garlic press main image · 28 days",
  metrics: [
    {
      label: "Sessions",
      value: `${formatNumber(imageA.sessions)} / ${formatNumber(imageB.sessions)}`,
      detail: "A / B",
    },
    {
      label: "Conversion",
      value: `${formatPercent(imageA.conversion)} / ${formatPercent(imageB.conversion)}`,
      detail: `${signedPoints(imageB.conversion - imageA.conversion)} for B`,
    },
    {
      label: "Profit per session",
      value: `${formatUsd(imageA.profitPerSession)} / ${formatUsd(imageB.profitPerSession)}`,
    },
    { label: "Flags", value: "1", detail: "2 stockout days in A" },
  ],
};
