import { daysBetween } from "~/lib/dates";
import { formatDate } from "~/lib/format";

/**
 * Geometry of the rank tracker's SVG line chart (pure, so it is tested without a browser): dates run left to
 * right, rank 1 sits at the TOP and bigger rank numbers go down. One line per keyword series.
 */

export interface ChartSeriesInput {
  id: string;
  label: string;
  history: readonly { date: string; rank: number }[];
}

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  rank: number;
}

export interface ChartLine {
  id: string;
  label: string;
  path: string;
  points: ChartPoint[];
}

export interface RankChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; rank: number }[];
  lines: ChartLine[];
  /** Rank shown at the bottom of the axis. */
  worstRankShown: number;
}

/** A round axis end at or above `value`: 5, 10, 20, 25, 50, 100, 200, 250, 500, ... */
export function niceRankCeiling(value: number): number {
  if (value <= 5) return 5;
  let magnitude = 10 ** Math.floor(Math.log10(value));
  for (;;) {
    for (const step of [1, 2, 2.5, 5]) {
      const candidate = step * magnitude;
      if (candidate >= value) return candidate;
    }
    magnitude *= 10;
  }
}

/** A round tick step at or above `value`: 1, 2, 2.5, 5, 10, 20, 25, 50, ... (whole numbers only). */
export function niceStep(value: number): number {
  if (value <= 1) return 1;
  let magnitude = 10 ** Math.floor(Math.log10(value));
  for (;;) {
    for (const step of [1, 2, 2.5, 5]) {
      const candidate = step * magnitude;
      if (candidate >= value && Number.isInteger(candidate)) return candidate;
    }
    magnitude *= 10;
  }
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function buildRankChart(
  series: readonly ChartSeriesInput[],
  size: { width: number; height: number } = { width: 720, height: 300 },
): RankChartGeometry {
  const plot = { left: 44, top: 14, right: size.width - 16, bottom: size.height - 30 };
  const all = series.flatMap((entry) => entry.history);
  const dates = all.map((point) => point.date).sort();
  const first = dates[0] ?? "2026-01-01";
  const last = dates[dates.length - 1] ?? first;
  const span = Math.max(daysBetween(first, last), 0);
  const maxRank = all.reduce((worst, point) => Math.max(worst, point.rank), 1);
  const bottomRank = niceRankCeiling(maxRank);

  const xOf = (date: string) =>
    span === 0
      ? (plot.left + plot.right) / 2
      : plot.left + (daysBetween(first, date) / span) * (plot.right - plot.left);
  const yOf = (rank: number) => plot.top + ((rank - 1) / (bottomRank - 1)) * (plot.bottom - plot.top);

  const lines: ChartLine[] = series.map((entry) => {
    const points = [...entry.history]
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      .map((point) => ({ x: round1(xOf(point.date)), y: round1(yOf(point.rank)), date: point.date, rank: point.rank }));
    const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
    return { id: entry.id, label: entry.label, path, points };
  });

  const step = niceStep(bottomRank / 5);
  const yTickRanks = [1];
  for (let rank = step; rank <= bottomRank; rank += step) if (rank > 1) yTickRanks.push(rank);
  const yTicks = yTickRanks.map((rank) => ({ y: round1(yOf(rank)), rank }));

  // About one date label per 110 px, so they never overlap on a phone.
  const tickCount = span === 0 ? 1 : Math.max(2, Math.min(6, span + 1, Math.floor((plot.right - plot.left) / 110) + 1));
  const xTicks: { x: number; label: string }[] = [];
  for (let index = 0; index < tickCount; index += 1) {
    const date = tickCount === 1 ? first : addDays(first, Math.round((span * index) / (tickCount - 1)));
    xTicks.push({ x: round1(xOf(date)), label: formatDate(date, "month-day") });
  }

  return { width: size.width, height: size.height, plot, xTicks, yTicks, lines, worstRankShown: bottomRank };
}
