import { describe, expect, it } from "vitest";
import { returnRateThresholdPercent, returnsProcessingFee, type ReturnsInput } from "./returns-processing-fee";
import { us2026NonPeak } from "./schedules";
import { classifySizeTier } from "./size-tier";

const tier2026 = (sides: [number, number, number], weightLb: number) =>
  classifySizeTier(sides[0], sides[1], sides[2], weightLb, us2026NonPeak.sizeTierRules);

describe("returns processing (card S12: Amazon help page 64LS955WNFT6EDP; thresholds S11, S16)", () => {
  const context = (categoryId: string, isApparel = false) => ({ categoryId, isApparel, fallbackFeePerReturn: 9.99 });
  const fee = (
    sides: [number, number, number],
    weightLb: number,
    input: ReturnsInput,
    categoryId = "clothing-accessories",
    isApparel = false,
  ) => returnsProcessingFee(us2026NonPeak, tier2026(sides, weightLb), input, context(categoryId, isApparel));
  const everyReturn = { returnRatePercent: 100 };

  it.each([
    ["small standard, 6 oz or less", [10, 6, 0.5], 6 / 16, 2.12],
    ["small standard, 6+ to 12 oz", [10, 6, 0.5], 7 / 16, 2.23],
    ["small standard, 12+ to 16 oz", [10, 6, 0.5], 1, 2.32],
    ["large standard, 6 oz or less", [16, 2, 0.5], 5 / 16, 2.4],
    ["large standard, 6+ to 12 oz", [16, 2, 0.5], 12 / 16, 2.76],
    ["large standard, 12+ to 16 oz", [16, 2, 0.5], 15 / 16, 2.85],
    ["large standard, 1+ to 2 lb", [16, 2, 0.5], 1.5, 2.96],
    ["large standard, 2+ to 3 lb", [16, 2, 0.5], 3, 3.41],
    ["large standard, 5 lb: $3.41 + 2 x $0.20", [16, 2, 0.5], 5, 3.81],
    ["small bulky, 4 lb: $4.19 + 2 x $0.20 (old small oversize row)", [20, 3, 2], 4, 4.59],
  ] as const)("%s: $%s per returned unit", (_label, sides, weight, perReturn) => {
    const result = fee([...sides], weight, everyReturn);
    expect(result.feePerReturn).toBe(perReturn);
    expect(result.amount).toBe(perReturn);
    expect(result.provenance.isEstimate).toBe(true);
    expect(result.provenance.source).toContain("64LS955WNFT6EDP");
  });

  it("extra-large has no card row: the non-peak fulfillment fee stands in, and it says so", () => {
    const result = fee([70, 10, 5], 30, everyReturn, "home-kitchen");
    expect(result.feePerReturn).toBe(9.99);
    expect(result.explanation).toContain("no published rate");
  });

  it("charges non-apparel only above the category's threshold (Home & Kitchen 8.1%)", () => {
    const result = fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10 }, "home-kitchen");
    expect(result.thresholdPercent).toBe(8.1);
    expect(result.amount).toBe(0.05); // (10% - 8.1%) x $2.76 = $0.0524
    expect(fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 8 }, "home-kitchen").amount).toBe(0);
  });

  it.each([
    ["grocery-gourmet", 2.9],
    ["toys-games", 4.7],
    ["beauty-health-personal-care", 5.5],
    ["home-kitchen", 8.1],
    ["consumer-electronics", 11.2],
    ["computers", 11.4],
    ["luggage", 12.8],
  ])("category %s: %s% threshold", (categoryId, threshold) => {
    expect(returnRateThresholdPercent(categoryId)).toBe(threshold);
    expect(fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 20 }, categoryId).thresholdPercent).toBe(threshold);
  });

  it("apparel and shoes pay on every return, whatever threshold is entered", () => {
    expect(
      fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10, returnRateThresholdPercent: 8 }, "home-kitchen", true).amount,
    ).toBe(0.28);
    expect(fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10 }, "footwear").amount).toBe(0.28);
    expect(fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10 }, "clothing-accessories").explanation).toContain(
      "every return",
    );
  });

  it("uses the seller's threshold and fee per return when given; with no known threshold, counts every return", () => {
    expect(
      fee(
        [16, 2, 0.5],
        12 / 16,
        { returnRatePercent: 10, returnRateThresholdPercent: 8, feePerReturn: 3 },
        "home-kitchen",
      ).amount,
    ).toBe(0.06);
    const unknown = fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10 }, "sports-outdoors");
    expect(unknown.thresholdPercent).toBe(0);
    expect(unknown.explanation).toContain("no published threshold");
  });

  it("exempts a month with fewer than 25 units shipped", () => {
    expect(fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10, unitsShippedPerMonth: 24 }).amount).toBe(0);
    expect(fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10, unitsShippedPerMonth: 24 }).explanation).toContain(
      "fewer than 25 units",
    );
    expect(fee([16, 2, 0.5], 12 / 16, { returnRatePercent: 10, unitsShippedPerMonth: 25 }).amount).toBe(0.28);
  });
});
