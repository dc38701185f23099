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
    { route: "pricing", metric: "CLS" as const, count: 3, networks: 2, p75: 0.0123 },
    { route: "home", metric: "LCP" as const, count: 12, networks: 11, p75: 1834.6 },
    { route: "home", metric: "INP" as const, count: 9, networks: 9, p75: 240 },
  ];

  it("json: an array of { route, metric, count, networks, p75, rating } in route order", () => {
    expect(JSON.parse(formatVitals(rows, "json"))).toEqual([
      { route: "home", metric: "LCP", count: 12, networks: 11, p75: 1835, rating: "good" },
      { route: "home", metric: "INP", count: 9, networks: 9, p75: 240, rating: "needs improvement" },
      { route: "pricing", metric: "CLS", count: 3, networks: 2, p75: 0.012, rating: "good" },
    ]);
  });

  it("csv and table carry the same columns", () => {
    expect(formatVitals(rows, "csv").split(/\r?\n/)[0]).toBe("route,metric,count,networks,p75,rating");
    expect(formatVitals(rows, "table")).toMatch(/route\s+metric\s+count\s+networks\s+p75\s+rating/);
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
  const rows = [{ route: "home", metric: "FCP" as const, count: 1234, networks: 900, p75: 900 }];
  const quiet = { rows, spentMinutes: 0, leftOutReports: 0, sources: [], spentDays: [] };

  it("counts the page views", () => {
    expect(vitalsFootnote(quiet, "7d", "PGlite")).toBe(
      "1,234 page view(s) with a first paint measured in the last 7d, from PGlite.",
    );
  });

  it("names the route types whose measurements came mostly from few networks", () => {
    const footnote = vitalsFootnote(
      {
        ...quiet,
        sources: [
          { route: "home", measurements: 6000, networks: 900, fromTopNetworks: 80 },
          { route: "pricing", measurements: 1850, networks: 25, fromTopNetworks: 1750 },
          { route: "contact", measurements: 12, networks: 3, fromTopNetworks: 12 },
          { route: "about", measurements: 40, networks: 30, fromTopNetworks: 20 },
        ],
      },
      "7d",
      "PGlite",
    ).split("\n");
    expect(footnote.slice(1)).toEqual([
      "Mostly from few networks: pricing, 95% of its 1,850 measurement(s) from the 10 networks that sent the most, of 25 (a network a day): its p75 rests on few votes.",
      "Mostly from few networks: contact, 100% of its 12 measurement(s) from 3 network(s) (a network a day): its p75 rests on few votes.",
    ]);
  });

  it("says when the day's budget was spent and from how many networks, and which minutes were left out", () => {
    const footnote = vitalsFootnote(
      {
        ...quiet,
        spentMinutes: 3,
        leftOutReports: 1800,
        spentDays: [{ day: "2026-12-01", spentAt: new Date("2026-12-01T10:17:42Z"), networks: 290 }],
      },
      "7d",
      "PGlite",
    ).split("\n");
    expect(footnote[1]).toBe(
      "The day's budget (VITALS_MAX_REPORTS_PER_DAY) was spent on 2026-12-01 at 10:17 UTC, with reports from 290 network(s); that day's later reports were dropped.",
    );
    expect(footnote[2]).toMatch(/^Left out: 1,800 report\(s\) from 3 minute\(s\) whose budget was spent/);
  });
});
