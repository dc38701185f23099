import { formatNumber, formatUsdTotal } from "~/lib/format";
import { useElementWidth } from "~/tools/components/tool-hooks";
import type { RoiPlannerResult } from "~/tools/roi-planner/roi-planner";
import { cashCurve } from "./view";

/** Cash position over the sell-through: minus the order on day one, payouts arriving evenly, ending at the profit. */
export function CashCurve({ result, months }: { result: RoiPlannerResult; months: number }) {
  const [frame, measuredWidth] = useElementWidth<HTMLElement>(560);
  const { width, height, left, right, zeroY, start, end, paybackX, ariaLabel } = cashCurve(
    result,
    months,
    measuredWidth,
  );
  return (
    <figure ref={frame}>
      <figcaption className="text-xs font-medium text-ink-500">
        Cash position over {formatNumber(months, 2)} months
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="mt-2 block h-auto max-w-full"
        role="img"
        aria-label={ariaLabel}
      >
        <line
          x1={left}
          x2={right}
          y1={zeroY}
          y2={zeroY}
          className="stroke-ink-300"
          strokeWidth={1}
          strokeDasharray="4 4"
        />
        <path
          d={`M${start.x} ${zeroY} L${start.x} ${start.y} L${end.x} ${end.y} L${end.x} ${zeroY} Z`}
          className="fill-brand-500/10"
        />
        <line x1={start.x} y1={start.y} x2={end.x} y2={end.y} className="stroke-brand-600" strokeWidth={2.5} />
        {paybackX !== null && (
          <>
            <circle cx={paybackX} cy={zeroY} r={4} className="fill-brand-700" />
            <text x={Math.min(paybackX + 6, right - 90)} y={zeroY - 6} className="fill-ink-700 text-[11px] font-medium">
              payback {formatNumber(result.paybackMonths ?? 0, 1)} mo
            </text>
          </>
        )}
        <text
          x={left + 10}
          y={start.y > zeroY ? Math.min(start.y + 4, height - 18) : start.y + 16}
          className="fill-ink-600 text-[11px] font-medium"
        >
          {formatUsdTotal(-result.totalInvestment)} on day one
        </text>
        <text
          x={right - 2}
          y={Math.max(end.y - 6, 12)}
          textAnchor="end"
          className="fill-ink-700 text-[11px] font-medium"
        >
          {formatUsdTotal(result.totalProfit)}
        </text>
        <text x={left} y={height - 4} className="fill-ink-400 text-[11px]">
          order arrives
        </text>
        <text x={right} y={height - 4} textAnchor="end" className="fill-ink-400 text-[11px]">
          sold out
        </text>
      </svg>
    </figure>
  );
}
