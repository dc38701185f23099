import { input, stepsToCover } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Amazon fees, part 1 of 3 (amazon-fees.ts gathers them in the product's order): the two fees every FBA sale pays,
 * referral and fulfillment.
 */
export const sellingAndFulfillmentFeeFormulas = [
  {
    slug: "referral-fee",
    expression: "Referral fee = max(Total sales price × Referral rate %, Minimum fee)",
    inputs: [
      {
        key: "totalSalesPrice",
        term: "Total sales price",
        label: "Total sales price (item + shipping + gift wrap)",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "What the buyer paid excluding sales tax.",
      },
      {
        key: "referralRate",
        term: "Referral rate",
        label: "Referral rate for the category",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
        help: "15% for most categories in the US (2026). Tiered categories: use the blended rate for your price.",
      },
      {
        key: "minimumFee",
        term: "Minimum fee",
        label: "Minimum referral fee per item",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "$0.30 in most US categories; 0 for media (books, music, video, DVD).",
      },
    ],
    result: { label: "Referral fee", unit: "usd" },
    compute: (inputs) =>
      Math.max((input(inputs, "totalSalesPrice") * input(inputs, "referralRate")) / 100, input(inputs, "minimumFee")),
  },
  {
    slug: "fba-fulfillment-fee",
    expression: "FBA fee = Base fee + Increment fee × ⌈max(0, Shipping weight - Included weight) ÷ Increment size⌉",
    inputs: [
      {
        key: "baseFee",
        term: "Base fee",
        label: "Base fee for the size tier and price band",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "From the 2026 US rate card, e.g. $6.97 for large standard 3-20 lb, non-apparel, price $10-$50.",
      },
      {
        key: "shippingWeight",
        term: "Shipping weight",
        label: "Shipping weight (greater of unit and dim weight)",
        unit: "pounds",
        min: 0,
        step: 0.01,
        help: "Small standard and extra-large over 150 lb use unit weight only; large standard, bulky and extra-large up to 150 lb use the greater of the two.",
      },
      {
        key: "includedWeight",
        term: "Included weight",
        label: "Weight included in the base fee",
        unit: "pounds",
        min: 0,
        step: 0.25,
      },
      {
        key: "incrementFee",
        term: "Increment fee",
        label: "Fee per weight increment",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "incrementSize",
        term: "Increment size",
        label: "Weight increment size",
        unit: "pounds",
        min: 0,
        step: 0.25,
        help: "0.25 lb (4 oz) for large standard 3-20 lb; 1 lb for bulky and extra-large.",
      },
    ],
    result: { label: "FBA fulfillment fee per unit", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "baseFee") +
      input(inputs, "incrementFee") *
        stepsToCover(input(inputs, "shippingWeight") - input(inputs, "includedWeight"), input(inputs, "incrementSize")),
  },
] satisfies KpiFormula[];
