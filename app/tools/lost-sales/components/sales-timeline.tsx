import { useElementWidth } from "~/tools/components/tool-hooks";
import type { LostSalesResult } from "~/tools/lost-sales/lost-sales";
import type { LostSalesFormValues } from "~/tools/lost-sales/lost-sales-form";
import { salesTimeline } from "./view";

/** Daily sales around the stockout: normal, zero while out, a ramp while recovering; the gap is shaded. */
export function SalesTimeline({ values, result }: { values: LostSalesFormValues; result: LostSalesResult }) {
  const [frame, measuredWidth] = useElementWidth<HTMLElement>(560);
  const { width, height, normalY, zeroY, actualPath, gapPath, outLabelX, recoveryLabelX, rateLabel, ariaLabel } =
    salesTimeline(values, result, measuredWidth);
  return (
    <figure ref={frame}>
      <figcaption className="text-xs font-medium text-ink-500">Daily sales around the stockout</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="mt-2 block h-auto max-w-full"
        role="img"
        aria-label={ariaLabel}
      >
        <line x1={0} x2={width} y1={zeroY} y2={zeroY} className="stroke-ink-200" strokeWidth={1} />
        <line
          x1={0}
          x2={width}
          y1={normalY}
          y2={normalY}
          className="stroke-ink-300"
          strokeWidth={1}
          strokeDasharray="4 4"
        />
        {gapPath !== null && <path d={gapPath} className="fill-red-500/15" />}
        <path d={actualPath} fill="none" className="stroke-brand-600" strokeWidth={2.5} strokeLinejoin="round" />
        <text x={4} y={normalY - 4} className="fill-ink-500 text-[11px]">
          {rateLabel}
        </text>
        {outLabelX !== null && (
          <text x={outLabelX} y={height - 6} textAnchor="middle" className="fill-red-700 text-[11px] font-medium">
            out of stock
          </text>
        )}
        {recoveryLabelX !== null && (
          <text x={recoveryLabelX} y={height - 6} textAnchor="middle" className="fill-ink-500 text-[11px]">
            recovery
          </text>
        )}
      </svg>
    </figure>
  );
}
