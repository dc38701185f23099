import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import ExcelJS from "exceljs";
import { dataLayerEvents, expect, test, waitForHydration } from "./support/fixtures";
import { prepareToolsPage as prepare } from "./support/tools-page";

/**
 * The bulk FBA calculator: gated like the other tools, a CSV (the shipped sample) and an .xlsx made here priced in a
 * Web Worker, bad rows listed, the export's columns and formula-safe cells, and no request carrying the file.
 * Fees are asserted on 2026-06-15 (2026 non-peak card with the 3.5% fuel surcharge), set on the page.
 */

const SAMPLE = readFileSync(
  path.join(import.meta.dirname, "..", "..", "public", "samples", "bulk-fba-calculator-sample.csv"),
);
const FEE_DATE = "2026-06-15";

async function openUnlocked(page: Page) {
  await prepare(page, { unlocked: true });
  await page.goto("/tools/bulk-fba-calculator");
  await waitForHydration(page);
  await expect(page.getByTestId("bulk-dropzone")).toBeVisible();
}

async function choose(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.getByTestId("bulk-file").setInputFiles({ name, mimeType, buffer });
}

async function setFeeDate(page: Page) {
  await page.getByTestId("bulk-date").fill(FEE_DATE);
  await expect(page.getByTestId("bulk-busy")).toHaveCount(0);
}

async function download(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByTestId("bulk-export").click();
  const file = await downloading;
  return { name: file.suggestedFilename(), lines: readFileSync((await file.path()) ?? "", "utf8").split("\r\n") };
}

test("the page is prerendered with its copy and privacy promise, gated by email, and linked from the hub, navigation and sitemap", async ({
  page,
}) => {
  await prepare(page);
  const html = await (await page.request.get("/tools/bulk-fba-calculator")).text();
  expect(html).toContain("The columns it reads");
  expect(html).toContain("Is my catalogue uploaded anywhere?");
  expect(html).toContain('data-testid="tools-gate-pending"');
  await page.goto("/tools/bulk-fba-calculator");
  await waitForHydration(page);
  await expect(
    page.getByTestId("tools-gate").getByRole("heading", { name: "Unlock the free bulk FBA calculator" }),
  ).toBeVisible();

  await page.goto("/tools");
  await expect(page.getByRole("link", { name: /Price a whole catalogue/ })).toHaveAttribute(
    "href",
    "/tools/bulk-fba-calculator",
  );
  expect(await page.locator('a[href="/tools/bulk-fba-calculator"]').count()).toBeGreaterThan(1);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain("/tools/bulk-fba-calculator</loc>");
  const calculator = await (await page.request.get("/features/amazon-fba-calculator")).text();
  expect(calculator).toContain('href="/tools/bulk-fba-calculator"');
});

test("a CSV catalogue is priced in a worker: summary, headroom, bad rows listed, sort and filter, export; nothing leaves the browser", async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await openUnlocked(page);
  await expect(page.getByTestId("bulk-privacy")).toContainText("never uploaded");

  await choose(page, "catalogue.csv", SAMPLE, "text/csv");
  await expect(page.getByTestId("bulk-priced")).toHaveText("9");
  await setFeeDate(page);
  expect(workers.some((url) => /bulk\.worker/.test(url))).toBe(true);
  // exceljs is fetched only for a workbook.
  expect(requests.some((request) => /exceljs/.test(request.url()))).toBe(false);

  const row = (sku: string) => page.locator(`tr[data-sku="${sku}"]`);
  await expect(row("MA-TRAY-01")).toContainText("Large standard");
  await expect(row("MA-TRAY-01")).toContainText("$7.74");
  await expect(row("MA-TRAY-01")).toContainText("0.2 in too tall for small standard");
  await expect(row("MA-TRAY-01")).toContainText("saves $0.59 a unit");
  await expect(row("MA-MUG-02")).toContainText("1 oz over the 12 oz band");
  await expect(row("MA-LAMP-03")).toContainText("0.4 in too long for large standard");
  await expect(page.getByTestId("bulk-losing")).toHaveText("1");
  await expect(page.getByTestId("bulk-tiers")).toContainText("Large standard: 7");

  // Bad rows: line, column, value and reason.
  const problems = page.getByTestId("bulk-problem");
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText("11");
  await expect(problems.nth(0)).toContainText("Height (in)");
  await expect(problems.nth(0)).toContainText("Height is empty");
  await expect(problems.nth(1)).toContainText("Garden Gnomes");
  await expect(problems.nth(1)).toContainText("not one of Amazon's referral fee categories");

  // Filter and sort.
  await page.getByTestId("bulk-filter").selectOption("losing");
  await expect(page.getByTestId("bulk-row")).toHaveCount(1);
  await expect(page.getByTestId("bulk-row")).toHaveAttribute("data-sku", "MA-LOSS-08");
  await page.getByTestId("bulk-filter").selectOption("all");
  await page.getByRole("button", { name: "Tier headroom" }).click();
  await expect(page.getByTestId("bulk-row").first()).toHaveAttribute("data-sku", "MA-LAMP-03");

  const { name, lines } = await download(page);
  expect(name).toBe(`catalogue-fba-fees-${FEE_DATE}.csv`);
  expect(lines[0]).toBe(
    "SKU,Length (in),Width (in),Height (in),Weight (lb),Price,Category,Cost,Units per month,Own fulfillment cost,Shipping charged," +
      "sku,size_tier,fulfillment_fee,fuel_surcharge,referral_fee,closing_fee,storage_fee_monthly,total_fees,net_profit,margin,roi,break_even_acos,tier_headroom,previous_card_fulfillment_fee," +
      "fee_date,other_fees,headroom_saving_per_unit,own_fulfillment_net_profit,fba_minus_own_net_profit,problem",
  );
  expect(lines[1]).toMatch(
    /^MA-TRAY-01,12,9,0\.95,0\.6,19\.99,Home & Kitchen,6\.10,240,5\.20,0,MA-TRAY-01,Large standard,4\.20,0\.15,3\.00,0\.00,0\.05,7\.74,6\.15,/,
  );
  expect(lines[1]).toContain(",0.2 in too tall for small standard,4.15,2026-06-15,");
  expect(lines.find((line) => line.startsWith("MA-BAD-11"))).toMatch(
    /Category: not one of Amazon's referral fee categories/,
  );
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage"))
    .toMatchObject([{ tool: "bulk_fba_calculator", value: 75 }]);

  await page.waitForLoadState("networkidle");
  const leaked = requests
    .map((request) => `${request.url()}\n${request.postData() ?? ""}`)
    .filter((payload) => /MA-TRAY|Garden Gnomes/.test(payload));
  expect(leaked).toEqual([]);
});

test("an .xlsx workbook (first sheet) in cm and g is priced like inches and pounds; formulas in cells are neutralised in the export", async ({
  page,
}) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Catalogue");
  workbook.addWorksheet("Notes").addRow(["not read"]);
  sheet.addRow(["sku", "LENGTH (cm)", "width(cm)", "Height (cm)", "Weight (g)", "price", "category", "cost"]);
  sheet.addRow(["XL-TRAY", 30.48, 22.86, 2.413, 272.155, 19.99, "home and kitchen", 6.1]);
  sheet.addRow(['=HYPERLINK("http://example.com")', 30.48, 22.86, 2.413, 272.155, 19.99, "Home & Kitchen", 6.1]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await openUnlocked(page);
  await choose(page, "catalogue.xlsx", buffer, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  await expect(page.getByTestId("bulk-priced")).toHaveText("2");
  await setFeeDate(page);
  expect(requests.some((url) => /exceljs/.test(url))).toBe(true);
  await expect(page.locator('tr[data-sku="XL-TRAY"]')).toContainText("$7.74");
  await expect(page.locator('tr[data-sku="XL-TRAY"]')).toContainText("0.2 in too tall for small standard");

  const { lines } = await download(page);
  expect(
    lines[0]?.startsWith("sku,LENGTH (cm),width(cm),Height (cm),Weight (g),price,category,cost,sku,size_tier,"),
  ).toBe(true);
  const injected = lines.find((line) => line.includes("HYPERLINK")) ?? "";
  expect(injected.startsWith(`"'=HYPERLINK(""http://example.com"")"`)).toBe(true);
  expect(injected).not.toMatch(/,=HYPERLINK/);
});

test("a file without a recognisable header says which columns it needs", async ({ page }) => {
  await openUnlocked(page);
  await choose(page, "notes.csv", Buffer.from("hello,world\n1,2\n"), "text/csv");
  await expect(page.getByTestId("bulk-error")).toContainText("No recognisable header row");
  await expect(page.getByTestId("bulk-error")).toContainText("SKU, Length, Width, Height, Weight, Price, Category");
  await choose(page, "partial.csv", Buffer.from("SKU,Length,Width,Height,Weight,Price\nA,1,1,1,1,10\n"), "text/csv");
  await expect(page.getByTestId("bulk-error")).toContainText('The file has no "Category" column');
});
