import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

export const profitAndMarginFormulas = [
  {
    slug: "gross-sales",
    expression: "Gross sales = Units sold × Average item price + Shipping and gift-wrap charges",
    inputs: [
      { key: "unitsSold", label: "Units sold", unit: "count", min: 0, step: 1 },
      { key: "averageItemPrice", label: "Average item price", unit: "usd", min: 0, step: 0.01 },
      {
        key: "shippingAndGiftWrap",
        term: "Shipping and gift-wrap charges",
        label: "Shipping and gift-wrap charges collected",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "What buyers paid for shipping and gift wrap; usually 0 for Prime FBA orders. Exclude sales tax.",
      },
    ],
    result: { label: "Gross sales", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "unitsSold") * input(inputs, "averageItemPrice") + input(inputs, "shippingAndGiftWrap"),
  },
  {
    slug: "net-sales",
    expression: "Net sales = Gross sales - Refunds - Promotional discounts",
    inputs: [
      { key: "grossSales", label: "Gross sales", unit: "usd", min: 0, step: 0.01 },
      { key: "refunds", term: "Refunds", label: "Refunds issued to buyers", unit: "usd", min: 0, step: 0.01 },
      {
        key: "promotionalDiscounts",
        term: "Promotional discounts",
        label: "Promotional discounts (coupons, deals, promos)",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "The discount value given to buyers, shown as promotional rebates in Payments reports.",
      },
    ],
    result: { label: "Net sales", unit: "usd" },
    compute: (inputs) => input(inputs, "grossSales") - input(inputs, "refunds") - input(inputs, "promotionalDiscounts"),
  },
  {
    slug: "cost-of-goods-sold",
    expression: "COGS = Units sold × Landed cost per unit",
    inputs: [
      { key: "unitsSold", label: "Units sold", unit: "count", min: 0, step: 1 },
      {
        key: "landedCostPerUnit",
        label: "Landed cost per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Supplier price plus freight, duties and other costs to get one unit into Amazon's network.",
      },
    ],
    result: { label: "Cost of goods sold", unit: "usd" },
    compute: (inputs) => input(inputs, "unitsSold") * input(inputs, "landedCostPerUnit"),
  },
  {
    slug: "landed-cost-per-unit",
    expression:
      "Landed cost per unit = (Supplier cost + Freight + Duties and tariffs + Other inbound costs) ÷ Units received",
    inputs: [
      {
        key: "supplierCost",
        term: "Supplier cost",
        label: "Supplier invoice (total)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "freightCost",
        term: "Freight",
        label: "Freight to your warehouse or prep center",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "dutiesAndTariffs",
        term: "Duties and tariffs",
        label: "Duties, tariffs and customs fees",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "otherInboundCosts",
        label: "Other inbound costs",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Inspection, prep and labeling, your own shipping to Amazon, packaging inserts (not Amazon's inbound placement fee or partnered-carrier charge: those are Amazon fees).",
      },
      {
        key: "unitsReceived",
        term: "Units received",
        label: "Sellable units received",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Landed cost per unit", unit: "usd" },
    compute: (inputs) =>
      divide(
        input(inputs, "supplierCost") +
          input(inputs, "freightCost") +
          input(inputs, "dutiesAndTariffs") +
          input(inputs, "otherInboundCosts"),
        input(inputs, "unitsReceived"),
      ),
  },
  {
    slug: "gross-profit",
    expression: "Gross profit = Net sales - Cost of goods sold",
    inputs: [
      { key: "netSales", label: "Net sales", unit: "usd", min: 0, step: 0.01 },
      {
        key: "cogs",
        term: "Cost of goods sold",
        label: "Cost of goods sold (landed)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
    ],
    result: { label: "Gross profit", unit: "usd" },
    compute: (inputs) => input(inputs, "netSales") - input(inputs, "cogs"),
  },
  {
    slug: "gross-margin",
    expression: "Gross margin = (Net sales - Cost of goods sold) ÷ Net sales × 100",
    inputs: [
      { key: "netSales", label: "Net sales", unit: "usd", min: 0, step: 0.01 },
      {
        key: "cogs",
        term: "Cost of goods sold",
        label: "Cost of goods sold (landed)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
    ],
    result: { label: "Gross margin", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "netSales") - input(inputs, "cogs"), input(inputs, "netSales")) * 100,
  },
  {
    slug: "contribution-margin",
    expression:
      "Contribution margin = (Net sales - COGS - Amazon fees - Ad spend - Other variable costs) ÷ Net sales × 100",
    inputs: [
      { key: "netSales", label: "Net sales", unit: "usd", min: 0, step: 0.01 },
      { key: "cogs", term: "COGS", label: "Cost of goods sold (landed)", unit: "usd", min: 0, step: 0.01 },
      {
        key: "amazonFees",
        term: "Amazon fees",
        label: "Amazon fees (referral, FBA, storage...)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      {
        key: "otherVariableCosts",
        label: "Other variable costs",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Costs that scale with units and are in neither COGS nor your Amazon fees: inserts, packaging, coupon fees.",
      },
    ],
    result: { label: "Contribution margin", unit: "percent" },
    compute: (inputs) =>
      divide(
        input(inputs, "netSales") -
          input(inputs, "cogs") -
          input(inputs, "amazonFees") -
          input(inputs, "adSpend") -
          input(inputs, "otherVariableCosts"),
        input(inputs, "netSales"),
      ) * 100,
  },
  {
    slug: "contribution-margin-roi",
    expression:
      "Contribution margin ROI = (Net sales - COGS - Amazon fees - Ad spend - Other variable costs) ÷ COGS × 100",
    inputs: [
      { key: "netSales", label: "Net sales", unit: "usd", min: 0, step: 0.01 },
      { key: "cogs", term: "COGS", label: "Cost of goods sold (landed)", unit: "usd", min: 0, step: 0.01 },
      {
        key: "amazonFees",
        term: "Amazon fees",
        label: "Amazon fees (referral, FBA, storage...)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      { key: "otherVariableCosts", label: "Other variable costs", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Contribution margin ROI", unit: "percent" },
    compute: (inputs) =>
      divide(
        input(inputs, "netSales") -
          input(inputs, "cogs") -
          input(inputs, "amazonFees") -
          input(inputs, "adSpend") -
          input(inputs, "otherVariableCosts"),
        input(inputs, "cogs"),
      ) * 100,
  },
  {
    slug: "pre-ad-margin",
    expression: "Pre-ad margin = (Net sales - COGS - Amazon fees - Other variable costs) ÷ Net sales × 100",
    inputs: [
      { key: "netSales", label: "Net sales", unit: "usd", min: 0, step: 0.01 },
      { key: "cogs", term: "COGS", label: "Cost of goods sold (landed)", unit: "usd", min: 0, step: 0.01 },
      {
        key: "amazonFees",
        term: "Amazon fees",
        label: "Amazon fees (referral, FBA, storage...)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "otherVariableCosts",
        term: "Other variable costs",
        label: "Other variable costs (excluding ads)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
    ],
    result: { label: "Pre-ad margin", unit: "percent" },
    compute: (inputs) =>
      divide(
        input(inputs, "netSales") -
          input(inputs, "cogs") -
          input(inputs, "amazonFees") -
          input(inputs, "otherVariableCosts"),
        input(inputs, "netSales"),
      ) * 100,
  },
  {
    slug: "net-profit",
    expression: "Net profit = Net sales - COGS - Amazon fees - Ad spend - Other expenses",
    inputs: [
      { key: "netSales", label: "Net sales", unit: "usd", min: 0, step: 0.01 },
      { key: "cogs", term: "COGS", label: "Cost of goods sold (landed)", unit: "usd", min: 0, step: 0.01 },
      {
        key: "amazonFees",
        term: "Amazon fees",
        label: "Amazon fees (referral, FBA, storage...)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      {
        key: "otherExpenses",
        term: "Other expenses",
        label: "Other expenses (variable and overhead)",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Other variable costs plus overhead: software, staff, 3PL storage or prep-center fees not already in your landed cost, the $39.99 Professional plan.",
      },
    ],
    result: { label: "Net profit", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "netSales") -
      input(inputs, "cogs") -
      input(inputs, "amazonFees") -
      input(inputs, "adSpend") -
      input(inputs, "otherExpenses"),
  },
  {
    slug: "net-profit-margin",
    expression: "Net profit margin = Net profit ÷ Net sales × 100",
    inputs: [
      { key: "netProfit", label: "Net profit", unit: "usd", step: 0.01 },
      { key: "netSales", label: "Net sales", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Net profit margin", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "netProfit"), input(inputs, "netSales")) * 100,
  },
  {
    slug: "roi",
    expression: "ROI = Net profit ÷ Landed cost of the units sold × 100",
    inputs: [
      { key: "netProfit", label: "Net profit", unit: "usd", step: 0.01 },
      {
        key: "cogs",
        label: "Landed cost of the units sold",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Product cost plus freight, duties and prep for the same units the profit came from.",
      },
    ],
    result: { label: "ROI", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "netProfit"), input(inputs, "cogs")) * 100,
  },
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
    expression:
      "Break-even price = (Landed cost + FBA fee + Other per-unit costs) ÷ (1 - Referral rate % - Ad cost rate %); 0 when Referral rate + Ad cost rate ≥ 100",
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
      {
        key: "adCostRate",
        term: "Ad cost rate",
        label: "Ad spend as % of price (TACoS)",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
        help: "Set 0 to get the break-even price before advertising.",
      },
    ],
    result: { label: "Break-even price", unit: "usd" },
    compute: (inputs) => {
      const keptShare = 1 - (input(inputs, "referralRate") + input(inputs, "adCostRate")) / 100;
      if (keptShare <= 0) return 0;
      return (
        (input(inputs, "landedCost") + input(inputs, "fulfillmentFee") + input(inputs, "otherCostsPerUnit")) / keptShare
      );
    },
  },
  {
    slug: "estimated-payout",
    expression:
      "Estimated payout = Gross sales - Promotional rebates - Refunds (net of fee credits) - Amazon fees - Ads charged to balance - Other deductions",
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
        help: "Only if Amazon Ads bills your seller account instead of a credit card.",
      },
      {
        key: "otherDeductions",
        label: "Other deductions",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Subscription fee, removal or disposal orders, service fees, reserve increases.",
      },
    ],
    result: { label: "Estimated payout", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "grossSales") -
      input(inputs, "promotionalRebates") -
      input(inputs, "refundsNet") -
      input(inputs, "amazonFees") -
      input(inputs, "adsChargedToBalance") -
      input(inputs, "otherDeductions"),
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
        help: "US, 2026: coupons cost $5 + 2.5% of coupon sales (capped at $2,000); deals $70 per day + 1% of deal sales outside peak events.",
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
