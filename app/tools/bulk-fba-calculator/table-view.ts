import type { SizeTierId } from "~/fba-fees";
import type { PricedRow } from "./price-row";

export type BulkSortKey = "line" | "sku" | "sizeTier" | "totalFees" | "netProfit" | "margin" | "headroom" | "feeChange";
export interface BulkSort {
  key: BulkSortKey;
  descending: boolean;
}
export type BulkFilter = "all" | "losing" | "headroom" | "own-better" | SizeTierId;

const tierOrder: Readonly<Record<SizeTierId, number>> = {
  "small-standard": 0,
  "large-standard": 1,
  "small-bulky": 2,
  "large-bulky": 3,
  "extra-large-0-50": 4,
  "extra-large-50-70": 5,
  "extra-large-70-150": 6,
  "extra-large-150-plus": 7,
};

/** Fulfillment fee now minus on the previous card (null when there is no earlier card). */
export const feeChange = (row: PricedRow) => (row.previousCardFulfillmentFee === null ? null : Math.round((row.fulfillmentFee - row.previousCardFulfillmentFee) * 100) / 100);

function sortValue(row: PricedRow, key: BulkSortKey): number | string | null {
  switch (key) {
    case "line":
      return row.line;
    case "sku":
      return row.sku;
    case "sizeTier":
      return tierOrder[row.sizeTier];
    case "totalFees":
      return row.totalFees;
    case "netProfit":
      return row.netProfit;
    case "margin":
      return row.margin;
    case "headroom":
      return row.headroom?.savingPerUnit ?? null;
    case "feeChange":
      return feeChange(row);
  }
}

function matches(row: PricedRow, filter: BulkFilter): boolean {
  if (filter === "all") return true;
  if (filter === "losing") return row.netProfit !== null && row.netProfit < 0;
  if (filter === "headroom") return row.headroom !== null;
  if (filter === "own-better") return row.fbaMinusOwn !== null && row.fbaMinusOwn < 0;
  return row.sizeTier === filter;
}

/**
 * The table's rows: filtered, searched by SKU (case-insensitive), sorted. Missing values sort last either way;
 * ties keep file order. Plain comparisons (no localeCompare) keep 100,000 rows well under a frame budget per step.
 */
export function visibleRows(rows: readonly PricedRow[], { filter, search, sort }: { filter: BulkFilter; search: string; sort: BulkSort }): PricedRow[] {
  const needle = search.trim().toLowerCase();
  const kept = rows.filter((row) => matches(row, filter) && (needle === "" || row.sku.toLowerCase().includes(needle)));
  // Rows arrive in file order: the default order needs no sort (one task less on 100,000 rows).
  if (sort.key === "line" && !sort.descending) return kept;
  const direction = sort.descending ? -1 : 1;
  const keyed = kept.map((row) => ({ row, value: sortValue(row, sort.key) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? a.row.line - b.row.line : a.value === null ? 1 : -1;
    if (a.value < b.value) return -direction;
    if (a.value > b.value) return direction;
    return a.row.line - b.row.line;
  });
  return keyed.map((entry) => entry.row);
}

/** Clicking a column: the same column flips the order, another starts descending (text ascending). */
export function nextSort(current: BulkSort, key: BulkSortKey): BulkSort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== "sku" && key !== "line" && key !== "sizeTier" };
}
