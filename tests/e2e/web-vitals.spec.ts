import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { openPgliteSnapshot } from "../../server/database/open-database";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Field Web Vitals (issue 21): each page view reports LCP, INP, CLS, FCP and TTFB once, when the page is first
 * hidden, to /api/vitals; the server stores a row per metric with the route type, the bare path and a device class.
 * A report sent while the page unloads (the visitor follows a link) leaves from a document that is gone, so the
 * browser test sees it only where it lands, in the database; a tab the visitor switches away from sends from the live
 * page, where the request itself can be read.
 */

type StoredVital = { route: string; path: string | null; device: string; metric: string; value: number };

/** The stored rows for `path` once there are at least `atLeast` (Playwright's expect.poll reads them every 300 ms). */
async function storedVitals(path: string, atLeast: number): Promise<StoredVital[]> {
  let rows: StoredVital[] = [];
  await expect
    .poll(
      async () => {
        const db = await openPgliteSnapshot(E2E_DATA_DIR);
        try {
          rows = (
            await db.query<StoredVital>("select route, path, device, metric, value from web_vitals where path = $1", [
              path,
            ])
          ).rows;
          return rows.length;
        } finally {
          await db.close();
        }
      },
      { timeout: 10_000, intervals: [300], message: `Web Vitals rows stored for ${path}` },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return rows;
}

/** What the browser does when the visitor switches to another tab: the document becomes hidden. */
async function switchTabAway(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    // As browsers fire it: at the document, bubbling to the window.
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
}

/** Collects the reports the page sends while it is alive. */
function collectReports(page: Page) {
  const reports: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  page.on("request", async (request) => {
    if (new URL(request.url()).pathname === "/api/vitals")
      reports.push({ body: request.postDataJSON() as Record<string, unknown>, headers: await request.allHeaders() });
  });
  return reports;
}

test("a page view's vitals reach the database when the visitor follows a link: route type, bare path, device class", async ({
  page,
}) => {
  const path = "/resources/blog/tag/fba-fees";
  await page.goto(`${path}?utm_source=newsletter&email=jane%40example.com#section`);
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1 }).click();
  await page.getByRole("main").getByRole("link").first().click();
  await page.waitForURL((url) => url.pathname !== path);

  // CLS too: it is settled when the page is hidden, which a followed link does after pagehide.
  const rows = await storedVitals(path, 4);
  expect(rows.map((row) => row.metric)).toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP", "CLS"]));
  for (const row of rows) expect(row).toMatchObject({ route: "blog tag", path, device: "desktop" });
});

test("a report carries the route type, the bare path, the device class and the metrics, once per view and without cookies", async ({
  page,
}) => {
  const reports = collectReports(page);
  await page.context().addCookies([{ name: "e2e-cookie", value: "must-not-travel", url: "http://127.0.0.1" }]);
  const visited = ["/resources/blog/tag/acos", "/amazon-kpi/inventory/sell-through-rate", "/features/winners-losers"];
  for (const [index, path] of visited.entries()) {
    // A query string and a fragment that must never leave the browser.
    await page.goto(`${path}?utm_source=newsletter&email=jane%40example.com#section`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).click();
    await switchTabAway(page);
    await expect.poll(() => reports.length).toBe(index + 1);
    // Hidden again (the visitor came back and left once more): this view has reported already.
    await switchTabAway(page);
  }
  // Each view reported once, when it was first hidden: no second report (from the last page's second hiding either;
  // the load of another page gives any such request time to show).
  await page.goto("/about");
  expect(reports).toHaveLength(visited.length);

  for (const [index, report] of reports.entries()) {
    expect(report.body).toMatchObject({ path: visited[index], device: "desktop" });
    expect(Object.keys(report.body).sort()).toEqual(["device", "metrics", "path", "route"]);
    expect(JSON.stringify(report.body)).not.toMatch(/newsletter|jane|section|\?|#/);
    expect(report.headers.cookie, "no cookie travels with a report").toBeUndefined();
    expect(report.headers["content-type"]).toBe("application/json");
  }
  expect(reports.map((report) => report.body.route)).toEqual(["blog tag", "kpi page", "feature"]);

  for (const [index, path] of visited.entries()) {
    const metrics = reports[index]!.body.metrics as Record<string, number>;
    expect(Object.keys(metrics)).toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP", "CLS"]));
    const rows = await storedVitals(path, Object.keys(metrics).length);
    for (const [metric, value] of Object.entries(metrics)) {
      expect(rows, `${path} ${metric}`).toContainEqual({
        route: reports[index]!.body.route,
        path,
        device: "desktop",
        metric,
        value,
      });
    }
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the 404 page reports its speed without the address that was typed, and a phone is a phone", async ({
    page,
  }) => {
    const reports = collectReports(page);
    await page.goto("/contact/jane@example.com");
    await waitForHydration(page);
    await switchTabAway(page);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]!.body).toMatchObject({ route: "404", path: null, device: "mobile" });
    expect(JSON.stringify(reports[0]!.body)).not.toContain("jane");
  });
});
