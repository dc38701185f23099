import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeKeywordStats,
  exportKeywordStatsCsv,
  exportRankCsv,
  linearRegressionSlope,
  parseRankCsv,
  validateRankEntry,
  type RankObservation,
} from "./rank-tracker";

describe("parseRankCsv", () => {
  const csv = [
    "Date,Keyword,Rank,ASIN,Notes",
    "2026-11-01,garlic press,12,B08N5WRWNW,first",
    "",
    '2026-11-02,"garlic press",9,b08n5wrwnw,"extra, column"',
    "2026-11-03,garlic  press ,8,B08N5WRWNW,",
    "2026-11-03,silicone spatula,40,,",
    "",
  ].join("\r\n");

  it("reads rows in any column order, case and spacing, ignoring extra columns and blank lines", () => {
    const result = parseRankCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.observations).toEqual([
      { date: "2026-11-01", keyword: "garlic press", rank: 12, asin: "B08N5WRWNW" },
      { date: "2026-11-02", keyword: "garlic press", rank: 9, asin: "B08N5WRWNW" },
      { date: "2026-11-03", keyword: "garlic press", rank: 8, asin: "B08N5WRWNW" },
      { date: "2026-11-03", keyword: "silicone spatula", rank: 40, asin: "" },
    ]);
  });

  it("accepts header aliases and a file without an asin column", () => {
    const result = parseRankCsv("position,search term,date\n3,mug,2026-10-01\n");
    expect(result.observations).toEqual([{ date: "2026-10-01", keyword: "mug", rank: 3, asin: "" }]);
  });

  it("reports bad rows with their line number and keeps the good ones", () => {
    const result = parseRankCsv(
      [
        "date,keyword,rank,asin",
        "2026-11-01,mug,0,",
        "11/02/2026,mug,4,",
        "2026-11-03,,4,",
        "2026-11-04,mug,4.5,",
        "2026-11-05,mug,abc,",
        "2026-11-06,mug,3,XYZ",
        "2026-11-07,mug,2,",
      ].join("\n"),
    );
    expect(result.errors).toEqual([
      { line: 2, path: "rank", message: "Rank must be a whole number of 1 or more (1 = top position)." },
      { line: 3, path: "date", message: "Date must be a calendar date written YYYY-MM-DD." },
      { line: 4, path: "keyword", message: "Keyword is required." },
      { line: 5, path: "rank", message: "Rank must be a whole number of 1 or more (1 = top position)." },
      { line: 6, path: "rank", message: "Rank must be a whole number of 1 or more (1 = top position)." },
      { line: 7, path: "asin", message: "ASIN must be 10 letters or digits (e.g. B08N5WRWNW)." },
    ]);
    expect(result.observations).toEqual([{ date: "2026-11-07", keyword: "mug", rank: 2, asin: "" }]);
  });

  it("counts lines correctly after a quoted line break", () => {
    const result = parseRankCsv('date,keyword,rank\n2026-11-01,"two\nline keyword",3\n2026-11-02,mug,x\n');
    expect(result.observations[0]?.keyword).toBe("two line keyword");
    expect(result.errors[0]?.line).toBe(4);
  });

  it("keeps the later of two rows for the same keyword, ASIN and date, with a warning", () => {
    const result = parseRankCsv("date,keyword,rank\n2026-11-01,mug,5\n2026-11-01,MUG,7\n");
    expect(result.observations).toEqual([{ date: "2026-11-01", keyword: "MUG", rank: 7, asin: "" }]);
    expect(result.warnings[0]).toMatchObject({ line: 3 });
  });

  it("explains a missing header column or an empty file, and never throws", () => {
    expect(parseRankCsv("keyword,rank\nmug,3").errors[0]?.message).toContain("missing: date");
    expect(parseRankCsv("\r\n\r\n").errors[0]?.message).toContain("empty");
    expect(parseRankCsv(undefined as unknown as string).errors).toHaveLength(1);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseRankCsv(`date,keyword,rank\n${text}`);
        for (const observation of result.observations) {
          expect(Number.isInteger(observation.rank)).toBe(true);
          expect(observation.rank).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

describe("validateRankEntry (manual entries)", () => {
  it("accepts a clean entry and normalises it", () => {
    expect(
      validateRankEntry({ date: " 2026-11-22 ", keyword: "  garlic   press ", rank: 4, asin: "b08n5wrwnw" }),
    ).toEqual({
      ok: true,
      value: { date: "2026-11-22", keyword: "garlic press", rank: 4, asin: "B08N5WRWNW" },
    });
  });

  it("rejects a non-positive or fractional rank and a bad date", () => {
    const result = validateRankEntry({ date: "2026-02-30", keyword: "mug", rank: 2.5 });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["date", "rank"]);
    expect(validateRankEntry({ date: "2026-02-01", keyword: "mug", rank: -3 }).ok).toBe(false);
    expect(validateRankEntry({ date: "2026-02-01", keyword: "mug", rank: 100_001 }).ok).toBe(false);
  });
});

describe("computeKeywordStats", () => {
  const series = (keyword: string, ranks: number[], asin = ""): RankObservation[] =>
    ranks.map((rank, index) => ({ date: `2026-11-${String(index + 1).padStart(2, "0")}`, keyword, rank, asin }));

  it("computes best, worst, latest and the changes (positive = moved up)", () => {
    const [stats] = computeKeywordStats(series("mug", [20, 12, 15, 9, 10]));
    expect(stats).toMatchObject({
      keyword: "mug",
      observations: 5,
      firstRank: 20,
      latestRank: 10,
      previousRank: 9,
      best: { rank: 9, date: "2026-11-04" },
      worst: { rank: 20, date: "2026-11-01" },
      changeVsPrevious: -1,
      changeVsFirst: 10,
      trend: "improving",
      dropped: false,
    });
  });

  it("classifies trend from the regression slope, relative to the rank level", () => {
    expect(computeKeywordStats(series("a", [5, 6, 7, 8, 9]))[0]?.trend).toBe("declining");
    expect(computeKeywordStats(series("b", [80, 81, 79, 80, 80]))[0]?.trend).toBe("stable");
    expect(computeKeywordStats(series("c", [3, 3, 2, 2, 1]))[0]?.trend).toBe("improving");
    expect(computeKeywordStats(series("d", [7]))[0]?.trend).toBe("insufficient-data");
  });

  it("uses real day gaps in the slope", () => {
    expect(
      linearRegressionSlope([
        { x: 0, y: 10 },
        { x: 10, y: 0 },
      ]),
    ).toBe(-1);
    expect(
      linearRegressionSlope([
        { x: 3, y: 1 },
        { x: 3, y: 5 },
      ]),
    ).toBeNull();
    const [stats] = computeKeywordStats([
      { date: "2026-11-01", keyword: "mug", rank: 10, asin: "" },
      { date: "2026-11-11", keyword: "mug", rank: 5, asin: "" },
    ]);
    expect(stats?.slopePerDay).toBe(-0.5);
  });

  it("flags drops of 5+ positions or 20%+", () => {
    expect(computeKeywordStats(series("a", [10, 15]))[0]?.dropReason).toBe("Dropped 5 positions (10 to 15).");
    expect(computeKeywordStats(series("b", [30, 34]))[0]?.dropped).toBe(false); // 4 positions, 13%
    expect(computeKeywordStats(series("c", [3, 4]))[0]?.dropReason).toBe("Dropped 33% (3 to 4).");
    expect(computeKeywordStats(series("d", [4, 3]))[0]?.dropped).toBe(false);
    expect(computeKeywordStats(series("e", [10, 12]), { minPositions: 2, minPercent: 100 })[0]?.dropped).toBe(true);
  });

  it("groups by keyword (case-insensitive) and by ASIN", () => {
    const stats = computeKeywordStats([
      ...series("Mug", [5, 4], "B000000001"),
      ...series("mug", [9], "B000000002"),
      { date: "2026-11-03", keyword: "MUG", rank: 3, asin: "B000000001" },
    ]);
    expect(stats.map((entry) => [entry.keyword, entry.asin, entry.observations])).toEqual([
      ["Mug", "B000000001", 3],
      ["mug", "B000000002", 1],
    ]);
  });

  it("sorts history by date whatever the input order", () => {
    const [stats] = computeKeywordStats([
      { date: "2026-11-03", keyword: "mug", rank: 3, asin: "" },
      { date: "2026-11-01", keyword: "mug", rank: 9, asin: "" },
    ]);
    expect(stats?.history.map((entry) => entry.date)).toEqual(["2026-11-01", "2026-11-03"]);
    expect(stats?.latestRank).toBe(3);
  });
});

describe("CSV export", () => {
  it("round-trips text that looks like a formula or starts with apostrophes", () => {
    const tricky = ["=SUM(A1)", "'=x", "''+y", "@home", "-5% off", "'plain", "+1"];
    const observations = tricky.map((keyword, index) => ({
      date: `2026-11-0${index + 1}`,
      keyword,
      rank: index + 1,
      asin: "",
    }));
    expect(
      parseRankCsv(exportRankCsv(observations))
        .observations.map((entry) => entry.keyword)
        .sort(),
    ).toEqual([...tricky].sort());
  });

  it("round-trips observations through exportRankCsv and parseRankCsv", () => {
    const keyword = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((text) => text.trim().replace(/\s+/g, " "))
      .filter((text) => text !== "");
    const observation = fc.record({
      date: fc
        .integer({ min: 0, max: 2000 })
        .map((day) => new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)),
      keyword,
      rank: fc.integer({ min: 1, max: 100_000 }),
      asin: fc.constantFrom("", "B08N5WRWNW", "1234567890"),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(observation, {
          selector: (entry) => `${entry.keyword.toLowerCase()}|${entry.asin}|${entry.date}`,
        }),
        (observations) => {
          const parsed = parseRankCsv(exportRankCsv(observations));
          expect(parsed.errors).toEqual([]);
          const key = (entry: RankObservation) => `${entry.keyword}|${entry.asin}|${entry.date}|${entry.rank}`;
          expect(parsed.observations.map(key).sort()).toEqual(observations.map(key).sort());
        },
      ),
      { numRuns: 300 },
    );
  });

  it("exports one stats row per keyword", () => {
    const stats = computeKeywordStats(
      parseRankCsv("date,keyword,rank\n2026-11-01,mug,10\n2026-11-02,mug,16\n").observations,
    );
    expect(exportKeywordStatsCsv(stats).split("\r\n")).toEqual([
      "keyword,asin,observations,first_date,latest_date,latest_rank,previous_rank,best_rank,worst_rank,change_vs_previous,change_vs_first,trend,slope_per_day,dropped",
      "mug,,2,2026-11-01,2026-11-02,16,10,10,16,-6,-6,declining,6,yes",
      "",
    ]);
  });
});
