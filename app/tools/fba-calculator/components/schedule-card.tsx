import { Info } from "lucide-react";
import type { FbaFeeBreakdown } from "~/fba-fees";
import { formatDate } from "~/lib/format";
import { Pill, ToolCard } from "~/tools/components/controls";
import type { FbaEvaluation } from "~/tools/fba-calculator/fba-form";
import { feeDateLabel } from "./view";

/** The rate card used, the season and price band, and every assumption and estimate behind the result. */
export function ScheduleCard({
  fees,
  evaluation,
  hydrated,
}: {
  fees: FbaFeeBreakdown;
  evaluation: FbaEvaluation;
  hydrated: boolean;
}) {
  const schedule = fees.schedule;
  return (
    <ToolCard title="Fee schedule and assumptions">
      <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="fba-schedule">
        <div className="col-span-2">
          <dt className="text-xs font-medium text-ink-500">Schedule used</dt>
          <dd className="font-medium text-ink-900">{schedule.name}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">In force</dt>
          <dd className="text-ink-800">
            {formatDate(schedule.effectiveFrom, "short")} to{" "}
            {schedule.effectiveUntil ? formatDate(schedule.effectiveUntil, "short") : "the next card"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">Fees on</dt>
          <dd className="text-ink-800">{feeDateLabel(evaluation, hydrated)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">Season</dt>
          <dd className="text-ink-800">
            {schedule.season === "peak" ? "Holiday peak (Oct 15 to Jan 14)" : "Non-peak"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">Fulfillment price band</dt>
          <dd className="text-ink-800">{schedule.priceBand.label}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-2 border-t border-ink-100 pt-4 text-xs leading-5 text-ink-600">
        {schedule.assumptions.map((text) => (
          <li key={text} className="flex gap-2">
            <Pill tone="estimate" className="h-fit">
              Assumption
            </Pill>
            <span>{text}</span>
          </li>
        ))}
        {schedule.notes.map((note) => (
          <li key={note} className="flex gap-2">
            <Info className="mt-0.5 size-3.5 shrink-0 text-ink-400" aria-hidden />
            <span>{note}</span>
          </li>
        ))}
        <li className="flex gap-2">
          <Info className="mt-0.5 size-3.5 shrink-0 text-ink-400" aria-hidden />
          <span>
            <strong className="font-semibold text-ink-700">Estimate</strong> marks a figure we could not confirm against
            Amazon&apos;s own published text. Check big decisions against Amazon&apos;s Revenue Calculator.
          </span>
        </li>
      </ul>
    </ToolCard>
  );
}
