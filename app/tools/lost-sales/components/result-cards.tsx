import { PackageCheck } from "lucide-react";
import { formatNumber, formatUsdTotal } from "~/lib/format";
import { Stat } from "~/tools/components/controls";
import type { LostSalesResult } from "~/tools/lost-sales/lost-sales";
import type { LostSalesFormValues } from "~/tools/lost-sales/lost-sales-form";
import { SalesTimeline } from "./sales-timeline";
import { lostSalesStats, reorderPointExplanation } from "./view";

/** What the stockout cost (with the daily-sales chart), and the reorder point. */
export function LostSalesResults({ result, values }: { result: LostSalesResult; values: LostSalesFormValues }) {
  return (
    <>
      <div
        className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
        data-testid="lost-sales-summary"
      >
        <div className="bg-brand-800 px-5 py-5 text-white sm:px-6" aria-live="polite" aria-atomic="true">
          <p className="text-sm font-medium text-white/80">Profit lost to the stockout</p>
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="lost-profit">
            {formatUsdTotal(result.lostProfit)}
          </p>
          <p className="mt-2 text-sm text-white/85">
            {formatNumber(result.lostUnits)} units and {formatUsdTotal(result.lostRevenue)} in sales that did not
            happen.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 p-5 sm:grid-cols-3 sm:px-6">
          {lostSalesStats(result, values).map((stat) => (
            <Stat key={stat.label} {...stat} />
          ))}
        </dl>
        <div className="border-t border-ink-100 px-5 py-4 sm:px-6">
          <SalesTimeline values={values} result={result} />
        </div>
      </div>
      <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6" data-testid="reorder-point">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <PackageCheck className="size-5" aria-hidden />
          </span>
          <div>
            <p className="text-sm font-medium text-ink-500">Reorder point</p>
            <p className="text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
              <span data-testid="reorder-point-units">{formatNumber(result.reorderPointUnits)}</span> units
            </p>
            <p className="mt-1 text-sm text-ink-600">{reorderPointExplanation(result, values)}</p>
          </div>
        </div>
      </div>
    </>
  );
}
