import type { SizeTierId } from "~/fba-fees";
import type { PricedRow } from "./price-row";
import { sizeTierOrder, type PricedTable } from "./priced-table";

export type BulkSortKey = "line" | "sku" | "sizeTier" | "totalFees" | "netProfit" | "margin" | "headroom" | "feeChange";
export interface BulkSort {
  key: BulkSortKey;
  descending: boolean;
}
export type BulkFilter = "all" | "losing" | "headroom" | "own-better" | SizeTierId;

/** Fulfillment fee now minus on the previous card (null when there is no earlier card). */
export const feeChange = (row: PricedRow) =>
  row.previousCardFulfillmentFee === null
    ? null
    : Math.round((row.fulfillmentFee - row.previousCardFulfillmentFee) * 100) / 100;

/** The sort key of every row as a number (NaN: missing, sorted last). The SKU sorts as text. */
function numberKeys(table: PricedTable, key: Exclude<BulkSortKey, "sku">): Float64Array {
  const { numbers } = table;
  switch (key) {
    case "line":
      return Float64Array.from(table.line.subarray(0, table.length));
    case "sizeTier":
      return Float64Array.from(table.tier.subarray(0, table.length));
    case "totalFees":
      return numbers.totalFees;
    case "netProfit":
      return numbers.netProfit;
    case "margin":
      return numbers.margin;
    case "headroom":
      return numbers.headroomSaving;
    case "feeChange": {
      const keys = new Float64Array(table.length);
      for (let index = 0; index < table.length; index += 1)
        keys[index] =
          Math.round((numbers.fulfillmentFee[index]! - numbers.previousCardFulfillmentFee[index]!) * 100) / 100;
      return keys;
    }
  }
}

function matcher(table: PricedTable, filter: BulkFilter): (index: number) => boolean {
  const { netProfit, fbaMinusOwn } = table.numbers;
  if (filter === "all") return () => true;
  if (filter === "losing") return (index) => netProfit[index]! < 0;
  if (filter === "headroom") return (index) => table.headroomText[index] !== null;
  if (filter === "own-better") return (index) => fbaMinusOwn[index]! < 0;
  const tier = sizeTierOrder.indexOf(filter);
  return (index) => table.tier[index] === tier;
}

/**
 * The table's rows as positions in the priced table: filtered, searched by SKU (case-insensitive), sorted. Missing
 * values sort last either way; ties keep file order. The sort moves a typed array of positions by a typed array
 * of keys, never the rows, and runs in the worker.
 */
export function tableOrder(
  table: PricedTable,
  { filter, search, sort }: { filter: BulkFilter; search: string; sort: BulkSort },
): Int32Array {
  const needle = search.trim().toLowerCase();
  const matches = matcher(table, filter);
  const skus = needle === "" ? null : table.lowerCaseSkus();
  const kept = new Int32Array(table.length);
  let count = 0;
  for (let index = 0; index < table.length; index += 1) {
    if (matches(index) && (skus === null || skus[index]!.includes(needle))) {
      kept[count] = index;
      count += 1;
    }
  }
  const order = kept.subarray(0, count);
  // Rows are kept in file order: the default order needs no sort.
  if (sort.key === "line" && !sort.descending) return order;
  const direction = sort.descending ? -1 : 1;
  if (sort.key === "sku") {
    const sku = table.sku;
    return order.sort((a, b) => (sku[a]! < sku[b]! ? -direction : sku[a]! > sku[b]! ? direction : a - b));
  }
  const keys = numberKeys(table, sort.key);
  return order.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) && Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
    return x < y ? -direction : x > y ? direction : a - b;
  });
}

/** Clicking a column: the same column flips the order, another starts descending (text ascending). */
export function nextSort(current: BulkSort, key: BulkSortKey): BulkSort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== "sku" && key !== "line" && key !== "sizeTier" };
}
