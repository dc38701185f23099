import { formatUsd } from "~/lib/format";
import type { SizeTierResult } from "./size-tier";
import type { FeeSchedule, InventoryFee, LowInventoryRowId } from "./types";

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
