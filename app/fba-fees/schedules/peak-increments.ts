import { sources } from "~/fba-fees/sources";
import type { PeakIncrementCard, Provenance, SizeTierId, TierPeakIncrement } from "~/fba-fees/types";

/**
 * Holiday peak additions to the non-peak fulfillment fee, per weight band ($ per unit, same in every
 * price band). Amazon kept its 2025 peak "in line with last year's rates", so one table serves the
 * 2024 and 2025 peaks. Sources:
 * - S12, Amazon's Low-Price FBA page during the peak: every non-apparel peak figure there minus the
 *   matching Low-Price figure gives these increments (e.g. small standard 2 oz $2.48 - $2.29 = $0.19).
 * - Amazon's four 2025 examples (S9) and sellerlabs.com agree: phone case +0.19, baby cot +1.04,
 *   monitor +2.81; 1.75-2 lb +0.33; 2.75-3 lb +0.41.
 * - The 2026 peak table transcribed in S13 (non-apparel) has exactly these increments over the 2026 card,
 *   in all three price bands, small bulky included (+1.04, like large bulky).
 */

const nonApparelConfirmed: Provenance = { isEstimate: false, source: sources.peakTable2025 };

function increments(
  smallStandard: readonly number[],
  largeStandard: readonly number[],
  largeStandardOverflow: number,
  provenance: Provenance,
): Partial<Record<SizeTierId, TierPeakIncrement>> {
  const flat = (amount: number): TierPeakIncrement => ({
    weightBandIncrements: [],
    overflowBaseIncrement: amount,
    provenance,
  });
  return {
    "small-standard": { weightBandIncrements: smallStandard, overflowBaseIncrement: 0, provenance },
    "large-standard": { weightBandIncrements: largeStandard, overflowBaseIncrement: largeStandardOverflow, provenance },
    "small-bulky": flat(1.04),
    "large-bulky": flat(1.04),
    "extra-large-0-50": flat(2.73),
    "extra-large-50-70": flat(2.81),
    "extra-large-70-150": flat(4.42),
    "extra-large-150-plus": flat(8.51),
  };
}

const smallStandardIncrements = [0.19, 0.19, 0.2, 0.2, 0.21, 0.21, 0.22, 0.22] as const;
const largeStandardIncrements = [0.24, 0.26, 0.28, 0.29, 0.3, 0.31, 0.32, 0.33, 0.37, 0.39, 0.4, 0.41] as const;

/**
 * Apparel peak table: not found. Amazon's T-shirt example (large standard 8-12 oz, $4.67 -> $5.00)
 * shows +0.33 where non-apparel adds +0.28, so apparel increments differ; we use the non-apparel
 * increments everywhere except that confirmed band.
 */
const apparelLargeStandardIncrements = largeStandardIncrements.map((amount, index) => (index === 2 ? 0.33 : amount));

export const peakIncrements: PeakIncrementCard = {
  "non-apparel": increments(smallStandardIncrements, largeStandardIncrements, 0.54, nonApparelConfirmed),
  apparel: increments(smallStandardIncrements, apparelLargeStandardIncrements, 0.54, {
    isEstimate: true,
    source: sources.derived,
    // UNVERIFIED in the research: apparel peak increments.
    note: "Amazon's apparel peak table was not found: the non-apparel increments are used, except large standard 8-12 oz (+$0.33, Amazon's T-shirt example).",
  }),
  "dangerous-goods": increments(smallStandardIncrements, largeStandardIncrements, 0.54, {
    isEstimate: true,
    source: sources.derived,
    // UNVERIFIED in the research: dangerous-goods peak increments.
    note: "Amazon's dangerous-goods peak table was not found: the non-apparel increments are assumed (Amazon says the peak applies to dangerous goods).",
  }),
};
