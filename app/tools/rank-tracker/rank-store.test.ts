import { describe, expect, it } from "vitest";
import type { StorageLike } from "~/lib/safe-storage";
import { buildRankChart, niceRankCeiling, niceStep } from "./rank-chart";
import {
  loadTracker,
  mergeObservations,
  parseStoredTracker,
  RANK_STORAGE_KEY,
  removeSeries,
  sampleRankData,
  saveTracker,
  serializeTracker,
  validateNote,
} from "./rank-store";
import { computeKeywordStats } from "./rank-tracker";

const a = { date: "2026-11-01", keyword: "garlic press", rank: 12, asin: "B08N5WRWNW" };
const b = { date: "2026-11-02", keyword: "garlic press", rank: 9, asin: "B08N5WRWNW" };

describe("rank store", () => {
  it("round-trips through storage and removes the key when emptied", () => {
    const data = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    };
    const note = { date: "2026-11-02", text: "New main image" };
    expect(saveTracker(storage, { observations: [a, b], notes: [note] })).toBe(true);
    expect(loadTracker(storage)).toEqual({ observations: [a, b], notes: [note] });
    expect(saveTracker(storage, { observations: [], notes: [] })).toBe(true);
    expect(data.has(RANK_STORAGE_KEY)).toBe(false);
  });

  it("re-validates stored data and drops what is broken", () => {
    const raw = JSON.stringify({
      version: 1,
      observations: [
        a,
        { ...b, rank: -1 },
        null,
        "x",
        { ...b, date: "2026-02-30" },
        { date: "2026-11-03", keyword: " mug ", rank: 3 },
      ],
      notes: [
        { date: "2026-11-05", text: "  Price   cut " },
        { date: "2026-11-01", text: "Coupon" },
        { date: "nope", text: "x" },
        { date: "2026-11-01", text: "" },
        7,
      ],
    });
    expect(parseStoredTracker(raw)).toEqual({
      observations: [a, { date: "2026-11-03", keyword: "mug", rank: 3, asin: "" }],
      notes: [
        { date: "2026-11-01", text: "Coupon" },
        { date: "2026-11-05", text: "Price cut" },
      ],
    });
    for (const garbage of [null, "", "{", "[]", '{"version":2,"observations":[]}', '{"version":1,"observations":{}}']) {
      expect(parseStoredTracker(garbage)).toEqual({ observations: [], notes: [] });
    }
    expect(validateNote("2026-11-01", "x".repeat(141))).toBeNull();
  });

  it("tolerates storage that throws", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(loadTracker(broken)).toEqual({ observations: [], notes: [] });
    expect(saveTracker(broken, { observations: [a], notes: [] })).toBe(false);
  });

  it("merges one observation per keyword, ASIN and date, the newer one winning", () => {
    const merged = mergeObservations(
      [a, b],
      [
        { ...a, keyword: "Garlic Press", rank: 10 },
        { ...b, date: "2026-11-03", rank: 8 },
      ],
    );
    expect(merged).toHaveLength(3);
    expect(merged[0]?.rank).toBe(10);
    expect(removeSeries(merged, "GARLIC PRESS", "B08N5WRWNW")).toEqual([]);
    expect(serializeTracker({ observations: [a], notes: [] })).toBe(
      JSON.stringify({ version: 1, observations: [a], notes: [] }),
    );
  });

  it("has sample data with one flagged drop", () => {
    const stats = computeKeywordStats(sampleRankData());
    expect(stats).toHaveLength(3);
    expect(stats.filter((entry) => entry.dropped).map((entry) => entry.keyword)).toEqual(["kitchen gadgets"]);
  });
});

describe("rank chart geometry", () => {
  it("puts rank 1 at the top and the worst rank at the bottom", () => {
    const chart = buildRankChart(
      [
        {
          id: "x",
          label: "x",
          history: [
            { date: "2026-11-01", rank: 1 },
            { date: "2026-11-11", rank: 40 },
          ],
        },
      ],
      { width: 500, height: 300 },
    );
    const [top, bottom] = chart.lines[0]?.points ?? [];
    expect(top?.y).toBe(chart.plot.top);
    expect(top?.x).toBe(chart.plot.left);
    expect(bottom?.x).toBe(chart.plot.right);
    expect(chart.worstRankShown).toBe(50);
    expect(bottom?.y).toBeLessThan(chart.plot.bottom);
    expect(chart.yTicks.map((tick) => tick.rank)).toEqual([1, 10, 20, 30, 40, 50]);
    expect(chart.lines[0]?.path).toMatch(/^M44 14 L484 /);
    expect(chart.xTicks[0]?.label).toBe("Nov 1");
  });

  it("handles a single observation and no data without NaN", () => {
    const single = buildRankChart([{ id: "x", label: "x", history: [{ date: "2026-11-01", rank: 3 }] }]);
    expect(single.lines[0]?.points[0]?.x).toBe((single.plot.left + single.plot.right) / 2);
    expect(JSON.stringify(buildRankChart([]))).not.toContain("NaN");
    expect(JSON.stringify(single)).not.toContain("NaN");
  });

  it("rounds axis ends and formats dates", () => {
    expect([3, 7, 12, 20, 21, 140, 30000].map(niceRankCeiling)).toEqual([5, 10, 20, 20, 25, 200, 50000]);
    expect(
      buildRankChart([{ id: "x", label: "x", history: [{ date: "2026-01-09", rank: 3 }] }]).xTicks.map(
        (tick) => tick.label,
      ),
    ).toEqual(["Jan 9"]);
    expect([0.4, 1, 3, 4, 10, 40, 50].map(niceStep)).toEqual([1, 1, 5, 5, 10, 50, 50]);
    expect(
      buildRankChart([{ id: "x", label: "x", history: [{ date: "2026-11-01", rank: 3 }] }]).yTicks.map(
        (tick) => tick.rank,
      ),
    ).toEqual([1, 2, 3, 4, 5]);
  });
});
