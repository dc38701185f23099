import type { SizeTierId } from "~/fba-fees";
import type { PricedTable } from "./priced-table";

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

/** The summary card's figures, in one pass over the table's columns. Money is added in whole cents. */
export function summarise(table: PricedTable, badRows: number): BulkSummary {
  const byTier: Partial<Record<SizeTierId, number>> = {};
  let withCost = 0;
  let losingMoney = 0;
  let withHeadroom = 0;
  let perUnitCents = 0;
  let perMonthCents = 0;
  let headroomRowsWithUnits = 0;
  let withOwnFulfillment = 0;
  let ownFulfillmentBetter = 0;
  const { netProfit, headroomSaving, unitsPerMonth, fbaMinusOwn } = table.numbers;
  for (let index = 0; index < table.length; index += 1) {
    const tier = table.sizeTier(index);
    byTier[tier] = (byTier[tier] ?? 0) + 1;
    const profit = netProfit[index]!;
    if (!Number.isNaN(profit)) {
      withCost += 1;
      if (profit < 0) losingMoney += 1;
    }
    if (table.headroomText[index] !== null) {
      withHeadroom += 1;
      const cents = Math.round(headroomSaving[index]! * 100);
      perUnitCents += cents;
      const units = unitsPerMonth[index]!;
      if (!Number.isNaN(units)) {
        headroomRowsWithUnits += 1;
        perMonthCents += Math.round(cents * units);
      }
    }
    const difference = fbaMinusOwn[index]!;
    if (!Number.isNaN(difference)) {
      withOwnFulfillment += 1;
      if (difference < 0) ownFulfillmentBetter += 1;
    }
  }
  return {
    priced: table.length,
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
