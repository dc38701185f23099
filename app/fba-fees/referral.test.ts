import { describe, expect, it } from "vitest";
import { calculateReferralFee, referralFeeJumpPricesCents } from "./referral";
import { findReferralCategory, referralCategories, type ReferralCategory } from "./referral-categories";

function category(id: string): ReferralCategory {
  const found = findReferralCategory(id);
  if (!found) throw new Error(`missing category ${id}`);
  return found;
}

const feeOf = (id: string, price: number) => calculateReferralFee(category(id), price).referralFeeCents / 100;

describe("marginal brackets", () => {
  it("furniture at $250: 15% of $200 + 10% of $50 = $35.00", () => {
    expect(feeOf("furniture", 250)).toBe(35);
    expect(feeOf("furniture", 200)).toBe(30);
  });

  it("jewelry at $300: 20% of $250 + 5% of $50 = $52.50", () => {
    expect(feeOf("jewelry", 300)).toBe(52.5);
    expect(calculateReferralFee(category("jewelry"), 300).explanation).toContain("20% of $250.00 + 5% of $50.00");
  });

  it("electronics accessories, compact appliances, watches, fine art", () => {
    expect(feeOf("electronics-accessories", 150)).toBe(19); // 15 + 4
    expect(feeOf("compact-appliances", 400)).toBe(53); // 45 + 8
    expect(feeOf("watches", 2000)).toBe(255); // 240 + 15
    expect(feeOf("fine-art", 6000)).toBe(20 + 135 + 400 + 50);
  });

  it("never charges a higher rate on the whole price (the mistake in some public code)", () => {
    expect(feeOf("furniture", 250)).not.toBe(25); // 10% of the whole price
    expect(feeOf("furniture", 250)).not.toBe(37.5); // 15% of the whole price
  });
});

describe("whole-price tiers", () => {
  it("baby and beauty: 8% up to $10 inclusive, 15% above", () => {
    expect(feeOf("baby", 10)).toBe(0.8);
    expect(feeOf("baby", 10.01)).toBe(1.5);
    expect(feeOf("beauty-health-personal-care", 9)).toBe(0.72);
  });

  it("clothing: 5% up to $15, 10% up to $20, 17% above", () => {
    expect(feeOf("clothing-accessories", 15)).toBe(0.75);
    expect(feeOf("clothing-accessories", 15.01)).toBe(1.5);
    expect(feeOf("clothing-accessories", 20)).toBe(2);
    expect(feeOf("clothing-accessories", 20.01)).toBe(3.4);
  });

  it("grocery: 8% up to $15, 15% above", () => {
    expect(feeOf("grocery-gourmet", 15)).toBe(1.2);
    expect(feeOf("grocery-gourmet", 15.5)).toBe(2.33);
  });

  it("lists the prices where the fee can jump", () => {
    expect(referralFeeJumpPricesCents(category("clothing-accessories"))).toEqual([1501, 2001]);
    expect(referralFeeJumpPricesCents(category("furniture"))).toEqual([]);
  });
});

describe("minimum and closing fee", () => {
  it("applies the $0.30 per-item minimum when the percentage is lower", () => {
    const result = calculateReferralFee(category("home-kitchen"), 1.5);
    expect(result.percentageFeeCents).toBe(23);
    expect(result.referralFeeCents).toBe(30);
    expect(result.minimumApplied).toBe(true);
    expect(result.explanation).toContain("minimum");
  });

  it("does not apply the minimum once the percentage is higher", () => {
    expect(feeOf("home-kitchen", 2)).toBe(0.3);
    expect(feeOf("home-kitchen", 2.01)).toBe(0.3);
    expect(feeOf("home-kitchen", 2.04)).toBe(0.31);
  });

  it("media: no minimum, plus a $1.80 closing fee", () => {
    const book = calculateReferralFee(category("books"), 1);
    expect(book.referralFeeCents).toBe(15);
    expect(book.minimumApplied).toBe(false);
    expect(book.closingFeeCents).toBe(180);
    expect(calculateReferralFee(category("home-kitchen"), 1).closingFeeCents).toBe(0);
  });

  it("rounds half a cent up", () => {
    expect(feeOf("home-kitchen", 10.03)).toBe(1.5); // 1.5045
    expect(feeOf("tires", 10.05)).toBe(1.01); // 10% of $10.05 = 100.5 cents
    expect(feeOf("consumer-electronics", 12.5625)).toBe(1); // the price itself is taken to the cent first: 8% of $12.56
  });
});

describe("category list", () => {
  it("has unique ids and a valid rule for every category", () => {
    const ids = referralCategories.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of referralCategories) {
      expect(entry.label.length).toBeGreaterThan(2);
      expect(entry.summary.length).toBeGreaterThan(2);
      const rates =
        entry.rule.kind === "flat"
          ? [entry.rule.rate]
          : entry.rule.kind === "marginal"
            ? entry.rule.brackets.map((bracket) => bracket.rate)
            : entry.rule.tiers.map((tier) => tier.rate);
      for (const rate of rates) {
        expect(rate).toBeGreaterThan(0);
        expect(rate).toBeLessThan(1);
      }
      const limits =
        entry.rule.kind === "marginal"
          ? entry.rule.brackets
          : entry.rule.kind === "whole-price-tiers"
            ? entry.rule.tiers
            : [];
      if (limits.length > 0) expect(limits[limits.length - 1]?.upTo).toBeNull();
    }
  });

  it("covers every row of the research table", () => {
    const expected = [
      "amazon-device-accessories",
      "automotive-powersports",
      "base-equipment-power-tools",
      "business-industrial-scientific",
      "baby",
      "beauty-health-personal-care",
      "grocery-gourmet",
      "clothing-accessories",
      "compact-appliances",
      "full-size-appliances",
      "computers",
      "consumer-electronics",
      "camera-photo",
      "video-game-consoles",
      "electronics-accessories",
      "furniture",
      "jewelry",
      "watches",
      "fine-art",
      "gift-cards",
      "merchant-fulfilled-services",
      "tires",
      "lawn-mowers-snow-throwers",
      "books",
      "music",
      "video-dvd",
      "software",
      "video-games",
      "everything-else",
    ];
    for (const id of expected) expect(findReferralCategory(id), id).toBeDefined();
  });

  it("flags the two categories whose basis is UNVERIFIED", () => {
    expect(category("grocery-gourmet").provenance.isEstimate).toBe(true);
    expect(category("lawn-mowers-snow-throwers").provenance.isEstimate).toBe(true);
    expect(feeOf("lawn-mowers-snow-throwers", 600)).toBe(48); // whole price at 8%
  });
});
