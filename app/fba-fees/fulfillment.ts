import { formatNumber, formatPercent, formatUsd } from "~/lib/format";
import type { FeeSchedule, PriceBand, ProductType, Provenance, SizeTierId, TierFeeTable } from "./types";
import { ceilToStep, fromCents, roundToCents, toCents } from "./units";

/**
 * Which price band of a schedule a listing price falls in (bands are ordered by price). The price is taken to
 * the cent first, like the referral fee, so $9.999 is $10.00 for both.
 */
export function priceBandIndex(priceBands: readonly PriceBand[], price: number): number {
  const priceCents = toCents(price);
  const index = priceBands.findIndex((band) => {
    if (band.upTo === null) return true;
    const limitCents = toCents(band.upTo);
    return priceCents < limitCents || (band.upToInclusive && priceCents === limitCents);
  });
  return index === -1 ? priceBands.length - 1 : index;
}

/** The first cent of each price band after the first, in cents (e.g. $10.00 and $50.01 on the 2026 card). */
export function priceBandStartsCents(priceBands: readonly PriceBand[]): number[] {
  return priceBands
    .filter((band): band is PriceBand & { upTo: number } => band.upTo !== null)
    .map((band) => toCents(band.upTo) + (band.upToInclusive ? 1 : 0));
}

function formatWeight(lb: number): string {
  if (lb <= 1) return `${formatNumber(lb * 16)} oz`;
  return `${formatNumber(lb)} lb`;
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
  return previous
    ? `${formatWeight(previous.maxLb)}+ to ${formatWeight(band.maxLb)}`
    : `${formatWeight(band.maxLb)} or less`;
}

const fixedBandIndex = (table: TierFeeTable, shippingWeightLb: number) =>
  table.weightBands.findIndex((band) => shippingWeightLb <= band.maxLb + 1e-9);

const stepsAboveIncluded = (formula: NonNullable<TierFeeTable["overflow"]>, shippingWeightLb: number) =>
  Math.max(0, Math.round(ceilToStep(shippingWeightLb - formula.includedLb, formula.stepLb) / formula.stepLb));

/** The fee of `feeFromTable` without its label: the one place the tables are read (the bulk calculator prices 100,000 rows with it). */
export function feeAmountFromTable(table: TierFeeTable, shippingWeightLb: number, bandIndex: number): number | null {
  const fixedBand = table.weightBands[fixedBandIndex(table, shippingWeightLb)];
  if (fixedBand) return fixedBand.fees[bandIndex] ?? null;
  const formula = table.overflow;
  const base = formula?.baseFees[bandIndex];
  if (!formula || base === undefined) return null;
  return roundToCents(base + stepsAboveIncluded(formula, shippingWeightLb) * formula.feePerStep);
}

/**
 * Fee for one unit from a tier table. Fixed bands cover weights up to their limit; past the last fixed
 * band (or for tiers with only a formula) the fee is base + one step fee per started step above the
 * included weight, which matches Amazon's examples (8 lb baby cot: $9.61 + 7 x $0.38 = $12.27).
 */
export function feeFromTable(table: TierFeeTable, shippingWeightLb: number, bandIndex: number): FulfillmentFee | null {
  const amount = feeAmountFromTable(table, shippingWeightLb, bandIndex);
  if (amount === null) return null;
  const fixedIndex = fixedBandIndex(table, shippingWeightLb);
  if (fixedIndex !== -1)
    return { amount, weightBandLabel: fixedBandLabel(table, fixedIndex), provenance: table.provenance };
  const formula = table.overflow!;
  const base = formula.baseFees[bandIndex]!;
  const stepsAbove = stepsAboveIncluded(formula, shippingWeightLb);
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

/** The amount of `fulfillmentFee` alone (no label, no price band object), or null when the card has no fee for it. */
export function fulfillmentFeeAmount(
  schedule: FeeSchedule,
  productType: ProductType,
  tier: SizeTierId,
  shippingWeightLb: number,
  price: number,
): number | null {
  const table = schedule.fulfillment[productType][tier];
  if (!table) return null;
  const bandIndex = priceBandIndex(schedule.priceBands, price);
  return schedule.priceBands[bandIndex] ? feeAmountFromTable(table, shippingWeightLb, bandIndex) : null;
}

/** How close to a price-band edge (in cents) the seller is told about the other side. */
export const PRICE_BAND_EDGE_WINDOW_CENTS = 50;

export interface PriceBandEdge {
  /** The nearest price on the other side of the edge (e.g. $9.99 or $10.00). */
  otherPrice: number;
  otherBand: PriceBand;
  /** Fulfillment fee at `otherPrice` minus the fee at the entered price (negative: cheaper there). */
  feeDifference: number;
  otherFee: number;
  /** e.g. "At $9.99 the fulfillment fee is $0.89 lower: $2.49 instead of $3.38 (price band Under $10)." */
  message: string;
}

/**
 * When the price is within $0.50 of a fulfillment price-band edge and the fee differs across it, the fee at
 * the nearest price on the other side. Null otherwise.
 */
export function priceBandEdge(
  schedule: FeeSchedule,
  productType: ProductType,
  tier: SizeTierId,
  shippingWeightLb: number,
  price: number,
): PriceBandEdge | null {
  const priceCents = toCents(price);
  let here: ReturnType<typeof fulfillmentFee> | undefined;
  let best: PriceBandEdge | null = null;
  let bestDistance = Infinity;
  for (const startCents of priceBandStartsCents(schedule.priceBands)) {
    // Below the edge, the other side starts at the edge; at or above it, the other side ends one cent below.
    const otherCents = priceCents < startCents ? startCents : startCents - 1;
    const distance = Math.abs(otherCents - priceCents);
    if (distance > PRICE_BAND_EDGE_WINDOW_CENTS || distance >= bestDistance) continue;
    // The fee at the price itself only matters near an edge (most prices are not: the bulk calculator prices 100,000 rows).
    here ??= fulfillmentFee(schedule, productType, tier, shippingWeightLb, fromCents(priceCents));
    if (!here) return null;
    const other = fulfillmentFee(schedule, productType, tier, shippingWeightLb, fromCents(otherCents));
    if (!other || other.priceBand.id === here.priceBand.id) continue;
    const differenceCents = toCents(other.amount) - toCents(here.amount);
    if (differenceCents === 0) continue;
    const otherPrice = fromCents(otherCents);
    const direction = differenceCents < 0 ? "lower" : "higher";
    best = {
      otherPrice,
      otherBand: other.priceBand,
      otherFee: other.amount,
      feeDifference: fromCents(differenceCents),
      message: `At ${formatUsd(otherPrice)} the fulfillment fee is ${formatUsd(Math.abs(fromCents(differenceCents)))} ${direction}: ${formatUsd(other.amount)} instead of ${formatUsd(here.amount)} (price band ${other.priceBand.label}).`,
    };
    bestDistance = distance;
  }
  return best;
}

export interface SippDiscount {
  amount: number;
  weightBandLabel: string;
  provenance: Provenance;
}

/**
 * The Ships in Product Packaging discount for a certified unit: standard-size only, on cards that have one
 * (2026), and not for dangerous goods. Null when none applies.
 */
export function sippDiscount(
  schedule: FeeSchedule,
  productType: ProductType,
  tier: SizeTierId,
  shippingWeightLb: number,
): SippDiscount | null {
  const table = schedule.sippDiscount?.byProductType[productType]?.[tier];
  if (!table) return null;
  const discount = feeFromTable(table, shippingWeightLb, 0);
  return (
    discount && { amount: discount.amount, weightBandLabel: discount.weightBandLabel, provenance: discount.provenance }
  );
}

/** The amount of `fuelAndLogisticsSurchargeFee` alone; null when the card has none on that date. */
export function fuelAndLogisticsSurchargeAmount(
  schedule: FeeSchedule,
  fulfillmentAmount: number,
  isoDate: string,
): number | null {
  const surcharge = schedule.fuelAndLogisticsSurcharge;
  if (!surcharge || isoDate < surcharge.effectiveFrom) return null;
  if (surcharge.effectiveUntil !== null && isoDate > surcharge.effectiveUntil) return null;
  return roundToCents(fulfillmentAmount * surcharge.rate);
}

/**
 * The fuel and logistics surcharge: a share of the fulfillment fee (after any SIPP discount, as one public
 * implementation does; UNVERIFIED) from its start date until its end date, if the schedule carries one.
 */
export function fuelAndLogisticsSurchargeFee(
  schedule: FeeSchedule,
  fulfillmentAmount: number,
  isoDate: string,
): { amount: number; explanation: string; provenance: Provenance } | null {
  const surcharge = schedule.fuelAndLogisticsSurcharge;
  const amount = fuelAndLogisticsSurchargeAmount(schedule, fulfillmentAmount, isoDate);
  if (!surcharge || amount === null) return null;
  const period =
    surcharge.effectiveUntil === null
      ? `from ${surcharge.effectiveFrom}. Amazon calls it temporary but has announced no end date`
      : `from ${surcharge.effectiveFrom} until ${surcharge.effectiveUntil}; Amazon calls it temporary`;
  return {
    amount,
    explanation: `${formatPercent(surcharge.rate * 100, 1)} of the ${formatUsd(fulfillmentAmount)} fulfillment fee, ${period}.`,
    provenance: surcharge.provenance,
  };
}
