import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PRICE_BAND_ASSUMPTION } from "~/fba-fees";
import { axe, axeViolations } from "./support/axe";
import { dataLayerEvents, decideConsent, expect, test, waitForHydration } from "./support/fixtures";
import { findRows, uniqueEmail } from "./support/leads-db";
import { prepareToolsPage as prepare } from "./support/tools-page";

/**
 * The free tools: the FBA calculator (never gated), the /tools hub email gate, and the three gated tools.
 * Numbers for the FBA calculator are the engine's own unit-test case (app/fba-fees/profit.test.ts) on a 2026
 * non-peak date.
 */

const RANK_CSV = path.join(import.meta.dirname, "fixtures", "rank-history.csv");

async function toolUsage(page: Page) {
  return (await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage");
}

async function openFbaCalculator(page: Page, query = "") {
  await prepare(page);
  await page.goto(`/features/amazon-fba-calculator${query}`);
  await waitForHydration(page);
}

/** The engine's known case: 10 x 6 x 3 in, 1.2 lb, $24.99, Home & Kitchen, COGS $4, inbound $0.80, ads $2, 300/month. */
async function fillKnownCase(page: Page) {
  const form = page.getByRole("form", { name: "FBA fee calculator inputs" });
  await form.getByLabel("Length").fill("10");
  await form.getByLabel("Width").fill("6");
  await form.getByLabel("Height").fill("3");
  await form.getByLabel("Unit weight").fill("1.2");
  await form.getByLabel("Selling price").fill("24.99");
  await form.getByLabel("Referral category").selectOption({ label: "Home & Kitchen" });
  await form.getByLabel("Product type").selectOption("non-apparel");
  await form.getByLabel("Cost of goods").fill("4");
  await form.getByLabel("Inbound shipping").fill("0.80");
  await form.getByLabel("Ad spend per unit").fill("2");
  await form.getByLabel("Units per month").fill("300");
  await form.getByLabel("Date the fees apply").fill("2026-05-01");
}

async function expectKnownCaseResult(page: Page) {
  await expect(page.getByTestId("fee-referral")).toHaveText("$3.75");
  await expect(page.getByTestId("fee-fulfillment")).toHaveText("$5.42");
  await expect(page.getByTestId("fee-fuel-and-logistics-surcharge")).toHaveText("$0.19");
  await expect(page.getByTestId("fee-storage")).toHaveText("$0.08");
  await expect(page.getByTestId("fee-inbound-placement")).toHaveText("$0.41");
  await expect(page.getByTestId("fee-total")).toHaveText("$9.85");
  await expect(page.getByTestId("fba-net-profit")).toHaveText("$8.34");
  await expect(page.getByTestId("fba-margin")).toHaveText("33.4%");
  await expect(page.getByTestId("fba-roi")).toHaveText("173.8%");
  await expect(page.getByTestId("fba-break-even-price")).toHaveText("$15.18");
  await expect(page.getByTestId("fba-break-even-acos")).toHaveText("41.4%");
  await expect(page.getByTestId("fba-monthly-profit")).toHaveText("$2,502.00");
}

test.describe("FBA calculator", () => {
  test("shows every fee line of a known 2026 non-peak case, the schedule used, estimates, and pushes free_tool_usage once", async ({
    page,
  }) => {
    await openFbaCalculator(page);
    // Never gated, and the prerendered result is there before any interaction.
    await expect(page.getByTestId("tools-gate")).toHaveCount(0);
    await expect(page.getByTestId("fba-net-profit")).toHaveText(/^\$\d+\.\d\d$/);
    await page.getByTestId("fba-summary").hover();
    await page.waitForLoadState("networkidle");
    expect(await toolUsage(page)).toEqual([]);

    const historyLength = await page.evaluate(() => history.length);
    await fillKnownCase(page);
    await expectKnownCaseResult(page);

    const summary = page.getByTestId("fba-summary");
    await expect(summary).toContainText("Large standard");
    await expect(summary).toContainText("Non-peak fees");
    await expect(summary).toContainText("May 1, 2026");
    const schedule = page.getByTestId("fba-schedule");
    await expect(schedule).toContainText("US FBA 2026 rate card (from Jan 15, 2026), non-peak");
    await expect(schedule).toContainText("$10 to $50");
    await expect(page.locator("#calculator").getByText(PRICE_BAND_ASSUMPTION, { exact: true })).toBeVisible();
    await expect(page.locator("#calculator")).not.toContainText("UNVERIFIED");
    // Each line explains itself; the unverified placement figure is marked as an estimate.
    const placement = page.locator('[data-fee-line="inbound-placement"]');
    await expect(placement).toContainText("Estimate");
    await expect(page.locator('[data-fee-line="referral"]')).toContainText("15% of $24.99 = $3.75");
    await expect(page.locator('[data-fee-line="referral"]')).not.toContainText("Estimate");

    // The address follows the inputs (replaced, not pushed).
    await expect.poll(() => new URL(page.url()).searchParams.get("d")).toBe("2026-05-01");
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      v: "1",
      u: "in",
      l: "10",
      w: "6",
      h: "3",
      wt: "1.2",
      p: "24.99",
      c: "home-kitchen",
      cogs: "4",
      ship: "0.8",
      ads: "2",
      n: "300",
    });
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // More edits: still exactly one usage event.
    await page.getByLabel("Selling price").fill("26.99");
    await expect(page.getByTestId("fee-referral")).toHaveText("$4.05");
    await expect.poll(async () => (await toolUsage(page)).length).toBe(1);
    expect(await toolUsage(page)).toEqual([
      { event: "free_tool_usage", value: 75, currency: "USD", tool: "fba_calculator" },
    ]);
  });

  test("a copied link restores the same result in a fresh browser", async ({ page, browser, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openFbaCalculator(page);
    await fillKnownCase(page);
    await page.getByLabel("Compare price").fill("29.99");
    await expectKnownCaseResult(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(new URL(copied).searchParams.get("p2")).toBe("29.99");

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await decideConsent(other);
    await prepare(other);
    await other.goto(copied);
    await waitForHydration(other);
    await expectKnownCaseResult(other);
    await expect(other.getByLabel("Unit weight")).toHaveValue("1.2");
    await expect(other.getByLabel("Date the fees apply")).toHaveValue("2026-05-01");
    await expect(other.getByTestId("fba-what-if")).toContainText("$29.99");
    // Opening a shared link is not a use of the tool.
    expect(await toolUsage(other)).toEqual([]);
    await fresh.close();
  });

  test("inputs outside Amazon's limits get a clear message, never NaN; units convert; what-if re-prices", async ({
    page,
  }) => {
    await openFbaCalculator(page);
    const length = page.getByLabel("Length");
    await length.fill("300");
    await expect(page.getByRole("alert").filter({ hasText: "Length must be at most 240 in" })).toBeVisible();
    await expect(length).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Fix these to see the result")).toBeVisible();
    await page.getByLabel("Unit weight").fill("abc");
    await expect(page.getByRole("alert").filter({ hasText: "Weight must be a number" })).toBeVisible();
    await expect(page.locator("#calculator")).not.toContainText("NaN");

    await length.fill("10");
    await page.getByLabel("Unit weight").fill("0.75");
    await page.getByLabel("Date the fees apply").fill("2026-06-01");
    const total = await page.getByTestId("fee-total").textContent();
    await page.getByText("cm / kg").click();
    await expect(length).toHaveValue("25.4");
    await expect(page.getByLabel("Unit weight")).toHaveValue("0.34");
    await expect(page.getByTestId("fee-total")).toHaveText(total ?? "");
    await length.fill("700");
    await expect(page.getByRole("alert").filter({ hasText: "Length must be at most 609.6 cm" })).toBeVisible();
    await length.fill("25.4");

    // Peak season is stated, and the what-if column re-prices the fees.
    await page.getByLabel("Date the fees apply").fill("2026-11-22");
    await expect(page.getByTestId("fba-summary")).toContainText("Holiday peak fees");
    await page.getByLabel("Compare price").fill("9.99");
    const whatIf = page.getByTestId("fba-what-if");
    await expect(whatIf).toContainText("$9.99");
    await expect(page.getByText("falls in another fulfillment price band")).toBeVisible();
  });
});

test.describe("FBA calculator: secondary fees", () => {
  async function fillProduct(page: Page, sides: [string, string, string], weight: string, price: string) {
    const form = page.getByRole("form", { name: "FBA fee calculator inputs" });
    await form.getByLabel("Length").fill(sides[0]);
    await form.getByLabel("Width").fill(sides[1]);
    await form.getByLabel("Height").fill(sides[2]);
    await form.getByLabel("Unit weight").fill(weight);
    await form.getByLabel("Selling price").fill(price);
    await form.getByLabel("Referral category").selectOption({ label: "Home & Kitchen" });
    await form.getByLabel("Date the fees apply").fill("2026-06-01");
  }

  test("near a price-band edge it names the fee on the other side; SIPP is an option, off by default; estimates are flagged", async ({
    page,
  }) => {
    await openFbaCalculator(page);
    // Small standard 2 oz at $10.20 (2026 card): $3.32 here, $2.43 at $9.99.
    await fillProduct(page, ["7", "4", "0.5"], "0.1", "10.20");
    await expect(page.getByTestId("fee-fulfillment")).toHaveText("$3.32");
    const edge = page.getByTestId("fba-band-edge");
    await expect(edge).toContainText("At $9.99 the fulfillment fee is $0.89 lower: $2.43 instead of $3.32");
    await edge.getByRole("button", { name: "Compare $9.99" }).click();
    await expect(page.getByLabel("Compare price")).toHaveValue("9.99");
    await expect(page.getByTestId("fba-what-if")).toContainText("$9.99");
    await page.getByLabel("Selling price").fill("12");
    await expect(page.getByTestId("fba-band-edge")).toHaveCount(0);

    // The surcharge says it is temporary.
    await expect(page.locator('[data-fee-line="fuel-and-logistics-surcharge"]')).toContainText(
      "Amazon calls it temporary",
    );

    await page.getByText("More fees").click();
    const sipp = page.getByLabel("Ships in Product Packaging certified");
    await expect(sipp).not.toBeChecked();
    await sipp.check();
    await expect(page.getByTestId("fee-fulfillment")).toHaveText("$3.28");
    const fulfillment = page.locator('[data-fee-line="fulfillment"]');
    await expect(fulfillment).toContainText("Ships in Product Packaging discount: -$0.04");
    await expect(fulfillment).toContainText("Estimate");

    // Returns: Home & Kitchen's 8.1% threshold, the rate card caveat and its source.
    await expect(page.locator("#fba-returnThreshold-hint")).toContainText("8.1%");
    await page.getByLabel("Return rate").fill("10");
    const returns = page.locator('[data-fee-line="returns-processing"]');
    await expect(returns).toContainText("above the category's 8.1% return-rate threshold");
    await expect(returns).toContainText("Estimate");
    await expect(returns).toContainText("older published rates for apparel and shoes");
    await expect(returns).toContainText("64LS955WNFT6EDP");
    await page.getByLabel("Units per month").fill("20");
    await expect(returns).toContainText("fewer than 25 units shipped");
    await expect(page.getByTestId("fee-returns-processing")).toHaveText("$0.00");

    // Placement: the partial split is gone for standard-size; the range and the end used are stated.
    await page.getByLabel("Inbound placement").selectOption("partial");
    const placement = page.locator('[data-fee-line="inbound-placement"]');
    await expect(placement).toContainText(
      "stopped offering the partial split for standard-size products on Feb 20, 2025",
    );
    await expect(placement).toContainText("$0.16 to $0.30; this result uses the top of the range");
    await expect(page.getByTestId("fee-inbound-placement")).toHaveText("$0.30");
  });

  test("an item over 150 lb by dimensional weight only is flagged as an estimate, with its cost cliff", async ({
    page,
  }) => {
    await openFbaCalculator(page);
    await fillProduct(page, ["55", "22", "18"], "0.8", "300");
    await expect(page.getByTestId("fee-fulfillment")).toHaveText("$194.95");
    const notice = page.getByTestId("fba-notice-extra-large-by-dimensional-weight");
    await expect(notice).toContainText("Estimate");
    await expect(notice).toContainText("over 150 lb only by dimensional weight");
    await expect(notice).toContainText("= $135.57");
    await page.getByLabel("Height").fill("17.5");
    await page.getByLabel("Length").fill("54");
    await expect(page.getByTestId("fee-fulfillment")).toHaveText("$110.57");
    await expect(notice).toHaveCount(0);
  });
});

test.describe("tools gate", () => {
  test("the hub stores the email on the tools list and unlocks every tool, also after a reload", async ({ page }) => {
    const email = uniqueEmail("Tools.Gate");
    await prepare(page);
    await page.goto("/tools?utm_source=newsletter&utm_medium=email");
    await waitForHydration(page);
    const gate = page.getByTestId("tools-gate");
    await expect(gate.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    for (const name of [
      "FBA fee calculator",
      "FBA reimbursement finder",
      "Lost sales calculator",
      "ROI calculator",
      "Organic rank tracker",
    ]) {
      await expect(page.getByRole("list", { name: "Free tools" }).getByRole("heading", { name })).toBeVisible();
    }

    await gate.getByLabel("Email").fill("not-an-email");
    await gate.getByRole("button", { name: "Unlock free tools" }).click();
    await expect(gate.getByRole("alert")).toHaveText("Invalid email address");

    await gate.getByLabel("Email").fill(`  ${email.toUpperCase()} `);
    await gate.getByRole("button", { name: "Unlock free tools" }).click();
    await expect(page.getByTestId("tools-unlocked")).toBeVisible();
    await expect(page.getByText("Free tools unlocked")).toBeVisible();
    const rows = await findRows("email_signups", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: email.toLowerCase(),
      list: "tools",
      source_page: "/tools",
      utm_source: "newsletter",
      utm_medium: "email",
    });
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("marginatlas.tools") ?? "null") as { version: number; unlockedAt: string },
    );
    expect(stored.version).toBe(1);
    expect(JSON.stringify(stored)).not.toContain("@");

    await page.getByRole("link", { name: "Price a stockout" }).click();
    await page.waitForURL(/\/tools\/lost-sales-calculator$/);
    await expect(page.getByRole("heading", { name: "Lost sales calculator", exact: true, level: 2 })).toBeVisible();
    await expect(page.getByTestId("tools-gate")).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Lost sales calculator", exact: true, level: 2 })).toBeVisible();
    await page.goto("/tools/organic-rank-tracker");
    await expect(page.getByRole("heading", { name: "Organic rank tracker", exact: true, level: 2 })).toBeVisible();
    await page.goto("/tools");
    await expect(page.getByTestId("tools-unlocked")).toBeVisible();
  });

  test("a locked tool page is prerendered with its copy and unlocks in place; the FBA calculator never asks", async ({
    page,
  }) => {
    const email = uniqueEmail("tools.inplace");
    await prepare(page);
    const response = await page.request.get("/tools/roi-calculator");
    const html = await response.text();
    expect(html).toContain("The formulas");
    expect(html).toContain('data-testid="tools-gate-pending"');
    expect(html).toContain("Loading the ROI calculator...");
    await page.goto("/tools/roi-calculator");
    await waitForHydration(page);
    const gate = page.getByTestId("tools-gate");
    await expect(gate.getByRole("heading", { name: "Unlock the free ROI calculator" })).toBeVisible();
    await gate.getByLabel("Email").fill(email);
    await gate.getByRole("button", { name: "Unlock free tools" }).click();
    await expect(page.getByRole("heading", { name: "ROI calculator", exact: true, level: 2 })).toBeVisible();
    expect(await findRows("email_signups", email)).toMatchObject([
      { list: "tools", source_page: "/tools/roi-calculator" },
    ]);

    await page.evaluate(() => localStorage.removeItem("marginatlas.tools"));
    await page.goto("/features/amazon-fba-calculator");
    await waitForHydration(page);
    await expect(page.getByTestId("fba-summary")).toBeVisible();
    await expect(page.getByTestId("tools-gate")).toHaveCount(0);
  });

  test("broken storage still unlocks for the visit", async ({ page }) => {
    await prepare(page);
    await page.addInitScript(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "marginatlas.tools") throw new DOMException("quota", "QuotaExceededError");
        return original.call(this, key, value);
      };
    });
    await page.goto("/tools/lost-sales-calculator");
    await waitForHydration(page);
    const gate = page.getByTestId("tools-gate");
    await gate.getByLabel("Email").fill(uniqueEmail("tools.nostorage"));
    await gate.getByRole("button", { name: "Unlock free tools" }).click();
    await expect(page.getByRole("heading", { name: "Lost sales calculator", exact: true, level: 2 })).toBeVisible();
    await expect(page.getByText("you may be asked again next visit")).toBeVisible();
  });
});

test.describe("gated tools", () => {
  test("lost sales calculator: lost units, revenue, profit and the reorder point; one usage event", async ({
    page,
  }) => {
    await prepare(page, { unlocked: true });
    await page.goto("/tools/lost-sales-calculator");
    await waitForHydration(page);
    await expect(page.getByTestId("lost-profit")).toHaveText("$2,220.00");
    expect(await toolUsage(page)).toEqual([]);

    await page.getByLabel("Units sold per day").fill("40");
    await page.getByLabel("Average selling price").fill("20");
    await page.getByRole("textbox", { name: "Profit per unit" }).fill("5");
    await page.getByLabel("Days out of stock").fill("10");
    await page.getByLabel("Lead time").fill("30");
    await page.getByLabel("Safety stock").fill("10");
    await expect(page.getByTestId("lost-units")).toHaveText("400");
    await expect(page.getByTestId("lost-revenue")).toHaveText("$8,000.00");
    await expect(page.getByTestId("lost-profit")).toHaveText("$2,000.00");
    await expect(page.getByTestId("reorder-point-units")).toHaveText("1,600");

    // A recovery ramp adds the sales missed while climbing back (40/day x 10 days x 50% / 2 = 100 units).
    await page.getByLabel("Recovery period").fill("10");
    await expect(page.getByTestId("lost-units")).toHaveText("600");
    await page.getByLabel("Sales on the restock day").fill("50");
    await expect(page.getByTestId("lost-units")).toHaveText("500");
    // Margin instead of profit keeps the meaning ($5 of $20 = 25%).
    await page.getByText("Net margin %").click();
    await expect(page.getByRole("textbox", { name: "Net margin" })).toHaveValue("25");
    await expect(page.getByTestId("lost-profit")).toHaveText("$2,500.00");

    await expect.poll(async () => (await toolUsage(page)).length).toBe(1);
    expect((await toolUsage(page))[0]).toMatchObject({ value: 75, tool: "lost_sales" });
    await expect(page.locator("#tool").getByRole("link", { name: "Start free trial" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("ROI planner: profit, ROI, annualised ROI, cash tied up and payback, with fees typed or estimated", async ({
    page,
  }) => {
    await prepare(page, { unlocked: true });
    await page.goto("/tools/roi-calculator");
    await waitForHydration(page);
    await page.getByLabel("Landed cost per unit").fill("5");
    await page.getByLabel("Order quantity").fill("500");
    await page.getByLabel("Selling price").fill("25");
    await page.getByLabel("Amazon fees per unit").fill("8");
    await page.getByLabel("Ad cost per unit").fill("2");
    await page.getByLabel("Months to sell through").fill("2");
    await expect(page.getByTestId("roi-profit-per-unit")).toHaveText("$10.00");
    await expect(page.getByTestId("roi-total-profit")).toHaveText("$5,000.00");
    await expect(page.getByTestId("roi-roi")).toHaveText("200.0%");
    await expect(page.getByTestId("roi-annualised")).toHaveText("72,800.0%");
    await expect(page.getByTestId("roi-investment")).toHaveText("$2,500.00");
    await expect(page.getByTestId("roi-payback")).toHaveText("0.7 mo");

    await page.getByText("Estimate from size", { exact: true }).click();
    await expect(page.getByTestId("roi-fee-estimate")).toContainText("Estimated Amazon fees");
    await expect(page.getByTestId("roi-fee-estimate")).toContainText("Large standard");
    await expect.poll(async () => (await toolUsage(page)).length).toBe(1);
    expect((await toolUsage(page))[0]).toMatchObject({ tool: "roi_planner" });
  });

  test("rank tracker: CSV import charts ranks, flags the drop, persists, exports and clears", async ({ page }) => {
    await prepare(page, { unlocked: true });
    await page.goto("/tools/organic-rank-tracker");
    await waitForHydration(page);
    await expect(page.getByTestId("rank-empty")).toBeVisible();

    await page.getByTestId("rank-import").setInputFiles(RANK_CSV);
    await expect(page.getByTestId("rank-import-report")).toContainText("imported 8 ranks, skipped 1 row");
    await expect(page.getByTestId("rank-import-report")).toContainText("Line 10: Rank must be a whole number");
    await expect(page.getByTestId("rank-chart")).toBeVisible();
    await expect(page.getByTestId("rank-chart").locator("path[stroke]")).toHaveCount(2);
    const drops = page.getByTestId("rank-drops");
    await expect(drops).toContainText("kitchen gadgets, stainless");
    await expect(drops).toContainText("Dropped 17 positions (24 to 41)");
    const stats = page.getByTestId("rank-stats");
    const gadgets = stats.locator('tr[data-keyword="kitchen gadgets, stainless"]');
    await expect(gadgets).toContainText("Dropped");
    await expect(gadgets.getByTestId("rank-latest")).toHaveText("#41");
    await expect(gadgets).toContainText("Declining");
    const press = stats.locator('tr[data-keyword="garlic press"]');
    await expect(press.getByTestId("rank-latest")).toHaveText("#9");
    await expect(press).toContainText("Improving");
    await expect.poll(async () => (await toolUsage(page)).length).toBe(1);
    expect((await toolUsage(page))[0]).toMatchObject({ tool: "rank_tracker" });

    // Kept in this browser only, so a reload shows the same data.
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem("marginatlas.rank-tracker") ?? "null") as {
          version: number;
          observations: unknown[];
        },
    );
    expect(stored.version).toBe(1);
    expect(stored.observations).toHaveLength(8);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("rank-chart")).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rank-tracker-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe("date,keyword,rank,asin");
    expect(csv).toContain('2026-10-26,"kitchen gadgets, stainless",41,B08N5WRWNW');
    expect(csv.trim().split("\r\n")).toHaveLength(9);

    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await page.getByRole("button", { name: "Yes, clear everything" }).click();
    await expect(page.getByTestId("rank-empty")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("marginatlas.rank-tracker"))).toBeNull();
  });
});

test("axe finds no violations in the interactive states (calculator loaded, tools unlocked, tracker with data)", async ({
  page,
}) => {
  // Six axe analyses, each 3-10 s on a two-core machine running two browsers, and four page loads.
  test.setTimeout(90_000);
  const check = async () => expect(await axeViolations(axe(page).include("main"))).toEqual([]);
  await openFbaCalculator(page);
  await page.getByLabel("Length").fill("300");
  await expect(page.getByText("Fix these to see the result")).toBeVisible();
  await check();
  await page.getByLabel("Length").fill("10");
  await page.locator("summary", { hasText: "More fees" }).click();
  await expect(page.getByTestId("fee-total")).toBeVisible();
  await check();

  await page.evaluate(() =>
    localStorage.setItem("marginatlas.tools", JSON.stringify({ version: 1, unlockedAt: new Date().toISOString() })),
  );
  for (const tool of ["/tools/lost-sales-calculator", "/tools/roi-calculator", "/tools"]) {
    await page.goto(tool);
    await waitForHydration(page);
    await check();
  }
  await page.goto("/tools/organic-rank-tracker");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Load sample data" }).click();
  await expect(page.getByTestId("rank-chart")).toBeVisible();
  await check();
});
