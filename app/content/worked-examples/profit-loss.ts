import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedPercent, signedUsdWhole } from "~/lib/format";
import { minusUsd, minusUsdWhole, percentOf } from "./display";
import { kpi } from "./kpi";
import { homeKitchenItem } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/** /features/profit-loss: one month of one product line by line, and the P&L screen. */

const month = { price: homeKitchenItem.price, units: 300, date: "2026-05-15", advertising: 600 };
const unit = unitEconomics(homeKitchenItem, { price: month.price, date: month.date });
const line = (perUnit: number) => times(month.units, perUnit);
const gross = line(month.price);
const netProfit = sumMoney([
  gross,
  -line(unit.fees.referral),
  -line(unit.fees.fulfillment),
  -line(unit.fees.fuelSurcharge),
  -line(unit.fees.storage),
  -line(unit.fees.placement),
  -line(unit.landedCost),
  -month.advertising,
]);

export const productMonthExample: ExampleSection = {
  kind: "example",
  heading: "One month of one product, line by line",
  intro: `A hypothetical Home & Kitchen item: 10 x 6 x 3 inches, ${formatNumber(homeKitchenItem.weightLb)} lb, sold via FBA at ${formatUsd(month.price)}, ${month.units} units in May 2026, landed cost ${formatUsd(homeKitchenItem.landedCost)} a unit, ${formatUsdWhole(month.advertising)} of Sponsored Products spend.`,
  lines: [
    { label: `Gross sales (${month.units} x ${formatUsd(month.price)})`, value: formatUsd(gross) },
    {
      label: `Referral fees (15%, ${formatUsd(unit.fees.referral)} a unit)`,
      value: minusUsd(line(unit.fees.referral)),
    },
    {
      label: `FBA fulfillment fees (${formatUsd(unit.fees.fulfillment)} a unit, 2026 card, ${unit.priceBandLabel} price band)`,
      value: minusUsd(line(unit.fees.fulfillment)),
    },
    {
      label: `Fuel and logistics surcharge (${formatUsd(unit.fees.fuelSurcharge)} a unit)`,
      value: minusUsd(line(unit.fees.fuelSurcharge)),
    },
    {
      label: `Monthly storage, January-September rate (${formatUsd(unit.fees.storage)} a unit)`,
      value: minusUsd(line(unit.fees.storage)),
    },
    {
      label: `Inbound placement fees (${formatUsd(unit.fees.placement)} a unit, top of Amazon's 2024-25 range)`,
      value: minusUsd(line(unit.fees.placement)),
    },
    {
      label: `Cost of goods and inbound freight (${formatUsd(unit.landedCost)} a unit)`,
      value: minusUsd(line(unit.landedCost)),
    },
    { label: "Advertising", value: minusUsd(month.advertising) },
  ],
  result: {
    label: "Net profit",
    value: `${formatUsd(netProfit)} (${formatPercent(kpi("net-profit-margin", { netProfit, netSales: gross }))} margin)`,
  },
  note: `Fees computed by the engine behind the free [FBA calculator](/features/amazon-fba-calculator). ${FEES_2026_SOURCE_WITH_PLACEMENT} The figures assume no refunds or promotions in the month. Storage and placement are shown per unit sold to keep the example to one product and one month; in the statement they appear on the dates Amazon charges them, which can fall in a later month than the storage or shipment they pay for (each charge's date is in Seller Central > Payments > Transaction View), and are allocated to the product. With a connected store the statement uses what Amazon actually charged, which differs whenever Amazon's measurements or surcharges do.`,
};

const statement = {
  may: { netSales: 48_210, referral: 7_232, fbaFees: 9_672, advertising: 6_540, cogs: 14_389 },
  april: { netSales: 45_440, referral: 6_816, fbaFees: 9_101, advertising: 5_985, cogs: 13_632 },
  settledFeesPercent: 92,
};
type Month = typeof statement.may;
const profit = (entry: Month) => entry.netSales - entry.referral - entry.fbaFees - entry.advertising - entry.cogs;
const amazonFees = (entry: Month) => entry.referral + entry.fbaFees;
const { may, april } = statement;

export const plScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "What the P&L screen shows",
  intro:
    "Totals for the period on top, and the statement below, line by line. This sample month has no other expenses or reimbursements, so those lines are left off.",
  screen: "Profit & Loss · Amazon.com · May 2026",
  metrics: [
    {
      label: "Net sales",
      value: formatUsdWhole(may.netSales),
      detail: `${signedPercent(kpi("sales-growth-rate", { currentSales: may.netSales, previousSales: april.netSales }))} vs April`,
    },
    {
      label: "Amazon fees",
      value: formatUsdWhole(amazonFees(may)),
      detail: `${formatPercent(percentOf(amazonFees(may), may.netSales))} of net sales`,
    },
    {
      label: "Net profit",
      value: formatUsdWhole(profit(may)),
      detail: `${formatPercent(kpi("net-profit-margin", { netProfit: profit(may), netSales: may.netSales }))} margin`,
    },
    { label: "Settled", value: `${statement.settledFeesPercent}%`, detail: "of fees final" },
  ],
  table: {
    columns: ["Line", "May 2026", "April 2026", "Change"],
    rows: [
      [
        "Net sales",
        formatUsdWhole(may.netSales),
        formatUsdWhole(april.netSales),
        signedUsdWhole(may.netSales - april.netSales),
      ],
      ...(
        [
          ["Referral fees", (entry: Month) => entry.referral],
          ["FBA fees", (entry: Month) => entry.fbaFees],
          ["Advertising", (entry: Month) => entry.advertising],
          ["Cost of goods", (entry: Month) => entry.cogs],
        ] as const
      ).map(([name, cost]) => [
        name,
        minusUsdWhole(cost(may)),
        minusUsdWhole(cost(april)),
        signedUsdWhole(cost(april) - cost(may)),
      ]),
      [
        "Net profit",
        formatUsdWhole(profit(may)),
        formatUsdWhole(profit(april)),
        signedUsdWhole(profit(may) - profit(april)),
      ],
    ],
  },
};
