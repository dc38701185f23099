import { axe, axeViolations } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";

// One page of every route type (the KPI library's pages are checked in kpi-library.spec.ts).
const pages = [
  "/",
  "/signup",
  "/features/profit-loss",
  "/features/sqp-keyword-optimizer",
  "/features/amazon-fba-calculator",
  "/tools",
  "/tools/fba-fee-audit",
  "/tools/lost-sales-calculator",
  "/tools/roi-calculator",
  "/tools/organic-rank-tracker",
  "/who-we-serve/agencies",
  "/resources/blog",
  "/resources/blog/acos-vs-tacos-amazon-ppc",
  "/pricing",
  "/contact",
  "/about",
  "/amazon-analytics-tool",
  "/privacy-policy",
  "/getting-started/connect-amazon-store",
  "/this-page-does-not-exist",
];

for (const path of pages) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(axe(page))).toEqual([]);
  });
}

test("axe finds no violations with the cookie banner, the open drawer and the contact popup", async ({ browser }) => {
  // Three axe analyses, each 3-10 s on a two-core machine running two browsers.
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  expect(await axeViolations(axe(page, ["wcag2a", "wcag2aa"]))).toEqual([]);
  await page.getByRole("button", { name: "Accept all" }).click();
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await axeViolations(axe(page, ["wcag2a", "wcag2aa"]))).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("main").getByRole("button", { name: "Talk to sales" }).first().click();
  await expect(page.getByTestId("contact-popup")).toBeVisible();
  expect(await axeViolations(axe(page, ["wcag2a", "wcag2aa"]))).toEqual([]);
  await context.close();
});
