import { AlertTriangle, Info, Package, Scale } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { FbaFeeBreakdown, ProfitResult } from "~/fba-fees";
import { cn } from "~/lib/cn";
import { formatNumber, formatPercent, formatUsd, formatUsdTotal } from "~/lib/format";
import { InvalidInputsCard, Pill, Stat } from "~/tools/components/controls";
import type { FbaEvaluation } from "~/tools/fba-calculator/fba-form";
import { feeDateLabel, fieldLabels, idFor, priceParts, tierSummary, type PricePart } from "./view";

/** The result at a glance: net profit per unit, margin, ROI, fees, break-even, and where the price goes. */
export function SummaryCard({ evaluation, hydrated }: { evaluation: FbaEvaluation; hydrated: boolean }) {
  const { result, errors } = evaluation;
  if (!result) return <InvalidInputsCard errors={errors} labels={fieldLabels} idFor={idFor} />;
  const fees = result.fees;
  const profitable = result.netProfitPerUnit >= 0;
  return (
    <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm" data-testid="fba-summary">
      <div className={cn("px-5 py-5 text-white sm:px-6", profitable ? "bg-brand-800" : "bg-red-800")}>
        <div className="flex flex-wrap items-center gap-2">
          <Pill tone="neutral" className="bg-white/15 text-white">
            <Package className="size-3" aria-hidden /> {fees.sizeTier.label}
            {fees.sizeTier.isOvermax ? " (overmax)" : ""}
          </Pill>
          <Pill
            tone="neutral"
            className={cn(
              fees.schedule.season === "peak" ? "bg-orange-200 text-orange-950" : "bg-sky-100 text-sky-950",
            )}
          >
            {fees.schedule.season === "peak" ? "Holiday peak fees" : "Non-peak fees"}
          </Pill>
          <span className="text-xs text-white/80">{feeDateLabel(evaluation, hydrated)}</span>
        </div>
        <div aria-live="polite" aria-atomic="true">
          <p className="mt-4 text-sm font-medium text-white/80">Net profit per unit</p>
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="fba-net-profit">
            {formatUsd(result.netProfitPerUnit)}
          </p>
          <p className="mt-2 text-sm text-white/85">
            At {formatUsd(result.price)}: margin {formatPercent(result.marginPercent)}, ROI{" "}
            {formatPercent(result.roiPercent)}, Amazon fees {formatUsd(result.amazonFeesPerUnit)}.
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 p-5 sm:grid-cols-3 sm:px-6">
        <Stat
          label="Margin"
          value={formatPercent(result.marginPercent)}
          tone={profitable ? "good" : "bad"}
          testId="fba-margin"
          detail="Net profit / price"
        />
        <Stat
          label="ROI"
          value={formatPercent(result.roiPercent)}
          tone={profitable ? "good" : "bad"}
          testId="fba-roi"
          detail={result.roiPercent === null ? "No landed cost entered" : "Net profit / landed cost"}
        />
        <Stat
          label="Total Amazon fees"
          value={formatUsd(result.amazonFeesPerUnit)}
          testId="fba-total-fees"
          detail={`${formatPercent((result.amazonFeesPerUnit / result.price) * 100)} of the price`}
        />
        <Stat
          label="Break-even price"
          value={result.breakEvenPrice === null ? "None" : formatUsd(result.breakEvenPrice)}
          testId="fba-break-even-price"
          detail={
            result.breakEvenPrice === null
              ? "No price up to $100,000 covers the costs"
              : // Near a fee band's edge a lower price can also break even (the fee drops below the edge): this is
                // the price from which no higher price loses money (app/fba-fees/profit.ts).
                "No price from here up loses money"
          }
        />
        <Stat
          label="Break-even ACoS"
          value={formatPercent(result.breakEvenAcosPercent)}
          testId="fba-break-even-acos"
          detail="Ad cost / sales that eats the profit before ads"
        />
        {result.monthly ? (
          <Stat
            label="Profit per month"
            value={formatUsdTotal(result.monthly.netProfit)}
            tone={result.monthly.netProfit >= 0 ? "default" : "bad"}
            testId="fba-monthly-profit"
            detail={`${formatNumber(result.monthly.units)} units, ${formatUsdTotal(result.monthly.revenue)} sales`}
          />
        ) : (
          <Stat label="Profit before ads" value={formatUsd(result.profitBeforeAdsPerUnit)} detail="Per unit" />
        )}
      </dl>
      <PriceBar result={result} />
    </div>
  );
}

const partColors: Record<PricePart, string> = {
  "Amazon fees": "bg-ink-700",
  "Landed cost": "bg-amber-400",
  Ads: "bg-sky-400",
  Profit: "bg-brand-500",
};

/** Where the price goes: Amazon fees, landed cost, ads and profit, as shares of the price. */
function PriceBar({ result }: { result: ProfitResult }) {
  const parts = priceParts(result);
  return (
    <div className="border-t border-ink-100 px-5 py-4 sm:px-6">
      <p className="text-xs font-medium text-ink-500">Where {formatUsd(result.price)} goes</p>
      <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-ink-100" aria-hidden>
        {parts.map((part) =>
          part.sharePercent > 0 ? (
            <span key={part.label} className={partColors[part.label]} style={{ width: `${part.sharePercent}%` }} />
          ) : null,
        )}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
        {parts.map((part) => (
          <li key={part.label} className="flex items-center gap-1.5">
            <span className={cn("size-2 rounded-full", partColors[part.label])} aria-hidden />
            {part.label} {part.amount}
          </li>
        ))}
      </ul>
      {result.netProfitPerUnit < 0 && (
        <p className="mt-2 text-xs font-medium text-red-700">
          Costs exceed the price by {formatUsd(-result.netProfitPerUnit)} per unit.
        </p>
      )}
    </div>
  );
}

/**
 * What the seller should read before the fee lines: the fee on the other side of a nearby price-band edge
 * (with a one-click comparison) and estimated tier rules with their cost cliff.
 */
export function FeeNotices({
  fees,
  onComparePrice,
}: {
  fees: FbaFeeBreakdown;
  onComparePrice: (price: string) => void;
}) {
  const edge = fees.priceBandEdge;
  if (!edge && fees.notices.length === 0) return null;
  return (
    <div className="space-y-3">
      {edge && (
        <div
          className="flex flex-wrap items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
          data-testid="fba-band-edge"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden />
          <p className="min-w-0 flex-1 basis-56">
            <strong className="font-semibold">Near a price-band edge.</strong> {edge.message}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onComparePrice(edge.otherPrice.toFixed(2))}>
            Compare {formatUsd(edge.otherPrice)}
          </Button>
        </div>
      )}
      {fees.notices.map((notice) => (
        <div
          key={notice.id}
          className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid={`fba-notice-${notice.id}`}
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <p className="min-w-0 flex-1">
            <Pill tone="estimate" className="mr-2">
              Estimate
            </Pill>
            {notice.text}
          </p>
        </div>
      ))}
    </div>
  );
}

/** Every Amazon fee per unit with how it was calculated and its source. */
export function FeeLinesCard({ fees, total }: { fees: FbaFeeBreakdown; total: number }) {
  return (
    <div className="rounded-2xl border border-ink-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-ink-100 px-5 py-4 sm:px-6">
        <div>
          <h3 className="text-base font-semibold text-ink-900">Amazon fees per unit</h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-500">
            <Scale className="size-3.5" aria-hidden />
            {tierSummary(fees)}
          </p>
        </div>
        {fees.hasEstimates && <Pill tone="estimate">Includes estimates</Pill>}
      </div>
      <table className="w-full text-sm" data-testid="fba-fee-lines">
        <caption className="sr-only">Amazon fees per unit, with how each is calculated</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Fee and explanation</th>
            <th scope="col">Amount per unit</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {fees.lines.map((line) => (
            <tr key={line.id} data-fee-line={line.id}>
              <th scope="row" className="py-3 pr-3 pl-5 text-left align-top font-normal sm:pl-6">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-ink-900">{line.label}</span>
                  {line.isEstimate && (
                    <Pill tone="estimate" className="cursor-help">
                      <span title="Not confirmed against Amazon's own current text">Estimate</span>
                    </Pill>
                  )}
                </span>
                <span className="mt-1 block text-xs leading-5 text-ink-500">{line.explanation}</span>
                <details className="mt-1 text-xs text-ink-500">
                  <summary className="cursor-pointer font-medium text-ink-600 hover:text-ink-900">Source</summary>
                  <span className="mt-1 block">{line.source}</span>
                </details>
              </th>
              <td
                className="py-3 pr-5 pl-3 text-right align-top font-semibold whitespace-nowrap text-ink-900 tabular-nums sm:pr-6"
                data-testid={`fee-${line.id}`}
              >
                {formatUsd(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-ink-200 bg-ink-50">
            <th scope="row" className="rounded-bl-2xl py-3 pl-5 text-left font-semibold text-ink-900 sm:pl-6">
              Total Amazon fees
            </th>
            <td
              className="rounded-br-2xl py-3 pr-5 text-right font-bold text-ink-900 tabular-nums sm:pr-6"
              data-testid="fee-total"
            >
              {formatUsd(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
