import type { SizeTierId } from "~/fba-fees";
import type { PricedRow } from "./price-row";

export interface BulkSummary {
  priced: number;
  badRows: number;
  byTier: Partial<Record<SizeTierId, number>>;
  /** Rows with a cost. */
  withCost: number;
  /** Rows with a cost whose net profit is below 0. */
  losingMoney: number;
  withHeadroom: number;
  /** Sum of the headroom savings per unit (one unit of each product). */
  headroomSavingPerUnit: number;
  /** Sum of saving x units per month over the rows that give units per month. */
  headroomSavingPerMonth: number;
  /** Rows with headroom and units per month (those in the monthly figure). */
  headroomRowsWithUnits: number;
  /** Rows with own-fulfillment costs, and those where fulfilling yourself nets more. */
  withOwnFulfillment: number;
  ownFulfillmentBetter: number;
}

/** The summary card's figures, in one pass. Money is added in whole cents. */
export function summarise(rows: readonly PricedRow[], badRows: number): BulkSummary {
  const byTier: Partial<Record<SizeTierId, number>> = {};
  let withCost = 0;
  let losingMoney = 0;
  let withHeadroom = 0;
  let perUnitCents = 0;
  let perMonthCents = 0;
  let headroomRowsWithUnits = 0;
  let withOwnFulfillment = 0;
  let ownFulfillmentBetter = 0;
  for (const row of rows) {
    byTier[row.sizeTier] = (byTier[row.sizeTier] ?? 0) + 1;
    if (row.netProfit !== null) {
      withCost += 1;
      if (row.netProfit < 0) losingMoney += 1;
    }
    if (row.headroom) {
      withHeadroom += 1;
      const cents = Math.round(row.headroom.savingPerUnit * 100);
      perUnitCents += cents;
      if (row.unitsPerMonth !== null) {
        headroomRowsWithUnits += 1;
        perMonthCents += Math.round(cents * row.unitsPerMonth);
      }
    }
    if (row.fbaMinusOwn !== null) {
      withOwnFulfillment += 1;
      if (row.fbaMinusOwn < 0) ownFulfillmentBetter += 1;
    }
  }
  return {
    priced: rows.length,
    badRows,
    byTier,
    withCost,
    losingMoney,
    withHeadroom,
    headroomSavingPerUnit: perUnitCents / 100,
    headroomSavingPerMonth: perMonthCents / 100,
    headroomRowsWithUnits,
    withOwnFulfillment,
    ownFulfillmentBetter,
  };
}
