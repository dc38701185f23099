import { input, stepsToCover } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/**
 * Amazon fees, part 2 of 3 (amazon-fees.ts gathers them in the product's order): the FBA fees set by how stock is
 * stored, sent in, kept in supply and returned.
 */
export const inventoryAndReturnsFeeFormulas = [
  {
    slug: "monthly-storage-fee",
    expression: "Monthly storage fee = Cubic feet per unit × Average units stored × Rate per cubic foot",
    inputs: [
      {
        key: "unitVolume",
        term: "Cubic feet per unit",
        label: "Volume per unit",
        unit: "cubic-feet",
        min: 0,
        step: 0.001,
        help: "L × W × H in inches ÷ 1,728.",
      },
      {
        key: "averageUnitsStored",
        term: "Average units stored",
        label: "Average daily units stored",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "ratePerCubicFoot",
        term: "Rate per cubic foot",
        label: "Storage rate per cubic foot",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "US standard-size: $0.78 Jan-Sep, $2.40 Oct-Dec; oversize $0.56 / $1.40 (rates since Apr 1, 2024).",
      },
    ],
    result: { label: "Monthly storage fee", unit: "usd" },
    compute: (inputs) =>
      input(inputs, "unitVolume") * input(inputs, "averageUnitsStored") * input(inputs, "ratePerCubicFoot"),
  },
  {
    slug: "aged-inventory-surcharge",
    expression:
      "Aged inventory surcharge = max(Aged units × Cubic feet per unit × Rate, Aged units × Per-unit minimum)",
    inputs: [
      { key: "agedUnits", term: "Aged units", label: "Units in the age band", unit: "count", min: 0, step: 1 },
      {
        key: "unitVolume",
        term: "Cubic feet per unit",
        label: "Volume per unit",
        unit: "cubic-feet",
        min: 0,
        step: 0.001,
      },
      {
        key: "ratePerCubicFoot",
        term: "Rate",
        label: "Surcharge per cubic foot for the age band",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Estimates for the US: $0.50 (181-210 days) rising to $6.90 (366+ days); check Amazon's current table.",
      },
      {
        key: "perUnitMinimum",
        term: "Per-unit minimum",
        label: "Per-unit minimum for the band",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "$0.15 per unit for 366-455 days (estimate); $0.35 past 456 days (reported for 2026); 0 for bands without a per-unit minimum.",
      },
    ],
    result: { label: "Aged inventory surcharge", unit: "usd" },
    compute: (inputs) =>
      Math.max(
        input(inputs, "agedUnits") * input(inputs, "unitVolume") * input(inputs, "ratePerCubicFoot"),
        input(inputs, "agedUnits") * input(inputs, "perUnitMinimum"),
      ),
  },
  {
    slug: "inbound-placement-fee",
    expression: "Inbound placement fee = Units received × Placement fee per unit",
    inputs: [
      {
        key: "units",
        label: "Units received",
        unit: "count",
        min: 0,
        step: 1,
        help: "Amazon charges on the units it receives, about 45 days after receipt.",
      },
      {
        key: "feePerUnit",
        label: "Placement fee per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Quoted in Send to Amazon for the placement option you pick; $0 for Amazon-optimized splits.",
      },
    ],
    result: { label: "Inbound placement fee", unit: "usd" },
    compute: (inputs) => input(inputs, "units") * input(inputs, "feePerUnit"),
  },
  {
    slug: "low-inventory-level-fee",
    expression:
      "Low-inventory-level fee = Units shipped × Band fee; where Days of supply = max(30-day days of supply, 90-day days of supply); where Band fee = Fee under 14 days if Days of supply < 14, Fee 14 to 21 days if Days of supply < 21, Fee 21 to 28 days otherwise; 0 when Days of supply ≥ 28",
    inputs: [
      { key: "unitsShipped", label: "Units shipped", unit: "count", min: 0, step: 1 },
      {
        key: "daysOfSupply30",
        term: "30-day days of supply",
        label: "Historical days of supply (30-day)",
        unit: "days",
        min: 0,
        step: 1,
      },
      {
        key: "daysOfSupply90",
        term: "90-day days of supply",
        label: "Historical days of supply (90-day)",
        unit: "days",
        min: 0,
        step: 1,
      },
      {
        key: "feeUnder14Days",
        term: "Fee under 14 days",
        label: "Fee per unit, under 14 days",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "US: $0.89 small standard, $0.97 large standard up to 3 lb, $1.11 large standard 3-20 lb.",
      },
      {
        key: "fee14To21Days",
        term: "Fee 14 to 21 days",
        label: "Fee per unit, 14 to 21 days",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "fee21To28Days",
        term: "Fee 21 to 28 days",
        label: "Fee per unit, 21 to 28 days",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
    ],
    result: { label: "Low-inventory-level fee", unit: "usd" },
    compute: (inputs) => {
      const daysOfSupply = Math.max(input(inputs, "daysOfSupply30"), input(inputs, "daysOfSupply90"));
      if (daysOfSupply >= 28) return 0;
      const feePerUnit =
        daysOfSupply < 14
          ? input(inputs, "feeUnder14Days")
          : daysOfSupply < 21
            ? input(inputs, "fee14To21Days")
            : input(inputs, "fee21To28Days");
      return input(inputs, "unitsShipped") * feePerUnit;
    },
  },
  {
    slug: "returns-processing-fee",
    expression:
      "Returns processing fee = ⌈max(0, Units returned - Units shipped × Threshold %)⌉ × Fee per returned unit; 0 when Units shipped < 25",
    inputs: [
      {
        key: "unitsShipped",
        term: "Units shipped",
        label: "Units shipped in the month",
        unit: "count",
        min: 0,
        step: 1,
        help: "Products shipping fewer than 25 units in the month are exempt.",
      },
      {
        key: "unitsReturned",
        term: "Units returned",
        label: "Units returned (that month's shipments)",
        unit: "count",
        min: 0,
        step: 1,
        help: "Returns of that month's shipped units over the month and the next two.",
      },
      {
        key: "thresholdPercent",
        term: "Threshold",
        label: "Category return-rate threshold",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
        help: "Shown on the FBA Returns dashboard; use 0 for apparel and shoes (fee on every return).",
      },
      { key: "feePerReturnedUnit", label: "Fee per returned unit", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Returns processing fee", unit: "usd" },
    compute: (inputs) => {
      const shipped = input(inputs, "unitsShipped");
      if (shipped < 25) return 0;
      const excessUnits = stepsToCover(
        input(inputs, "unitsReturned") - (shipped * input(inputs, "thresholdPercent")) / 100,
        1,
      );
      return excessUnits * input(inputs, "feePerReturnedUnit");
    },
  },
  {
    slug: "storage-utilization-surcharge",
    expression:
      "Storage utilization surcharge = Cubic feet stored × Surcharge rate; 0 when Storage utilization ratio ≤ 22 weeks or Cubic feet stored < 25",
    inputs: [
      {
        key: "cubicFeetStored",
        term: "Cubic feet stored",
        label: "Average daily cubic feet stored (size type)",
        unit: "cubic-feet",
        min: 0,
        step: 0.1,
        help: "Standard-size and oversize are measured separately, leaving out exempt stock (0-30 days old, at least 70% AWD auto-replenished); under 25 cubic feet is exempt.",
      },
      {
        key: "weeksOfSupply",
        term: "Storage utilization ratio",
        label: "Storage utilization ratio (weeks)",
        unit: "weeks",
        min: 0,
        step: 0.1,
        help: "As Seller Central shows it; this site estimates it as average daily volume stored ÷ average daily volume shipped ÷ 7 over 13 weeks (Amazon's window unconfirmed).",
      },
      {
        key: "surchargeRate",
        term: "Surcharge rate",
        label: "Surcharge per cubic foot for your band",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "US standard-size Jan-Sep: $0.44 (22-28 wks), $0.76 (28-36), $1.16 (36-44), $1.58 (44-52), $1.88 (52+).",
      },
    ],
    result: { label: "Storage utilization surcharge", unit: "usd" },
    compute: (inputs) => {
      const cubicFeet = input(inputs, "cubicFeetStored");
      if (input(inputs, "weeksOfSupply") <= 22 || cubicFeet < 25) return 0;
      return cubicFeet * input(inputs, "surchargeRate");
    },
  },
] satisfies KpiFormula[];
