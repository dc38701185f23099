import { describe, expect, it } from "vitest";
import { ownFulfillmentProfit, type OwnFulfillmentInput } from "./own-fulfillment";
import { findReferralCategory } from "./referral-categories";

function category(id: string) {
  const found = findReferralCategory(id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
}

const base: OwnFulfillmentInput = {
  category: category("home-kitchen"),
  price: 29.99,
  shippingCharged: 4.99,
  costsPerOrder: [8.4],
  storagePerUnitMonth: 0.1,
  monthsInStorage: 1,
  landedCostPerUnit: 9.5,
  adSpendPerUnit: 0,
};

describe("ownFulfillmentProfit", () => {
  it("is price + shipping charged - referral on both - own costs - storage - landed cost - ad spend, in whole cents", () => {
    // 29.99 + 4.99 - 5.25 (15% of 34.98, rounded) - 8.40 - 0.10 - 9.50 = 11.73
    expect(ownFulfillmentProfit(base)).toEqual({
      revenueCents: 3498,
      referralCents: 525,
      fulfillmentCents: 840,
      storageCents: 10,
      landedCostCents: 950,
      adSpendCents: 0,
      netProfitCents: 1173,
    });
    expect(ownFulfillmentProfit({ ...base, adSpendPerUnit: 2 }).netProfitCents).toBe(973);
  });

  it("takes each cost per order to the cent and multiplies storage by the months in storage", () => {
    const own = ownFulfillmentProfit({
      ...base,
      costsPerOrder: [5, 0.4, 1, 0.005],
      storagePerUnitMonth: 0.1,
      monthsInStorage: 2.5,
    });
    expect(own.fulfillmentCents).toBe(641);
    expect(own.storageCents).toBe(25);
  });

  it("charges the category's minimum, and the media closing fee, on the total sales price", () => {
    // 15% of 1.00 is 0.15: the $0.30 minimum applies.
    expect(ownFulfillmentProfit({ ...base, price: 1, shippingCharged: 0 }).referralCents).toBe(30);
    // Books: 15% of 10.00, no minimum, + $1.80 closing fee.
    expect(
      ownFulfillmentProfit({ ...base, category: category("books"), price: 6, shippingCharged: 4 }).referralCents,
    ).toBe(330);
  });
});
