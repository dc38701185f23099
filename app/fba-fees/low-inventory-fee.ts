import { formatUsd } from "~/lib/format";
import type { SizeTierResult } from "./size-tier";
import type { FeeSchedule, InventoryFee, LowInventoryRowId } from "./types";

/**
 * The low-inventory-level fee's test, one rule for the FBA calculator, the KPI page and the low-inventory-level fee
 * predictor. Research: shared/research/fba-fees-us.md §4 and §D.
 * - Since April 1, 2024 (Amazon's help pages, S1; Amazon's forum post "Low-inventory-level fee further explained",
 *   S38): charged per unit shipped when BOTH the short-term (30-day) and the long-term (90-day) historical days of
 *   supply are under 28 days; the higher of the two picks the band (under 14, 14 to under 21, 21 to under 28).
 * - Historical days of supply = average daily units on hand / average daily units shipped over the period: Amazon's
 *   post shows the formula only as a picture (not retrieved); the wording comes from third parties (RestockPro's and
 *   ForecastRx's help pages, 2024).
 * - From January 15, 2026 the test runs per FNSKU instead of per parent product (S34-S37, third parties only:
 *   unconfirmed), and it covers small and large bulky (rates from public code only, S3: unconfirmed, flagged in the
 *   schedule's provenance).
 * - Exemptions (S1; the 7-day test from May 15, 2024, S39): fewer than 20 units shipped in the previous 7 days; new
 *   Professional sellers for their first 365 days (when they start is unconfirmed: the research says only "365
 *   days"); FBA New Selection parent products for 180 days; products replenished 70% or more through AWD.
 *   Whether the 20-unit test is counted per FNSKU or per parent product in 2026 is unconfirmed (Amazon's help page
 *   counts it per parent).
 */

/** Both figures must be under this many days for the fee to apply. */
export const LOW_INVENTORY_THRESHOLD_DAYS = 28;

/** The two windows of historical days of supply: short-term and long-term. */
export const LOW_INVENTORY_WINDOWS_DAYS = { shortTerm: 30, longTerm: 90 } as const;

/** The bands' lower edges after the first: under 14, 14 to under 21, 21 to under 28 days of supply. */
export const LOW_INVENTORY_BAND_EDGES = [14, 21] as const;

/** The exemptions' figures, in the order Amazon lists them. */
export const lowInventoryExemptionRules = {
  /** Exempt when fewer than this many units shipped in the previous 7 days. */
  minimumUnitsShippedIn7Days: 20,
  /** ...counted over this many days. */
  lowVolumeWindowDays: 7,
  /** New Professional sellers: this many days after their first FBA inventory receipt. */
  newSellerDays: 365,
  /** FBA New Selection parent products: this many days. */
  newSelectionDays: 180,
  /** Products replenished at least this share through Amazon Warehousing and Distribution. */
  awdReplenishedPercent: 70,
} as const;

export type LowInventoryBand = 0 | 1 | 2;

/** The bands as the pages and the tools name them. */
export const lowInventoryBandLabels: Readonly<Record<LowInventoryBand, string>> = {
  0: `under ${LOW_INVENTORY_BAND_EDGES[0]} days`,
  1: `${LOW_INVENTORY_BAND_EDGES[0]} to ${LOW_INVENTORY_BAND_EDGES[1]} days`,
  2: `${LOW_INVENTORY_BAND_EDGES[1]} to ${LOW_INVENTORY_THRESHOLD_DAYS} days`,
};

export type LowInventoryExemption = "low-volume" | "new-seller" | "new-selection" | "awd";

export const lowInventoryExemptionLabels: Readonly<Record<LowInventoryExemption, string>> = {
  "low-volume": `fewer than ${lowInventoryExemptionRules.minimumUnitsShippedIn7Days} units shipped in the last ${lowInventoryExemptionRules.lowVolumeWindowDays} days`,
  "new-seller": `new Professional seller (first ${lowInventoryExemptionRules.newSellerDays} days)`,
  "new-selection": `FBA New Selection parent product (first ${lowInventoryExemptionRules.newSelectionDays} days)`,
  awd: `${lowInventoryExemptionRules.awdReplenishedPercent}% or more replenished through AWD`,
};

export interface LowInventoryInput {
  /** Short-term (30-day) historical days of supply. */
  shortTermDaysOfSupply: number;
  /** Long-term (90-day) historical days of supply. */
  longTermDaysOfSupply: number;
  /** Exempt when fewer than 20 units shipped in the last 7 days. */
  unitsShippedLast7Days?: number;
  /** Exempt: new Professional seller in its first 365 days (the start is unconfirmed). */
  isNewSellerFirstYear?: boolean;
  /** Exempt: parent product within 180 days under FBA New Selection. */
  isFbaNewSelection?: boolean;
  /** Exempt at 70% or more replenished through AWD. */
  awdReplenishedPercent?: number;
}

/** The rate card's row for a size tier; null for the tiers the fee does not cover (extra-large). */
export function lowInventoryRowId(tier: Pick<SizeTierResult, "tier" | "shippingWeightLb">): LowInventoryRowId | null {
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

/** The exemptions that apply, in the order Amazon lists them. */
export function lowInventoryExemptionsOf(input: Omit<LowInventoryInput, keyof DaysOfSupply>): LowInventoryExemption[] {
  const rules = lowInventoryExemptionRules;
  const found: LowInventoryExemption[] = [];
  if (input.unitsShippedLast7Days !== undefined && input.unitsShippedLast7Days < rules.minimumUnitsShippedIn7Days)
    found.push("low-volume");
  if (input.isNewSellerFirstYear) found.push("new-seller");
  if (input.isFbaNewSelection) found.push("new-selection");
  if (input.awdReplenishedPercent !== undefined && input.awdReplenishedPercent >= rules.awdReplenishedPercent)
    found.push("awd");
  return found;
}

/** Reasons (if any) the product is exempt, in words, in the order Amazon lists them. */
export function lowInventoryExemptions(input: LowInventoryInput): string[] {
  return lowInventoryExemptionsOf(input).map((exemption) => lowInventoryExemptionLabels[exemption]);
}

type DaysOfSupply = Pick<LowInventoryInput, "shortTermDaysOfSupply" | "longTermDaysOfSupply">;

/** The band the two figures fall in, or null when either is 28 days or more (no fee). */
export function lowInventoryBand({
  shortTermDaysOfSupply,
  longTermDaysOfSupply,
}: DaysOfSupply): LowInventoryBand | null {
  if (shortTermDaysOfSupply >= LOW_INVENTORY_THRESHOLD_DAYS || longTermDaysOfSupply >= LOW_INVENTORY_THRESHOLD_DAYS)
    return null;
  const daysOfSupply = Math.max(shortTermDaysOfSupply, longTermDaysOfSupply);
  return daysOfSupply < LOW_INVENTORY_BAND_EDGES[0] ? 0 : daysOfSupply < LOW_INVENTORY_BAND_EDGES[1] ? 1 : 2;
}

/** The fee per unit shipped in a band for a rate card's row; null when the card has no such row. */
export function lowInventoryRate(
  schedule: FeeSchedule,
  rowId: LowInventoryRowId | null,
  band: LowInventoryBand,
): number | null {
  const row = rowId ? schedule.lowInventoryLevelFee[rowId] : undefined;
  return row ? row.fees[band] : null;
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
  const band = lowInventoryBand(input);
  if (band === null) {
    return {
      amount: 0,
      explanation: `Not charged: days of supply (30-day ${shortTerm}, 90-day ${longTerm}) are not both under ${LOW_INVENTORY_THRESHOLD_DAYS}.`,
      provenance: row.provenance,
    };
  }
  const amount = row.fees[band];
  return {
    amount,
    explanation: `${tier.label}: ${Math.max(shortTerm, longTerm)} days of supply (the higher of 30-day ${shortTerm} and 90-day ${longTerm}) falls in "${lowInventoryBandLabels[band]}": ${formatUsd(amount)} per unit.`,
    provenance: row.provenance,
  };
}
