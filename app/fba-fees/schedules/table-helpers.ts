import type { Provenance, TierFeeTable, WeightBand, WeightIncrement } from "~/fba-fees/types";

/**
 * Tiny helpers so rate cards read like Amazon's tables: one row per weight band, one fee per price band.
 * They only reshape numbers; they never compute a rate.
 */

type BandRow = readonly [maxWeight: number, ...fees: number[]];

/** Rows of [max ounces, fee per price band...]. */
export function bandsByOunces(rows: readonly BandRow[]): WeightBand[] {
  return rows.map(([maxOz, ...fees]) => ({ maxLb: maxOz / 16, fees }));
}

/** Rows of [max pounds, fee per price band...]. */
export function bandsByPounds(rows: readonly BandRow[]): WeightBand[] {
  return rows.map(([maxLb, ...fees]) => ({ maxLb, fees }));
}

/** "base + feePerStep per stepLb above the first includedLb". */
export function perStepAbove(
  baseFees: readonly number[],
  includedLb: number,
  stepLb: number,
  feePerStep: number,
  provenance?: Provenance,
): WeightIncrement {
  return { baseFees, includedLb, stepLb, feePerStep, ...(provenance ? { provenance } : {}) };
}

/** The same tables with another provenance (e.g. apparel rows assumed equal to non-apparel rows). */
export function withProvenance<K extends string>(
  tables: Readonly<Record<K, TierFeeTable>>,
  provenance: Provenance,
): Record<K, TierFeeTable> {
  const result = {} as Record<K, TierFeeTable>;
  for (const key of Object.keys(tables) as K[]) result[key] = { ...tables[key], provenance };
  return result;
}
