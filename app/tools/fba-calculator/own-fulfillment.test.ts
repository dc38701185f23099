import { describe, expect, it } from "vitest";
import { calculateProfit, type ProfitResult } from "~/fba-fees";
import { compareOwnFulfillment, type OwnFulfillmentCosts } from "./own-fulfillment";

/** The calculator's default product: 10 x 6 x 3 in, 0.75 lb, $24.99, Home & Kitchen (15%), 300 a month. */
function fbaResult(unitsPerMonth?: number): ProfitResult {
  const result = calculateProfit({
    lengthIn: 10,
    widthIn: 6,
    heightIn: 3,
    weightLb: 0.75,
    price: 24.99,
    categoryId: "home-kitchen",
    date: "2026-06-01",
    costOfGoodsPerUnit: 6,
    inboundShippingPerUnit: 0.8,
    adSpendPerUnit: 2,
    unitsPerMonth,
    monthsInStorage: 1,
  });
  if (!result.ok) throw new Error("engine refused the default product");
  return result.value;
}

const costs: OwnFulfillmentCosts = {
  labelAndPostage: 5,
  packaging: 0.4,
  labour: 1,
  shippingCharged: 0,
  storagePerUnitMonth: 0.1,
  monthsInStorage: 1,
};

describe("FBA against own fulfillment", () => {
  it("keeps the FBA column equal to the engine's result", () => {
    const fba = fbaResult(300);
    const comparison = compareOwnFulfillment(fba, costs)!;
    expect(comparison.fba.netProfitPerUnit).toBe(fba.netProfitPerUnit);
    expect(comparison.fba.marginPercent).toBe(fba.marginPercent);
    expect(comparison.fba.referralFeesPerUnit + comparison.fba.fulfillmentPerUnit).toBeCloseTo(
      fba.amazonFeesPerUnit,
      10,
    );
    expect(comparison.fba.netProfitPerMonth).toBe(fba.monthly?.netProfit);
  });

  it("prices own orders: same referral fee, own costs per order, own storage for the months stored", () => {
    const own = compareOwnFulfillment(fbaResult(300), costs)!.own;
    // 24.99 - 3.75 referral (15%) - 6.40 (5.00 + 0.40 + 1.00) - 0.10 storage - 6.80 landed - 2.00 ads
    expect(own).toMatchObject({
      revenuePerUnit: 24.99,
      referralFeesPerUnit: 3.75,
      fulfillmentPerUnit: 6.4,
      storagePerUnit: 0.1,
      netProfitPerUnit: 5.94,
    });
    expect(own.marginPercent).toBe(23.77);
    expect(own.netProfitPerMonth).toBe(1782);
  });

  it("charges the referral fee on the item price plus the shipping the buyer pays", () => {
    const own = compareOwnFulfillment(fbaResult(300), { ...costs, shippingCharged: 4.99 })!.own;
    // 15% of 29.98 = 4.497 -> 4.50
    expect(own.revenuePerUnit).toBe(29.98);
    expect(own.referralFeesPerUnit).toBe(4.5);
    expect(own.netProfitPerUnit).toBe(10.18);
    expect(own.marginPercent).toBe(33.96);
  });

  it("gives the difference per unit and per month, and which side earns more", () => {
    const fba = fbaResult(300);
    const comparison = compareOwnFulfillment(fba, costs)!;
    const perUnit = Math.round((5.94 - fba.netProfitPerUnit) * 100) / 100;
    expect(comparison.differencePerUnit).toBe(perUnit);
    expect(comparison.differencePerMonth).toBe(Math.round(perUnit * 300 * 100) / 100);
    expect(comparison.better).toBe(perUnit > 0 ? "own" : "fba");
    const expensive = compareOwnFulfillment(fba, { ...costs, labelAndPostage: 50 })!;
    expect(expensive.better).toBe("fba");
    expect(expensive.differencePerUnit).toBeLessThan(0);
  });

  it("multiplies storage by the months in storage, and has no monthly figures without units per month", () => {
    const comparison = compareOwnFulfillment(fbaResult(undefined), { ...costs, monthsInStorage: 2.5 })!;
    expect(comparison.own.storagePerUnit).toBe(0.25);
    expect(comparison.own.netProfitPerMonth).toBeNull();
    expect(comparison.differencePerMonth).toBeNull();
  });
});
