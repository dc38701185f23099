import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { claimExportColumns } from "~/tools/reimbursement-finder";
import { ledgerHeader, ledgerRow, tsvReport } from "~/tools/reimbursement-finder/test-reports";
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
 * The FBA reimbursement finder: several reports dropped at once (the shipped sample Ledger and Reimbursements report
 * and a file it does not read), the cases and their windows as of 2026-11-20, the CSV and calendar downloads, the
 * sample button on a phone-sized screen, axe and HTML_CodeSniffer on the tool with its results, and no request
 * carrying anything from the files.
 */

const SAMPLES = path.join(import.meta.dirname, "..", "..", "public", "samples");
const sample = (name: string) => readFileSync(path.join(SAMPLES, `reimbursement-sample-${name}.txt`), "utf8");

async function expectNoAccessibilityErrors(page: Page) {
  expect(await axeViolations(axe(page, null).include("#tool"))).toEqual([]);
  expect(await htmlcsErrors(page)).toEqual([]);
}

test("the locked page is prerendered with its rules, sources and FAQ, and linked from the hub, the footer, the KPI page and the sitemap", async ({
  page,
}) => {
  await prepare(page);
  const html = await (await page.request.get("/tools/reimbursement-finder")).text();
  expect(html).toContain("The cases it checks and their windows");
  expect(html).toContain("No later than 60 days after the adjustment");
  expect(html).toContain("Limits of the finder");
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('data-testid="tools-gate-pending"');

  await page.goto("/tools");
  await expect(page.getByRole("link", { name: /Find unpaid reimbursements/ })).toHaveAttribute(
    "href",
    "/tools/reimbursement-finder",
  );
  await expect(page.locator("footer").getByRole("link", { name: "FBA Reimbursement Finder" })).toHaveAttribute(
    "href",
    "/tools/reimbursement-finder",
  );
  await page.goto("/amazon-kpi/amazon-fees/fba-reimbursements");
  await expect(page.getByRole("main").getByRole("link", { name: "The free FBA Reimbursement Finder" })).toHaveAttribute(
    "href",
    "/tools/reimbursement-finder",
  );
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain("/tools/reimbursement-finder</loc>");
});

test("drop several reports at once: cases by deadline, an unknown file named, CSV and calendar; nothing leaves the browser", async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await prepare(page, { unlocked: true });
  await page.goto("/tools/reimbursement-finder");
  await waitForHydration(page);
  await expect(page.getByTestId("reimbursement-privacy")).toContainText("never uploaded");

  // Two files at once, then one more: each drop adds to the files loaded.
  await dropFiles(page, "reimbursement", [
    { name: "Ledger-2026.txt", text: sample("ledger") },
    { name: "orders.csv", text: "amazon-order-id,purchase-date,sku\r\n113-1,2026-01-01,MUG-RED\r\n" },
  ]);
  await expect(page.getByTestId("reimbursement-missing")).toContainText("Without the Reimbursements report");
  await dropFiles(page, "reimbursement", [{ name: "Reimbursements.txt", text: sample("reimbursements") }]);
  await expect(page.getByTestId("reimbursement-missing")).not.toContainText("Without the Reimbursements report");
  const files = page.getByTestId("reimbursement-files");
  await expect(files).toContainText("Ledger-2026.txt: Inventory Ledger (detailed view), 13 rows");
  await expect(files).toContainText("Reimbursements.txt: Reimbursements, 3 rows");
  await expect(page.getByTestId("reimbursement-file-unknown")).toContainText(
    '"orders.csv" is not a report this tool reads: its first row has 3 columns ("amazon-order-id", "purchase-date", "sku")',
  );
  // Read off the main thread.
  expect(workers.some((url) => /reimbursement-finder\.worker/.test(url))).toBe(true);
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage"))
    .toMatchObject([{ tool: "reimbursement_finder" }]);

  await page.getByTestId("reimbursement-as-of").fill("2026-11-20");
  // Lost 1 (Oct 1, one of two found), damaged 1 (Sep 25, moved to unsellable), lost 1 (Nov 5, 3 lost, 1 paid in cash, 1 in kind).
  await expect(page.getByTestId("reimbursement-units")).toHaveText("3");
  await expect(page.getByTestId("reimbursement-value")).toHaveText("$6.80");
  const rows = page.getByTestId("reimbursement-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAttribute("data-case", "warehouse_damaged");
  await expect(rows.first()).toContainText("Nov 24, 2026");
  await expect(rows.first()).toContainText("4 days");
  await page.getByLabel("Show").selectOption("all");
  await expect(rows).toHaveCount(5);
  await expect(page.locator('[data-testid="reimbursement-row"][data-status="expired"]')).toContainText("LID-SET");
  await expect(page.locator('[data-testid="reimbursement-row"][data-status="settled"]')).toContainText("CUP-2PK");

  // A cost values every claim and finds the units Amazon paid below it.
  await page.getByTestId("reimbursement-default-cost").fill("6.50");
  await expect(page.getByTestId("reimbursement-units")).toHaveText("7");
  await expect(page.getByTestId("reimbursement-value")).toHaveText("$33.10");
  await expect(page.locator('[data-case="underpaid"]')).toContainText("Paid 3.10 a unit against your cost of 6.50");
  await expect(page.getByTestId("reimbursement-checklist")).toHaveCount(3);
  await expect(page.getByTestId("reimbursement-missing")).toContainText("Refunded but not returned");
  await expectNoAccessibilityErrors(page);

  const downloadingCsv = page.waitForEvent("download");
  await page.getByTestId("reimbursement-export-csv").click();
  const csvDownload = await downloadingCsv;
  expect(csvDownload.suggestedFilename()).toBe("fba-reimbursement-claims-2026-11-20.csv");
  const csv = readFileSync((await csvDownload.path()) ?? "", "utf8").split("\r\n");
  expect(csv[0]).toBe(claimExportColumns.join(","));
  expect(csv[1]).toMatch(/^warehouse_lost,X00SAMPLE4,LID-SET,B0SAMPLE04,2026-08-01,8472019934,ONT8,M,/);
  expect(csv.filter((line) => line.includes(",open,"))).toHaveLength(4);

  const downloadingIcs = page.waitForEvent("download");
  await page.getByTestId("reimbursement-export-ics").click();
  const icsDownload = await downloadingIcs;
  expect(icsDownload.suggestedFilename()).toBe("fba-reimbursement-claims-2026-11-20.ics");
  const ics = readFileSync((await icsDownload.path()) ?? "", "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain("DTSTART;VALUE=DATE:20261124");
  // One event per open deadline: the units paid below your cost have none (no source gives a window, issue 46).
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(ics).not.toContain("below your cost");

  await page.waitForLoadState("networkidle");
  const leaked = requests
    .map((request) => `${request.url()}\n${request.postData() ?? ""}`)
    .filter((payload) => /X00SAMPLE|LID-SET|8472019934|113-1/.test(payload));
  expect(leaked).toEqual([]);
  expect(JSON.stringify(await dataLayerEvents(page))).not.toContain("SAMPLE");
});

test("the sample reports on a phone-sized screen: every case, the table scrolls in its own box", async ({ page }) => {
  await openFileToolOnPhoneWithAWrongFile(page, "/tools/reimbursement-finder", "reimbursement");
  await expect(page.getByTestId("reimbursement-error")).toContainText(
    "None of these files is a report the finder reads",
  );

  await page.getByTestId("reimbursement-sample").click();
  await expect(page.getByText("Sample reports (invented items, for trying the tool)")).toBeVisible();
  await expect(page.getByTestId("reimbursement-error")).toHaveCount(0);
  await expect(page.getByTestId("reimbursement-as-of")).toHaveValue("2026-11-20");
  await expect(page.getByTestId("reimbursement-units")).toHaveText("21");
  await expect(page.getByTestId("reimbursement-file-read")).toHaveCount(5);
  await expect(page.getByTestId("reimbursement-value")).toHaveText("$124.10");
  for (const caseType of [
    "warehouse_lost",
    "warehouse_damaged",
    "return_unsellable",
    "replacement_not_returned",
    "removal_lost",
    "removal_short",
    "inbound_shortage",
    "underpaid",
  ]) {
    await expect(page.locator(`[data-testid="reimbursement-row"][data-case="${caseType}"]`).first()).toBeAttached();
  }
  await expectTableScrollsInItsOwnBox(page, "reimbursement-table-box");

  // Nothing arrived from the second removal order: it becomes a loss in transit too.
  await page.getByTestId("reimbursement-removals").fill("RMV-SAMPLE-1, 0\nRMV-SAMPLE-2, 0");
  await expect(page.locator('[data-testid="reimbursement-row"][data-case="removal_short"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="reimbursement-row"][data-case="removal_lost"]')).toHaveCount(2);
  await expectNoAccessibilityErrors(page);

  await page.getByTestId("reimbursement-clear").click();
  await expect(page.getByTestId("reimbursement-files")).toHaveCount(0);
  await expect(page.getByTestId("reimbursement-dropzone")).toBeVisible();
});

test("a drop whose dates nothing tells asks once, counts each event once, and names a workbook", async ({ page }) => {
  await prepare(page, { unlocked: true });
  await page.goto("/tools/reimbursement-finder");
  await waitForHydration(page);

  // A Ledger downloaded on December 2 for the month so far, in the older form without Date and Time, stored abroad:
  // 12/01/2026 could be December 1 or January 12, and nothing in the drop says which.
  const header = ledgerHeader.filter((column) => column !== "Date and Time");
  const december = tsvReport(header, [
    ledgerRow({
      Date: "12/01/2026",
      Reason: "M",
      Quantity: -2,
      Country: "GB",
      "Reference ID": "D1",
      FNSKU: "X00DEC01",
    }),
    ledgerRow({
      Date: "12/02/2026",
      Reason: "E",
      Quantity: -1,
      Country: "GB",
      "Reference ID": "D2",
      FNSKU: "X00DEC02",
    }),
  ]);
  await dropFiles(page, "reimbursement", [
    { name: "ledger-december.txt", text: december },
    { name: "ledger-december (1).txt", text: december },
    { name: "Ledger.xlsx", text: "PK\u0003\u0004\u0014\u0000\u0006\u0000[Content_Types].xml" },
  ]);
  const question = page.getByTestId("reimbursement-date-question");
  await expect(question).toContainText(
    '4 rows of "ledger-december.txt", "ledger-december (1).txt" have dates such as 12/01/2026, 12/02/2026',
  );
  await expect(page.getByTestId("reimbursement-files")).toContainText("2 rows wait for your answer on dates");
  await expect(page.getByTestId("reimbursement-file-unknown")).toContainText(
    '"Ledger.xlsx" is an Excel workbook (.xlsx), which this tool does not read.',
  );
  await page.getByTestId("reimbursement-as-of").fill("2026-12-02");
  await expect(page.getByTestId("reimbursement-units")).toHaveText("0");
  await expectNoAccessibilityErrors(page);

  await page.getByTestId("reimbursement-date-month-first").click();
  await expect(question).toHaveCount(0);
  // The copy of the file adds nothing: 3 units, not 6.
  await expect(page.getByTestId("reimbursement-units")).toHaveText("3");
  const files = page.getByTestId("reimbursement-files");
  await expect(files).toContainText("were read as month/day/year: as you said");
  await expect(files).toContainText(
    '2 rows were also in "ledger-december.txt" (an overlapping period, or the same report in another format): each event is counted once.',
  );
  const codes = page.getByTestId("reimbursement-code");
  await expect(codes).toHaveCount(2);
  await expect(codes.first()).toContainText("Claimed as lost");
});
