import { describe, expect, it } from "vitest";
import { readAmazonTier } from "./amazon-tier";
import { auditReport, auditRow } from "./audit";
import { auditToCsv } from "./export";
import { mapProductGroup } from "./product-groups";
import { parseFeePreviewReport, type FeePreviewRow } from "./report-parser";
import { reportText } from "./test-report";

/** A non-peak date after the 3.5% fuel and logistics surcharge started (Apr 17, 2026). */
const date = "2026-09-15";

function row(
  sides: [number, number, number],
  weightLb: number,
  price: number,
  tier: string,
  fee: string,
  extra: Record<string, string> = {},
): FeePreviewRow {
  const parsed = parseFeePreviewReport(
    reportText([
      {
        sku: "SKU-1",
        asin: "B0TEST0001",
        "product-group": "Sports",
        "your-price": price.toFixed(2),
        "sales-price": price.toFixed(2),
        "longest-side": String(sides[0]),
        "median-side": String(sides[1]),
        "shortest-side": String(sides[2]),
        "unit-of-dimension": "inches",
        "item-package-weight": String(weightLb),
        "unit-of-weight": "pounds",
        "product-size-tier": tier,
        currency: "USD",
        "expected-fulfillment-fee-per-unit": fee,
        ...extra,
      },
    ]),
  );
  if (!parsed.ok || !parsed.rows[0]) throw new Error("test row did not parse");
  return parsed.rows[0];
}

// Each fee worked out by hand from the 2026 US non-apparel card ($10-$50 and over-$50 columns are equal
// above large standard), research fba-fees-us.md section 2; with surcharge = base + round(3.5% x base).
const tiers = [
  // 6.9 x 3.6 x 0.6 in, 0.19 lb = 3.04 oz -> 4 oz band: $3.42; + 0.12 = $3.54 (research 6, DEMO-CASE-001)
  {
    name: "small standard",
    sides: [6.9, 3.6, 0.6],
    lb: 0.19,
    price: 14.99,
    tier: "UsSmallStandardSize",
    id: "small-standard",
    base: "3.42",
    surcharged: "3.54",
  },
  // 8 x 6 x 2 in: dim 96/139 = 0.69 lb > 0.40 lb -> 12 oz band $4.20; + 0.15 = $4.35 (DEMO-WALLET-003)
  {
    name: "large standard",
    sides: [8, 6, 2],
    lb: 0.4,
    price: 24.99,
    tier: "UsLargeStandardSize",
    id: "large-standard",
    base: "4.20",
    surcharged: "4.35",
  },
  // 26 x 7 x 7 in: dim 1274/139 = 9.17 -> 10 lb: 7.55 + 9 x 0.38 = $10.97; + 0.38 = $11.35 (DEMO-MAT-005)
  {
    name: "small bulky",
    sides: [26, 7, 7],
    lb: 4.2,
    price: 34.99,
    tier: "SmallBulky",
    id: "small-bulky",
    base: "10.97",
    surcharged: "11.35",
  },
  // 52 x 12 x 10 in: dim 6240/139 = 44.89 -> 45 lb: 9.35 + 44 x 0.38 = $26.07; + 0.91 = $26.98
  {
    name: "large bulky",
    sides: [52, 12, 10],
    lb: 14.5,
    price: 89,
    tier: "Large bulky",
    id: "large-bulky",
    base: "26.07",
    surcharged: "26.98",
  },
  // 62 in longest side > 59: dim 2232/139 = 16.06 < 20 lb unit: 26.33 + 19 x 0.38 = $33.55; + 1.17 = $34.72
  {
    name: "extra-large 0-50 lb",
    sides: [62, 6, 6],
    lb: 20,
    price: 249,
    tier: "Extra-large 0 to 50 lb",
    id: "extra-large-0-50",
    base: "33.55",
    surcharged: "34.72",
  },
  // dim 8000/139 = 57.55 -> 58 lb > 50: 37.32 + 7 x 0.75 = $42.57; + 1.49 = $44.06
  {
    name: "extra-large 50-70 lb",
    sides: [50, 16, 10],
    lb: 55,
    price: 179,
    tier: "Extra-large 50+ to 70 lb",
    id: "extra-large-50-70",
    base: "42.57",
    surcharged: "44.06",
  },
  // dim 20160/139 = 145.04 -> 146 lb: 51.32 + 75 x 0.75 = $107.57; + 3.76 = $111.33
  {
    name: "extra-large 70-150 lb",
    sides: [60, 24, 14],
    lb: 118,
    price: 399,
    tier: "UsExtraLarge",
    id: "extra-large-70-150",
    base: "107.57",
    surcharged: "111.33",
  },
  // 172 lb unit weight, billed on unit weight: 194.95 + 21 x 0.19 = $198.94; + 6.96 = $205.90
  {
    name: "extra-large 150+ lb",
    sides: [30, 24, 22],
    lb: 172,
    price: 699,
    tier: "Extra-large 150+ lb",
    id: "extra-large-150-plus",
    base: "198.94",
    surcharged: "205.90",
  },
] as const;

describe("auditRow against hand-computed fees, one row per size tier", () => {
  for (const example of tiers) {
    it(`${example.name}: matches with the surcharge, and without it`, () => {
      const withSurcharge = auditRow(
        row([...example.sides], example.lb, example.price, example.tier, example.surcharged),
        { date },
      );
      expect(withSurcharge).toMatchObject({
        flag: "ok",
        expectedTier: example.id,
        basis: "with-surcharge",
        basisMatched: true,
        difference: 0,
      });
      expect(withSurcharge.expectedFee?.toFixed(2)).toBe(example.surcharged);

      const withoutSurcharge = auditRow(
        row([...example.sides], example.lb, example.price, example.tier, example.base),
        { date },
      );
      expect(withoutSurcharge).toMatchObject({ flag: "ok", basis: "without-surcharge", basisMatched: true });
      expect(withoutSurcharge.expectedFee?.toFixed(2)).toBe(example.base);
    });
  }

  it("before the surcharge started (Apr 17, 2026) only the base fee can match", () => {
    const audit = auditRow(row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.35"), { date: "2026-03-01" });
    expect(audit).toMatchObject({
      flag: "fee_mismatch",
      basis: "without-surcharge",
      basisMatched: false,
      expectedFee: 4.2,
      difference: 0.15,
    });
  });

  it("flags tier_mismatch when Amazon's tier differs from the tier of its own recorded dimensions", () => {
    // 4.1 x 3 x 0.7 in, 0.22 lb fits small standard (3.52 oz -> 4 oz band: $3.42 + $0.12 = $3.54).
    const audit = auditRow(row([4.1, 3, 0.7], 0.22, 19.99, "UsLargeStandardSize", "4.91"), { date });
    expect(audit).toMatchObject({
      flag: "tier_mismatch",
      expectedTier: "small-standard",
      expectedFee: 3.54,
      difference: 1.37,
    });
  });

  it("flags fee_mismatch above one cent with the same tier, and accepts a one-cent gap", () => {
    expect(auditRow(row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.37"), { date })).toMatchObject({
      flag: "fee_mismatch",
      difference: 0.02,
    });
    expect(auditRow(row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.36"), { date })).toMatchObject({ flag: "ok" });
  });

  it("converts centimeters and grams before classifying", () => {
    // 20.32 x 15.24 x 5.08 cm = 8 x 6 x 2 in; 181.44 g = 0.40 lb: the large-standard wallet again.
    const audit = auditRow(
      row([20.32, 15.24, 5.08], 181.44, 24.99, "UsLargeStandardSize", "4.35", {
        "unit-of-dimension": "centimeters",
        "unit-of-weight": "grams",
      }),
      { date },
    );
    expect(audit).toMatchObject({ flag: "ok", expectedTier: "large-standard", expectedFee: 4.35 });
  });

  it("checks the referral fee where the product group maps, and says when it cannot", () => {
    const sports = auditRow(
      row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.35", { "estimated-referral-fee-per-unit": "3.75" }),
      { date },
    );
    expect(sports.referral).toEqual({
      status: "match",
      categoryLabel: "Sports & Outdoors",
      amazon: 3.75,
      expected: 3.75,
    });
    const wrong = auditRow(
      row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.35", { "estimated-referral-fee-per-unit": "4.25" }),
      { date },
    );
    expect(wrong.referral).toMatchObject({ status: "mismatch", expected: 3.75 });
    const wireless = auditRow(
      row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.35", {
        "product-group": "Wireless",
        "estimated-referral-fee-per-unit": "3.75",
      }),
      { date },
    );
    expect(wireless.referral).toEqual({ status: "unmapped", productGroup: "Wireless" });
    // Media: the $1.80 closing fee sits in its own column, the referral fee is 15% of $18.95 = $2.84.
    const book = auditRow(
      row([9, 6, 1.1], 1.2, 18.95, "UsLargeStandardSize", "5.04", {
        "product-group": "Book",
        "estimated-referral-fee-per-unit": "2.84",
      }),
      { date },
    );
    expect(book.referral.status).toBe("match");
  });

  it("leaves rows it cannot check as unchecked, with the reason", () => {
    expect(
      auditRow(row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.35", { currency: "CAD" }), { date }),
    ).toMatchObject({
      flag: "unchecked",
      notes: ["CAD currency: only US reports (USD) are supported yet."],
    });
    const missing = auditRow(row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "--", { "longest-side": "--" }), {
      date,
    });
    expect(missing.flag).toBe("unchecked");
    expect(missing.notes[0]).toMatch(/dimensions.*fulfillment fee/);
  });

  it("summarises a report and exports exactly the issue's columns with formulas neutralised", () => {
    const rows = [
      row([8, 6, 2], 0.4, 24.99, "UsLargeStandardSize", "4.35"),
      { ...row([4.1, 3, 0.7], 0.22, 19.99, "UsLargeStandardSize", "4.91"), sku: '=HYPERLINK("x")' },
    ];
    const { audits, summary } = auditReport(rows, { date });
    expect(summary).toMatchObject({ rows: 2, checked: 2, flagged: 1, tierMismatches: 1, matchedWithSurcharge: 1 });
    const csv = auditToCsv(audits).split("\r\n");
    expect(csv[0]).toBe("sku,asin,amazon_tier,expected_tier,amazon_fee,expected_fee,difference_per_unit,flag");
    expect(csv[1]).toBe("SKU-1,B0TEST0001,UsLargeStandardSize,Large standard,4.35,4.35,0.00,ok");
    expect(csv[2]).toBe(
      `"'=HYPERLINK(""x"")",B0TEST0001,UsLargeStandardSize,Small standard,4.91,3.54,1.37,tier_mismatch`,
    );
  });
});

describe("readAmazonTier", () => {
  it("reads API codes and help-page labels, and reports unknown or retired names", () => {
    expect(readAmazonTier("UsSmallStandardSize").tiers).toEqual(["small-standard"]);
    expect(readAmazonTier("Large standard").tiers).toEqual(["large-standard"]);
    expect(readAmazonTier("SmallBulky").tiers).toEqual(["small-bulky"]);
    expect(readAmazonTier("Extra-large 70+ to 150 lb").tiers).toEqual(["extra-large-70-150"]);
    expect(readAmazonTier("UsExtraLarge").tiers).toHaveLength(4);
    expect(readAmazonTier("UsMediumOversize").problem).toMatch(/retired/);
    expect(readAmazonTier("Mystery").problem).toMatch(/Unknown/);
  });
});

describe("mapProductGroup", () => {
  it("maps departments that sit in one referral category and leaves the rest unmapped", () => {
    expect(mapProductGroup("Luggage")).toEqual({ categoryId: "luggage", productType: "non-apparel" });
    expect(mapProductGroup("Apparel")).toEqual({ categoryId: "clothing-accessories", productType: "apparel" });
    expect(mapProductGroup("Wireless").categoryId).toBeNull();
  });
});
