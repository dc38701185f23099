import { describe, expect, it } from "vitest";
import { claimWindow } from "./claim-rules";
import { claimSettings, emptyInputs, parseRemovalReceipts, parseShippedUnits } from "./finder-form";

describe("claimSettings", () => {
  it("reads a delivery date after the units shipped, for the whole shipment or one FNSKU", () => {
    expect(parseShippedUnits("FBA15ABC, 120, 2026-01-05\nFBA15ABD\tX00ABC\t40\t2026-01-07").entries).toEqual([
      { shipmentId: "FBA15ABC", fnsku: "", units: 120, deliveredOn: "2026-01-05" },
      { shipmentId: "FBA15ABD", fnsku: "X00ABC", units: 40, deliveredOn: "2026-01-07" },
    ]);
  });

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
      { shipmentId: "FBA15ABC", fnsku: "", units: 120, deliveredOn: null },
      { shipmentId: "FBA15ABD", fnsku: "X00ABC", units: 40, deliveredOn: null },
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
    expect(parseShippedUnits("FBA1, 10, 2026-02-30").issues).toHaveLength(1);
    expect(parseShippedUnits("FBA1, X1, 10, 2026-01-05, 3").issues).toHaveLength(1);
    expect(parseRemovalReceipts("RMV-1, 2, 2026-02-30").issues).toHaveLength(1);
  });
});

describe("claimWindow", () => {
  it("ends inbound windows counted in months on the month's last day when the day does not exist", () => {
    expect(claimWindow("inbound_shortage", "2025-05-31", "us", "months_9")).toEqual({
      opens: "2025-05-31",
      closes: "2026-02-28",
      latestCloses: "2026-02-28",
    });
    expect(claimWindow("inbound_shortage", "2025-08-31", "eu_uk", "months_6")).toEqual({
      opens: "2025-08-31",
      closes: "2026-02-28",
      latestCloses: "2026-02-28",
    });
    expect(claimWindow("inbound_shortage", "2025-12-31", "us", "days_15_60")).toEqual({
      opens: "2026-01-15",
      closes: "2026-03-01",
      latestCloses: "2026-03-01",
    });
  });

  it("counts the opening and the close from their own dates, and moves an estimated close earlier", () => {
    expect(
      claimWindow(
        "return_unsellable",
        { opensFrom: "2026-01-10", closesFrom: "2026-01-10", closesEarlierBy: 30 },
        "us",
        "days_15_60",
      ),
    ).toEqual({ opens: "2026-03-11", closes: "2026-04-10", latestCloses: "2026-04-10" });
    expect(
      claimWindow(
        "inbound_shortage",
        { opensFrom: "2025-05-31", closesFrom: "2025-05-31", closesEarlierBy: 30 },
        "us",
        "months_9",
      ),
    ).toEqual({ opens: "2025-05-31", closes: "2026-01-29", latestCloses: "2026-01-29" });
    expect(
      claimWindow("removal_lost", { opensFrom: "2026-01-01", closesFrom: "2025-12-20" }, "us", "days_15_60"),
    ).toEqual({
      opens: "2026-01-16",
      closes: "2026-03-05",
      latestCloses: "2026-03-05",
    });
  });

  it("says when Amazon's own window closes at the latest: never before the day shown, unknown without a bound", () => {
    // A return 2026-01-10: the day to act by is 90 days after it; Amazon's, counted from a refund no later than the
    // return, 120 days after it at the latest.
    expect(
      claimWindow(
        "return_unsellable",
        { opensFrom: "2026-01-10", closesFrom: "2026-01-10", closesEarlierBy: 30, latestFrom: "2026-01-10" },
        "us",
        "days_15_60",
      ),
    ).toEqual({ opens: "2026-03-11", closes: "2026-04-10", latestCloses: "2026-05-10" });
    // A removal requested 2025-12-20 and shipped 2026-01-01: closes 75 days after the request, at the latest 75 days
    // after the ship date.
    expect(
      claimWindow(
        "removal_lost",
        { opensFrom: "2026-01-01", closesFrom: "2025-12-20", latestFrom: "2026-01-01" },
        "us",
        "days_15_60",
      ),
    ).toMatchObject({ closes: "2026-03-05", latestCloses: "2026-03-17" });
    expect(
      claimWindow(
        "removal_short",
        { opensFrom: "2026-01-01", closesFrom: "2026-01-01", latestFrom: null },
        "us",
        "days_15_60",
      ),
    ).toEqual({ opens: "2026-01-01", closes: "2026-03-02", latestCloses: null });
  });

  it("gives no deadline where no source gives a window (a reimbursement paid below your cost)", () => {
    expect(claimWindow("underpaid", "2026-01-20", "us", "days_15_60")).toBeNull();
  });

  it("never opens a window after its close: the opening moves to the close (day before, on, after)", () => {
    const window = (opensFrom: string) =>
      claimWindow("removal_lost", { opensFrom, closesFrom: "2026-01-01" }, "us", "days_15_60");
    // Close: 2026-03-17. Opening 15 days after the ship date.
    expect(window("2026-03-01")).toMatchObject({ opens: "2026-03-16", closes: "2026-03-17" });
    expect(window("2026-03-02")).toMatchObject({ opens: "2026-03-17", closes: "2026-03-17" });
    expect(window("2026-03-03")).toMatchObject({ opens: "2026-03-17", closes: "2026-03-17" });
  });
});
