import { previewRows as rows, previewTiles as tiles } from "~/content/worked-examples/dashboard-preview";
import { cn } from "~/lib/cn";

/**
 * An illustrative product screen drawn in HTML (no screenshot files, crisp at any size).
 * Every figure is sample data and the frame says so; the tiles and rows are computed in
 * content/worked-examples/dashboard-preview.ts so the tiles always total the rows.
 */
const bars = [42, 55, 48, 61, 58, 66, 72, 64, 70, 78, 74, 83, 88, 81];

export function DashboardPreview({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <figure
      className={cn(
        "overflow-hidden rounded-2xl border border-ink-200 bg-white text-left shadow-2xl shadow-ink-900/15",
        className,
      )}
    >
      <div className="flex items-center gap-1.5 border-b border-ink-100 bg-ink-50 px-4 py-2.5" aria-hidden>
        <span className="size-2.5 rounded-full bg-ink-300" />
        <span className="size-2.5 rounded-full bg-ink-300" />
        <span className="size-2.5 rounded-full bg-ink-300" />
        <span className="ml-3 text-xs font-medium text-ink-500">Profit dashboard · Amazon.com</span>
      </div>
      <div className="space-y-4 p-4 sm:p-5">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-xl border border-ink-100 p-3">
              <p className="text-[11px] font-medium text-ink-500">{tile.label}</p>
              <p className="mt-1 text-lg font-bold whitespace-nowrap text-ink-900 tabular-nums lg:text-base xl:text-lg">
                {tile.value}
              </p>
              <p className={cn("text-[11px] font-semibold", tile.up ? "text-brand-700" : "text-rose-700")}>
                {tile.delta}
              </p>
            </div>
          ))}
        </div>
        <div className="rounded-xl border border-ink-100 p-3">
          <p className="text-[11px] font-medium text-ink-500">Net profit, last 14 days</p>
          {/* A column per bar, fixed from the start: a page painted while still parsing (a slow phone) would otherwise
              narrow and move the bars already drawn each time another arrived (a layout shift). */}
          <div
            className="mt-3 grid h-24 items-end gap-1.5"
            style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
            aria-hidden
          >
            {bars.map((height, index) => (
              <div
                key={index}
                className="rounded-t bg-gradient-to-t from-brand-600 to-brand-400"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
        {!compact && (
          <table className="w-full text-left text-xs">
            <caption className="pb-2 text-left text-[11px] font-medium text-ink-500">Today, by product</caption>
            <thead className="text-ink-500">
              <tr>
                <th className="pb-2 font-medium">Product</th>
                <th className="pb-2 text-right font-medium">Units</th>
                <th className="pb-2 text-right font-medium">Net profit</th>
                <th className="pb-2 text-right font-medium">Margin</th>
              </tr>
            </thead>
            <tbody className="text-ink-800">
              {rows.map((row) => (
                <tr key={row.sku} className="border-t border-ink-100">
                  <td className="py-2 pr-2">{row.sku}</td>
                  <td className="py-2 text-right tabular-nums">{row.units}</td>
                  <td className="py-2 text-right tabular-nums">{row.profit}</td>
                  <td className="py-2 text-right tabular-nums">{row.margin}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <figcaption className="border-t border-ink-100 bg-ink-50 px-4 py-2 text-[11px] text-ink-500">
        Illustration with sample data.
      </figcaption>
    </figure>
  );
}
