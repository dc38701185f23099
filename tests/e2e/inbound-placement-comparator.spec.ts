import { readFileSync } from "node:fs";
import type { Locator, Page, Request } from "@playwright/test";
import { comparisonCsvColumns } from "~/tools/inbound-placement-comparator/shipment-csv";
import { axe, axeViolations } from "./support/axe";
import { dataLayerEvents, expect, test, waitForHydration } from "./support/fixtures";
import { htmlcsErrors } from "./support/htmlcs";
import { dropFiles, prepareToolsPage as prepare } from "./support/tools-page";

/**
 * The inbound placement fee comparator: its page prerendered and linked from the hub, the footer, the KPI page, both
 * placement posts and the sitemap; a shipment typed on a phone-speed CPU (4x slower) at 375 and 1440 px, its
 * comparison read, its CSV downloaded and checked, its shareable URL reloaded to the same result; a CSV of lines
 * dropped (read in a worker, never sent) with a line that fails the five-identical-cartons condition.
 */

const PATH = "/tools/inbound-placement-comparator";

test("the locked page is prerendered with Amazon's ranges, the worked example and the FAQ, and linked from the hub, the footer, the KPI page, both placement posts and the sitemap", async ({
  page,
}) => {
  await prepare(page);
  const html = await (await page.request.get(PATH)).text();
  expect(html).toContain("ranges per unit, and the figures the comparator uses");
  expect(html).toContain("$0.22 / $0.32 / $0.41");
  expect(html).toContain("A worked example");
  expect(html).toContain("Limits of the comparator");
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('data-testid="tools-gate-pending"');

  await page.goto("/tools");
  await expect(page.getByRole("link", { name: /Compare placement splits/ })).toHaveAttribute("href", PATH);
  await expect(page.locator("footer").getByRole("link", { name: "Inbound Placement Fee Comparator" })).toHaveAttribute(
    "href",
    PATH,
  );
  await page.goto("/amazon-kpi/amazon-fees/inbound-placement-fee");
  await expect(
    page.getByRole("main").getByRole("link", { name: "The free Inbound Placement Fee Comparator" }),
  ).toHaveAttribute("href", PATH);
  for (const post of [
    "/resources/blog/inbound-placement-fee-minimal-vs-amazon-optimized",
    "/resources/blog/hidden-amazon-fees-inbound-placement-low-inventory-returns",
  ]) {
    await page.goto(post);
    await expect(
      page.getByRole("main").getByRole("link", { name: "inbound placement fee comparator" }),
      post,
    ).toHaveAttribute("href", PATH);
  }
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${PATH}</loc>`);
});

/** Opens the tool unlocked, on a CPU four times slower (a phone's), and waits until it has hydrated. */
async function openOnSlowCpu(page: Page) {
  await prepare(page, { unlocked: true });
  await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByTestId("placement-verdict")).toBeVisible();
}

const line = (page: Page, index: number) => page.getByTestId("placement-line").nth(index);

async function fillLine(row: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await row.getByLabel(label, { exact: true }).fill(value);
}

/** What the comparison shows for the typed shipment, split by split. */
async function expectTypedComparison(page: Page) {
  await expect(page.getByTestId("placement-verdict")).toHaveText("Amazon-optimized split is cheapest");
  // Minimal: 480 x $0.32 (the middle of $0.22 to $0.41) + 60 x $3.50 (bulky: only the top) = $363.60, and 30 cartons
  // x $12; optimized: 30 cartons x $15 + 4 extra locations x $20. $723.60 - $530.00 = $193.60, over 540 units.
  await expect(page.getByTestId("placement-saving")).toHaveText(
    "$193.60 less than the minimal split for this shipment, $0.36 a unit.",
  );
  const split = (choice: string) => page.locator(`[data-testid="placement-split"][data-split="${choice}"]`);
  await expect(split("minimal").getByTestId("placement-total")).toHaveText("$723.60");
  await expect(split("amazon-optimized").getByTestId("placement-total")).toHaveText("$530.00");
  await expect(split("amazon-optimized").getByTestId("placement-per-unit")).toHaveText("$0.98 a unit");
  await expect(split("partial").getByTestId("placement-unavailable")).toContainText("(MUG-RED)");
  await expect(page.getByTestId("placement-break-even")).toContainText("under $643.60, $21.45 a carton");
  await expect(page.getByTestId("placement-charge-date")).toContainText("January 16, 2027 at the earliest");
  await expect(page.getByTestId("placement-line-row")).toHaveCount(2);
}

for (const width of [375, 1440]) {
  test.describe(`a shipment typed at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.setTimeout(120_000);

    test("reads the comparison, downloads its CSV and reloads the shareable URL to the same result", async ({
      page,
    }) => {
      await openOnSlowCpu(page);
      expect((await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage")).toEqual([]);

      await page.getByLabel("Shipment created").fill("2026-12-02");
      await page.getByLabel("Inbound region").selectOption("elsewhere");
      await fillLine(line(page, 0), {
        SKU: "MUG-RED",
        Units: "480",
        "Units per carton": "24",
        Length: "5",
        Width: "4",
        Height: "4",
        "Unit weight": "0.9",
      });
      await line(page, 1).getByRole("button", { name: "Remove line 2" }).click();
      await page.getByRole("button", { name: "Add a line" }).click();
      await fillLine(line(page, 1), { SKU: "FLOOR-MAT", Units: "60", "Units per carton": "6" });
      await line(page, 1).getByLabel("Size tier").selectOption("large-bulky");
      await fillLine(line(page, 1), { "Shipping weight": "14" });
      await page.getByLabel("Freight, minimal split").fill("12");
      await page.getByLabel("Freight, Amazon-optimized split").fill("15");
      await page.getByLabel("Prep and labour per extra location").fill("20");
      await expectTypedComparison(page);
      await expect
        .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === "free_tool_usage"))
        .toMatchObject([{ tool: "inbound_placement_comparator", value: 75 }]);

      const downloading = page.waitForEvent("download");
      await page.getByTestId("placement-export-csv").click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("inbound-placement-comparison-2026-12-02.csv");
      const csv = readFileSync((await download.path()) ?? "", "utf8").split("\r\n");
      expect(csv[0]).toBe(comparisonCsvColumns.join(","));
      expect(csv).toContain("line,minimal,yes,MUG-RED,large-standard,0.9375,480,20,,0.32,mid,153.60,,,,,,");
      expect(csv).toContain("line,minimal,yes,FLOOR-MAT,large-bulky,14,60,10,,3.50,high,210.00,,,,,,");
      expect(csv).toContain("shipment,minimal,yes,,,,540,30,1,,,363.60,360.00,0.00,723.60,1.3400,2027-01-16,yes");
      // The partial split is not offered (MUG-RED is standard-size): its line rows keep the bulky line's own rate only,
      // and its shipment row has no amounts.
      expect(csv).toContain("line,partial,no,MUG-RED,large-standard,0.9375,480,20,,,,,,,,,,");
      expect(csv).toContain("line,partial,no,FLOOR-MAT,large-bulky,14,60,10,,2.19,high,131.40,,,,,,");
      expect(csv).toContain("shipment,partial,no,,,,540,30,3,,,,,,,,,");
      expect(csv).toContain("shipment,amazon-optimized,yes,,,,540,30,5,,,0.00,450.00,80.00,530.00,0.9815,,");

      // The address follows the inputs (after a short pause), so the link reopens the same comparison; the first
      // line keeps the example's carton.
      await expect
        .poll(() => new URL(page.url()).searchParams.getAll("ln"))
        .toEqual(["MUG-RED*480*24**5*4*4*0.9*18*12*10*28", "FLOOR-MAT*60*6*large-bulky****14"]);
      await page.reload();
      await waitForHydration(page);
      await expectTypedComparison(page);
      await expect(line(page, 1).getByLabel("Shipping weight")).toHaveValue("14");
      await expect(page.getByLabel("Inbound region")).toHaveValue("elsewhere");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}

test("a CSV of lines dropped: read in a worker, a line that fails the five-identical-cartons condition, axe and HTML_CodeSniffer on the results, nothing sent", async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await prepare(page, { unlocked: true });
  await page.goto(PATH);
  await waitForHydration(page);

  await dropFiles(page, "placement", [
    {
      name: "shipment.csv",
      text:
        "Seller SKU,Quantity,Case pack,Length (in),Width (in),Height (in),Weight (lb),Size tier\r\n" +
        "LID-SET-9,96,24,10,6,0.5,0.5,\r\n" +
        "TOTE-BLUE,250,25,,,,2.4,Large standard\r\n" +
        "OVEN-RACK,40,8,26,18,3,9,Huge\r\n",
    },
  ]);
  await expect(page.getByTestId("placement-read")).toContainText("shipment.csv: 3 lines read.");
  await expect(page.getByTestId("placement-read")).toContainText(
    'Line 4: "Huge" is not a size tier: the line\'s size is read from its dimensions.',
  );
  expect(workers.some((url) => /read-shipment\.worker/.test(url))).toBe(true);
  await expect(page.getByTestId("placement-line")).toHaveCount(3);
  await expect(line(page, 1).getByLabel("Size tier")).toHaveValue("large-standard");

  // LID-SET-9 packs into 4 cartons: the no-fee split is off the table, so only the minimal split remains.
  await expect(page.getByTestId("placement-verdict")).toHaveText("Minimal split: the only split open to this shipment");
  await expect(
    page.locator('[data-testid="placement-split"][data-split="amazon-optimized"]').getByTestId("placement-unavailable"),
  ).toHaveText("Not offered as entered: every item needs at least 5 identical cartons (LID-SET-9).");
  await expect(page.getByTestId("placement-line-row").first()).toContainText("Five identical cartons: not met");
  await expect(page.getByTestId("placement-caveats")).toContainText("Amazon's bulky ranges were not found");

  expect(await axeViolations(axe(page, null).include("#tool"))).toEqual([]);
  expect(await htmlcsErrors(page)).toEqual([]);

  // A line typed wrong names its field in the list to fix.
  await line(page, 0).getByLabel("Units", { exact: true }).fill("");
  await expect(page.getByRole("link", { name: "Line 1, units" })).toHaveAttribute("href", "#placement-line-0-units");

  await page.waitForLoadState("networkidle");
  const leaked = requests
    .map((request) => `${request.url()}\n${request.postData() ?? ""}`)
    .filter((payload) => /LID-SET-9|TOTE-BLUE|OVEN-RACK/.test(payload));
  expect(leaked).toEqual([]);
});
