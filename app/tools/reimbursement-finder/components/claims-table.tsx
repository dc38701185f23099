import { memo, type ReactNode } from "react";
import { formatNumber, MISSING } from "~/lib/format";
import { Pill, ToolCard } from "~/tools/components/controls";
import { TableToolbar } from "~/tools/components/table-controls";
import { useVirtualRows, VirtualTableBox } from "~/tools/components/virtual-rows";
import type { CaseType, Claim, Region } from "~/tools/reimbursement-finder";
import {
  amazonCloseText,
  caseLabel,
  claimFilterLabels,
  claimTableColumns,
  daysLeftText,
  formatClaimValue,
  shortDate,
  statusLabels,
  statusTones,
  windowCaveatMark,
  type ClaimFilter,
} from "./view";

const ROW_HEIGHT = 72;
type ClaimColumn = keyof typeof claimTableColumns;
const columnKeys = Object.keys(claimTableColumns) as ClaimColumn[];
const COLUMN_COUNT = columnKeys.length;

/**
 * Every claim, soonest deadline first, virtualised like the bulk calculator's table (useVirtualRows): only
 * the rows in view are in the page, so a year of Ledger with thousands of claims scrolls as smoothly as ten.
 */
export function ClaimsTable({
  rows,
  total,
  region,
  caseTypes,
  filter,
  onFilterChange,
  caseType,
  onCaseTypeChange,
  search,
  onSearchChange,
}: {
  rows: readonly Claim[];
  total: number;
  region: Region;
  caseTypes: readonly CaseType[];
  filter: ClaimFilter;
  onFilterChange: (filter: ClaimFilter) => void;
  caseType: CaseType | "all";
  onCaseTypeChange: (caseType: CaseType | "all") => void;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const virtualRows = useVirtualRows(rows.length, ROW_HEIGHT);
  return (
    <ToolCard
      title="Every case, by deadline"
      description={`${formatNumber(rows.length)} of ${formatNumber(total)} cases shown. The window closes at the end of the day shown. Where a report lacks the date Amazon counts from, the row's note says so: "Closes by" where the close is counted from a date before Amazon's, so act before it; "Estimate" where it is counted from a later date and moved earlier by a margin no source confirms, so file well before it.`}
    >
      <TableToolbar
        selects={[
          {
            key: "filter",
            label: "Show",
            value: filter,
            onChange: (value) => onFilterChange(value as ClaimFilter),
            options: Object.entries(claimFilterLabels).map(([value, label]) => ({ value, label })),
            width: "sm:w-56",
            testId: "reimbursement-filter",
          },
          {
            key: "case",
            label: "Case",
            value: caseType,
            onChange: (value) => onCaseTypeChange(value as CaseType | "all"),
            options: [
              { value: "all", label: "Every case" },
              ...caseTypes.map((type) => ({ value: type, label: caseLabel(type) })),
            ],
            width: "sm:w-64",
          },
        ]}
        search={{
          label: "Search FNSKU, SKU, ASIN or reference",
          value: search,
          onChange: onSearchChange,
          width: "sm:w-64",
        }}
      />
      <VirtualTableBox
        rows={virtualRows}
        label="Reimbursement cases"
        testId="reimbursement-table-box"
        colSpan={COLUMN_COUNT}
        head={Object.entries(claimTableColumns).map(([key, label]) => (
          <th key={key} scope="col" className="px-3 py-2 font-semibold">
            {label}
          </th>
        ))}
        renderRow={(index) => {
          const claim = rows[index]!;
          return (
            <ClaimRow key={claim.id} claim={claim} region={region} index={index} measure={virtualRows.measureElement} />
          );
        }}
        after={rows.length === 0 && <p className="p-4 text-sm text-ink-600">No case matches this filter.</p>}
      />
    </ToolCard>
  );
}

/** One claim; memoised, and measured once drawn, since a note or a long reason makes some rows taller. */
const ClaimRow = memo(function ClaimRow({
  claim,
  region,
  index,
  measure,
}: {
  claim: Claim;
  region: Region;
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}) {
  const small = "block text-xs text-ink-500";
  const number = "px-3 py-2 text-right tabular-nums";
  // One cell per column of claimTableColumns, drawn in its order.
  const cells: Record<ClaimColumn, { className: string; content: ReactNode }> = {
    case: {
      className: "min-w-40 px-3 py-2 font-medium text-ink-900",
      content: (
        <>
          {caseLabel(claim.caseType)}
          {claim.note && <span className={`${small} max-w-56 font-normal`}>{claim.note}</span>}
        </>
      ),
    },
    window: {
      className: "px-3 py-2 whitespace-nowrap",
      content: (
        <>
          {shortDate(claim.windowOpens)}
          <span className="block font-medium text-ink-900">{shortDate(claim.windowCloses)}</span>
          {claim.windowCaveatKind && <span className={small}>{windowCaveatMark(claim)}</span>}
          {amazonCloseText(claim) && <span className={small}>{amazonCloseText(claim)}</span>}
        </>
      ),
    },
    daysLeft: { className: "px-3 py-2 whitespace-nowrap tabular-nums", content: daysLeftText(claim) },
    status: {
      className: "px-3 py-2",
      content: <Pill tone={statusTones[claim.status]}>{statusLabels[claim.status]}</Pill>,
    },
    unitsToClaim: {
      className: `${number} font-semibold text-ink-900`,
      content: formatNumber(claim.unitsToClaim),
    },
    estimatedValue: {
      className: `${number} whitespace-nowrap`,
      content: (
        <>
          {formatClaimValue(claim.estimatedValue, region)}
          {claim.valueBasis && <span className={small}>{claim.valueBasis}</span>}
        </>
      ),
    },
    item: {
      className: "px-3 py-2 whitespace-nowrap",
      content: (
        <>
          <span className="block font-medium text-ink-900">{claim.fnsku || MISSING}</span>
          <span className={small}>{claim.sku || MISSING}</span>
          <span className={small}>{claim.asin || MISSING}</span>
        </>
      ),
    },
    event: {
      className: "px-3 py-2 whitespace-nowrap",
      content: (
        <>
          {shortDate(claim.eventDate)}
          <span className={small}>{claim.referenceId || MISSING}</span>
        </>
      ),
    },
    fulfillmentCenter: { className: "px-3 py-2 whitespace-nowrap", content: claim.fulfillmentCenter || MISSING },
    reason: {
      className: "min-w-40 px-3 py-2",
      content: (
        <>
          {claim.reason || MISSING}
          {claim.reasonMeaning && <span className={small}>{claim.reasonMeaning}</span>}
        </>
      ),
    },
    unitsLost: { className: number, content: formatNumber(claim.unitsLost) },
    unitsFound: { className: number, content: formatNumber(claim.unitsFound) },
    unitsReimbursed: {
      className: `${number} whitespace-nowrap`,
      content: (
        <>
          {formatNumber(claim.unitsReimbursedCash + claim.unitsReimbursedInKind)}
          <span className={small}>
            {`${formatNumber(claim.unitsReimbursedCash)} cash, ${formatNumber(claim.unitsReimbursedInKind)} in kind`}
          </span>
        </>
      ),
    },
  };
  return (
    <tr
      ref={measure}
      data-index={index}
      data-testid="reimbursement-row"
      data-case={claim.caseType}
      data-status={claim.status}
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
