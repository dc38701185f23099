import { describe, expect, it } from "vitest";
import { evaluateLostSales, lostSalesDefaults } from "~/tools/lost-sales/lost-sales-form";
import { convertProfit, lostSalesStats, reorderPointExplanation, salesTimeline } from "./view";

const defaults = () => {
  const { result } = evaluateLostSales(lostSalesDefaults);
  if (!result) throw new Error("the worked example must evaluate");
  return result;
};

describe("lost sales view", () => {
  it("converts between a $ profit and a % margin at the current price, and leaves text it cannot read", () => {
    expect(convertProfit("7.40", "29.99", "margin")).toBe("24.7");
    expect(convertProfit("24.7", "29.99", "profit")).toBe("7.41");
    expect(convertProfit("7.40", "0", "margin")).toBe("7.40");
    expect(convertProfit("abc", "29.99", "margin")).toBe("abc");
  });

  it("lists the worked example's figures, with how each was reached", () => {
    const stats = lostSalesStats(defaults(), lostSalesDefaults);
    expect(stats.map((stat) => [stat.label, stat.value, stat.detail])).toEqual([
      ["Lost revenue", "$8,997.00", "Lost units x $29.99"],
      ["Lost units", "300", "25 a day"],
      ["Profit per unit", "$7.40", "As entered"],
      ["While out of stock", "300 units", "25/day x 12 days"],
      ["During recovery", "0 units", "No recovery period entered"],
      ["Each extra day out", "$185.00", "Profit lost per day"],
    ]);
    expect(stats.filter((stat) => stat.testId).map((stat) => stat.testId)).toEqual(["lost-revenue", "lost-units"]);
  });

  it("explains the reorder point from the lead time and the safety stock", () => {
    expect(reorderPointExplanation(defaults(), lostSalesDefaults)).toBe(
      "Reorder when stock on hand plus inbound falls to this: 25 a day x 45 days of lead time, plus 350 units of safety stock (14 days).",
    );
  });

  it("draws the stockout as a drop to zero with normal days either side, and the recovery as a ramp", () => {
    const plain = salesTimeline(lostSalesDefaults, defaults(), 560);
    // 12 days out, 3 normal days either side: 18 days over 560 px.
    expect(plain.actualPath).toBe("M0 14 L93.3 14 L93.3 108 L466.7 108 L466.7 108 L466.7 14 L560 14");
    expect(plain.gapPath).not.toBeNull();
    expect(plain.outLabelX).toBe(280);
    expect(plain.recoveryLabelX).toBeNull();
    expect(plain.ariaLabel).toBe("Sales drop to zero for 12 days; 300 units lost.");

    const values = { ...lostSalesDefaults, recoveryDays: "8", recoveryStart: "50" };
    const { result } = evaluateLostSales(values);
    const ramp = salesTimeline(values, result!, 400);
    expect(ramp.actualPath).toBe("M0 14 L66.7 14 L66.7 108 L226.7 108 L226.7 61 L333.3 14 L400 14");
    expect(ramp.ariaLabel).toBe("Sales drop to zero for 12 days and recover over 8 days; 350 units lost.");
  });

  it("draws nothing lost when no day was out of stock", () => {
    const values = { ...lostSalesDefaults, daysOut: "0" };
    const timeline = salesTimeline(values, evaluateLostSales(values).result!, 300);
    expect(timeline.gapPath).toBeNull();
    expect(timeline.outLabelX).toBeNull();
  });
});
