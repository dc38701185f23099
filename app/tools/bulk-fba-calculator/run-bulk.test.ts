import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { parseCsvRecords } from "~/lib/csv";
import { bulkToCsv, exportColumns } from "./export";
import { runBulk } from "./run-bulk";
import { textRecords } from "./table";
import { testCatalogueCsv } from "./test-catalogue";
import { xlsxRecords } from "./xlsx";

const header =
  "SKU,Length (cm),Width (cm),Height (cm),Weight (g),Price,Category,Cost,Units per month,Date,Own fulfillment cost,Shipping charged";

describe("runBulk", () => {
  it("prices good rows, converts units, lists every problem of bad rows with line, column, value and reason", () => {
    const text = [
      header,
      "TRAY,30.48,22.86,2.413,272.155,19.99,Home and Kitchen,6.10,240,2026-06-15,5.20,0",
      "",
      "BAD,abc,10,10,100,-5,Garden Gnomes,,,2026-02-30,,",
      '"=CMD()",30.48,22.86,2.413,272.155,19.99,"Beauty, Health & Personal Care",2,,,,',
    ].join("\n");
    const run = runBulk(textRecords(text), "2026-06-15");
    if (!run.ok) throw new Error(run.message);
    expect(run.table.rows().map((row) => row.sku)).toEqual(["TRAY", "=CMD()"]);
    const tray = run.table.row(0);
    expect(tray).toMatchObject({
      line: 2,
      sizeTier: "large-standard",
      fulfillmentFee: 4.2,
      fuelSurcharge: 0.15,
      referralFee: 3,
      totalFees: 7.74,
      netProfit: 6.15,
      margin: 30.77,
      roi: 100.82,
      breakEvenAcos: 30.77,
      previousCardFulfillmentFee: 4.15,
    });
    expect(tray.headroom).toEqual({ text: "0.2 in too tall for small standard", savingPerUnit: 0.59 });
    // Own fulfillment: 19.99 - 3.00 referral - 5.20 - 6.10 = 5.69; FBA 6.15.
    expect(tray.ownNetProfit).toBe(5.69);
    expect(tray.fbaMinusOwn).toBe(0.46);
    expect(run.problems).toEqual([
      { line: 4, column: "Length (cm)", value: "abc", reason: "Length is not a number" },
      { line: 4, column: "Price", value: "-5", reason: "Price must be more than 0" },
      {
        line: 4,
        column: "Category",
        value: "Garden Gnomes",
        reason: expect.stringContaining("not one of Amazon's referral fee categories"),
      },
      { line: 4, column: "Date", value: "2026-02-30", reason: "not a calendar date written YYYY-MM-DD" },
    ]);
    expect(run.summary).toMatchObject({
      priced: 2,
      badRows: 1,
      byTier: { "large-standard": 2 },
      withCost: 2,
      losingMoney: 0,
      withHeadroom: 2,
      headroomSavingPerMonth: 141.6,
    });
  });

  it("reports the engine's limits (a side over 240 in) as a row problem and prices the rest", () => {
    const run = runBulk(
      textRecords("SKU,Length,Width,Height,Weight,Price,Category\nBIG,300,10,10,5,20,Toys\nOK,10,6,3,1,20,Toys\n"),
      "2026-06-15",
    );
    if (!run.ok) throw new Error(run.message);
    expect(run.table.rows().map((row) => row.sku)).toEqual(["OK"]);
    expect(run.problems).toEqual([
      { line: 2, column: "Length", value: "300", reason: expect.stringContaining("check the unit") },
    ]);
  });

  it("exports every input column, then the issue's snake_case columns, plain numbers and formula-safe cells", () => {
    const text = `${header}\n'x,1,1,1,1,1,Toys,,,,,\n"=CMD()",30.48,22.86,2.413,272.155,19.99,Toys,2,,,,\n`;
    const records = textRecords(text);
    const run = runBulk(records, "2026-06-15");
    if (!run.ok) throw new Error(run.message);
    const csv = bulkToCsv(run.headers, records, run.table, run.problems);
    const parsed = parseCsvRecords(csv.trimEnd());
    expect(parsed[0]?.fields).toEqual([...header.split(","), ...exportColumns]);
    expect(exportColumns.slice(0, 14)).toEqual([
      "sku",
      "size_tier",
      "fulfillment_fee",
      "fuel_surcharge",
      "referral_fee",
      "closing_fee",
      "storage_fee_monthly",
      "total_fees",
      "net_profit",
      "margin",
      "roi",
      "break_even_acos",
      "tier_headroom",
      "previous_card_fulfillment_fee",
    ]);
    const injected = parsed[2]!.fields;
    expect(injected[0]).toBe("'=CMD()");
    expect(injected[12]).toBe("'=CMD()");
    expect(injected.slice(14, 21)).toEqual(["4.20", "0.15", "3.00", "0.00", "0.05", "7.74", "10.25"]);
  });

  it("reads the first sheet of a workbook: numbers, dates and formula results as text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("First");
    workbook.addWorksheet("Second").addRow(["ignored"]);
    sheet.addRow(["SKU", "Length", "Width", "Height", "Weight (oz)", "Price", "Category", "Date"]);
    sheet.addRow([
      "A1",
      10,
      6,
      3,
      16,
      { formula: "10+9.99", result: 19.99 },
      "Toys & Games",
      new Date(Date.UTC(2026, 5, 15)),
    ]);
    const records = await xlsxRecords((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect(records).toEqual([
      { line: 1, fields: ["SKU", "Length", "Width", "Height", "Weight (oz)", "Price", "Category", "Date"] },
      { line: 2, fields: ["A1", "10", "6", "3", "16", "19.99", "Toys & Games", "2026-06-15"] },
    ]);
    const run = runBulk(records, "2026-01-01");
    expect(run.ok && run.table.row(0)).toMatchObject({ date: "2026-06-15", sizeTier: "large-standard" });
  });

  it("reads a file the fast way and the RFC 4180 way alike", () => {
    const text = testCatalogueCsv(300);
    expect(textRecords(text).filter((record) => record.fields.length > 1)).toEqual(parseCsvRecords(text));
  });
});
