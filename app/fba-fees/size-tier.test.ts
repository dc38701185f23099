import { describe, expect, it } from "vitest";
import { classifySizeTier, dimensionalWeightLb, roundShippingWeight, sortSides, type SizeTierRules } from "./size-tier";

const rules2026: SizeTierRules = { hasSmallBulky: true, hasOvermax: true };
const rules2025: SizeTierRules = { hasSmallBulky: false, hasOvermax: false };

const tierOf = (sides: [number, number, number], weightLb: number, rules = rules2026) =>
  classifySizeTier(sides[0], sides[1], sides[2], weightLb, rules).tier;

describe("sides and dimensional weight", () => {
  it("sorts sides longest / median / shortest whatever the input order", () => {
    expect(sortSides(2, 15, 9)).toEqual({ longest: 15, median: 9, shortest: 2 });
  });

  it("divides L x W x H by 139", () => {
    expect(dimensionalWeightLb(sortSides(18, 14, 8), false)).toBeCloseTo(2016 / 139, 10);
  });

  it("applies the 2-inch minimum on width and height only when asked (bulky and extra-large)", () => {
    const flat = sortSides(30, 10, 1);
    expect(dimensionalWeightLb(flat, false)).toBeCloseTo(300 / 139, 10);
    expect(dimensionalWeightLb(flat, true)).toBeCloseTo(600 / 139, 10);
    expect(dimensionalWeightLb(sortSides(30, 1, 1), true)).toBeCloseTo(120 / 139, 10);
  });

  it("uses the plain dimensional weight (no 2-inch minimum) for large standard", () => {
    const result = classifySizeTier(17, 13, 1, 0.5, rules2026);
    expect(result.tier).toBe("large-standard");
    expect(result.dimensionalWeightLb).toBeCloseTo(221 / 139, 10);
    expect(result.weightBasis).toBe("dimensional-weight");
    expect(result.shippingWeightLb).toBe(1.75);
  });

  it("uses the 2-inch minimum for bulky", () => {
    const result = classifySizeTier(30, 10, 1, 1, rules2026);
    expect(result.tier).toBe("small-bulky");
    expect(result.dimensionalWeightLb).toBeCloseTo(600 / 139, 10);
    expect(result.shippingWeightLb).toBe(5);
  });

  it("bills small standard on unit weight only, even when the dimensional weight is higher", () => {
    const result = classifySizeTier(15, 12, 0.75, 0.1, rules2026);
    expect(result.tier).toBe("small-standard");
    expect(result.usesDimensionalWeight).toBe(false);
    expect(result.weightBasis).toBe("unit-weight");
    expect(result.shippingWeightLb).toBe(2 / 16);
  });

  it("lets dimensional weight push a light bulky box into extra-large", () => {
    // 36 x 20 x 10 fits small bulky's box, but 7200 / 139 = 51.8 lb is over 50 lb.
    expect(tierOf([36, 20, 10], 5)).toBe("extra-large-50-70");
  });

  it("bills extra-large 150+ on unit weight only", () => {
    const result = classifySizeTier(60, 3, 2, 160, rules2026);
    expect(result.tier).toBe("extra-large-150-plus");
    expect(result.usesDimensionalWeight).toBe(false);
    expect(result.shippingWeightLb).toBe(160);
  });
});

describe("shipping weight rounding", () => {
  it("rounds small standard and light large standard up to the next ounce", () => {
    expect(roundShippingWeight("small-standard", 0.1 / 16).weightLb).toBe(1 / 16);
    expect(roundShippingWeight("small-standard", 2.01 / 16).weightLb).toBe(3 / 16);
    expect(roundShippingWeight("large-standard", 12 / 16).weightLb).toBe(12 / 16);
    expect(roundShippingWeight("large-standard", 12.2 / 16).weightLb).toBe(13 / 16);
  });

  it("rounds large standard above 1 lb up to the next 4 oz", () => {
    expect(roundShippingWeight("large-standard", 1.01).weightLb).toBe(1.25);
    expect(roundShippingWeight("large-standard", 3).weightLb).toBe(3);
    expect(roundShippingWeight("large-standard", 3.01).weightLb).toBe(3.25);
  });

  it("rounds bulky and extra-large up to the next whole pound", () => {
    expect(roundShippingWeight("large-bulky", 7.77).weightLb).toBe(8);
    expect(roundShippingWeight("extra-large-50-70", 65.27).weightLb).toBe(66);
    expect(roundShippingWeight("small-bulky", 2).weightLb).toBe(2);
  });

  it("does not let float noise add a step", () => {
    expect(roundShippingWeight("large-standard", 0.1 + 0.2 + 1.2).weightLb).toBe(1.5);
  });
});

describe("tier boundaries (2026 rules), just under and just over each limit", () => {
  it("small standard: 15 x 12 x 0.75 in and 16 oz", () => {
    expect(tierOf([15, 12, 0.75], 1)).toBe("small-standard");
    expect(tierOf([15.01, 12, 0.75], 1)).toBe("large-standard");
    expect(tierOf([15, 12.01, 0.75], 1)).toBe("large-standard");
    expect(tierOf([15, 12, 0.76], 1)).toBe("large-standard");
    expect(tierOf([15, 12, 0.75], 16.01 / 16)).toBe("large-standard");
  });

  it("large standard: 18 x 14 x 8 in and 20 lb", () => {
    expect(tierOf([18, 14, 8], 20)).toBe("large-standard");
    expect(tierOf([18.01, 14, 8], 20)).toBe("small-bulky");
    expect(tierOf([18, 14.01, 8], 20)).toBe("small-bulky");
    expect(tierOf([18, 14, 8.01], 20)).toBe("small-bulky");
    expect(tierOf([18, 14, 8], 20.01)).toBe("small-bulky");
  });

  it("small bulky: 37 x 28 in, 50 lb", () => {
    expect(tierOf([37, 10, 5], 10)).toBe("small-bulky");
    expect(tierOf([37.01, 10, 5], 10)).toBe("large-bulky");
    expect(tierOf([30, 28, 2], 10)).toBe("small-bulky");
    expect(tierOf([30, 28.01, 2], 10)).toBe("large-bulky");
    expect(tierOf([30, 10, 5], 50)).toBe("small-bulky");
    expect(tierOf([30, 10, 5], 50.01)).toBe("extra-large-50-70");
  });

  it("small bulky: the 20 in shortest side and 130 in length + girth can never bind alone", () => {
    // Any box with a 20 in shortest side is at least 20 x 20 x 20 = 57.6 lb dimensional: extra-large.
    expect(tierOf([20, 20, 20], 1)).toBe("extra-large-50-70");
    expect(tierOf([20.01, 20.01, 20.01], 1)).toBe("extra-large-50-70");
  });

  it("large bulky: 59 x 33 in, 130 in length + girth, 50 lb", () => {
    expect(tierOf([59, 10, 5], 10)).toBe("large-bulky");
    expect(tierOf([59.01, 10, 5], 10)).toBe("extra-large-0-50");
    expect(tierOf([40, 33, 2], 10)).toBe("large-bulky");
    expect(tierOf([40, 33.01, 2], 10)).toBe("extra-large-0-50");
    expect(tierOf([59, 33, 2.5], 10)).toBe("large-bulky"); // length + girth = 130.00
    expect(tierOf([59, 33, 2.51], 10)).toBe("extra-large-0-50"); // length + girth = 130.02
    expect(tierOf([40, 10, 5], 50)).toBe("large-bulky");
    expect(tierOf([40, 10, 5], 50.01)).toBe("extra-large-50-70");
  });

  it("extra-large weight bands: 50 / 70 / 150 lb", () => {
    expect(tierOf([60, 3, 2], 50)).toBe("extra-large-0-50");
    expect(tierOf([60, 3, 2], 50.01)).toBe("extra-large-50-70");
    expect(tierOf([60, 3, 2], 70)).toBe("extra-large-50-70");
    expect(tierOf([60, 3, 2], 70.01)).toBe("extra-large-70-150");
    expect(tierOf([60, 3, 2], 150)).toBe("extra-large-70-150");
    expect(tierOf([60, 3, 2], 150.01)).toBe("extra-large-150-plus");
  });

  it("overmax: extra-large with longest side over 96 in or length + girth over 130 in", () => {
    const at = (sides: [number, number, number]) =>
      classifySizeTier(sides[0], sides[1], sides[2], 20, rules2026).isOvermax;
    expect(at([96, 6, 4])).toBe(false);
    expect(at([96.01, 6, 4])).toBe(true);
    expect(at([60, 20, 15])).toBe(false); // 130.00
    expect(at([60, 20, 15.01])).toBe(true); // 130.02
  });
});

describe("tier boundaries (2025 rules)", () => {
  it("has no small bulky: those products are large bulky", () => {
    expect(tierOf([18.01, 14, 8], 20, rules2025)).toBe("large-bulky");
    expect(tierOf([37, 10, 5], 10, rules2025)).toBe("large-bulky");
  });

  it("has no overmax", () => {
    expect(classifySizeTier(96.01, 6, 4, 20, rules2025).isOvermax).toBe(false);
  });
});
