import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

export const customersAndMarketFormulas = [
  {
    slug: "customer-acquisition-cost",
    expression: "CAC = (Ad spend + Other acquisition costs) ÷ New customers",
    inputs: [
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      {
        key: "otherAcquisitionCosts",
        label: "Other acquisition costs",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Coupons and launch discounts, Vine enrollment, influencer or external traffic costs aimed at new buyers; add them only if the new customers below include the buyers they won.",
      },
      {
        key: "newCustomers",
        label: "New customers",
        unit: "count",
        min: 0,
        step: 1,
        help: "First-time buyers of your brand won by the spend above, e.g. new-to-brand orders from the same Amazon Ads campaigns.",
      },
    ],
    result: { label: "Customer acquisition cost", unit: "usd" },
    compute: (inputs) =>
      divide(input(inputs, "adSpend") + input(inputs, "otherAcquisitionCosts"), input(inputs, "newCustomers")),
  },
  {
    slug: "customer-lifetime-value",
    expression: "CLV = Average order value × Orders per year × Years retained × Pre-ad margin %",
    inputs: [
      { key: "averageOrderValue", label: "Average order value", unit: "usd", min: 0, step: 0.01 },
      {
        key: "ordersPerYear",
        term: "Orders per year",
        label: "Orders per customer per year",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "yearsRetained",
        term: "Years retained",
        label: "Years a customer keeps buying",
        unit: "years",
        min: 0,
        step: 0.1,
      },
      {
        key: "contributionMarginPercent",
        term: "Pre-ad margin",
        label: "Pre-ad margin",
        unit: "percent",
        min: -100,
        max: 100,
        step: 0.1,
        help: "Margin after product cost and Amazon fees, before ads; use 100 to get a revenue-based CLV.",
      },
    ],
    result: { label: "Customer lifetime value (profit)", unit: "usd" },
    compute: (inputs) =>
      (input(inputs, "averageOrderValue") *
        input(inputs, "ordersPerYear") *
        input(inputs, "yearsRetained") *
        input(inputs, "contributionMarginPercent")) /
      100,
  },
  {
    slug: "ltv-to-cac-ratio",
    expression: "LTV:CAC = Customer lifetime value ÷ Customer acquisition cost",
    inputs: [
      {
        key: "lifetimeValue",
        term: "Customer lifetime value",
        label: "Customer lifetime value (profit)",
        unit: "usd",
        step: 0.01,
      },
      { key: "acquisitionCost", label: "Customer acquisition cost", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "LTV:CAC ratio", unit: "ratio" },
    compute: (inputs) => divide(input(inputs, "lifetimeValue"), input(inputs, "acquisitionCost")),
  },
  {
    slug: "repeat-purchase-rate",
    expression: "Repeat purchase rate = Repeat customers ÷ Unique customers × 100",
    inputs: [
      {
        key: "repeatCustomers",
        term: "Repeat customers",
        label: "Customers who bought more than once",
        unit: "count",
        min: 0,
        step: 1,
      },
      { key: "uniqueCustomers", label: "Unique customers", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Repeat purchase rate", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "repeatCustomers"), input(inputs, "uniqueCustomers")) * 100,
  },
  {
    slug: "customer-retention-rate",
    expression: "Retention rate = max(0, (Active customers at end - New customers) ÷ Active customers at start × 100)",
    inputs: [
      {
        key: "customersAtStart",
        term: "Active customers at start",
        label: "Active customers at start of period",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "customersAtEnd",
        term: "Active customers at end",
        label: "Active customers at end of period",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "newCustomers",
        term: "New customers",
        label: "New customers acquired in the period",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Customer retention rate", unit: "percent" },
    compute: (inputs) =>
      Math.max(
        0,
        divide(input(inputs, "customersAtEnd") - input(inputs, "newCustomers"), input(inputs, "customersAtStart")) *
          100,
      ),
  },
  {
    slug: "review-rate",
    expression: "Review rate = New ratings and reviews ÷ Orders × 100",
    inputs: [
      { key: "newRatings", label: "New ratings and reviews", unit: "count", min: 0, step: 1 },
      { key: "orders", term: "Orders", label: "Orders in the same period", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Review rate", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "newRatings"), input(inputs, "orders")) * 100,
  },
  {
    slug: "market-share",
    expression: "Market share = Your sales ÷ Total market sales × 100",
    inputs: [
      { key: "yourSales", term: "Your sales", label: "Your sales in the segment", unit: "usd", min: 0, step: 0.01 },
      {
        key: "marketSales",
        term: "Total market sales",
        label: "Total sales of the segment",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "All brands in the same niche, category node or search-query set, over the same period.",
      },
    ],
    result: { label: "Market share", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "yourSales"), input(inputs, "marketSales")) * 100,
  },
  {
    slug: "price-index",
    expression: "Price index = Your price ÷ Average competitor price × 100",
    inputs: [
      {
        key: "yourPrice",
        term: "Your price",
        label: "Your price (delivered, after coupons)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "competitorPrice",
        label: "Average competitor price",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Same pack size and comparable quality; use price per unit or per ounce if pack sizes differ.",
      },
    ],
    result: { label: "Price index (100 = parity)", unit: "score" },
    compute: (inputs) => divide(input(inputs, "yourPrice"), input(inputs, "competitorPrice")) * 100,
  },
  {
    slug: "subscribe-and-save-share",
    expression: "Subscribe & Save share = Subscribe & Save units ÷ Total units × 100",
    inputs: [
      {
        key: "subscribeAndSaveUnits",
        term: "Subscribe & Save units",
        label: "Subscribe & Save units shipped",
        unit: "count",
        min: 0,
        step: 1,
      },
      { key: "totalUnits", term: "Total units", label: "Total units shipped", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Subscribe & Save share", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "subscribeAndSaveUnits"), input(inputs, "totalUnits")) * 100,
  },
  {
    slug: "return-rate",
    expression: "Return rate = Units returned ÷ Units shipped × 100",
    inputs: [
      { key: "unitsReturned", label: "Units returned", unit: "count", min: 0, step: 1 },
      { key: "unitsShipped", label: "Units shipped", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Return rate", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "unitsReturned"), input(inputs, "unitsShipped")) * 100,
  },
] satisfies KpiFormula[];
