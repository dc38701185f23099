import { describe, expect, it } from "vitest";
import { ownFulfillmentNetProfit } from "./own-fulfillment";

describe("ownFulfillmentNetProfit", () => {
  it("is price + shipping charged - referral - own costs - cost, in whole cents", () => {
    // 29.99 + 4.99 - 5.25 (15% of 34.98, rounded) - 8.40 - 0.10 - 9.50 = 11.73
    expect(ownFulfillmentNetProfit({ price: 29.99, shippingCharged: 4.99, referralAndClosingFee: 5.25, costPerOrder: 8.4, storagePerUnitMonth: 0.1, cost: 9.5 })).toBe(11.73);
    expect(ownFulfillmentNetProfit({ price: 0.3, shippingCharged: 0, referralAndClosingFee: 0.1, costPerOrder: 0.1, storagePerUnitMonth: 0, cost: 0.1 })).toBe(0);
  });
});
