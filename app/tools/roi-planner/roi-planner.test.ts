import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planInventoryRoi, type RoiPlannerInput, type RoiPlannerResult } from "./roi-planner";

const order: RoiPlannerInput = {
  landedCostPerUnit: 6,
  orderQuantity: 500,
  price: 24.99,
  amazonFeesPerUnit: 9.85,
  adCostPerUnit: 2,
  monthsToSellThrough: 3,
};

function plan(input: RoiPlannerInput): RoiPlannerResult {
  const result = planInventoryRoi(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe("planInventoryRoi", () => {
  it("computes investment, revenue, profit and ROI", () => {
    const result = plan(order);
    expect(result.totalInvestment).toBe(3000);
    expect(result.totalRevenue).toBe(12495);
    expect(result.totalAmazonFees).toBe(4925);
    expect(result.totalAdCost).toBe(1000);
    expect(result.profitPerUnit).toBe(7.14);
    expect(result.totalProfit).toBe(3570);
    expect(result.roiPercent).toBe(119);
    expect(result.unitsPerMonth).toBe(166.67);
  });

  it("annualises by compounding: (1 + ROI)^(12 / months) - 1", () => {
    // 20% over 3 months -> 1.2^4 - 1 = 107.36%, not 80%.
    const twentyPercent = plan({
      landedCostPerUnit: 10,
      orderQuantity: 100,
      price: 20,
      amazonFeesPerUnit: 6,
      adCostPerUnit: 2,
      monthsToSellThrough: 3,
    });
    expect(twentyPercent.roiPercent).toBe(20);
    expect(twentyPercent.annualisedRoiPercent).toBe(107.36);
    // Over 12 months the annualised ROI equals the ROI; over 24 months it is lower.
    expect(plan({ ...order, monthsToSellThrough: 12 }).annualisedRoiPercent).toBe(119);
    expect(plan({ ...order, monthsToSellThrough: 24 }).annualisedRoiPercent).toBe(47.99);
  });

  it("computes the payback period from even sell-through", () => {
    // Payout per unit = 24.99 - 9.85 - 2 = 13.14; investment recovered after 6 / 13.14 of the units.
    expect(plan(order).paybackMonths).toBe(1.37);
    // Payout below landed cost: the order never pays back.
    expect(plan({ ...order, price: 17 }).paybackMonths).toBeNull();
    // Exactly break-even: pays back at the very end.
    expect(plan({ ...order, price: 17.85 }).paybackMonths).toBe(3);
  });

  it("handles losses and a zero landed cost", () => {
    const loss = plan({ ...order, price: 10 });
    expect(loss.totalProfit).toBeLessThan(0);
    expect(loss.annualisedRoiPercent).toBe(-100); // ROI below -100% cannot compound
    const free = plan({ ...order, landedCostPerUnit: 0 });
    expect(free.roiPercent).toBeNull();
    expect(free.annualisedRoiPercent).toBeNull();
    expect(free.paybackMonths).toBe(0);
  });

  it("returns field errors", () => {
    const result = planInventoryRoi({ ...order, orderQuantity: 10.5, monthsToSellThrough: 0, price: -1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { path: "orderQuantity", message: "Order quantity must be a whole number." },
        { path: "price", message: "Price cannot be negative." },
        { path: "monthsToSellThrough", message: "Months to sell through must be greater than 0." },
      ]);
    }
  });

  it("never returns NaN or Infinity", () => {
    fc.assert(
      fc.property(
        fc.record({
          landedCostPerUnit: fc.double({ min: 0, max: 100_000, noNaN: true }),
          orderQuantity: fc.integer({ min: 1, max: 10_000_000 }),
          price: fc.double({ min: 0, max: 100_000, noNaN: true }),
          amazonFeesPerUnit: fc.double({ min: 0, max: 100_000, noNaN: true }),
          adCostPerUnit: fc.double({ min: 0, max: 100_000, noNaN: true }),
          monthsToSellThrough: fc.double({ min: 0.01, max: 120, noNaN: true }),
        }),
        (input) => {
          const result = plan(input);
          for (const value of Object.values(result)) if (value !== null) expect(Number.isFinite(value)).toBe(true);
          // Profit identity, to the cent.
          const cents = (value: number) => Math.round(value * 100);
          expect(
            cents(result.totalRevenue) -
              cents(result.totalAmazonFees) -
              cents(result.totalAdCost) -
              cents(result.totalInvestment),
          ).toBe(cents(result.totalProfit));
        },
      ),
    );
  });
});
