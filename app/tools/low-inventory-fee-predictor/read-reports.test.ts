import { describe, expect, it } from "vitest";
import { readPredictorReports } from "./read-reports";
import { CATALOGUE_AS_OF, fbaInventoryHeader, generateCatalogue, plantedSkus } from "./test-catalogue";

describe("reading the predictor's reports", () => {
  const files = generateCatalogue();

  it("tells the reports apart by their headers and merges them per SKU", () => {
    const read = readPredictorReports(files);
    expect(read.files.map((file) => [file.kind, file.rows, file.message])).toEqual([
      ["fba-inventory", plantedSkus.length, null],
      ["fee-preview", plantedSkus.length, null],
      ["ledger", plantedSkus.length * 90, null],
    ]);
    expect(read.asOf).toBe(CATALOGUE_AS_OF);
    const under14 = read.skus.find((sku) => sku.sku === "LIL-UNDER-14")!;
    expect(under14).toMatchObject({
      onHand: 90,
      shortTermDaysOfSupply: 9,
      longTermDaysOfSupply: 13.9,
      amazonExempt: false,
      shipped7: 70,
      sizeTier: { rowId: "small-standard", label: "UsSmallStandardSize", problem: null },
    });
    // 90 days of Ledger shipments, oldest first, the last on the snapshot day.
    expect(under14.daily).toHaveLength(90);
    expect(under14.daily!.every((units) => units === 10)).toBe(true);
    expect(read.skus.find((sku) => sku.sku === "LIL-21-TO-28")!.sizeTier!.rowId).toBe("large-standard-over-3-lb");
    expect(read.skus.find((sku) => sku.sku === "LIL-AMAZON-EXEMPT")!.amazonExempt).toBe(true);
  });

  it("reads the same reports as Seller Central's quoted CSV with CRLF, day-first dates and All Orders", () => {
    const inventory = [
      fbaInventoryHeader.map((cell) => `"${cell}"`).join(","),
      fbaInventoryHeader
        .map(
          (column) =>
            ({
              "snapshot-date": "30/11/2026",
              sku: "MUG, RED",
              available: "1,200",
              "Short term historical days of supply": "12.5",
              "Long term historical days of supply": "--",
            })[column] ?? "",
        )
        .map((cell) => `"${cell}"`)
        .join(","),
    ].join("\r\n");
    const orders = [
      "amazon-order-id,purchase-date,order-status,fulfillment-channel,sku,quantity",
      '111-1,2026-11-29T10:00:00+00:00,Shipped,Amazon,"MUG, RED",2',
      '111-2,2026-11-30T10:00:00+00:00,Cancelled,Amazon,"MUG, RED",5',
      '111-3,2026-11-30T11:00:00+00:00,Shipped,Merchant,"MUG, RED",7',
      '111-4,2026-11-30T12:00:00+00:00,Shipped,Amazon,"MUG, RED",3',
    ].join("\r\n");
    const read = readPredictorReports([
      { name: "inventory.csv", text: `\uFEFF${inventory}\r\n` },
      { name: "orders.csv", text: orders },
      { name: "ranks.csv", text: "date,keyword,rank\n2026-01-01,mat,4\n" },
    ]);
    expect(read.asOf).toBe("2026-11-30");
    const mug = read.skus.find((sku) => sku.sku === "MUG, RED")!;
    expect(mug.onHand).toBe(1200);
    expect(mug.shortTermDaysOfSupply).toBe(12.5);
    expect(mug.longTermDaysOfSupply).toBeNull();
    expect(mug.daily!.slice(-2)).toEqual([2, 3]);
    expect(read.files[0]!.message).toContain("Dates read as day/month/year");
    expect(read.files[1]!.message).toContain("1 seller-fulfilled line was left out");
    expect(read.files[2]).toMatchObject({ kind: null });
    expect(read.files[2]!.message).toContain('"ranks.csv" is not a report this tool reads');
  });

  it("says when the FBA Inventory report lacks Amazon's two figures, and names the Ledger's summary view", () => {
    const read = readPredictorReports([
      { name: "old.txt", text: "snapshot-date\tsku\tavailable\n2026-11-30\tA\t5\n" },
      { name: "summary.txt", text: "Date\tFNSKU\tStarting Warehouse Balance\n" },
    ]);
    expect(read.files[0]!.message).toContain("no short-term and long-term historical days of supply columns");
    expect(read.files[1]!.message).toContain("summary view");
  });
});
