import { describe, expect, it } from "vitest";
import { calculateProfit, type ProfitInput, type ProfitResult } from ".";
import { computeFeeBreakdown } from "./calculate";
import { toCents } from "./units";

const product: ProfitInput = {
  lengthIn: 10,
  widthIn: 6,
  heightIn: 3,
  weightLb: 1.2,
  price: 24.99,
  categoryId: "home-kitchen",
  date: "2026-06-01",
  costOfGoodsPerUnit: 4,
  inboundShippingPerUnit: 0.8,
  adSpendPerUnit: 2,
  unitsPerMonth: 300,
};

function profit(input: ProfitInput): ProfitResult {
  const result = calculateProfit(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** Net profit in cents at another price, everything else equal (an independent re-computation). */
function profitCentsAt(input: ProfitInput, price: number): number {
  const breakdown = computeFeeBreakdown({ ...input, date: input.date ?? "2026-06-01", price });
  if (!breakdown) throw new Error("no breakdown");
  return (
    toCents(price) -
    toCents(breakdown.totals.total) -
    toCents(input.costOfGoodsPerUnit) -
    toCents(input.inboundShippingPerUnit) -
    toCents(input.adSpendPerUnit)
  );
}

describe("calculateProfit", () => {
  it("computes unit economics", () => {
    const result = profit(product);
    // Fees: referral $3.75, fulfillment $5.42 (1.5 lb, dimensional), fuel $0.19, storage $0.08, placement $0.41.
    expect(result.amazonFeesPerUnit).toBe(9.85);
    expect(result.landedCostPerUnit).toBe(4.8);
    expect(result.profitBeforeAdsPerUnit).toBe(10.34);
    expect(result.netProfitPerUnit).toBe(8.34);
    expect(result.marginPercent).toBe(33.37);
    expect(result.roiPercent).toBe(173.75);
    expect(result.breakEvenAcosPercent).toBe(41.38);
  });

  it("adds monthly totals when units per month are given", () => {
    expect(profit(product).monthly).toEqual({
      units: 300,
      revenue: 7497,
      amazonFees: 2955,
      landedCost: 1440,
      adSpend: 600,
      netProfit: 2502,
    });
    expect(profit({ ...product, unitsPerMonth: undefined }).monthly).toBeNull();
  });

  it("returns a null ROI when nothing was invested", () => {
    expect(profit({ ...product, costOfGoodsPerUnit: 0, inboundShippingPerUnit: 0 }).roiPercent).toBeNull();
  });

  it("adds up: net profit + Amazon fees + landed cost + ad spend = price", () => {
    const result = profit(product);
    const cents = (value: number) => Math.round(value * 100);
    expect(
      cents(result.netProfitPerUnit) +
        cents(result.amazonFeesPerUnit) +
        cents(result.landedCostPerUnit) +
        cents(result.adSpendPerUnit),
    ).toBe(cents(result.price));
  });
});

describe("break-even price", () => {
  it("is the lowest price from which every higher price makes money", () => {
    const result = profit(product);
    expect(result.breakEvenPrice).toBe(15.18);
    expect(profitCentsAt(product, 15.18)).toBeGreaterThanOrEqual(0);
    expect(profitCentsAt(product, 15.17)).toBeLessThan(0);
  });

  it("re-prices the fees: the under-$10 fulfillment band and the referral fee move with the price", () => {
    // Cheap product: profitable at $9.99 (Low-Price FBA), loses money at $10.00 (standard band).
    const cheap: ProfitInput = {
      lengthIn: 6,
      widthIn: 4,
      heightIn: 0.5,
      weightLb: 0.2,
      price: 9.99,
      categoryId: "home-kitchen",
      date: "2026-06-01",
      costOfGoodsPerUnit: 5.5,
      inboundShippingPerUnit: 0.2,
      adSpendPerUnit: 0,
      inboundPlacement: "amazon-optimized",
    };
    expect(profitCentsAt(cheap, 9.99)).toBeGreaterThanOrEqual(0);
    expect(profitCentsAt(cheap, 10)).toBeLessThan(0);
    const breakEven = profit(cheap).breakEvenPrice ?? 0;
    expect(breakEven).toBeGreaterThan(10);
    expect(profitCentsAt(cheap, breakEven)).toBeGreaterThanOrEqual(0);
    expect(profitCentsAt(cheap, breakEven - 0.01)).toBeLessThan(0);
    for (let price = breakEven; price < 60; price += 0.37)
      expect(profitCentsAt(cheap, Math.round(price * 100) / 100)).toBeGreaterThanOrEqual(0);
  });

  it("handles whole-price referral tiers (clothing jumps from 10% to 17% above $20)", () => {
    const shirt: ProfitInput = {
      lengthIn: 10,
      widthIn: 8,
      heightIn: 1,
      weightLb: 0.6,
      price: 19.99,
      categoryId: "clothing-accessories",
      productType: "apparel",
      date: "2026-06-01",
      costOfGoodsPerUnit: 9.5,
      inboundShippingPerUnit: 0.5,
      adSpendPerUnit: 1.2,
    };
    const breakEven = profit(shirt).breakEvenPrice ?? 0;
    expect(profitCentsAt(shirt, breakEven)).toBeGreaterThanOrEqual(0);
    expect(profitCentsAt(shirt, breakEven - 0.01)).toBeLessThan(0);
    expect(profitCentsAt(shirt, 20.01)).toBeLessThan(profitCentsAt(shirt, 20));
  });

  it("is the lowest price when even a cent makes money, and null when nothing does", () => {
    const free: ProfitInput = {
      ...product,
      costOfGoodsPerUnit: 0,
      inboundShippingPerUnit: 0,
      adSpendPerUnit: 0,
      inboundPlacement: "amazon-optimized",
    };
    expect(profit(free).breakEvenPrice).toBeGreaterThan(0);
    expect(profit({ ...product, costOfGoodsPerUnit: 100_000, adSpendPerUnit: 100_000 }).breakEvenPrice).toBeNull();
  });
});

describe("validation", () => {
  it("rejects negative costs and reports fee-input errors too", () => {
    const result = calculateProfit({ ...product, costOfGoodsPerUnit: -1, adSpendPerUnit: Number.NaN, price: -2 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((error) => error.path).sort()).toEqual([
        "adSpendPerUnit",
        "costOfGoodsPerUnit",
        "price",
      ]);
      expect(result.errors.find((error) => error.path === "costOfGoodsPerUnit")?.message).toBe(
        "Cost of goods cannot be negative.",
      );
    }
  });
});
