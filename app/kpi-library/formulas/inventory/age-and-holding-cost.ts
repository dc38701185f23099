import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Inventory, part 3 of 3 (inventory.ts gathers them in the product's order): how old the stock is, what holding it
 * costs, and Amazon's scores of how well it is stored.
 */
export const ageAndHoldingCostFormulas = [
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
      "Carrying cost rate = Cost of capital percent + (Annual storage fees + Other holding costs) ÷ Average inventory value × 100",
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
        term: "Cost of capital percent",
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
