import { toCents } from "./units";

/**
 * Net profit per unit when you fulfill the order yourself instead of FBA: the same price and product cost, the
 * referral (and closing) fee on the price plus the shipping the buyer pays, and your own costs per order and
 * storage per unit per month instead of Amazon's fulfillment and storage fees. In whole cents, like the engine.
 * UNIFY: the FBA calculator's "FBA vs your own fulfillment" column (issue 27 item 2) computes the same figure.
 */
export interface OwnFulfillmentInput {
  price: number;
  /** Landed cost per unit; 0 when unknown (the difference from FBA does not depend on it). */
  cost: number;
  /** What the buyer pays for shipping on your order. */
  shippingCharged: number;
  /** Referral + closing fee on price + shipping charged (Amazon charges it on the total sales price). */
  referralAndClosingFee: number;
  /** Label and postage, packaging and labour per order. */
  costPerOrder: number;
  storagePerUnitMonth: number;
}

export function ownFulfillmentNetProfit(input: OwnFulfillmentInput): number {
  const cents =
    toCents(input.price) +
    toCents(input.shippingCharged) -
    toCents(input.referralAndClosingFee) -
    toCents(input.costPerOrder) -
    toCents(input.storagePerUnitMonth) -
    toCents(input.cost);
  return cents / 100;
}
