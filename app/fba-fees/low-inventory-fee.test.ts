import { describe, expect, it } from "vitest";
import { lowInventoryLevelFee } from "./low-inventory-fee";
import { us2025NonPeak, us2026NonPeak } from "./schedules";
import { classifySizeTier } from "./size-tier";

const tier2026 = (sides: [number, number, number], weightLb: number) =>
  classifySizeTier(sides[0], sides[1], sides[2], weightLb, us2026NonPeak.sizeTierRules);

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
