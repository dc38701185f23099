import { addDays } from "~/lib/dates";
import { formatDate, formatNumber, formatUsd } from "~/lib/format";
import { sizeTierLabels, type SizeTierResult } from "./size-tier";
import { storageSizeClass } from "./storage-fee";
import type {
  FeeRange,
  FeeSchedule,
  InboundPlacementBand,
  InboundPlacementChoice,
  InventoryFee,
  SizeTierId,
} from "./types";
import { roundToCents } from "./units";

/**
 * The inbound placement service fee (US): the one rule the FBA calculator and the inbound placement comparator share.
 * Facts from shared/research/fba-fees-us.md section B (stored copies read November 2026); source keys in comments.
 * - Since March 1, 2024, charged per unit on standard-size and bulky products, on the units Amazon received, 45 days
 *   after the shipment is received (S19: Amazon help page GC3Q44PBK8BXQW3Z).
 * - Three splits: minimal (usually one location, the full fee), partial (two or three locations, a lower fee),
 *   Amazon-optimized (no fee; Amazon's table header says five or more locations, third parties four or more, S21).
 * - The partial split was withdrawn for standard-size products on February 20, 2025; large bulky keeps it (S19, S20).
 * - The no-fee split needs at least five identical cartons or pallets per item, each with the same quantity per item
 *   and the same item mix (S19); third parties date the rule to August 2024 (S23).
 * - Amazon moves the fee within its published ranges by size, weight, number of splits and inbound location: the West
 *   and capacity-constrained sites cost more (S19, S22). No figure per region is published.
 * - Extra-large products are not charged: third-party only (S21), UNVERIFIED.
 * The ranges themselves are schedule data (schedules/inventory-rates.ts), with their own provenance.
 */

export const inboundPlacementLabels: Readonly<Record<InboundPlacementChoice, string>> = {
  minimal: "Minimal shipment split (usually one location)",
  partial: "Partial shipment split",
  "amazon-optimized": "Amazon-optimized shipment split",
};

/** S19: the fee is charged this many days after Amazon receives the shipment, on the units received. */
export const PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT = 45;

/** S19: the no-fee Amazon-optimized split needs at least this many identical cartons (or pallets) per item. */
export const OPTIMIZED_SPLIT_MIN_IDENTICAL_CARTONS = 5;

/** The day the fee of a shipment received on `receivedOn` is charged. */
export function placementChargeDate(receivedOn: string): string {
  return addDays(receivedOn, PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT);
}

/** Where in Amazon's range a figure sits: its low end, the middle (our working figure, not Amazon's) or its top. */
export type PlacementFigure = "low" | "mid" | "high";

/**
 * The inbound region of a minimal-split shipment. Amazon says the West and capacity-constrained sites cost more, and
 * publishes no figure per region (S19, S22): there the top of the range is used; elsewhere the middle of the range,
 * an assumption of ours; when the region is unknown, the top (the cautious end).
 */
export type InboundRegion = "west" | "elsewhere" | "unknown";
export const inboundRegions: readonly InboundRegion[] = ["west", "elsewhere", "unknown"];
export const regionFigures: Readonly<Record<InboundRegion, PlacementFigure>> = {
  west: "high",
  elsewhere: "mid",
  unknown: "high",
};

/**
 * A range's figure per unit, and which figure it is: where only the top of the range is known (bulky), every figure
 * is the top. The middle is rounded to the cent (half up), so a shipment's fee is that figure times its units.
 */
export function placementFigure(range: FeeRange, figure: PlacementFigure): { amount: number; figure: PlacementFigure } {
  if (range.low === null || figure === "high") return { amount: range.high, figure: "high" };
  return figure === "low"
    ? { amount: range.low, figure }
    : { amount: roundToCents((range.low + range.high) / 2), figure };
}

/** The tier and the shipping weight the fee is looked up by (unit weight for small standard, S22; size-tier.ts). */
export type PlacementProduct = Pick<SizeTierResult, "tier" | "label" | "shippingWeightLb">;

export type PlacementRateBasis =
  /** Amazon's range for the tier and shipping-weight band. */
  | "range"
  /** The Amazon-optimized split: no fee. */
  | "no-fee"
  /** Extra-large: not charged (S21, third party). */
  | "extra-large"
  /** A tier with no known row. */
  | "no-rate"
  /** The partial split is not offered for standard-size products on this date. */
  | "partial-withdrawn";

/** What one split costs one product per unit on a date, and whether Amazon offers that split for it. */
export interface PlacementRate {
  choice: InboundPlacementChoice;
  offered: boolean;
  /** Per-unit range; null when no fee applies or the split is not offered. */
  range: FeeRange | null;
  /** The shipping-weight band the range belongs to (null without one). */
  band: { minLb: number; maxLb: number } | null;
  basis: PlacementRateBasis;
  /** Whether the figures rest on sources the research could not confirm (schedule provenance, extra-large). */
  isEstimate: boolean;
}

const isExtraLarge = (tier: PlacementProduct["tier"]) => tier.startsWith("extra-large");

function placementBand(schedule: FeeSchedule, product: PlacementProduct) {
  const bands = schedule.inboundPlacement.byTier[product.tier];
  if (!bands || bands.length === 0) return null;
  const index = bands.findIndex((candidate) => product.shippingWeightLb <= candidate.maxLb + 1e-9);
  const at = index === -1 ? bands.length - 1 : index;
  return {
    band: bands[at] as InboundPlacementBand,
    minLb: at === 0 ? 0 : (bands[at - 1] as InboundPlacementBand).maxLb,
  };
}

/** Whether Amazon offers the partial split for the product's tier on `isoDate` (standard-size lost it on Feb 20, 2025). */
export function isPartialSplitOffered(schedule: FeeSchedule, tier: PlacementProduct["tier"], isoDate: string): boolean {
  if (isExtraLarge(tier)) return true;
  const isStandardSize = storageSizeClass(tier) === "standard";
  return !(isStandardSize && isoDate >= schedule.inboundPlacement.standardSizePartialSplitEndsOn);
}

/** The per-unit fee range of one split for a product whose shipment is created on `isoDate`, on `schedule`'s card. */
export function placementRate(
  schedule: FeeSchedule,
  product: PlacementProduct,
  choice: InboundPlacementChoice,
  isoDate: string,
): PlacementRate {
  const rates = schedule.inboundPlacement;
  const provenance = storageSizeClass(product.tier) === "standard" ? rates.provenance : rates.bulkyProvenance;
  const none = (basis: PlacementRateBasis, offered = true, isEstimate = false): PlacementRate => ({
    choice,
    offered,
    range: null,
    band: null,
    basis,
    isEstimate,
  });
  if (choice === "amazon-optimized") return none("no-fee");
  if (isExtraLarge(product.tier)) return none("extra-large", true, true);
  if (choice === "partial" && !isPartialSplitOffered(schedule, product.tier, isoDate))
    return none("partial-withdrawn", false, provenance.isEstimate);
  const found = placementBand(schedule, product);
  const range = found && (choice === "partial" ? found.band.partial : found.band.minimal);
  if (!found || !range) return none("no-rate", true, true);
  return {
    choice,
    offered: true,
    range,
    band: { minLb: found.minLb, maxLb: found.band.maxLb },
    basis: "range",
    isEstimate: provenance.isEstimate,
  };
}

/**
 * The fee the FBA calculator charges for a choice: the top of the range (the cautious end). A partial split Amazon no
 * longer offers is charged as the minimal split it falls back to.
 */
function chargedRate(
  schedule: FeeSchedule,
  product: PlacementProduct,
  choice: InboundPlacementChoice,
  isoDate: string,
) {
  const rate = placementRate(schedule, product, choice, isoDate);
  return rate.basis === "partial-withdrawn" ? placementRate(schedule, product, "minimal", isoDate) : rate;
}

/** The amount of `inboundPlacementFee` alone. */
export function inboundPlacementAmount(
  schedule: FeeSchedule,
  tier: PlacementProduct,
  choice: InboundPlacementChoice,
  isoDate = "2026-01-15",
): number {
  return chargedRate(schedule, tier, choice, isoDate).range?.high ?? 0;
}

/** "12 oz", "1.5 lb": a band edge as Amazon's tables write it (ounces up to a pound). */
function weightText(lb: number): string {
  return lb <= 1 ? `${formatNumber(lb * 16)} oz` : `${formatNumber(lb)} lb`;
}

/** A shipping-weight band as Amazon's tables write it: "12 oz or less", "over 12 oz to 1.5 lb", "over 1.5 to 3 lb". */
export function placementBandLabel(band: { minLb: number; maxLb: number }): string {
  if (band.minLb === 0) return `${weightText(band.maxLb)} or less`;
  const [fromNumber, fromUnit] = weightText(band.minLb).split(" ");
  const to = weightText(band.maxLb);
  return `over ${to.endsWith(` ${fromUnit}`) ? fromNumber : `${fromNumber} ${fromUnit}`} to ${to}`;
}

/** One row of a card's placement table: a tier's shipping-weight band and each split's range (null: not offered). */
export interface PlacementRateRow {
  tier: SizeTierId;
  band: { minLb: number; maxLb: number };
  minimal: FeeRange;
  partial: FeeRange | null;
  isEstimate: boolean;
}

/** Every row of the placement table of `schedule` for a shipment created on `isoDate`, tier by tier, lightest first. */
export function placementRateRows(schedule: FeeSchedule, isoDate: string): PlacementRateRow[] {
  return (Object.keys(sizeTierLabels) as SizeTierId[]).flatMap((tier) =>
    (schedule.inboundPlacement.byTier[tier] ?? []).map((band, index, bands) => {
      const product = { tier, label: sizeTierLabels[tier], shippingWeightLb: band.maxLb };
      const partial = placementRate(schedule, product, "partial", isoDate);
      return {
        tier,
        band: { minLb: index === 0 ? 0 : bands[index - 1]!.maxLb, maxLb: band.maxLb },
        minimal: band.minimal,
        partial: partial.range,
        isEstimate: placementRate(schedule, product, "minimal", isoDate).isEstimate,
      };
    }),
  );
}

/** "$0.16 to $0.30", or "up to $1.60" where only the top is published. */
export function formatPlacementRange(range: FeeRange): string {
  return range.low === null ? `up to ${formatUsd(range.high)}` : `${formatUsd(range.low)} to ${formatUsd(range.high)}`;
}

/**
 * Inbound placement per unit. Amazon publishes ranges (the fee moves with the inbound location and Amazon's
 * adjustments), so the result uses the top of the range, the cautious end, and says so. From Feb 20, 2025
 * standard-size products can no longer choose a partial split: the minimal-split fee applies instead.
 * `isoDate` defaults to a date after that change.
 */
export function inboundPlacementFee(
  schedule: FeeSchedule,
  tier: PlacementProduct,
  choice: InboundPlacementChoice,
  isoDate = "2026-01-15",
): InventoryFee & { range: FeeRange | null } {
  const rates = schedule.inboundPlacement;
  const isStandardSize = storageSizeClass(tier.tier) === "standard";
  const provenance = isStandardSize ? rates.provenance : rates.bulkyProvenance;
  const rate = chargedRate(schedule, tier, choice, isoDate);
  if (rate.basis === "no-fee") {
    return {
      amount: 0,
      range: null,
      explanation: "Amazon-optimized split: no placement fee (you ship to the several locations Amazon picks).",
      provenance: { isEstimate: false, source: rates.provenance.source },
    };
  }
  if (rate.basis === "extra-large") {
    return {
      amount: 0,
      range: null,
      explanation: `${tier.label}: not charged, as public fee guides report; Amazon's own text on extra-large was not found.`,
      provenance: { ...rates.bulkyProvenance, isEstimate: true },
    };
  }
  if (!rate.range || !rate.band) {
    return {
      amount: 0,
      range: null,
      explanation: `No public placement rate found for ${tier.label}; not included. Enter it yourself if Amazon quotes one.`,
      provenance,
    };
  }
  const range = rate.range;
  const chargedLabel = inboundPlacementLabels[rate.choice];
  const withdrawnText =
    choice === "partial" && rate.choice === "minimal"
      ? `Amazon stopped offering the partial split for standard-size products on ${formatDate(rates.standardSizePartialSplitEndsOn, "short")}, so the minimal-split fee applies. `
      : "";
  const rangeText =
    range.low === null
      ? `only the top of the range is published, ${formatUsd(range.high)}, and this result uses it`
      : `Amazon's range is ${formatPlacementRange(range)}; this result uses the top of the range, ${formatUsd(range.high)} (the fee depends on the inbound location)`;
  return {
    amount: range.high,
    range,
    explanation: `${withdrawnText}${chargedLabel}, ${tier.label} up to ${rate.band.maxLb} lb: ${rangeText}.`,
    provenance,
  };
}

/**
 * The five-identical-cartons condition of the no-fee split (S19), for one item packed `unitsPerCarton` to a carton:
 * met with at least five full cartons and no odd one. That an odd last carton fails the item reads "each with the same
 * quantity per item" as every carton of the item, our reading of S19.
 */
export function identicalCartons(units: number, unitsPerCarton: number) {
  const fullCartons = Math.floor(units / unitsPerCarton);
  const leftoverUnits = units - fullCartons * unitsPerCarton;
  return {
    cartons: fullCartons + (leftoverUnits > 0 ? 1 : 0),
    fullCartons,
    leftoverUnits,
    meetsCondition: leftoverUnits === 0 && fullCartons >= OPTIMIZED_SPLIT_MIN_IDENTICAL_CARTONS,
  };
}
