import { describe, expect, it } from "vitest";
import { evaluateLostSales, lostSalesDefaults } from "./lost-sales-form";

describe("lost sales calculator form", () => {
  it("defaults to the page's worked example (300 units, $8,997, $2,220)", () => {
    const { result, errors } = evaluateLostSales(lostSalesDefaults);
    expect(errors).toEqual({});
    expect(result).toMatchObject({
      lostUnits: 300,
      lostRevenue: 8997,
      lostProfit: 2220,
      reorderPointUnits: 1475,
      safetyStockUnits: 350,
    });
  });

  it("models the recovery ramp and the margin mode", () => {
    const { result } = evaluateLostSales({
      ...lostSalesDefaults,
      rateUnit: "month",
      rate: "750",
      profitMode: "margin",
      profit: "25",
      recoveryDays: "14",
      recoveryStart: "50",
    });
    expect(result?.unitsPerDay).toBe(25);
    expect(result?.lostUnitsDuringRecovery).toBe(87.5);
    expect(result?.unitProfit).toBe(7.5);
  });

  it("rejects garbage in the fields", () => {
    const { errors, result } = evaluateLostSales({
      ...lostSalesDefaults,
      rate: "",
      daysOut: "-1",
      profitMode: "margin",
      profit: "140",
    });
    expect(result).toBeNull();
    expect(errors).toMatchObject({
      rate: "Enter the sales rate.",
      daysOut: "Days out of stock cannot be negative.",
      profit: "Margin must be at most 100 %.",
    });
  });
});
