import { describe, expect, it } from "vitest";
import {
  bulkyPackagingFee,
  inboundPlacementFee,
  lowInventoryLevelFee,
  monthlyStorageFee,
  overmaxHandlingFee,
  returnRateThresholdPercent,
  returnsProcessingFee,
  storageSizeClass,
  type ReturnsInput,
} from "./inventory-fees";
import { us2025NonPeak, us2026NonPeak } from "./schedules";
import { classifySizeTier } from "./size-tier";

const tier2026 = (sides: [number, number, number], weightLb: number) =>
  classifySizeTier(sides[0], sides[1], sides[2], weightLb, us2026NonPeak.sizeTierRules);

// 12 x 10 x 6 in = 720 cu in = 0.4167 cu ft; 30 x 10 x 5 in = 0.868 cu ft.
const standardProduct = tier2026([12, 10, 6], 2);
const oversizeProduct = tier2026([30, 10, 5], 8);

describe("monthly storage", () => {
  it("classes standard-size tiers as standard and the rest as oversize", () => {
    expect(storageSizeClass("small-standard")).toBe("standard");
    expect(storageSizeClass("large-standard")).toBe("standard");
    expect(storageSizeClass("small-bulky")).toBe("oversize");
    expect(storageSizeClass("extra-large-150-plus")).toBe("oversize");
  });

  it("January: $0.78 / cu ft standard, $0.56 oversize", () => {
    expect(monthlyStorageFee(us2026NonPeak, standardProduct, false, "2026-01-20", 1).amount).toBe(0.33);
    expect(monthlyStorageFee(us2026NonPeak, oversizeProduct, false, "2026-01-20", 1).amount).toBe(0.49);
  });

  it("November: $2.40 / cu ft standard, $1.40 oversize", () => {
    const november = monthlyStorageFee(us2026NonPeak, standardProduct, false, "2026-11-22", 1);
    expect(november.ratePerCubicFoot).toBe(2.4);
    expect(november.amount).toBe(1);
    expect(monthlyStorageFee(us2026NonPeak, oversizeProduct, false, "2026-11-22", 1).amount).toBe(1.22);
  });

  it("season turns on the calendar month: Sep 30 vs Oct 1", () => {
    expect(monthlyStorageFee(us2026NonPeak, standardProduct, false, "2026-09-30", 1).ratePerCubicFoot).toBe(0.78);
    expect(monthlyStorageFee(us2026NonPeak, standardProduct, false, "2026-10-01", 1).ratePerCubicFoot).toBe(2.4);
  });

  it("dangerous goods have their own rates", () => {
    expect(monthlyStorageFee(us2026NonPeak, standardProduct, true, "2026-01-20", 1).amount).toBe(0.41);
    expect(monthlyStorageFee(us2026NonPeak, standardProduct, true, "2026-11-22", 1).amount).toBe(1.51);
    expect(monthlyStorageFee(us2026NonPeak, oversizeProduct, true, "2026-11-22", 1).ratePerCubicFoot).toBe(2.43);
  });

  it("multiplies by the months a unit waits in storage", () => {
    expect(monthlyStorageFee(us2026NonPeak, standardProduct, false, "2026-01-20", 3).amount).toBe(0.98);
    expect(monthlyStorageFee(us2026NonPeak, standardProduct, false, "2026-01-20", 0).amount).toBe(0);
  });
});

describe("low-inventory-level fee", () => {
  const smallStandard = tier2026([10, 6, 0.5], 0.5);
  const largeStandardLight = tier2026([12, 8, 2], 2);
  const largeStandardHeavy = tier2026([12, 8, 4], 5);

  it("picks the column with the higher of the two days of supply", () => {
    expect(
      lowInventoryLevelFee(us2026NonPeak, smallStandard, { shortTermDaysOfSupply: 5, longTermDaysOfSupply: 13.9 })
        .amount,
    ).toBe(0.89);
    expect(
      lowInventoryLevelFee(us2026NonPeak, smallStandard, { shortTermDaysOfSupply: 5, longTermDaysOfSupply: 14 }).amount,
    ).toBe(0.63);
    expect(
      lowInventoryLevelFee(us2026NonPeak, smallStandard, { shortTermDaysOfSupply: 21, longTermDaysOfSupply: 3 }).amount,
    ).toBe(0.32);
  });

  it("charges nothing unless both are under 28 days", () => {
    const result = lowInventoryLevelFee(us2026NonPeak, smallStandard, {
      shortTermDaysOfSupply: 28,
      longTermDaysOfSupply: 3,
    });
    expect(result.amount).toBe(0);
    expect(result.explanation).toContain("not both under 28");
  });

  it("splits large standard at 3 lb", () => {
    expect(
      lowInventoryLevelFee(us2026NonPeak, largeStandardLight, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 })
        .amount,
    ).toBe(0.97);
    expect(
      lowInventoryLevelFee(us2026NonPeak, largeStandardHeavy, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 })
        .amount,
    ).toBe(1.11);
  });

  it("charges bulky only on the 2026 card (flagged estimate)", () => {
    const bulky = tier2026([30, 10, 5], 8);
    const fee2026 = lowInventoryLevelFee(us2026NonPeak, bulky, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 });
    expect(fee2026.amount).toBe(1.85);
    expect(fee2026.provenance.isEstimate).toBe(true);
    const bulky2025 = classifySizeTier(30, 10, 5, 8, us2025NonPeak.sizeTierRules);
    expect(
      lowInventoryLevelFee(us2025NonPeak, bulky2025, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 }).amount,
    ).toBe(0);
  });

  it("honours every exemption", () => {
    const low = { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 };
    const exempt = (extra: object) => lowInventoryLevelFee(us2026NonPeak, smallStandard, { ...low, ...extra });
    expect(exempt({ unitsShippedLast7Days: 19 }).amount).toBe(0);
    expect(exempt({ unitsShippedLast7Days: 20 }).amount).toBe(0.89);
    expect(exempt({ isNewSellerFirstYear: true }).amount).toBe(0);
    expect(exempt({ isFbaNewSelection: true }).amount).toBe(0);
    expect(exempt({ awdReplenishedPercent: 70 }).amount).toBe(0);
    expect(exempt({ awdReplenishedPercent: 69.9 }).amount).toBe(0.89);
    expect(exempt({ unitsShippedLast7Days: 3 }).explanation).toContain("fewer than 20 units");
  });
});

describe("inbound placement (S19: Amazon help page GC3Q44PBK8BXQW3Z)", () => {
  it("uses the top of Amazon's published range and says so", () => {
    const smallStandard = inboundPlacementFee(
      us2025NonPeak,
      classifySizeTier(10, 6, 0.5, 0.5, us2025NonPeak.sizeTierRules),
      "minimal",
      "2025-06-01",
    );
    expect(smallStandard.amount).toBe(0.3);
    expect(smallStandard.range).toEqual({ low: 0.16, high: 0.3 });
    expect(smallStandard.explanation).toContain("$0.16 to $0.30");
    expect(smallStandard.explanation).toContain("top of the range");
    expect(smallStandard.provenance.isEstimate).toBe(false);
  });

  it.each([
    [[16, 8, 0.5], 0.5, 0.18, 0.34, 0.13, 0.24], // large standard, 12 oz or less
    [[12, 8, 1], 1.2, 0.22, 0.41, 0.15, 0.28], // 12+ oz to 1.5 lb
    [[12, 8, 2], 2, 0.27, 0.49, 0.17, 0.34], // 1.5+ to 3 lb
    [[16, 12, 6], 10, 0.37, 0.68, 0.23, 0.48], // 3+ to 20 lb
  ] as const)(
    "large standard %o, %s lb: minimal $%s-$%s, partial $%s-$%s until Feb 19, 2025",
    (sides, weight, minLow, minHigh, partLow, partHigh) => {
      const tier = classifySizeTier(sides[0], sides[1], sides[2], weight, us2025NonPeak.sizeTierRules);
      expect(inboundPlacementFee(us2025NonPeak, tier, "minimal", "2025-02-19").range).toEqual({
        low: minLow,
        high: minHigh,
      });
      expect(inboundPlacementFee(us2025NonPeak, tier, "partial", "2025-02-19").range).toEqual({
        low: partLow,
        high: partHigh,
      });
    },
  );

  it("charges the minimal split for standard-size from Feb 20, 2025, and keeps the partial split for bulky", () => {
    const largeStandard = tier2026([12, 8, 2], 2);
    expect(inboundPlacementFee(us2026NonPeak, largeStandard, "minimal").amount).toBe(0.49);
    const partial = inboundPlacementFee(us2026NonPeak, largeStandard, "partial", "2026-06-01");
    expect(partial.amount).toBe(0.49);
    expect(partial.explanation).toContain("Feb 20, 2025");
    expect(
      inboundPlacementFee(
        us2025NonPeak,
        classifySizeTier(12, 8, 2, 2, us2025NonPeak.sizeTierRules),
        "partial",
        "2025-02-20",
      ).amount,
    ).toBe(0.49);
    expect(inboundPlacementFee(us2026NonPeak, largeStandard, "amazon-optimized").amount).toBe(0);
    const bulky = inboundPlacementFee(us2026NonPeak, tier2026([40, 10, 5], 30), "partial", "2026-06-01");
    expect(bulky.amount).toBe(2.83);
    expect(bulky.explanation).toContain("$1.05 to $2.83"); // S24 data point for 28-42 lb
    expect(inboundPlacementFee(us2026NonPeak, tier2026([30, 10, 5], 3), "minimal").explanation).toContain(
      "only the top of the range is published, $2.40",
    );
  });

  it("flags 2026 and bulky figures as estimates and explains missing extra-large rates", () => {
    expect(inboundPlacementFee(us2026NonPeak, tier2026([10, 6, 0.5], 0.5), "minimal").provenance.isEstimate).toBe(true);
    expect(
      inboundPlacementFee(
        us2025NonPeak,
        classifySizeTier(40, 10, 5, 30, us2025NonPeak.sizeTierRules),
        "minimal",
        "2025-06-01",
      ).provenance.isEstimate,
    ).toBe(true);
    const extraLarge = tier2026([70, 10, 5], 30);
    const result = inboundPlacementFee(us2026NonPeak, extraLarge, "minimal");
    expect(result.amount).toBe(0);
    expect(result.explanation).toContain("No public placement rate");
    expect(result.provenance.isEstimate).toBe(true);
  });
});

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

describe("bulky packaging and overmax handling (2026)", () => {
  it("charges the packaging fee by dimensional weight unless SIPP certified", () => {
    const bulky = tier2026([30, 10, 5], 8); // 10.8 lb dimensional
    expect(bulkyPackagingFee(us2026NonPeak, bulky, false)?.amount).toBe(1.97);
    expect(bulkyPackagingFee(us2026NonPeak, bulky, true)?.amount).toBe(0);
    expect(bulkyPackagingFee(us2026NonPeak, tier2026([40, 20, 8.5], 5), false)?.amount).toBe(4.04); // 48.9 lb: top band
    expect(bulkyPackagingFee(us2026NonPeak, tier2026([12, 8, 2], 2), false)).toBeNull();
    expect(
      bulkyPackagingFee(us2025NonPeak, classifySizeTier(30, 10, 5, 8, us2025NonPeak.sizeTierRules), false),
    ).toBeNull();
  });

  it("charges overmax handling by extra-large band", () => {
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([100, 6, 4], 30))?.amount).toBe(17);
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([100, 6, 4], 60))?.amount).toBe(21);
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([100, 6, 4], 100))?.amount).toBe(25);
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([90, 6, 4], 30))).toBeNull();
  });
});
