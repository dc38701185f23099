import { describe, expect, it } from "vitest";
import { roiWorkedExampleTable } from "~/content/worked-examples/free-tools";
import { formatPercent, formatUsd } from "~/lib/format";
import { evaluateRoi, roiDefaults } from "./roi-form";

describe("ROI planner form", () => {
  it("defaults to the page's worked example ($7.53 per unit, 115.8% ROI)", () => {
    const { result } = evaluateRoi(roiDefaults, "2026-06-01");
    expect(result).toMatchObject({
      profitPerUnit: 7.53,
      roiPercent: 115.8462,
      totalInvestment: 6500,
      totalProfit: 7530,
    });
    expect(result?.paybackMonths).toBeGreaterThan(0);
    const printed = (line: string) => roiWorkedExampleTable.rows.find((row) => row[0] === line)?.[1];
    expect(formatUsd(result?.profitPerUnit ?? 0)).toBe(printed("Profit per unit"));
    expect(formatPercent(result?.roiPercent ?? 0)).toBe(printed("ROI"));
  });

  it("estimates the worked example's fees from its size", () => {
    const { amazonFeesPerUnit } = evaluateRoi({ ...roiDefaults, feeMode: "engine" }, "2026-06-15");
    expect(amazonFeesPerUnit).toBe(Number(roiDefaults.fees));
  });

  it("estimates the fees with the fee engine", () => {
    const { result, feeEstimate, amazonFeesPerUnit } = evaluateRoi({ ...roiDefaults, feeMode: "engine" }, "2026-06-01");
    expect(feeEstimate?.sizeTier.tier).toBe("large-standard");
    expect(amazonFeesPerUnit).toBe(feeEstimate?.totals.total);
    expect(result?.profitPerUnit).toBeCloseTo(24.99 - (amazonFeesPerUnit ?? 0) - 2.5 - 6.5, 2);
  });

  it("rejects garbage in the fields", () => {
    const { errors, result } = evaluateRoi({ ...roiDefaults, quantity: "2.5", months: "0", fees: "" }, "2026-06-01");
    expect(result).toBeNull();
    expect(errors).toMatchObject({
      quantity: "Order quantity must be a whole number.",
      months: "Months to sell through must be greater than 0.",
      fees: "Enter the amazon fees per unit.",
    });
  });
});
