import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VITAL_METRICS, VITALS_API_PATH, type VitalMetric } from "~/vitals/vitals-report";
import { VITAL_MAX } from "~/vitals/vitals-schema";
import type { Database } from "../database/open-database";
import { startTestApi, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { summarizeVitals } from "./vitals";
import { rateVital, vitalsFootnote } from "./vitals-summary";

/**
 * Issue 51, part 3: the two attacks on the stored speed figures, replayed beside real visitors, at a smaller scale.
 * 1. Ten addresses, each under its own limits, sent 350 maximum-value reports for /pricing, and `npm run vitals`
 *    showed pricing "poor" on every metric, with no note.
 * 2. Many addresses sending one report each spent the day's budget, after which real visitors' reports were dropped,
 *    with no note either.
 * Each real visitor comes from a network of its own (127.20.N.1: an IPv4 /24 each) and reports good values; the
 * crowds report the largest values the API takes. The p75 of the real reports must stand: the same rating, and no
 * higher than the real reports' 90th percentile.
 */
const REAL_VISITORS = 60;

/** The i-th real visitor's report: each metric spread evenly over a good range ((i * k) % 60 visits 0..59 once). */
function realMetrics(index: number): Record<VitalMetric, number> {
  const step = (k: number) => (index * k) % REAL_VISITORS;
  return {
    LCP: 1000 + step(37) * 23,
    INP: 40 + step(11) * 2.5,
    CLS: step(7) / 1000,
    FCP: 600 + step(13) * 15,
    TTFB: 100 + step(17) * 8,
  };
}

/** The real reports' percentile of a metric, as the summary takes it when every network sent one report. */
function realPercentile(metric: VitalMetric, fraction: number): number {
  const values = Array.from({ length: REAL_VISITORS }, (_, index) => realMetrics(index)[metric]).sort((a, b) => a - b);
  return values[Math.ceil(fraction * values.length) - 1]!;
}

const report = (metrics: Record<VitalMetric, number>) => ({
  route: "pricing",
  path: "/pricing",
  device: "mobile",
  metrics,
});

/**
 * Sends each report from its address, four at a time (the API's writes in flight: a fifth would be dropped) and in
 * the order given, and expects 204 for each.
 */
async function sendReports(api: TestApi, reports: readonly { from: string; metrics: Record<VitalMetric, number> }[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < reports.length) {
        const { from, metrics } = reports[next++]!;
        expect(await api.postFrom(from, VITALS_API_PATH, report(metrics)), from).toBe(204);
      }
    }),
  );
}

const realVisitors = Array.from({ length: REAL_VISITORS }, (_, index) => ({
  from: `127.20.${index + 1}.1`,
  metrics: realMetrics(index),
}));

for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`Web Vitals under a crowd on ${target.name}`, () => {
    let testDb: TestDatabase;
    let db: Database;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.db;
    });
    afterAll(async () => {
      await testDb?.cleanup();
    });

    /** A day of the site's own: no measurement, no budget spent, no network counted yet. */
    async function freshDay(): Promise<void> {
      await db.exec(
        "delete from web_vitals; delete from web_vitals_budget; delete from web_vitals_daily_budget; delete from web_vitals_network_day;",
      );
    }

    async function pricingFigures() {
      const summary = await summarizeVitals(db, new Date(Date.now() - 3_600_000));
      const p75 = Object.fromEntries(
        summary.rows.filter((row) => row.route === "pricing").map((row) => [row.metric, row.p75]),
      ) as Record<VitalMetric, number>;
      return { summary, p75 };
    }

    /** Every metric keeps the real reports' rating, and its p75 stays within the real reports' 75th-90th percentile. */
    function expectRealP75ToStand(p75: Record<VitalMetric, number>): void {
      for (const metric of VITAL_METRICS) {
        const real = realPercentile(metric, 0.75);
        expect({ metric, rating: rateVital(metric, p75[metric]) }).toEqual({ metric, rating: rateVital(metric, real) });
        expect(p75[metric], metric).toBeGreaterThanOrEqual(real);
        expect(p75[metric], metric).toBeLessThanOrEqual(realPercentile(metric, 0.9));
      }
    }

    it("keeps the p75 of real visitors when ten addresses on ten networks send 350 maximum-value reports, and says pricing came mostly from few networks", async () => {
      await freshDay();
      const api = await startTestApi(db);
      try {
        await sendReports(api, realVisitors);
        // Ten addresses, each on a network of its own (the worst case: ten votes), 35 reports each, taking turns.
        await sendReports(
          api,
          Array.from({ length: 350 }, (_, index) => ({ from: `127.30.${(index % 10) + 1}.1`, metrics: VITAL_MAX })),
        );
      } finally {
        await api.close();
      }
      const { summary, p75 } = await pricingFigures();
      expectRealP75ToStand(p75);
      // All 410 reports were stored: what changed is how they count.
      expect(summary.rows.find((row) => row.route === "pricing" && row.metric === "LCP")).toMatchObject({
        count: 410,
        networks: 70,
      });
      expect(vitalsFootnote(summary, "1h", "test")).toMatch(
        /^Mostly from few networks: pricing, 85% of its 2,050 measurement\(s\) from the 10 networks that sent the most, of 70/m,
      );
    }, 120_000);

    it("stores real visitors' reports after a crowd of 300 addresses on three networks, one report each, and keeps their p75", async () => {
      await freshDay();
      // The day's budget scaled down from 10,000 to 200: the crowd sends 1.5 times it.
      const api = await startTestApi(db, { vitals: { maxReportsPerDay: 200 } });
      try {
        await sendReports(
          api,
          Array.from({ length: 300 }, (_, index) => ({
            from: `127.40.${(index % 3) + 1}.${Math.floor(index / 3) + 1}`,
            metrics: VITAL_MAX,
          })),
        );
        await sendReports(api, realVisitors);
      } finally {
        await api.close();
      }
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from web_vitals where metric = 'LCP' and value < $1",
        [VITAL_MAX.LCP],
      );
      expect(rows[0]?.n).toBe(REAL_VISITORS);
      const { summary, p75 } = await pricingFigures();
      expectRealP75ToStand(p75);
      expect(summary.spentDays).toEqual([]);
    }, 120_000);

    it("says when the day's budget was spent, and from how many networks", async () => {
      await freshDay();
      const api = await startTestApi(db, { vitals: { maxReportsPerDay: 100 } });
      try {
        // Twenty networks, ten reports each (their first of the day), taking turns: the first 100 spend the day.
        await sendReports(
          api,
          Array.from({ length: 200 }, (_, index) => ({ from: `127.50.${(index % 20) + 1}.1`, metrics: VITAL_MAX })),
        );
      } finally {
        await api.close();
      }
      const { summary } = await pricingFigures();
      const today = new Date().toISOString().slice(0, 10);
      expect(summary.spentDays).toEqual([{ day: today, spentAt: expect.any(Date), networks: 20 }]);
      expect(vitalsFootnote(summary, "1h", "test")).toContain(
        `The day's budget (VITALS_MAX_REPORTS_PER_DAY) was spent on ${today} at `,
      );
      expect(vitalsFootnote(summary, "1h", "test")).toContain("with reports from 20 network(s)");
    }, 120_000);
  });
}
