import { ArrowDown, ArrowUp, Minus, Trash2 } from "lucide-react";
import { cn } from "~/lib/cn";
import { MISSING } from "~/lib/format";
import { Pill, ToolCard } from "~/tools/components/controls";
import type { KeywordStats } from "~/tools/rank-tracker/rank-tracker";
import { seriesDetail, seriesId, trendLabels } from "./view";

/** Positions gained (up, green) or lost (down, red) since the previous check. */
function Change({ value }: { value: number | null }) {
  if (value === null) return <span className="text-ink-400">{MISSING}</span>;
  if (value === 0)
    return (
      <span className="inline-flex items-center gap-0.5 text-ink-500">
        <Minus className="size-3.5" aria-hidden /> 0
      </span>
    );
  const up = value > 0;
  return (
    <span className={cn("inline-flex items-center gap-0.5 font-medium", up ? "text-brand-700" : "text-red-700")}>
      {up ? <ArrowUp className="size-3.5" aria-hidden /> : <ArrowDown className="size-3.5" aria-hidden />}
      <span className="sr-only">{up ? "up" : "down"}</span>
      {Math.abs(value)}
    </span>
  );
}

/** Every keyword's latest rank, change, best, worst and trend, with drops marked. */
export function StatsTable({ stats, onRemove }: { stats: KeywordStats[]; onRemove: (entry: KeywordStats) => void }) {
  return (
    <ToolCard
      title="Keywords"
      description="Change is versus the previous check; a drop is flagged at 5+ positions or 20%+"
    >
      <div className="-mx-5 overflow-x-auto sm:-mx-6">
        <table className="w-full text-sm sm:min-w-[600px]" data-testid="rank-stats">
          <thead>
            <tr className="border-b border-ink-200 text-left text-xs text-ink-500">
              <th scope="col" className="py-2 pl-5 font-medium sm:pl-6">
                Keyword
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Latest
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Change
              </th>
              <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                Best
              </th>
              <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                Worst
              </th>
              <th scope="col" className="py-2 pl-3 font-medium">
                Trend
              </th>
              <th scope="col" className="py-2 pr-5 sm:pr-6">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {stats.map((entry) => {
              const trend = trendLabels[entry.trend];
              return (
                <tr
                  key={seriesId(entry)}
                  data-keyword={entry.keyword}
                  className={entry.dropped ? "bg-red-50/60" : undefined}
                >
                  <th scope="row" className="py-2.5 pl-5 text-left font-medium text-ink-900 sm:pl-6">
                    <span className="flex flex-wrap items-center gap-2">
                      {entry.keyword}
                      {entry.dropped && <Pill tone="bad">Dropped</Pill>}
                    </span>
                    <span className="block text-xs font-normal text-ink-500">
                      {seriesDetail(entry)}
                      <span className="sm:hidden">
                        {" "}
                        · best #{entry.best.rank}, worst #{entry.worst.rank}
                      </span>
                    </span>
                  </th>
                  <td
                    className="py-2.5 pl-2 text-right font-semibold text-ink-900 tabular-nums"
                    data-testid="rank-latest"
                  >
                    #{entry.latestRank}
                  </td>
                  <td className="py-2.5 pl-2 text-right whitespace-nowrap tabular-nums">
                    <Change value={entry.changeVsPrevious} />
                  </td>
                  <td
                    className="hidden py-2.5 text-right text-ink-700 tabular-nums sm:table-cell"
                    title={`on ${entry.best.date}`}
                  >
                    #{entry.best.rank}
                  </td>
                  <td
                    className="hidden py-2.5 text-right text-ink-700 tabular-nums sm:table-cell"
                    title={`on ${entry.worst.date}`}
                  >
                    #{entry.worst.rank}
                  </td>
                  <td className="py-2.5 pl-3">
                    <Pill tone={trend.tone}>{trend.label}</Pill>
                  </td>
                  <td className="py-2.5 pr-5 text-right sm:pr-6">
                    <button
                      type="button"
                      onClick={() => onRemove(entry)}
                      className="rounded p-1 text-ink-400 hover:bg-ink-100 hover:text-ink-700"
                      aria-label={`Remove ${entry.keyword}${entry.asin ? ` (${entry.asin})` : ""}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ToolCard>
  );
}
