import { describe, expect, it } from "vitest";
import { us2026NonPeak } from "./schedules";
import { classifySizeTier } from "./size-tier";
import { monthlyStorageFee, storageSizeClass } from "./storage-fee";

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
