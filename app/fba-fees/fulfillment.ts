import type { FeeSchedule, PriceBand, ProductType, Provenance, SizeTierId, TierFeeTable } from "./types";
import { ceilToStep, formatUsd, roundToCents } from "./units";

/** Which price band of a schedule a listing price falls in (bands are ordered by price). */
export function priceBandIndex(priceBands: readonly PriceBand[], price: number): number {
  const index = priceBands.findIndex(
    (band) => band.upTo === null || price < band.upTo || (band.upToInclusive && price === band.upTo),
  );
  return index === -1 ? priceBands.length - 1 : index;
}

function formatWeight(lb: number): string {
  if (lb <= 1) return `${Math.round(lb * 16 * 100) / 100} oz`;
  return `${Math.round(lb * 100) / 100} lb`;
}

export interface FulfillmentFee {
  amount: number;
  /** e.g. "2+ to 4 oz" or "3+ lb to 20 lb: $6.92 + 3 x $0.08 per 0.25 lb above 3 lb". */
  weightBandLabel: string;
  provenance: Provenance;
}

function fixedBandLabel(table: TierFeeTable, index: number): string {
  const band = table.weightBands[index];
  if (!band) return "";
  const previous = table.weightBands[index - 1];
  return previous ? `${formatWeight(previous.maxLb)}+ to ${formatWeight(band.maxLb)}` : `${formatWeight(band.maxLb)} or less`;
}

/**
 * Fee for one unit from a tier table. Fixed bands cover weights up to their limit; past the last fixed
 * band (or for tiers with only a formula) the fee is base + one step fee per started step above the
 * included weight, which matches Amazon's examples (8 lb baby cot: $9.61 + 7 x $0.38 = $12.27).
 */
export function feeFromTable(table: TierFeeTable, shippingWeightLb: number, bandIndex: number): FulfillmentFee | null {
  const fixedIndex = table.weightBands.findIndex((band) => shippingWeightLb <= band.maxLb + 1e-9);
  const fixedBand = table.weightBands[fixedIndex];
  if (fixedBand) {
    const fee = fixedBand.fees[bandIndex];
    if (fee === undefined) return null;
    return { amount: fee, weightBandLabel: fixedBandLabel(table, fixedIndex), provenance: table.provenance };
  }
  const formula = table.overflow;
  if (!formula) return null;
  const base = formula.baseFees[bandIndex];
  if (base === undefined) return null;
  const stepsAbove = Math.max(0, Math.round(ceilToStep(shippingWeightLb - formula.includedLb, formula.stepLb) / formula.stepLb));
  const amount = roundToCents(base + stepsAbove * formula.feePerStep);
  const stepLabel = formula.stepLb === 1 ? "lb" : formula.stepLb === 0.25 ? "4 oz" : `${formula.stepLb} lb`;
  const lastFixed = table.weightBands[table.weightBands.length - 1];
  const rangeLabel = lastFixed ? `${formatWeight(lastFixed.maxLb)}+` : "any weight";
  return {
    amount,
    weightBandLabel: `${rangeLabel}: ${formatUsd(base)} + ${stepsAbove} x ${formatUsd(formula.feePerStep)} per ${stepLabel} above the first ${formatWeight(formula.includedLb)}`,
    provenance: formula.provenance ?? table.provenance,
  };
}

export function fulfillmentFee(
  schedule: FeeSchedule,
  productType: ProductType,
  tier: SizeTierId,
  shippingWeightLb: number,
  price: number,
): (FulfillmentFee & { priceBand: PriceBand }) | null {
  const table = schedule.fulfillment[productType][tier];
  if (!table) return null;
  const bandIndex = priceBandIndex(schedule.priceBands, price);
  const priceBand = schedule.priceBands[bandIndex];
  const fee = feeFromTable(table, shippingWeightLb, bandIndex);
  if (!fee || !priceBand) return null;
  return { ...fee, priceBand };
}
