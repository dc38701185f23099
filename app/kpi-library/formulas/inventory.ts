import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

export const inventoryFormulas = [
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
        label: "Days of supply considered healthy",
        unit: "days",
        min: 1,
        max: 365,
        step: 1,
        help: "Amazon flags units above 90 days of supply (based on forecast demand) as excess.",
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
      "In-stock rate = In-stock units ÷ (Units per day × Days in period) × 100; where In-stock units = A units/day × min(A days in stock, Days in period) + B units/day × min(B days in stock, Days in period) + C units/day × min(C days in stock, Days in period); where Units per day = A units/day + B units/day + C units/day",
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
        help: "Amazon's FBA in-stock rate looks at the last 30 days. Set a product's daily units to 0 to leave it out.",
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
  {
    slug: "aged-inventory-percentage",
    expression: "Aged inventory % = Units aged 181+ days ÷ Total units × 100",
    inputs: [
      {
        key: "agedUnits",
        label: "Units aged 181+ days",
        unit: "count",
        min: 0,
        step: 1,
        help: "181 days is where Amazon's aged inventory surcharge starts; use your own age threshold if you prefer.",
      },
      { key: "totalUnits", term: "Total units", label: "Total sellable FBA units", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Aged inventory percentage", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "agedUnits"), input(inputs, "totalUnits")) * 100,
  },
  {
    slug: "inventory-carrying-cost",
    expression:
      "Carrying cost rate = Cost of capital + (Annual storage fees + Other holding costs) ÷ Average inventory value × 100",
    inputs: [
      {
        key: "averageInventoryValue",
        term: "Average inventory value",
        label: "Average inventory value (at cost)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "costOfCapitalPercent",
        term: "Cost of capital",
        label: "Cost of capital (annual)",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
        help: "Interest on inventory financing, or the return you could earn on the cash elsewhere.",
      },
      {
        key: "annualStorageFees",
        term: "Annual storage fees",
        label: "Annual storage fees (FBA, AWD, 3PL)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "annualOtherHoldingCosts",
        term: "Other holding costs",
        label: "Other annual holding costs",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Insurance, shrinkage, damage, obsolescence write-downs.",
      },
    ],
    result: { label: "Annual carrying cost rate", unit: "percent" },
    compute: (inputs) => {
      const value = input(inputs, "averageInventoryValue");
      if (value === 0) return 0;
      return (
        input(inputs, "costOfCapitalPercent") +
        ((input(inputs, "annualStorageFees") + input(inputs, "annualOtherHoldingCosts")) / value) * 100
      );
    },
  },
  {
    slug: "storage-cost-per-unit",
    expression:
      "Storage cost per unit = (Monthly rate per cu ft + Surcharges per cu ft) × Unit volume (cu ft) × Months stored",
    inputs: [
      {
        key: "monthlyRatePerCubicFoot",
        term: "Monthly rate per cu ft",
        label: "Monthly storage rate per cubic foot",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "US standard-size, as of 2026: $0.78 Jan-Sep, $2.40 Oct-Dec.",
      },
      {
        key: "surchargePerCubicFoot",
        term: "Surcharges per cu ft",
        label: "Surcharges per cubic foot (aged / utilization)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "unitVolumeCubicFeet",
        term: "Unit volume (cu ft)",
        label: "Unit volume",
        unit: "cubic-feet",
        min: 0,
        step: 0.001,
        help: "Length × width × height in inches ÷ 1,728.",
      },
      {
        key: "monthsStored",
        term: "Months stored",
        label: "Months stored before sale",
        unit: "months",
        min: 0,
        max: 36,
        step: 0.5,
      },
    ],
    result: { label: "Storage cost per unit", unit: "usd" },
    compute: (inputs) =>
      (input(inputs, "monthlyRatePerCubicFoot") + input(inputs, "surchargePerCubicFoot")) *
      input(inputs, "unitVolumeCubicFeet") *
      input(inputs, "monthsStored"),
  },
  {
    slug: "inventory-performance-index",
    expression: "IPI change = Current IPI score - Previous IPI score",
    inputs: [
      { key: "currentScore", label: "Current IPI score", unit: "score", min: 0, max: 1000, step: 1 },
      { key: "previousScore", label: "Previous IPI score", unit: "score", min: 0, max: 1000, step: 1 },
    ],
    result: { label: "IPI change", unit: "score" },
    compute: (inputs) => input(inputs, "currentScore") - input(inputs, "previousScore"),
  },
  {
    slug: "storage-utilization-ratio",
    expression: "Storage utilization ratio = Average daily cubic feet stored ÷ Average daily cubic feet shipped ÷ 7",
    inputs: [
      {
        key: "cubicFeetStored",
        label: "Average daily cubic feet stored",
        unit: "cubic-feet",
        min: 0,
        step: 0.1,
        help: "Trailing 13 weeks, one size type (standard-size or oversize).",
      },
      {
        key: "cubicFeetShipped",
        label: "Average daily cubic feet shipped",
        unit: "cubic-feet",
        min: 0,
        step: 0.1,
        help: "Same 13 weeks and size type.",
      },
    ],
    result: { label: "Storage utilization ratio", unit: "weeks" },
    compute: (inputs) => divide(input(inputs, "cubicFeetStored"), input(inputs, "cubicFeetShipped")) / 7,
  },
  {
    slug: "days-of-inventory-outstanding",
    expression: "DIO = Average inventory value ÷ COGS for the period × Days in the period",
    inputs: [
      {
        key: "averageInventoryValue",
        term: "Average inventory value",
        label: "Average inventory value (at cost)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      { key: "cogs", label: "COGS for the period", unit: "usd", min: 0, step: 0.01 },
      { key: "periodDays", label: "Days in the period", unit: "days", min: 1, step: 1 },
    ],
    result: { label: "Days of inventory outstanding", unit: "days" },
    compute: (inputs) =>
      divide(input(inputs, "averageInventoryValue"), input(inputs, "cogs")) * input(inputs, "periodDays"),
  },
] satisfies KpiFormula[];
