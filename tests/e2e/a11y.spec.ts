import { axe, axeViolations } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";

// Every sitemap page is checked with axe in sitemap-pages.spec.ts; here the page outside it and the overlays.
test("axe finds no violations on the 404 page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  expect(await axeViolations(axe(page))).toEqual([]);
});

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
