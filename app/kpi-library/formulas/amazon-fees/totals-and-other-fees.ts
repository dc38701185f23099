import { roundTo } from "~/kpi-library/formula-expression";
import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Amazon fees, part 3 of 3 (amazon-fees.ts gathers them in the product's order): the fees taken together (as a share
 * of sales, per unit), the dimensional weight a fee is priced on, the closing fee and fuel surcharge, and what Amazon
 * pays back for lost or damaged units.
 */
export const feeTotalsAndOtherFeeFormulas = [
  {
    slug: "amazon-fees-percentage",
    expression: "Amazon fees % = (Referral + Fulfillment + Storage and inventory + Other Amazon fees) ÷ Sales × 100",
    inputs: [
      { key: "referralFees", term: "Referral", label: "Referral fees", unit: "usd", min: 0, step: 0.01 },
      {
        key: "fulfillmentFees",
        term: "Fulfillment",
        label: "FBA fulfillment fees (incl. surcharges)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "storageAndInventoryFees",
        term: "Storage and inventory",
        label: "Storage and inventory fees",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "otherFees",
        label: "Other Amazon fees",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Inbound placement, low-inventory-level, returns processing, closing and removal fees.",
      },
      { key: "sales", term: "Sales", label: "Sales (product charges)", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Amazon fees as % of sales", unit: "percent" },
    compute: (inputs) =>
      divide(
        input(inputs, "referralFees") +
          input(inputs, "fulfillmentFees") +
          input(inputs, "storageAndInventoryFees") +
          input(inputs, "otherFees"),
        input(inputs, "sales"),
      ) * 100,
  },
  {
    slug: "dimensional-weight",
    expression: "Dimensional weight (lb) = Length (in) × Width (in) × Height (in) ÷ 139",
    inputs: [
      {
        key: "lengthInches",
        term: "Length (in)",
        label: "Longest side (inches)",
        unit: "count",
        min: 0,
        step: 0.01,
        help: "Packaged dimensions, in inches.",
      },
      { key: "widthInches", term: "Width (in)", label: "Median side (inches)", unit: "count", min: 0, step: 0.01 },
      {
        key: "heightInches",
        term: "Height (in)",
        label: "Shortest side (inches)",
        unit: "count",
        min: 0,
        step: 0.01,
        help: "For bulky and extra-large items, enter at least 2 inches for the median and shortest sides: Amazon applies a 2-inch minimum and this calculator does not.",
      },
    ],
    result: { label: "Dimensional weight", unit: "pounds" },
    compute: (inputs) =>
      (input(inputs, "lengthInches") * input(inputs, "widthInches") * input(inputs, "heightInches")) / 139,
  },
  {
    slug: "media-closing-fee",
    expression: "Media closing fees = Media units sold × Closing fee per unit",
    inputs: [
      { key: "mediaUnitsSold", label: "Media units sold", unit: "count", min: 0, step: 1 },
      {
        key: "closingFeePerUnit",
        label: "Closing fee per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "$1.80 per item in the US (2026).",
      },
    ],
    result: { label: "Media closing fees", unit: "usd" },
    compute: (inputs) => input(inputs, "mediaUnitsSold") * input(inputs, "closingFeePerUnit"),
  },
  {
    slug: "fuel-and-logistics-surcharge",
    expression: "Fuel and logistics surcharge = round(FBA fulfillment fee × Surcharge rate %, 2) × Units shipped",
    inputs: [
      {
        key: "fulfillmentFee",
        term: "FBA fulfillment fee",
        label: "FBA fulfillment fee per unit (before surcharge)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "surchargeRate",
        label: "Surcharge rate",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
        help: "3.5% in the US and Canada from April 17, 2026.",
      },
      { key: "unitsShipped", label: "Units shipped", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Fuel and logistics surcharge", unit: "usd" },
    // The surcharge is rounded to whole cents on each unit (3.5% of $4.20 is $0.147, taken as $0.15): the site's
    // assumption, as the fee engine's; Amazon's text does not say how it rounds (the KPI's definition says so).
    compute: (inputs) =>
      roundTo((input(inputs, "fulfillmentFee") * input(inputs, "surchargeRate")) / 100, 2) *
      input(inputs, "unitsShipped"),
  },
  {
    slug: "fees-per-unit",
    expression:
      "Fees per unit = max(Price × Referral rate %, Minimum referral fee) + FBA fee + Storage fee per unit + Other fees per unit",
    inputs: [
      { key: "sellingPrice", term: "Price", label: "Selling price", unit: "usd", min: 0, step: 0.01 },
      {
        key: "referralRate",
        label: "Referral rate",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
        help: "One rate on the total sales price holds for flat-rate categories; for tiered ones (rates 'up to' and 'above' a price), enter the Referral fee calculator's fee ÷ price as the rate.",
      },
      {
        key: "minimumReferralFee",
        label: "Minimum referral fee",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "$0.30 in most US categories; $0 for media (books, music, video, DVD, software, video games), which pay a $1.80 closing fee instead.",
      },
      {
        key: "fulfillmentFee",
        term: "FBA fee",
        label: "FBA fulfillment fee per unit (incl. surcharge)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "storageFeePerUnit",
        term: "Storage fee per unit",
        label: "Storage fee per unit sold",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "otherFeesPerUnit",
        term: "Other fees per unit",
        label: "Other Amazon fees per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Inbound placement, low-inventory-level, returns processing or closing fees, averaged per unit sold.",
      },
    ],
    result: { label: "Amazon fees per unit", unit: "usd" },
    compute: (inputs) =>
      Math.max(
        (input(inputs, "sellingPrice") * input(inputs, "referralRate")) / 100,
        input(inputs, "minimumReferralFee"),
      ) +
      input(inputs, "fulfillmentFee") +
      input(inputs, "storageFeePerUnit") +
      input(inputs, "otherFeesPerUnit"),
  },
  {
    slug: "fba-reimbursements",
    expression:
      "Reimbursement coverage = Reimbursements received ÷ (Units lost or damaged × Landed cost per unit) × 100",
    inputs: [
      { key: "reimbursementsReceived", label: "Reimbursements received", unit: "usd", min: 0, step: 0.01 },
      {
        key: "unitsLostOrDamaged",
        term: "Units lost or damaged",
        label: "Units lost or damaged by Amazon",
        unit: "count",
        min: 0,
        step: 1,
      },
      { key: "landedCostPerUnit", label: "Landed cost per unit", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Reimbursement coverage", unit: "percent" },
    compute: (inputs) =>
      divide(
        input(inputs, "reimbursementsReceived"),
        input(inputs, "unitsLostOrDamaged") * input(inputs, "landedCostPerUnit"),
      ) * 100,
  },
] satisfies KpiFormula[];
