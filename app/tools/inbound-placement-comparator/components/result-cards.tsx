import { ArrowLeftRight, CalendarClock, ChartNoAxesColumn, Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { ToolCard } from "~/tools/components/controls";
import type { Comparison, FreightBasis } from "~/tools/inbound-placement-comparator/placement-comparison";
import {
  breakEvenSentences,
  caveats,
  chargeSentence,
  lineRows,
  rangeSummary,
  shipmentSize,
  splitCards,
  verdict,
} from "./view";

function SplitHeading({ label, isCheapest }: { label: string; isCheapest: boolean }) {
  return (
    <h3 className="text-sm font-semibold text-ink-900">
      {label}
      {isCheapest && <span className="ml-2 text-xs font-medium text-brand-800">Cheapest</span>}
    </h3>
  );
}

/** The comparison: the cheapest split, each split's total and its parts, the break-even freight, the charge date. */
export function ComparisonSummary({
  comparison,
  basis,
  onCsv,
}: {
  comparison: Comparison;
  basis: FreightBasis;
  onCsv: () => void;
}) {
  const headline = verdict(comparison);
  const range = rangeSummary(comparison);
  return (
    <div
      className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
      data-testid="placement-summary"
    >
      <div className="bg-brand-800 px-5 py-5 text-white sm:px-6" aria-live="polite" aria-atomic="true">
        <p className="text-sm font-medium text-white/80">Cheapest split, placement fee and freight counted</p>
        <p className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl" data-testid="placement-verdict">
          {headline.title}
        </p>
        <p className="mt-2 text-sm text-white/85" data-testid="placement-saving">
          {headline.detail}
        </p>
      </div>
      <div className="space-y-3 p-5 sm:px-6">
        {splitCards(comparison, basis).map((card) => (
          <section
            key={card.choice}
            aria-label={card.label}
            className={cn(
              "rounded-xl px-4 py-3 ring-1 ring-inset",
              card.isCheapest ? "bg-brand-50 ring-brand-300" : "bg-ink-50 ring-ink-100",
            )}
            data-testid="placement-split"
            data-split={card.choice}
          >
            {card.unavailable ? (
              <>
                <SplitHeading label={card.label} isCheapest={false} />
                <p className="mt-1 text-sm text-ink-700" data-testid="placement-unavailable">
                  {card.unavailable}
                </p>
              </>
            ) : (
              <div className="gap-6 sm:flex sm:items-start sm:justify-between">
                <div>
                  <SplitHeading label={card.label} isCheapest={card.isCheapest} />
                  <p
                    className="mt-1 text-xl font-semibold tracking-tight text-ink-900 tabular-nums"
                    data-testid="placement-total"
                  >
                    {card.total}
                  </p>
                  <p className="text-xs text-ink-600 tabular-nums" data-testid="placement-per-unit">
                    {card.perUnit}
                  </p>
                </div>
                <dl className="mt-2 space-y-1.5 text-sm sm:mt-0 sm:w-64 sm:shrink-0">
                  {card.rows.map((row) => (
                    <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-3">
                      <dt className="text-ink-600">{row.label}</dt>
                      <dd className="font-medium text-ink-900 tabular-nums">{row.value}</dd>
                      <dd className="col-span-2 text-xs text-ink-500">{row.detail}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </section>
        ))}
      </div>
      <div className="space-y-3 border-t border-ink-100 px-5 py-4 text-sm text-ink-700 sm:px-6">
        {comparison.breakEvens.length > 0 && (
          <p className="flex gap-2" data-testid="placement-break-even">
            <ArrowLeftRight className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="font-semibold text-ink-900">Break-even freight. </span>
              {breakEvenSentences(comparison, basis).join(" ")}
            </span>
          </p>
        )}
        <p className="flex gap-2" data-testid="placement-ranges">
          <ChartNoAxesColumn className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            <span className="font-semibold text-ink-900">Amazon&apos;s ranges. </span>
            {range.flip} {range.fees}
          </span>
        </p>
        <p className="flex gap-2" data-testid="placement-charge-date">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            <span className="font-semibold text-ink-900">Fee charged. </span>
            {chargeSentence(comparison)}
          </span>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-600">{shipmentSize(comparison)}</p>
          <Button variant="secondary" size="sm" onClick={onCsv} data-testid="placement-export-csv">
            <Download className="size-4" aria-hidden /> Download CSV
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Each line priced, and what the figures rest on. */
export function ComparisonDetails({ comparison }: { comparison: Comparison }) {
  return (
    <>
      <ToolCard title="Lines priced" description="Amazon's range per unit for each line, and the figure used">
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Lines priced"
          data-testid="placement-lines-table"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs text-ink-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  SKU
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Size tier and shipping weight
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Minimal split
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Partial split
                </th>
                <th scope="col" className="py-2 font-medium">
                  Cartons
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {lineRows(comparison).map((row, index) => (
                <tr key={`${index}-${row.sku}`} data-testid="placement-line-row">
                  <th scope="row" className="py-2 pr-3 font-medium text-ink-900">
                    {row.sku}
                  </th>
                  <td className="py-2 pr-3 text-ink-700">
                    {row.tier}
                    {row.band && <span className="block text-xs text-ink-500">{row.band}</span>}
                  </td>
                  <td className="py-2 pr-3 text-ink-700 tabular-nums">{row.minimalRange}</td>
                  <td className="py-2 pr-3 text-ink-700 tabular-nums">{row.partialRange}</td>
                  <td
                    className={cn(
                      "py-2 tabular-nums",
                      row.meetsCartonCondition ? "text-ink-700" : "font-medium text-red-700",
                    )}
                  >
                    {row.cartons}
                    <span className="block text-xs font-normal">{row.cartonCheck}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ToolCard>

      <ToolCard title="What the figures rest on">
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-700" data-testid="placement-caveats">
          {caveats(comparison).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </ToolCard>
    </>
  );
}
