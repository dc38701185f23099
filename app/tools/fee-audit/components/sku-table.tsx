import { memo } from "react";
import { cn } from "~/lib/cn";
import { formatUsd, MISSING } from "~/lib/format";
import { Pill, ToolCard } from "~/tools/components/controls";
import { SortHeader, TableToolbar } from "~/tools/components/table-controls";
import { useVirtualRows, VirtualTableBox } from "~/tools/components/virtual-rows";
import { tierLabel, type MeasuredSaving, type SkuAudit } from "~/tools/fee-audit";
import { flagText, flagTone, nextSort, type AuditFilter, type AuditSort, type SortKey } from "./view";

/** Most rows are this tall; a row with notes is measured once drawn. */
const ROW_HEIGHT = 60;

/**
 * Every audited SKU: filter, search, sortable columns, and the seller's own fee and saving once measured. Virtualised
 * like the bulk calculator's table (useVirtualRows): only the rows in view are in the page, so every row of a
 * 20,000-row report can be shown.
 */
export function SkuTable({
  rows,
  savingsBySku,
  filter,
  onFilterChange,
  search,
  onSearchChange,
  sort,
  onSortChange,
}: {
  rows: readonly SkuAudit[];
  savingsBySku: ReadonlyMap<string, MeasuredSaving>;
  filter: AuditFilter;
  onFilterChange: (filter: AuditFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  sort: AuditSort;
  onSortChange: (sort: AuditSort) => void;
}) {
  const hasMeasurements = savingsBySku.size > 0;
  const virtualRows = useVirtualRows(rows.length, ROW_HEIGHT);
  const header = (column: SortKey | null, label: string, className?: string) => (
    <SortHeader
      column={column}
      label={label}
      sort={sort}
      onSort={(key) => onSortChange(nextSort(sort, key))}
      className={className}
    />
  );

  return (
    <ToolCard
      title="Every SKU"
      description="Click a column to sort. Differences are Amazon's fee minus the fee of its own recorded dimensions and weight."
    >
      <TableToolbar
        selects={[
          {
            key: "filter",
            label: "Show",
            value: filter,
            onChange: (value) => onFilterChange(value as AuditFilter),
            options: [
              { value: "all", label: "All SKUs" },
              { value: "flagged", label: "Flagged only" },
              { value: "tier_mismatch", label: "Tier mismatch" },
              { value: "fee_mismatch", label: "Fee mismatch" },
              { value: "ok", label: "OK" },
              { value: "unchecked", label: "Not checked" },
            ],
            width: "sm:w-56",
          },
        ]}
        search={{ label: "Search SKU, ASIN or title", value: search, onChange: onSearchChange, width: "sm:w-64" }}
      />
      <VirtualTableBox
        rows={virtualRows}
        label="Audit results table"
        testId="audit-table-box"
        colSpan={hasMeasurements ? 9 : 8}
        head={
          <>
            {header("sku", "SKU")}
            {header(null, "Amazon tier")}
            {header(null, "Tier of its dimensions")}
            {header("amazonFee", "Amazon fee", "px-3 py-2 text-right")}
            {header("expectedFee", "Expected fee", "px-3 py-2 text-right")}
            {header("difference", "Difference", "px-3 py-2 text-right")}
            {header("flag", "Flag")}
            {header(null, "Referral fee", "px-3 py-2 whitespace-nowrap")}
            {hasMeasurements && header("saving", "Your fee / saving", "px-3 py-2 text-right whitespace-nowrap")}
          </>
        }
        renderRow={(index) => {
          const audit = rows[index]!;
          return (
            <AuditRow
              key={audit.line}
              audit={audit}
              saving={savingsBySku.get(audit.sku)}
              hasMeasurements={hasMeasurements}
              index={index}
              measure={virtualRows.measureElement}
            />
          );
        }}
        after={rows.length === 0 && <p className="p-4 text-sm text-ink-600">No SKU matches this filter.</p>}
      />
    </ToolCard>
  );
}

/** One audited SKU; memoised, and measured once drawn, since notes make some rows taller. */
const AuditRow = memo(function AuditRow({
  audit,
  saving,
  hasMeasurements,
  index,
  measure,
}: {
  audit: SkuAudit;
  saving: MeasuredSaving | undefined;
  hasMeasurements: boolean;
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr
      ref={measure}
      data-index={index}
      data-testid="audit-row"
      data-sku={audit.sku}
      data-flag={audit.flag}
      className="align-top"
    >
      <td className="px-3 py-2">
        <span className="font-medium whitespace-nowrap text-ink-900">{audit.sku}</span>
        <span className="block max-w-56 truncate text-xs text-ink-500">
          {audit.asin} {audit.productName}
        </span>
        {audit.notes.map((note) => (
          <span key={note} className="block max-w-72 text-xs text-ink-500">
            {note}
          </span>
        ))}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-ink-700">{audit.amazonTier || MISSING}</td>
      <td className="px-3 py-2 whitespace-nowrap text-ink-700">{tierLabel(audit.expectedTier) || MISSING}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatUsd(audit.amazonFee)}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {formatUsd(audit.expectedFee)}
        {audit.basis && (
          <span className="block text-xs whitespace-nowrap text-ink-500">
            {audit.basis === "with-surcharge" ? "with surcharge" : "no surcharge"}
          </span>
        )}
      </td>
      <td
        className={cn(
          "px-3 py-2 text-right font-semibold tabular-nums",
          (audit.difference ?? 0) > 0.01 ? "text-red-700" : "text-ink-700",
        )}
      >
        {formatUsd(audit.difference)}
      </td>
      <td className="px-3 py-2">
        <Pill tone={flagTone[audit.flag]}>{flagText[audit.flag]}</Pill>
      </td>
      <td className="min-w-48 px-3 py-2 text-xs text-ink-600">
        {audit.referral.status === "match" && `${formatUsd(audit.referral.amazon)} matches`}
        {audit.referral.status === "mismatch" && (
          <span className="font-semibold text-red-700">{`${formatUsd(audit.referral.amazon)}, expected ${formatUsd(audit.referral.expected)}`}</span>
        )}
        {audit.referral.status === "unmapped" &&
          `Not checked: ${audit.referral.productGroup || "no product group"} spans several fee categories`}
        {audit.referral.status === "missing" && MISSING}
      </td>
      {hasMeasurements && (
        <td className="px-3 py-2 text-right tabular-nums">
          {saving ? (
            <>
              {formatUsd(saving.yourFee)}
              <span
                className={cn(
                  "block text-xs font-semibold whitespace-nowrap",
                  saving.savingPerUnit > 0.01 ? "text-brand-700" : "text-ink-500",
                )}
              >{`${formatUsd(saving.savingPerUnit)} a unit`}</span>
            </>
          ) : (
            MISSING
          )}
        </td>
      )}
    </tr>
  );
});
