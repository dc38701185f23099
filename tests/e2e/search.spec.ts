import type { Page } from "@playwright/test";
import { AxeCheck, WCAG_TAGS } from "./support/axe";
import {
  dataLayerEventsAcrossPages,
  expect,
  expectStrictPolicy,
  recordDataLayerAcrossPages,
  test,
  waitForHydration,
} from "./support/fixtures";

/**
 * The site search (issue 38): the header's box, its suggestions and keyboard, the drawer's box, and the search page,
 * each under the page's Content-Security-Policy (the fixture fails a test on any violation).
 */
const KPI = {
  acos: "/amazon-kpi/advertising/acos",
  storageFee: "/amazon-kpi/amazon-fees/monthly-storage-fee",
  breakEven: "/amazon-kpi/profit-and-margin/break-even-price",
};

const headerBox = (page: Page) =>
  page.locator("header").getByRole("combobox", { name: "Search metrics, tools and guides" });
const optionUrls = (page: Page) =>
  page
    .getByRole("listbox")
    .getByRole("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLElement).dataset.url));

async function open(page: Page, pathname: string) {
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  expectStrictPolicy(response?.headers()["content-security-policy"]);
  await waitForHydration(page);
}

test("the search code and index load only when a box is first focused; / focuses it and an exact alias + Enter opens its page", async ({
  page,
}) => {
  await recordDataLayerAcrossPages(page);
  const searchRequests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/site-search|search-index/.test(pathname)) searchRequests.push(pathname);
  });
  await open(page, "/pricing");
  expect(searchRequests).toEqual([]);

  await page.keyboard.press("/");
  await expect(headerBox(page)).toBeFocused();
  await expect.poll(() => searchRequests.some((path) => path === "/search-index.json")).toBe(true);
  await page.keyboard.type("acos");
  await expect(headerBox(page)).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => optionUrls(page)).toContain(KPI.acos);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${KPI.acos}$`));
  // The event carries the query's length only.
  const searches = (await dataLayerEventsAcrossPages(page)).filter((entry) => entry.event === "search_performed");
  expect(searches).toEqual([{ event: "search_performed", value: 5, currency: "USD", query_length: 4 }]);
});

for (const [query, url] of [
  ["storage fee", KPI.storageFee],
  ["break even", KPI.breakEven],
  ["brek even", KPI.breakEven],
] as const) {
  test(`"${query}" suggests ${url} among the first three`, async ({ page }) => {
    await open(page, "/");
    await headerBox(page).click();
    await headerBox(page).fill(query);
    await expect.poll(async () => (await optionUrls(page)).slice(0, 3)).toContain(url);
  });
}

test("arrow keys move through the suggestions (wrapping), Enter opens the highlighted one, Escape closes the list", async ({
  page,
}) => {
  await open(page, "/features/profit-loss");
  const box = headerBox(page);
  await box.click();
  await box.fill("break even");
  await expect(page.getByRole("listbox")).toBeVisible();
  const urls = await optionUrls(page);
  expect(urls.length).toBeGreaterThan(2);

  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", "site-search-options-0");
  await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(box).toHaveAttribute("aria-activedescendant", `site-search-options-${urls.length - 1}`);
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", "site-search-options-1");

  await box.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("break even");

  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${urls[1]}$`));
});

test("the open suggestion list and the results page pass axe (WCAG 2.1 AA and axe's best practices)", async ({
  page,
}) => {
  await open(page, "/pricing");
  await headerBox(page).click();
  await headerBox(page).fill("acos");
  await expect(page.getByRole("listbox")).toBeVisible();
  await headerBox(page).press("ArrowDown");
  await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  expect(await new AxeCheck(page, null).include("header").violations()).toEqual([]);
  await open(page, "/search?q=storage%20fee");
  await expect(page.getByRole("list", { name: "Results" }).getByRole("link").first()).toBeVisible();
  expect(await new AxeCheck(page, [...WCAG_TAGS, "best-practice"]).violations()).toEqual([]);
});

test("a query with no result says so, and Enter opens the search page, which says so too", async ({ page }) => {
  await open(page, "/");
  const box = headerBox(page);
  await box.click();
  await box.fill("zxqv wbbn");
  await expect(page.getByText("Nothing found for “zxqv wbbn”")).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=zxqv\+wbbn$/);
  await expect(page.getByRole("status").filter({ hasText: "No results" })).toHaveText("No results for “zxqv wbbn”.");
  await expect(page.getByRole("link", { name: "KPI library", exact: true })).toBeVisible();
});

test("the search page reads q, lists links, and follows what is typed", async ({ page }) => {
  await recordDataLayerAcrossPages(page);
  await open(page, "/search?q=brek%20even");
  const results = page.getByRole("list", { name: "Results" });
  await expect(results.getByRole("link").first()).toHaveAttribute("href", KPI.breakEven);
  await expect(page.getByRole("searchbox", { name: "Search metrics, tools and guides" }).last()).toHaveValue(
    "brek even",
  );
  const input = page.locator("#search-query");
  await input.fill("storage fee");
  await expect(page).toHaveURL(/\?q=storage\+fee$/);
  await expect(results.getByRole("link").first()).toHaveAttribute("href", KPI.storageFee);
  await results.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`${KPI.storageFee}$`));
  const searches = (await dataLayerEventsAcrossPages(page)).filter((entry) => entry.event === "search_performed");
  expect(searches.map((entry) => entry.query_length)).toEqual([9]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the drawer has the box: / opens the drawer on it, and a suggestion opens its page", async ({ page }) => {
    await open(page, "/");
    await page.keyboard.press("/");
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    const box = drawer.getByRole("combobox", { name: "Search metrics, tools and guides" });
    await expect(box).toBeFocused();
    await page.keyboard.type("lil fee");
    await expect(drawer.getByRole("option").first()).toHaveAttribute(
      "data-url",
      "/amazon-kpi/amazon-fees/low-inventory-level-fee",
    );
    // Escape closes the list, not the drawer.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeVisible();
    await box.press("ArrowDown");
    await drawer.getByRole("option").first().click();
    await expect(page).toHaveURL(/\/amazon-kpi\/amazon-fees\/low-inventory-level-fee$/);
  });
});
