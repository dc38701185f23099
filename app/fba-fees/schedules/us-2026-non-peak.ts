import { sources } from "~/fba-fees/sources";
import type {
  FeeSchedule,
  FulfillmentCard,
  PriceBand,
  Provenance,
  SippDiscountCard,
  TierFeeTable,
} from "~/fba-fees/types";
import {
  bulkyPackagingBands2026,
  inboundPlacementRates2026,
  lowInventoryBulkyRows2026,
  lowInventoryStandardRows,
  monthlyStorageRates,
  returnsProcessingCard,
} from "./inventory-rates";
import { bandsByOunces, bandsByPounds, perStepAbove, withProvenance } from "./table-helpers";

/**
 * US FBA rate card effective Jan 15, 2026 (research S3-S6). Three listing-price bands; every row below is
 * [weight limit, under-$10 fee, $10-$50 fee, over-$50 fee].
 */

export const priceBands2026: readonly PriceBand[] = [
  { id: "under-10", label: "Under $10", upTo: 10, upToInclusive: false },
  { id: "10-to-50", label: "$10 to $50", upTo: 50, upToInclusive: true },
  { id: "over-50", label: "Over $50", upTo: null, upToInclusive: false },
];

const published: Provenance = { isEstimate: false, source: sources.rateCard2026Codes };

/**
 * Apparel 3-20 lb: only the $10-$50 figure ($6.97 + $0.16 per half-lb) is agreed on. Sources give
 * $6.15 / $7.23 or $6.82 / $7.63 for the other bands; we take $6.15 / $7.23 because every other
 * large-standard row of the card keeps the same offsets from the $10-$50 fee (-$0.82 and +$0.26).
 */
const apparelOverflowEstimate: Provenance = {
  isEstimate: true,
  source: sources.rateCard2026Code,
  note: "Sources disagree on the apparel 3-20 lb base fees under $10 and over $50: $6.15 / $7.23 used ($6.82 / $7.63 also seen).",
};

function table(
  weightBands: TierFeeTable["weightBands"],
  overflow: TierFeeTable["overflow"],
  provenance: Provenance,
): TierFeeTable {
  return { weightBands, overflow, provenance };
}

const bulkyAndExtraLarge2026 = {
  "small-bulky": table([], perStepAbove([6.78, 7.55, 7.55], 1, 1, 0.38), published),
  "large-bulky": table([], perStepAbove([8.58, 9.35, 9.35], 1, 1, 0.38), published),
  "extra-large-0-50": table([], perStepAbove([25.56, 26.33, 26.33], 1, 1, 0.38), published),
  "extra-large-50-70": table([], perStepAbove([36.55, 37.32, 37.32], 51, 1, 0.75), published),
  "extra-large-70-150": table([], perStepAbove([50.55, 51.32, 51.32], 71, 1, 0.75), published),
  "extra-large-150-plus": table([], perStepAbove([194.18, 194.95, 194.95], 151, 1, 0.19), published),
} as const;

export const fulfillment2026: FulfillmentCard = {
  "non-apparel": {
    "small-standard": table(
      bandsByOunces([
        [2, 2.43, 3.32, 3.58],
        [4, 2.49, 3.42, 3.68],
        [6, 2.56, 3.45, 3.71],
        [8, 2.66, 3.54, 3.8],
        [10, 2.77, 3.68, 3.94],
        [12, 2.82, 3.78, 4.04],
        [14, 2.92, 3.91, 4.17],
        [16, 2.95, 3.96, 4.22],
      ]),
      null,
      published,
    ),
    "large-standard": table(
      bandsByPounds([
        [0.25, 2.91, 3.73, 3.99],
        [0.5, 3.13, 3.95, 4.21],
        [0.75, 3.38, 4.2, 4.46],
        [1, 3.78, 4.6, 4.86],
        [1.25, 4.22, 5.04, 5.3],
        [1.5, 4.6, 5.42, 5.68],
        [1.75, 4.75, 5.57, 5.83],
        [2, 5.0, 5.82, 6.08],
        [2.25, 5.1, 5.92, 6.18],
        [2.5, 5.28, 6.1, 6.36],
        [2.75, 5.44, 6.26, 6.52],
        [3, 5.85, 6.67, 6.93],
      ]),
      perStepAbove([6.15, 6.97, 7.23], 3, 0.25, 0.08),
      published,
    ),
    ...bulkyAndExtraLarge2026,
  },
  apparel: {
    "small-standard": table(
      bandsByOunces([
        [2, 2.62, 3.51, 3.77],
        [4, 2.64, 3.54, 3.8],
        [6, 2.68, 3.59, 3.85],
        [8, 2.81, 3.69, 3.95],
        [10, 3.0, 3.91, 4.17],
        [12, 3.1, 4.09, 4.35],
        [14, 3.2, 4.2, 4.46],
        [16, 3.3, 4.25, 4.51],
      ]),
      null,
      published,
    ),
    "large-standard": table(
      bandsByPounds([
        [0.25, 3.48, 4.3, 4.56],
        [0.5, 3.68, 4.5, 4.76],
        [0.75, 3.9, 4.72, 4.98],
        [1, 4.35, 5.17, 5.43],
        [1.25, 5.05, 5.87, 6.13],
        [1.5, 5.22, 6.04, 6.3],
        [1.75, 5.32, 6.14, 6.4],
        [2, 5.43, 6.25, 6.51],
        [2.25, 5.78, 6.6, 6.86],
        [2.5, 5.9, 6.72, 6.98],
        [2.75, 5.95, 6.77, 7.03],
        [3, 6.08, 6.9, 7.16],
      ]),
      perStepAbove([6.15, 6.97, 7.23], 3, 0.5, 0.16, apparelOverflowEstimate),
      published,
    ),
    // The card lists bulky and extra-large apparel as "same as non-apparel".
    ...withProvenance(bulkyAndExtraLarge2026, published),
  },
  "dangerous-goods": {
    "small-standard": table(
      bandsByOunces([
        [2, 3.4, 4.29, 4.55],
        [4, 3.43, 4.36, 4.62],
        [6, 3.48, 4.37, 4.63],
        [8, 3.55, 4.43, 4.69],
        [10, 3.64, 4.55, 4.81],
        [12, 3.65, 4.61, 4.87],
        [14, 3.73, 4.72, 4.98],
        [16, 3.77, 4.78, 5.04],
      ]),
      null,
      published,
    ),
    "large-standard": table(
      bandsByPounds([
        [0.25, 3.73, 4.55, 4.81],
        [0.5, 3.94, 4.76, 5.02],
        [0.75, 4.17, 4.99, 5.25],
        [1, 4.37, 5.19, 5.45],
        [1.25, 4.82, 5.64, 5.9],
        [1.5, 5.2, 6.02, 6.28],
        [1.75, 5.35, 6.17, 6.43],
        [2, 5.49, 6.31, 6.57],
        [2.25, 5.56, 6.38, 6.64],
        [2.5, 5.74, 6.56, 6.82],
        [2.75, 5.9, 6.72, 6.98],
        [3, 6.31, 7.13, 7.39],
      ]),
      perStepAbove([6.61, 7.43, 7.69], 3, 0.25, 0.08),
      published,
    ),
    "small-bulky": table([], perStepAbove([7.5, 8.27, 8.27], 1, 1, 0.38), published),
    "large-bulky": table([], perStepAbove([9.3, 10.07, 10.07], 1, 1, 0.38), published),
    "extra-large-0-50": table([], perStepAbove([27.67, 28.44, 28.44], 1, 1, 0.38), published),
    "extra-large-50-70": table([], perStepAbove([39.76, 40.53, 40.53], 51, 1, 0.75), published),
    "extra-large-70-150": table([], perStepAbove([57.68, 58.45, 58.45], 71, 1, 0.75), published),
    "extra-large-150-plus": table([], perStepAbove([218.76, 219.53, 219.53], 151, 1, 0.19), published),
  },
};

/**
 * Ships in Product Packaging discount per certified standard-size unit, from Jan 15, 2026. Two public code
 * sources that follow the 2026 card (S3, S30) agree, and the bands they share with a 2024 copy of Amazon's
 * table (S31) have the same values; Amazon's own 2026 table was not retrieved (UNVERIFIED). Apparel values
 * are repeated across the narrower non-apparel bands. No discount for dangerous goods (S3) or bulky (2026).
 */
const sippProvenance: Provenance = {
  isEstimate: true,
  source: sources.sippDiscount2026,
  note: "Amazon's 2026 discount table was not found; the discount comes from two public transcriptions that agree with Amazon's 2024 table.",
};

const sippTable = (weightBands: TierFeeTable["weightBands"], overflow: TierFeeTable["overflow"]) =>
  table(weightBands, overflow, sippProvenance);

export const sippDiscount2026: SippDiscountCard = {
  byProductType: {
    "non-apparel": {
      "small-standard": sippTable(
        bandsByOunces([
          [2, 0.04],
          [4, 0.04],
          [6, 0.05],
          [8, 0.05],
          [10, 0.06],
          [12, 0.06],
          [14, 0.07],
          [16, 0.07],
        ]),
        null,
      ),
      "large-standard": sippTable(
        bandsByPounds([
          [0.25, 0.04],
          [0.5, 0.04],
          [0.75, 0.07],
          [1, 0.08],
          [1.25, 0.09],
          [1.5, 0.09],
          [1.75, 0.1],
          [2, 0.11],
          [2.25, 0.12],
          [2.5, 0.13],
          [2.75, 0.14],
          [3, 0.14],
          [20, 0.23],
        ]),
        null,
      ),
    },
    apparel: {
      "small-standard": sippTable(
        bandsByOunces([
          [2, 0.06],
          [4, 0.06],
          [6, 0.07],
          [8, 0.07],
          [10, 0.07],
          [12, 0.07],
          [14, 0.07],
          [16, 0.07],
        ]),
        null,
      ),
      "large-standard": sippTable(
        bandsByPounds([
          [0.25, 0.06],
          [0.5, 0.06],
          [0.75, 0.06],
          [1, 0.07],
          [1.25, 0.08],
          [1.5, 0.08],
          [1.75, 0.09],
          [2, 0.09],
          [2.25, 0.12],
          [2.5, 0.12],
          [2.75, 0.14],
          [3, 0.14],
          [20, 0.22],
        ]),
        null,
      ),
    },
  },
  provenance: sippProvenance,
};

export const us2026NonPeak: FeeSchedule = {
  id: "us-2026-non-peak",
  name: "US FBA 2026 rate card (from Jan 15, 2026), non-peak",
  season: "non-peak",
  // Open-ended: no later card is known, so dates after the 2026 peak fall back to this card.
  periods: [{ from: "2026-01-15", until: null }],
  priceBands: priceBands2026,
  sizeTierRules: { hasSmallBulky: true, hasOvermax: true },
  fulfillment: fulfillment2026,
  fuelAndLogisticsSurcharge: {
    rate: 0.035,
    effectiveFrom: "2026-04-17",
    // Amazon called it temporary but announced no end date (S40, S41); set one here when Amazon does.
    effectiveUntil: null,
    provenance: { isEstimate: false, source: sources.fuelSurcharge },
  },
  sippDiscount: sippDiscount2026,
  returnsProcessing: returnsProcessingCard,
  bulkyPackagingFee: {
    bands: bulkyPackagingBands2026,
    provenance: { isEstimate: false, source: sources.rateCard2026Codes },
  },
  overmaxHandlingFee: {
    fees: { "extra-large-0-50": 17, "extra-large-50-70": 21, "extra-large-70-150": 25 },
    provenance: { isEstimate: false, source: sources.rateCard2026Code },
  },
  lowInventoryLevelFee: { ...lowInventoryStandardRows, ...lowInventoryBulkyRows2026 },
  storage: monthlyStorageRates,
  inboundPlacement: inboundPlacementRates2026,
  sources: [sources.rateCard2026Codes, sources.fuelSurcharge, sources.storage, sources.lowInventory],
  notes: [
    "Check against Amazon's Revenue Calculator: these 2026 rates are as transcribed in public fee calculators, not copied from Amazon's own rate card page.",
  ],
};
