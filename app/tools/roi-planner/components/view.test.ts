import { describe, expect, it } from "vitest";
import { evaluateRoi, roiDefaults } from "~/tools/roi-planner/roi-form";
import type { RoiPlannerResult } from "~/tools/roi-planner/roi-planner";
import { cashCurve, feeEstimateDetail, orderTotals, roiHeadline, roiStats } from "./view";

const plan = (values = roiDefaults) => {
  const evaluation = evaluateRoi(values, "2026-06-01");
  if (!evaluation.result) throw new Error("the example must evaluate");
  return { ...evaluation, result: evaluation.result };
};

describe("ROI planner view", () => {
  it("states the worked example's order in one sentence and six figures", () => {
    const { result } = plan();
    expect(roiHeadline(result, 3)).toBe("ROI 115.8% on $6,500.00 of inventory, sold over 3 months.");
    const stats = roiStats(result, 8.46);
    expect(stats.map((stat) => stat.label)).toEqual([
      "ROI",
      "Annualised ROI",
      "Cash tied up",
      "Payback",
      "Profit per unit",
      "Sales pace",
    ]);
    expect(stats[0]).toMatchObject({ value: "115.8%", tone: "good" });
    expect(stats[3]).toMatchObject({ tone: "default", detail: "Until payouts repay the order" });
    expect(stats[4]).toMatchObject({ value: "$7.53", tone: "default", detail: "After $8.46 Amazon fees" });
  });

  it("marks a losing order: never pays back, bad tones", () => {
    const { result } = plan({ ...roiDefaults, price: "12" });
    const stats = roiStats(result, 8.1);
    expect(stats[0]?.tone).toBe("bad");
    expect(stats[3]).toMatchObject({ value: "Never", tone: "bad", detail: "Payouts never cover the cost" });
    expect(stats[4]?.tone).toBe("bad");
    expect(cashCurve(result, 3, 560).paybackX).toBeNull();
  });

  it("lists the order's totals as revenue less each cost", () => {
    expect(orderTotals(plan().result)).toEqual([
      { label: "Revenue", amount: "$24,990.00" },
      { label: "Amazon fees", amount: "-$8,460.00" },
      { label: "Advertising", amount: "-$2,500.00" },
      { label: "Inventory (landed cost)", amount: "-$6,500.00" },
    ]);
  });

  it("draws the cash curve from minus the order to the profit, crossing zero at the payback", () => {
    const result = { totalInvestment: 1000, totalProfit: 1000, paybackMonths: 1.5 } as RoiPlannerResult;
    const curve = cashCurve(result, 3, 416);
    // From -1,000 to +1,000 over 16..126 px: zero in the middle.
    expect(curve).toMatchObject({
      left: 8,
      right: 408,
      zeroY: 71,
      start: { x: 8, y: 126 },
      end: { x: 408, y: 16 },
      paybackX: 208,
    });
    expect(curve.ariaLabel).toBe("Cash starts at minus $1,000.00 and ends at $1,000.00; payback after 1.5 months.");
  });

  it("sums up the fee engine's estimate", () => {
    const { feeEstimate } = evaluateRoi({ ...roiDefaults, feeMode: "engine" }, "2026-06-01");
    expect(feeEstimate).not.toBeNull();
    expect(feeEstimateDetail(feeEstimate!)).toMatch(
      /^Large standard.*; referral \$3\.75, fulfillment \$[\d.]+, storage and placement \$[\d.]+\. .+, fees on 2026-06-01\.$/,
    );
  });
});
