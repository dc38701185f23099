import { calculateFbaFees, referralCategories, type FbaFeeBreakdown } from "~/fba-fees";
import { mapFieldErrors } from "~/lib/validation";
import { readNumberText } from "~/lib/number-text";
import { planInventoryRoi, type RoiPlannerResult } from "./roi-planner";
import { fallbackValues, moneyQueryField, readQuery, writeQuery, type QueryField } from "~/lib/url-state";

/**
 * The ROI (inventory investment) planner's form and its shareable URL:
 * `?v=1&lc=6.50&q=1000&p=24.99&fm=typed&f=8.10&a=2.50&mo=3` and, when the fees come from the fee engine
 * (`fm=engine`), the product's size: `l`, `w`, `h` (inches), `wt` (pounds) and `c` (referral category).
 */

export type RoiFieldName = "landed" | "quantity" | "price" | "feeMode" | "fees" | "ads" | "months" | "length" | "width" | "height" | "weight" | "category";

export type RoiFormValues = Record<RoiFieldName, string>;

/** The page's worked example: landed $6.50, $24.99, fees $8.10 (referral, fulfillment, storage), ads $2.50. */
export const roiDefaults: RoiFormValues = {
  landed: "6.50",
  quantity: "1000",
  price: "24.99",
  feeMode: "typed",
  fees: "8.10",
  ads: "2.50",
  months: "3",
  length: "10",
  width: "6",
  height: "3",
  weight: "0.75",
  category: "home-kitchen",
};

const moneyField = (name: RoiFieldName, param: string) => moneyQueryField(name, param, roiDefaults[name]);

const sizeField = (name: RoiFieldName, param: string, max: number): QueryField<RoiFieldName> => ({
  kind: "number",
  name,
  param,
  fallback: roiDefaults[name],
  min: 0,
  minExclusive: true,
  max,
  decimals: 3,
});

export const roiQueryFields: QueryField<RoiFieldName>[] = [
  moneyField("landed", "lc"),
  { kind: "number", name: "quantity", param: "q", fallback: roiDefaults.quantity, min: 1, max: 10_000_000, integer: true },
  moneyField("price", "p"),
  { kind: "enum", name: "feeMode", param: "fm", fallback: "typed", options: ["typed", "engine"] },
  moneyField("fees", "f"),
  moneyField("ads", "a"),
  { kind: "number", name: "months", param: "mo", fallback: roiDefaults.months, min: 0, minExclusive: true, max: 120, decimals: 2 },
  sizeField("length", "l", 240),
  sizeField("width", "w", 240),
  sizeField("height", "h", 240),
  sizeField("weight", "wt", 500),
  { kind: "enum", name: "category", param: "c", fallback: roiDefaults.category, options: referralCategories.map((category) => category.id) },
];

const engineOnly: RoiFieldName[] = ["length", "width", "height", "weight", "category"];

export function parseRoiQuery(search: string | URLSearchParams): RoiFormValues | null {
  const values = readQuery(search, roiQueryFields);
  return values ? { ...fallbackValues(roiQueryFields), ...values } : null;
}

/** Size fields are written only when the fees come from the engine (shorter links otherwise). */
export function serializeRoiQuery(values: RoiFormValues, keep?: string): string {
  const fields = values.feeMode === "engine" ? roiQueryFields : roiQueryFields.filter((field) => !engineOnly.includes(field.name));
  return writeQuery(values, fields, { keep });
}

export type RoiFieldErrors = Partial<Record<RoiFieldName, string>>;

/** Field labels, shared by validation messages and the tool's "fix these" list. */
export const roiFieldLabels: Record<RoiFieldName, string> = {
  landed: "Landed cost per unit",
  quantity: "Order quantity",
  price: "Price",
  feeMode: "Fee source",
  fees: "Amazon fees per unit",
  ads: "Ad cost per unit",
  months: "Months to sell through",
  length: "Length",
  width: "Width",
  height: "Height",
  weight: "Weight",
  category: "Category",
};

const engineFieldNames: Record<string, RoiFieldName> = {
  landedCostPerUnit: "landed",
  orderQuantity: "quantity",
  price: "price",
  amazonFeesPerUnit: "fees",
  adCostPerUnit: "ads",
  monthsToSellThrough: "months",
  lengthIn: "length",
  widthIn: "width",
  heightIn: "height",
  weightLb: "weight",
  categoryId: "category",
};

export interface RoiEvaluation {
  errors: RoiFieldErrors;
  /** Fees estimated by the engine (fee mode "engine"). */
  feeEstimate: FbaFeeBreakdown | null;
  amazonFeesPerUnit: number | null;
  result: RoiPlannerResult | null;
}

/** `today` picks the fee schedule when the fees come from the engine. */
export function evaluateRoi(values: RoiFormValues, today: string): RoiEvaluation {
  const errors: RoiFieldErrors = {};
  const numbers: Partial<Record<RoiFieldName, number>> = {};
  const byEngine = values.feeMode === "engine";
  const numeric: RoiFieldName[] = ["landed", "quantity", "price", "ads", "months", ...(byEngine ? (["length", "width", "height", "weight"] as const) : (["fees"] as const))];
  for (const name of numeric) {
    const read = readNumberText(roiFieldLabels[name], values[name]);
    if (read.ok && read.value !== undefined) numbers[name] = read.value;
    else if (!read.ok) errors[name] = read.message;
  }
  const num = (name: RoiFieldName) => numbers[name] ?? Number.NaN;

  let feeEstimate: FbaFeeBreakdown | null = null;
  let fees = num("fees");
  if (byEngine) {
    const estimate = calculateFbaFees({
      lengthIn: num("length"),
      widthIn: num("width"),
      heightIn: num("height"),
      weightLb: num("weight"),
      price: num("price"),
      categoryId: values.category,
      date: today,
    });
    if (estimate.ok) {
      feeEstimate = estimate.value;
      fees = estimate.value.totals.total;
    } else {
      mapFieldErrors(estimate.errors, engineFieldNames, errors);
    }
  }

  const outcome = planInventoryRoi({
    landedCostPerUnit: num("landed"),
    orderQuantity: num("quantity"),
    price: num("price"),
    amazonFeesPerUnit: fees,
    adCostPerUnit: num("ads"),
    monthsToSellThrough: num("months"),
  });
  if (!outcome.ok) mapFieldErrors(byEngine ? outcome.errors.filter((error) => error.field !== "amazonFeesPerUnit") : outcome.errors, engineFieldNames, errors);
  const ok = outcome.ok && Object.keys(errors).length === 0;
  return {
    errors,
    feeEstimate: ok ? feeEstimate : null,
    amazonFeesPerUnit: ok ? fees : null,
    result: ok && outcome.ok ? outcome.value : null,
  };
}
