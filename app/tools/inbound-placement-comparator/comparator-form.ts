import { schedules } from "~/fba-fees";
import { inboundRegions, type InboundRegion } from "~/fba-fees/inbound-placement-fee";
import { formatDate } from "~/lib/format";
import { readNumberText, type NumberFieldSpec } from "~/lib/number-text";
import {
  compareShipment,
  freightBases,
  lineTiers,
  PARTIAL_SPLIT_DESTINATIONS,
  type Comparison,
  type ComparisonInput,
  type FreightBasis,
  type LineTier,
  type ShipmentLine,
} from "./placement-comparison";

/**
 * The comparator's form: the shipment's settings and lines as the visitor types them (text), the page's worked
 * example they start from, their labels, and `evaluateComparator`, which reads the text and runs the comparison. The
 * shareable URL is comparator-url-state.ts; a CSV of lines comes in through shipment-csv.ts.
 */

export type ComparatorFieldName =
  | "shipmentDate"
  | "receivedOn"
  | "region"
  | "basis"
  | "cartonsPerPallet"
  | "rateMinimal"
  | "ratePartial"
  | "rateOptimized"
  | "destinationsPartial"
  | "destinationsOptimized"
  | "extraDestinationCost";

export type LineFieldName =
  | "sku"
  | "units"
  | "unitsPerCarton"
  | "tier"
  | "length"
  | "width"
  | "height"
  | "weight"
  | "cartonLength"
  | "cartonWidth"
  | "cartonHeight"
  | "cartonWeight";

export type LineValues = Record<LineFieldName, string>;
export type ComparatorFormValues = Record<ComparatorFieldName, string> & { lines: LineValues[] };

/** Errors by field: a setting's name, or `lines.<index>.<field>` for a line's. */
export type ComparatorErrors = Record<string, string>;

export const emptyLine: LineValues = {
  sku: "",
  units: "",
  unitsPerCarton: "",
  tier: "",
  length: "",
  width: "",
  height: "",
  weight: "",
  cartonLength: "",
  cartonWidth: "",
  cartonHeight: "",
  cartonWeight: "",
};

/**
 * The page's worked example (app/content/worked-examples/inbound-placement.ts prints it): two large-standard kitchen
 * products, 50 cartons each, sent by small parcel; the region unknown, so the top of Amazon's ranges. An empty
 * shipment date means today in the tool; the page prints the example as a shipment created on
 * COMPARATOR_EXAMPLE_DATE, so the build never depends on the day it runs.
 */
export const COMPARATOR_EXAMPLE_DATE = "2026-12-02";
export const comparatorDefaults: ComparatorFormValues = {
  shipmentDate: "",
  receivedOn: "",
  region: "unknown",
  basis: "carton",
  cartonsPerPallet: "",
  rateMinimal: "14.00",
  ratePartial: "16.00",
  rateOptimized: "17.50",
  destinationsPartial: "3",
  destinationsOptimized: "5",
  extraDestinationCost: "25.00",
  lines: [
    {
      ...emptyLine,
      sku: "UTENSIL-SET",
      units: "1200",
      unitsPerCarton: "24",
      length: "12",
      width: "4",
      height: "3",
      weight: "1.1",
      cartonLength: "18",
      cartonWidth: "12",
      cartonHeight: "10",
      cartonWeight: "28",
    },
    {
      ...emptyLine,
      sku: "BAMBOO-TRAY",
      units: "600",
      unitsPerCarton: "12",
      length: "16",
      width: "10",
      height: "2",
      weight: "2.2",
      cartonLength: "17",
      cartonWidth: "11",
      cartonHeight: "13",
      cartonWeight: "28",
    },
  ],
};

export const regionLabels: Readonly<Record<InboundRegion, string>> = {
  west: "West, or a site Amazon calls capacity-constrained",
  elsewhere: "Elsewhere",
  unknown: "Not sure",
};

export const basisLabels: Readonly<Record<FreightBasis, string>> = {
  carton: "Carton, small parcel",
  pallet: "Pallet, LTL",
};

export const lineTierLabels: Readonly<Record<LineTier | "", string>> = {
  "": "From the unit's size",
  "small-standard": "Small standard",
  "large-standard": "Large standard",
  "small-bulky": "Small bulky",
  "large-bulky": "Large bulky",
  "extra-large": "Extra-large",
};

/** The latest rate card: where the partial split's end date for standard-size products is read for a hint. */
const latestCard = schedules.at(-1)!;

/** The settings' number fields as the tool shows them. */
export const comparatorNumberFields = {
  cartonsPerPallet: { label: "Cartons per pallet", inputMode: "numeric" },
  rateMinimal: { label: "Freight, minimal split", prefix: "$", hint: "To one location" },
  ratePartial: {
    label: "Freight, partial split",
    prefix: "$",
    hint: `Bulky only since ${formatDate(latestCard.inboundPlacement.standardSizePartialSplitEndsOn, "short")}`,
  },
  rateOptimized: { label: "Freight, Amazon-optimized split", prefix: "$" },
  destinationsPartial: {
    label: "Locations, partial split",
    inputMode: "numeric",
    hint: `${PARTIAL_SPLIT_DESTINATIONS.min} or ${PARTIAL_SPLIT_DESTINATIONS.max}, as Amazon defines it`,
  },
  destinationsOptimized: {
    label: "Locations, Amazon-optimized split",
    inputMode: "numeric",
    hint: "As Send to Amazon proposes",
  },
  extraDestinationCost: {
    label: "Prep and labour per extra location",
    prefix: "$",
    hint: "Labels, booking, palletising: each location after the first",
  },
} satisfies Partial<Record<ComparatorFieldName, NumberFieldSpec>>;

export const comparatorFieldLabels: Readonly<Record<ComparatorFieldName, string>> = {
  shipmentDate: "Shipment created",
  receivedOn: "Received by Amazon",
  region: "Inbound region",
  basis: "Freight quoted per",
  ...Object.fromEntries(Object.entries(comparatorNumberFields).map(([name, spec]) => [name, spec.label])),
} as Record<ComparatorFieldName, string>;

/** A line's fields (its weight is the unit's with dimensions, the shipping weight with a tier: the field says which). */
export const lineFieldLabels: Readonly<Record<LineFieldName, string>> = {
  sku: "SKU",
  units: "Units",
  unitsPerCarton: "Units per carton",
  tier: "Size tier",
  length: "Length",
  width: "Width",
  height: "Height",
  weight: "Weight",
  cartonLength: "Carton length",
  cartonWidth: "Carton width",
  cartonHeight: "Carton height",
  cartonWeight: "Carton weight",
};

export const lineErrorKey = (index: number, field: LineFieldName) => `lines.${index}.${field}`;

/** The label of an error's field, for the list of inputs to fix ("Line 2, units per carton"). */
export function errorLabel(key: string): string {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return comparatorFieldLabels[key as ComparatorFieldName] ?? "Lines";
  const label = lineFieldLabels[match[2] as LineFieldName] ?? match[2]!;
  return `Line ${Number(match[1]) + 1}, ${label.toLowerCase()}`;
}

const engineFields: Readonly<Record<string, ComparatorFieldName | "lines">> = {
  shipmentDate: "shipmentDate",
  receivedOn: "receivedOn",
  region: "region",
  "freight.basis": "basis",
  "freight.cartonsPerPallet": "cartonsPerPallet",
  "freight.rates.minimal": "rateMinimal",
  "freight.rates.partial": "ratePartial",
  "freight.rates.amazon-optimized": "rateOptimized",
  "freight.destinations.partial": "destinationsPartial",
  "freight.destinations.amazon-optimized": "destinationsOptimized",
  "freight.extraDestinationCost": "extraDestinationCost",
  lines: "lines",
};

/** Where an engine path lands on the form: a line's (`lines.0.cartonLength`) is already the form's key. */
function formKeyOf(path: string): string | null {
  if (/^lines\.\d+\.\w+$/.test(path)) return path;
  return engineFields[path] ?? null;
}

const isBlank = (text: string) => text.trim() === "";

function readLine(line: LineValues, index: number, errors: ComparatorErrors): ShipmentLine | null {
  const before = Object.keys(errors).length;
  const number = (field: LineFieldName, label = lineFieldLabels[field]) => {
    const read = readNumberText(label, line[field]);
    if (read.ok) return read.value ?? Number.NaN;
    errors[lineErrorKey(index, field)] = read.message;
    return Number.NaN;
  };
  const tier = line.tier as LineTier | "";
  if (tier !== "" && !lineTiers.includes(tier)) errors[lineErrorKey(index, "tier")] = "Choose a size tier.";
  const units = number("units");
  const unitsPerCarton = number("unitsPerCarton");
  const size: ShipmentLine["size"] =
    tier === ""
      ? {
          kind: "dimensions",
          lengthIn: number("length"),
          widthIn: number("width"),
          heightIn: number("height"),
          weightLb: number("weight", "Unit weight"),
        }
      : { kind: "tier", tier, shippingWeightLb: number("weight", "Shipping weight") };
  const cartonFields = ["cartonLength", "cartonWidth", "cartonHeight", "cartonWeight"] as const;
  const hasCarton = cartonFields.some((field) => !isBlank(line[field]));
  const carton = hasCarton
    ? {
        lengthIn: number("cartonLength"),
        widthIn: number("cartonWidth"),
        heightIn: number("cartonHeight"),
        weightLb: number("cartonWeight"),
      }
    : undefined;
  if (Object.keys(errors).length > before) return null;
  return { sku: line.sku, units, unitsPerCarton, size, ...(carton && { carton }) };
}

/** The comparison input the form's text describes, with one message per field that does not read as a number. */
function readComparatorForm(
  values: ComparatorFormValues,
  today: string,
): { errors: ComparatorErrors; input: ComparisonInput | null } {
  const errors: ComparatorErrors = {};
  const number = (name: ComparatorFieldName) => {
    const read = readNumberText(comparatorFieldLabels[name], values[name]);
    if (read.ok) return read.value;
    errors[name] = read.message;
    return undefined;
  };
  const basis = values.basis as FreightBasis;
  const rates = {
    minimal: number("rateMinimal") ?? Number.NaN,
    partial: number("ratePartial") ?? Number.NaN,
    "amazon-optimized": number("rateOptimized") ?? Number.NaN,
  };
  const destinations = {
    partial: number("destinationsPartial") ?? Number.NaN,
    "amazon-optimized": number("destinationsOptimized") ?? Number.NaN,
  };
  const extraDestinationCost = number("extraDestinationCost") ?? Number.NaN;
  const cartonsPerPallet = basis === "pallet" ? (number("cartonsPerPallet") ?? Number.NaN) : undefined;
  const lines = values.lines.map((line, index) => readLine(line, index, errors));
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      shipmentDate: values.shipmentDate || today,
      ...(values.receivedOn && { receivedOn: values.receivedOn }),
      region: (inboundRegions.includes(values.region as InboundRegion) ? values.region : "unknown") as InboundRegion,
      freight: {
        basis: freightBases.includes(basis) ? basis : "carton",
        ...(cartonsPerPallet !== undefined && { cartonsPerPallet }),
        rates,
        destinations,
        extraDestinationCost,
      },
      lines: lines as ShipmentLine[],
    },
  };
}

/** Reads the form and compares the splits: the comparison, or the fields to fix (one message each). */
export function evaluateComparator(
  values: ComparatorFormValues,
  today: string,
): { errors: ComparatorErrors; result: Comparison | null } {
  const { errors, input } = readComparatorForm(values, today);
  if (!input) return { errors, result: null };
  const outcome = compareShipment(input);
  if (outcome.ok) return { errors, result: outcome.value };
  for (const issue of outcome.errors) {
    const key = formKeyOf(issue.path);
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { errors, result: null };
}
