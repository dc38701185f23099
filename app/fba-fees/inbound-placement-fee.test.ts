import { describe, expect, it } from "vitest";
import {
  identicalCartons,
  inboundPlacementFee,
  isPartialSplitOffered,
  placementBandLabel,
  placementChargeDate,
  placementFigure,
  placementRate,
  placementRateRows,
  regionFigures,
} from "./inbound-placement-fee";
import { selectSchedule, us2025NonPeak, us2026NonPeak } from "./schedules";
import { classifySizeTier } from "./size-tier";

const tier2026 = (sides: [number, number, number], weightLb: number) =>
  classifySizeTier(sides[0], sides[1], sides[2], weightLb, us2026NonPeak.sizeTierRules);

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
    expect(result.explanation).toContain("not charged, as public fee guides report");
    expect(result.provenance.isEstimate).toBe(true);
  });
});

describe("placement rates by tier and shipping-weight band, at both edges of each band", () => {
  const on2026 = "2026-06-01";
  const rate = (sides: [number, number, number], weightLb: number, choice: "minimal" | "partial" = "minimal") =>
    placementRate(us2026NonPeak, tier2026(sides, weightLb), choice, on2026);

  it.each([
    // Small standard, unit weight only: 1 oz up to 16 oz.
    [[10, 6, 0.5], 0.05, "small-standard", "16 oz or less", 0.16, 0.3],
    [[10, 6, 0.5], 1, "small-standard", "16 oz or less", 0.16, 0.3],
    // Large standard (16 x 8 x 0.5 in: 0.46 lb dimensional), the greater weight rounded to the ounce up to 1 lb, then 4 oz.
    [[16, 8, 0.5], 0.05, "large-standard", "12 oz or less", 0.18, 0.34],
    [[16, 8, 0.5], 0.75, "large-standard", "12 oz or less", 0.18, 0.34],
    [[16, 8, 0.5], 0.76, "large-standard", "over 12 oz to 1.5 lb", 0.22, 0.41],
    [[16, 8, 0.5], 1.5, "large-standard", "over 12 oz to 1.5 lb", 0.22, 0.41],
    [[16, 8, 0.5], 1.51, "large-standard", "over 1.5 to 3 lb", 0.27, 0.49],
    [[16, 8, 0.5], 3, "large-standard", "over 1.5 to 3 lb", 0.27, 0.49],
    [[16, 8, 0.5], 3.01, "large-standard", "over 3 to 20 lb", 0.37, 0.68],
    [[16, 8, 0.5], 20, "large-standard", "over 3 to 20 lb", 0.37, 0.68],
  ] as const)("%o in, %s lb: %s, %s, minimal $%s to $%s", (sides, weight, tier, band, low, high) => {
    const minimal = rate([...sides], weight);
    expect(tier2026([...sides], weight).tier).toBe(tier);
    expect(minimal.band && placementBandLabel(minimal.band)).toBe(band);
    expect(minimal.range).toEqual({ low, high });
    expect(minimal.offered).toBe(true);
    // Standard-size lost the partial split on Feb 20, 2025.
    expect(rate([...sides], weight, "partial")).toMatchObject({
      offered: false,
      range: null,
      basis: "partial-withdrawn",
    });
  });

  it.each([
    // Bulky (20 x 4 x 2 in: 1.15 lb dimensional), whole pounds: small bulky on the 2026 card; 40 in long is large bulky.
    [20, 0.5, "small-bulky", "5 lb or less", 1.6, 1.1],
    [20, 5, "small-bulky", "5 lb or less", 1.6, 1.1],
    [20, 5.01, "small-bulky", "over 5 to 12 lb", 2.4, 1.75],
    [40, 12, "large-bulky", "over 5 to 12 lb", 2.4, 1.75],
    [40, 12.01, "large-bulky", "over 12 to 28 lb", 3.5, 2.19],
    [20, 28, "small-bulky", "over 12 to 28 lb", 3.5, 2.19],
    [20, 28.01, "small-bulky", "over 28 to 42 lb", 4.95, 2.83],
    [40, 42, "large-bulky", "over 28 to 42 lb", 4.95, 2.83],
    [40, 42.01, "large-bulky", "over 42 to 50 lb", 5.95, 3.32],
    [40, 50, "large-bulky", "over 42 to 50 lb", 5.95, 3.32],
  ] as const)(
    "%s x 4 x 2 in, %s lb: %s, %s, minimal up to $%s, partial up to $%s",
    (longest, weight, tier, band, minimal, partial) => {
      expect(tier2026([longest, 4, 2], weight).tier).toBe(tier);
      const minimalRate = rate([longest, 4, 2], weight);
      expect(minimalRate.band && placementBandLabel(minimalRate.band)).toBe(band);
      expect(minimalRate.range?.high).toBe(minimal);
      expect(minimalRate.isEstimate).toBe(true);
      const partialRate = rate([longest, 4, 2], weight, "partial");
      expect(partialRate.offered).toBe(true);
      expect(partialRate.range?.high).toBe(partial);
    },
  );

  it("charges no fee on the Amazon-optimized split, and none on extra-large (third parties only, so an estimate)", () => {
    expect(rate([16, 8, 0.5], 2)).toMatchObject({ basis: "range" });
    expect(placementRate(us2026NonPeak, tier2026([16, 8, 0.5], 2), "amazon-optimized", on2026)).toMatchObject({
      offered: true,
      range: null,
      basis: "no-fee",
    });
    for (const [sides, weight] of [
      [[70, 10, 5], 30],
      [[50, 30, 30], 60],
      [[100, 30, 20], 120],
    ] as const) {
      const extraLarge = tier2026([...sides], weight);
      expect(extraLarge.tier).toMatch(/^extra-large/);
      expect(placementRate(us2026NonPeak, extraLarge, "minimal", on2026)).toMatchObject({
        range: null,
        basis: "extra-large",
        isEstimate: true,
      });
    }
  });

  it("uses the card in force on the shipment's date: Amazon's own 2025 ranges, flagged on the 2026 card", () => {
    const product = (date: string) => {
      const schedule = selectSchedule(date)!.schedule;
      return placementRate(schedule, classifySizeTier(16, 8, 0.5, 2, schedule.sizeTierRules), "minimal", date);
    };
    expect(product("2025-06-01")).toMatchObject({ range: { low: 0.27, high: 0.49 }, isEstimate: false });
    expect(product("2026-06-01")).toMatchObject({ range: { low: 0.27, high: 0.49 }, isEstimate: true });
    // On the 2025 card a 20 in bulky product is large bulky (small bulky starts Jan 15, 2026).
    const bulky2025 = classifySizeTier(20, 4, 2, 5, us2025NonPeak.sizeTierRules);
    expect(bulky2025.tier).toBe("large-bulky");
    expect(placementRate(us2025NonPeak, bulky2025, "partial", "2025-06-01").range).toEqual({ low: null, high: 1.1 });
  });

  it("offers the partial split to standard-size products until Feb 19, 2025, and to bulky after", () => {
    expect(isPartialSplitOffered(us2025NonPeak, "large-standard", "2025-02-19")).toBe(true);
    expect(isPartialSplitOffered(us2025NonPeak, "small-standard", "2025-02-20")).toBe(false);
    expect(isPartialSplitOffered(us2026NonPeak, "large-bulky", "2026-06-01")).toBe(true);
    expect(isPartialSplitOffered(us2026NonPeak, "small-bulky", "2026-06-01")).toBe(true);
  });
});

describe("a card's placement table", () => {
  it("lists each tier's bands, lightest first, with the partial split only where it is offered", () => {
    const rows = placementRateRows(us2026NonPeak, "2026-06-01");
    expect(rows.map((row) => [row.tier, placementBandLabel(row.band)])).toEqual([
      ["small-standard", "16 oz or less"],
      ["large-standard", "12 oz or less"],
      ["large-standard", "over 12 oz to 1.5 lb"],
      ["large-standard", "over 1.5 to 3 lb"],
      ["large-standard", "over 3 to 20 lb"],
      ...["small-bulky", "large-bulky"].flatMap((tier) =>
        ["5 lb or less", "over 5 to 12 lb", "over 12 to 28 lb", "over 28 to 42 lb", "over 42 to 50 lb"].map((band) => [
          tier,
          band,
        ]),
      ),
    ]);
    expect(rows[0]).toMatchObject({ minimal: { low: 0.16, high: 0.3 }, partial: null, isEstimate: true });
    expect(rows.at(-1)).toMatchObject({ minimal: { low: null, high: 5.95 }, partial: { low: null, high: 3.32 } });
    expect(placementRateRows(us2025NonPeak, "2025-02-19")[0]).toMatchObject({
      partial: { low: 0.12, high: 0.21 },
      isEstimate: false,
    });
  });
});

describe("the figure used where Amazon names only a range", () => {
  it("takes the low end, the middle rounded half up to the cent, or the top", () => {
    const range = { low: 0.22, high: 0.41 };
    expect(placementFigure(range, "low")).toEqual({ amount: 0.22, figure: "low" });
    expect(placementFigure(range, "mid")).toEqual({ amount: 0.32, figure: "mid" });
    expect(placementFigure(range, "high")).toEqual({ amount: 0.41, figure: "high" });
    expect(placementFigure({ low: 0.16, high: 0.3 }, "mid").amount).toBe(0.23);
  });

  it("uses the top where only the top is published", () => {
    expect(placementFigure({ low: null, high: 1.6 }, "low")).toEqual({ amount: 1.6, figure: "high" });
    expect(placementFigure({ low: null, high: 1.6 }, "mid")).toEqual({ amount: 1.6, figure: "high" });
  });

  it("reads the West and an unknown region at the top, elsewhere at the middle", () => {
    expect(regionFigures).toEqual({ west: "high", elsewhere: "mid", unknown: "high" });
  });
});

describe("when and on what the fee is charged", () => {
  it("is charged 45 days after Amazon receives the shipment", () => {
    expect(placementChargeDate("2026-11-20")).toBe("2027-01-04");
    expect(placementChargeDate("2026-01-31")).toBe("2026-03-17");
  });

  it("needs at least five identical cartons per item for the no-fee split", () => {
    expect(identicalCartons(120, 24)).toEqual({ cartons: 5, fullCartons: 5, leftoverUnits: 0, meetsCondition: true });
    expect(identicalCartons(96, 24)).toMatchObject({ cartons: 4, meetsCondition: false });
    // Five full cartons and an odd one: not every carton holds the same quantity.
    expect(identicalCartons(130, 24)).toEqual({ cartons: 6, fullCartons: 5, leftoverUnits: 10, meetsCondition: false });
  });
});
