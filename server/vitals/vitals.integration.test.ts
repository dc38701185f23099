import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VITALS_API_PATH } from "~/vitals/vitals-report";
import type { Database } from "../database/open-database";
import { startTestApi, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { pruneVitals, summarizeVitals } from "./vitals";
import { VITALS_RATE_LIMIT } from "./vitals-api";
import { networkCode, networkOf } from "./vitals-fair-share";

const report = {
  route: "pricing",
  path: "/pricing",
  device: "mobile",
  metrics: { LCP: 1800, INP: 120, CLS: 0.02, FCP: 900, TTFB: 150 },
};

/**
 * Runs `run` within one minute of the database's clock (the minute the vitals budget counts, db/migrations/0018) and
 * returns what it found. A run that a new minute cut in two is run once more: it takes a second or two, so the next
 * minute holds it. The database's clock decides, read before and after, instead of a sleep until a minute begins.
 */
async function withinOneDatabaseMinute<T>(db: Database, run: () => Promise<T>): Promise<T> {
  const minute = async () =>
    (await db.query<{ minute: string }>("select date_trunc('minute', now())::text as minute")).rows[0]?.minute;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const startedIn = await minute();
    const result = await run();
    if ((await minute()) === startedIn) return result;
  }
  throw new Error("a new minute cut two runs in a row: each should take a second or two");
}

for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`Web Vitals on ${target.name}`, () => {
    let testDb: TestDatabase;
    let db: Database;
    let api: TestApi;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.db;
      api = await startTestApi(db, {
        sameSite: { primaryOrigin: "https://marginatlas.com", allowedOrigins: [], addressedHostCounts: true },
      });
    });
    afterAll(async () => {
      await api?.close();
      await testDb?.cleanup();
    });

    it("stores a page view's report, one row per metric, and answers 204", async () => {
      const response = await api.post(VITALS_API_PATH, report);
      expect(response.status).toBe(204);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { rows } = await db.query(
        "select route, path, device, metric, value from web_vitals where route = 'pricing' order by metric",
      );
      expect(rows).toEqual([
        { route: "pricing", path: "/pricing", device: "mobile", metric: "CLS", value: 0.02 },
        { route: "pricing", path: "/pricing", device: "mobile", metric: "FCP", value: 900 },
        { route: "pricing", path: "/pricing", device: "mobile", metric: "INP", value: 120 },
        { route: "pricing", path: "/pricing", device: "mobile", metric: "LCP", value: 1800 },
        { route: "pricing", path: "/pricing", device: "mobile", metric: "TTFB", value: 150 },
      ]);
    });

    it("stores nothing that could identify the visitor: no address, no user agent, no query string; a network's code for the day", async () => {
      const { rows } = await db.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'web_vitals' and table_schema = current_schema() order by ordinal_position",
      );
      expect(rows.map((row) => row.column_name)).toEqual([
        "id",
        "recorded_at",
        "route",
        "path",
        "device",
        "metric",
        "value",
        "network_code",
      ]);
      // The code is the network's keyed hash under the day's key (db/migrations/0019), never the address: the test's
      // reports all come from 127.0.0.1, one network.
      const { rows: codes } = await db.query<{ code: string }>(
        "select distinct network_code::text as code from web_vitals where route = 'pricing'",
      );
      const { rows: keys } = await db.query<{ key: Uint8Array }>(
        "select key from web_vitals_network_keys where day = (now() at time zone 'utc')::date",
      );
      expect(codes).toEqual([{ code: networkCode(new Uint8Array(keys[0]!.key), networkOf("127.0.0.1")) }]);
      for (const path of ["/pricing?email=jane@example.com", "/pricing#x", "/Contact/JANE"]) {
        expect((await api.post(VITALS_API_PATH, { ...report, path })).status, path).toBe(400);
      }
      expect((await api.post(VITALS_API_PATH, { ...report, userAgent: "x" })).status).toBe(400);
      expect((await api.post(VITALS_API_PATH, { ...report, route: "404", path: null })).status).toBe(204);
    });

    it("refuses what is not a report: unknown metrics, impossible values, other origins, non-JSON, large bodies", async () => {
      expect((await api.post(VITALS_API_PATH, { ...report, metrics: { FID: 10 } })).status).toBe(400);
      expect((await api.post(VITALS_API_PATH, { ...report, metrics: { LCP: -5 } })).status).toBe(400);
      expect((await api.post(VITALS_API_PATH, { ...report, metrics: {} })).status).toBe(400);
      expect((await api.post(VITALS_API_PATH, report, { origin: "https://evil.example" })).status).toBe(403);
      expect((await api.post(VITALS_API_PATH, JSON.stringify(report), { "content-type": "text/plain" })).status).toBe(
        415,
      );
      expect((await api.post(VITALS_API_PATH, { ...report, padding: "x".repeat(5000) })).status).toBe(413);
    });

    it("refuses a route type that is not the path's, and values no real page view has, storing nothing", async () => {
      const before = (await db.query<{ n: number }>("select count(*)::int as n from web_vitals")).rows[0]?.n;
      const forged = [
        { ...report, path: "/anything" },
        { ...report, route: "home" },
        { ...report, route: "404" },
        { ...report, route: "pricing", path: null },
        { ...report, metrics: { CLS: 11 } },
        { ...report, metrics: { LCP: 3_599_999 } },
        { ...report, metrics: { TTFB: 60_001 } },
        { ...report, metrics: { INP: 60_001 } },
      ];
      for (const body of forged) expect((await api.post(VITALS_API_PATH, body)).status, JSON.stringify(body)).toBe(400);
      expect((await db.query<{ n: number }>("select count(*)::int as n from web_vitals")).rows[0]?.n).toBe(before);
      expect(
        (
          await api.post(VITALS_API_PATH, {
            route: "kpi page",
            path: "/amazon-kpi/profitability/net-profit-margin",
            device: "desktop",
            metrics: { CLS: 9.5, LCP: 119_000 },
          })
        ).status,
      ).toBe(204);
      // The table holds the same bounds, whoever writes to it.
      await expect(
        db.transaction(
          (tx) =>
            tx.query(
              "insert into web_vitals (route, path, device, metric, value) values ('home', '/', 'mobile', 'CLS', 50)",
            ),
          { role: "anon" },
        ),
      ).rejects.toThrow(/web_vitals_value_plausible/);
    });

    it("takes reports for the built pages only: an invented page is 400, trailing slashes are the page's own", async () => {
      const count = async () =>
        (
          await db.query<{ n: number }>(
            "select count(*)::int as n from web_vitals where path like '/resources%' or path like '/amazon-kpi/%'",
          )
        ).rows[0]?.n;
      const before = await count();
      for (const [route, path] of [
        ["blog post", "/resources/blog/buy-cheap-pills"],
        ["blog tag", "/resources/blog/tag/anything"],
        ["kpi page", "/amazon-kpi/anything/at-all"],
        ["pricing", "//pricing"],
        ["pricing", "/pricing//x"],
      ]) {
        const response = await api.post(VITALS_API_PATH, { ...report, route, path, metrics: { LCP: 1234 } });
        expect([path, response.status], path).toEqual([path, 400]);
      }
      expect(await count()).toBe(before);
      for (const path of ["/pricing/", "/pricing///"])
        expect((await api.post(VITALS_API_PATH, { ...report, path, metrics: { LCP: 4321 } })).status, path).toBe(204);
      const { rows } = await db.query<{ path: string }>("select path from web_vitals where value = 4321");
      expect(rows).toEqual([{ path: "/pricing" }, { path: "/pricing" }]);
    });

    it("stores at most the site's budget of reports a minute, whatever the number of instances; the rest get 204 and are dropped", async () => {
      const count = async () =>
        (await db.query<{ n: number }>("select count(*)::int as n from web_vitals where device = 'tablet'")).rows[0]?.n;
      // The budget is per minute of the database's clock: one such minute must hold the whole run.
      const { before, statuses, after } = await withinOneDatabaseMinute(db, async () => {
        await db.exec("delete from web_vitals_budget; delete from web_vitals_network_day");
        const before = (await count()) ?? 0;
        const instances = [
          await startTestApi(db, { vitals: { maxReportsPerMinute: 5 } }),
          await startTestApi(db, { vitals: { maxReportsPerMinute: 5 } }),
        ];
        try {
          const statuses = [];
          // From 12 networks: a network's reports past its first of the day may use only half the budget (below).
          for (let index = 0; index < 12; index += 1) {
            statuses.push(
              await instances[index % 2]!.postFrom(`127.4.${index + 1}.1`, VITALS_API_PATH, {
                ...report,
                device: "tablet",
                metrics: { LCP: 1000 + index },
              }),
            );
          }
          return { before, statuses, after: (await count()) ?? 0 };
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
        }
      });
      expect(new Set(statuses)).toEqual(new Set([204]));
      expect(after).toBe(before + 5);
    });

    it("stores every real visitor's report beside a flood from a few networks: past their first of the day, theirs get half the budget", async () => {
      const stored = async (device: string) =>
        (
          await db.query<{ n: number }>(
            "select count(*)::int as n from web_vitals where device = $1 and value = 4242",
            [device],
          )
        ).rows[0]?.n;
      // The minute's budget is the database clock's: one such minute must hold the whole run.
      const { visitors, flood } = await withinOneDatabaseMinute(db, async () => {
        await db.exec(
          "delete from web_vitals_budget; delete from web_vitals_network_day; delete from web_vitals where value = 4242",
        );
        const fair = await startTestApi(db, { vitals: { maxReportsPerMinute: 60 } });
        try {
          // Eight flooding addresses on two networks send 15 reports each first (120 for a budget of 60), then six
          // visitors on networks of their own one each.
          for (let index = 0; index < 120; index += 1) {
            const address = `127.5.${(index % 2) + 1}.${(index % 8) + 1}`;
            expect(
              await fair.postFrom(address, VITALS_API_PATH, { ...report, device: "desktop", metrics: { LCP: 4242 } }),
            ).toBe(204);
          }
          for (let visitor = 1; visitor <= 6; visitor += 1) {
            const address = `127.6.${visitor}.1`;
            expect(
              await fair.postFrom(address, VITALS_API_PATH, { ...report, device: "mobile", metrics: { LCP: 4242 } }),
            ).toBe(204);
          }
          return { visitors: await stored("mobile"), flood: await stored("desktop") };
        } finally {
          await fair.close();
        }
      });
      expect(visitors).toBe(6);
      // Each flooding network's first 10 reports of the day, and their repeats in half the budget: 2 * 10 + 30.
      expect(flood).toBe(50);
    }, 90_000);

    it("stores nothing with a budget of 0, and at most the day's budget of reports a day", async () => {
      const count = async () => (await db.query<{ n: number }>("select count(*)::int as n from web_vitals")).rows[0]?.n;
      const before = await count();
      for (const [perMinute, perDay] of [
        [0, 100],
        [100, 0],
      ])
        expect(
          (
            await db.transaction((tx) =>
              tx.query<{ stored: number }>(
                `select insert_web_vitals_as_anon('home', '/', 'mobile', '{"LCP": 1000}'::jsonb, $1, $2, 0, 10) as stored`,
                [perMinute, perDay],
              ),
            )
          ).rows[0]?.stored,
        ).toBe(0);
      const closed = await startTestApi(db, { vitals: { maxReportsPerMinute: 0 } });
      try {
        expect(await closed.postFrom("127.0.7.1", VITALS_API_PATH, report)).toBe(204);
      } finally {
        await closed.close();
      }
      expect(await count()).toBe(before);

      await db.query("delete from web_vitals_daily_budget");
      const daily = await startTestApi(db, { vitals: { maxReportsPerDay: 5 } });
      try {
        for (let visitor = 1; visitor <= 8; visitor += 1)
          expect(await daily.postFrom(`127.8.${visitor}.1`, VITALS_API_PATH, { ...report, metrics: { LCP: 1 } })).toBe(
            204,
          );
      } finally {
        await daily.close();
        await db.query("delete from web_vitals_daily_budget");
      }
      expect(await count()).toBe((before ?? 0) + 5);
    });

    it("leaves the minutes whose budget was spent out of the summary, and counts them", async () => {
      const minute = new Date(Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000);
      await db.query(
        "insert into web_vitals (recorded_at, route, path, device, metric, value) values ($1, 'contact', '/contact', 'mobile', 'LCP', 119999), ($1, 'contact', '/contact', 'mobile', 'LCP', 119999)",
        [new Date(minute.getTime() + 5_000)],
      );
      await db.query(
        "insert into web_vitals (recorded_at, route, path, device, metric, value) values ($1, 'contact', '/contact', 'mobile', 'LCP', 1000)",
        [new Date(minute.getTime() + 65_000)],
      );
      await db.query("insert into web_vitals_budget (minute, reports, spent) values ($1, 2, true)", [minute]);
      try {
        const summary = await summarizeVitals(db, new Date(minute.getTime() - 60_000));
        expect(summary.rows.find((row) => row.route === "contact" && row.metric === "LCP")).toEqual({
          route: "contact",
          metric: "LCP",
          count: 1,
          networks: 1,
          p75: 1000,
        });
        expect([summary.spentMinutes, summary.leftOutReports]).toEqual([1, 2]);
        // The spent minute is kept past a day, as long as its rows, so later summaries still leave it out.
        await pruneVitals(db, new Date(minute.getTime() + 2 * 86_400_000));
        expect((await summarizeVitals(db, new Date(minute.getTime() - 60_000))).spentMinutes).toBe(1);
      } finally {
        await db.query("delete from web_vitals_budget where minute = $1", [minute]);
        await db.query("delete from web_vitals where route = 'contact'");
      }
    });

    it("gives each address its own bucket of reports (burst 30, then one a second), on the API's clock", async () => {
      // The browser tests send hundreds of reports from one address and lift this limit (playwright.config.ts):
      // the limit is held here, where the clock is the test's and not the run's speed.
      let clock = new Date("2026-11-27T10:00:00Z");
      const limited = await startTestApi(db, { vitals: { rateLimit: VITALS_RATE_LIMIT, now: () => clock } });
      try {
        const send = () => limited.post(VITALS_API_PATH, { ...report, metrics: { TTFB: 100 } });
        for (let index = 0; index < VITALS_RATE_LIMIT.burst; index += 1) expect((await send()).status).toBe(204);
        const refused = await send();
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toBe("1");
        clock = new Date(clock.getTime() + 1_000);
        expect((await send()).status).toBe(204);
        expect((await send()).status).toBe(429);
      } finally {
        await limited.close();
      }
    });

    it("is insert-only for the public role: the anonymous role reads, changes and deletes nothing", async () => {
      for (const statement of [
        "select * from web_vitals",
        "update web_vitals set value = 0",
        "delete from web_vitals",
        "select * from web_vitals_network_keys",
        "select * from web_vitals_network_day",
      ]) {
        await expect(
          db.transaction((tx) => tx.query(statement), { role: "anon" }),
          statement,
        ).rejects.toThrow(/permission denied/);
      }
    });

    it("deletes a day's network key, and its networks' counts, once the day is over", async () => {
      // An instance of its own, which reads (or makes) today's key with its first report.
      const fresh = await startTestApi(db);
      try {
        expect((await fresh.post(VITALS_API_PATH, report)).status).toBe(204);
      } finally {
        await fresh.close();
      }
      const keys = async () =>
        (await db.query<{ day: string }>("select day::text as day from web_vitals_network_keys")).rows;
      expect(await keys()).toContainEqual({ day: new Date().toISOString().slice(0, 10) });
      expect((await db.query("select * from web_vitals_network_day")).rows).not.toEqual([]);
      await pruneVitals(db, new Date(Date.now() + 86_400_000));
      expect(await keys()).toEqual([]);
      expect((await db.query("select * from web_vitals_network_day")).rows).toEqual([]);
    });

    it("keeps 90 days and gives the 75th percentile per route type and metric, each network counted once a day", async () => {
      await db.query(
        "insert into web_vitals (recorded_at, route, path, device, metric, value) values (now() - interval '91 days', 'home', '/', 'desktop', 'LCP', 9999)",
      );
      for (const value of [1000, 2000, 3000, 4000])
        await api.post(VITALS_API_PATH, { route: "home", path: "/", device: "desktop", metrics: { LCP: value } });
      expect(await pruneVitals(db)).toBe(1);
      const summary = await summarizeVitals(db, new Date(Date.now() - 86_400_000));
      // One network sent all four (the test's address): they share its one vote, and the p75 is the smallest value
      // with three quarters of the weight at or below it.
      expect(summary.rows.find((row) => row.route === "home" && row.metric === "LCP")).toEqual({
        route: "home",
        metric: "LCP",
        count: 4,
        networks: 1,
        p75: 3000,
      });
      // With a second network's report of 500, each network's reports weigh 1: 500 (1), 1000-4000 (1/4 each).
      await db.query(
        "insert into web_vitals (route, path, device, metric, value, network_code) values ('home', '/', 'desktop', 'LCP', 500, 42)",
      );
      const two = await summarizeVitals(db, new Date(Date.now() - 86_400_000));
      expect(two.rows.find((row) => row.route === "home" && row.metric === "LCP")).toMatchObject({
        count: 5,
        networks: 2,
        p75: 2000,
      });
    });
  });
}
