import type {
  FulfillmentCard,
  PeakIncrementCard,
  ProductType,
  Provenance,
  SizeTierId,
  TierFeeTable,
} from "~/fba-fees/types";
import { productTypes } from "~/fba-fees/types";

/** Adds two money amounts without leaking binary floating-point noise into rate tables. */
function addMoney(a: number, b: number): number {
  return Math.round((a + b) * 100) / 100;
}

/** One provenance for a figure built from several: an estimate if any part is; sources and notes joined. */
export function combineProvenance(parts: readonly Provenance[]): Provenance {
  const notes = parts.map((part) => part.note).filter((note): note is string => Boolean(note));
  return {
    isEstimate: parts.some((part) => part.isEstimate),
    source: [...new Set(parts.map((part) => part.source))].join("; "),
    ...(notes.length > 0 ? { note: notes.join(" ") } : {}),
  };
}

function withExtra(parts: Provenance[], extra: Provenance | undefined): Provenance[] {
  return extra ? [...parts, extra] : parts;
}

/**
 * Builds a peak-season card from a non-peak card and a table of peak increments. Per-lb / per-step rates
 * are unchanged in peak (Amazon only raises the fixed part), so only fixed fees and overflow bases move.
 * `provenanceByType` can mark a whole product type as less certain (e.g. the UNVERIFIED 2026 peak card).
 */
export function applyPeakIncrements(
  card: FulfillmentCard,
  increments: PeakIncrementCard,
  provenanceByType: Partial<Record<ProductType, Provenance>> = {},
): FulfillmentCard {
  const result = {} as Record<ProductType, Partial<Record<SizeTierId, TierFeeTable>>>;
  for (const productType of productTypes) {
    const tiers: Partial<Record<SizeTierId, TierFeeTable>> = {};
    for (const [tierId, table] of Object.entries(card[productType]) as [SizeTierId, TierFeeTable][]) {
      const increment = increments[productType][tierId];
      if (!increment) throw new Error(`No peak increment for ${productType} / ${tierId}`);
      if (increment.weightBandIncrements.length !== table.weightBands.length) {
        throw new Error(`Peak increments do not match the weight bands of ${productType} / ${tierId}`);
      }
      tiers[tierId] = {
        weightBands: table.weightBands.map((band, index) => ({
          maxLb: band.maxLb,
          fees: band.fees.map((fee) => addMoney(fee, increment.weightBandIncrements[index] ?? 0)),
        })),
        overflow: table.overflow && {
          ...table.overflow,
          baseFees: table.overflow.baseFees.map((fee) => addMoney(fee, increment.overflowBaseIncrement)),
          ...(table.overflow.provenance
            ? {
                provenance: combineProvenance(
                  withExtra([table.overflow.provenance, increment.provenance], provenanceByType[productType]),
                ),
              }
            : {}),
        },
        provenance: combineProvenance(
          withExtra([table.provenance, increment.provenance], provenanceByType[productType]),
        ),
      };
    }
    result[productType] = tiers;
  }
  return result;
}
