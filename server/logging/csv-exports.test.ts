import { describe, expect, it } from "vitest";
import { unprotectCsvField } from "~/lib/csv";
import { bulkToCsv, runBulk, textRecords } from "~/tools/bulk-fba-calculator";
import { auditToCsv } from "~/tools/fee-audit/export";
import { runAudit } from "~/tools/fee-audit/run-audit";
import { reportText } from "~/tools/fee-audit/test-report";
import {
  emptyPredictorInputs,
  forecastAll,
  forecastsToCsv,
  predictorSettings,
  readPredictorReports,
  shipByToIcs,
} from "~/tools/low-inventory-fee-predictor";
import {
  CATALOGUE_AS_OF,
  generateCatalogue,
  plantedSettingsLines,
} from "~/tools/low-inventory-fee-predictor/test-catalogue";
import { computeKeywordStats, exportKeywordStatsCsv, exportRankCsv } from "~/tools/rank-tracker/rank-tracker";
import {
  claimSettings,
  claimsToCsv,
  claimsToIcs,
  emptyInputs,
  findClaims,
  readReports,
} from "~/tools/reimbursement-finder";
import { ledgerHeaderWithStore, ledgerRow, quotedCsvReport } from "~/tools/reimbursement-finder/test-reports";
import { toCsv } from "./command-line-output";

/**
 * Every CSV export of the site (grep csvText): the bulk FBA calculator, the FBA fee audit, the rank tracker's two,
 * the reimbursement finder's and the low-inventory-level fee predictor's (and their calendars), and `npm run leads`/`npm run vitals -- --format csv` on the server,
 * given text a spreadsheet would run as a formula. Each file is read as a spreadsheet reads it in a comma locale and
 * in a semicolon locale (where the comma is the decimal mark), and no cell may start a formula; read back as CSV,
 * every value comes back whole. Here because this folder's tests may import the server's export and the tools'.
 */

/** Text a spreadsheet runs as a formula; the bare CR and tab only ever arrive through a quoted CSV cell. */
const hostile = ["a;=1+1", "=HYPERLINK(1)", "+SUM(1)", "-1+1", "@cmd", "x;;@y", 'q;""=1', "a,=2", "b;'=3", "c;-4"];
const withLineBreaks = [...hostile, "\t=5", "\r=6", "d\r=7", "e\n=8"];

/**
 * The cells a spreadsheet sees: the line split on `separator`, a quote honoured only where a cell begins, text after
 * a closing quote kept as it comes (as Excel and LibreOffice read a CSV whose separator is their locale's).
 */
function spreadsheetCells(text: string, separator: "," | ";"): string[] {
  const cells: string[] = [];
  let cell = "";
  let inQuotes = false;
  let atCellStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else cell += char;
    } else if (char === '"' && atCellStart) {
      inQuotes = true;
      atCellStart = false;
    } else if (char === separator || char === "\n" || (char === "\r" && text[index + 1] === "\n")) {
      cells.push(cell);
      cell = "";
      atCellStart = true;
      if (char === "\r") index += 1;
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  return cells;
}

const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && Number.isNaN(Number(cell));

function expectSafe(csv: string, values: readonly string[]) {
  for (const separator of [",", ";"] as const) {
    expect(spreadsheetCells(csv, separator).filter(runsAsFormula), `read with "${separator}"`).toEqual([]);
  }
  const cells = spreadsheetCells(csv, ",").map(unprotectCsvField);
  for (const value of values) expect(cells, JSON.stringify(value)).toContain(value);
}

describe("every CSV export, given text a spreadsheet would run", () => {
  it("reads itself the way the test reads a spreadsheet: an unquoted cell after a semicolon is a cell of its own", () => {
    expect(spreadsheetCells('plain,"a;=1+1"\r\n', ";")).toEqual(['plain,"a', '=1+1"']);
    expect(spreadsheetCells('plain,"a;=1+1"\r\n', ",")).toEqual(["plain", "a;=1+1"]);
  });

  it("the bulk FBA calculator's", () => {
    const header = "SKU,Length (cm),Width (cm),Height (cm),Weight (g),Price,Category";
    const lines = withLineBreaks.map((sku) => `"${sku.replace(/"/g, '""')}",30.48,22.86,2.413,272.155,19.99,Toys`);
    const records = textRecords([header, ...lines].join("\r\n"));
    const run = runBulk(records, "2026-06-15");
    if (!run.ok) throw new Error(run.message);
    expect(run.table.length).toBe(withLineBreaks.length);
    // The calculator reads a line break inside quotes as LF, whichever it was, and writes its input back as read.
    const skus = withLineBreaks.map((sku) => sku.replace(/\r\n?/g, "\n"));
    expectSafe(bulkToCsv(run.headers, records, run.table, run.problems), skus);
  });

  it("the FBA fee audit's", () => {
    const row = (sku: string) => ({
      sku,
      asin: "B0TEST0001",
      "your-price": "24.99",
      "longest-side": "8",
      "median-side": "6",
      "shortest-side": "2",
      "unit-of-dimension": "inches",
      "item-package-weight": "0.4",
      "unit-of-weight": "pounds",
      "product-size-tier": "UsLargeStandardSize",
      currency: "USD",
      "expected-fulfillment-fee-per-unit": "4.35",
    });
    const run = runAudit(reportText(hostile.map(row)), "2026-06-15");
    if (!run.ok) throw new Error(run.message);
    expectSafe(auditToCsv(run.audits), hostile);
  });

  it("the rank tracker's observations and keyword stats", () => {
    const observations = withLineBreaks.flatMap((keyword) => [
      { date: "2026-01-01", keyword, rank: 4, asin: "" },
      { date: "2026-01-02", keyword, rank: 9, asin: "" },
    ]);
    expectSafe(exportRankCsv(observations), withLineBreaks);
    expectSafe(exportKeywordStatsCsv(computeKeywordStats(observations)), withLineBreaks);
  });

  it("the reimbursement finder's, and its calendar keeps each SKU on its own line", () => {
    const ledger = quotedCsvReport(
      ledgerHeaderWithStore,
      withLineBreaks.map((sku, index) =>
        ledgerRow({ Date: "01/15/2026", Reason: "M", Quantity: -1, FNSKU: `X0${index}`, MSKU: sku }),
      ),
    );
    const { settings } = claimSettings(emptyInputs("2026-02-01"));
    const { claims } = findClaims(readReports([{ name: "ledger.csv", text: ledger }]), settings);
    // A cell's edges are trimmed as it is read: the tab and the CR that led "\t=5" and "\r=6" are gone, not run.
    const skus = withLineBreaks.map((sku) => sku.trim());
    expect(claims.map((claim) => claim.sku).sort()).toEqual([...skus].sort());
    expectSafe(claimsToCsv(claims), skus);

    const ics = claimsToIcs(claims, new Date("2026-02-01T09:30:00Z"));
    // Read as leniently as a calendar app may (any CR or LF ends a line): the same lines as by CRLF.
    expect(ics.split(/\r\n|\r|\n/)).toEqual(ics.split("\r\n"));
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(ics.replace(/\r\n /g, "")).toContain("1000000001: 1 unit (X05 x\\;\\;@y)");
  });

  it("the low-inventory-level fee predictor's, and its calendar keeps each SKU on its own line", () => {
    const { settings } = predictorSettings({ ...emptyPredictorInputs(), ...plantedSettingsLines }, CATALOGUE_AS_OF);
    const forecasts = forecastAll(readPredictorReports(generateCatalogue()).skus, settings).rows;
    // The generated catalogue's forecasts that have a ship-by date, with hostile SKUs in place of their own.
    const withShipBy = forecasts.filter((row) => row.shipBy !== null);
    expect(withShipBy.length).toBeGreaterThan(0);
    const rows = withLineBreaks.map((sku, index) => ({ ...withShipBy[index % withShipBy.length]!, sku }));
    expectSafe(forecastsToCsv(rows), withLineBreaks);

    const ics = shipByToIcs(rows, CATALOGUE_AS_OF, new Date("2026-11-30T09:00:00Z"));
    expect(ics.split(/\r\n|\r|\n/)).toEqual(ics.split("\r\n"));
    expect(ics.replace(/\r\n /g, "")).toContain("x\\;\\;@y: ship by");
  });

  it("npm run leads and npm run vitals, whose cells are visitors' text", () => {
    const rows = withLineBreaks.map((name) => ({ name, phone: "+1 555 0100" }));
    expectSafe(toCsv(rows, ["name", "phone"]), [...withLineBreaks, "+1 555 0100"]);
  });
});
