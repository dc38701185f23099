import { openPgliteSnapshot } from "../../server/db.server";
import { E2E_DATA_DIR } from "../../playwright.config";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Field Web Vitals (issue 21): each page view reports LCP, INP, CLS, FCP and TTFB once, when the page is hidden, to
 * /api/vitals; the server stores a row per metric with the route type, the bare path and a device class.
 */

type StoredVital = { route: string; path: string | null; device: string; metric: string; value: number };

async function storedVitals(path: string, atLeast: number): Promise<StoredVital[]> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const db = await openPgliteSnapshot(E2E_DATA_DIR);
    try {
      const { rows } = await db.query<StoredVital>("select route, path, device, metric, value from web_vitals where path = $1", [path]);
      if (rows.length >= atLeast || Date.now() > deadline) return rows;
    } finally {
      await db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

test("a page view's vitals reach the database when the visitor leaves: route type, bare path, device class", async ({ page }) => {
  const reports: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  page.on("request", async (request) => {
    if (new URL(request.url()).pathname === "/api/vitals") reports.push({ body: request.postDataJSON() as Record<string, unknown>, headers: await request.allHeaders() });
  });
  await page.context().addCookies([{ name: "e2e-cookie", value: "must-not-travel", url: "http://127.0.0.1" }]);
  const visited = ["/resources/blog/tag/acos", "/amazon-kpi/inventory/sell-through-rate", "/features/winners-losers"];
  for (const path of visited) {
    // A query string and a fragment that must never leave the browser.
    await page.goto(`${path}?utm_source=newsletter&email=jane%40example.com#section`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).click();
  }
  await page.goto("/about");
  await expect.poll(() => reports.length).toBe(visited.length);

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
    expect(Object.keys(metrics)).toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP"]));
    const rows = await storedVitals(path, Object.keys(metrics).length);
    for (const [metric, value] of Object.entries(metrics)) {
      expect(rows, `${path} ${metric}`).toContainEqual({ route: reports[index]!.body.route, path, device: "desktop", metric, value });
    }
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the 404 page reports its speed without the address that was typed, and a phone is a phone", async ({ page }) => {
    const reports: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/vitals") reports.push(request.postDataJSON() as Record<string, unknown>);
    });
    await page.goto("/contact/jane@example.com");
    await waitForHydration(page);
    await page.goto("/");
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({ route: "404", path: null, device: "mobile" });
  });
});
