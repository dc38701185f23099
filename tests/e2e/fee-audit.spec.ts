import { readFileSync } from "node:fs";
import path from "node:path";
import type { Request } from "@playwright/test";
import { axe, axeViolations } from "./support/axe";
import { dataLayerEvents, expect, test, waitForHydration } from "./support/fixtures";
import { findRows, uniqueEmail } from "./support/leads-db";
import {
  dropFiles,
  expectTableScrollsInItsOwnBox,
  openFileToolOnPhoneWithAWrongFile,
  prepareToolsPage as prepare,
} from "./support/tools-page";

/**
 * The FBA fee audit: unlock, drop the shipped sample report, read the flags, export, add measurements and see
 * the saving, and prove that no request carries the report's content. The sample's fees were worked out for
 * 2026-09-15 (non-peak, with the 3.5% surcharge), so the dropped file is dated that day.
 */

const SAMPLES = path.join(import.meta.dirname, "..", "..", "public", "samples");
const SAMPLE_REPORT = readFileSync(path.join(SAMPLES, "fee-preview-report-sample.txt"), "utf8");
const SAMPLE_MEASUREMENTS = path.join(SAMPLES, "fee-audit-measurements-sample.csv");

/** Everything a request carries: URL, and body for anything but static assets. */
function requestPayload(request: Request) {
  return `${request.url()}\n${request.postData() ?? ""}`;
}

test("a locked audit page is prerendered with its copy, FAQ data and privacy promise, and unlocks with one email", async ({
  page,
}) => {
  await prepare(page);
  const html = await (await page.request.get("/tools/fba-fee-audit")).text();
  expect(html).toContain("Download the Fee Preview report");
  expect(html).toContain("GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA");
  expect(html).toContain("How to request a re-measurement");
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain("Is my Fee Preview report uploaded anywhere?");
  expect(html).toContain('data-testid="tools-gate-pending"');

  const email = uniqueEmail("tools.audit");
  await page.goto("/tools/fba-fee-audit");
  await waitForHydration(page);
  const gate = page.getByTestId("tools-gate");
  await expect(gate.getByRole("heading", { name: "Unlock the free FBA fee audit" })).toBeVisible();
  await gate.getByLabel("Email").fill(email);
  await gate.getByRole("button", { name: "Unlock free tools" }).click();
  await expect(page.getByRole("heading", { name: "FBA fee audit", exact: true, level: 2 })).toBeVisible();
  await expect(page.getByTestId("fee-audit-privacy")).toContainText("never uploaded");
  expect(await findRows("email_signups", email)).toMatchObject([
    { list: "tools", source_page: "/tools/fba-fee-audit" },
  ]);

  // Listed in the hub and the sitemap.
  await page.goto("/tools");
  await expect(page.getByRole("link", { name: /Audit your FBA fees/ })).toHaveAttribute("href", "/tools/fba-fee-audit");
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain("/tools/fba-fee-audit</loc>");
});

test("drop the sample report: flags, export, measurements and saving; nothing of the file leaves the browser", async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await prepare(page, { unlocked: true });
  await page.goto("/tools/fba-fee-audit");
  await waitForHydration(page);
  await expect(page.getByTestId("fee-audit-dropzone")).toBeVisible();

  await dropFiles(page, "fee-audit", [
    { name: "Fee-Preview.txt", text: SAMPLE_REPORT, lastModified: "2026-09-15T12:00:00Z" },
  ]);
  await expect(page.getByTestId("audit-checked")).toHaveText("17");
  await expect(page.getByTestId("audit-flagged")).toHaveText("4");
  // Parsed and audited off the main thread.
  expect(workers.some((url) => /audit\.worker/.test(url))).toBe(true);
  const row = (sku: string) => page.locator(`tr[data-sku="${sku}"]`);
  await expect(row("SAMPLE-CHARGER-14")).toHaveAttribute("data-flag", "tier_mismatch");
  await expect(row("SAMPLE-CHARGER-14")).toContainText("Small standard");
  await expect(row("SAMPLE-CHARGER-14")).toContainText("$1.37");
  await expect(row("SAMPLE-TENT-16")).toHaveAttribute("data-flag", "tier_mismatch");
  await expect(row("SAMPLE-MUG-13")).toHaveAttribute("data-flag", "fee_mismatch");
  await expect(row("SAMPLE-PILLOW-15")).toHaveAttribute("data-flag", "fee_mismatch");
  await expect(row("SAMPLE-SAFE-12")).toHaveAttribute("data-flag", "ok");
  await expect(row("SAMPLE-BOOK-17")).toContainText("no surcharge");
  await expect(row("SAMPLE-GIFT-18")).toHaveAttribute("data-flag", "unchecked");
  await expect(row("SAMPLE-CASE-01")).toContainText("Wireless spans several fee categories");
  await expect(page.getByTestId("audit-basis")).toContainText(
    "with the 3.5% fuel and logistics surcharge on 12 SKUs and without it on 1",
  );
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage"))
    .toMatchObject([{ tool: "fee_audit" }]);

  // Filter and sort.
  await page.getByLabel("Show").selectOption("flagged");
  await expect(page.getByTestId("audit-row")).toHaveCount(4);
  await expect(page.getByTestId("audit-row").first()).toHaveAttribute("data-sku", /SAMPLE-(CHARGER-14|TENT-16)/);
  await page.getByLabel("Show").selectOption("all");
  await expect(page.getByTestId("audit-row")).toHaveCount(18);

  // Export: exactly the columns.
  const downloading = page.waitForEvent("download");
  await page.getByTestId("fee-audit-export").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("fba-fee-audit-2026-09-15.csv");
  const csv = readFileSync((await download.path()) ?? "", "utf8").split("\r\n");
  expect(csv[0]).toBe("sku,asin,amazon_tier,expected_tier,amazon_fee,expected_fee,difference_per_unit,flag");
  expect(csv).toContain("SAMPLE-CHARGER-14,B0SAMPL014,UsLargeStandardSize,Small standard,4.91,3.54,1.37,tier_mismatch");

  // A typed measurement, then the sample measurements file.
  const form = page.getByRole("form", { name: "Add a measurement" });
  await form.getByLabel("SKU").selectOption("SAMPLE-CHARGER-14");
  await form.getByLabel("Length").fill("4.1");
  await form.getByLabel("Width").fill("3");
  await form.getByLabel("Height").fill("0.7");
  await form.getByLabel("Weight", { exact: true }).fill("3.5");
  await form.getByLabel("Weight unit").selectOption("oz");
  await form.getByRole("button", { name: "Add" }).click();
  await expect(page.getByTestId("remeasure-list")).toContainText("SAMPLE-CHARGER-14");
  await expect(page.getByTestId("remeasure-saving").first()).toHaveText("$1.37 a unit");
  await page.getByLabel("Units a month, all SKUs").fill("100");
  await expect(page.getByTestId("audit-monthly-saving")).toHaveText("$137.00");

  await page.getByTestId("measurements-file").setInputFiles(SAMPLE_MEASUREMENTS);
  // 575.40 (charger) + 352.00 (pillow) + 192.40 (mug) + 97.20 (tent), each file row with its own units.
  await expect(page.getByTestId("audit-monthly-saving")).toHaveText("$1,217.00");
  await expect(page.getByTestId("remeasure-list").locator("li")).toHaveCount(4);
  await expect(page.getByTestId("remeasure-list").locator("li").first()).toContainText("SAMPLE-CHARGER-14");
  await expect(page.getByTestId("remeasure-list").locator("li").first()).toContainText("$575.40 a month");

  const withSavings = page.waitForEvent("download");
  await page.getByTestId("fee-audit-export").click();
  const savedCsv = readFileSync((await (await withSavings).path()) ?? "", "utf8").split("\r\n");
  expect(savedCsv[0]).toBe(
    "sku,asin,amazon_tier,expected_tier,amazon_fee,expected_fee,difference_per_unit,flag,your_tier,your_fee,saving_per_unit,saving_per_month",
  );
  expect(savedCsv).toContain(
    "SAMPLE-PILLOW-15,B0SAMPL015,UsLargeStandardSize,Large standard,9.75,8.70,1.05,fee_mismatch,Large standard,7.55,2.20,352.00",
  );

  // No request carried anything from the report or the measurements.
  await page.waitForLoadState("networkidle");
  const leaked = requests.map(requestPayload).filter((payload) => /SAMPLE-|B0SAMPL|UsLargeStandardSize/.test(payload));
  expect(leaked).toEqual([]);
  expect(await dataLayerEvents(page).then((events) => JSON.stringify(events))).not.toContain("SAMPLE-");
});

test("the sample button, a wrong file and a phone-sized screen", async ({ page }) => {
  await openFileToolOnPhoneWithAWrongFile(page, "/tools/fba-fee-audit", "fee-audit");
  await expect(page.getByTestId("fee-audit-error")).toContainText(
    'does not look like Amazon\'s Fee Preview report: it has no "sku"',
  );

  await page.getByTestId("fee-audit-sample").click();
  await expect(page.getByText("Sample data", { exact: true })).toBeVisible();
  await expect(page.getByTestId("audit-flagged")).toHaveText("4");
  await expect(page.getByTestId("fee-audit-error")).toHaveCount(0);
  // The long table scrolls inside its own box; the page never scrolls sideways.
  await expectTableScrollsInItsOwnBox(page, "audit-table-box");

  await page.getByTestId("measurements-sample").click();
  await expect(page.getByTestId("audit-monthly-saving")).toHaveText("$1,217.00");
  await expect(page.getByTestId("remeasure-list")).toBeVisible();
  expect(await axeViolations(axe(page, null).include("#tool"))).toEqual([]);
});
