import { sources } from "~/fba-fees/sources";
import type { FeeSchedule, FulfillmentCard, PriceBand, Provenance, TierFeeTable } from "~/fba-fees/types";
import {
  inboundPlacementRates2025,
  lowInventoryStandardRows,
  monthlyStorageRates,
  returnsProcessingCard,
} from "./inventory-rates";
import { bandsByOunces, bandsByPounds, perStepAbove, withProvenance } from "./table-helpers";

/**
 * US FBA rate card of Apr 15, 2024, carried over unchanged on Jan 15, 2025 (research S7, S9).
 * Price bands: under $10 gets Low-Price FBA rates ($0.77 less), $10 and over the standard rates.
 * Every row below is [weight limit, under-$10 fee, standard fee].
 */

export const priceBands2025: readonly PriceBand[] = [
  { id: "under-10", label: "Under $10 (Low-Price FBA)", upTo: 10, upToInclusive: false },
  { id: "10-and-over", label: "$10 and over", upTo: null, upToInclusive: false },
];

const published: Provenance = { isEstimate: false, source: sources.rateCard2025 };

/**
 * The research has no 2025 apparel or dangerous-goods table. We rebuild them from the 2026 card: take the
 * 2026 under-$10 fee for the same band, undo the year-over-year change measured on non-apparel in that
 * band (2026 under-$10 minus 2025 Low-Price), and add $0.77 for the standard price band. This reproduces
 * Amazon's own 2025 T-shirt example (large standard apparel 8-12 oz, $4.67) exactly.
 */
const derivedApparel: Provenance = {
  isEstimate: true,
  source: sources.derived,
  note: "2025 apparel fees derived from the 2026 card; only large standard 8-12 oz ($4.67) is confirmed by Amazon's T-shirt example.",
};
const derivedApparelOverflow: Provenance = {
  ...derivedApparel,
  note: "Apparel 3-20 lb: $6.92 + $0.16 per half-lb above 3 lb, derived from the 2026 apparel row; Amazon published no 2025 figure for this band, so treat it as an estimate.",
};
const derivedDangerousGoods: Provenance = {
  isEstimate: true,
  source: sources.derived,
  note: "2025 dangerous-goods fees derived from the 2026 card: we found no 2025 dangerous-goods table from Amazon, so treat them as estimates.",
};

function table(
  weightBands: TierFeeTable["weightBands"],
  overflow: TierFeeTable["overflow"],
  provenance: Provenance,
): TierFeeTable {
  return { weightBands, overflow, provenance };
}

const bulkyAndExtraLarge2025 = {
  "large-bulky": table([], perStepAbove([8.84, 9.61], 1, 1, 0.38), published),
  "extra-large-0-50": table([], perStepAbove([25.56, 26.33], 1, 1, 0.38), published),
  "extra-large-50-70": table([], perStepAbove([39.35, 40.12], 51, 1, 0.75), published),
  "extra-large-70-150": table([], perStepAbove([54.04, 54.81], 71, 1, 0.75), published),
  "extra-large-150-plus": table([], perStepAbove([194.18, 194.95], 151, 1, 0.19), published),
} as const;

const apparelBulkyAndExtraLarge2025 = withProvenance(bulkyAndExtraLarge2025, {
  isEstimate: true,
  source: sources.derived,
  note: "Apparel bulky and extra-large assumed equal to non-apparel, as on the 2026 card.",
});

export const fulfillment2025: FulfillmentCard = {
  "non-apparel": {
    "small-standard": table(
      bandsByOunces([
        [2, 2.29, 3.06],
        [4, 2.38, 3.15],
        [6, 2.47, 3.24],
        [8, 2.56, 3.33],
        [10, 2.66, 3.43],
        [12, 2.76, 3.53],
        [14, 2.83, 3.6],
        [16, 2.88, 3.65],
      ]),
      null,
      published,
    ),
    "large-standard": table(
      bandsByPounds([
        [0.25, 2.91, 3.68],
        [0.5, 3.13, 3.9],
        [0.75, 3.38, 4.15],
        [1, 3.78, 4.55],
        [1.25, 4.22, 4.99],
        [1.5, 4.6, 5.37],
        [1.75, 4.75, 5.52],
        [2, 5.0, 5.77],
        [2.25, 5.1, 5.87],
        [2.5, 5.28, 6.05],
        [2.75, 5.44, 6.21],
        [3, 5.85, 6.62],
      ]),
      perStepAbove([6.15, 6.92], 3, 0.25, 0.08),
      published,
    ),
    ...bulkyAndExtraLarge2025,
  },
  apparel: {
    "small-standard": table(
      bandsByOunces([
        [2, 2.48, 3.25],
        [4, 2.53, 3.3],
        [6, 2.59, 3.36],
        [8, 2.71, 3.48],
        [10, 2.89, 3.66],
        [12, 3.04, 3.81],
        [14, 3.11, 3.88],
        [16, 3.23, 4.0],
      ]),
      null,
      derivedApparel,
    ),
    "large-standard": table(
      bandsByPounds([
        [0.25, 3.48, 4.25],
        [0.5, 3.68, 4.45],
        [0.75, 3.9, 4.67],
        [1, 4.35, 5.12],
        [1.25, 5.05, 5.82],
        [1.5, 5.22, 5.99],
        [1.75, 5.32, 6.09],
        [2, 5.43, 6.2],
        [2.25, 5.78, 6.55],
        [2.5, 5.9, 6.67],
        [2.75, 5.95, 6.72],
        [3, 6.08, 6.85],
      ]),
      perStepAbove([6.15, 6.92], 3, 0.5, 0.16, derivedApparelOverflow),
      derivedApparel,
    ),
    ...apparelBulkyAndExtraLarge2025,
  },
  "dangerous-goods": {
    "small-standard": table(
      bandsByOunces([
        [2, 3.26, 4.03],
        [4, 3.32, 4.09],
        [6, 3.39, 4.16],
        [8, 3.45, 4.22],
        [10, 3.53, 4.3],
        [12, 3.59, 4.36],
        [14, 3.64, 4.41],
        [16, 3.7, 4.47],
      ]),
      null,
      derivedDangerousGoods,
    ),
    "large-standard": table(
      bandsByPounds([
        [0.25, 3.73, 4.5],
        [0.5, 3.94, 4.71],
        [0.75, 4.17, 4.94],
        [1, 4.37, 5.14],
        [1.25, 4.82, 5.59],
        [1.5, 5.2, 5.97],
        [1.75, 5.35, 6.12],
        [2, 5.49, 6.26],
        [2.25, 5.56, 6.33],
        [2.5, 5.74, 6.51],
        [2.75, 5.9, 6.67],
        [3, 6.31, 7.08],
      ]),
      perStepAbove([6.61, 7.38], 3, 0.25, 0.08),
      derivedDangerousGoods,
    ),
    "large-bulky": table([], perStepAbove([9.56, 10.33], 1, 1, 0.38), derivedDangerousGoods),
    "extra-large-0-50": table([], perStepAbove([27.67, 28.44], 1, 1, 0.38), derivedDangerousGoods),
    "extra-large-50-70": table([], perStepAbove([42.56, 43.33], 51, 1, 0.75), derivedDangerousGoods),
    "extra-large-70-150": table([], perStepAbove([61.17, 61.94], 71, 1, 0.75), derivedDangerousGoods),
    "extra-large-150-plus": table([], perStepAbove([218.76, 219.53], 151, 1, 0.19), derivedDangerousGoods),
  },
};

export const us2025NonPeak: FeeSchedule = {
  id: "us-2025-non-peak",
  name: "US FBA 2025 rate card (rates of Apr 15, 2024), non-peak",
  season: "non-peak",
  periods: [{ from: "2024-04-15", until: "2026-01-14" }],
  priceBands: priceBands2025,
  sizeTierRules: { hasSmallBulky: false, hasOvermax: false },
  fulfillment: fulfillment2025,
  fuelAndLogisticsSurcharge: null,
  sippDiscount: null,
  returnsProcessing: returnsProcessingCard,
  bulkyPackagingFee: null,
  overmaxHandlingFee: null,
  lowInventoryLevelFee: lowInventoryStandardRows,
  storage: monthlyStorageRates,
  inboundPlacement: inboundPlacementRates2025,
  sources: [sources.rateCard2025, sources.storage, sources.lowInventory],
  notes: [
    "Small bulky does not exist on this card: products that would be small bulky from Jan 15, 2026 are large bulky.",
    "Apparel and dangerous-goods fees on this card are estimates derived from the 2026 card, not Amazon's published 2025 figures.",
  ],
};
