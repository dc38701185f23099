import { describe, expect, it } from "vitest";
import { calculateFbaFees, type FbaFeeBreakdown, type FbaFeeInput } from ".";
import { fuelAndLogisticsSurchargeFee } from "./fulfillment";
import { us2026NonPeak } from "./schedules";

const fixedClock = () => new Date(2026, 10, 22, 12, 0, 0); // Nov 22, 2026 (local time)

function fees(input: FbaFeeInput): FbaFeeBreakdown {
  const result = calculateFbaFees(input, { now: fixedClock });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const lineAmount = (breakdown: FbaFeeBreakdown, id: string) => breakdown.lines.find((entry) => entry.id === id)?.amount;

/** Amazon's own 2025 examples (S9), with realistic dimensions that land in the same bands. */
const amazonExamples = {
  // Small standard, 2+ to 4 oz.
  phoneCase: {
    lengthIn: 7,
    widthIn: 4,
    heightIn: 0.6,
    weightLb: 0.2,
    price: 19.99,
    categoryId: "electronics-accessories",
  },
  // Large standard apparel: 10 oz unit weight beats 0.58 lb (9.2 oz) dimensional -> 8+ to 12 oz.
  tShirt: {
    lengthIn: 10,
    widthIn: 8,
    heightIn: 1,
    weightLb: 10 / 16,
    price: 24.99,
    categoryId: "clothing-accessories",
    productType: "apparel" as const,
  },
  // Large bulky in 2025 (36 in long): 7.6 lb unit, 7.77 lb dimensional -> 8 lb.
  babyCot: { lengthIn: 36, widthIn: 10, heightIn: 3, weightLb: 7.6, price: 79.99, categoryId: "baby" },
  // Extra-large 50-70 lb: 45 lb unit, 65.27 lb dimensional -> 66 lb.
  monitor: { lengthIn: 42, widthIn: 27, heightIn: 8, weightLb: 45, price: 299.99, categoryId: "consumer-electronics" },
};

describe("Amazon's published 2025 examples", () => {
  it.each([
    ["phoneCase", "small-standard", 3.15, 3.34],
    ["tShirt", "large-standard", 4.67, 5.0],
    ["babyCot", "large-bulky", 12.27, 13.31],
    ["monitor", "extra-large-50-70", 51.37, 54.18],
  ] as const)("%s: %s, $%s non-peak and $%s peak", (name, tier, nonPeakFee, peakFee) => {
    const product = amazonExamples[name];
    const nonPeak = fees({ ...product, date: "2025-06-01" });
    const peak = fees({ ...product, date: "2025-11-01" });
    expect(nonPeak.sizeTier.tier).toBe(tier);
    expect(nonPeak.schedule.season).toBe("non-peak");
    expect(lineAmount(nonPeak, "fulfillment")).toBe(nonPeakFee);
    expect(peak.schedule.season).toBe("peak");
    expect(lineAmount(peak, "fulfillment")).toBe(peakFee);
  });

  it("the same peak applied in the 2024 holiday window", () => {
    expect(lineAmount(fees({ ...amazonExamples.phoneCase, date: "2024-12-01" }), "fulfillment")).toBe(3.34);
  });
});

describe("calculateFbaFees", () => {
  it("defaults the date to today, which in Nov 2026 is the (estimated) 2026 peak", () => {
    const result = fees(amazonExamples.phoneCase);
    expect(result.date).toBe("2026-11-22");
    expect(result.schedule).toMatchObject({
      id: "us-2026-peak",
      season: "peak",
      effectiveFrom: "2026-10-15",
      effectiveUntil: "2027-01-14",
    });
    expect(lineAmount(result, "fulfillment")).toBe(3.61); // $3.42 + $0.19
    expect(result.lines.find((entry) => entry.id === "fulfillment")?.isEstimate).toBe(true);
  });

  it("states the price-band assumption and the band used", () => {
    const result = fees({ ...amazonExamples.phoneCase, date: "2026-06-01" });
    expect(result.schedule.priceBand.id).toBe("10-to-50");
    // Written for the reader: no internal research marks.
    expect(result.schedule.assumptions.join(" ")).toContain("Not confirmed by Amazon");
    expect(result.schedule.assumptions.join(" ")).not.toContain("UNVERIFIED");
    expect(result.schedule.assumptions.join(" ")).toContain("listing price");
  });

  it("returns every line with id, label, amount, explanation, isEstimate and source", () => {
    const result = fees({
      ...amazonExamples.tShirt,
      date: "2026-06-01",
      returns: { returnRatePercent: 10 },
      lowInventory: { shortTermDaysOfSupply: 10, longTermDaysOfSupply: 12 },
    });
    expect(result.lines.map((entry) => entry.id)).toEqual([
      "referral",
      "fulfillment",
      "fuel-and-logistics-surcharge",
      "storage",
      "low-inventory-level",
      "inbound-placement",
      "returns-processing",
    ]);
    for (const entry of result.lines) {
      expect(entry.label.length).toBeGreaterThan(3);
      expect(entry.explanation.length).toBeGreaterThan(10);
      expect(entry.source.length).toBeGreaterThan(3);
      expect(typeof entry.isEstimate).toBe("boolean");
      expect(Number.isFinite(entry.amount)).toBe(true);
    }
    expect(lineAmount(result, "referral")).toBe(4.25); // 17% of $24.99
    expect(lineAmount(result, "fulfillment")).toBe(4.72);
    expect(lineAmount(result, "fuel-and-logistics-surcharge")).toBe(0.17); // 3.5% of $4.72
    expect(lineAmount(result, "low-inventory-level")).toBe(0.97);
    // Apparel pays on every return: 10% x $2.76 (returns card, large standard 6+ to 12 oz; S12).
    expect(lineAmount(result, "returns-processing")).toBe(0.28);
    const sum = result.lines.reduce((total, entry) => total + Math.round(entry.amount * 100), 0) / 100;
    expect(result.totals.total).toBe(sum);
    expect(result.totals.referral + result.totals.fulfillment + result.totals.inventoryAndOther).toBeCloseTo(
      result.totals.total,
      10,
    );
    expect(result.hasEstimates).toBe(true);
  });

  it("says so when the date is past every known card", () => {
    expect(fees({ ...amazonExamples.phoneCase, date: "2027-01-14" }).schedule.assumptions).toHaveLength(1);
    const later = fees({ ...amazonExamples.phoneCase, date: "2027-11-22" });
    expect(later.schedule.id).toBe("us-2026-non-peak");
    expect(later.schedule.assumptions.join(" ")).toContain("No rate card later than the 2026 card");
  });

  it("adds the fuel and logistics surcharge only from Apr 17, 2026", () => {
    expect(
      lineAmount(fees({ ...amazonExamples.phoneCase, date: "2026-04-16" }), "fuel-and-logistics-surcharge"),
    ).toBeUndefined();
    expect(lineAmount(fees({ ...amazonExamples.phoneCase, date: "2026-04-17" }), "fuel-and-logistics-surcharge")).toBe(
      0.12,
    );
  });

  it("applies the surcharge to the peak fee in peak season", () => {
    const result = fees({ ...amazonExamples.monitor, date: "2026-11-22" });
    expect(lineAmount(result, "fulfillment")).toBe(51.38); // $37.32 + $2.81 + 15 x $0.75
    expect(lineAmount(result, "fuel-and-logistics-surcharge")).toBe(1.8);
  });

  it("adds the media closing fee", () => {
    const result = fees({
      lengthIn: 9,
      widthIn: 6,
      heightIn: 1,
      weightLb: 0.9,
      price: 14.99,
      categoryId: "books",
      date: "2025-06-01",
    });
    expect(lineAmount(result, "referral")).toBe(2.25);
    expect(lineAmount(result, "closing")).toBe(1.8);
    expect(result.totals.referral).toBe(4.05);
  });

  it("adds bulky packaging (2026, not SIPP) and overmax handling", () => {
    const bulky = fees({
      lengthIn: 30,
      widthIn: 10,
      heightIn: 5,
      weightLb: 8,
      price: 60,
      categoryId: "home-kitchen",
      date: "2026-06-01",
    });
    expect(bulky.sizeTier.tier).toBe("small-bulky");
    expect(lineAmount(bulky, "bulky-packaging")).toBe(1.97);
    const certified = fees({
      lengthIn: 30,
      widthIn: 10,
      heightIn: 5,
      weightLb: 8,
      price: 60,
      categoryId: "home-kitchen",
      date: "2026-06-01",
      sippCertified: true,
    });
    expect(lineAmount(certified, "bulky-packaging")).toBe(0);
    const long = fees({
      lengthIn: 100,
      widthIn: 6,
      heightIn: 4,
      weightLb: 30,
      price: 200,
      categoryId: "sports-outdoors",
      date: "2026-06-01",
    });
    expect(long.sizeTier.isOvermax).toBe(true);
    expect(lineAmount(long, "overmax-handling")).toBe(17);
  });

  it("charges Q4 storage for dangerous goods", () => {
    const result = fees({
      lengthIn: 12,
      widthIn: 10,
      heightIn: 6,
      weightLb: 2,
      price: 20,
      categoryId: "automotive-powersports",
      productType: "dangerous-goods",
      date: "2026-11-22",
    });
    expect(lineAmount(result, "storage")).toBe(1.51);
  });

  it("lets the seller choose the placement split; standard-size lost the partial split on Feb 20, 2025", () => {
    const base = { ...amazonExamples.phoneCase, date: "2026-06-01" };
    expect(lineAmount(fees({ ...base, inboundPlacement: "minimal" }), "inbound-placement")).toBe(0.3);
    const partial = fees({ ...base, inboundPlacement: "partial" }).lines.find(
      (entry) => entry.id === "inbound-placement",
    );
    expect(partial?.amount).toBe(0.3);
    expect(partial?.explanation).toContain("stopped offering the partial split");
    expect(lineAmount(fees({ ...base, inboundPlacement: "partial", date: "2025-02-19" }), "inbound-placement")).toBe(
      0.21,
    );
    expect(lineAmount(fees({ ...base, inboundPlacement: "amazon-optimized" }), "inbound-placement")).toBe(0);
  });
});

describe("validation", () => {
  const valid: FbaFeeInput = { ...amazonExamples.phoneCase, date: "2026-06-01" };
  const errorsFor = (input: Partial<FbaFeeInput> & Record<string, unknown>) => {
    const result = calculateFbaFees({ ...valid, ...input } as FbaFeeInput, { now: fixedClock });
    return result.ok ? [] : result.errors;
  };

  it.each([
    [{ lengthIn: 0 }, "lengthIn", "greater than 0"],
    [{ widthIn: -3 }, "widthIn", "greater than 0"],
    [{ heightIn: Number.NaN }, "heightIn", "must be a number"],
    [{ heightIn: Number.POSITIVE_INFINITY }, "heightIn", "finite"],
    [{ lengthIn: 500 }, "lengthIn", "centimeters"],
    [{ weightLb: 0 }, "weightLb", "greater than 0"],
    [{ weightLb: 900 }, "weightLb", "at most 500 lb"],
    [{ price: -1 }, "price", "cannot be negative"],
    [{ price: 0 }, "price", "greater than 0"],
    [{ price: "12" as unknown as number }, "price", "must be a number"],
    [{ categoryId: "nope" }, "categoryId", "category"],
    [{ productType: "food" as never }, "productType", "non-apparel"],
    [{ date: "2026-02-30" }, "date", "YYYY-MM-DD"],
    [{ date: "22/11/2026" }, "date", "YYYY-MM-DD"],
    [{ date: "2024-01-01" }, "date", "not supported"],
    [{ monthsInStorage: -1 }, "monthsInStorage", "negative"],
    [{ inboundPlacement: "fast" as never }, "inboundPlacement", "minimal"],
    [{ returns: { returnRatePercent: 120 } }, "returns.returnRatePercent", "at most 100"],
    [
      { lowInventory: { shortTermDaysOfSupply: -1, longTermDaysOfSupply: 3 } },
      "lowInventory.shortTermDaysOfSupply",
      "negative",
    ],
  ])("rejects %o on %s", (input, field, message) => {
    const errors = errorsFor(input);
    expect(errors.map((error) => error.path)).toContain(field);
    expect(errors.find((error) => error.path === field)?.message).toContain(message);
  });

  it("reports every bad field at once and never throws", () => {
    const result = calculateFbaFees({
      lengthIn: -1,
      widthIn: Number.NaN,
      heightIn: 1,
      weightLb: 0,
      price: -5,
      categoryId: "x",
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((error) => error.path)).toEqual([
        "lengthIn",
        "widthIn",
        "weightLb",
        "price",
        "categoryId",
      ]);
    expect(() => calculateFbaFees(undefined as unknown as FbaFeeInput)).not.toThrow();
    expect(calculateFbaFees(undefined as unknown as FbaFeeInput).ok).toBe(false);
  });
});

describe("one cent-rounded price (issue 10, item 1)", () => {
  const twoOunce = {
    lengthIn: 7,
    widthIn: 4,
    heightIn: 0.5,
    weightLb: 0.1,
    categoryId: "home-kitchen",
    date: "2026-06-01",
  };

  it("$9.999 is $10.00 for both the price band and the referral fee; $50.004 is $50.00", () => {
    const justUnderTen = fees({ ...twoOunce, price: 9.999 });
    expect(justUnderTen.schedule.priceBand.id).toBe("10-to-50");
    expect(lineAmount(justUnderTen, "fulfillment")).toBe(3.32);
    expect(justUnderTen.lines.find((entry) => entry.id === "referral")?.explanation).toContain("of $10.00");
    expect(fees({ ...twoOunce, price: 50.004 }).schedule.priceBand.id).toBe("10-to-50");
    expect(fees({ ...twoOunce, price: 50.005 }).schedule.priceBand.id).toBe("over-50");
    expect(fees({ ...twoOunce, price: 9.994 }).schedule.priceBand.id).toBe("under-10");
  });
});

describe("price-band edge hint", () => {
  const twoOunce = {
    lengthIn: 7,
    widthIn: 4,
    heightIn: 0.5,
    weightLb: 0.1,
    categoryId: "home-kitchen",
    date: "2026-06-01",
  };

  it("at $10.20 the fee at $9.99 is $0.89 lower (2026 small standard 2 oz: $2.43 vs $3.32)", () => {
    const edge = fees({ ...twoOunce, price: 10.2 }).priceBandEdge;
    expect(edge).toMatchObject({ otherPrice: 9.99, otherFee: 2.43, feeDifference: -0.89 });
    expect(edge?.otherBand.id).toBe("under-10");
    expect(edge?.message).toBe(
      "At $9.99 the fulfillment fee is $0.89 lower: $2.43 instead of $3.32 (price band Under $10).",
    );
  });

  it.each([
    [9.5, 10, 0.89],
    [10.49, 9.99, -0.89],
    [49.6, 50.01, 0.26],
    [50.3, 50, -0.26],
  ])("at $%s it names $%s (%s)", (price, otherPrice, difference) => {
    expect(fees({ ...twoOunce, price }).priceBandEdge).toMatchObject({ otherPrice, feeDifference: difference });
  });

  it("says nothing more than $0.50 from an edge or where the fee is the same on both sides", () => {
    expect(fees({ ...twoOunce, price: 10.5 }).priceBandEdge).toBeNull();
    expect(fees({ ...twoOunce, price: 9.48 }).priceBandEdge).toBeNull();
    expect(fees({ ...twoOunce, price: 30 }).priceBandEdge).toBeNull();
    // Bulky costs the same in the $10-$50 and over-$50 bands.
    expect(
      fees({
        lengthIn: 20,
        widthIn: 3,
        heightIn: 2,
        weightLb: 1,
        price: 50.2,
        categoryId: "home-kitchen",
        date: "2026-06-01",
      }).priceBandEdge,
    ).toBeNull();
  });
});

describe("Ships in Product Packaging discount (2026, S3/S30)", () => {
  const on = (product: FbaFeeInput) => fees({ ...product, date: "2026-06-01", sippCertified: true });
  const off = (product: FbaFeeInput) => fees({ ...product, date: "2026-06-01" });

  it("is off by default and takes $0.04 off a small-standard 2+ to 4 oz unit", () => {
    expect(lineAmount(off(amazonExamples.phoneCase), "fulfillment")).toBe(3.42);
    const certified = on(amazonExamples.phoneCase);
    expect(lineAmount(certified, "fulfillment")).toBe(3.38);
    expect(lineAmount(certified, "fuel-and-logistics-surcharge")).toBe(0.12); // 3.5% of $3.38
    const fulfillment = certified.lines.find((entry) => entry.id === "fulfillment");
    expect(fulfillment?.explanation).toContain("Ships in Product Packaging discount: -$0.04");
    expect(fulfillment?.isEstimate).toBe(true);
  });

  it.each([
    [
      "large standard 10 lb non-apparel: $9.21 - $0.23",
      { lengthIn: 16, widthIn: 12, heightIn: 6, weightLb: 10, price: 30, categoryId: "home-kitchen" },
      9.21,
      8.98,
    ],
    ["large standard 8-12 oz apparel: $4.72 - $0.06", amazonExamples.tShirt, 4.72, 4.66],
    [
      "large standard 1.75-2 lb non-apparel: $5.82 - $0.11",
      { lengthIn: 16, widthIn: 2, heightIn: 0.5, weightLb: 1.9, price: 30, categoryId: "home-kitchen" },
      5.82,
      5.71,
    ],
  ])("%s", (_label, product, cardFee, discounted) => {
    expect(lineAmount(off(product), "fulfillment")).toBe(cardFee);
    expect(lineAmount(on(product), "fulfillment")).toBe(discounted);
  });

  it("does not apply to dangerous goods, bulky, or before the 2026 card", () => {
    const hazmat = { ...amazonExamples.phoneCase, productType: "dangerous-goods" as const };
    expect(lineAmount(on(hazmat), "fulfillment")).toBe(lineAmount(off(hazmat), "fulfillment"));
    const bulky = { lengthIn: 20, widthIn: 3, heightIn: 2, weightLb: 1, price: 30, categoryId: "home-kitchen" };
    expect(lineAmount(on(bulky), "fulfillment")).toBe(7.55);
    expect(
      lineAmount(fees({ ...amazonExamples.phoneCase, date: "2025-06-01", sippCertified: true }), "fulfillment"),
    ).toBe(3.15);
  });
});

describe("fuel and logistics surcharge end date", () => {
  it("says Amazon calls it temporary", () => {
    const surcharge = fees({ ...amazonExamples.phoneCase, date: "2026-06-01" }).lines.find(
      (entry) => entry.id === "fuel-and-logistics-surcharge",
    );
    expect(surcharge?.explanation).toContain("Amazon calls it temporary");
  });

  it("stops after the end date a schedule carries", () => {
    const base = us2026NonPeak.fuelAndLogisticsSurcharge;
    if (!base) throw new Error("2026 card has a surcharge");
    const ending = { ...us2026NonPeak, fuelAndLogisticsSurcharge: { ...base, effectiveUntil: "2026-09-30" } };
    expect(fuelAndLogisticsSurchargeFee(ending, 3.42, "2026-04-16")).toBeNull();
    expect(fuelAndLogisticsSurchargeFee(ending, 3.42, "2026-04-17")?.amount).toBe(0.12);
    expect(fuelAndLogisticsSurchargeFee(ending, 3.42, "2026-09-30")?.explanation).toContain("until 2026-09-30");
    expect(fuelAndLogisticsSurchargeFee(ending, 3.42, "2026-10-01")).toBeNull();
    expect(fuelAndLogisticsSurchargeFee(us2026NonPeak, 3.42, "2030-01-01")?.amount).toBe(0.12);
  });
});

describe("extra-large 150+ lb reached through dimensional weight (estimate)", () => {
  const cliffSides = { weightLb: 0.8, price: 300, categoryId: "home-kitchen", date: "2026-06-01" };

  it("55 x 22 x 18 in, 0.8 lb: 150+ lb at $194.95, flagged, with the cliff from $135.57 spelled out", () => {
    const result = fees({ ...cliffSides, lengthIn: 55, widthIn: 22, heightIn: 18 });
    expect(result.sizeTier.tier).toBe("extra-large-150-plus");
    expect(result.sizeTier.isOver150LbByDimensionalWeightOnly).toBe(true);
    const fulfillment = result.lines.find((entry) => entry.id === "fulfillment");
    expect(fulfillment?.amount).toBe(194.95);
    expect(fulfillment?.isEstimate).toBe(true);
    expect(result.notices).toHaveLength(1);
    expect(result.notices[0]?.text).toContain("$110.57 + $25.00 overmax handling = $135.57");
    expect(result.notices[0]?.text).toContain("adds about $59.38");
    expect(result.notices[0]?.text).not.toContain("UNVERIFIED");
    // Overmax handling covers extra-large up to 150 lb only.
    expect(result.sizeTier.isOvermax).toBe(false);
    expect(lineAmount(result, "overmax-handling")).toBeUndefined();
  });

  it("54 x 22 x 17.5 in stays 70-150 lb ($110.57 + $25 overmax) with no notice; a real 160 lb unit is not flagged", () => {
    const below = fees({ ...cliffSides, lengthIn: 54, widthIn: 22, heightIn: 17.5 });
    expect(below.sizeTier.tier).toBe("extra-large-70-150");
    expect(lineAmount(below, "fulfillment")).toBe(110.57);
    expect(lineAmount(below, "overmax-handling")).toBe(25);
    expect(below.notices).toEqual([]);
    const heavy = fees({ ...cliffSides, lengthIn: 50, widthIn: 30, heightIn: 20, weightLb: 160 });
    expect(heavy.sizeTier.isOver150LbByDimensionalWeightOnly).toBe(false);
    expect(heavy.notices).toEqual([]);
  });
});
