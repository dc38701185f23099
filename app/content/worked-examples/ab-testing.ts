import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedPoints } from "~/lib/format";
import { kpi } from "./kpi";
import { homeKitchenItem } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/** /features/ab-testing: a price cut that sold more and earned less, and a main-image change read before and after. */

const sessionsPerPeriod = 4_200;
const periods = [
  { name: "Before", price: 24.99, unitSessionPercent: 12 },
  { name: "After", price: 22.99, unitSessionPercent: 13.5 },
].map((period) => {
  const unit = unitEconomics(homeKitchenItem, { price: period.price, date: "2026-05-15" });
  const units = Math.round((sessionsPerPeriod * period.unitSessionPercent) / 100);
  const profit = times(units, unit.profitBeforeAds);
  return { ...period, unit, units, profit, profitPerSession: profit / sessionsPerPeriod };
});
const [a, b] = periods as [(typeof periods)[number], (typeof periods)[number]];

export const priceTestExample: ExampleSection = {
  kind: "example",
  heading: "A price cut that sold more and earned less",
  intro: `A hypothetical ${formatUsd(a.price)} Home & Kitchen product (10 x 6 x 3 in, ${formatNumber(homeKitchenItem.weightLb)} lb) cut to ${formatUsd(b.price)}, with ${formatNumber(sessionsPerPeriod)} sessions in the four weeks before the change and ${formatNumber(sessionsPerPeriod)} in the four weeks after. Landed cost ${formatUsd(homeKitchenItem.landedCost)}. Ad spend is the same in both periods, so the comparison leaves it out. ${FEES_2026_SOURCE_WITH_PLACEMENT}`,
  lines: [
    ...periods.map((period) => ({
      label: `${period.name} at ${formatUsd(period.price)}: ${formatPercent(period.unitSessionPercent)} conversion, ${period.units} units x ${formatUsd(period.unit.profitBeforeAds)} profit before ads`,
      value: formatUsd(period.profit),
    })),
    ...periods.map((period) => ({
      label: `Profit per session, ${period.name.toLowerCase()}: ${formatUsd(period.profit)} / ${formatNumber(sessionsPerPeriod)}`,
      value: formatUsd(period.profitPerSession),
    })),
  ],
  result: {
    label: "Better on profit",
    value:
      a.profitPerSession > b.profitPerSession
        ? `The old price, despite ${b.units - a.units} fewer units`
        : `The new price, despite ${a.units - b.units} fewer units`,
  },
  note: `At ${formatUsd(b.price)} the referral fee falls by ${formatUsd(sumMoney([a.unit.fees.referral, -b.unit.fees.referral]))} but the FBA fulfillment fee stays in the same ${a.unit.priceBandLabel} price band, so ${formatUsd(sumMoney([a.unit.profitBeforeAds, -b.unit.profitBeforeAds]))} of the ${formatUsd(a.price - b.price)} cut comes out of profit per unit. The KPI pages on [unit session percentage](/amazon-kpi/sales-and-traffic/unit-session-percentage) and [profit per unit](/amazon-kpi/profit-and-margin/profit-per-unit) define both measures.`,
};

/**
 * A main-image change on the Home & Kitchen item at its list price: 28 days before (June 1-28, 2026) and 28 after
 * (June 29 to July 26, 2026), both under the fuel surcharge and before the holiday peak, so the fee engine gives one
 * profit before ads for each period. Ad spend is the same in both periods; spread over more units, it costs less
 * per unit after the change.
 */
const imageAdSpend = 900;
const imageTest = [
  { period: "before", sessions: 3_910, units: 438, date: "2026-06-15" },
  { period: "after", sessions: 3_874, units: 488, date: "2026-07-15" },
].map((entry) => {
  const unit = unitEconomics(homeKitchenItem, { price: homeKitchenItem.price, date: entry.date });
  const profitPerUnit = Math.round((unit.profitBeforeAds - imageAdSpend / entry.units) * 100) / 100;
  return {
    ...entry,
    profitPerUnit,
    conversion: kpi("unit-session-percentage", { unitsOrdered: entry.units, sessions: entry.sessions }),
    profitPerSession: (entry.units * profitPerUnit) / entry.sessions,
  };
});
const [imageBefore, imageAfter] = imageTest as [(typeof imageTest)[number], (typeof imageTest)[number]];

export const imageTestScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "A main-image change, before and after",
  intro: `Sample data: ${formatNumber(imageBefore.units)} and ${formatNumber(imageAfter.units)} units sold before and after the change, at ${formatUsd(imageBefore.profitPerUnit)} and ${formatUsd(imageAfter.profitPerUnit)} of profit after fees and ads each, with ${formatUsdWhole(imageAdSpend)} of ad spend in each period (the item at ${formatUsd(homeKitchenItem.price)}; June 1-28, then June 29 to July 26, 2026, with no deal event in either window).`,
  screen: `A/B test · ${homeKitchenItem.name} main image · 28 days before and after`,
  metrics: [
    {
      label: "Sessions",
      value: `${formatNumber(imageBefore.sessions)} / ${formatNumber(imageAfter.sessions)}`,
      detail: "Before / after",
    },
    {
      label: "Conversion",
      value: `${formatPercent(imageBefore.conversion)} / ${formatPercent(imageAfter.conversion)}`,
      detail: `${signedPoints(imageAfter.conversion - imageBefore.conversion)} after`,
    },
    {
      label: "Profit per session",
      value: `${formatUsd(imageBefore.profitPerSession)} / ${formatUsd(imageAfter.profitPerSession)}`,
    },
  ],
};
