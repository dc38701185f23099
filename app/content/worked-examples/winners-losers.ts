import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedUsd, signedUsdWhole } from "~/lib/format";
import { homeKitchenItem } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { unitEconomics } from "./unit-economics";

/**
 * /features/winners-losers: one product's profit change split into drivers (changed one at a time in a fixed
 * order, so the parts add up exactly), and the ranking it sits in.
 */

/**
 * The Home & Kitchen item's profit before ads at its list price, from the fee engine for a mid-May date: May and
 * June 2026 are both wholly under the fuel and logistics surcharge (from April 17, 2026), so one figure holds for
 * every day of the earlier month.
 */
const itemProfitBeforeAds = unitEconomics(homeKitchenItem, {
  price: homeKitchenItem.price,
  date: "2026-05-15",
}).profitBeforeAds;
const earlier = { sessions: 2_000, conversionPercent: 12, profitPerUnit: itemProfitBeforeAds, adSpend: 450 };
const later = { sessions: 1_700, conversionPercent: 11, profitPerUnit: 9.6, adSpend: 600 };
const profit = (state: typeof earlier) =>
  Math.round(((state.sessions * state.conversionPercent) / 100) * state.profitPerUnit * 100) / 100 - state.adSpend;
const units = (sessions: number, conversionPercent: number) => Math.round((sessions * conversionPercent) / 100);

// Each step changes one driver and keeps the ones after it at May's values.
const afterTraffic = { ...earlier, sessions: later.sessions };
const afterConversion = { ...afterTraffic, conversionPercent: later.conversionPercent };
const afterUnitProfit = { ...afterConversion, profitPerUnit: later.profitPerUnit };
const afterAds = { ...afterUnitProfit, adSpend: later.adSpend };
const steps = {
  traffic: profit(afterTraffic) - profit(earlier),
  conversion: profit(afterConversion) - profit(afterTraffic),
  unitProfit: profit(afterUnitProfit) - profit(afterConversion),
  adSpend: profit(afterAds) - profit(afterUnitProfit),
};
const round2 = (value: number) => Math.round(value * 100) / 100;

export const driverSplitExample: ExampleSection = {
  kind: "example",
  heading: "Splitting one product's profit change",
  intro: `A hypothetical ${homeKitchenItem.name}, May against June 2026. Conversion here is unit session percentage (units ordered ÷ sessions), so sessions x conversion gives units. Each driver is changed one at a time, in the order shown, so the parts add up exactly to the total change.`,
  lines: [
    {
      label: `May: ${formatNumber(earlier.sessions)} sessions x ${formatPercent(earlier.conversionPercent, 0)} conversion x ${formatUsd(earlier.profitPerUnit)} profit before ads, less ${formatUsdWhole(earlier.adSpend)} ads (profit after ads)`,
      value: formatUsd(profit(earlier)),
    },
    {
      label: `Traffic: sessions fall to ${formatNumber(later.sessions)} (${formatNumber(later.sessions)} x ${formatPercent(earlier.conversionPercent, 0)} x ${formatUsd(earlier.profitPerUnit)} - ${formatUsd(round2(profit(earlier) + earlier.adSpend))})`,
      value: signedUsd(steps.traffic),
    },
    {
      label: `Conversion: ${formatPercent(earlier.conversionPercent, 0)} to ${formatPercent(later.conversionPercent, 0)} (${formatNumber(later.sessions)} x ${formatPercent(earlier.conversionPercent - later.conversionPercent, 0)} x ${formatUsd(earlier.profitPerUnit)})`,
      value: signedUsd(steps.conversion),
    },
    {
      label: `Unit profit: a coupon's discount and fees, averaged over the month, cut profit before ads to ${formatUsd(later.profitPerUnit)} (${units(later.sessions, later.conversionPercent)} units x ${formatUsd(round2(earlier.profitPerUnit - later.profitPerUnit))})`,
      value: signedUsd(steps.unitProfit),
    },
    {
      label: `Ad spend: ${formatUsdWhole(earlier.adSpend)} to ${formatUsdWhole(later.adSpend)}`,
      value: signedUsd(steps.adSpend),
    },
  ],
  result: {
    label: "June profit after ads, and the total change",
    value: `${formatUsd(profit(later))} (${signedUsd(profit(later) - profit(earlier))})`,
  },
  note: "Traffic explains the largest part, so the first place to look is what happened to rank and sponsored placements, not the listing. Related KPIs: [sessions](/amazon-kpi/sales-and-traffic/sessions), [unit session percentage](/amazon-kpi/sales-and-traffic/unit-session-percentage), [profit per unit](/amazon-kpi/profit-and-margin/profit-per-unit).",
};

/** The ranking: the three biggest movers, then every other product that moved, in one row. */
const accountProducts = 62;
const movers = [
  {
    product: homeKitchenItem.name,
    change: profit(later) - profit(earlier),
    driver: "Traffic -15%",
    flag: "None",
  },
  { product: "Peeler set", change: -301, driver: "Ad spend +$210", flag: "New broad campaign" },
  { product: "Silicone lid set (6)", change: 219, driver: "Conversion +2.1 pts", flag: "Featured Offer 97% (was 84%)" },
  { product: "38 other products", change: -222, driver: "Mixed", flag: "None" },
];
const otherMovers = 38;
const accountChange = Math.round(movers.reduce((total, entry) => total + entry.change, 0));
const losers = [...movers.slice(0, 3)].sort((first, second) => first.change - second.change).slice(0, 2);

export const rankingScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The ranking",
  intro: `Sample data; the ${homeKitchenItem.name} is the product split into drivers above.`,
  screen: "Winners & losers · June vs May 2026 · profit after ads",
  metrics: [
    { label: "Account change", value: signedUsdWhole(accountChange), detail: "profit after ads" },
    {
      label: "Two largest losers",
      value: signedUsdWhole(Math.round(losers.reduce((total, entry) => total + entry.change, 0))),
      detail: `of the ${signedUsdWhole(accountChange)}`,
    },
    { label: "Products moved", value: String(movers.length - 1 + otherMovers), detail: `of ${accountProducts}` },
  ],
  table: {
    columns: ["Product", "Change", "Main driver", "Flag"],
    rows: movers.map((entry) => [entry.product, signedUsdWhole(entry.change), entry.driver, entry.flag]),
  },
};
