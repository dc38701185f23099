import { describe, expect, it } from "vitest";
import {
  lowInventoryBand,
  lowInventoryExemptionsOf,
  lowInventoryLevelFee,
  lowInventoryRate,
  lowInventoryRowId,
} from "./low-inventory-fee";
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

describe("the low-inventory-level fee's test, edge by edge", () => {
  const both = (days: number) => ({ shortTermDaysOfSupply: days, longTermDaysOfSupply: days });

  it.each([
    [13.99, 0],
    [14, 1],
    [20.99, 1],
    [21, 2],
    [27.99, 2],
    [28, null],
  ] as const)("%s days of supply falls in band %s", (days, band) => {
    expect(lowInventoryBand(both(days))).toBe(band);
  });

  it("charges only when both figures are under 28: one above and one below is no fee, the higher picks the band", () => {
    expect(lowInventoryBand({ shortTermDaysOfSupply: 40, longTermDaysOfSupply: 9 })).toBeNull();
    expect(lowInventoryBand({ shortTermDaysOfSupply: 9, longTermDaysOfSupply: 28.5 })).toBeNull();
    expect(lowInventoryBand({ shortTermDaysOfSupply: 9, longTermDaysOfSupply: 22 })).toBe(2);
    expect(lowInventoryBand({ shortTermDaysOfSupply: 15, longTermDaysOfSupply: 3 })).toBe(1);
  });

  it("prices each band for both size-tier families on the 2026 card, and none for extra-large", () => {
    const standard = lowInventoryRowId({ tier: "small-standard", shippingWeightLb: 0.5 });
    const heavyStandard = lowInventoryRowId({ tier: "large-standard", shippingWeightLb: 3.25 });
    const bulky = lowInventoryRowId({ tier: "large-bulky", shippingWeightLb: 30 });
    expect([0, 1, 2].map((band) => lowInventoryRate(us2026NonPeak, standard, band as 0 | 1 | 2))).toEqual([
      0.89, 0.63, 0.32,
    ]);
    expect(lowInventoryRate(us2026NonPeak, heavyStandard, 0)).toBe(1.11);
    expect([0, 1, 2].map((band) => lowInventoryRate(us2026NonPeak, bulky, band as 0 | 1 | 2))).toEqual([
      2.09, 1.15, 0.57,
    ]);
    expect(lowInventoryRate(us2026NonPeak, lowInventoryRowId({ tier: "small-bulky", shippingWeightLb: 9 }), 1)).toBe(
      1.02,
    );
    expect(lowInventoryRowId({ tier: "extra-large-0-50", shippingWeightLb: 40 })).toBeNull();
    expect(lowInventoryRate(us2026NonPeak, null, 0)).toBeNull();
    // The 2025 card has no bulky row.
    expect(lowInventoryRate(us2025NonPeak, bulky, 0)).toBeNull();
  });

  it("names every exemption at its edge", () => {
    expect(lowInventoryExemptionsOf({ unitsShippedLast7Days: 19 })).toEqual(["low-volume"]);
    expect(lowInventoryExemptionsOf({ unitsShippedLast7Days: 20 })).toEqual([]);
    expect(lowInventoryExemptionsOf({ isNewSellerFirstYear: true })).toEqual(["new-seller"]);
    expect(lowInventoryExemptionsOf({ isFbaNewSelection: true })).toEqual(["new-selection"]);
    expect(lowInventoryExemptionsOf({ awdReplenishedPercent: 70 })).toEqual(["awd"]);
    expect(lowInventoryExemptionsOf({ awdReplenishedPercent: 69.9 })).toEqual([]);
    expect(
      lowInventoryExemptionsOf({
        unitsShippedLast7Days: 0,
        isNewSellerFirstYear: true,
        isFbaNewSelection: true,
        awdReplenishedPercent: 100,
      }),
    ).toEqual(["low-volume", "new-seller", "new-selection", "awd"]);
  });
});
