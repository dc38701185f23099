import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectStrictPolicy, test, waitForHydration } from "./support/fixtures";
import { findRows, uniqueEmail } from "./support/leads-db";

/**
 * Uses every interactive part of the site under its Content-Security-Policy. The `cspViolations` fixture
 * (support/fixtures.ts) fails the test on any violation; each HTML answer these tests open carries a strict policy.
 * Every sitemap page is loaded, hydrated and held to the same two checks in sitemap-pages.spec.ts.
 */
const RANK_CSV = path.join(import.meta.dirname, "fixtures", "rank-history.csv");

async function open(page: Page, pathname: string) {
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(pathname === "/no-such-page" ? 404 : 200);
  expectStrictPolicy(response?.headers()["content-security-policy"]);
  await waitForHydration(page);
}

test("the pages outside the sitemap load and hydrate without a CSP violation, and so does a followed link", async ({
  page,
}) => {
  for (const pathname of ["/handoff", "/no-such-page"]) await open(page, pathname);
  // A followed link is a full load of a prerendered page (prefetched by the speculation rules), under its own policy.
  await open(page, "/");
  await page.locator("footer").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the policy is enforced and its violations are caught: an injected inline script does not run", async ({
  page,
  cspViolations,
}) => {
  await open(page, "/pricing");
  // An allowed inline script runs as it is inserted, so `ran` is known at once; the refusal is then reported by a
  // securitypolicyviolation event, which the page waits for.
  const { ran, refused } = await page.evaluate(async () => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return { ran: (window as unknown as { __injected?: boolean }).__injected === true, refused: await violation };
  });
  expect(ran).toBe(false);
  expect(refused).toBe("script-src-elem");
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join("\n")).toMatch(/script-src-elem inline/);
  // Expected here: clear them so the fixture's zero-violation check holds for the rest of the test.
  cspViolations.length = 0;
});

test("header dropdowns, demo modal, chat panel, contact popup submit and the footer newsletter", async ({ page }) => {
  await open(page, "/");
  for (const label of ["What we offer", "Who we serve", "Resources"]) {
    await page.getByRole("button", { name: label }).hover();
    await expect(page.locator("[data-dropdown]").filter({ visible: true }).first()).toBeVisible();
  }
  // The pointer leaves the menus, as a visitor's does before reaching for the page: the last panel closes (open, it
  // can cover the hero's buttons).
  await page.mouse.move(10, 700);
  await expect(page.locator("[data-dropdown]").filter({ visible: true })).toHaveCount(0);
  await page.getByRole("main").getByRole("button", { name: "Watch demo" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Contact us", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Contact options" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Contact options" })).toBeHidden();

  const email = uniqueEmail("csp.popup");
  await page.getByRole("main").getByRole("button", { name: "Talk to sales" }).first().click();
  const popup = page.getByTestId("contact-popup");
  await popup.getByLabel("First name").fill("Csp");
  await popup.getByLabel("Last name").fill("Walker");
  await popup.getByLabel("Work email").fill(email);
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(await findRows("prospects", email)).toHaveLength(1);

  const subscriber = uniqueEmail("csp.newsletter");
  const newsletter = page.locator("footer").getByRole("form", { name: "Newsletter signup" });
  await newsletter.getByLabel("Email address").fill(subscriber);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("You're subscribed!").first()).toBeVisible();
});

test("the mobile drawer", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByTestId("mobile-drawer")).toBeVisible();
  await page.getByTestId("mobile-drawer").getByRole("link", { name: "Profit & Loss" }).click();
  await expect(page).toHaveURL(/\/features\/profit-loss$/);
});

test.describe("cookie banner", () => {
  test.use({ withConsentChoice: false });
  test("accepting and customising", async ({ page }) => {
    await open(page, "/");
    const banner = page.getByTestId("cookie-banner");
    await banner.getByRole("button", { name: "Customise" }).click();
    await page.getByRole("button", { name: "Accept all" }).first().click();
    await expect(banner).toBeHidden();
  });
});

test("calculators, the tools gate and the rank tracker CSV import", async ({ page }) => {
  await open(page, "/features/amazon-fba-calculator");
  const form = page.getByRole("form", { name: "FBA fee calculator inputs" });
  await form.getByLabel("Length").fill("10");
  await form.getByLabel("Selling price").fill("24.99");

  await open(page, "/amazon-kpi/advertising/acos");
  await page.getByRole("textbox", { name: "Ad spend", exact: true }).fill("600");
  await expect(page.getByTestId("kpi-result")).not.toHaveText("25%");

  await open(page, "/tools/organic-rank-tracker");
  const gate = page.getByTestId("tools-gate");
  await gate.getByLabel("Email").fill(uniqueEmail("csp.tools"));
  await gate.getByRole("button", { name: "Unlock free tools" }).click();
  await page.getByTestId("rank-import").setInputFiles(RANK_CSV);
  await expect(page.getByTestId("rank-import-report")).toContainText("imported 8 ranks");
});
