import { CalendarPlus, Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatDate, formatNumber, formatUsdTotal } from "~/lib/format";
import { Stat, ToolCard } from "~/tools/components/controls";
import type { ForecastSummary } from "~/tools/low-inventory-fee-predictor";
import { exportLabels, summaryFigureLabels } from "./view";

/** The catalogue's totals and the CSV and calendar downloads. */
export function SummaryCard({
  summary,
  asOf,
  hasShipByDates,
  onCsv,
  onCalendar,
}: {
  summary: ForecastSummary;
  asOf: string;
  hasShipByDates: boolean;
  onCsv: () => void;
  onCalendar: () => void;
}) {
  return (
    <ToolCard
      title={`Forecast from ${formatDate(asOf)}`}
      description={`${formatNumber(summary.skus)} SKUs at their current sales rate, with nothing more sent, on Amazon's US rates in force that day.`}
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onCsv} data-testid="lil-export-csv">
            <Download className="size-4" aria-hidden /> {exportLabels.csv}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onCalendar}
            disabled={!hasShipByDates}
            data-testid="lil-export-ics"
          >
            <CalendarPlus className="size-4" aria-hidden /> {exportLabels.calendar}
          </Button>
        </div>
      }
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Stat
          label={summaryFigureLabels.chargedToday}
          value={formatNumber(summary.chargedToday)}
          detail={`${formatUsdTotal(summary.feePerWeekToday)} a week at today's rates`}
          tone={summary.chargedToday > 0 ? "bad" : "good"}
          testId="lil-charged"
        />
        <Stat
          label={summaryFigureLabels.feeNextWeek}
          value={formatUsdTotal(summary.feeNextWeek)}
          testId="lil-fee-next-week"
        />
        <Stat
          label={summaryFigureLabels.feeNext4Weeks}
          value={formatUsdTotal(summary.feeNext4Weeks)}
          testId="lil-fee-4-weeks"
        />
        <Stat
          label={summaryFigureLabels.overdue}
          value={formatNumber(summary.overdue)}
          tone={summary.overdue > 0 ? "bad" : "good"}
          testId="lil-overdue"
        />
        <Stat label={summaryFigureLabels.exempt} value={formatNumber(summary.exempt)} testId="lil-exempt" />
        <Stat
          label={summaryFigureLabels.savedByInbound}
          value={formatNumber(summary.savedByInbound)}
          testId="lil-saved"
        />
      </dl>
    </ToolCard>
  );
}
