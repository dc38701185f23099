import { describe, expect, it } from "vitest";
import {
  bulkyPackagingFee,
  inboundPlacementFee,
  lowInventoryLevelFee,
  monthlyStorageFee,
  overmaxHandlingFee,
  returnsProcessingAllowance,
  storageSizeClass,
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
    expect(lowInventoryLevelFee(us2026NonPeak, smallStandard, { shortTermDaysOfSupply: 5, longTermDaysOfSupply: 13.9 }).amount).toBe(0.89);
    expect(lowInventoryLevelFee(us2026NonPeak, smallStandard, { shortTermDaysOfSupply: 5, longTermDaysOfSupply: 14 }).amount).toBe(0.63);
    expect(lowInventoryLevelFee(us2026NonPeak, smallStandard, { shortTermDaysOfSupply: 21, longTermDaysOfSupply: 3 }).amount).toBe(0.32);
  });

  it("charges nothing unless both are under 28 days", () => {
    const result = lowInventoryLevelFee(us2026NonPeak, smallStandard, { shortTermDaysOfSupply: 28, longTermDaysOfSupply: 3 });
    expect(result.amount).toBe(0);
    expect(result.explanation).toContain("not both under 28");
  });

  it("splits large standard at 3 lb", () => {
    expect(lowInventoryLevelFee(us2026NonPeak, largeStandardLight, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 }).amount).toBe(0.97);
    expect(lowInventoryLevelFee(us2026NonPeak, largeStandardHeavy, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 }).amount).toBe(1.11);
  });

  it("charges bulky only on the 2026 card (flagged estimate)", () => {
    const bulky = tier2026([30, 10, 5], 8);
    const fee2026 = lowInventoryLevelFee(us2026NonPeak, bulky, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 });
    expect(fee2026.amount).toBe(1.85);
    expect(fee2026.provenance.isEstimate).toBe(true);
    const bulky2025 = classifySizeTier(30, 10, 5, 8, us2025NonPeak.sizeTierRules);
    expect(lowInventoryLevelFee(us2025NonPeak, bulky2025, { shortTermDaysOfSupply: 1, longTermDaysOfSupply: 1 }).amount).toBe(0);
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

describe("inbound placement", () => {
  it("charges by split choice, tier and shipping weight", () => {
    const largeStandard = tier2026([12, 8, 2], 2);
    expect(inboundPlacementFee(us2026NonPeak, largeStandard, "minimal").amount).toBe(0.49);
    expect(inboundPlacementFee(us2026NonPeak, largeStandard, "partial").amount).toBe(0.34);
    expect(inboundPlacementFee(us2026NonPeak, largeStandard, "amazon-optimized").amount).toBe(0);
    expect(inboundPlacementFee(us2026NonPeak, tier2026([10, 6, 0.5], 0.5), "minimal").amount).toBe(0.3);
    expect(inboundPlacementFee(us2026NonPeak, tier2026([40, 10, 5], 30), "partial").amount).toBe(2.83);
  });

  it("is flagged as an estimate and explains missing extra-large rates", () => {
    const extraLarge = tier2026([70, 10, 5], 30);
    const result = inboundPlacementFee(us2026NonPeak, extraLarge, "minimal");
    expect(result.amount).toBe(0);
    expect(result.explanation).toContain("No public placement rate");
    expect(result.provenance.isEstimate).toBe(true);
  });
});

describe("returns processing allowance", () => {
  it("is the return rate times the fee per return", () => {
    expect(returnsProcessingAllowance({ returnRatePercent: 10 }, false, 5, "x").amount).toBe(0.5);
    expect(returnsProcessingAllowance({ returnRatePercent: 10, feePerReturn: 3 }, false, 5, "x").amount).toBe(0.3);
  });

  it("charges non-apparel only above the category threshold, apparel on every return", () => {
    expect(returnsProcessingAllowance({ returnRatePercent: 10, returnRateThresholdPercent: 8 }, false, 5, "x").amount).toBe(0.1);
    expect(returnsProcessingAllowance({ returnRatePercent: 10, returnRateThresholdPercent: 8 }, true, 5, "x").amount).toBe(0.5);
    expect(returnsProcessingAllowance({ returnRatePercent: 5, returnRateThresholdPercent: 8 }, false, 5, "x").amount).toBe(0);
  });

  it("is always flagged as an estimate", () => {
    expect(returnsProcessingAllowance({ returnRatePercent: 1 }, false, 5, "x").provenance.isEstimate).toBe(true);
  });
});

describe("bulky packaging and overmax handling (2026)", () => {
  it("charges the packaging fee by dimensional weight unless SIPP certified", () => {
    const bulky = tier2026([30, 10, 5], 8); // 10.8 lb dimensional
    expect(bulkyPackagingFee(us2026NonPeak, bulky, false)?.amount).toBe(1.97);
    expect(bulkyPackagingFee(us2026NonPeak, bulky, true)?.amount).toBe(0);
    expect(bulkyPackagingFee(us2026NonPeak, tier2026([40, 20, 8.5], 5), false)?.amount).toBe(4.04); // 48.9 lb: top band
    expect(bulkyPackagingFee(us2026NonPeak, tier2026([12, 8, 2], 2), false)).toBeNull();
    expect(bulkyPackagingFee(us2025NonPeak, classifySizeTier(30, 10, 5, 8, us2025NonPeak.sizeTierRules), false)).toBeNull();
  });

  it("charges overmax handling by extra-large band", () => {
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([100, 6, 4], 30))?.amount).toBe(17);
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([100, 6, 4], 60))?.amount).toBe(21);
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([100, 6, 4], 100))?.amount).toBe(25);
    expect(overmaxHandlingFee(us2026NonPeak, tier2026([90, 6, 4], 30))).toBeNull();
  });
});
