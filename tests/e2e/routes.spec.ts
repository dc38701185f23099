import { expect, test } from "@playwright/test";
import { afterPaintImports } from "../../server/site/after-paint-scripts";

const HOST = "https://marginatlas.com";

async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(HOST, "") || "/");
}

const SPEC_ROUTES = [
  "/",
  "/signup",
  "/handoff",
  "/features/ab-testing",
  "/features/daily-amazon-analytics",
  "/features/products-feed",
  "/features/amazon-fba-calculator",
  "/features/profit-loss",
  "/features/ppc-management",
  "/features/smart-tagging",
  "/features/sqp-keyword-optimizer",
  "/features/custom-analytics",
  "/features/winners-losers",
  "/tools",
  "/tools/fba-fee-audit",
  "/tools/inbound-placement-comparator",
  "/tools/reimbursement-finder",
  "/tools/low-inventory-fee-predictor",
  "/tools/lost-sales-calculator",
  "/tools/roi-calculator",
  "/tools/organic-rank-tracker",
  "/who-we-serve/fba-sellers",
  "/who-we-serve/brand-managers",
  "/who-we-serve/agencies",
  "/who-we-serve/executives",
  "/who-we-serve/data-teams",
  "/who-we-serve/aggregators",
  "/resources/blog",
  "/affiliates",
  "/about",
  "/our-partners",
  "/contact",
  "/pricing",
  "/press",
  "/amazon-data-library",
  "/amazon-analytics-tool",
  "/amazon-seller-profit-tool",
  "/amazon-fba-analytics-software",
  "/real-time-amazon-analytics",
  "/amazon-seller-dashboard-software",
  "/amazon-profit-loss-analytics",
  "/amazon-business-intelligence-software",
  "/amazon-ppc-analytics-tool",
  "/privacy-policy",
  "/cookies-policy",
  "/terms-and-conditions",
  "/getting-started/connect-amazon-store",
];

test("every public route answers 200 with no redirect, a unique title and description, one H1 and a correct canonical", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const fromSitemap = await sitemapPaths(request);
  for (const route of SPEC_ROUTES.filter((route) => route !== "/handoff"))
    expect(fromSitemap, `sitemap lists ${route}`).toContain(route);
  expect(fromSitemap.filter((path) => /^\/amazon-kpi\/[^/]+\/[^/]+$/.test(path)).length).toBeGreaterThanOrEqual(100);
  expect(fromSitemap.filter((path) => path.startsWith("/resources/blog/")).length).toBeGreaterThanOrEqual(3);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of [...new Set([...SPEC_ROUTES, ...fromSitemap])]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(title, `${path} has a title`).toBeTruthy();
    expect(description, `${path} has a description`).toBeTruthy();
    expect(titles.get(title!), `title of ${path} is unique`).toBeUndefined();
    expect(descriptions.get(description!), `description of ${path} is unique`).toBeUndefined();
    titles.set(title!, path);
    descriptions.set(description!, path);
    expect(canonical, path).toBe(path === "/" ? `${HOST}/` : `${HOST}${path}`);
    expect(html.match(/<h1[\s>]/g)?.length, `${path} has one h1`).toBe(1);
    expect(html).toContain(
      '<meta name="robots" content="' + (path === "/handoff" ? "noindex, nofollow" : "index, follow") + '"',
    );
  }
});

test("canonical drops the query string and the trailing slash is served without a redirect", async ({ request }) => {
  const withQuery = await (await request.get("/pricing?utm_source=x&ref=y")).text();
  expect(withQuery).toContain(`<link rel="canonical" href="${HOST}/pricing"`);
  const slash = await request.get("/pricing/", { maxRedirects: 0 });
  expect(slash.status()).toBe(200);
  expect(await slash.text()).toContain(`<link rel="canonical" href="${HOST}/pricing"`);
});

test("Open Graph, Twitter and JSON-LD are present and safe", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('<meta property="og:image" content="https://marginatlas.com/social/default.png"');
  expect(html).toContain('<meta property="og:image:width" content="1200"');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { "@type": string },
  );
  expect(scripts.map((data) => data["@type"])).toEqual(
    expect.arrayContaining(["WebSite", "Organization", "SoftwareApplication", "FAQPage"]),
  );
  const image = await request.get("/social/default.png");
  expect(image.status()).toBe(200);
  const png = await image.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test("sitemap uses content dates and robots.txt points to it", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const dates = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!);
  expect(dates.length).toBeGreaterThan(150);
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Content dates, not the build time: many pages share their content date and none is today's build date.
  expect(new Set(dates).size).toBeLessThan(dates.length / 4);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://marginatlas.com/sitemap.xml");
});

test("hashed assets are immutable, HTML revalidates, responses are compressed", async ({ request }) => {
  const home = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(home.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(home.headers()["content-encoding"]).toMatch(/br|gzip/);
  // The page's script (imported after the first paint, server/site/after-paint-scripts.ts) is a few hundred bytes,
  // under the compression threshold (1 KB); the shell's chunk it imports (server/site/shell-chunk.ts) is the script
  // every page loads, and is compressed.
  const pageScript = afterPaintImports(await home.text())[0];
  expect(pageScript).toBeTruthy();
  const pageResponse = await request.get(pageScript!, { headers: { "Accept-Encoding": "gzip" } });
  const shellChunk = /from"\.\/(shell\.[^"]+\.js)"/.exec(await pageResponse.text())?.[1];
  expect(shellChunk).toBeTruthy();
  const shellResponse = await request.get(`/assets/${shellChunk}`, { headers: { "Accept-Encoding": "gzip" } });
  for (const response of [pageResponse, shellResponse]) {
    expect(response.headers()["cache-control"], response.url()).toBe("public, max-age=31536000, immutable");
  }
  expect(shellResponse.headers()["content-encoding"]).toBe("gzip");
});

test("without GUIDE_VIDEO_URL neither the navigation nor the guide promises or embeds a video", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/getting-started/connect-amazon-store");
  await page.getByRole("banner").getByRole("button", { name: "Resources" }).hover();
  const panel = page.locator('[data-dropdown="resources"]');
  await expect(panel).toContainText("A step-by-step written guide to your first sync.");
  await expect(panel).not.toContainText(/video/i);
  await expect(page.getByTestId("guide-video")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(/video guide/i);
});

test("claims match the product: an honest 'Connects to' strip, each order limit stated once", async ({ request }) => {
  const home = await (await request.get("/")).text();
  expect(home).toContain("Selling Partner API");
  expect(home).not.toMatch(/Google Sheets|Slack alerts/);

  const pricing = await (await request.get("/pricing")).text();
  for (const limit of [
    "Up to 1,000 orders a month",
    "Up to 5,000 orders a month",
    "Up to 20,000 orders a month",
    "More than 20,000 orders a month",
  ]) {
    expect(pricing.split(limit).length - 1, limit).toBe(1);
  }
  expect(pricing).not.toMatch(/Any order volume|above 20,000/i);
});
