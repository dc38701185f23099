import { describe, expect, it } from "vitest";
import { bulkyPackagingFee } from "./bulky-packaging-fee";
import { overmaxHandlingFee } from "./overmax-handling-fee";
import { us2025NonPeak, us2026NonPeak } from "./schedules";
import { classifySizeTier } from "./size-tier";

const tier2026 = (sides: [number, number, number], weightLb: number) =>
  classifySizeTier(sides[0], sides[1], sides[2], weightLb, us2026NonPeak.sizeTierRules);

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
