import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Profit and margin, part 1 of 3 (profit-and-margin.ts gathers them in the product's order): what was sold and what
 * the goods sold cost.
 */
export const salesAndCostFormulas = [
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
        help: "Inspection, prep and labeling, shipping to Amazon (your own carrier or Amazon's partnered carrier), packaging inserts; not Amazon's inbound placement fee, which is an Amazon fee.",
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
] satisfies KpiFormula[];
