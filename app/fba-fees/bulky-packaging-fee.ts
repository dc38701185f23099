import { formatFixed, formatUsd } from "~/lib/format";
import type { SizeTierResult } from "./size-tier";
import type { FeeSchedule, InventoryFee } from "./types";

// The 2026 card's fee for bulky items not certified Ships in Product Packaging.

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
