import { Download } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { formatNumber, formatUsd } from "~/lib/format";
import { Pill, Stat, ToolCard } from "~/tools/components/controls";
import type { AuditRun } from "~/tools/fee-audit/run-audit";

type AuditResult = Extract<AuditRun, { ok: true }>;

/** The audit at a glance: what was read and checked, what is flagged, what re-measuring would save; the fee date. */
export function AuditSummaryCard({
  title,
  isSample,
  result,
  monthlySaving,
  hasMeasurements,
  date,
  onDateChange,
  onExport,
}: {
  title: string;
  isSample: boolean;
  result: AuditResult;
  monthlySaving: number;
  hasMeasurements: boolean;
  date: string;
  onDateChange: (date: string) => void;
  onExport: () => void;
}) {
  const id = useId();
  const { summary } = result;
  return (
    <ToolCard
      title={title}
      description={`${formatNumber(summary.rows)} SKUs read${result.ignoredColumns > 0 ? `; ${result.ignoredColumns} columns the audit does not need were ignored` : ""}.`}
      action={
        <Button variant="secondary" size="sm" onClick={onExport} data-testid="fee-audit-export">
          <Download className="size-4" aria-hidden /> Download CSV
        </Button>
      }
    >
      {isSample && <Pill tone="estimate">Sample data</Pill>}
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="SKUs checked"
          value={formatNumber(summary.checked)}
          detail={summary.unchecked > 0 ? `${formatNumber(summary.unchecked)} could not be checked` : "every row"}
          testId="audit-checked"
        />
        <Stat
          label="Flagged"
          value={formatNumber(summary.flagged)}
          tone={summary.flagged > 0 ? "bad" : "good"}
          detail={`${formatNumber(summary.tierMismatches)} tier, ${formatNumber(summary.feeMismatches)} fee`}
          testId="audit-flagged"
        />
        <Stat
          label="Referral fees checked"
          value={formatNumber(summary.checked - summary.referralUnmapped)}
          detail={`${formatNumber(summary.referralMismatches)} differ, ${formatNumber(summary.referralUnmapped)} product groups not mapped`}
        />
        <Stat
          label="Monthly saving if corrected"
          value={hasMeasurements ? formatUsd(monthlySaving) : "Add measurements"}
          tone={monthlySaving > 0 ? "good" : "default"}
          detail={hasMeasurements ? `${formatUsd(monthlySaving * 12)} a year` : "below, to price a re-measurement"}
          testId="audit-monthly-saving"
        />
      </dl>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="w-48">
          <Field id={`${id}-date`} label="Fees as of" hint="The day the report was made">
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              min="2024-04-15"
              onChange={(event) => event.target.value && onDateChange(event.target.value)}
            />
          </Field>
        </div>
        <p className="max-w-xl text-sm text-ink-600" data-testid="audit-basis">
          {`Amazon's fulfillment fee matched our fee with the 3.5% fuel and logistics surcharge on ${formatNumber(summary.matchedWithSurcharge)} SKUs and without it on ${formatNumber(summary.matchedWithoutSurcharge)}.`}
        </p>
      </div>
    </ToolCard>
  );
}
