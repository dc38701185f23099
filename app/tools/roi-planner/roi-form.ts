import { calculateFbaFees, type FbaFeeBreakdown } from "~/fba-fees";
import { readNumberText, type NumberFieldSpec } from "~/lib/number-text";
import { mapFieldIssues } from "~/lib/validation";
import { planInventoryRoi, type RoiPlannerResult } from "./roi-planner";

/**
 * The ROI (inventory investment) planner's form: its fields as the visitor types them (text), the worked example
 * they start from, their labels, and `evaluateRoi`, which reads the text, estimates the fees with the fee engine when
 * asked, and plans the order. The shareable URL is roi-url-state.ts.
 */

export type RoiFieldName =
  | "landed"
  | "quantity"
  | "price"
  | "feeMode"
  | "fees"
  | "ads"
  | "months"
  | "length"
  | "width"
  | "height"
  | "weight"
  | "category";

export type RoiFormValues = Record<RoiFieldName, string>;

/**
 * The page's worked example (content/worked-examples/free-tools.ts, roiWorkedExampleTable): landed $6.50, $24.99,
 * fees $8.46 (referral $3.75, fulfillment $4.20, fuel surcharge $0.15, one month's storage $0.02, inbound placement
 * $0.34), ads $2.50; the size (8 x 3 x 2 in, 0.75 lb, Home & Kitchen) gives the same fees in the engine outside peak.
 */
export const roiDefaults: RoiFormValues = {
  landed: "6.50",
  quantity: "1000",
  price: "24.99",
  feeMode: "typed",
  fees: "8.46",
  ads: "2.50",
  months: "3",
  length: "8",
  width: "3",
  height: "2",
  weight: "0.75",
  category: "home-kitchen",
};

export type RoiFormErrors = Partial<Record<RoiFieldName, string>>;

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

/** The number fields as the planner shows them (labels here may be longer than the messages' names above). */
export const roiNumberFields = {
  landed: { label: "Landed cost per unit", prefix: "$", hint: "Product + freight, duties and prep" },
  quantity: { label: "Order quantity", suffix: "units", inputMode: "numeric" },
  price: { label: "Selling price", prefix: "$" },
  months: { label: "Months to sell through", suffix: "mo", hint: "From arrival at Amazon to the last unit sold" },
  ads: { label: "Ad cost per unit", prefix: "$", hint: "Total ad spend / total units sold" },
  length: { label: "Length", suffix: "in" },
  width: { label: "Width", suffix: "in" },
  height: { label: "Height", suffix: "in" },
  weight: { label: "Unit weight", suffix: "lb" },
  fees: {
    label: "Amazon fees per unit",
    prefix: "$",
    hint: "Referral + fulfillment (with the fuel surcharge) + storage + inbound placement. Not sure? Use the FBA fee calculator or estimate from size.",
  },
} satisfies Partial<Record<RoiFieldName, NumberFieldSpec>>;

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
  errors: RoiFormErrors;
  /** Fees estimated by the engine (fee mode "engine"). */
  feeEstimate: FbaFeeBreakdown | null;
  amazonFeesPerUnit: number | null;
  result: RoiPlannerResult | null;
}

/** `today` picks the fee schedule when the fees come from the engine. */
export function evaluateRoi(values: RoiFormValues, today: string): RoiEvaluation {
  const errors: RoiFormErrors = {};
  const numbers: Partial<Record<RoiFieldName, number>> = {};
  const byEngine = values.feeMode === "engine";
  const numeric: RoiFieldName[] = [
    "landed",
    "quantity",
    "price",
    "ads",
    "months",
    ...(byEngine ? (["length", "width", "height", "weight"] as const) : (["fees"] as const)),
  ];
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
      mapFieldIssues(estimate.errors, engineFieldNames, errors);
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
  if (!outcome.ok)
    mapFieldIssues(
      byEngine ? outcome.errors.filter((error) => error.path !== "amazonFeesPerUnit") : outcome.errors,
      engineFieldNames,
      errors,
    );
  const ok = outcome.ok && Object.keys(errors).length === 0;
  return {
    errors,
    feeEstimate: ok ? feeEstimate : null,
    amazonFeesPerUnit: ok ? fees : null,
    result: ok && outcome.ok ? outcome.value : null,
  };
}
