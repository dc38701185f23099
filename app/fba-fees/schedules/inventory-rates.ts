import { sources } from "../sources";
import type { BulkyPackagingBand, InboundPlacementRates, LowInventoryRow, LowInventoryRowId, StorageRates } from "../types";

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
  note: "Bulky rows appear only in code transcriptions of the 2026 card (UNVERIFIED).",
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
 * Inbound placement service fee per unit. Minimal-split figures come from public code only; the code
 * gives partial-split figures for bulky only, so standard-size partial figures are ours: minimal x 0.6875,
 * the partial/minimal ratio of the bulky <= 5 lb row (1.10 / 1.60), rounded to the cent.
 */
const bulkyPlacementBands = [
  { maxLb: 5, minimal: 1.6, partial: 1.1 },
  { maxLb: 12, minimal: 2.4, partial: 1.75 },
  { maxLb: 28, minimal: 3.5, partial: 2.19 },
  { maxLb: 42, minimal: 4.95, partial: 2.83 },
  { maxLb: 50, minimal: 5.95, partial: 3.32 },
] as const;

export const inboundPlacementRates: InboundPlacementRates = {
  byTier: {
    "small-standard": [{ maxLb: 1, minimal: 0.3, partial: 0.21 }],
    "large-standard": [
      { maxLb: 0.75, minimal: 0.34, partial: 0.23 },
      { maxLb: 1.5, minimal: 0.41, partial: 0.28 },
      { maxLb: 3, minimal: 0.49, partial: 0.34 },
      { maxLb: 20, minimal: 0.68, partial: 0.47 },
    ],
    // Small bulky (2026) has no rows of its own anywhere we looked; it reuses the large bulky rows.
    "small-bulky": bulkyPlacementBands,
    "large-bulky": bulkyPlacementBands,
  },
  provenance: {
    isEstimate: true,
    source: sources.inboundPlacement,
    note: "UNVERIFIED per-unit figures; standard-size partial-split figures derived (minimal x 0.6875).",
  },
};

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
