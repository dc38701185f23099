import { ArrowDown, ArrowUp } from "lucide-react";
import { useId } from "react";
import { Field, Input, Select } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { formatNumber, formatUsd, MISSING } from "~/lib/format";
import { Pill, ToolCard } from "~/tools/components/controls";
import { tierLabel, type MeasuredSaving, type SkuAudit } from "~/tools/fee-audit";
import { flagText, flagTone, nextSort, type AuditFilter, type AuditSort, type SortKey } from "./view";

/** Rendering more rows than this makes the page slow; the CSV export always holds every row. */
const MAX_TABLE_ROWS = 500;

/** Every audited SKU: filter, search, sortable columns, and the seller's own fee and saving once measured. */
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
  const id = useId();
  const hasMeasurements = savingsBySku.size > 0;
  const sortButton = (key: SortKey, label: string) => (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-semibold hover:text-brand-700"
      onClick={() => onSortChange(nextSort(sort, key))}
    >
      {label}
      {sort.key === key &&
        (sort.descending ? (
          <ArrowDown className="size-3.5" aria-label="sorted descending" />
        ) : (
          <ArrowUp className="size-3.5" aria-label="sorted ascending" />
        ))}
    </button>
  );
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.descending ? "descending" : "ascending") : undefined);

  return (
    <ToolCard
      title="Every SKU"
      description="Click a column to sort. Differences are Amazon's fee minus the fee of its own recorded dimensions and weight."
    >
      <div className="mb-3 flex flex-wrap gap-3">
        <div className="w-full sm:w-56">
          <Field id={`${id}-filter`} label="Show">
            <Select
              id={`${id}-filter`}
              value={filter}
              onChange={(event) => onFilterChange(event.target.value as AuditFilter)}
            >
              <option value="all">All SKUs</option>
              <option value="flagged">Flagged only</option>
              <option value="tier_mismatch">Tier mismatch</option>
              <option value="fee_mismatch">Fee mismatch</option>
              <option value="ok">OK</option>
              <option value="unchecked">Not checked</option>
            </Select>
          </Field>
        </div>
        <div className="w-full sm:w-64">
          <Field id={`${id}-search`} label="Search SKU, ASIN or title">
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </Field>
        </div>
      </div>
      <div
        className="max-h-[32rem] overflow-auto rounded-xl ring-1 ring-ink-200"
        data-testid="audit-table-box"
        tabIndex={0}
        role="region"
        aria-label="Audit results table"
      >
        <table className="min-w-full text-left text-sm">
          <thead className="sticky top-0 bg-ink-50 text-xs text-ink-600">
            <tr>
              <th scope="col" className="px-3 py-2" aria-sort={ariaSort("sku")}>
                {sortButton("sku", "SKU")}
              </th>
              <th scope="col" className="px-3 py-2">
                Amazon tier
              </th>
              <th scope="col" className="px-3 py-2">
                Tier of its dimensions
              </th>
              <th scope="col" className="px-3 py-2 text-right" aria-sort={ariaSort("amazonFee")}>
                {sortButton("amazonFee", "Amazon fee")}
              </th>
              <th scope="col" className="px-3 py-2 text-right" aria-sort={ariaSort("expectedFee")}>
                {sortButton("expectedFee", "Expected fee")}
              </th>
              <th scope="col" className="px-3 py-2 text-right" aria-sort={ariaSort("difference")}>
                {sortButton("difference", "Difference")}
              </th>
              <th scope="col" className="px-3 py-2" aria-sort={ariaSort("flag")}>
                {sortButton("flag", "Flag")}
              </th>
              <th scope="col" className="px-3 py-2 whitespace-nowrap">
                Referral fee
              </th>
              {hasMeasurements && (
                <th scope="col" className="px-3 py-2 text-right whitespace-nowrap" aria-sort={ariaSort("saving")}>
                  {sortButton("saving", "Your fee / saving")}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.slice(0, MAX_TABLE_ROWS).map((audit) => {
              const saving = savingsBySku.get(audit.sku);
              return (
                <tr
                  key={`${audit.line}`}
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
                  <td className="px-3 py-2 whitespace-nowrap text-ink-700">
                    {tierLabel(audit.expectedTier) || MISSING}
                  </td>
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
            })}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-4 text-sm text-ink-600">No SKU matches this filter.</p>}
      </div>
      {rows.length > MAX_TABLE_ROWS && (
        <p className="mt-2 text-sm text-ink-600">{`Showing the first ${formatNumber(MAX_TABLE_ROWS)} of ${formatNumber(rows.length)} rows. Filter, search or download the CSV for all of them.`}</p>
      )}
    </ToolCard>
  );
}
