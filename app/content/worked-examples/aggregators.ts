import { formatFixed, formatNumber, formatPercent, formatUsd, formatUsdWhole } from "~/lib/format";
import { minusUsdWhole } from "./display";
import { kpi } from "./kpi";
import type { ExampleSection } from "./sections";
import { standardStorageRate } from "./unit-economics";

/** /who-we-serve/aggregators: two brands on two definitions of profit, and the fourth-quarter storage step across a portfolio. */

const brandA = { reportedProfit: 41_000, revenue: 260_000, leftOut: { adSpend: 18_200, storage: 3_100 } };
const brandB = { reportedProfit: 28_000, revenue: 240_000 };
const leftOut = brandA.leftOut.adSpend + brandA.leftOut.storage;
const margin = (profit: number, revenue: number) => kpi("net-profit-margin", { netProfit: profit, netSales: revenue });
const brandARestated = brandA.reportedProfit - leftOut;
const gap = margin(brandB.reportedProfit, brandB.revenue) - margin(brandARestated, brandA.revenue);
const reportedGap = margin(brandA.reportedProfit, brandA.revenue) - margin(brandB.reportedProfit, brandB.revenue);

export const twoDefinitionsExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 1: two brands, two definitions of profit",
  intro:
    "Hypothetical monthly figures as each brand's operator reported them, then restated on one definition (all Amazon fees, advertising and storage inside profit).",
  lines: [
    {
      label: `Brand A as reported: ${formatUsdWhole(brandA.reportedProfit)} profit on ${formatUsdWhole(brandA.revenue)} revenue`,
      value: `${formatPercent(margin(brandA.reportedProfit, brandA.revenue))} margin`,
    },
    {
      label: `Left out of Brand A's figure: ad spend ${formatUsdWhole(brandA.leftOut.adSpend)} and storage ${formatUsdWhole(brandA.leftOut.storage)}`,
      value: minusUsdWhole(leftOut),
    },
    {
      label: "Brand A on the portfolio definition",
      value: `${formatUsdWhole(brandARestated)}, a ${formatPercent(margin(brandARestated, brandA.revenue))} margin`,
    },
    {
      label: `Brand B as reported, already after ads and storage: ${formatUsdWhole(brandB.reportedProfit)} on ${formatUsdWhole(brandB.revenue)}`,
      value: `${formatPercent(margin(brandB.reportedProfit, brandB.revenue))} margin`,
    },
  ],
  result: {
    label: "The ranking flips",
    value: `Brand B earns ${formatFixed(gap, 1)} points more margin than Brand A, not ${formatFixed(reportedGap, 1)} fewer`,
  },
  note: "Restating by hand works once. Keeping it true every month is what a shared definition of [net profit margin](/amazon-kpi/profit-and-margin/net-profit-margin), computed from each account's own fee and ad data, is for.",
};

const portfolio = { cubicFeet: 3_000, september: "2026-09-15", october: "2026-10-15" };
const septemberRate = standardStorageRate(portfolio.september);
const octoberRate = standardStorageRate(portfolio.october);
const september = portfolio.cubicFeet * septemberRate;
const october = portfolio.cubicFeet * octoberRate;

export const q4StorageExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 2: the fourth-quarter storage step across a portfolio",
  intro: `Amazon's US monthly storage fee for standard-size products is ${formatUsd(septemberRate)} per cubic foot from January to September and ${formatUsd(octoberRate)} from October to December (Seller Central FBA fee pages, rates in force since April 1, 2024 and unchanged for 2025 and 2026 as of November 2026). A hypothetical portfolio holding ${formatNumber(portfolio.cubicFeet)} cubic feet of standard-size stock across its brands:`,
  lines: [
    {
      label: `September storage (${formatNumber(portfolio.cubicFeet)} × ${formatUsd(septemberRate)})`,
      value: formatUsdWhole(september),
    },
    {
      label: `October storage (${formatNumber(portfolio.cubicFeet)} × ${formatUsd(octoberRate)})`,
      value: formatUsdWhole(october),
    },
    { label: "Extra cost per month in Q4", value: formatUsdWhole(october - september) },
  ],
  result: {
    label: "Extra storage over October to December",
    value: `${formatUsdWhole(3 * (october - september))}, before any aged inventory surcharge`,
  },
  note: "The step is known in advance; what portfolios miss is which brand carries it. Per-brand [storage cost per unit](/amazon-kpi/inventory/storage-cost-per-unit) and [days of supply](/amazon-kpi/inventory/days-of-supply) show which operators are building Q4 stock they will not sell before the rate rises.",
};
