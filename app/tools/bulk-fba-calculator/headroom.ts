import { calculateFbaFeeTotals, sizeTierLabels, type FbaFeeTotals, type SizeTierId } from "~/fba-fees";
import { sizeTierLimits } from "~/fba-fees/size-tier";
import { toCents } from "~/fba-fees/units";
import { formatNumber } from "~/lib/format";
import type { BulkInput } from "./read-row";

/**
 * Tier headroom: how far a package is from the next cheaper size tier or weight band, and what Amazon's fees
 * would be there. Only near misses count (what trimming a box or its packing could plausibly reach):
 * sides at most 1 in over in total, and at most 2 oz over (standard-size) or 2 lb over (bulky and extra-large).
 */
export interface Headroom {
  /** e.g. "0.2 in too tall for large standard" or "3 oz over the 12 oz band". */
  text: string;
  /** Total Amazon fees per unit now minus at the cheaper tier or band. */
  savingPerUnit: number;
}

export const NEAR_SIDES_IN = 1;
export const NEAR_WEIGHT_STANDARD_LB = 2 / 16;
export const NEAR_WEIGHT_BULKY_LB = 2;

interface Box {
  longest: number;
  median: number;
  shortest: number;
}

interface TierStep {
  target: SizeTierId;
  box: Box | null;
  /** The target's weight limit (unit weight for small standard; the greater of unit and dimensional weight otherwise). */
  maxWeightLb: number;
  nearWeightLb: number;
}

/** The next cheaper tier of each tier, on a card with or without small bulky. */
function cheaperTier(tier: SizeTierId, hasSmallBulky: boolean): TierStep | null {
  const limits = sizeTierLimits;
  switch (tier) {
    case "large-standard":
      return {
        target: "small-standard",
        box: limits.smallStandard,
        maxWeightLb: limits.smallStandard.unitWeightLb,
        nearWeightLb: NEAR_WEIGHT_STANDARD_LB,
      };
    case "small-bulky":
      return {
        target: "large-standard",
        box: limits.largeStandard,
        maxWeightLb: limits.largeStandard.weightLb,
        nearWeightLb: NEAR_WEIGHT_STANDARD_LB,
      };
    case "large-bulky":
      return hasSmallBulky
        ? {
            target: "small-bulky",
            box: limits.smallBulky,
            maxWeightLb: limits.smallBulky.weightLb,
            nearWeightLb: NEAR_WEIGHT_BULKY_LB,
          }
        : {
            target: "large-standard",
            box: limits.largeStandard,
            maxWeightLb: limits.largeStandard.weightLb,
            nearWeightLb: NEAR_WEIGHT_STANDARD_LB,
          };
    case "extra-large-0-50":
      return {
        target: "large-bulky",
        box: limits.largeBulky,
        maxWeightLb: limits.largeBulky.weightLb,
        nearWeightLb: NEAR_WEIGHT_BULKY_LB,
      };
    case "extra-large-50-70":
      return {
        target: "extra-large-0-50",
        box: null,
        maxWeightLb: limits.extraLarge.upTo50Lb,
        nearWeightLb: NEAR_WEIGHT_BULKY_LB,
      };
    case "extra-large-70-150":
      return {
        target: "extra-large-50-70",
        box: null,
        maxWeightLb: limits.extraLarge.upTo70Lb,
        nearWeightLb: NEAR_WEIGHT_BULKY_LB,
      };
    case "extra-large-150-plus":
      return {
        target: "extra-large-70-150",
        box: null,
        maxWeightLb: limits.extraLarge.upTo150Lb,
        nearWeightLb: NEAR_WEIGHT_BULKY_LB,
      };
    default:
      return null;
  }
}

const inches = (value: number) => `${formatNumber(value, 2)} in`;
/** Under a pound in ounces ("3 oz"), else in pounds ("1.5 lb"). */
export const weightText = (lb: number) => (lb < 1 ? `${formatNumber(lb * 16, 1)} oz` : `${formatNumber(lb, 2)} lb`);
const tierName = (tier: SizeTierId) => sizeTierLabels[tier].toLowerCase();

function savingAt(
  input: BulkInput,
  currentTotal: number,
  sides: Box,
  weightLb: number,
  expectTier: SizeTierId | null,
): number | null {
  const result = calculateFbaFeeTotals({
    lengthIn: sides.longest,
    widthIn: sides.median,
    heightIn: sides.shortest,
    weightLb,
    price: input.price,
    categoryId: input.categoryId,
    productType: input.productType,
    date: input.date,
  });
  if (!result.ok || (expectTier !== null && result.value.sizeTier.tier !== expectTier)) return null;
  const saving = (toCents(currentTotal) - toCents(result.value.totals.total)) / 100;
  return saving >= 0.01 ? saving : null;
}

function tierHeadroom(input: BulkInput, fees: FbaFeeTotals, hasSmallBulky: boolean): Headroom | null {
  const step = cheaperTier(fees.sizeTier.tier, hasSmallBulky);
  if (!step) return null;
  const { sides, unitWeightLb } = fees.sizeTier;
  const over: string[] = [];
  let sideExcess = 0;
  const clipped: Box = { ...sides };
  if (step.box) {
    for (const [side, word] of [
      ["longest", "long"],
      ["median", "wide"],
      ["shortest", "tall"],
    ] as const) {
      const excess = sides[side] - step.box[side];
      if (excess > 1e-9) {
        sideExcess += excess;
        clipped[side] = step.box[side];
        over.push(`${inches(excess)} too ${word}`);
      }
    }
  }
  const weightExcess =
    step.box === null
      ? Math.max(unitWeightLb, fees.sizeTier.dimensionalWeightLb) - step.maxWeightLb
      : unitWeightLb - step.maxWeightLb;
  if (weightExcess > 1e-9) over.push(`${weightText(weightExcess)} too heavy`);
  if (over.length === 0 || sideExcess > NEAR_SIDES_IN + 1e-9 || weightExcess > step.nearWeightLb + 1e-9) return null;
  const saving = savingAt(input, fees.totals.total, clipped, Math.min(unitWeightLb, step.maxWeightLb), step.target);
  return saving === null ? null : { text: `${over.join(" and ")} for ${tierName(step.target)}`, savingPerUnit: saving };
}

function weightBandHeadroom(input: BulkInput, fees: FbaFeeTotals): Headroom | null {
  const tier = fees.sizeTier;
  if (tier.weightBasis !== "unit-weight") return null;
  const bands = fees.schedule.fulfillment[fees.productType][tier.tier]?.weightBands ?? [];
  const index = bands.findIndex((band) => tier.shippingWeightLb <= band.maxLb + 1e-9);
  const lower = bands[index - 1];
  if (index < 1 || !lower) return null;
  const excess = tier.unitWeightLb - lower.maxLb;
  const near =
    tier.tier === "small-standard" || tier.tier === "large-standard" ? NEAR_WEIGHT_STANDARD_LB : NEAR_WEIGHT_BULKY_LB;
  if (excess <= 1e-9 || excess > near + 1e-9) return null;
  const saving = savingAt(input, fees.totals.total, tier.sides, lower.maxLb, tier.tier);
  return saving === null
    ? null
    : { text: `${weightText(excess)} over the ${weightText(lower.maxLb)} band`, savingPerUnit: saving };
}

/** The near miss that would save the most per unit, or null when there is none. */
export function findHeadroom(input: BulkInput, fees: FbaFeeTotals): Headroom | null {
  const tier = tierHeadroom(input, fees, fees.schedule.sizeTierRules.hasSmallBulky);
  const band = weightBandHeadroom(input, fees);
  // The greater saving; the tier on a tie (as a stable sort of [tier, band] would).
  return tier && band ? (band.savingPerUnit > tier.savingPerUnit ? band : tier) : (tier ?? band);
}
