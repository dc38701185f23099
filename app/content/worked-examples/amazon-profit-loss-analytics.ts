import { formatPercent, formatUsd, formatUsdWhole, signedPercent, signedPoints, signedUsdWhole } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import type { ExampleSection, SampleScreenSection, TableSection } from "./sections";

/**
 * /amazon-profit-loss-analytics: the margin layers of one product, and one seller's September-to-October margin
 * bridge with the P&L layer screen that shows the same two months.
 */

const layeredUnit = {
  price: 30,
  refundsAndPromotions: 1.5,
  landedCost: 8.5,
  amazonFees: 8.6,
  advertising: 3.5,
  overheads: 1.5,
};

function marginLayers(): TableSection {
  const netSales = layeredUnit.price - layeredUnit.refundsAndPromotions;
  const layers = [
    {
      layer: "Net sales",
      subtract: "Refunds and promotions from gross sales",
      amount: layeredUnit.refundsAndPromotions,
    },
    { layer: "Contribution 1", subtract: "Landed cost of goods", amount: layeredUnit.landedCost },
    {
      layer: "Contribution 2",
      subtract: "Amazon referral, fulfillment, storage and other fees",
      amount: layeredUnit.amazonFees,
    },
    { layer: "Contribution 3", subtract: "Advertising", amount: layeredUnit.advertising },
    {
      layer: "Net profit",
      subtract: "Other expenses you add (software, staff, agency)",
      amount: layeredUnit.overheads,
    },
  ];
  let remaining = layeredUnit.price;
  const rows = layers.map(({ layer, subtract, amount }) => {
    remaining = Math.round((remaining - amount) * 100) / 100;
    return [
      layer,
      `${subtract} (${formatUsd(amount)})`,
      formatUsd(remaining),
      formatPercent(percentOf(remaining, netSales)),
    ];
  });
  return {
    kind: "table",
    heading: "Reading the margin layers",
    intro: `An illustrative product selling at ${formatUsd(layeredUnit.price)} per unit.`,
    columns: ["Layer", "Subtract", "Per unit", "Share of net sales"],
    rows,
  };
}

export const marginLayersTable = marginLayers();

/** One hypothetical seller's two months. Fee lines are the statement's own; shares are of net sales. */
const months = {
  september: {
    netSales: 50_000,
    cogs: 16_000,
    referral: 7_500,
    fulfillment: 6_900,
    storage: 700,
    placement: 400,
    advertising: 6_000,
    overheads: 3_500,
  },
  october: {
    netSales: 52_000,
    cogs: 16_640,
    referral: 7_800,
    fulfillment: 7_280,
    // September's storage, at $0.78 per cu ft: Amazon usually charges a month's storage in the following month
    // (not in the research; the note says so and points to Transaction View).
    storage: 728,
    placement: 450,
    advertising: 7_280,
    overheads: 3_500,
  },
};
type Month = (typeof months)["september"];
const amazonFees = (month: Month) => month.referral + month.fulfillment + month.storage + month.placement;
const netProfit = (month: Month) =>
  month.netSales - month.cogs - amazonFees(month) - month.advertising - month.overheads;
const share = (amount: number, month: Month) => percentOf(amount, month.netSales);
const margin = (month: Month) => kpi("net-profit-margin", { netProfit: netProfit(month), netSales: month.netSales });
const { september, october } = months;
/** Percentage points a cost line added to (+) or took from (-) net margin between the months. */
const pointsFrom = (cost: (month: Month) => number) =>
  share(cost(september), september) - share(cost(october), october);

export const marginBridgeExample: ExampleSection = {
  kind: "example",
  heading: `A margin bridge: why net margin fell from ${formatPercent(margin(september))} to ${formatPercent(margin(october))}`,
  intro: `A hypothetical seller compares September and October 2026. Net sales were ${formatUsdWhole(september.netSales)} and ${formatUsdWhole(october.netSales)}. Each line shows how many percentage points of net sales a layer added or removed between the two months.`,
  lines: [
    {
      label: `September net margin (${formatUsdWhole(netProfit(september))} on ${formatUsdWhole(september.netSales)})`,
      value: formatPercent(margin(september)),
    },
    {
      label: `Cost of goods: ${formatPercent(share(september.cogs, september))} to ${formatPercent(share(october.cogs, october))} of net sales`,
      value: signedPoints(pointsFrom((month) => month.cogs)),
    },
    {
      label: `Amazon fees: ${formatPercent(share(amazonFees(september), september))} to ${formatPercent(share(amazonFees(october), october))} of net sales`,
      value: signedPoints(pointsFrom(amazonFees)),
    },
    {
      label: `of which monthly storage: ${formatUsdWhole(september.storage)} (${formatPercent(share(september.storage, september))}) to ${formatUsdWhole(october.storage)} (${formatPercent(share(october.storage, october))})`,
      value: signedPoints(pointsFrom((month) => month.storage)),
    },
    {
      label: `Advertising: ${formatPercent(share(september.advertising, september))} to ${formatPercent(share(october.advertising, october))} of net sales`,
      value: signedPoints(pointsFrom((month) => month.advertising)),
    },
    {
      label: `Overheads: ${formatUsdWhole(september.overheads)} both months, ${formatPercent(share(september.overheads, september))} to ${formatPercent(share(october.overheads, october))}`,
      value: signedPoints(pointsFrom((month) => month.overheads)),
    },
  ],
  result: {
    label: `October net margin (${formatUsdWhole(netProfit(october))} on ${formatUsdWhole(october.netSales)})`,
    value: formatPercent(margin(october)),
  },
  note: "The storage line barely moves yet. Amazon's standard-size storage rate goes from $0.78 to $2.40 per cubic foot on October 1 (rates in force since April 1, 2024), but Amazon usually charges a month's storage in the following month (we could not confirm the date against Amazon's help; check it in Payments > Transaction View), and the P&L records storage on the date Amazon charges it, so October carries September's storage, and the tripled October rate lands in November's P&L. Here the fall is advertising, two more points of net sales, which is a choice worth reviewing. The bridge tells you which conversation to have.",
};

const afterCogs = (month: Month) => share(month.netSales - month.cogs, month);
const afterFees = (month: Month) => share(month.netSales - month.cogs - amazonFees(month), month);
const pointsChange = (value: (month: Month) => number) => {
  const change = value(october) - value(september);
  return Math.abs(change) < 0.05 ? "unchanged" : signedPoints(change);
};

export const plLayerScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The P&L layer view",
  intro: "Invented figures in a demo account, matching the bridge above.",
  screen: "P&L · layers · October 2026 vs September 2026",
  metrics: [
    {
      label: "Net sales",
      value: formatUsdWhole(october.netSales),
      detail: signedPercent(
        kpi("sales-growth-rate", { currentSales: october.netSales, previousSales: september.netSales }),
      ),
    },
    { label: "After COGS", value: formatPercent(afterCogs(october)), detail: pointsChange(afterCogs) },
    { label: "After Amazon fees", value: formatPercent(afterFees(october)), detail: pointsChange(afterFees) },
    { label: "Net margin", value: formatPercent(margin(october)), detail: pointsChange(margin) },
  ],
  table: {
    columns: ["Line", "September", "October", "Change"],
    rows: (
      [
        ["Referral fees", (month: Month) => month.referral],
        ["FBA fulfillment incl. surcharge", (month: Month) => month.fulfillment],
        ["Monthly storage", (month: Month) => month.storage],
        ["Inbound placement", (month: Month) => month.placement],
        ["Sponsored Products and Brands", (month: Month) => month.advertising],
      ] as const
    ).map(([line, amount]) => [
      line,
      formatUsdWhole(amount(september)),
      formatUsdWhole(amount(october)),
      signedUsdWhole(amount(october) - amount(september)),
    ]),
  },
};

/** The figures behind the screen that it does not print (COGS), for the test. */
export const plLayerInputs = {
  september: { cogs: september.cogs, overheads: september.overheads },
  october: { cogs: october.cogs, overheads: october.overheads },
};
