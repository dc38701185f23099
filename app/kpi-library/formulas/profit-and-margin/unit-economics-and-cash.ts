import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Profit and margin, part 3 of 3 (profit-and-margin.ts gathers them in the product's order): one unit's profit and
 * break-even price, the payout, what refunds and promotions cost, and how long cash is tied up.
 */
export const unitEconomicsAndCashFormulas = [
  {
    slug: "profit-per-unit",
    expression:
      "Profit per unit = Price - Landed cost - Referral fee - FBA fee - Ad cost per unit - Other per-unit costs",
    inputs: [
      { key: "sellingPrice", term: "Price", label: "Selling price", unit: "usd", min: 0, step: 0.01 },
      { key: "landedCost", term: "Landed cost", label: "Landed cost per unit", unit: "usd", min: 0, step: 0.01 },
      { key: "referralFee", term: "Referral fee", label: "Referral fee per unit", unit: "usd", min: 0, step: 0.01 },
      {
        key: "fulfillmentFee",
        term: "FBA fee",
        label: "FBA fulfillment fee per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Include the 3.5% fuel and logistics surcharge if it applies to your shipments.",
      },
      {
        key: "adCostPerUnit",
        term: "Ad cost per unit",
        label: "Ad spend per unit sold",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "otherCostsPerUnit",
        label: "Other per-unit costs",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Storage, returns allowance, coupon fees, packaging inserts, averaged per unit sold.",
      },
    ],
    result: { label: "Profit per unit", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "sellingPrice") -
      input(inputs, "landedCost") -
      input(inputs, "referralFee") -
      input(inputs, "fulfillmentFee") -
      input(inputs, "adCostPerUnit") -
      input(inputs, "otherCostsPerUnit"),
  },
  {
    slug: "break-even-price",
    // Ad spend enters as dollars per unit, as in profit per unit and the FBA calculator: it follows CPC and
    // conversion, not price, so a share of today's price would shrink it at the lower price and set the floor too low.
    // No price breaks even when the referral rate is 100% or more: the calculator shows no result then, never $0.
    expression:
      "Break-even price = (Landed cost + FBA fee + Ad cost per unit + Other per-unit costs) ÷ (1 - Referral rate %)",
    inputs: [
      { key: "landedCost", term: "Landed cost", label: "Landed cost per unit", unit: "usd", min: 0, step: 0.01 },
      {
        key: "fulfillmentFee",
        term: "FBA fee",
        label: "FBA fulfillment fee per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "adCostPerUnit",
        term: "Ad cost per unit",
        label: "Ad spend per unit sold",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Ad spend divided by all units sold. It does not fall with the price. Set 0 for the floor before advertising.",
      },
      {
        key: "otherCostsPerUnit",
        term: "Other per-unit costs",
        label: "Other fixed per-unit costs",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "referralRate",
        term: "Referral rate",
        label: "Referral fee rate",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
      },
    ],
    result: { label: "Break-even price", unit: "usd" },
    compute: (inputs) => {
      const keptShare = 1 - input(inputs, "referralRate") / 100;
      if (keptShare <= 0) return Number.NaN;
      return (
        (input(inputs, "landedCost") +
          input(inputs, "fulfillmentFee") +
          input(inputs, "adCostPerUnit") +
          input(inputs, "otherCostsPerUnit")) /
        keptShare
      );
    },
  },
  {
    slug: "estimated-payout",
    expression:
      "Estimated payout = Gross sales - Promotional rebates - Refunds (net of fee credits) - Amazon fees - Ads charged to balance - Other deductions + Reimbursements and other credits",
    inputs: [
      {
        key: "grossSales",
        term: "Gross sales",
        label: "Gross sales in the settlement period",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      { key: "promotionalRebates", label: "Promotional rebates", unit: "usd", min: 0, step: 0.01 },
      {
        key: "refundsNet",
        term: "Refunds (net of fee credits)",
        label: "Refunds (net of referral fees credited back)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      { key: "amazonFees", term: "Amazon fees", label: "Amazon selling and FBA fees", unit: "usd", min: 0, step: 0.01 },
      {
        key: "adsChargedToBalance",
        term: "Ads charged to balance",
        label: "Ad spend charged to seller balance",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Only the Amazon Ads charges taken from your seller account, not ads paid another way.",
      },
      {
        key: "otherDeductions",
        label: "Other deductions",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Subscription fee, removal or disposal orders, service fees, the reserve held back this period.",
      },
      {
        key: "credits",
        term: "Reimbursements and other credits",
        label: "Reimbursements and other credits",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "FBA inventory reimbursements, the reserve released from the previous period and other credits in the settlement.",
      },
    ],
    result: { label: "Estimated payout", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "grossSales") -
      input(inputs, "promotionalRebates") -
      input(inputs, "refundsNet") -
      input(inputs, "amazonFees") -
      input(inputs, "adsChargedToBalance") -
      input(inputs, "otherDeductions") +
      input(inputs, "credits"),
  },
  {
    slug: "refund-rate",
    expression: "Refund rate = Units refunded ÷ Units ordered × 100",
    inputs: [
      { key: "unitsRefunded", label: "Units refunded", unit: "count", min: 0, step: 1 },
      { key: "unitsOrdered", label: "Units ordered", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Refund rate", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "unitsRefunded"), input(inputs, "unitsOrdered")) * 100,
  },
  {
    slug: "refund-cost",
    expression:
      "Refund cost = Refunded units × (FBA fee + min($5, 20% × Referral fee) + Returns processing fee + Landed cost × Unsellable share %)",
    caveat:
      "The refund administration fee and the unrefunded FBA fee are our summary of Amazon's help, not confirmed against a stored copy; check them in Seller Central.",
    inputs: [
      { key: "unitsRefunded", term: "Refunded units", label: "Units refunded", unit: "count", min: 0, step: 1 },
      {
        key: "fulfillmentFee",
        term: "FBA fee",
        label: "FBA fulfillment fee per unit (not refunded)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      { key: "referralFee", term: "Referral fee", label: "Referral fee per unit", unit: "usd", min: 0, step: 0.01 },
      {
        key: "returnsProcessingFee",
        term: "Returns processing fee",
        label: "Returns processing fee per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "0 if your return rate is under the category threshold; apparel and shoes pay on every return.",
      },
      { key: "landedCost", term: "Landed cost", label: "Landed cost per unit", unit: "usd", min: 0, step: 0.01 },
      {
        key: "unsellablePercent",
        term: "Unsellable share",
        label: "Share of returns that cannot be resold",
        unit: "percent",
        min: 0,
        max: 100,
        step: 1,
      },
    ],
    result: { label: "Refund cost", unit: "usd" },
    compute: (inputs) => {
      const refundAdministrationFee = Math.min(5, 0.2 * input(inputs, "referralFee"));
      const perUnit =
        input(inputs, "fulfillmentFee") +
        refundAdministrationFee +
        input(inputs, "returnsProcessingFee") +
        (input(inputs, "landedCost") * input(inputs, "unsellablePercent")) / 100;
      return input(inputs, "unitsRefunded") * perUnit;
    },
  },
  {
    slug: "promotion-cost-share",
    expression: "Promotion cost share = (Promotional discounts + Coupon and deal fees) ÷ Gross sales × 100",
    inputs: [
      {
        key: "promotionalDiscounts",
        term: "Promotional discounts",
        label: "Promotional discounts given",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "couponAndDealFees",
        label: "Coupon and deal fees",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "What Amazon charged for coupons and deals in the period: the coupon and deal fee lines of the Transaction View.",
      },
      { key: "grossSales", label: "Gross sales", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Promotion cost share", unit: "percent" },
    compute: (inputs) =>
      divide(input(inputs, "promotionalDiscounts") + input(inputs, "couponAndDealFees"), input(inputs, "grossSales")) *
      100,
  },
  {
    slug: "cash-conversion-cycle",
    expression:
      "Cash conversion cycle = Days of inventory outstanding + Days sales outstanding - Days payables outstanding",
    inputs: [
      { key: "daysInventoryOutstanding", label: "Days of inventory outstanding", unit: "days", min: 0, step: 1 },
      {
        key: "daysSalesOutstanding",
        label: "Days sales outstanding",
        unit: "days",
        min: 0,
        step: 1,
        help: "Days from a sale until Amazon pays it out to your bank.",
      },
      {
        key: "daysPayablesOutstanding",
        label: "Days payables outstanding",
        unit: "days",
        min: 0,
        step: 1,
        help: "Days between receiving goods and paying your supplier.",
      },
    ],
    result: { label: "Cash conversion cycle", unit: "days" },
    compute: (inputs) =>
      input(inputs, "daysInventoryOutstanding") +
      input(inputs, "daysSalesOutstanding") -
      input(inputs, "daysPayablesOutstanding"),
  },
] satisfies KpiFormula[];
