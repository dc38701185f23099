import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedUsd, signedUsdWhole } from "~/lib/format";
import { homeKitchenItem } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { unitEconomics } from "./unit-economics";

/**
 * /features/winners-losers: one product's profit change split into drivers (changed one at a time in a fixed
 * order, so the parts add up exactly), and the ranking it sits in.
 */

/** The Home & Kitchen item's profit before ads at its list price, on the fees in force from April 17, 2026. */
const itemProfitBeforeAds = unitEconomics(homeKitchenItem, {
  price: homeKitchenItem.price,
  date: "2026-05-15",
}).profitBeforeAds;
const april = { sessions: 2_000, conversionPercent: 12, profitPerUnit: itemProfitBeforeAds, adSpend: 450 };
const may = { sessions: 1_700, conversionPercent: 11, profitPerUnit: 9.6, adSpend: 600 };
const profit = (state: typeof april) =>
  Math.round(((state.sessions * state.conversionPercent) / 100) * state.profitPerUnit * 100) / 100 - state.adSpend;
const units = (sessions: number, conversionPercent: number) => Math.round((sessions * conversionPercent) / 100);

// Each step changes one driver and keeps the ones after it at April's values.
const afterTraffic = { ...april, sessions: may.sessions };
const afterConversion = { ...afterTraffic, conversionPercent: may.conversionPercent };
const afterUnitProfit = { ...afterConversion, profitPerUnit: may.profitPerUnit };
const afterAds = { ...afterUnitProfit, adSpend: may.adSpend };
const steps = {
  traffic: profit(afterTraffic) - profit(april),
  conversion: profit(afterConversion) - profit(afterTraffic),
  unitProfit: profit(afterUnitProfit) - profit(afterConversion),
  adSpend: profit(afterAds) - profit(afterUnitProfit),
};
const round2 = (value: number) => Math.round(value * 100) / 100;

export const driverSplitExample: ExampleSection = {
  kind: "example",
  heading: "Splitting one product's profit change",
  intro: `A hypothetical ${homeKitchenItem.name}, April against May. Conversion here is unit session percentage (units ordered ÷ sessions), so sessions x conversion gives units. Each driver is changed one at a time, in the order shown, so the parts add up exactly to the total change.`,
  lines: [
    {
      label: `April: ${formatNumber(april.sessions)} sessions x ${formatPercent(april.conversionPercent, 0)} conversion x ${formatUsd(april.profitPerUnit)} profit before ads, less ${formatUsdWhole(april.adSpend)} ads`,
      value: formatUsd(profit(april)),
    },
    {
      label: `Traffic: sessions fall to ${formatNumber(may.sessions)} (${formatNumber(may.sessions)} x ${formatPercent(april.conversionPercent, 0)} x ${formatUsd(april.profitPerUnit)} - ${formatUsd(round2(profit(april) + april.adSpend))})`,
      value: signedUsd(steps.traffic),
    },
    {
      label: `Conversion: ${formatPercent(april.conversionPercent, 0)} to ${formatPercent(may.conversionPercent, 0)} (${formatNumber(may.sessions)} x ${formatPercent(april.conversionPercent - may.conversionPercent, 0)} x ${formatUsd(april.profitPerUnit)})`,
      value: signedUsd(steps.conversion),
    },
    {
      label: `Unit profit: a coupon cuts profit before ads to ${formatUsd(may.profitPerUnit)} (${units(may.sessions, may.conversionPercent)} units x ${formatUsd(round2(april.profitPerUnit - may.profitPerUnit))})`,
      value: signedUsd(steps.unitProfit),
    },
    {
      label: `Ad spend: ${formatUsdWhole(april.adSpend)} to ${formatUsdWhole(may.adSpend)}`,
      value: signedUsd(steps.adSpend),
    },
  ],
  result: {
    label: "May profit, and the total change",
    value: `${formatUsd(profit(may))} (${signedUsd(profit(may) - profit(april))})`,
  },
  note: "Traffic explains the largest part, so the first place to look is what happened to rank and sponsored placements, not the listing. Related KPIs: [sessions](/amazon-kpi/sales-and-traffic/sessions), [unit session percentage](/amazon-kpi/sales-and-traffic/unit-session-percentage), [profit per unit](/amazon-kpi/profit-and-margin/profit-per-unit).",
};

/** The ranking: the three biggest movers, then every other product that moved, in one row. */
const accountProducts = 62;
const movers = [
  {
    product: homeKitchenItem.name,
    change: profit(may) - profit(april),
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
  screen: "Winners & losers · May vs April 2026 · net profit",
  metrics: [
    { label: "Account change", value: signedUsdWhole(accountChange), detail: "net profit" },
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
