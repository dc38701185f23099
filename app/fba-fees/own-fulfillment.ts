import { calculateReferralFee } from "./referral";
import type { ReferralCategory } from "./referral-categories";
import { fromCents, toCents } from "./units";

/**
 * Profit per unit when you fulfill the order yourself (merchant fulfilled) instead of FBA, as Amazon's Revenue
 * Calculator sets the two side by side. The one rule behind the FBA calculator's "FBA vs your own fulfillment" card
 * and the bulk calculator's "FBA vs own" column. In whole cents, like the engine.
 *
 * Assumptions (the calculator's page states them):
 * - One unit per order, so the costs per order are costs per unit.
 * - The referral fee is the same category's fee, charged on the total sales price: the item price plus the shipping
 *   the buyer pays you (research: fba-fees-us.md, "total sales price (item + shipping + gift wrap)"); an FBA order
 *   carries no shipping charge. The closing fee (media) applies to both.
 * - Cost of goods, inbound freight and ad spend are the same either way; no FBA fee (fulfillment, fuel surcharge,
 *   storage, placement, low inventory, returns processing) applies to your own orders, and your own returns,
 *   customer service and software are not counted.
 * - Own storage is per unit per month, for the same months in storage as the FBA side.
 */
export interface OwnFulfillmentInput {
  /** The product's referral category, the same as on the FBA side. */
  category: ReferralCategory;
  price: number;
  /** What the buyer pays you for shipping (revenue, and part of the referral fee's base); 0 for free shipping. */
  shippingCharged: number;
  /** Your costs per order (label and postage, packaging, labour), each taken to the cent. */
  costsPerOrder: readonly number[];
  storagePerUnitMonth: number;
  /** Months a unit waits before it sells (the FBA side's months in storage). */
  monthsInStorage: number;
  /** Cost of goods + inbound shipping per unit; 0 when unknown (the difference from FBA does not depend on it). */
  landedCostPerUnit: number;
  adSpendPerUnit: number;
}

/** One unit fulfilled yourself, in whole cents. */
export interface OwnFulfillmentProfit {
  /** Item price plus the shipping charged. */
  revenueCents: number;
  /** Referral + closing fee on the total sales price. */
  referralCents: number;
  /** Your costs per order. */
  fulfillmentCents: number;
  /** Own storage per unit per month x months in storage. */
  storageCents: number;
  landedCostCents: number;
  adSpendCents: number;
  netProfitCents: number;
}

export function ownFulfillmentProfit(input: OwnFulfillmentInput): OwnFulfillmentProfit {
  const revenueCents = toCents(input.price) + toCents(input.shippingCharged);
  const referral = calculateReferralFee(input.category, fromCents(revenueCents));
  const referralCents = referral.referralFeeCents + referral.closingFeeCents;
  const fulfillmentCents = input.costsPerOrder.reduce((sum, cost) => sum + toCents(cost), 0);
  const storageCents = Math.round(toCents(input.storagePerUnitMonth) * input.monthsInStorage);
  const landedCostCents = toCents(input.landedCostPerUnit);
  const adSpendCents = toCents(input.adSpendPerUnit);
  return {
    revenueCents,
    referralCents,
    fulfillmentCents,
    storageCents,
    landedCostCents,
    adSpendCents,
    netProfitCents: revenueCents - referralCents - fulfillmentCents - storageCents - landedCostCents - adSpendCents,
  };
}
