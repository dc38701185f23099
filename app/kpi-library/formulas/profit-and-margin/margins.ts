import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Profit and margin, part 2 of 3 (profit-and-margin.ts gathers them in the product's order): the profit left at each
 * step down from sales to net, as money, as a margin and as a return on cost.
 */
export const marginFormulas = [
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
    expression: "Net profit = Net sales - COGS - Amazon fees - Ad spend - Other expenses + Reimbursements",
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
        help: "Other variable costs plus overhead: software, staff, 3PL storage or prep-center fees not already in your landed cost. Amazon's subscription fee is an Amazon fee: put it there.",
      },
      {
        key: "reimbursements",
        term: "Reimbursements",
        label: "Amazon reimbursements",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "What Amazon reimbursed in the period, for example for lost or damaged FBA units.",
      },
    ],
    result: { label: "Net profit", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "netSales") -
      input(inputs, "cogs") -
      input(inputs, "amazonFees") -
      input(inputs, "adSpend") -
      input(inputs, "otherExpenses") +
      input(inputs, "reimbursements"),
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
] satisfies KpiFormula[];
