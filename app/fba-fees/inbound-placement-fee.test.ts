import { describe, expect, it } from "vitest";
import { inboundPlacementFee } from "./inbound-placement-fee";
import { us2025NonPeak, us2026NonPeak } from "./schedules";
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
    expect(result.explanation).toContain("No public placement rate");
    expect(result.provenance.isEstimate).toBe(true);
  });
});
