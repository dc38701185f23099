import { describe, expect, it } from "vitest";
import { calculateFbaFees, calculateFbaFeeTotals } from "~/fba-fees";
import { findHeadroom } from "./headroom";
import type { BulkInput } from "./read-row";

const input = (overrides: Partial<BulkInput>): BulkInput => ({
  line: 2,
  sku: "A",
  lengthIn: 10,
  widthIn: 6,
  heightIn: 3,
  weightLb: 1,
  price: 19.99,
  categoryId: "home-kitchen",
  productType: "non-apparel",
  date: "2026-06-15",
  cost: null,
  unitsPerMonth: null,
  own: null,
  ...overrides,
});

function headroomOf(overrides: Partial<BulkInput>) {
  const row = input(overrides);
  const fees = calculateFbaFeeTotals(row);
  if (!fees.ok) throw new Error("invalid");
  return { headroom: findHeadroom(row, fees.value), total: fees.value.totals.total };
}

describe("findHeadroom", () => {
  it("a side just over a cheaper tier: the tier and the saving from the engine at the limit", () => {
    const { headroom, total } = headroomOf({ lengthIn: 12, widthIn: 9, heightIn: 0.95, weightLb: 0.6 });
    const atLimit = calculateFbaFees(input({ lengthIn: 12, widthIn: 9, heightIn: 0.75, weightLb: 0.6 }));
    if (!atLimit.ok) throw new Error("invalid");
    expect(atLimit.value.sizeTier.tier).toBe("small-standard");
    expect(headroom).toEqual({
      text: "0.2 in too tall for small standard",
      savingPerUnit: Math.round((total - atLimit.value.totals.total) * 100) / 100,
    });
    expect(headroom?.savingPerUnit).toBe(0.59);
  });

  it("a unit weight just over a weight band", () => {
    expect(headroomOf({ lengthIn: 6, widthIn: 4, heightIn: 4, weightLb: 13 / 16, price: 24.99 }).headroom).toEqual({
      text: "1 oz over the 12 oz band",
      savingPerUnit: 0.48,
    });
  });

  it("small bulky a fraction of an inch longer than large standard", () => {
    expect(
      headroomOf({
        lengthIn: 18.4,
        widthIn: 12,
        heightIn: 8,
        weightLb: 6,
        price: 49.99,
        categoryId: "tools-home-improvement",
      }).headroom,
    ).toEqual({
      text: "0.4 in too long for large standard",
      savingPerUnit: 6.75,
    });
  });

  it("nothing when the miss is not near, or billed on dimensional weight for a band", () => {
    expect(headroomOf({ lengthIn: 12, widthIn: 9, heightIn: 2.5, weightLb: 0.6 }).headroom).toBeNull();
    expect(headroomOf({ lengthIn: 10, widthIn: 6, heightIn: 3.5, weightLb: 13 / 16 }).headroom).toBeNull();
  });
});
