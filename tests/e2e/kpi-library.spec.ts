import type { Page } from "@playwright/test";
import { pageText, readReads, readState } from "~/content/page-reads.server";
import { KPI_INDEX_PATH } from "~/kpi-library/paths";
import { formatDate } from "~/lib/format";
import { axe, axeViolations } from "./support/axe";
import { dataLayerEvents, expect, test, waitForHydration } from "./support/fixtures";

const HUB = "/amazon-data-library";
const ACOS = "/amazon-kpi/advertising/acos";

/** Opens a page and waits until React has hydrated it (the hub's explorer marks itself interactive). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Opens the hub with its explorer live: an address with a query hydrates it at once, otherwise the visitor's first
 * reach for it does; hydrated, it fetches its index, and the category chips turn into filter buttons.
 */
async function openHub(page: Page, path = HUB) {
  await open(page, path);
  if (!path.includes("?")) await page.getByRole("searchbox", { name: "Search the library" }).hover();
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^All \d+$/ })).toBeVisible();
}

const main = (page: Page) => page.getByRole("main");
const kpiLink = (page: Page, name: string) => main(page).getByRole("link", { name, exact: true });

test.describe("KPI library hub", () => {
  test("prerendered HTML lists every KPI and category as plain links, with DefinedTermSet and Breadcrumb data", async ({
    request,
  }) => {
    const html = await (await request.get(HUB)).text();
    const kpiLinks = new Set(
      [...html.matchAll(/href="(\/amazon-kpi\/[a-z0-9-]+\/[a-z0-9-]+)"/g)].map((match) => match[1]),
    );
    const categoryLinks = new Set([...html.matchAll(/href="(\/amazon-kpi\/[a-z0-9-]+)"/g)].map((match) => match[1]));
    expect(kpiLinks.size).toBe(122);
    expect(categoryLinks.size).toBe(8);
    // Once: the list is the explorer's slot, and its index is a file of its own (KPI_INDEX_PATH), not its props.
    expect(html.split('href="/amazon-kpi/advertising/acos"')).toHaveLength(2);
    const props = /<astro-island[^>]*component-export="KpiExplorer"[^>]*props="([^"]*)"/.exec(html)?.[1];
    expect(props).toContain("account-health");
    expect(props).not.toContain("definition");
    expect(html).toContain('"@type":"DefinedTermSet"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<title>Amazon KPI Library: 122 Seller Metrics &amp; Formulas \| MarginAtlas<\/title>/);
  });

  test("works as plain links without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(HUB);
    await expect(page.getByRole("heading", { level: 1, name: "Amazon KPI Library" })).toBeVisible();
    await expect(main(page).locator('a[href^="/amazon-kpi/"][href*="/amazon-kpi/advertising/"]')).toHaveCount(19);
    await main(page).getByRole("link", { name: "Account Health", exact: true }).first().click();
    await expect(page).toHaveURL(/\/amazon-kpi\/account-health$/);
    await context.close();
  });

  test("search filters the results as you type and keeps ?q= in the URL", async ({ page }) => {
    // Typing at once: the explorer hydrates on the first keystroke's focus and keeps what was typed meanwhile.
    await open(page, HUB);
    await expect(page.locator('[data-hydrated="false"]')).toHaveCount(1);
    const search = page.getByRole("searchbox", { name: "Search the library" });
    await search.pressSequentially("aco", { delay: 40 });
    await expect(kpiLink(page, "Order Defect Rate (ODR)")).toHaveCount(0);
    await search.pressSequentially("s", { delay: 40 });
    await expect(kpiLink(page, "ACoS (Advertising Cost of Sales)")).toBeVisible();
    await expect(kpiLink(page, "TACoS (Total Advertising Cost of Sales)")).toBeVisible();
    await expect(kpiLink(page, "Break-Even ACoS")).toBeVisible();
    await expect(kpiLink(page, "Order Defect Rate (ODR)")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "matching “acos”" })).toBeVisible();
    await expect(page).toHaveURL(/\/amazon-data-library\?v=1&q=acos$/);

    await search.fill("");
    await expect(kpiLink(page, "Order Defect Rate (ODR)")).toBeVisible();
    await expect(page).toHaveURL(/\/amazon-data-library$/);
  });

  test("search matches aliases", async ({ page }) => {
    await open(page, HUB);
    const search = page.getByRole("searchbox", { name: "Search the library" });
    await search.fill("buy box");
    await expect(kpiLink(page, "Featured Offer (Buy Box) Percentage")).toBeVisible();
    await expect(kpiLink(page, "ACoS (Advertising Cost of Sales)")).toHaveCount(0);
    await search.fill("AOV");
    await expect(kpiLink(page, "Average Order Value")).toBeVisible();
    await search.fill("zzzz no such metric");
    await expect(main(page).getByText("No metrics match your search.")).toBeVisible();
  });

  test("a category chip filters without a round trip and keeps ?category= in the URL", async ({ page }) => {
    await openHub(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const chip = page.getByRole("button", { name: /^Account Health/ });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(kpiLink(page, "Order Defect Rate (ODR)")).toBeVisible();
    await expect(kpiLink(page, "ACoS (Advertising Cost of Sales)")).toHaveCount(0);
    await expect(page.locator('[data-hydrated="true"]').getByRole("heading", { level: 2 })).toHaveText([
      "Account Health",
    ]);
    await expect(page).toHaveURL(/\?v=1&category=account-health$/);
    // Filtering needs no request: no page load, no data.
    const paths = requests.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => path.endsWith(".data") || path.includes("amazon-data-library"))).toEqual([]);

    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await expect(kpiLink(page, "ACoS (Advertising Cost of Sales)")).toBeVisible();
  });

  test("fetches its index when the visitor reaches for the explorer, not before", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === KPI_INDEX_PATH) fetched.push(request.resourceType());
    });
    await open(page, HUB);
    expect(fetched).toEqual([]);
    await openHub(page);
    expect(fetched).toEqual(["fetch"]);
    const index = await page.request.get(KPI_INDEX_PATH);
    expect(index.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await index.json()).toHaveLength(122);
  });

  test("when the index cannot load, the full list stays and says so; typing again tries again", async ({ page }) => {
    await page.route(KPI_INDEX_PATH, (route) => route.abort());
    await open(page, HUB);
    const search = page.getByRole("searchbox", { name: "Search the library" });
    await search.pressSequentially("odr", { delay: 40 });
    await expect(main(page).getByRole("status")).toHaveText(
      "The search could not load, so all 122 metrics are listed below.",
    );
    await expect(main(page).locator('a[href^="/amazon-kpi/"][href*="/amazon-kpi/advertising/"]')).toHaveCount(19);
    await expect(kpiLink(page, "ACoS (Advertising Cost of Sales)")).toBeVisible();
    // The chips are still the category pages' links.
    await expect(page.getByRole("group", { name: "Filter by category" }).getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Account Health", exact: true }).first()).toHaveAttribute(
      "href",
      "/amazon-kpi/account-health",
    );

    await page.unroute(KPI_INDEX_PATH);
    await search.press("Backspace");
    await expect(main(page).getByRole("status")).toHaveText(/^Showing \d+ of 122 metrics matching “od”\.$/);
    await expect(kpiLink(page, "Order Defect Rate (ODR)")).toBeVisible();
    await expect(kpiLink(page, "ACoS (Advertising Cost of Sales)")).toHaveCount(0);
  });

  test("restores ?q= and ?category= from the URL (the WebSite search action's target)", async ({ page }) => {
    await openHub(page, `${HUB}?v=1&q=tacos`);
    await expect(page.getByRole("searchbox", { name: "Search the library" })).toHaveValue("tacos");
    await expect(kpiLink(page, "TACoS (Total Advertising Cost of Sales)")).toBeVisible();
    await expect(kpiLink(page, "Order Defect Rate (ODR)")).toHaveCount(0);

    await openHub(page, `${HUB}?v=1&q=rate&category=inventory`);
    await expect(page.getByRole("button", { name: /^Inventory/ })).toHaveAttribute("aria-pressed", "true");
    await expect(kpiLink(page, "In-Stock Rate")).toBeVisible();
    await expect(kpiLink(page, "Order Defect Rate (ODR)")).toHaveCount(0);
  });
});

test.describe("KPI calculator", () => {
  test("the prerendered page shows the worked example's result", async ({ request }) => {
    const html = await (await request.get(ACOS)).text();
    expect(html).toMatch(/data-testid="kpi-result"[^>]*>25%</);
    for (const type of ["DefinedTerm", "FAQPage", "BreadcrumbList"]) expect(html).toContain(`"@type":"${type}"`);
  });

  test("typing updates the result and the URL; the URL restores both; the event fires once", async ({ page }) => {
    await open(page, ACOS);
    const result = page.getByTestId("kpi-result");
    const spend = page.getByRole("textbox", { name: "Ad spend", exact: true });
    const sales = page.getByRole("textbox", { name: "Ad-attributed sales", exact: true });
    await expect(spend).toHaveValue("1240");
    await expect(sales).toHaveValue("4960");
    await expect(result).toHaveText("25%");
    const historyLength = await page.evaluate(() => window.history.length);

    await spend.fill("600");
    await sales.fill("2000");
    await expect(result).toHaveText("30%");
    await expect(page).toHaveURL(/\/amazon-kpi\/advertising\/acos\?v=1&adSpend=600&adSales=2000$/);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    await spend.fill("700");
    await expect(result).toHaveText("35%");
    await expect(page).toHaveURL(/\?v=1&adSpend=700&adSales=2000$/);
    const usage = (await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage");
    expect(usage).toEqual([
      expect.objectContaining({ tool: "kpi_calculator", kpi: "acos", value: 75, currency: "USD" }),
    ]);

    await open(page, `${ACOS}?v=1&adSpend=700&adSales=2000`);
    await expect(spend).toHaveValue("700");
    await expect(sales).toHaveValue("2000");
    await expect(result).toHaveText("35%");
    expect((await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage")).toEqual([]);
  });

  test("invalid values are explained beside the field; invalid URL values fall back or are clamped", async ({
    page,
  }) => {
    await open(page, `${ACOS}?v=1&adSpend=abc&adSales=-5`);
    const spend = page.getByRole("textbox", { name: "Ad spend", exact: true });
    await expect(spend).toHaveValue("1240");
    await expect(page.getByRole("textbox", { name: "Ad-attributed sales", exact: true })).toHaveValue("0");

    await spend.fill("lots");
    await expect(page.getByRole("alert").filter({ hasText: "Ad spend must be a number" })).toBeVisible();
    await expect(spend).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("kpi-result")).toHaveText("Fix the highlighted values to see the result.");
    await spend.fill("-1");
    await expect(page.getByRole("alert").filter({ hasText: "Ad spend can't be less than $0." })).toBeVisible();
  });
});

test.describe("KPI pages", () => {
  test("a KPI page has breadcrumbs, formula, related KPIs, FAQs and a unique title", async ({ page }) => {
    await open(page, ACOS);
    await expect(page).toHaveTitle("ACoS (Advertising Cost of Sales): Formula & Calculator | MarginAtlas");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "KPI Library", "Advertising (PPC)"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ACoS (Advertising Cost of Sales)");
    await expect(page.getByRole("heading", { name: "Formula" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related metrics" })).toBeVisible();
    await expect(kpiLink(page, "TACoS (Total Advertising Cost of Sales)")).toHaveAttribute(
      "href",
      "/amazon-kpi/advertising/tacos",
    );
    // The line carries the date of the latest read of the text the page shows now, or is left out (reviews/reads.yaml).
    const served = await (await page.request.get(ACOS)).text();
    const state = readState(readReads(), ACOS, pageText(served));
    if (state.state === "read") {
      await expect(page.getByText("Last reviewed")).toHaveText(`Last reviewed ${formatDate(state.read.date)}`);
    } else {
      await expect(page.getByText("Last reviewed")).toHaveCount(0);
    }
  });

  test("a category page lists its KPIs and links to the other categories", async ({ page }) => {
    await open(page, "/amazon-kpi/inventory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inventory metrics");
    await expect(main(page).locator('a[href^="/amazon-kpi/inventory/"]')).toHaveCount(17);
    await expect(main(page).getByRole("link", { name: /Account Health/ })).toHaveAttribute(
      "href",
      "/amazon-kpi/account-health",
    );
  });

  for (const path of [
    "/amazon-kpi/advertising/not-a-kpi",
    "/amazon-kpi/inventory/acos",
    "/amazon-kpi/not-a-category",
  ]) {
    test(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await expect(page).toHaveTitle("404 - Page Not Found");
    });
  }
});

// The hub, the category pages and every KPI page as loaded get axe in sitemap-pages.spec.ts; here a calculator with
// an invalid value and its explanation.
test("axe finds no violations on a KPI calculator showing an invalid value", async ({ page }) => {
  await open(page, `${ACOS}?v=1&adSpend=abc`);
  await page.getByRole("textbox", { name: "Ad spend", exact: true }).fill("lots");
  await expect(page.getByRole("alert").filter({ hasText: "must be a number" })).toBeVisible();
  expect(await axeViolations(axe(page))).toEqual([]);
});

test.describe("KPI pages and the product link each other", () => {
  test("a KPI page says how MarginAtlas tracks it and links the tool; the tool page links back", async ({ page }) => {
    await open(page, "/amazon-kpi/inventory/lost-sales");
    const section = main(page)
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "How MarginAtlas tracks it" }) });
    await section.getByRole("link", { name: "The free Lost Sales Calculator" }).click();
    await expect(page).toHaveURL(/\/tools\/lost-sales-calculator$/);
    await expect(page.getByRole("heading", { name: "Metrics this calculator uses" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /^Lost Sales/ })).toHaveAttribute(
      "href",
      "/amazon-kpi/inventory/lost-sales",
    );
  });

  test("a feature page lists its KPIs; an account-health KPI says plainly that it is not tracked", async ({ page }) => {
    await open(page, "/features/ppc-management");
    await expect(page.getByRole("heading", { name: "Metrics it tracks" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /^Break-Even ACoS/ })).toHaveAttribute(
      "href",
      "/amazon-kpi/advertising/break-even-acos",
    );
    await open(page, "/amazon-kpi/account-health/order-defect-rate");
    await expect(main(page).getByText("MarginAtlas does not track this metric.")).toBeVisible();
  });
});
