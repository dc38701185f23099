import { calculateProfit, inputLimits, type ProfitInput, type ProfitResult } from "~/fba-fees";
import { cmToIn, inToCm, kgToLb, lbToKg } from "~/fba-fees/units";
import { DAYS_PER_MONTH } from "~/lib/dates";
import { formatUsdWhole } from "~/lib/format";
import { numberToText, parseDecimal, readNumberText, tidyNumber, type NumberFieldSpec } from "~/lib/number-text";
import type { FieldIssue } from "~/lib/validation";
import { compareOwnFulfillment, type OwnFulfillmentComparison } from "./own-fulfillment";

/**
 * The FBA calculator's form: its fields as the visitor types them (strings, in the visitor's units), the example
 * they start from, the unit switch, and from the form to the fee engine and back: one message per field, worded for
 * the field it sits under, never NaN. Pure, so the page logic is unit-tested. The shareable URL is fba-url-state.ts.
 */

export type UnitSystem = "in" | "cm";
export const unitSystems: readonly UnitSystem[] = ["in", "cm"];
export const unitLabels: Record<UnitSystem, { length: string; weight: string; toggle: string }> = {
  in: { length: "in", weight: "lb", toggle: "in / lb" },
  cm: { length: "cm", weight: "kg", toggle: "cm / kg" },
};

export const placementChoices = ["minimal", "partial", "amazon-optimized"] as const;

export type FbaFieldName =
  | "units"
  | "length"
  | "width"
  | "height"
  | "weight"
  | "price"
  | "category"
  | "productType"
  | "cogs"
  | "inbound"
  | "ads"
  | "unitsPerMonth"
  | "date"
  | "comparePrice"
  | "months"
  | "placement"
  | "sipp"
  | "returnRate"
  | "returnThreshold"
  | "daysOfSupply"
  | "ownLabel"
  | "ownPackaging"
  | "ownLabour"
  | "ownShipping"
  | "ownStorage";

export type FbaFormValues = Record<FbaFieldName, string> & { units: UnitSystem };

/**
 * The fee date the prerendered HTML uses when the date field is empty ("today"): the build must not depend on
 * the day it runs. In the browser an empty date means the visitor's today. A non-peak day of the 2026 card,
 * so the page's first impression shows Amazon's base 2026 rates.
 */
export const FBA_REFERENCE_DATE = "2026-06-01";
export const LATEST_FEE_DATE = "2099-12-31";

/** Limits in the unit system's own units (the engine's limits are in inches and pounds). */
export const sizeLimits: Record<UnitSystem, { maxSide: number; maxWeight: number }> = {
  in: { maxSide: inputLimits.maxSideIn, maxWeight: inputLimits.maxWeightLb },
  cm: {
    maxSide: Math.floor(inToCm(inputLimits.maxSideIn) * 10) / 10,
    maxWeight: Math.floor(lbToKg(inputLimits.maxWeightLb) * 10) / 10,
  },
};

/** A 12 oz kitchen product, 10 x 6 x 3 in, sold at $24.99. */
export const fbaDefaults: FbaFormValues = {
  units: "in",
  length: "10",
  width: "6",
  height: "3",
  weight: "0.75",
  price: "24.99",
  category: "home-kitchen",
  productType: "non-apparel",
  cogs: "6.00",
  inbound: "0.80",
  ads: "2.00",
  unitsPerMonth: "300",
  date: "",
  comparePrice: "29.99",
  months: "1",
  placement: "minimal",
  sipp: "",
  returnRate: "",
  returnThreshold: "",
  daysOfSupply: "",
  ownLabel: "",
  ownPackaging: "",
  ownLabour: "",
  ownShipping: "",
  ownStorage: "",
};

/** Decimals a converted length and weight keep (the length's is also the URL's precision). */
export const LENGTH_DECIMALS = 2;
const WEIGHT_DECIMALS = 3;

function convertLength(text: string, to: UnitSystem): string {
  const value = parseDecimal(text);
  if (value === null) return text;
  return numberToText(to === "cm" ? inToCm(value) : cmToIn(value), LENGTH_DECIMALS);
}

function convertWeight(text: string, to: UnitSystem): string {
  const value = parseDecimal(text);
  if (value === null) return text;
  return numberToText(to === "cm" ? lbToKg(value) : kgToLb(value), WEIGHT_DECIMALS);
}

/** The same product in the other unit system (dimensions to 2 decimals, weight to 3); unparseable text stays. */
export function convertFbaUnits(values: FbaFormValues, to: UnitSystem): FbaFormValues {
  if (values.units === to) return values;
  return {
    ...values,
    units: to,
    length: convertLength(values.length, to),
    width: convertLength(values.width, to),
    height: convertLength(values.height, to),
    weight: convertWeight(values.weight, to),
  };
}

export type FbaFormErrors = Partial<Record<FbaFieldName, string>>;

export interface FbaEvaluation {
  /** The fee date used: the field's date, or `today` when it is empty. */
  date: string;
  dateIsToday: boolean;
  errors: FbaFormErrors;
  result: ProfitResult | null;
  /** The "what if" price, when one is entered and valid. */
  compare: ProfitResult | null;
  /** FBA against your own fulfillment, once a label and postage cost is entered (the other own costs default to 0). */
  own: OwnFulfillmentComparison | null;
}

const ownFields: FbaFieldName[] = ["ownLabel", "ownPackaging", "ownLabour", "ownShipping", "ownStorage"];

const labels: Record<FbaFieldName, string> = {
  units: "Units",
  length: "Length",
  width: "Width",
  height: "Height",
  weight: "Weight",
  price: "Price",
  category: "Category",
  productType: "Product type",
  cogs: "Cost of goods",
  inbound: "Inbound shipping",
  ads: "Ad spend per unit",
  unitsPerMonth: "Units per month",
  date: "Fee date",
  comparePrice: "Compare price",
  months: "Months in storage",
  placement: "Inbound placement",
  sipp: "Ships in Product Packaging",
  returnRate: "Return rate",
  returnThreshold: "Return-rate threshold",
  daysOfSupply: "Days of supply",
  ownLabel: "Label and postage",
  ownPackaging: "Packaging",
  ownLabour: "Labour per order",
  ownShipping: "Shipping charged to the buyer",
  ownStorage: "Own storage per unit per month",
};

/**
 * The number fields as the calculator shows them (labels here may be longer than the messages' names above). The size
 * and weight take the unit system's units, and the weight and the return threshold a hint worked out from the other
 * fields: the page varies them.
 */
export const fbaNumberFields = {
  length: { label: "Length" },
  width: { label: "Width" },
  height: { label: "Height" },
  weight: { label: "Unit weight" },
  price: { label: "Selling price", prefix: "$", hint: "Listing price per unit" },
  cogs: { label: "Cost of goods", prefix: "$", hint: "What you pay the supplier" },
  inbound: { label: "Inbound shipping", prefix: "$", hint: "Freight, duties and prep to Amazon" },
  ads: { label: "Ad spend per unit", prefix: "$", hint: "Total ad spend / total units sold" },
  unitsPerMonth: { label: "Units per month", optional: true, inputMode: "numeric", hint: "For monthly totals" },
  months: { label: "Months in storage", suffix: "mo", hint: "Average time a unit waits before it sells" },
  returnRate: { label: "Return rate", suffix: "%", optional: true, hint: "Adds a returns processing allowance" },
  returnThreshold: { label: "Category return threshold", suffix: "%", optional: true },
  daysOfSupply: {
    label: "Days of supply",
    suffix: "days",
    optional: true,
    hint: "Used for both the 30- and 90-day figures; under 28 can add the low-inventory-level fee",
  },
} satisfies Partial<Record<FbaFieldName, NumberFieldSpec>>;

/** Engine field -> form field. */
const engineFields: Record<string, FbaFieldName> = {
  lengthIn: "length",
  widthIn: "width",
  heightIn: "height",
  weightLb: "weight",
  price: "price",
  categoryId: "category",
  productType: "productType",
  date: "date",
  monthsInStorage: "months",
  inboundPlacement: "placement",
  costOfGoodsPerUnit: "cogs",
  inboundShippingPerUnit: "inbound",
  adSpendPerUnit: "ads",
  unitsPerMonth: "unitsPerMonth",
  "returns.returnRatePercent": "returnRate",
  "returns.returnRateThresholdPercent": "returnThreshold",
  "lowInventory.shortTermDaysOfSupply": "daysOfSupply",
  "lowInventory.longTermDaysOfSupply": "daysOfSupply",
  "lowInventory.unitsShippedLast7Days": "unitsPerMonth",
};

function sizeMessage(name: FbaFieldName, value: number, units: UnitSystem): string | null {
  const isWeight = name === "weight";
  const unit = isWeight ? (units === "in" ? "lb" : "kg") : units;
  const max = isWeight ? sizeLimits[units].maxWeight : sizeLimits[units].maxSide;
  if (value <= 0) return `${labels[name]} must be greater than 0.`;
  if (value > max) {
    if (isWeight) {
      return `Weight must be at most ${max} ${unit}. Amazon's heaviest tier is 150+ lb (68 kg), and units this heavy need a freight quote; check the unit.`;
    }
    const other = units === "in" ? "centimeters (switch to cm / kg)" : "inches (switch to in / lb)";
    return `${labels[name]} must be at most ${max} ${unit}. Amazon's size tiers end far below that: did you measure in ${other}?`;
  }
  return null;
}

function mapEngineErrors(
  errors: FieldIssue[],
  into: FbaFormErrors,
  rename: Partial<Record<FbaFieldName, FbaFieldName>> = {},
) {
  for (const error of errors) {
    const field = engineFields[error.path];
    if (!field) continue;
    const target = rename[field] ?? field;
    if (!into[target]) into[target] = error.message;
  }
}

/** Evaluates the form. `today` is the visitor's date (or the reference date while prerendering). */
export function evaluateFba(values: FbaFormValues, today: string): FbaEvaluation {
  const errors: FbaFormErrors = {};
  const numbers: Partial<Record<FbaFieldName, number | undefined>> = {};
  const required: FbaFieldName[] = ["length", "width", "height", "weight", "price", "cogs", "inbound", "ads", "months"];
  const optional: FbaFieldName[] = [
    "unitsPerMonth",
    "comparePrice",
    "returnRate",
    "returnThreshold",
    "daysOfSupply",
    ...ownFields,
  ];
  for (const name of [...required, ...optional]) {
    const read = readNumberText(labels[name], values[name], optional.includes(name));
    if (read.ok) numbers[name] = read.value;
    else errors[name] = read.message;
  }
  for (const name of ["length", "width", "height", "weight"] as const) {
    const value = numbers[name];
    if (value === undefined) continue;
    const message = sizeMessage(name, value, values.units);
    if (message) errors[name] = message;
  }

  for (const name of ownFields) {
    const value = numbers[name];
    if (value !== undefined && (value < 0 || value > inputLimits.maxPrice))
      errors[name] = `${labels[name]} must be between $0 and ${formatUsdWhole(inputLimits.maxPrice)}.`;
  }

  const date = values.date.trim() === "" ? today : values.date.trim();
  const metric = values.units === "cm";
  // NaN for a missing number: the engine then reports it too, and never computes with it.
  const num = (name: FbaFieldName) => numbers[name] ?? Number.NaN;
  const side = (name: FbaFieldName) => tidyNumber(metric ? cmToIn(num(name)) : num(name));
  const unitsPerMonth = numbers.unitsPerMonth;
  const daysOfSupply = numbers.daysOfSupply;
  const returnRate = numbers.returnRate;
  const input: ProfitInput = {
    lengthIn: side("length"),
    widthIn: side("width"),
    heightIn: side("height"),
    weightLb: tidyNumber(metric ? kgToLb(num("weight")) : num("weight")),
    price: num("price"),
    categoryId: values.category,
    productType: values.productType as ProfitInput["productType"],
    date,
    costOfGoodsPerUnit: num("cogs"),
    inboundShippingPerUnit: num("inbound"),
    adSpendPerUnit: num("ads"),
    unitsPerMonth,
    monthsInStorage: num("months"),
    inboundPlacement: values.placement as ProfitInput["inboundPlacement"],
    sippCertified: values.sipp === "1",
    returns:
      returnRate === undefined
        ? undefined
        : // Amazon exempts a month with fewer than 25 units shipped; units per month stands in for units shipped.
          {
            returnRatePercent: returnRate,
            returnRateThresholdPercent: numbers.returnThreshold,
            unitsShippedPerMonth: unitsPerMonth,
          },
    lowInventory:
      daysOfSupply === undefined
        ? undefined
        : {
            shortTermDaysOfSupply: daysOfSupply,
            longTermDaysOfSupply: daysOfSupply,
            // Amazon exempts products that shipped fewer than 20 units in the last 7 days.
            unitsShippedLast7Days: unitsPerMonth === undefined ? undefined : (unitsPerMonth * 7) / DAYS_PER_MONTH,
          },
  };

  const main = calculateProfit(input);
  if (!main.ok) mapEngineErrors(main.errors, errors);

  let compare: ProfitResult | null = null;
  const comparePrice = numbers.comparePrice;
  if (main.ok && comparePrice !== undefined && !errors.comparePrice) {
    const alternative = calculateProfit({ ...input, price: comparePrice });
    if (alternative.ok) compare = alternative.value;
    else
      mapEngineErrors(
        alternative.errors.filter((error) => error.path === "price"),
        errors,
        { price: "comparePrice" },
      );
  }

  // A bad "what if" price or own-fulfillment cost hides only its comparison, never the main result.
  const sideFields: string[] = ["comparePrice", ...ownFields];
  const blocking = Object.keys(errors).some((name) => !sideFields.includes(name));
  const ownCost = (name: FbaFieldName) => numbers[name] ?? 0;
  const ownValid = numbers.ownLabel !== undefined && ownFields.every((name) => !errors[name]);
  const own =
    main.ok && !blocking && ownValid
      ? compareOwnFulfillment(main.value, {
          labelAndPostage: ownCost("ownLabel"),
          packaging: ownCost("ownPackaging"),
          labour: ownCost("ownLabour"),
          shippingCharged: ownCost("ownShipping"),
          storagePerUnitMonth: ownCost("ownStorage"),
          monthsInStorage: ownCost("months"),
        })
      : null;
  return {
    date,
    dateIsToday: values.date.trim() === "",
    errors,
    result: main.ok && !blocking ? main.value : null,
    compare: blocking ? null : compare,
    own,
  };
}

export function fbaFieldLabel(name: FbaFieldName): string {
  return labels[name];
}
