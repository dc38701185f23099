import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { forecastExportColumns } from "~/tools/low-inventory-fee-predictor";
import {
  CATALOGUE_AS_OF,
  generateCatalogue,
  plantedSettingsLines,
  plantedSkus,
} from "~/tools/low-inventory-fee-predictor/test-catalogue";
import { axe, axeViolations } from "./support/axe";
import { dataLayerEvents, expect, test, waitForHydration } from "./support/fixtures";
import { htmlcsErrors } from "./support/htmlcs";
import {
  dropFiles,
  expectTableScrollsInItsOwnBox,
  openFileToolOnPhoneWithAWrongFile,
  prepareToolsPage as prepare,
} from "./support/tools-page";

/**
 * The low-inventory-level fee predictor: a generated catalogue with planted SKUs (each band, each exemption, one saved by
 * its inbound shipment) dropped through the drop zone comes out as planted; the CSV and calendar downloads; the sample
 * and a typed SKU on a phone-sized screen with a 4x slower CPU; axe and HTML_CodeSniffer on the tool with its results;
 * no request carrying anything from the files.
 */

const PATH = "/tools/low-inventory-fee-predictor";

async function expectNoAccessibilityErrors(page: Page) {
  expect(await axeViolations(axe(page, null).include("#tool"))).toEqual([]);
  expect(await htmlcsErrors(page)).toEqual([]);
}

const row = (page: Page, sku: string) => page.locator(`[data-testid="lil-row"][data-sku="${sku}"]`);

test("the locked page is prerendered with the rule, the rates and the limits, and linked from the hub, the footer, the KPI page, the post and the sitemap", async ({
  page,
}) => {
  await prepare(page);
  const html = await (await page.request.get(PATH)).text();
  expect(html).toContain("How the fee works");
  expect(html).toContain("The rates it charges");
  // The rates come from the rule's card: large bulky, under 14 days.
  expect(html).toContain("$2.09");
  expect(html).toContain("Limits of the predictor");
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('data-testid="tools-gate-pending"');

  await page.goto("/tools");
  await expect(page.getByRole("link", { name: /Predict the fee/ })).toHaveAttribute("href", PATH);
  await expect(page.locator("footer").getByRole("link", { name: "Low-Inventory-Level Fee Predictor" })).toHaveAttribute(
    "href",
    PATH,
  );
  await page.goto("/amazon-kpi/amazon-fees/low-inventory-level-fee");
  await expect(
    page.getByRole("main").getByRole("link", { name: "The free Low-Inventory-Level Fee Predictor" }),
  ).toHaveAttribute("href", PATH);
  await page.goto("/resources/blog/low-inventory-level-fee-per-fnsku-2026");
  await expect(page.getByRole("main").getByRole("link", { name: "low-inventory-level fee predictor" })).toHaveAttribute(
    "href",
    PATH,
  );
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${PATH}</loc>`);
});

test("a generated catalogue through the drop zone comes out as planted: each band, each exemption, the SKU saved by its inbound shipment; CSV and calendar; nothing leaves the browser", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await prepare(page, { unlocked: true });
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByTestId("lil-privacy")).toContainText("never uploaded");

  // Two of the reports with a file the tool does not read, then the third: each drop adds to the files loaded.
  const [inventory, feePreview, ledger] = generateCatalogue({ fillers: 2_000 });
  await dropFiles(page, "lil", [inventory!, { name: "orders.csv", text: "order-id,date\r\n1,2026-11-30\r\n" }]);
  await expect(page.getByTestId("lil-file-unknown")).toContainText('"orders.csv" is not a report this tool reads');
  await dropFiles(page, "lil", [feePreview!, ledger!]);
  const files = page.getByTestId("lil-files");
  await expect(files).toContainText(
    `fba-inventory.txt: FBA Inventory (Inventory Health), ${(2_000 + plantedSkus.length).toLocaleString("en-US")} rows`,
  );
  await expect(files).toContainText("inventory-ledger.txt: Inventory Ledger (detailed view)");
  expect(workers.some((url) => /low-inventory-fee-predictor\.worker/.test(url))).toBe(true);
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage"))
    .toMatchObject([{ tool: "low_inventory_fee_predictor" }]);

  // What a seller types for the planted SKUs: New Selection and AWD lines, the inbound shipment.
  await page.getByTestId("lil-exemptions").fill(plantedSettingsLines.productExemptions);
  await page.getByTestId("lil-inbound").fill(plantedSettingsLines.inbound);
  await page.getByLabel("Show").selectOption("all");
  await page.getByLabel("Search SKU, FNSKU or ASIN").fill("LIL-");
  await expect(page.getByTestId("lil-row")).toHaveCount(plantedSkus.length);
  for (const planted of plantedSkus) {
    await expect(row(page, planted.sku), planted.sku).toHaveAttribute("data-status", planted.expected.status);
    if (planted.expected.band !== undefined)
      await expect(row(page, planted.sku), planted.sku).toHaveAttribute("data-band", String(planted.expected.band));
  }
  await expect(row(page, "LIL-SAVED")).toHaveAttribute("data-saved", "yes");
  await expect(row(page, "LIL-SAVED")).toContainText("no fee in the next 4 weeks");
  await expect(row(page, "LIL-LOW-VOLUME")).toContainText("fewer than 20 units shipped in the last 7 days");
  await expect(row(page, "LIL-AMAZON-EXEMPT")).toContainText("marked exempt in Amazon's report");
  await expect(page.getByTestId("lil-saved")).toContainText("1");
  await expectNoAccessibilityErrors(page);

  const downloadingCsv = page.waitForEvent("download");
  await page.getByTestId("lil-export-csv").click();
  const csvDownload = await downloadingCsv;
  expect(csvDownload.suggestedFilename()).toBe(`low-inventory-fee-forecast-${CATALOGUE_AS_OF}.csv`);
  const csv = readFileSync((await csvDownload.path()) ?? "", "utf8").split("\r\n");
  expect(csv[0]).toBe(forecastExportColumns.join(","));
  expect(csv).toHaveLength(2_000 + plantedSkus.length + 2);
  expect(csv.find((line) => line.startsWith("LIL-SAVED,"))).toMatch(/,600,2026-12-03,0\.00,yes,/);

  const downloadingIcs = page.waitForEvent("download");
  await page.getByTestId("lil-export-ics").click();
  const icsDownload = await downloadingIcs;
  expect(icsDownload.suggestedFilename()).toBe(`low-inventory-fee-forecast-${CATALOGUE_AS_OF}.ics`);
  const ics = readFileSync((await icsDownload.path()) ?? "", "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${CATALOGUE_AS_OF.replaceAll("-", "")}`);

  // A new seller pays nothing on any SKU.
  await page.getByTestId("lil-new-seller").check();
  await expect(page.getByTestId("lil-charged")).toContainText("0");

  await page.waitForLoadState("networkidle");
  const leaked = requests
    .map((request) => `${request.url()}\n${request.postData() ?? ""}`)
    .filter((payload) => /LIL-|GEN-0|X0P|X0G/.test(payload));
  expect(leaked).toEqual([]);
});

test("on a phone with a 4x slower CPU: a wrong file, the sample reports, one typed SKU; the table scrolls in its own box", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await openFileToolOnPhoneWithAWrongFile(page, PATH, "lil");
  await expect(page.getByTestId("lil-error")).toContainText("None of these files is a report the predictor reads");

  await page.getByTestId("lil-sample").click();
  await expect(page.getByText("Sample reports (invented SKUs, for trying the tool)")).toBeVisible();
  await expect(page.getByTestId("lil-error")).toHaveCount(0);
  await expect(page.getByTestId("lil-file-read")).toHaveCount(3);
  await expect(page.getByTestId("lil-saved")).toContainText("1");
  await expectTableScrollsInItsOwnBox(page, "lil-table-box");
  await page.getByTestId("lil-clear").click();
  await expect(page.getByTestId("lil-files")).toHaveCount(0);

  // One SKU typed: 150 on hand, 10 a day, large bulky, 14 and 20 days of supply: band 14 to 21 days, $1.15 a unit.
  await page.getByTestId("lil-typedOnHand").fill("150");
  await page.getByTestId("lil-typedRate").fill("10");
  await page.getByLabel("Size tier").selectOption("large-bulky");
  await page.getByTestId("lil-typedShortTerm").fill("14");
  await page.getByTestId("lil-typedLongTerm").fill("20");
  const typed = row(page, "Typed SKU");
  await expect(typed).toHaveAttribute("data-status", "charged");
  await expect(typed).toHaveAttribute("data-band", "1");
  await expect(typed).toContainText("$1.15");
  await expect(typed).toContainText("$80.50");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expectNoAccessibilityErrors(page);
});
