import { describe, expect, it } from "vitest";
import { claimWindow } from "./claim-rules";
import { claimSettings, emptyInputs, parseRemovalReceipts, parseShippedUnits } from "./finder-form";

describe("claimSettings", () => {
  it("reads costs, shipped units and removal counts line by line, skipping a pasted header row", () => {
    const { settings, issues } = claimSettings({
      ...emptyInputs("2026-02-01"),
      defaultCost: "$3.50",
      costsBySku: "sku\tcost\nSKU-1\t4.20\nSKU-2, 7",
      shippedUnits: "FBA15ABC, 120\nFBA15ABD, X00ABC, 40",
      removalReceived: "RMV-1, 0\nRMV-2, 3, 2026-01-09",
    });
    expect(issues).toEqual([]);
    expect(settings.defaultCost).toBe(3.5);
    expect([...settings.costsBySku]).toEqual([
      ["SKU-1", 4.2],
      ["SKU-2", 7],
    ]);
    expect(settings.shipped).toEqual([
      { shipmentId: "FBA15ABC", fnsku: "", units: 120 },
      { shipmentId: "FBA15ABD", fnsku: "X00ABC", units: 40 },
    ]);
    expect(settings.removalReceipts.get("RMV-2")).toEqual({ orderId: "RMV-2", units: 3, deliveredOn: "2026-01-09" });
  });

  it("names every line it did not understand", () => {
    const { issues } = claimSettings({
      ...emptyInputs("2026-02-01"),
      defaultCost: "lots",
      costsBySku: "SKU-1, 4.20\nSKU-2",
    });
    expect(issues).toEqual([
      'Manufacturing cost per unit, every SKU: "lots" is not an amount.',
      'Manufacturing cost per SKU, line 2: "SKU-2" was not understood.',
    ]);
    expect(parseShippedUnits("FBA1, ten").issues).toHaveLength(1);
    expect(parseRemovalReceipts("RMV-1, 2, 2026-02-30").issues).toHaveLength(1);
  });
});

describe("claimWindow", () => {
  it("ends inbound windows counted in months on the month's last day when the day does not exist", () => {
    expect(claimWindow("inbound_shortage", "2025-05-31", "us", "months_9")).toEqual({
      opens: "2025-05-31",
      closes: "2026-02-28",
    });
    expect(claimWindow("inbound_shortage", "2025-08-31", "eu_uk", "months_6")).toEqual({
      opens: "2025-08-31",
      closes: "2026-02-28",
    });
    expect(claimWindow("inbound_shortage", "2025-12-31", "us", "days_15_60")).toEqual({
      opens: "2026-01-15",
      closes: "2026-03-01",
    });
  });
});
