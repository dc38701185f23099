import { describe, expect, it } from "vitest";
import { evaluateLostSales, lostSalesDefaults, parseLostSalesQuery, serializeLostSalesQuery } from "./lost-sales-url-state";
import { evaluateRoi, parseRoiQuery, roiDefaults, serializeRoiQuery } from "../roi-planner/roi-url-state";

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

describe("ROI planner state", () => {
  it("defaults to the page's worked example ($7.89 per unit, 121.4% ROI)", () => {
    const { result } = evaluateRoi(roiDefaults, "2026-06-01");
    expect(result).toMatchObject({ profitPerUnit: 7.89, roiPercent: 121.38, totalInvestment: 6500, totalProfit: 7890 });
    expect(result?.paybackMonths).toBeGreaterThan(0);
  });

  it("round-trips and writes the product size only when the engine estimates the fees", () => {
    expect(serializeRoiQuery(roiDefaults)).toBe("?v=1&lc=6.5&q=1000&p=24.99&fm=typed&f=8.1&a=2.5&mo=3");
    expect(parseRoiQuery(serializeRoiQuery(roiDefaults))).toEqual(roiDefaults);
    const engine = { ...roiDefaults, feeMode: "engine", length: "12", weight: "1.5", category: "toys-games" };
    expect(parseRoiQuery(serializeRoiQuery(engine))).toEqual(engine);
  });

  it("estimates the fees with the fee engine", () => {
    const { result, feeEstimate, amazonFeesPerUnit } = evaluateRoi({ ...roiDefaults, feeMode: "engine" }, "2026-06-01");
    expect(feeEstimate?.sizeTier.tier).toBe("large-standard");
    expect(amazonFeesPerUnit).toBe(feeEstimate?.totals.total);
    expect(result?.profitPerUnit).toBeCloseTo(24.99 - (amazonFeesPerUnit ?? 0) - 2.5 - 6.5, 2);
  });

  it("clamps and rejects garbage", () => {
    expect(parseRoiQuery("?v=1&q=0&mo=0&fm=x&c=nope")).toEqual({ ...roiDefaults, quantity: "1" });
    const { errors, result } = evaluateRoi({ ...roiDefaults, quantity: "2.5", months: "0", fees: "" }, "2026-06-01");
    expect(result).toBeNull();
    expect(errors).toMatchObject({ quantity: "Order quantity must be a whole number.", months: "Months to sell through must be greater than 0.", fees: "Enter the amazon fees per unit." });
  });
});
