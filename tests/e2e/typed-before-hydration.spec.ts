import type { Page, Route } from "@playwright/test";
import { formatValue } from "~/kpi-library/format";
import { formatUsd } from "~/lib/format";
import { evaluateFba, FBA_REFERENCE_DATE, fbaDefaults } from "~/tools/fba-calculator/fba-form";
import { expect, test } from "./support/fixtures";

/**
 * Nothing typed is lost (app/islands/typed-before-hydration.ts): a visitor on a phone-speed CPU (4x slower) types
 * and chooses in an island's prerendered fields as soon as they appear, before its code has run. Once it hydrates,
 * the fields still hold what was typed and the result is computed from it.
 *
 * By default the islands' code is held back until the typing is done, so every run exercises the early path (a held
 * page loads its scripts from the network: Playwright turns the HTTP cache off for a page with routes,
 * microsoft/playwright#7220). With E2E_TYPE_RACE=1 nothing is held: typing races hydration as on a real phone, each
 * test in a fresh browser context, cold (to count lost inputs over many loads, `--repeat-each=8`).
 */

const race = process.env.E2E_TYPE_RACE === "1";
test.use({ freshContext: race });

/** Holds the site's scripts (not the page, its styles or fonts) until `release` is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  if (race) return async () => {};
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

/** Waits until the island around `selector` has hydrated (Astro drops its `ssr` attribute then). */
async function hydrated(page: Page, selector: string) {
  const field = page.locator(selector).first();
  await expect
    .poll(() => field.evaluate((element) => element.closest("astro-island")?.hasAttribute("ssr")), { timeout: 20_000 })
    .toBe(false);
}

for (const width of [375, 1440]) {
  test.describe(`typed before hydration at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.setTimeout(60_000);

    test("FBA calculator: typed sizes, price and category are kept and priced", async ({ page }) => {
      const release = await openSlowly(page, "/features/amazon-fba-calculator");
      const typed = { length: "14", weight: "1.5", price: "39.99" };
      for (const [name, value] of Object.entries(typed)) await page.locator(`#fba-${name}`).fill(value);
      await page.locator("#fba-category").selectOption("beauty-health-personal-care");
      await release();
      await hydrated(page, "#fba-length");

      for (const [name, value] of Object.entries(typed)) await expect(page.locator(`#fba-${name}`)).toHaveValue(value);
      await expect(page.locator("#fba-category")).toHaveValue("beauty-health-personal-care");
      const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
      const expected = evaluateFba(
        { ...fbaDefaults, ...typed, category: "beauty-health-personal-care" },
        today || FBA_REFERENCE_DATE,
      );
      expect(expected.result).not.toBeNull();
      await expect(page.getByTestId("fba-net-profit")).toHaveText(formatUsd(expected.result?.netProfitPerUnit));
      // The address follows the typed values, so a share link carries them.
      await expect.poll(() => new URL(page.url()).searchParams.get("l")).toBe("14");
    });

    test("KPI calculator (ACoS): typed ad spend and sales are kept and computed", async ({ page }) => {
      const release = await openSlowly(page, "/amazon-kpi/advertising/acos");
      await page.locator("input[name=adSpend]").fill("50");
      await page.locator("input[name=adSales]").fill("400");
      await release();
      await hydrated(page, "input[name=adSpend]");
      await expect(page.locator("input[name=adSpend]")).toHaveValue("50");
      await expect(page.locator("input[name=adSales]")).toHaveValue("400");
      await expect(page.getByTestId("kpi-result")).toHaveText(formatValue(12.5, "percent"));
    });

    test("signup: typed name, email, company and marketplace are kept", async ({ page }) => {
      const release = await openSlowly(page, "/signup");
      const typed = { first_name: "Ana", last_name: "Silva", email: "ana@example.com", company: "Silva Home" };
      for (const [name, value] of Object.entries(typed)) await page.locator(`#signup-${name}`).fill(value);
      await page.locator("#signup-amazon_marketplace").selectOption("UK");
      await release();
      await hydrated(page, "#signup-email");
      // The form library registers its fields on hydration; the typed values must survive it and a re-render.
      await page.locator("#signup-email").focus();
      await page.locator("#signup-email").blur();
      for (const [name, value] of Object.entries(typed))
        await expect(page.locator(`#signup-${name}`)).toHaveValue(value);
      await expect(page.locator("#signup-amazon_marketplace")).toHaveValue("UK");
      await expect(page.locator("#signup-form [role=alert]")).toHaveCount(0);
    });

    test("feature waitlist and footer newsletter: the typed address is kept", async ({ page }) => {
      const release = await openSlowly(page, "/features/sqp-keyword-optimizer");
      const waitlist = page.locator("#waitlist input[name=email]");
      const newsletter = page.locator("footer input[name=email]");
      await waitlist.fill("wait@example.com");
      await newsletter.fill("news@example.com");
      await release();
      await hydrated(page, "footer input[name=email]");
      await waitlist.scrollIntoViewIfNeeded();
      await hydrated(page, "#waitlist input[name=email]");
      await expect(waitlist).toHaveValue("wait@example.com");
      await expect(newsletter).toHaveValue("news@example.com");
    });
  });
}

test("gated tools have no fields before they are live, so nothing can be typed early", async ({ request }) => {
  for (const tool of [
    "fba-fee-audit",
    "inbound-placement-comparator",
    "reimbursement-finder",
    "low-inventory-fee-predictor",
    "lost-sales-calculator",
    "roi-calculator",
    "organic-rank-tracker",
  ]) {
    const html = await (await request.get(`/tools/${tool}`)).text();
    const toolArea = html.slice(html.indexOf('id="tool"'));
    expect(toolArea, tool).toContain("tools-gate-pending");
    expect(toolArea.slice(0, toolArea.indexOf("</section>")), tool).not.toMatch(/<(input|select|textarea)\b/);
  }
});
