import { describe, expect, it } from "vitest";
import { formatVitals, parseVitalsArgs, rateVital, vitalsFootnote } from "./vitals-summary";

describe("rateVital (Google's thresholds, on the 75th percentile)", () => {
  it("rates each metric good, needs improvement or poor", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("INP", 200)).toBe("good");
    expect(rateVital("INP", 500)).toBe("needs improvement");
    expect(rateVital("CLS", 0.1)).toBe("good");
    expect(rateVital("CLS", 0.26)).toBe("poor");
    expect(rateVital("FCP", 1900)).toBe("needs improvement");
    expect(rateVital("TTFB", 1801)).toBe("poor");
  });
});

describe("formatVitals", () => {
  const rows = [
    { route: "pricing", metric: "CLS" as const, count: 3, p75: 0.0123 },
    { route: "home", metric: "LCP" as const, count: 12, p75: 1834.6 },
    { route: "home", metric: "INP" as const, count: 9, p75: 240 },
  ];

  it("json: an array of { route, metric, count, p75, rating } in route order", () => {
    expect(JSON.parse(formatVitals(rows, "json"))).toEqual([
      { route: "home", metric: "LCP", count: 12, p75: 1835, rating: "good" },
      { route: "home", metric: "INP", count: 9, p75: 240, rating: "needs improvement" },
      { route: "pricing", metric: "CLS", count: 3, p75: 0.012, rating: "good" },
    ]);
  });

  it("csv and table carry the same columns", () => {
    expect(formatVitals(rows, "csv").split(/\r?\n/)[0]).toBe("route,metric,count,p75,rating");
    expect(formatVitals(rows, "table")).toMatch(/route\s+metric\s+count\s+p75\s+rating/);
  });
});

describe("parseVitalsArgs", () => {
  it("reads --since and --format, and refuses anything else", () => {
    expect(parseVitalsArgs([])).toMatchObject({ format: "table", sinceLabel: "7d" });
    expect(parseVitalsArgs(["--since", "24h", "--format", "json"])).toMatchObject({
      format: "json",
      sinceMs: 86_400_000,
      sinceLabel: "24h",
    });
    expect(parseVitalsArgs(["--help"])).toBe("help");
    expect(() => parseVitalsArgs(["--format", "xml"])).toThrow(/Unknown or incomplete option/);
  });
});

describe("vitalsFootnote", () => {
  const rows = [{ route: "home", metric: "FCP" as const, count: 12, p75: 900 }];
  it("counts the page views, and says when minutes whose budget was spent were left out", () => {
    expect(vitalsFootnote({ rows, spentMinutes: 0, leftOutReports: 0 }, "7d", "PGlite")).toBe(
      "12 page view(s) with a first paint measured in the last 7d, from PGlite.",
    );
    expect(vitalsFootnote({ rows, spentMinutes: 3, leftOutReports: 1800 }, "7d", "PGlite")).toMatch(
      /^12 page view\(s\) .*\nLeft out: 1800 report\(s\) from 3 minute\(s\) whose budget was spent/,
    );
  });
});
