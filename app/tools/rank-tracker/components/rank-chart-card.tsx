import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { ToolCard } from "~/tools/components/controls";
import { useElementWidth } from "~/tools/components/tool-hooks";
import { buildRankChart } from "~/tools/rank-tracker/rank-chart";
import type { RankNote } from "~/tools/rank-tracker/rank-store";
import type { KeywordStats } from "~/tools/rank-tracker/rank-tracker";
import { chartLabel, MAX_VISIBLE_SERIES, noteMarks, seriesColor, seriesId } from "./view";

/** Rank over time as an SVG line chart (rank 1 at the top), drawn at the card's width, with a legend that hides series. */
export function RankChartCard({
  stats,
  allStats,
  notes,
  hidden,
  onToggle,
}: {
  stats: KeywordStats[];
  allStats: KeywordStats[];
  notes: readonly RankNote[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const chart = buildRankChart(
    stats.map((entry) => ({ id: seriesId(entry), label: entry.keyword, history: entry.history })),
    { width, height: width < 480 ? 240 : 300 },
  );
  const colorOf = (id: string) => seriesColor(allStats, id);
  return (
    <ToolCard title="Rank over time" description="Higher on the chart is better. Click a keyword to hide or show it.">
      <ul className="mb-3 flex flex-wrap gap-2" aria-label="Keywords on the chart">
        {allStats.map((entry) => {
          const id = seriesId(entry);
          const shown = !hidden.has(id);
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={shown}
                onClick={() => onToggle(id)}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset",
                  shown ? "bg-white text-ink-800 ring-ink-200" : "bg-ink-50 text-ink-400 line-through ring-ink-100",
                )}
              >
                <span
                  className="size-2.5 rounded-full"
                  style={{ background: shown ? colorOf(id) : "#cbd5e1" }}
                  aria-hidden
                />
                {entry.keyword}
              </button>
            </li>
          );
        })}
      </ul>
      <div ref={frame}>
        {stats.length === 0 ? (
          <p className="py-10 text-center text-sm text-ink-500">Every keyword is hidden. Click one above to show it.</p>
        ) : (
          <svg
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            width={chart.width}
            height={chart.height}
            className="block h-auto max-w-full"
            role="img"
            aria-label={chartLabel(stats)}
            data-testid="rank-chart"
          >
            {chart.yTicks.map((tick) => (
              <g key={tick.rank}>
                <line
                  x1={chart.plot.left}
                  x2={chart.plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  className="stroke-ink-100"
                  strokeWidth={1}
                />
                <text
                  x={chart.plot.left - 8}
                  y={tick.y + 4}
                  textAnchor="end"
                  className="fill-ink-500 text-[11px] tabular-nums"
                >
                  #{tick.rank}
                </text>
              </g>
            ))}
            {chart.xTicks.map((tick, index) => (
              <text
                key={`${tick.label}-${index}`}
                x={tick.x}
                y={chart.height - 8}
                textAnchor={
                  index === 0 && chart.xTicks.length > 1
                    ? "start"
                    : index === chart.xTicks.length - 1 && chart.xTicks.length > 1
                      ? "end"
                      : "middle"
                }
                className="fill-ink-500 text-[11px]"
              >
                {tick.label}
              </text>
            ))}
            {noteMarks(stats, notes, chart.plot).map((note, index) => (
              <g key={`${note.date}-${index}`}>
                <line
                  x1={note.x}
                  x2={note.x}
                  y1={chart.plot.top}
                  y2={chart.plot.bottom}
                  className="stroke-amber-500"
                  strokeWidth={1}
                  strokeDasharray="3 3"
                />
                <circle cx={note.x} cy={chart.plot.top} r={4} className="fill-amber-500">
                  <title>{`${formatDate(note.date, "month-day")}: ${note.text}`}</title>
                </circle>
              </g>
            ))}
            {chart.lines.map((line) => (
              <g key={line.id}>
                <path
                  d={line.path}
                  fill="none"
                  stroke={colorOf(line.id)}
                  strokeWidth={2.25}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {line.points.map((point) => (
                  <circle
                    key={point.date}
                    cx={point.x}
                    cy={point.y}
                    r={3.5}
                    fill="white"
                    stroke={colorOf(line.id)}
                    strokeWidth={2}
                  >
                    <title>{`${line.label}: #${point.rank} on ${formatDate(point.date, "month-day")}`}</title>
                  </circle>
                ))}
              </g>
            ))}
          </svg>
        )}
      </div>
      {allStats.length > MAX_VISIBLE_SERIES && (
        <p className="mt-2 text-xs text-ink-500">
          The chart shows up to {MAX_VISIBLE_SERIES} keywords at a time; hide some to see others.
        </p>
      )}
    </ToolCard>
  );
}
