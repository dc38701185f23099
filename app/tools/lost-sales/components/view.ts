import { formatNumber, formatUsd, formatUsdTotal } from "~/lib/format";
import { numberToText, parseDecimal } from "~/lib/number-text";
import type { LostSalesResult } from "~/tools/lost-sales/lost-sales";
import type { LostSalesFormValues } from "~/tools/lost-sales/lost-sales-form";

/** What the lost sales calculator shows, worked out from the form and the result (the components only lay it out). */

export const idFor = (name: string) => `lost-${name}`;

/** Keeps the meaning when switching between a $ profit and a % margin (at the current price). */
export function convertProfit(text: string, priceText: string, to: "profit" | "margin"): string {
  const value = parseDecimal(text);
  const price = parseDecimal(priceText);
  if (value === null || price === null || price <= 0) return text;
  return to === "margin" ? numberToText((value / price) * 100, 1) : (price * (value / 100)).toFixed(2);
}

export interface LostSalesStat {
  label: string;
  value: string;
  detail: string;
  testId?: string;
}

/** The result card's figures, in its order. */
export function lostSalesStats(result: LostSalesResult, values: LostSalesFormValues): LostSalesStat[] {
  const recovery = result.lostUnitsDuringRecovery > 0;
  return [
    {
      label: "Lost revenue",
      value: formatUsdTotal(result.lostRevenue),
      testId: "lost-revenue",
      detail: `Lost units x ${formatUsd(parseDecimal(values.price) ?? 0)}`,
    },
    {
      label: "Lost units",
      value: formatNumber(result.lostUnits),
      testId: "lost-units",
      detail: `${formatNumber(result.unitsPerDay)} a day`,
    },
    {
      label: "Profit per unit",
      value: formatUsd(result.unitProfit),
      detail: values.profitMode === "margin" ? `${values.profit}% of the price` : "As entered",
    },
    {
      label: "While out of stock",
      value: `${formatNumber(result.lostUnitsWhileOutOfStock)} units`,
      detail: `${formatNumber(result.unitsPerDay)}/day x ${values.daysOut || 0} days`,
    },
    {
      label: "During recovery",
      value: `${formatNumber(result.lostUnitsDuringRecovery)} units`,
      detail: recovery ? "Sales ramping back up" : "No recovery period entered",
    },
    {
      label: "Each extra day out",
      value: formatUsd(result.unitsPerDay * result.unitProfit),
      detail: "Profit lost per day",
    },
  ];
}

/** How the reorder point was reached, for the sentence under it. */
export function reorderPointExplanation(result: LostSalesResult, values: LostSalesFormValues): string {
  const lead = parseDecimal(values.leadTime) ?? 0;
  const safety = parseDecimal(values.safetyDays) ?? 0;
  return (
    `Reorder when stock on hand plus inbound falls to this: ${formatNumber(result.unitsPerDay)} a day x ${formatNumber(lead)} days of lead time, plus ` +
    `${formatNumber(result.safetyStockUnits)} units of safety stock (${formatNumber(safety)} days).`
  );
}

export interface SalesTimeline {
  width: number;
  height: number;
  normalY: number;
  zeroY: number;
  /** Daily sales: normal, zero while out of stock, a ramp while recovering, normal again. */
  actualPath: string;
  /** The sales that did not happen (null when nothing was lost). */
  gapPath: string | null;
  /** Where the "out of stock" and "recovery" labels sit (null: no such period). */
  outLabelX: number | null;
  recoveryLabelX: number | null;
  rateLabel: string;
  ariaLabel: string;
}

/** The daily-sales chart around the stockout, drawn at `width` pixels: a margin of normal days either side. */
export function salesTimeline(values: LostSalesFormValues, result: LostSalesResult, width: number): SalesTimeline {
  const out = Math.min(parseDecimal(values.daysOut) ?? 0, 3650);
  const recovery = Math.min(parseDecimal(values.recoveryDays) ?? 0, 3650);
  const start = Math.min(Math.max(parseDecimal(values.recoveryStart) ?? 0, 0), 100) / 100;
  const lead = Math.max(3, Math.round((out + recovery) * 0.25));
  const total = lead * 2 + out + recovery || 1;
  const height = 130;
  const top = 14;
  const bottom = height - 22;
  const x = (day: number) => Math.round((day / total) * width * 10) / 10;
  const normalY = top;
  const zeroY = bottom;
  const rampStartY = zeroY - (zeroY - normalY) * start;
  const actual = [
    [0, normalY],
    [lead, normalY],
    [lead, zeroY],
    [lead + out, zeroY],
    [lead + out, rampStartY],
    [lead + out + recovery, normalY],
    [total, normalY],
  ];
  const actualPath = actual.map(([px, py], index) => `${index === 0 ? "M" : "L"}${x(px ?? 0)} ${py}`).join(" ");
  const gapPath = `M${x(lead)} ${normalY} L${x(lead)} ${zeroY} L${x(lead + out)} ${zeroY} L${x(lead + out)} ${rampStartY} L${x(lead + out + recovery)} ${normalY} Z`;
  return {
    width,
    height,
    normalY,
    zeroY,
    actualPath,
    gapPath: out + recovery > 0 ? gapPath : null,
    outLabelX: out > 0 ? (x(lead) + x(lead + out)) / 2 : null,
    recoveryLabelX: recovery > 0 ? (x(lead + out) + x(lead + out + recovery)) / 2 : null,
    rateLabel: `${formatNumber(result.unitsPerDay)}/day`,
    ariaLabel: `Sales drop to zero for ${formatNumber(out)} days${recovery > 0 ? ` and recover over ${formatNumber(recovery)} days` : ""}; ${formatNumber(result.lostUnits)} units lost.`,
  };
}
