import type { FbaFeeBreakdown } from "~/fba-fees";
import { formatNumber, formatPercent, formatUsd, formatUsdTotal } from "~/lib/format";
import type { RoiPlannerResult } from "~/tools/roi-planner/roi-planner";

/** What the ROI planner shows, worked out from the result (the components only lay it out). */

export const idFor = (name: string) => `roi-${name}`;

/** The fee engine's estimate in one line: tier, the three groups of fees, the schedule and date. */
export function feeEstimateDetail(estimate: FbaFeeBreakdown): string {
  const { totals } = estimate;
  return (
    `${estimate.sizeTier.label}; referral ${formatUsd(totals.referral)}, fulfillment ${formatUsd(totals.fulfillment)}, storage and placement ` +
    `${formatUsd(totals.inventoryAndOther)}. ${estimate.schedule.name}, fees on ${estimate.date}.`
  );
}

export function roiHeadline(result: RoiPlannerResult, months: number): string {
  return `ROI ${formatPercent(result.roiPercent)} on ${formatUsdTotal(result.totalInvestment)} of inventory, sold over ${formatNumber(months, 2)} months.`;
}

export interface RoiStat {
  label: string;
  value: string;
  detail: string;
  tone?: "default" | "good" | "bad";
  testId?: string;
}

/** The result card's figures, in its order; `fees` is the Amazon fees per unit the plan used. */
export function roiStats(result: RoiPlannerResult, fees: number): RoiStat[] {
  const profitable = result.totalProfit >= 0;
  const never = result.paybackMonths === null;
  return [
    {
      label: "ROI",
      value: formatPercent(result.roiPercent),
      tone: profitable ? "good" : "bad",
      testId: "roi-roi",
      detail: "Total profit / cash tied up",
    },
    {
      label: "Annualised ROI",
      value: formatPercent(result.annualisedRoiPercent),
      testId: "roi-annualised",
      detail: "If you reinvest every cycle",
    },
    {
      label: "Cash tied up",
      value: formatUsdTotal(result.totalInvestment),
      testId: "roi-investment",
      detail: "Landed cost x quantity",
    },
    {
      label: "Payback",
      value: result.paybackMonths === null ? "Never" : `${formatNumber(result.paybackMonths, 1)} mo`,
      tone: never ? "bad" : "default",
      testId: "roi-payback",
      detail: never ? "Payouts never cover the cost" : "Until payouts repay the order",
    },
    {
      label: "Profit per unit",
      value: formatUsd(result.profitPerUnit),
      tone: profitable ? "default" : "bad",
      testId: "roi-profit-per-unit",
      detail: `After ${formatUsd(fees)} Amazon fees`,
    },
    { label: "Sales pace", value: `${formatNumber(result.unitsPerMonth)}/mo`, detail: "Units to sell each month" },
  ];
}

/** The order's totals: revenue, then what comes off it (negative), before the profit line. */
export function orderTotals(result: RoiPlannerResult): { label: string; amount: string }[] {
  return [
    { label: "Revenue", amount: formatUsd(result.totalRevenue) },
    { label: "Amazon fees", amount: formatUsd(-result.totalAmazonFees) },
    { label: "Advertising", amount: formatUsd(-result.totalAdCost) },
    { label: "Inventory (landed cost)", amount: formatUsd(-result.totalInvestment) },
  ];
}

export interface CashCurve {
  width: number;
  height: number;
  left: number;
  right: number;
  zeroY: number;
  start: { x: number; y: number };
  end: { x: number; y: number };
  /** Where the curve crosses zero (null: it never pays back). */
  paybackX: number | null;
  ariaLabel: string;
}

/** Cash position over the sell-through, drawn at `width` pixels: minus the order on day one, payouts arriving evenly, ending at the profit. */
export function cashCurve(result: RoiPlannerResult, months: number, width: number): CashCurve {
  const height = 150;
  const left = 8;
  const right = width - 8;
  const top = 16;
  const bottom = height - 24;
  const low = Math.min(-result.totalInvestment, result.totalProfit, 0);
  const high = Math.max(result.totalProfit, 0);
  const span = high - low || 1;
  const y = (value: number) => Math.round((top + ((high - value) / span) * (bottom - top)) * 10) / 10;
  return {
    width,
    height,
    left,
    right,
    zeroY: y(0),
    start: { x: left, y: y(-result.totalInvestment) },
    end: { x: right, y: y(result.totalProfit) },
    paybackX:
      result.paybackMonths !== null && months > 0
        ? left + Math.min(result.paybackMonths / months, 1) * (right - left)
        : null,
    ariaLabel: `Cash starts at minus ${formatUsdTotal(result.totalInvestment)} and ends at ${formatUsdTotal(result.totalProfit)}${result.paybackMonths === null ? "; it never pays back" : `; payback after ${formatNumber(result.paybackMonths, 1)} months`}.`,
  };
}
