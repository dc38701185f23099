import { everyReturnChargedCategories, returnRateThresholdsPercent } from "~/fba-fees/schedules/inventory-rates";
import { monthOf } from "~/lib/dates";
import { formatDate, formatFixed, formatNumber, formatPercent, formatUsd } from "~/lib/format";
import { feeFromTable } from "./fulfillment";
import type { SizeTierResult } from "./size-tier";
import { sources } from "./sources";
import type {
  FeeRange,
  FeeSchedule,
  InboundPlacementChoice,
  LowInventoryRowId,
  Provenance,
  SizeTierId,
  StorageRateRow,
  StorageSizeClass,
} from "./types";
import { CUBIC_INCHES_PER_CUBIC_FOOT, roundToCents } from "./units";

export interface InventoryFee {
  amount: number;
  explanation: string;
  provenance: Provenance;
}

// ---------------------------------------------------------------------------------------------------
// Monthly storage

export function storageSizeClass(tier: SizeTierId): StorageSizeClass {
  return tier === "small-standard" || tier === "large-standard" ? "standard" : "oversize";
}

export function cubicFeet(sides: SizeTierResult["sides"]): number {
  return (sides.longest * sides.median * sides.shortest) / CUBIC_INCHES_PER_CUBIC_FOOT;
}

/** The amount of `monthlyStorageFee` with the figures it is made of, without the explanation. */
export function monthlyStorageAmount(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  isDangerousGoods: boolean,
  isoDate: string,
  monthsInStorage: number,
): { amount: number; ratePerCubicFoot: number; cubicFeet: number; isQ4: boolean } {
  const sizeClass = storageSizeClass(tier.tier);
  const rates = schedule.storage;
  const row: StorageRateRow = isDangerousGoods
    ? sizeClass === "standard"
      ? rates.dangerousGoodsStandard
      : rates.dangerousGoodsOversize
    : rates[sizeClass];
  const isQ4 = monthOf(isoDate) >= 10;
  const ratePerCubicFoot = isQ4 ? row.octToDec : row.janToSep;
  const volume = cubicFeet(tier.sides);
  return {
    amount: roundToCents(volume * ratePerCubicFoot * monthsInStorage),
    ratePerCubicFoot,
    cubicFeet: volume,
    isQ4,
  };
}

/**
 * Monthly storage per unit = cubic feet x the $/cu ft rate of the size class and season (Jan-Sep or
 * Oct-Dec, by the calendar month of the date), times the months a unit waits before it sells.
 */
export function monthlyStorageFee(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  isDangerousGoods: boolean,
  isoDate: string,
  monthsInStorage: number,
): InventoryFee & { ratePerCubicFoot: number; cubicFeet: number } {
  const sizeClass = storageSizeClass(tier.tier);
  const {
    amount,
    ratePerCubicFoot,
    cubicFeet: volume,
    isQ4,
  } = monthlyStorageAmount(schedule, tier, isDangerousGoods, isoDate, monthsInStorage);
  const perMonth = volume * ratePerCubicFoot;
  const season = isQ4 ? "Oct-Dec" : "Jan-Sep";
  const classLabel = `${isDangerousGoods ? "dangerous goods, " : ""}${sizeClass === "standard" ? "standard-size" : "oversize"}`;
  return {
    amount,
    ratePerCubicFoot,
    cubicFeet: volume,
    explanation:
      `${formatFixed(volume, 3)} cu ft x ${formatUsd(ratePerCubicFoot)}/cu ft (${classLabel}, ${season}) = ` +
      `${formatUsd(perMonth)} per month, x ${monthsInStorage} month${monthsInStorage === 1 ? "" : "s"} in storage.`,
    provenance: schedule.storage.provenance,
  };
}

// ---------------------------------------------------------------------------------------------------
// Low-inventory-level fee

export interface LowInventoryInput {
  /** Short-term (30-day) historical days of supply. */
  shortTermDaysOfSupply: number;
  /** Long-term (90-day) historical days of supply. */
  longTermDaysOfSupply: number;
  /** Exempt when fewer than 20 units shipped in the last 7 days. */
  unitsShippedLast7Days?: number;
  /** Exempt: new Professional seller within 365 days of the first FBA receipt. */
  isNewSellerFirstYear?: boolean;
  /** Exempt: parent product within 180 days under FBA New Selection. */
  isFbaNewSelection?: boolean;
  /** Exempt at 70% or more replenished through AWD. */
  awdReplenishedPercent?: number;
}

function lowInventoryRowId(tier: SizeTierResult): LowInventoryRowId | null {
  switch (tier.tier) {
    case "small-standard":
      return "small-standard";
    case "large-standard":
      return tier.shippingWeightLb <= 3 ? "large-standard-up-to-3-lb" : "large-standard-over-3-lb";
    case "small-bulky":
      return "small-bulky";
    case "large-bulky":
      return "large-bulky";
    default:
      return null;
  }
}

/** Reasons (if any) the product is exempt, in the order Amazon lists them. */
export function lowInventoryExemptions(input: LowInventoryInput): string[] {
  const reasons: string[] = [];
  if (input.unitsShippedLast7Days !== undefined && input.unitsShippedLast7Days < 20) {
    reasons.push("fewer than 20 units shipped in the last 7 days");
  }
  if (input.isNewSellerFirstYear) reasons.push("new Professional seller (first 365 days)");
  if (input.isFbaNewSelection) reasons.push("FBA New Selection parent product (first 180 days)");
  if (input.awdReplenishedPercent !== undefined && input.awdReplenishedPercent >= 70) {
    reasons.push("70% or more replenished through AWD");
  }
  return reasons;
}

/**
 * Charged per unit shipped only when BOTH the short- and long-term days of supply are under 28; the
 * higher of the two picks the column (< 14, 14-21, 21-28 days).
 */
export function lowInventoryLevelFee(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  input: LowInventoryInput,
): InventoryFee {
  const standardProvenance = schedule.lowInventoryLevelFee["small-standard"]?.provenance ?? {
    isEstimate: false,
    source: "",
  };
  const exemptions = lowInventoryExemptions(input);
  if (exemptions.length > 0) {
    return { amount: 0, explanation: `Exempt: ${exemptions.join("; ")}.`, provenance: standardProvenance };
  }
  const rowId = lowInventoryRowId(tier);
  const row = rowId ? schedule.lowInventoryLevelFee[rowId] : undefined;
  if (!row) {
    return {
      amount: 0,
      explanation: `Not charged for ${tier.label} on this rate card.`,
      provenance: standardProvenance,
    };
  }
  const { shortTermDaysOfSupply: shortTerm, longTermDaysOfSupply: longTerm } = input;
  if (shortTerm >= 28 || longTerm >= 28) {
    return {
      amount: 0,
      explanation: `Not charged: days of supply (30-day ${shortTerm}, 90-day ${longTerm}) are not both under 28.`,
      provenance: row.provenance,
    };
  }
  const daysOfSupply = Math.max(shortTerm, longTerm);
  const column = daysOfSupply < 14 ? 0 : daysOfSupply < 21 ? 1 : 2;
  const columnLabel = ["under 14 days", "14 to 21 days", "21 to 28 days"][column];
  const amount = row.fees[column] ?? 0;
  return {
    amount,
    explanation: `${tier.label}: ${daysOfSupply} days of supply (the higher of 30-day ${shortTerm} and 90-day ${longTerm}) falls in "${columnLabel}": ${formatUsd(amount)} per unit.`,
    provenance: row.provenance,
  };
}

// ---------------------------------------------------------------------------------------------------
// Inbound placement service fee

export const inboundPlacementLabels: Readonly<Record<InboundPlacementChoice, string>> = {
  minimal: "Minimal shipment split (usually one location)",
  partial: "Partial shipment split",
  "amazon-optimized": "Amazon-optimized shipment split",
};

function formatRange(range: FeeRange): string {
  return range.low === null ? `up to ${formatUsd(range.high)}` : `${formatUsd(range.low)} to ${formatUsd(range.high)}`;
}

const placementBand = (schedule: FeeSchedule, tier: SizeTierResult) => {
  const bands = schedule.inboundPlacement.byTier[tier.tier];
  return bands?.find((candidate) => tier.shippingWeightLb <= candidate.maxLb + 1e-9) ?? bands?.[bands.length - 1];
};

function placementRange(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  band: NonNullable<ReturnType<typeof placementBand>>,
  choice: InboundPlacementChoice,
  isoDate: string,
): FeeRange {
  const partialWithdrawn =
    storageSizeClass(tier.tier) === "standard" && isoDate >= schedule.inboundPlacement.standardSizePartialSplitEndsOn;
  return (choice === "partial" && !partialWithdrawn ? band.partial : null) ?? band.minimal;
}

/** The amount of `inboundPlacementFee` alone. */
export function inboundPlacementAmount(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  choice: InboundPlacementChoice,
  isoDate = "2026-01-15",
): number {
  if (choice === "amazon-optimized") return 0;
  const band = placementBand(schedule, tier);
  return band ? placementRange(schedule, tier, band, choice, isoDate).high : 0;
}

/**
 * Inbound placement per unit. Amazon publishes ranges (the fee moves with the inbound location and Amazon's
 * adjustments), so the result uses the top of the range, the cautious end, and says so. From Feb 20, 2025
 * standard-size products can no longer choose a partial split: the minimal-split fee applies instead.
 * `isoDate` defaults to a date after that change.
 */
export function inboundPlacementFee(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  choice: InboundPlacementChoice,
  isoDate = "2026-01-15",
): InventoryFee & { range: FeeRange | null } {
  const rates = schedule.inboundPlacement;
  const isStandardSize = storageSizeClass(tier.tier) === "standard";
  const provenance = isStandardSize ? rates.provenance : rates.bulkyProvenance;
  if (choice === "amazon-optimized") {
    return {
      amount: 0,
      range: null,
      explanation: "Amazon-optimized split: no placement fee (you ship to the several locations Amazon picks).",
      provenance: { isEstimate: false, source: rates.provenance.source },
    };
  }
  const band = placementBand(schedule, tier);
  if (!band) {
    return {
      amount: 0,
      range: null,
      explanation: `No public placement rate found for ${tier.label}; not included. Enter it yourself if Amazon quotes one.`,
      provenance,
    };
  }
  const range = placementRange(schedule, tier, band, choice, isoDate);
  const partial = range === band.partial && choice === "partial" ? band.partial : null;
  const chargedLabel = inboundPlacementLabels[partial ? "partial" : "minimal"];
  const withdrawnText =
    choice === "partial" && !partial
      ? `Amazon stopped offering the partial split for standard-size products on ${formatDate(rates.standardSizePartialSplitEndsOn, "short")}, so the minimal-split fee applies. `
      : "";
  const rangeText =
    range.low === null
      ? `only the top of the range is published, ${formatUsd(range.high)}, and this result uses it`
      : `Amazon's range is ${formatRange(range)}; this result uses the top of the range, ${formatUsd(range.high)} (the fee depends on the inbound location)`;
  return {
    amount: range.high,
    range,
    explanation: `${withdrawnText}${chargedLabel}, ${tier.label} up to ${band.maxLb} lb: ${rangeText}.`,
    provenance,
  };
}

// ---------------------------------------------------------------------------------------------------
// Returns processing

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

// ---------------------------------------------------------------------------------------------------
// Bulky packaging and overmax handling (2026 card)

/** The amount of `bulkyPackagingFee` alone; null when the fee does not apply to the tier or card. */
export function bulkyPackagingAmount(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  sippCertified: boolean,
): number | null {
  const packaging = schedule.bulkyPackagingFee;
  if (!packaging || (tier.tier !== "small-bulky" && tier.tier !== "large-bulky")) return null;
  if (sippCertified) return 0;
  const band =
    packaging.bands.find(
      (candidate) =>
        candidate.maxDimensionalWeightLb === null || tier.dimensionalWeightLb <= candidate.maxDimensionalWeightLb,
    ) ?? packaging.bands[packaging.bands.length - 1];
  return band?.fee ?? 0;
}

export function bulkyPackagingFee(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  sippCertified: boolean,
): InventoryFee | null {
  const packaging = schedule.bulkyPackagingFee;
  const amount = bulkyPackagingAmount(schedule, tier, sippCertified);
  if (!packaging || amount === null) return null;
  if (sippCertified) {
    return {
      amount: 0,
      explanation: "Not charged: the product is certified Ships in Product Packaging.",
      provenance: packaging.provenance,
    };
  }
  return {
    amount,
    explanation: `${tier.label} not certified Ships in Product Packaging; dimensional weight ${formatFixed(tier.dimensionalWeightLb, 2)} lb: ${formatUsd(amount)}.`,
    provenance: packaging.provenance,
  };
}

/** The amount of `overmaxHandlingFee` alone; null when the product is not overmax on this card. */
export function overmaxHandlingAmount(schedule: FeeSchedule, tier: SizeTierResult): number | null {
  const overmax = schedule.overmaxHandlingFee;
  if (!overmax || !tier.isOvermax) return null;
  return overmax.fees[tier.tier] ?? 0;
}

export function overmaxHandlingFee(schedule: FeeSchedule, tier: SizeTierResult): InventoryFee | null {
  const overmax = schedule.overmaxHandlingFee;
  if (!overmax || !tier.isOvermax) return null;
  const amount = overmax.fees[tier.tier];
  if (amount === undefined) {
    return {
      amount: 0,
      explanation: `Overmax product, but no overmax handling fee is listed for ${tier.label}.`,
      provenance: overmax.provenance,
    };
  }
  return {
    amount,
    explanation: `Overmax (longest side ${formatFixed(tier.sides.longest, 2)} in, length + girth ${formatFixed(tier.lengthPlusGirthIn, 2)} in; limits 96 in / 130 in): ${formatUsd(amount)} for ${tier.label}.`,
    provenance: overmax.provenance,
  };
}
