import { describe, expect, it } from "vitest";
import { sampleRankData } from "~/tools/rank-tracker/rank-store";
import { computeKeywordStats } from "~/tools/rank-tracker/rank-tracker";
import {
  addedMessage,
  chartedSeries,
  chartLabel,
  dropsHeading,
  importSummary,
  MAX_VISIBLE_SERIES,
  noteMarks,
  seriesColor,
  seriesDetail,
  seriesId,
  toggled,
} from "./view";

const stats = computeKeywordStats(sampleRankData());
const plot = { left: 40, right: 640, top: 10, bottom: 270 };
const day = (offset: number) => `2026-11-${String(offset + 1).padStart(2, "0")}`;
const many = computeKeywordStats(
  Array.from({ length: 10 }, (_, index) => ({ date: day(0), keyword: `keyword ${index}`, rank: index + 1, asin: "" })),
);

describe("rank tracker view", () => {
  it("charts the series that are not hidden, at most eight", () => {
    expect(chartedSeries(many, new Set()).length).toBe(MAX_VISIBLE_SERIES);
    const hidden = toggled(new Set(), seriesId(many[0]!));
    expect(chartedSeries(many, hidden).map(seriesId)).not.toContain(seriesId(many[0]!));
    expect(toggled(hidden, seriesId(many[0]!)).size).toBe(0);
  });

  it("keeps a series' colour while others are hidden", () => {
    const third = seriesId(many[2]!);
    const color = seriesColor(many, third);
    expect(seriesColor(chartedSeries(many, new Set([seriesId(many[0]!)])), third)).not.toBe(color);
    expect(seriesColor(many, third)).toBe(color);
    expect(seriesColor(many, seriesId(many[8]!))).toBe(seriesColor(many, seriesId(many[0]!)));
  });

  it("places notes within the charted dates along the x axis, none on a one-day chart", () => {
    const series = computeKeywordStats([
      { date: day(0), keyword: "garlic press", rank: 12, asin: "" },
      { date: day(10), keyword: "garlic press", rank: 9, asin: "" },
    ]);
    const notes = [
      { date: day(0), text: "start" },
      { date: day(5), text: "middle" },
      { date: day(20), text: "after" },
    ];
    expect(noteMarks(series, notes, plot).map((note) => [note.text, note.x])).toEqual([
      ["start", 40],
      ["middle", 340],
    ]);
    expect(noteMarks(many, notes, plot)).toEqual([]);
  });

  it("says what the chart, the import, the drops and a recorded rank show", () => {
    expect(chartLabel(stats.slice(0, 1))).toBe(
      `Organic rank over time, rank 1 at the top. Latest: ${stats[0]!.keyword}: #${stats[0]!.latestRank}.`,
    );
    expect(importSummary({ fileName: "ranks.csv", added: 1, errors: [], warnings: [] })).toBe(
      "ranks.csv: imported 1 rank.",
    );
    const issue = (line: number) => ({ line, message: "bad" });
    expect(
      importSummary({ fileName: "ranks.csv", added: 8, errors: [issue(3), issue(3), issue(5)], warnings: [issue(7)] }),
    ).toBe("ranks.csv: imported 8 ranks, skipped 2 rows, 1 duplicate row replaced.");
    expect([dropsHeading(1), dropsHeading(3)]).toEqual([
      "1 keyword dropped at the latest check",
      "3 keywords dropped at the latest check",
    ]);
    expect(addedMessage({ keyword: "garlic press", rank: 9, date: "2026-11-08" })).toBe(
      "Added: garlic press at #9 on Nov 8.",
    );
  });

  it("describes a keyword's row: ASIN, checks, latest date", () => {
    const [single] = computeKeywordStats([{ date: "2026-11-08", keyword: "garlic press", rank: 9, asin: "" }]);
    expect(seriesDetail(single!)).toBe("No ASIN · 1 check, latest Nov 8");
  });
});
