import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Inventory, part 2 of 3 (inventory.ts gathers them in the product's order): how long stock lasts, how fast it turns,
 * what running out costs, and when and how much to reorder.
 */
export const supplyAndReplenishmentFormulas = [
  {
    slug: "days-of-supply",
    expression: "Days of supply = Units available ÷ (Units sold in period ÷ Days in period)",
    inputs: [
      { key: "unitsAvailable", label: "Units available", unit: "count", min: 0, step: 1 },
      {
        key: "unitsSold",
        term: "Units sold in period",
        label: "Units sold in the sales period",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "salesPeriodDays",
        term: "Days in period",
        label: "Sales period length",
        unit: "days",
        min: 1,
        max: 365,
        step: 1,
      },
    ],
    result: { label: "Days of supply", unit: "days" },
    compute: (inputs) => {
      const dailyUnits = divide(input(inputs, "unitsSold"), input(inputs, "salesPeriodDays"));
      return divide(input(inputs, "unitsAvailable"), dailyUnits);
    },
  },
  {
    slug: "weeks-of-cover",
    expression: "Weeks of cover = (Units on hand + Inbound units) ÷ Average weekly units sold",
    inputs: [
      { key: "unitsOnHand", term: "Units on hand", label: "Fulfillable units on hand", unit: "count", min: 0, step: 1 },
      { key: "inboundUnits", label: "Inbound units", unit: "count", min: 0, step: 1 },
      { key: "averageWeeklyUnits", label: "Average weekly units sold", unit: "count", min: 0, step: 0.1 },
    ],
    result: { label: "Weeks of cover", unit: "weeks" },
    compute: (inputs) =>
      divide(input(inputs, "unitsOnHand") + input(inputs, "inboundUnits"), input(inputs, "averageWeeklyUnits")),
  },
  {
    slug: "stockout-days",
    expression:
      "Projected stockout days = max(0, Days until restock is sellable - Units available ÷ Average daily units)",
    inputs: [
      { key: "unitsAvailable", term: "Units available", label: "Units available now", unit: "count", min: 0, step: 1 },
      {
        key: "averageDailyUnits",
        term: "Average daily units",
        label: "Average daily units sold",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "daysUntilRestock",
        term: "Days until restock is sellable",
        label: "Days until the next shipment is sellable",
        unit: "days",
        min: 0,
        max: 365,
        step: 1,
        help: "Include carrier transit and Amazon receiving time, not just the ship date.",
      },
    ],
    result: { label: "Projected stockout days", unit: "days" },
    compute: (inputs) => {
      const daily = input(inputs, "averageDailyUnits");
      if (daily <= 0) return 0;
      return Math.max(0, input(inputs, "daysUntilRestock") - input(inputs, "unitsAvailable") / daily);
    },
  },
  {
    slug: "inventory-turnover",
    expression: "Inventory turnover = COGS ÷ ((Beginning inventory value + Ending inventory value) ÷ 2)",
    inputs: [
      {
        key: "costOfGoodsSold",
        term: "COGS",
        label: "Cost of goods sold in the period",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "beginningInventoryValue",
        term: "Beginning inventory value",
        label: "Inventory value at start (at cost)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "endingInventoryValue",
        term: "Ending inventory value",
        label: "Inventory value at end (at cost)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
    ],
    result: { label: "Inventory turns in the period", unit: "ratio" },
    compute: (inputs) => {
      const average = (input(inputs, "beginningInventoryValue") + input(inputs, "endingInventoryValue")) / 2;
      return divide(input(inputs, "costOfGoodsSold"), average);
    },
  },
  {
    slug: "lost-sales",
    expression: "Lost sales = Average daily units × Days out of stock × Average selling price",
    inputs: [
      {
        key: "averageDailyUnits",
        term: "Average daily units",
        label: "Average daily units when in stock",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      { key: "stockoutDays", label: "Days out of stock", unit: "days", min: 0, max: 365, step: 1 },
      { key: "averageSellingPrice", label: "Average selling price", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Estimated lost sales", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "averageDailyUnits") * input(inputs, "stockoutDays") * input(inputs, "averageSellingPrice"),
  },
  {
    slug: "reorder-point",
    expression: "Reorder point = Average daily units × Lead time (days) + Safety stock",
    inputs: [
      {
        key: "averageDailyUnits",
        term: "Average daily units",
        label: "Average daily units sold",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "leadTimeDays",
        term: "Lead time (days)",
        label: "Total lead time (order to sellable)",
        unit: "days",
        min: 0,
        max: 365,
        step: 1,
        help: "Production + freight + prep + Amazon receiving, until units are available to buyers.",
      },
      { key: "safetyStockUnits", label: "Safety stock", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Reorder point", unit: "count" },
    compute: (inputs) =>
      input(inputs, "averageDailyUnits") * input(inputs, "leadTimeDays") + input(inputs, "safetyStockUnits"),
  },
  {
    slug: "safety-stock",
    expression: "Safety stock = max(0, Max daily units × Max lead time - Average daily units × Average lead time)",
    inputs: [
      {
        key: "maxDailyUnits",
        term: "Max daily units",
        label: "Maximum (peak normal) daily units",
        unit: "count",
        min: 0,
        step: 0.1,
      },
      {
        key: "maxLeadTimeDays",
        term: "Max lead time",
        label: "Longest lead time",
        unit: "days",
        min: 0,
        max: 365,
        step: 1,
      },
      { key: "averageDailyUnits", label: "Average daily units", unit: "count", min: 0, step: 0.1 },
      { key: "averageLeadTimeDays", label: "Average lead time", unit: "days", min: 0, max: 365, step: 1 },
    ],
    result: { label: "Safety stock", unit: "count" },
    compute: (inputs) =>
      Math.max(
        0,
        input(inputs, "maxDailyUnits") * input(inputs, "maxLeadTimeDays") -
          input(inputs, "averageDailyUnits") * input(inputs, "averageLeadTimeDays"),
      ),
  },
] satisfies KpiFormula[];
