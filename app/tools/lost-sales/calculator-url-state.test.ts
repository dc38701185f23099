import { describe, expect, it } from "vitest";
import { evaluateLostSales, lostSalesDefaults, parseLostSalesQuery, serializeLostSalesQuery } from "./lost-sales-url-state";

describe("lost sales calculator state", () => {
  it("defaults to the page's worked example (300 units, $8,997, $2,220)", () => {
    const { result, errors } = evaluateLostSales(lostSalesDefaults);
    expect(errors).toEqual({});
    expect(result).toMatchObject({ lostUnits: 300, lostRevenue: 8997, lostProfit: 2220, reorderPointUnits: 1475, safetyStockUnits: 350 });
  });

  it("round-trips through the URL, including the per-month and margin modes", () => {
    expect(parseLostSalesQuery(serializeLostSalesQuery(lostSalesDefaults))).toEqual(lostSalesDefaults);
    const monthly = { ...lostSalesDefaults, rateUnit: "month", rate: "750", profitMode: "margin", profit: "24.70", recoveryDays: "14", recoveryStart: "50" };
    expect(serializeLostSalesQuery(monthly)).toBe("?v=1&ru=month&r=750&d=12&p=29.99&pm=margin&pv=24.7&rec=14&rs=50&lt=45&ss=14");
    expect(parseLostSalesQuery(serializeLostSalesQuery(monthly))).toEqual(monthly);
  });

  it("models the recovery ramp and the margin mode", () => {
    const { result } = evaluateLostSales({ ...lostSalesDefaults, rateUnit: "month", rate: "750", profitMode: "margin", profit: "25", recoveryDays: "14", recoveryStart: "50" });
    expect(result?.unitsPerDay).toBe(25);
    expect(result?.lostUnitsDuringRecovery).toBe(87.5);
    expect(result?.unitProfit).toBe(7.5);
  });

  it("rejects garbage in the URL and in the fields", () => {
    expect(parseLostSalesQuery("?v=1&ru=week&r=-4&d=99999&pv=abc")).toEqual({ ...lostSalesDefaults, rate: "0", daysOut: "3650" });
    const { errors, result } = evaluateLostSales({ ...lostSalesDefaults, rate: "", daysOut: "-1", profitMode: "margin", profit: "140" });
    expect(result).toBeNull();
    expect(errors).toMatchObject({ rate: "Enter the sales rate.", daysOut: "Days out of stock cannot be negative.", profit: "Margin must be at most 100 %." });
  });
});
