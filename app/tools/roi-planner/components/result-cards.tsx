import { formatUsd, formatUsdTotal } from "~/lib/format";
import { Stat, ToolCard } from "~/tools/components/controls";
import type { RoiPlannerResult } from "~/tools/roi-planner/roi-planner";
import { CashCurve } from "./cash-curve";
import { orderTotals, roiHeadline, roiStats } from "./view";

/** The order's profit and ROI (with the cash curve), and its totals. */
export function RoiResults({ result, months, fees }: { result: RoiPlannerResult; months: number; fees: number }) {
  const profitable = result.totalProfit >= 0;
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm" data-testid="roi-summary">
        <div
          className={
            profitable ? "bg-brand-800 px-5 py-5 text-white sm:px-6" : "bg-red-800 px-5 py-5 text-white sm:px-6"
          }
          aria-live="polite"
          aria-atomic="true"
        >
          <p className="text-sm font-medium text-white/80">Profit on this order</p>
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="roi-total-profit">
            {formatUsdTotal(result.totalProfit)}
          </p>
          <p className="mt-2 text-sm text-white/85">{roiHeadline(result, months)}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 p-5 sm:grid-cols-3 sm:px-6">
          {roiStats(result, fees).map((stat) => (
            <Stat key={stat.label} {...stat} />
          ))}
        </dl>
        <div className="border-t border-ink-100 px-5 py-4 sm:px-6">
          <CashCurve result={result} months={months} />
        </div>
      </div>
      <ToolCard title="Order totals">
        <table className="w-full text-sm">
          <tbody className="divide-y divide-ink-100">
            {orderTotals(result).map(({ label, amount }) => (
              <tr key={label}>
                <th scope="row" className="py-2 text-left font-normal text-ink-700">
                  {label}
                </th>
                <td className="py-2 text-right text-ink-900 tabular-nums">{amount}</td>
              </tr>
            ))}
            <tr className="border-t border-ink-200">
              <th scope="row" className="py-2 text-left font-semibold text-ink-900">
                Profit
              </th>
              <td className="py-2 text-right font-bold text-ink-900 tabular-nums">{formatUsd(result.totalProfit)}</td>
            </tr>
          </tbody>
        </table>
      </ToolCard>
    </>
  );
}
