import { memo, startTransition, useEffect, useState } from "react";
import { sizeTierLabels, type SizeTierId } from "~/fba-fees";
import { cn } from "~/lib/cn";
import { formatNumber, formatPercent, formatUsd, MISSING } from "~/lib/format";
import type { PricedRow } from "~/tools/bulk-fba-calculator";
import {
  feeChange,
  nextSort,
  type BulkFilter,
  type BulkSort,
  type BulkSortKey,
} from "~/tools/bulk-fba-calculator/table-view";
import { ToolCard } from "~/tools/components/controls";
import { SortHeader, TableToolbar } from "~/tools/components/table-controls";
import { useVirtualRows, VirtualTableBox } from "~/tools/components/virtual-rows";
import { catalogueRows } from "./bulk-in-worker";

const ROW_HEIGHT = 52;
/** Rows asked for beyond those in view, each side, so a short scroll needs no new answer from the worker. */
const WINDOW_MARGIN = 60;

/** A view of the table in the worker: its id (rows are asked for by it) and how many rows it shows. */
export interface TableView {
  id: number;
  count: number;
}

interface RowWindow {
  view: number;
  start: number;
  rows: readonly PricedRow[];
}

/**
 * Every priced row, virtualised: only the rows in view are in the page, and only they (with a margin) come from
 * the worker, so 100,000 rows scroll as smoothly as 100 and never cost the page a long task.
 */
export function ResultsTable({
  view,
  total,
  tiers,
  hasOwnFulfillment,
  filter,
  onFilterChange,
  search,
  onSearchChange,
  sort,
  onSortChange,
}: {
  view: TableView | null;
  total: number;
  tiers: readonly SizeTierId[];
  hasOwnFulfillment: boolean;
  filter: BulkFilter;
  onFilterChange: (filter: BulkFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  sort: BulkSort;
  onSortChange: (sort: BulkSort) => void;
}) {
  const count = view?.count ?? 0;
  const virtualRows = useVirtualRows(count, ROW_HEIGHT);
  const { items } = virtualRows;
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  const [loadedRows, setLoadedRows] = useState<RowWindow | null>(null);
  const covered =
    loadedRows !== null &&
    view !== null &&
    loadedRows.view === view.id &&
    first >= loadedRows.start &&
    last < loadedRows.start + loadedRows.rows.length;
  // A stale answer (a newer view replaced it) is dropped: the new view's rows are asked for when it arrives.
  useEffect(() => {
    if (!view || covered || last < first) return;
    let live = true;
    const start = Math.max(0, first - WINDOW_MARGIN);
    void catalogueRows(view.id, start, Math.min(view.count, last + 1 + WINDOW_MARGIN)).then(
      (rows) => live && rows && startTransition(() => setLoadedRows({ view: view.id, start, rows })),
    );
    return () => {
      live = false;
    };
  }, [view, covered, first, last]);
  const rowAt = (index: number) =>
    loadedRows && view && loadedRows.view === view.id ? loadedRows.rows[index - loadedRows.start] : undefined;
  const columnCount = hasOwnFulfillment ? 9 : 8;

  const header = (column: BulkSortKey | null, label: string, align: "left" | "right" = "left") => (
    <SortHeader
      column={column}
      label={label}
      sort={sort}
      onSort={(key) => onSortChange(nextSort(sort, key))}
      className={cn("px-3 py-2 whitespace-nowrap", align === "right" && "text-right")}
    />
  );

  return (
    <ToolCard
      title="Every product"
      description={`${formatNumber(count)} of ${formatNumber(total)} priced rows shown. Click a column to sort; fees are per unit.`}
    >
      <TableToolbar
        selects={[
          {
            key: "filter",
            label: "Show",
            value: filter,
            onChange: (value) => onFilterChange(value as BulkFilter),
            options: [
              { value: "all", label: "All products" },
              { value: "losing", label: "Losing money" },
              { value: "headroom", label: "With tier headroom" },
              ...(hasOwnFulfillment ? [{ value: "own-better", label: "Own fulfillment nets more" }] : []),
              ...tiers.map((tier) => ({ value: tier, label: sizeTierLabels[tier] })),
            ],
            width: "sm:w-60",
            testId: "bulk-filter",
          },
        ]}
        search={{
          label: "Search SKU",
          value: search,
          onChange: onSearchChange,
          width: "sm:w-64",
          testId: "bulk-search",
        }}
      />
      <VirtualTableBox
        rows={virtualRows}
        label="Priced products"
        testId="bulk-table-box"
        colSpan={columnCount}
        head={
          <>
            {header("sku", "SKU")}
            {header("sizeTier", "Size tier")}
            {header("totalFees", "Amazon fees", "right")}
            {header(null, "Fee lines")}
            {header("netProfit", "Net profit", "right")}
            {header("margin", "Margin / ROI", "right")}
            {header("headroom", "Tier headroom")}
            {header("feeChange", "Previous card", "right")}
            {hasOwnFulfillment && header(null, "FBA vs own", "right")}
          </>
        }
        renderRow={(index) => {
          const row = rowAt(index);
          if (!row) {
            return (
              <tr key={`pending-${index}`} className="h-[52px]" aria-busy="true">
                <td colSpan={columnCount} className="px-3 py-1.5 text-xs text-ink-400">
                  Loading...
                </td>
              </tr>
            );
          }
          return <ResultRow key={row.line} row={row} hasOwnFulfillment={hasOwnFulfillment} />;
        }}
        after={
          view !== null && count === 0 && <p className="p-4 text-sm text-ink-600">No product matches this filter.</p>
        }
      />
    </ToolCard>
  );
}

/** One priced row; memoised, so re-rendering the table (a sort click, a scroll step) leaves rows already shown alone. */
const ResultRow = memo(function ResultRow({ row, hasOwnFulfillment }: { row: PricedRow; hasOwnFulfillment: boolean }) {
  const change = feeChange(row);
  return (
    <tr data-testid="bulk-row" data-sku={row.sku} className="h-[52px] align-top">
      <td className="px-3 py-1.5">
        <span className="block max-w-48 truncate font-medium text-ink-900">{row.sku}</span>
        <span className="block max-w-48 truncate text-xs text-ink-500">{`Line ${row.line} · ${row.categoryLabel}`}</span>
      </td>
      <td className="px-3 py-1.5 whitespace-nowrap text-ink-700">{row.sizeTierLabel}</td>
      <td className="px-3 py-1.5 text-right font-semibold tabular-nums">{formatUsd(row.totalFees)}</td>
      <td className="px-3 py-1.5 text-xs whitespace-nowrap text-ink-600">
        {`Fulfillment ${formatUsd(row.fulfillmentFee)}${row.fuelSurcharge > 0 ? ` + fuel ${formatUsd(row.fuelSurcharge)}` : ""}`}
        <span className="block">{`Referral ${formatUsd(row.referralFee + row.closingFee)} · storage ${formatUsd(row.storageFeeMonthly)}${row.otherFees > 0 ? ` · other ${formatUsd(row.otherFees)}` : ""}`}</span>
      </td>
      <td
        className={cn(
          "px-3 py-1.5 text-right font-semibold tabular-nums",
          row.netProfit !== null && row.netProfit < 0 ? "text-red-700" : "text-ink-900",
        )}
      >
        {row.netProfit === null ? (
          <span className="text-xs font-normal text-ink-500">No cost</span>
        ) : (
          formatUsd(row.netProfit)
        )}
      </td>
      <td className="px-3 py-1.5 text-right text-xs whitespace-nowrap tabular-nums text-ink-700">
        {row.margin === null ? MISSING : formatPercent(row.margin, 1)}
        <span className="block text-ink-500">{row.roi === null ? "" : `ROI ${formatPercent(row.roi, 0)}`}</span>
      </td>
      <td className="min-w-56 px-3 py-1.5 text-xs text-ink-700">
        {row.headroom ? (
          <>
            {row.headroom.text}
            <span className="block font-semibold text-brand-700">{`saves ${formatUsd(row.headroom.savingPerUnit)} a unit`}</span>
          </>
        ) : (
          <span className="text-ink-400">{MISSING}</span>
        )}
      </td>
      <td className="px-3 py-1.5 text-right text-xs whitespace-nowrap tabular-nums text-ink-700">
        {row.previousCardFulfillmentFee === null ? MISSING : formatUsd(row.previousCardFulfillmentFee)}
        {change !== null && change !== 0 && (
          <span
            className={cn("block", change > 0 ? "text-red-700" : "text-brand-700")}
          >{`${change > 0 ? "+" : ""}${formatUsd(change)} now`}</span>
        )}
      </td>
      {hasOwnFulfillment && (
        <td className="px-3 py-1.5 text-right text-xs whitespace-nowrap tabular-nums">
          {row.fbaMinusOwn === null ? (
            MISSING
          ) : (
            <span
              className={row.fbaMinusOwn >= 0 ? "text-brand-700" : "text-red-700"}
            >{`${row.fbaMinusOwn >= 0 ? "FBA +" : "Own +"}${formatUsd(Math.abs(row.fbaMinusOwn))}`}</span>
          )}
        </td>
      )}
    </tr>
  );
});
