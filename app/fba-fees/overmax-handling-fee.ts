import { formatFixed, formatUsd } from "~/lib/format";
import type { SizeTierResult } from "./size-tier";
import type { FeeSchedule, InventoryFee } from "./types";

// The 2026 card's handling fee for overmax items (longest side over 96 in or length + girth over 130 in).

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
