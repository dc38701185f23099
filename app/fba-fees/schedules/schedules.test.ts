import { describe, expect, it } from "vitest";
import type { FeeSchedule, ProductType, SizeTierId, TierFeeTable } from "~/fba-fees/types";
import { productTypes } from "~/fba-fees/types";
import {
  earliestSupportedDate,
  schedules,
  selectSchedule,
  us2025NonPeak,
  us2025Peak,
  us2026NonPeak,
  us2026Peak,
} from ".";
import { peakIncrements } from "./peak-increments";

const scheduleOn = (date: string) => selectSchedule(date)?.schedule.id;

describe("selectSchedule", () => {
  it("picks the card and season by date, at every boundary", () => {
    expect(scheduleOn("2024-04-14")).toBeUndefined();
    expect(scheduleOn(earliestSupportedDate)).toBe("us-2025-non-peak");
    expect(scheduleOn("2024-10-14")).toBe("us-2025-non-peak");
    expect(scheduleOn("2024-10-15")).toBe("us-2025-peak");
    expect(scheduleOn("2025-01-14")).toBe("us-2025-peak");
    expect(scheduleOn("2025-01-15")).toBe("us-2025-non-peak");
    expect(scheduleOn("2025-10-14")).toBe("us-2025-non-peak");
    expect(scheduleOn("2025-10-15")).toBe("us-2025-peak");
    expect(scheduleOn("2026-01-14")).toBe("us-2025-peak");
    expect(scheduleOn("2026-01-15")).toBe("us-2026-non-peak");
    expect(scheduleOn("2026-10-14")).toBe("us-2026-non-peak");
    expect(scheduleOn("2026-10-15")).toBe("us-2026-peak");
    expect(scheduleOn("2026-11-22")).toBe("us-2026-peak");
    expect(scheduleOn("2027-01-14")).toBe("us-2026-peak");
    expect(scheduleOn("2027-01-15")).toBe("us-2026-non-peak");
  });

  it("reports the period that contains the date", () => {
    expect(selectSchedule("2024-12-01")?.period).toEqual({ from: "2024-10-15", until: "2025-01-14" });
    expect(selectSchedule("2025-12-01")?.period).toEqual({ from: "2025-10-15", until: "2026-01-14" });
  });
});

function tablesOf(schedule: FeeSchedule): [ProductType, SizeTierId, TierFeeTable][] {
  return productTypes.flatMap((productType) =>
    (Object.entries(schedule.fulfillment[productType]) as [SizeTierId, TierFeeTable][]).map(
      ([tier, table]) => [productType, tier, table] as [ProductType, SizeTierId, TierFeeTable],
    ),
  );
}

describe("rate card integrity", () => {
  it.each(schedules.map((schedule) => [schedule.id, schedule] as const))(
    "%s has one fee per price band everywhere",
    (_id, schedule) => {
      for (const [productType, tier, table] of tablesOf(schedule)) {
        const label = `${productType} / ${tier}`;
        for (const band of table.weightBands) expect(band.fees, label).toHaveLength(schedule.priceBands.length);
        if (table.overflow) expect(table.overflow.baseFees, label).toHaveLength(schedule.priceBands.length);
        expect(table.weightBands.length > 0 || table.overflow !== null, label).toBe(true);
        const limits = table.weightBands.map((band) => band.maxLb);
        expect(
          [...limits].sort((a, b) => a - b),
          label,
        ).toEqual(limits);
      }
    },
  );

  it("covers every tier of its size-tier rules for every product type", () => {
    for (const schedule of schedules) {
      for (const productType of productTypes) {
        const tiers = Object.keys(schedule.fulfillment[productType]);
        expect(tiers.includes("small-bulky")).toBe(schedule.sizeTierRules.hasSmallBulky);
        expect(tiers).toHaveLength(schedule.sizeTierRules.hasSmallBulky ? 8 : 7);
      }
    }
  });

  it("keeps 2025 Low-Price FBA exactly $0.77 below the standard rate", () => {
    for (const [, , table] of tablesOf(us2025NonPeak)) {
      for (const band of table.weightBands)
        expect(Math.round(((band.fees[1] ?? 0) - (band.fees[0] ?? 0)) * 100)).toBe(77);
      if (table.overflow)
        expect(Math.round(((table.overflow.baseFees[1] ?? 0) - (table.overflow.baseFees[0] ?? 0)) * 100)).toBe(77);
    }
  });

  it("builds each peak card as its non-peak card plus the peak increments", () => {
    const pairs: [FeeSchedule, FeeSchedule][] = [
      [us2025NonPeak, us2025Peak],
      [us2026NonPeak, us2026Peak],
    ];
    for (const [nonPeak, peak] of pairs) {
      for (const [productType, tier, table] of tablesOf(nonPeak)) {
        const peakTable = peak.fulfillment[productType][tier];
        const increment = peakIncrements[productType][tier];
        table.weightBands.forEach((band, index) => {
          band.fees.forEach((fee, priceBand) => {
            const expected = Math.round((fee + (increment?.weightBandIncrements[index] ?? NaN)) * 100) / 100;
            expect(peakTable?.weightBands[index]?.fees[priceBand]).toBe(expected);
          });
        });
      }
    }
  });

  it("rebuilds the derived 2025 apparel and dangerous-goods tables with the documented rule", () => {
    // 2025 fee = 2026 under-$10 fee - (2026 under-$10 - 2025 Low-Price, measured on non-apparel) + $0.77 in the standard band.
    const cents = (value: number | undefined) => Math.round((value ?? NaN) * 100);
    for (const productType of ["apparel", "dangerous-goods"] as const) {
      for (const tier of [
        "small-standard",
        "large-standard",
        "large-bulky",
        "extra-large-0-50",
        "extra-large-50-70",
        "extra-large-70-150",
        "extra-large-150-plus",
      ] as const) {
        // In 2025 small bulky products are large bulky; compare the 2026 large bulky row.
        const derived = us2025NonPeak.fulfillment[productType][tier];
        const source2026 = us2026NonPeak.fulfillment[productType][tier];
        const nonApparel2025 = us2025NonPeak.fulfillment["non-apparel"][tier];
        const nonApparel2026 = us2026NonPeak.fulfillment["non-apparel"][tier];
        const check = (
          actual: readonly number[] | undefined,
          from2026: readonly number[] | undefined,
          na2025: readonly number[] | undefined,
          na2026: readonly number[] | undefined,
        ) => {
          const lowPrice = cents(from2026?.[0]) - (cents(na2026?.[0]) - cents(na2025?.[0]));
          expect(cents(actual?.[0]), `${productType} ${tier}`).toBe(lowPrice);
          expect(cents(actual?.[1]), `${productType} ${tier}`).toBe(lowPrice + 77);
        };
        derived?.weightBands.forEach((band, index) =>
          check(
            band.fees,
            source2026?.weightBands[index]?.fees,
            nonApparel2025?.weightBands[index]?.fees,
            nonApparel2026?.weightBands[index]?.fees,
          ),
        );
        if (derived?.overflow) {
          check(
            derived.overflow.baseFees,
            source2026?.overflow?.baseFees,
            nonApparel2025?.overflow?.baseFees,
            nonApparel2026?.overflow?.baseFees,
          );
        }
      }
    }
  });

  it("flags every derived or single-source table as an estimate", () => {
    expect(us2025NonPeak.fulfillment["non-apparel"]["small-standard"]?.provenance.isEstimate).toBe(false);
    expect(us2025NonPeak.fulfillment.apparel["large-standard"]?.provenance.isEstimate).toBe(true);
    expect(us2025NonPeak.fulfillment["dangerous-goods"]["small-standard"]?.provenance.isEstimate).toBe(true);
    expect(us2025Peak.fulfillment["non-apparel"]["large-bulky"]?.provenance.isEstimate).toBe(false);
    expect(us2025Peak.fulfillment.apparel["large-standard"]?.provenance.isEstimate).toBe(true);
    expect(us2026NonPeak.fulfillment.apparel["large-standard"]?.provenance.isEstimate).toBe(false);
    expect(us2026NonPeak.fulfillment.apparel["large-standard"]?.overflow?.provenance?.isEstimate).toBe(true);
    for (const [, , table] of tablesOf(us2026Peak)) expect(table.provenance.isEstimate).toBe(true);
  });
});
