import type { SizeTierId } from "./types";
import { ceilToStep } from "./units";

/**
 * Product size tiers (US). Amazon sorts the sides (longest / median / shortest), then tests the tiers from
 * the smallest up. Limits are inclusive ("up to"). Weights in lb, lengths in inches.
 */

export const sizeTierLabels: Readonly<Record<SizeTierId, string>> = {
  "small-standard": "Small standard",
  "large-standard": "Large standard",
  "small-bulky": "Small bulky",
  "large-bulky": "Large bulky",
  "extra-large-0-50": "Extra-large 0 to 50 lb",
  "extra-large-50-70": "Extra-large 50+ to 70 lb",
  "extra-large-70-150": "Extra-large 70+ to 150 lb",
  "extra-large-150-plus": "Extra-large 150+ lb",
};

export const DIMENSIONAL_WEIGHT_DIVISOR = 139;
/** Bulky and extra-large use at least 2 in for width and height in the dimensional weight. */
export const BULKY_MINIMUM_SIDE_IN = 2;

export const sizeTierLimits = {
  smallStandard: { longest: 15, median: 12, shortest: 0.75, unitWeightLb: 1 },
  largeStandard: { longest: 18, median: 14, shortest: 8, weightLb: 20 },
  smallBulky: { longest: 37, median: 28, shortest: 20, lengthPlusGirth: 130, weightLb: 50 },
  largeBulky: { longest: 59, median: 33, shortest: 33, lengthPlusGirth: 130, weightLb: 50 },
  extraLarge: { upTo50Lb: 50, upTo70Lb: 70, upTo150Lb: 150 },
  overmax: { longest: 96, lengthPlusGirth: 130 },
} as const;

export interface SortedSides {
  longest: number;
  median: number;
  shortest: number;
}

export function sortSides(lengthIn: number, widthIn: number, heightIn: number): SortedSides {
  const [longest = 0, median = 0, shortest = 0] = [lengthIn, widthIn, heightIn].sort((a, b) => b - a);
  return { longest, median, shortest };
}

/** Girth = 2 x (median + shortest); Amazon's limit is on length + girth. */
export function lengthPlusGirth(sides: SortedSides): number {
  return sides.longest + 2 * (sides.median + sides.shortest);
}

/** L x W x H / 139, optionally with Amazon's 2-inch minimum on the median and shortest sides. */
export function dimensionalWeightLb(sides: SortedSides, applyBulkyMinimum: boolean): number {
  const median = applyBulkyMinimum ? Math.max(sides.median, BULKY_MINIMUM_SIDE_IN) : sides.median;
  const shortest = applyBulkyMinimum ? Math.max(sides.shortest, BULKY_MINIMUM_SIDE_IN) : sides.shortest;
  return (sides.longest * median * shortest) / DIMENSIONAL_WEIGHT_DIVISOR;
}

export type WeightBasis = "unit-weight" | "dimensional-weight";

export interface SizeTierResult {
  tier: SizeTierId;
  label: string;
  /** Extra-large up to 150 lb with longest side > 96 in or length + girth > 130 in (only on cards with overmax). */
  isOvermax: boolean;
  sides: SortedSides;
  lengthPlusGirthIn: number;
  unitWeightLb: number;
  /** Dimensional weight as this tier computes it (2-inch minimum for bulky and extra-large). */
  dimensionalWeightLb: number;
  /** Whether this tier bills the greater of unit and dimensional weight (false: unit weight only). */
  usesDimensionalWeight: boolean;
  /**
   * Extra-large 150+ lb reached through dimensional weight while the unit weighs 150 lb or less. Amazon's
   * rule for this case was not found (UNVERIFIED), so fees built on it are estimates.
   */
  isOver150LbByDimensionalWeightOnly: boolean;
  /** Which weight was the greater (the one billed). */
  weightBasis: WeightBasis;
  /** The billed weight before rounding. */
  billableWeightLb: number;
  /** The billed weight after the tier's rounding; fee bands are looked up with this. */
  shippingWeightLb: number;
  shippingWeightRule: string;
}

export interface SizeTierRules {
  hasSmallBulky: boolean;
  hasOvermax: boolean;
}

function fitsBox(sides: SortedSides, box: { longest: number; median: number; shortest: number }): boolean {
  return sides.longest <= box.longest && sides.median <= box.median && sides.shortest <= box.shortest;
}

/**
 * Rounds the billed weight the way public implementations do (Amazon's text does not spell it out):
 * standard-size up to 1 lb to the next whole ounce, large standard above 1 lb to the next 4 oz, bulky and
 * extra-large to the next whole pound.
 */
export function roundShippingWeight(tier: SizeTierId, weightLb: number): { weightLb: number; rule: string } {
  if (tier === "small-standard" || (tier === "large-standard" && weightLb <= 1)) {
    return { weightLb: ceilToStep(weightLb, 1 / 16), rule: "rounded up to the next whole ounce" };
  }
  if (tier === "large-standard") {
    return { weightLb: ceilToStep(weightLb, 0.25), rule: "rounded up to the next 4 oz (0.25 lb)" };
  }
  return { weightLb: ceilToStep(weightLb, 1), rule: "rounded up to the next whole pound" };
}

/** Assigns the size tier and the shipping weight used for fees. Inputs must already be validated (> 0). */
export function classifySizeTier(
  lengthIn: number,
  widthIn: number,
  heightIn: number,
  unitWeightLb: number,
  rules: SizeTierRules,
): SizeTierResult {
  const sides = sortSides(lengthIn, widthIn, heightIn);
  const girthLength = lengthPlusGirth(sides);
  const plainDimensionalWeight = dimensionalWeightLb(sides, false);
  const bulkyDimensionalWeight = dimensionalWeightLb(sides, true);
  const limits = sizeTierLimits;

  const build = (
    tier: SizeTierId,
    dimensionalWeight: number,
    usesDimensionalWeight: boolean,
    isOvermax = false,
  ): SizeTierResult => {
    const dimensionalWins = usesDimensionalWeight && dimensionalWeight > unitWeightLb;
    const billableWeightLb = dimensionalWins ? dimensionalWeight : unitWeightLb;
    const rounded = roundShippingWeight(tier, billableWeightLb);
    return {
      tier,
      label: sizeTierLabels[tier],
      isOvermax,
      sides,
      lengthPlusGirthIn: girthLength,
      unitWeightLb,
      dimensionalWeightLb: dimensionalWeight,
      usesDimensionalWeight,
      isOver150LbByDimensionalWeightOnly:
        tier === "extra-large-150-plus" && unitWeightLb <= limits.extraLarge.upTo150Lb,
      weightBasis: dimensionalWins ? "dimensional-weight" : "unit-weight",
      billableWeightLb,
      shippingWeightLb: rounded.weightLb,
      shippingWeightRule: rounded.rule,
    };
  };

  if (fitsBox(sides, limits.smallStandard) && unitWeightLb <= limits.smallStandard.unitWeightLb) {
    return build("small-standard", plainDimensionalWeight, false);
  }

  if (
    fitsBox(sides, limits.largeStandard) &&
    Math.max(unitWeightLb, plainDimensionalWeight) <= limits.largeStandard.weightLb
  ) {
    return build("large-standard", plainDimensionalWeight, true);
  }

  const bulkyWeight = Math.max(unitWeightLb, bulkyDimensionalWeight);
  const fitsBulky = (box: typeof limits.smallBulky | typeof limits.largeBulky) =>
    fitsBox(sides, box) && girthLength <= box.lengthPlusGirth && bulkyWeight <= box.weightLb;

  if (rules.hasSmallBulky && fitsBulky(limits.smallBulky)) {
    return build("small-bulky", bulkyDimensionalWeight, true);
  }
  if (fitsBulky(limits.largeBulky)) {
    return build("large-bulky", bulkyDimensionalWeight, true);
  }

  const isOvermax =
    rules.hasOvermax && (sides.longest > limits.overmax.longest || girthLength > limits.overmax.lengthPlusGirth);
  if (bulkyWeight <= limits.extraLarge.upTo50Lb)
    return build("extra-large-0-50", bulkyDimensionalWeight, true, isOvermax);
  if (bulkyWeight <= limits.extraLarge.upTo70Lb)
    return build("extra-large-50-70", bulkyDimensionalWeight, true, isOvermax);
  if (bulkyWeight <= limits.extraLarge.upTo150Lb)
    return build("extra-large-70-150", bulkyDimensionalWeight, true, isOvermax);
  // 150+ lb is billed on unit weight only (Amazon). Reaching it through dimensional weight alone follows Amazon's
  // late-2023 wording for the predecessor tier (S46); no 2024+ sentence was found (UNVERIFIED).
  // Overmax covers extra-large items of up to 150 lb only; the 150+ lb tier is outside it (S42, S43).
  return build("extra-large-150-plus", bulkyDimensionalWeight, false);
}
