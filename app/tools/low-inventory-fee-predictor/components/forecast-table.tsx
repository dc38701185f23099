import { memo, type ReactNode } from "react";
import { LOW_INVENTORY_THRESHOLD_DAYS } from "~/fba-fees/low-inventory-fee";
import { formatFixed, formatNumber, MISSING } from "~/lib/format";
import { Pill, ToolCard } from "~/tools/components/controls";
import { TableToolbar } from "~/tools/components/table-controls";
import { useVirtualRows, VirtualTableBox } from "~/tools/components/virtual-rows";
import type { SkuForecast } from "~/tools/low-inventory-fee-predictor";
import {
  changeText,
  exemptionText,
  forecastFilterLabels,
  forecastTableColumns,
  money,
  shipByText,
  statusText,
  statusTones,
  whatIfText,
  type ForecastFilter,
} from "./view";

const ROW_HEIGHT = 72;
type Column = keyof typeof forecastTableColumns;
const columnKeys = Object.keys(forecastTableColumns) as Column[];

const sourceNotes = { amazon: "Amazon's figures", typed: "Your figures", estimate: "Estimated" } as const;
const days = (value: number | null) => (value === null ? MISSING : formatFixed(value, 1));

/** Every SKU, money at stake first, virtualised like the finder's table: a catalogue of 50,000 scrolls like ten. */
export function ForecastTable({
  rows,
  total,
  filter,
  onFilterChange,
  search,
  onSearchChange,
}: {
  rows: readonly SkuForecast[];
  total: number;
  filter: ForecastFilter;
  onFilterChange: (filter: ForecastFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const virtualRows = useVirtualRows(rows.length, ROW_HEIGHT);
  return (
    <ToolCard
      title="Every SKU, by money at stake"
      description={`${formatNumber(rows.length)} of ${formatNumber(total)} SKUs shown, sorted by the fee of the next 4 weeks with nothing sent. Ship by: the last day to send a shipment that arrives, after your lead time, before stock falls under ${LOW_INVENTORY_THRESHOLD_DAYS} days of sales.`}
    >
      <TableToolbar
        selects={[
          {
            key: "filter",
            label: "Show",
            value: filter,
            onChange: (value) => onFilterChange(value as ForecastFilter),
            options: Object.entries(forecastFilterLabels).map(([value, label]) => ({ value, label })),
            width: "sm:w-64",
            testId: "lil-filter",
          },
        ]}
        search={{ label: "Search SKU, FNSKU or ASIN", value: search, onChange: onSearchChange, width: "sm:w-64" }}
      />
      <VirtualTableBox
        rows={virtualRows}
        label="Forecast per SKU"
        testId="lil-table-box"
        colSpan={columnKeys.length}
        head={columnKeys.map((key) => (
          <th key={key} scope="col" className="px-3 py-2 font-semibold">
            {forecastTableColumns[key]}
          </th>
        ))}
        renderRow={(index) => {
          const row = rows[index]!;
          return <ForecastRow key={row.sku} row={row} index={index} measure={virtualRows.measureElement} />;
        }}
        after={rows.length === 0 && <p className="p-4 text-sm text-ink-600">No SKU matches this filter.</p>}
      />
    </ToolCard>
  );
}

const ForecastRow = memo(function ForecastRow({
  row,
  index,
  measure,
}: {
  row: SkuForecast;
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}) {
  const small = "block text-xs text-ink-500";
  const number = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  const cells: Record<Column, { className: string; content: ReactNode }> = {
    sku: {
      className: "min-w-44 px-3 py-2 font-medium text-ink-900",
      content: (
        <>
          {row.sku}
          <span className={small}>{row.sizeTier || "Size tier unknown"}</span>
          {row.notes.length > 0 && <span className={`${small} max-w-56 font-normal`}>{row.notes.join(" ")}</span>}
        </>
      ),
    },
    today: {
      className: "min-w-40 px-3 py-2",
      content: (
        <>
          <Pill tone={statusTones[row.today.status]}>{statusText(row.today)}</Pill>
          {row.exemptions.length > 0 && (
            <span className={`${small} max-w-56`}>{row.exemptions.map(exemptionText).join("; ")}</span>
          )}
        </>
      ),
    },
    feePerUnit: { className: number, content: money(row.feePerUnit) },
    feePerWeek: { className: number, content: money(row.feePerWeek) },
    feeNext4Weeks: {
      className: `${number} font-semibold text-ink-900`,
      content: (
        <>
          {money(row.feeNext4Weeks)}
          <span className={small}>{`${money(row.feeNextWeek)} next week`}</span>
        </>
      ),
    },
    changesOn: { className: "min-w-40 px-3 py-2", content: changeText(row) },
    shipBy: {
      className: `min-w-32 px-3 py-2 ${row.isOverdue ? "font-semibold text-red-800" : ""}`,
      content: shipByText(row),
    },
    whatIf: { className: "min-w-48 px-3 py-2", content: whatIfText(row) },
    daysOfSupply: {
      className: "px-3 py-2 whitespace-nowrap tabular-nums",
      content: (
        <>
          {`${days(row.shortTermDaysOfSupply)}, ${days(row.longTermDaysOfSupply)}`}
          <span className={small}>{sourceNotes[row.daysOfSupplySource]}</span>
        </>
      ),
    },
    sales: {
      className: "px-3 py-2 whitespace-nowrap tabular-nums",
      content: (
        <>
          {row.onHand === null ? MISSING : formatNumber(row.onHand)}
          <span
            className={small}
          >{`${formatNumber(row.unitsPerDay, 1)} a day, ${formatNumber(row.unitsShippedLast7Days)} in 7 days`}</span>
        </>
      ),
    },
  };
  return (
    <tr
      ref={measure}
      data-index={index}
      data-testid="lil-row"
      data-sku={row.sku}
      data-status={row.today.status}
      data-band={row.today.band ?? ""}
      data-saved={row.isSavedByInbound ? "yes" : "no"}
      className="h-[72px] align-top"
    >
      {columnKeys.map((key) => (
        <td key={key} className={cells[key].className}>
          {cells[key].content}
        </td>
      ))}
    </tr>
  );
});
