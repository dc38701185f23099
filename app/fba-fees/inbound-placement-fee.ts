import { formatDate, formatUsd } from "~/lib/format";
import type { SizeTierResult } from "./size-tier";
import { storageSizeClass } from "./storage-fee";
import type { FeeRange, FeeSchedule, InboundPlacementChoice, InventoryFee } from "./types";

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
