import { CalendarPlus, Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatDate, formatNumber } from "~/lib/format";
import { Stat, ToolCard } from "~/tools/components/controls";
import type { ClaimsSummary, Region } from "~/tools/reimbursement-finder";
import { caseLabel, exportLabels, formatClaimTotal, summaryFigureLabels, weekLabel } from "./view";

/** Units and value to claim, by case and by the week their windows close; the CSV and calendar downloads. */
export function SummaryCard({
  summary,
  region,
  asOf,
  onCsv,
  onCalendar,
}: {
  summary: ClaimsSummary;
  region: Region;
  asOf: string;
  onCsv: () => void;
  onCalendar: () => void;
}) {
  const { toClaim, byStatus } = summary;
  return (
    <ToolCard
      title={`Still to claim as of ${formatDate(asOf)}`}
      description="Claims whose window is open or not yet open, and those past the day shown to act by while Amazon's own window may still be open. Values are estimates: your cost where you gave one, else what Amazon paid for the item before."
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onCsv} data-testid="reimbursement-export-csv">
            <Download className="size-4" aria-hidden /> {exportLabels.csv}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onCalendar}
            disabled={toClaim.claims === 0}
            data-testid="reimbursement-export-ics"
          >
            <CalendarPlus className="size-4" aria-hidden /> {exportLabels.calendar}
          </Button>
        </div>
      }
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={summaryFigureLabels.unitsToClaim}
          value={formatNumber(toClaim.units)}
          tone={toClaim.units > 0 ? "bad" : "good"}
          testId="reimbursement-units"
        />
        <Stat
          label={summaryFigureLabels.valueToClaim}
          value={formatClaimTotal(toClaim.value, region)}
          testId="reimbursement-value"
        />
        <Stat
          label={summaryFigureLabels.openClaims}
          value={formatNumber(byStatus.open)}
          detail={`${summaryFigureLabels.notYetClaims}: ${formatNumber(byStatus["not yet"])}; ${summaryFigureLabels.mayBeOpenClaims}: ${formatNumber(byStatus["may be open"])}`}
          testId="reimbursement-open"
        />
        <Stat
          label={summaryFigureLabels.expiredClaims}
          value={formatNumber(byStatus.expired)}
          detail={`${summaryFigureLabels.settledClaims}: ${formatNumber(byStatus.settled)}`}
        />
      </dl>
      {toClaim.claims > 0 && (
        <div className="mt-5 grid gap-5 lg:grid-cols-2">
          <TotalsTable
            caption={summaryFigureLabels.byCase}
            rows={summary.byCase.map(({ caseType, totals }) => ({ key: caseType, label: caseLabel(caseType), totals }))}
            region={region}
          />
          <TotalsTable
            caption={summaryFigureLabels.byDeadlineWeek}
            rows={summary.byDeadlineWeek
              .slice(0, 8)
              .map(({ weekStarting, totals }) => ({ key: weekStarting, label: weekLabel(weekStarting), totals }))}
            region={region}
            more={
              summary.byDeadlineWeek.length > 8
                ? `${formatNumber(summary.byDeadlineWeek.length - 8)} later weeks are in the table and the CSV.`
                : undefined
            }
          />
        </div>
      )}
    </ToolCard>
  );
}

function TotalsTable({
  caption,
  rows,
  region,
  more,
}: {
  caption: string;
  rows: { key: string; label: string; totals: ClaimsSummary["toClaim"] }[];
  region: Region;
  more?: string;
}) {
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-ink-900">{caption}</caption>
        <thead className="text-xs text-ink-600">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {caption === summaryFigureLabels.byCase ? "Case" : "Deadline week"}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Claims
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Units
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-1.5 pr-2 font-normal text-ink-800">
                {row.label}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{formatNumber(row.totals.claims)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{formatNumber(row.totals.units)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatClaimTotal(row.totals.value, region)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more && <p className="mt-1 text-xs text-ink-500">{more}</p>}
    </div>
  );
}
