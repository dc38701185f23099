import { describe, expect, it } from "vitest";
import { fulfillmentFee, priceBandIndex } from "./fulfillment";
import { us2025NonPeak, us2025Peak, us2026NonPeak, us2026Peak } from "./schedules";
import { classifySizeTier } from "./size-tier";
import type { FeeSchedule, ProductType } from "./types";

/** Fee for a product as the engine would compute it: tier and shipping weight first, then the table. */
function fee(
  schedule: FeeSchedule,
  sides: [number, number, number],
  weightLb: number,
  price: number,
  productType: ProductType = "non-apparel",
): number | undefined {
  const tier = classifySizeTier(sides[0], sides[1], sides[2], weightLb, schedule.sizeTierRules);
  return fulfillmentFee(schedule, productType, tier.tier, tier.shippingWeightLb, price)?.amount;
}

const oz = (ounces: number) => ounces / 16;
// Boxes light enough that unit weight, not dimensional weight, drives the fee.
const smallStandardBox: [number, number, number] = [10, 6, 0.5];
const largeStandardBox: [number, number, number] = [16, 2, 0.5];
const bulkyBox: [number, number, number] = [20, 3, 2];
// 60 x 2 x 2 in is 1.73 lb dimensional (2-inch minimum), so extra-large weights start at 2 lb.
const extraLargeBox: [number, number, number] = [60, 2, 2];

describe("price bands", () => {
  it("2026: under $10 / $10 to $50 (inclusive) / over $50", () => {
    const bands = us2026NonPeak.priceBands;
    expect(priceBandIndex(bands, 9.99)).toBe(0);
    expect(priceBandIndex(bands, 10)).toBe(1);
    expect(priceBandIndex(bands, 50)).toBe(1);
    expect(priceBandIndex(bands, 50.01)).toBe(2);
  });

  it("takes the price to the cent first, like the referral fee", () => {
    const bands = us2026NonPeak.priceBands;
    expect(priceBandIndex(bands, 9.994)).toBe(0);
    expect(priceBandIndex(bands, 9.999)).toBe(1);
    expect(priceBandIndex(bands, 50.004)).toBe(1);
    expect(priceBandIndex(bands, 50.005)).toBe(2);
    expect(fee(us2026NonPeak, smallStandardBox, oz(4), 9.999)).toBe(3.42);
  });

  it("2026 small standard 4 oz at $9.99, $10.00, $50.00, $50.01", () => {
    expect(fee(us2026NonPeak, smallStandardBox, oz(4), 9.99)).toBe(2.49);
    expect(fee(us2026NonPeak, smallStandardBox, oz(4), 10)).toBe(3.42);
    expect(fee(us2026NonPeak, smallStandardBox, oz(4), 50)).toBe(3.42);
    expect(fee(us2026NonPeak, smallStandardBox, oz(4), 50.01)).toBe(3.68);
  });

  it("2025: Low-Price FBA under $10, standard rates from $10", () => {
    expect(fee(us2025NonPeak, smallStandardBox, oz(4), 9.99)).toBe(2.38);
    expect(fee(us2025NonPeak, smallStandardBox, oz(4), 10)).toBe(3.15);
    expect(fee(us2025NonPeak, smallStandardBox, oz(4), 50.01)).toBe(3.15);
  });

  it("2026 bulky: the $10-$50 and over-$50 bands share one fee", () => {
    expect(fee(us2026NonPeak, bulkyBox, 1, 9.99)).toBe(6.78);
    expect(fee(us2026NonPeak, bulkyBox, 1, 10)).toBe(7.55);
    expect(fee(us2026NonPeak, bulkyBox, 1, 50.01)).toBe(7.55);
  });
});

describe("weight band edges (2025 card, $10 and over)", () => {
  const at = (box: [number, number, number], weightLb: number) => fee(us2025NonPeak, box, weightLb, 20);

  it("small standard: 2 oz, just over 2 oz, 16 oz", () => {
    expect(at(smallStandardBox, oz(2))).toBe(3.06);
    expect(at(smallStandardBox, oz(2.01))).toBe(3.15);
    expect(at(smallStandardBox, oz(14))).toBe(3.6);
    expect(at(smallStandardBox, oz(14.01))).toBe(3.65);
    expect(at(smallStandardBox, oz(16))).toBe(3.65);
  });

  it("large standard: ounce bands, quarter-pound bands, and the 3-20 lb formula", () => {
    expect(at(largeStandardBox, oz(4))).toBe(3.68);
    expect(at(largeStandardBox, oz(4.01))).toBe(3.9);
    expect(at(largeStandardBox, oz(16))).toBe(4.55);
    expect(at(largeStandardBox, oz(16.01))).toBe(4.99);
    expect(at(largeStandardBox, 1.25)).toBe(4.99);
    expect(at(largeStandardBox, 1.26)).toBe(5.37);
    expect(at(largeStandardBox, 3)).toBe(6.62);
    expect(at(largeStandardBox, 3.01)).toBe(7.0); // $6.92 + 1 x $0.08
    expect(at(largeStandardBox, 3.25)).toBe(7.0);
    expect(at(largeStandardBox, 3.26)).toBe(7.08);
    expect(at(largeStandardBox, 20)).toBe(12.36); // $6.92 + 68 x $0.08
  });

  it("large bulky: $9.61 + $0.38 per lb above the first lb", () => {
    expect(at(bulkyBox, 1)).toBe(9.61);
    expect(at(bulkyBox, 1.01)).toBe(9.99);
    expect(at(bulkyBox, 50)).toBe(28.23);
  });

  it("extra-large bands and their per-lb formulas", () => {
    expect(at(extraLargeBox, 1)).toBe(26.71); // billed on 2 lb of dimensional weight
    expect(at(extraLargeBox, 2)).toBe(26.71);
    expect(at(extraLargeBox, 50)).toBe(44.95);
    expect(at(extraLargeBox, 50.01)).toBe(40.12); // rounds to 51 lb: the base of the 50-70 lb band
    expect(at(extraLargeBox, 51.01)).toBe(40.87);
    expect(at(extraLargeBox, 70)).toBe(54.37);
    expect(at(extraLargeBox, 70.01)).toBe(54.81);
    expect(at(extraLargeBox, 150)).toBe(114.06);
    expect(at(extraLargeBox, 150.01)).toBe(194.95);
    expect(at(extraLargeBox, 160)).toBe(196.66);
  });
});

describe("product types", () => {
  it("2026 apparel uses its own table and half-pound steps above 3 lb", () => {
    expect(fee(us2026NonPeak, largeStandardBox, oz(12), 25, "apparel")).toBe(4.72);
    expect(fee(us2026NonPeak, largeStandardBox, 3, 25, "apparel")).toBe(6.9);
    expect(fee(us2026NonPeak, largeStandardBox, 3.01, 25, "apparel")).toBe(7.13); // $6.97 + 1 x $0.16
    expect(fee(us2026NonPeak, largeStandardBox, 3.5, 25, "apparel")).toBe(7.13);
    expect(fee(us2026NonPeak, largeStandardBox, 3.51, 25, "apparel")).toBe(7.29);
  });

  it("2026 apparel bulky and extra-large equal non-apparel", () => {
    expect(fee(us2026NonPeak, bulkyBox, 5, 25, "apparel")).toBe(fee(us2026NonPeak, bulkyBox, 5, 25));
    expect(fee(us2026NonPeak, extraLargeBox, 60, 25, "apparel")).toBe(fee(us2026NonPeak, extraLargeBox, 60, 25));
  });

  it("2026 dangerous goods", () => {
    expect(fee(us2026NonPeak, smallStandardBox, oz(2), 25, "dangerous-goods")).toBe(4.29);
    expect(fee(us2026NonPeak, largeStandardBox, 4, 25, "dangerous-goods")).toBe(7.75); // $7.43 + 4 x $0.08
    expect(fee(us2026NonPeak, bulkyBox, 2, 60, "dangerous-goods")).toBe(8.65); // small bulky $8.27 + $0.38
    expect(fee(us2026NonPeak, extraLargeBox, 160, 5, "dangerous-goods")).toBe(220.47); // $218.76 + 9 x $0.19
  });

  it("2025 apparel and dangerous goods come from the derived tables", () => {
    expect(fee(us2025NonPeak, largeStandardBox, oz(10), 25, "apparel")).toBe(4.67);
    expect(fee(us2025NonPeak, largeStandardBox, oz(10), 9.99, "apparel")).toBe(3.9);
    expect(fee(us2025NonPeak, largeStandardBox, oz(4), 25, "dangerous-goods")).toBe(4.5);
  });
});

describe("peak cards", () => {
  it("2025 peak reproduces the Low-Price FBA peak table on Amazon's help page (S12)", () => {
    const lowPricePeak = [2.48, 2.57, 2.67, 2.76, 2.87, 2.97, 3.05, 3.1];
    lowPricePeak.forEach((expected, index) => {
      expect(fee(us2025Peak, smallStandardBox, oz(2 * (index + 1)), 5)).toBe(expected);
    });
    const largeStandardPeak = [3.15, 3.39, 3.66, 4.07, 4.52, 4.91, 5.07, 5.33, 5.47, 5.67, 5.84, 6.26];
    largeStandardPeak.forEach((expected, index) => {
      expect(fee(us2025Peak, largeStandardBox, 0.25 * (index + 1), 5)).toBe(expected);
    });
    expect(fee(us2025Peak, largeStandardBox, 3.25, 5)).toBe(6.77); // $6.69 + 1 x $0.08
    expect(fee(us2025Peak, bulkyBox, 1, 5)).toBe(9.88);
    expect(fee(us2025Peak, extraLargeBox, 1, 5)).toBe(28.67); // $28.29 + 1 x $0.38 (2 lb dimensional)
    expect(fee(us2025Peak, extraLargeBox, 51, 5)).toBe(42.16);
    expect(fee(us2025Peak, extraLargeBox, 71, 5)).toBe(58.46);
    expect(fee(us2025Peak, extraLargeBox, 151, 5)).toBe(202.69);
  });

  it("2026 peak matches the one transcription of Amazon's 2026 peak table (S13, non-apparel)", () => {
    const smallStandard = [
      [2.62, 3.51, 3.77],
      [2.68, 3.61, 3.87],
      [2.76, 3.65, 3.91],
      [2.86, 3.74, 4.0],
      [2.98, 3.89, 4.15],
      [3.03, 3.99, 4.25],
      [3.14, 4.13, 4.39],
      [3.17, 4.18, 4.44],
    ];
    const largeStandard = [
      [3.15, 3.97, 4.23],
      [3.39, 4.21, 4.47],
      [3.66, 4.48, 4.74],
      [4.07, 4.89, 5.15],
      [4.52, 5.34, 5.6],
      [4.91, 5.73, 5.99],
      [5.07, 5.89, 6.15],
      [5.33, 6.15, 6.41],
      [5.47, 6.29, 6.55],
      [5.67, 6.49, 6.75],
      [5.84, 6.66, 6.92],
      [6.26, 7.08, 7.34],
    ];
    const prices = [5, 25, 75];
    prices.forEach((price, band) => {
      smallStandard.forEach((row, index) =>
        expect(fee(us2026Peak, smallStandardBox, oz(2 * (index + 1)), price)).toBe(row[band]),
      );
      largeStandard.forEach((row, index) =>
        expect(fee(us2026Peak, largeStandardBox, 0.25 * (index + 1), price)).toBe(row[band]),
      );
    });
    expect([5, 25, 75].map((price) => fee(us2026Peak, largeStandardBox, 3.25, price))).toEqual([6.77, 7.59, 7.85]);
    expect([5, 25].map((price) => fee(us2026Peak, [30, 2, 2], 1, price))).toEqual([7.82, 8.59]);
    // A 2026 large bulky box is at least 37.01 x 2 x 2 in = 1.07 lb dimensional, so it bills 2 lb: base + $0.38.
    expect([5, 25].map((price) => fee(us2026Peak, [40, 2, 2], 1, price))).toEqual([10.0, 10.77]);
    expect([5, 25].map((price) => fee(us2026Peak, extraLargeBox, 1, price))).toEqual([28.67, 29.44]); // base + $0.38 (2 lb)
    expect([5, 25].map((price) => fee(us2026Peak, extraLargeBox, 51, price))).toEqual([39.36, 40.13]);
    expect([5, 25].map((price) => fee(us2026Peak, extraLargeBox, 71, price))).toEqual([54.97, 55.74]);
    expect([5, 25].map((price) => fee(us2026Peak, extraLargeBox, 151, price))).toEqual([202.69, 203.46]);
  });

  it("keeps per-lb rates unchanged in peak", () => {
    const offPeak = [1, 2, 10].map((weight) => fee(us2025NonPeak, bulkyBox, weight, 20) ?? 0);
    const peak = [1, 2, 10].map((weight) => fee(us2025Peak, bulkyBox, weight, 20) ?? 0);
    expect(peak.map((value, index) => Math.round((value - (offPeak[index] ?? 0)) * 100) / 100)).toEqual([
      1.04, 1.04, 1.04,
    ]);
  });
});
