import { sources } from "~/fba-fees/sources";
import type {
  BulkyPackagingBand,
  InboundPlacementRates,
  LowInventoryRow,
  LowInventoryRowId,
  ReturnsProcessingCard,
  StorageRates,
} from "~/fba-fees/types";
import { bandsByOunces, bandsByPounds, perStepAbove } from "./table-helpers";

/** Inventory-side rates. Reported unchanged across the 2025 and 2026 cards, so both schedules share them. */

export const monthlyStorageRates: StorageRates = {
  standard: { janToSep: 0.78, octToDec: 2.4 },
  oversize: { janToSep: 0.56, octToDec: 1.4 },
  dangerousGoodsStandard: { janToSep: 0.99, octToDec: 3.63 },
  dangerousGoodsOversize: { janToSep: 0.78, octToDec: 2.43 },
  provenance: { isEstimate: false, source: sources.storage },
};

const lowInventoryProvenance = { isEstimate: false, source: sources.lowInventory };
const lowInventoryBulkyProvenance = {
  isEstimate: true,
  source: sources.rateCard2026Code,
  note: "The bulky rates appear only in public transcriptions of the 2026 card, not in Amazon's own text.",
};

/** Standard-size rows apply to both cards. Columns: < 14, 14 to < 21, 21 to < 28 days of supply. */
export const lowInventoryStandardRows: Partial<Record<LowInventoryRowId, LowInventoryRow>> = {
  "small-standard": { fees: [0.89, 0.63, 0.32], provenance: lowInventoryProvenance },
  "large-standard-up-to-3-lb": { fees: [0.97, 0.7, 0.36], provenance: lowInventoryProvenance },
  "large-standard-over-3-lb": { fees: [1.11, 0.87, 0.47], provenance: lowInventoryProvenance },
};

export const lowInventoryBulkyRows2026: Partial<Record<LowInventoryRowId, LowInventoryRow>> = {
  "small-bulky": { fees: [1.85, 1.02, 0.51], provenance: lowInventoryBulkyProvenance },
  "large-bulky": { fees: [2.09, 1.15, 0.57], provenance: lowInventoryBulkyProvenance },
};

/**
 * Inbound placement service fee per unit, as ranges. Standard-size: Table 1 of Amazon help page
 * GC3Q44PBK8BXQW3Z (S19), which Amazon labels "until February 19, 2025"; from February 20, 2025 the partial
 * split is withdrawn for standard-size (S19 headings, S20). The minimal column after that date is truncated in
 * the stored copy: S24 (third party) quotes 3-20 lb unchanged, so we keep the whole column (UNVERIFIED for the
 * other rows). Bulky: upper ends only, from public code (S25, UNVERIFIED; they match the $2.83 point in S24).
 */
const range = (low: number | null, high: number) => ({ low, high });

const bulkyPlacementBands = [
  { maxLb: 5, minimal: range(null, 1.6), partial: range(null, 1.1) },
  { maxLb: 12, minimal: range(null, 2.4), partial: range(null, 1.75) },
  { maxLb: 28, minimal: range(null, 3.5), partial: range(null, 2.19) },
  { maxLb: 42, minimal: range(null, 4.95), partial: range(1.05, 2.83) },
  { maxLb: 50, minimal: range(null, 5.95), partial: range(null, 3.32) },
] as const;

const standardPlacementBands = {
  "small-standard": [{ maxLb: 1, minimal: range(0.16, 0.3), partial: range(0.12, 0.21) }],
  "large-standard": [
    { maxLb: 0.75, minimal: range(0.18, 0.34), partial: range(0.13, 0.24) },
    { maxLb: 1.5, minimal: range(0.22, 0.41), partial: range(0.15, 0.28) },
    { maxLb: 3, minimal: range(0.27, 0.49), partial: range(0.17, 0.34) },
    { maxLb: 20, minimal: range(0.37, 0.68), partial: range(0.23, 0.48) },
  ],
} as const;

const bulkyPlacementProvenance = {
  isEstimate: true,
  source: sources.inboundPlacementBulky,
  note: "Amazon's bulky placement table was not found: the upper end of each band comes from a public fee chart.",
};

/** 2025 card: Amazon's own published ranges for standard-size. */
export const inboundPlacementRates2025: InboundPlacementRates = {
  byTier: {
    ...standardPlacementBands,
    "large-bulky": bulkyPlacementBands,
  },
  standardSizePartialSplitEndsOn: "2025-02-20",
  provenance: { isEstimate: false, source: sources.inboundPlacement },
  bulkyProvenance: bulkyPlacementProvenance,
};

/**
 * 2026 card: Amazon published no 2026 table that we could find; third parties agree the fees rose from
 * Jan 15, 2026 but disagree by how much (S26-S29, UNVERIFIED). We keep Amazon's 2025 ranges and flag them.
 */
export const inboundPlacementRates2026: InboundPlacementRates = {
  byTier: {
    ...standardPlacementBands,
    // Small bulky (2026) has no rows of its own anywhere we looked; it reuses the large bulky rows (UNVERIFIED).
    "small-bulky": bulkyPlacementBands,
    "large-bulky": bulkyPlacementBands,
  },
  standardSizePartialSplitEndsOn: "2025-02-20",
  provenance: {
    isEstimate: true,
    source: sources.inboundPlacement,
    note: "Amazon's 2026 placement table was not found; these are its 2025 ranges (third parties report rises of differing size from Jan 15, 2026).",
  },
  bulkyProvenance: bulkyPlacementProvenance,
};

/**
 * Returns processing fee per returned unit. The only Amazon card found (S12, help page 64LS955WNFT6EDP) is an
 * older apparel-and-shoes version on the pre-February 2024 size tiers; its start date and whether the rates
 * from June 1, 2024 (both regimes), 2025 and 2026 differ are UNVERIFIED (a seller forum reports a lowest rate
 * of $1.78, S18). Old "small oversize" ($4.19 + $0.20/lb above 2 lb) is used for small and large bulky
 * (UNVERIFIED mapping); no row for extra-large (the old large-oversize row is cut off in the stored copy).
 */
const returnsCardProvenance = {
  isEstimate: true,
  source: sources.returnsProcessingCard,
  note: "Amazon's current returns rate card was not found: these are its older published rates for apparel and shoes, applied to every product type, so the figure is an estimate.",
};

export const returnsProcessingCard: ReturnsProcessingCard = {
  byTier: {
    "small-standard": {
      weightBands: bandsByOunces([
        [6, 2.12],
        [12, 2.23],
        [16, 2.32],
      ]),
      overflow: null,
      provenance: returnsCardProvenance,
    },
    "large-standard": {
      weightBands: bandsByPounds([
        [6 / 16, 2.4],
        [0.75, 2.76],
        [1, 2.85],
        [2, 2.96],
        [3, 3.41],
      ]),
      overflow: perStepAbove([3.41], 3, 1, 0.2),
      provenance: returnsCardProvenance,
    },
    "small-bulky": { weightBands: [], overflow: perStepAbove([4.19], 2, 1, 0.2), provenance: returnsCardProvenance },
    "large-bulky": { weightBands: [], overflow: perStepAbove([4.19], 2, 1, 0.2), provenance: returnsCardProvenance },
  },
  lowVolumeExemptionUnits: 25,
  provenance: returnsCardProvenance,
};

/**
 * Category return-rate thresholds (non-apparel regime, from June 1, 2024). Third-party values only (S11, S16,
 * UNVERIFIED); Amazon's full table was not retrieved. Categories missing here have no known threshold.
 */
export const returnRateThresholdsPercent: Readonly<Record<string, number>> = {
  "grocery-gourmet": 2.9,
  "toys-games": 4.7,
  "beauty-health-personal-care": 5.5,
  "home-kitchen": 8.1,
  "consumer-electronics": 11.2,
  computers: 11.4,
  luggage: 12.8,
};

/** Apparel and shoes pay the returns processing fee on every returned unit (S12, S13). */
export const everyReturnChargedCategories: readonly string[] = ["clothing-accessories", "footwear"];

/** Bulky packaging fee (2026), by dimensional weight, for small and large bulky not certified SIPP. */
export const bulkyPackagingBands2026: readonly BulkyPackagingBand[] = [
  { maxDimensionalWeightLb: 5, fee: 1.51 },
  { maxDimensionalWeightLb: 10, fee: 1.68 },
  { maxDimensionalWeightLb: 15, fee: 1.97 },
  { maxDimensionalWeightLb: 20, fee: 2.6 },
  { maxDimensionalWeightLb: 25, fee: 2.92 },
  { maxDimensionalWeightLb: 30, fee: 3.47 },
  { maxDimensionalWeightLb: 35, fee: 3.6 },
  { maxDimensionalWeightLb: 40, fee: 3.78 },
  { maxDimensionalWeightLb: 45, fee: 3.8 },
  { maxDimensionalWeightLb: null, fee: 4.04 },
];
