import { everyReturnChargedCategories, returnRateThresholdsPercent } from "~/fba-fees/schedules/inventory-rates";
import { formatNumber, formatPercent, formatUsd } from "~/lib/format";
import { feeFromTable } from "./fulfillment";
import type { SizeTierResult } from "./size-tier";
import { sources } from "./sources";
import type { FeeSchedule, InventoryFee, Provenance } from "./types";
import { roundToCents } from "./units";

export interface ReturnsInput {
  /** Share of units returned, in percent (5 = 5%). */
  returnRatePercent: number;
  /** Non-apparel: returns up to this rate are free. Defaults to the category's threshold where one is known. */
  returnRateThresholdPercent?: number;
  /** Fee per returned unit; defaults to the rate card (by size tier and shipping weight). */
  feePerReturn?: number;
  /** Units shipped in the month: fewer than 25 exempts that month's returns. Unknown: not exempt. */
  unitsShippedPerMonth?: number;
}

export interface ReturnsProcessingContext {
  categoryId: string;
  isApparel: boolean;
  /** Stand-in fee per return for tiers without a card row (the non-peak fulfillment fee). */
  fallbackFeePerReturn: number;
}

/** The category's return-rate threshold in percent, or null when none is known. */
export function returnRateThresholdPercent(categoryId: string): number | null {
  return returnRateThresholdsPercent[categoryId] ?? null;
}

/** Whether the category pays the returns processing fee on every return (apparel and shoes). */
export function chargesEveryReturn(categoryId: string, isApparel: boolean): boolean {
  return isApparel || everyReturnChargedCategories.includes(categoryId);
}

/**
 * Returns processing fee per unit SOLD = chargeable return rate x fee per returned unit.
 * - Apparel and shoes pay on every return; other products only on the part of the return rate above their
 *   category threshold (the seller's figure, else the category's known one, else every return, cautiously).
 * - A month with fewer than 25 units shipped is exempt.
 * - Fee per return: the seller's figure, else the rate card by size tier and shipping weight, else (no card
 *   row: extra-large) the non-peak fulfillment fee as a stand-in.
 */
export function returnsProcessingFee(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  input: ReturnsInput,
  context: ReturnsProcessingContext,
): InventoryFee & { feePerReturn: number; thresholdPercent: number } {
  const card = schedule.returnsProcessing;
  const everyReturn = chargesEveryReturn(context.categoryId, context.isApparel);
  const knownThreshold = returnRateThresholdPercent(context.categoryId);
  const threshold = everyReturn ? 0 : (input.returnRateThresholdPercent ?? knownThreshold ?? 0);

  const cardTable = card.byTier[tier.tier];
  const cardFee = cardTable ? feeFromTable(cardTable, tier.shippingWeightLb, 0) : null;
  const feePerReturn = input.feePerReturn ?? cardFee?.amount ?? context.fallbackFeePerReturn;
  const feeText =
    input.feePerReturn !== undefined
      ? `${formatUsd(feePerReturn)} per return (your figure)`
      : cardFee
        ? `${formatUsd(feePerReturn)} per return (${tier.label}, ${cardFee.weightBandLabel})`
        : `${formatUsd(feePerReturn)} per return (no published rate for ${tier.label}: the fulfillment fee stands in)`;
  const thresholdText = everyReturn
    ? "apparel and shoes pay on every return"
    : input.returnRateThresholdPercent !== undefined
      ? `charged above your ${threshold}% threshold`
      : knownThreshold !== null
        ? `charged above the category's ${threshold}% return-rate threshold`
        : "no published threshold for this category, so every return is counted (enter yours from the FBA Returns dashboard)";

  const exemptionUnits = card.lowVolumeExemptionUnits;
  if (input.unitsShippedPerMonth !== undefined && input.unitsShippedPerMonth < exemptionUnits) {
    return {
      amount: 0,
      feePerReturn,
      thresholdPercent: threshold,
      explanation: `Not charged: fewer than ${exemptionUnits} units shipped in the month (${formatNumber(input.unitsShippedPerMonth, 1)}).`,
      provenance: { isEstimate: false, source: sources.returnsProcessingRules },
    };
  }
  const chargeableRate = Math.max(0, input.returnRatePercent - threshold) / 100;
  const provenance: Provenance =
    input.feePerReturn !== undefined
      ? { isEstimate: true, source: sources.returnsProcessingRules }
      : (cardFee?.provenance ?? card.provenance);
  return {
    amount: roundToCents(chargeableRate * feePerReturn),
    feePerReturn,
    thresholdPercent: threshold,
    explanation: `${input.returnRatePercent}% returned, ${thresholdText}: ${formatPercent(chargeableRate * 100, 2)} of units x ${feeText}. Exempt in a month with fewer than ${exemptionUnits} units shipped.`,
    provenance,
  };
}
