import { parseLengthUnit, parseWeightUnit, type LengthUnit, type WeightUnit } from "~/tools/fee-audit/units";

/**
 * The columns of a bulk catalogue, found by name: case, spaces, hyphens, underscores and a unit in parentheses
 * do not matter ("Length (cm)", "length_cm" is not a unit: only parentheses carry one). Lengths are inches and
 * weights pounds unless the header names another unit.
 */
export type BulkField =
  | "sku"
  | "length"
  | "width"
  | "height"
  | "weight"
  | "price"
  | "category"
  | "cost"
  | "date"
  | "unitsPerMonth"
  | "productType"
  | "ownFulfillmentCost"
  | "ownStorage"
  | "shippingCharged";

export const requiredFields: readonly BulkField[] = ["sku", "length", "width", "height", "weight", "price", "category"];

/** The header a seller would write for each field (the first name), and the other names it is known by. */
export const fieldNames: Readonly<Record<BulkField, readonly string[]>> = {
  sku: ["SKU", "Seller SKU", "MSKU", "Item SKU"],
  length: ["Length", "Longest side", "Package length", "Item length"],
  width: ["Width", "Median side", "Package width", "Item width"],
  height: ["Height", "Shortest side", "Package height", "Item height", "Depth"],
  weight: ["Weight", "Unit weight", "Package weight", "Item weight", "Item package weight", "Shipping weight"],
  price: ["Price", "Listing price", "Your price", "Sale price", "Selling price"],
  category: ["Category", "Referral category", "Fee category", "Product category"],
  cost: ["Cost", "Unit cost", "Cost of goods", "COGS", "Landed cost", "Product cost"],
  date: ["Date", "Fee date"],
  unitsPerMonth: ["Units per month", "Monthly units", "Units a month", "Units sold per month", "Monthly sales units"],
  productType: ["Product type", "Type"],
  ownFulfillmentCost: [
    "Own fulfillment cost",
    "Own fulfilment cost",
    "FBM cost",
    "Self fulfillment cost",
    "Merchant fulfillment cost",
  ],
  ownStorage: ["Own storage", "Own storage per month", "FBM storage"],
  shippingCharged: ["Shipping charged", "Shipping charged to buyer", "Buyer shipping", "FBM shipping charge"],
};

export type ColumnUnit = { kind: "length"; unit: LengthUnit } | { kind: "weight"; unit: WeightUnit } | { kind: "none" };

export interface MatchedColumn {
  field: BulkField;
  index: number;
  /** The header as written in the file (for messages). */
  header: string;
  unit: ColumnUnit;
}

export type HeaderMatch =
  | { ok: true; columns: ReadonlyMap<BulkField, MatchedColumn>; ignored: string[] }
  | { ok: false; message: string; missing: BulkField[] };

const squash = (text: string) => text.toLowerCase().replace(/[\s_\-.]+/g, "");

const fieldByName = new Map<string, BulkField>(
  (Object.entries(fieldNames) as [BulkField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [squash(name), field] as const),
  ),
);

/** "Length (cm)" -> { name: "length", unit: "cm" }; "Weight" -> { name: "weight", unit: null }. */
export function splitHeader(header: string): { name: string; unit: string | null } {
  const text = header.replace(/^\uFEFF/, "").trim();
  const match = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(text);
  if (!match) return { name: squash(text), unit: null };
  return { name: squash(match[1] ?? ""), unit: (match[2] ?? "").trim().toLowerCase() };
}

const dimensionFields = new Set<BulkField>(["length", "width", "height"]);

/** The columns of a header row, or why the file cannot be read (which required columns are missing, a unit not understood). */
export function matchHeader(headers: readonly string[]): HeaderMatch {
  const columns = new Map<BulkField, MatchedColumn>();
  const ignored: string[] = [];
  const unitProblems: string[] = [];
  headers.forEach((header, index) => {
    const { name, unit } = splitHeader(header);
    const field = fieldByName.get(name);
    if (!field || columns.has(field)) {
      if (header.trim() !== "") ignored.push(header.trim());
      return;
    }
    let columnUnit: ColumnUnit = { kind: "none" };
    if (dimensionFields.has(field)) {
      const lengthUnit = unit === null || unit === "" ? "in" : parseLengthUnit(unit);
      if (!lengthUnit)
        unitProblems.push(`"${header.trim()}": the unit "${unit}" is not a length; write (in), (cm) or (mm)`);
      columnUnit = { kind: "length", unit: lengthUnit ?? "in" };
    } else if (field === "weight") {
      const weightUnit = unit === null || unit === "" ? "lb" : parseWeightUnit(unit);
      if (!weightUnit)
        unitProblems.push(`"${header.trim()}": the unit "${unit}" is not a weight; write (lb), (oz), (g) or (kg)`);
      columnUnit = { kind: "weight", unit: weightUnit ?? "lb" };
    }
    columns.set(field, { field, index, header: header.trim(), unit: columnUnit });
  });
  const missing = requiredFields.filter((field) => !columns.has(field));
  if (missing.length === requiredFields.length) {
    return {
      ok: false,
      missing,
      message: `No recognisable header row. The first row must name the columns: ${requiredFields.map((field) => fieldNames[field][0]).join(", ")} (any order, any case), for example "SKU, Length (in), Width (in), Height (in), Weight (lb), Price, Category, Cost".`,
    };
  }
  if (missing.length > 0) {
    return {
      ok: false,
      missing,
      message: `The file has no ${missing.map((field) => `"${fieldNames[field][0]}"`).join(", ")} column${missing.length === 1 ? "" : "s"}. Required: ${requiredFields.map((field) => fieldNames[field][0]).join(", ")}.`,
    };
  }
  if (unitProblems.length > 0)
    return { ok: false, missing: [], message: `Unit not understood: ${unitProblems.join("; ")}.` };
  return { ok: true, columns, ignored };
}
