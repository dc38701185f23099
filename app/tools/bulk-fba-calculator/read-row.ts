import type { ProductType } from "~/fba-fees";
import { isIsoDate } from "~/lib/dates";
import { toInches, toPounds } from "~/tools/fee-audit/units";
import { categoryExamples, findCategoryId } from "./categories";
import type { BulkField, MatchedColumn } from "./columns";

/** One catalogue row in the engine's units (inches, pounds, dollars), ready to price. */
export interface BulkInput {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  sku: string;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  weightLb: number;
  price: number;
  categoryId: string;
  productType: ProductType;
  date: string;
  /** Landed cost per unit (product, freight, prep), when given. */
  cost: number | null;
  unitsPerMonth: number | null;
  /** Costs of fulfilling an order yourself, when the file has the columns. */
  own: OwnFulfillmentCosts | null;
}

export interface OwnFulfillmentCosts {
  /** Label and postage, packaging and labour per order. */
  costPerOrder: number;
  /** Your own storage per unit per month. */
  storagePerUnitMonth: number;
  /** What the buyer pays for shipping on an order you fulfill (Amazon's referral fee is charged on it too). */
  shippingCharged: number;
}

/** Why a cell stopped its row being priced: shown with the line, the column and the value. */
export interface RowProblem {
  line: number;
  column: string;
  value: string;
  reason: string;
}

export type ReadRow = { ok: true; input: BulkInput } | { ok: false; problems: RowProblem[] };

/** A number as sellers write it: "12.5", " $1,299.00 ". Null when it is not one. */
export function parseCellNumber(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^\$/, "")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

const productTypes: Readonly<Record<string, ProductType>> = {
  "": "non-apparel",
  "non-apparel": "non-apparel",
  nonapparel: "non-apparel",
  standard: "non-apparel",
  apparel: "apparel",
  clothing: "apparel",
  "dangerous goods": "dangerous-goods",
  "dangerous-goods": "dangerous-goods",
  hazmat: "dangerous-goods",
};

/** Reads one record against the matched columns; every bad cell of the row is reported, not only the first. */
export function readRow(
  fields: readonly string[],
  line: number,
  columns: ReadonlyMap<BulkField, MatchedColumn>,
  defaultDate: string,
): ReadRow {
  const problems: RowProblem[] = [];
  const cell = (field: BulkField) => {
    const column = columns.get(field);
    return column ? (fields[column.index] ?? "").trim() : "";
  };
  const problem = (field: BulkField, reason: string) =>
    problems.push({ line, column: columns.get(field)?.header ?? field, value: cell(field), reason });

  const positive = (field: BulkField, what: string): number => {
    const text = cell(field);
    if (text === "") {
      problem(field, `${what} is empty`);
      return 0;
    }
    const value = parseCellNumber(text);
    if (value === null) problem(field, `${what} is not a number`);
    else if (value <= 0) problem(field, `${what} must be more than 0`);
    return value ?? 0;
  };
  const optional = (field: BulkField, what: string): number | null => {
    const text = cell(field);
    if (!columns.has(field) || text === "") return null;
    const value = parseCellNumber(text);
    if (value === null) {
      problem(field, `${what} is not a number`);
      return null;
    }
    if (value < 0) {
      problem(field, `${what} cannot be negative`);
      return null;
    }
    return value;
  };
  const length = (field: "length" | "width" | "height", what: string) => {
    const unit = columns.get(field)?.unit;
    return toInches(positive(field, what), unit?.kind === "length" ? unit.unit : "in");
  };

  const sku = cell("sku");
  if (sku === "") problem("sku", "SKU is empty");
  const lengthIn = length("length", "Length");
  const widthIn = length("width", "Width");
  const heightIn = length("height", "Height");
  const weightUnit = columns.get("weight")?.unit;
  const weightLb = toPounds(positive("weight", "Weight"), weightUnit?.kind === "weight" ? weightUnit.unit : "lb");
  const price = positive("price", "Price");

  const categoryText = cell("category");
  const categoryId = findCategoryId(categoryText);
  if (categoryText === "") problem("category", "Category is empty");
  else if (!categoryId)
    problem(
      "category",
      `not one of Amazon's referral fee categories (for example ${categoryExamples.map((name) => `"${name}"`).join(", ")})`,
    );

  const productType = productTypes[cell("productType").toLowerCase()];
  if (!productType) problem("productType", 'write "non-apparel", "apparel" or "dangerous goods" (or leave it empty)');

  const dateText = cell("date");
  const date = dateText === "" ? defaultDate : dateText;
  if (dateText !== "" && !isIsoDate(dateText)) problem("date", "not a calendar date written YYYY-MM-DD");

  const cost = optional("cost", "Cost");
  const unitsPerMonth = optional("unitsPerMonth", "Units per month");
  const ownCost = optional("ownFulfillmentCost", "Own fulfillment cost");
  const ownStorage = optional("ownStorage", "Own storage");
  const shippingCharged = optional("shippingCharged", "Shipping charged");
  const own =
    ownCost === null
      ? null
      : { costPerOrder: ownCost, storagePerUnitMonth: ownStorage ?? 0, shippingCharged: shippingCharged ?? 0 };

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      line,
      sku,
      lengthIn,
      widthIn,
      heightIn,
      weightLb,
      price,
      categoryId: categoryId ?? "",
      productType: productType ?? "non-apparel",
      date,
      cost,
      unitsPerMonth,
      own,
    },
  };
}
