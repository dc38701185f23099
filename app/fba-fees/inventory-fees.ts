import { monthOf } from "./dates";
import type { SizeTierResult } from "./size-tier";
import type {
  FeeSchedule,
  InboundPlacementChoice,
  LowInventoryRowId,
  Provenance,
  SizeTierId,
  StorageRateRow,
  StorageSizeClass,
} from "./types";
import { CUBIC_INCHES_PER_CUBIC_FOOT, formatUsd, roundToCents } from "./units";

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
  const rates = schedule.storage;
  const row: StorageRateRow = isDangerousGoods
    ? sizeClass === "standard"
      ? rates.dangerousGoodsStandard
      : rates.dangerousGoodsOversize
    : rates[sizeClass];
  const isQ4 = monthOf(isoDate) >= 10;
  const ratePerCubicFoot = isQ4 ? row.octToDec : row.janToSep;
  const volume = cubicFeet(tier.sides);
  const perMonth = volume * ratePerCubicFoot;
  const amount = roundToCents(perMonth * monthsInStorage);
  const season = isQ4 ? "Oct-Dec" : "Jan-Sep";
  const classLabel = `${isDangerousGoods ? "dangerous goods, " : ""}${sizeClass === "standard" ? "standard-size" : "oversize"}`;
  return {
    amount,
    ratePerCubicFoot,
    cubicFeet: volume,
    explanation:
      `${volume.toFixed(3)} cu ft x ${formatUsd(ratePerCubicFoot)}/cu ft (${classLabel}, ${season}) = ` +
      `${formatUsd(perMonth)} per month, x ${monthsInStorage} month${monthsInStorage === 1 ? "" : "s"} in storage.`,
    provenance: rates.provenance,
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
export function lowInventoryLevelFee(schedule: FeeSchedule, tier: SizeTierResult, input: LowInventoryInput): InventoryFee {
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

export function inboundPlacementFee(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  choice: InboundPlacementChoice,
): InventoryFee {
  const rates = schedule.inboundPlacement;
  if (choice === "amazon-optimized") {
    return {
      amount: 0,
      explanation: "Amazon-optimized split: no placement fee (you ship to the several locations Amazon picks).",
      provenance: { ...rates.provenance, isEstimate: false },
    };
  }
  const bands = rates.byTier[tier.tier];
  const band = bands?.find((candidate) => tier.shippingWeightLb <= candidate.maxLb + 1e-9) ?? bands?.[bands.length - 1];
  if (!band) {
    return {
      amount: 0,
      explanation: `No public placement rate found for ${tier.label}; not included. Enter it yourself if Amazon quotes one.`,
      provenance: rates.provenance,
    };
  }
  const amount = band[choice];
  return {
    amount,
    explanation: `${inboundPlacementLabels[choice]}, ${tier.label} up to ${band.maxLb} lb: ${formatUsd(amount)} per unit (estimate).`,
    provenance: rates.provenance,
  };
}

// ---------------------------------------------------------------------------------------------------
// Returns processing

export interface ReturnsInput {
  /** Share of units returned, in percent (5 = 5%). */
  returnRatePercent: number;
  /** Non-apparel: returns up to this rate are free (Amazon's category threshold, e.g. 2.9% Grocery). */
  returnRateThresholdPercent?: number;
  /** Fee per returned unit; defaults to the unit's non-peak fulfillment fee (no rate card found). */
  feePerReturn?: number;
}

/**
 * Allowance per unit SOLD = chargeable return rate x fee per returned unit. Apparel and shoes pay on every
 * return; other products only on the part of the return rate above their category threshold.
 */
export function returnsProcessingAllowance(
  input: ReturnsInput,
  isApparel: boolean,
  defaultFeePerReturn: number,
  defaultFeeDescription: string,
): InventoryFee {
  const threshold = isApparel ? 0 : (input.returnRateThresholdPercent ?? 0);
  const chargeableRate = Math.max(0, input.returnRatePercent - threshold) / 100;
  const feePerReturn = input.feePerReturn ?? defaultFeePerReturn;
  const amount = roundToCents(chargeableRate * feePerReturn);
  const thresholdText = threshold > 0 ? ` above the ${threshold}% category threshold` : "";
  const feeText =
    input.feePerReturn !== undefined ? `${formatUsd(feePerReturn)} per return (your figure)` : `${formatUsd(feePerReturn)} per return (${defaultFeeDescription})`;
  return {
    amount,
    explanation: `${(chargeableRate * 100).toFixed(2)}% of units returned${thresholdText} x ${feeText}.`,
    provenance: {
      isEstimate: true,
      source: "S11: teikametrics.com, sellervault.io (no rate card found)",
      note: "Returns processing fee rate card not found; per-return figure is an estimate.",
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Bulky packaging and overmax handling (2026 card)

export function bulkyPackagingFee(schedule: FeeSchedule, tier: SizeTierResult, sippCertified: boolean): InventoryFee | null {
  const packaging = schedule.bulkyPackagingFee;
  if (!packaging || (tier.tier !== "small-bulky" && tier.tier !== "large-bulky")) return null;
  if (sippCertified) {
    return {
      amount: 0,
      explanation: "Not charged: the product is certified Ships in Product Packaging.",
      provenance: packaging.provenance,
    };
  }
  const band =
    packaging.bands.find(
      (candidate) => candidate.maxDimensionalWeightLb === null || tier.dimensionalWeightLb <= candidate.maxDimensionalWeightLb,
    ) ?? packaging.bands[packaging.bands.length - 1];
  const amount = band?.fee ?? 0;
  return {
    amount,
    explanation: `${tier.label} not certified Ships in Product Packaging; dimensional weight ${tier.dimensionalWeightLb.toFixed(2)} lb: ${formatUsd(amount)}.`,
    provenance: packaging.provenance,
  };
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
    explanation: `Overmax (longest side ${tier.sides.longest.toFixed(2)} in, length + girth ${tier.lengthPlusGirthIn.toFixed(2)} in; limits 96 in / 130 in): ${formatUsd(amount)} for ${tier.label}.`,
    provenance: overmax.provenance,
  };
}
