import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Inventory, part 1 of 3 (inventory.ts gathers them in the product's order): how healthy the stock is: excess,
 * sell-through, stranded and in stock.
 */
export const stockHealthFormulas = [
  {
    slug: "excess-inventory-percentage",
    expression: "Excess inventory % = max(0, Units on hand - Daily demand × Days threshold) ÷ Units on hand × 100",
    inputs: [
      { key: "unitsOnHand", term: "Units on hand", label: "FBA units on hand", unit: "count", min: 0, step: 1 },
      {
        key: "forecastDailyUnits",
        term: "Daily demand",
        label: "Forecast daily units sold",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "excessThresholdDays",
        term: "Days threshold",
        label: "Days of supply before units count as excess",
        unit: "days",
        min: 1,
        max: 365,
        step: 1,
        help: "Our assumption, not Amazon's rule: 90 days by default. Set the line you plan stock to; Amazon's own excess figure uses its forecast and may differ.",
      },
    ],
    result: { label: "Excess inventory percentage", unit: "percent" },
    compute: (inputs) => {
      const onHand = input(inputs, "unitsOnHand");
      const excess = Math.max(0, onHand - input(inputs, "forecastDailyUnits") * input(inputs, "excessThresholdDays"));
      return divide(excess, onHand) * 100;
    },
  },
  {
    slug: "sell-through-rate",
    expression: "Sell-through rate = Units shipped (last 90 days) ÷ Average units on hand (same 90 days)",
    inputs: [
      {
        key: "unitsShipped",
        term: "Units shipped (last 90 days)",
        label: "Units sold and shipped, last 90 days",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "averageUnitsOnHand",
        term: "Average units on hand (same 90 days)",
        label: "Average units on hand, same 90 days",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "90-day sell-through rate", unit: "ratio" },
    compute: (inputs) => divide(input(inputs, "unitsShipped"), input(inputs, "averageUnitsOnHand")),
  },
  {
    slug: "stranded-inventory-percentage",
    expression: "Stranded inventory % = Stranded units ÷ Total FBA units × 100",
    inputs: [
      { key: "strandedUnits", label: "Stranded units", unit: "count", min: 0, step: 1 },
      { key: "totalFbaUnits", label: "Total FBA units", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Stranded inventory percentage", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "strandedUnits"), input(inputs, "totalFbaUnits")) * 100,
  },
  {
    slug: "in-stock-rate",
    expression:
      "In-stock rate = Units sellable while in stock ÷ (Units per day × Days in period) × 100; where Units sellable while in stock = A units/day × min(A days in stock, Days in period) + B units/day × min(B days in stock, Days in period) + C units/day × min(C days in stock, Days in period); where Units per day = A units/day + B units/day + C units/day",
    inputs: [
      {
        key: "productADailyUnits",
        term: "A units/day",
        label: "Product A: units sold per day",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "productAInStockDays",
        term: "A days in stock",
        label: "Product A: days in stock",
        unit: "days",
        min: 0,
        max: 365,
        step: 1,
      },
      {
        key: "productBDailyUnits",
        term: "B units/day",
        label: "Product B: units sold per day",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "productBInStockDays",
        term: "B days in stock",
        label: "Product B: days in stock",
        unit: "days",
        min: 0,
        max: 365,
        step: 1,
      },
      {
        key: "productCDailyUnits",
        term: "C units/day",
        label: "Product C: units sold per day",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "productCInStockDays",
        term: "C days in stock",
        label: "Product C: days in stock",
        unit: "days",
        min: 0,
        max: 365,
        step: 1,
      },
      {
        key: "periodDays",
        label: "Days in period",
        unit: "days",
        min: 1,
        max: 365,
        step: 1,
        help: "The days you measure over; Amazon's own window is not in a source we could check, so check it in Seller Central. Set a product's daily units to 0 to leave it out.",
      },
    ],
    result: { label: "Sales-weighted in-stock rate", unit: "percent" },
    compute: (inputs) => {
      const period = input(inputs, "periodDays");
      if (period <= 0) return 0;
      const products = [
        ["productADailyUnits", "productAInStockDays"],
        ["productBDailyUnits", "productBInStockDays"],
        ["productCDailyUnits", "productCInStockDays"],
      ] as const;
      let weighted = 0;
      let velocity = 0;
      for (const [dailyKey, daysKey] of products) {
        const daily = input(inputs, dailyKey);
        const inStockShare = Math.min(Math.max(input(inputs, daysKey), 0), period) / period;
        weighted += daily * inStockShare;
        velocity += daily;
      }
      return divide(weighted, velocity) * 100;
    },
  },
] satisfies KpiFormula[];
