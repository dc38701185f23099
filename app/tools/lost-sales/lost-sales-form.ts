import { readNumberText, type NumberFieldSpec } from "~/lib/number-text";
import { mapFieldIssues } from "~/lib/validation";
import { calculateLostSales, type LostSalesInput, type LostSalesResult } from "./lost-sales";

/**
 * The lost sales calculator's form: its fields as the visitor types them (text), the worked example they start
 * from, their labels, and `evaluateLostSales`, which reads the text and runs the calculation. The shareable URL is
 * lost-sales-url-state.ts.
 */

export type LostSalesFieldName =
  | "rateUnit"
  | "rate"
  | "daysOut"
  | "price"
  | "profitMode"
  | "profit"
  | "recoveryDays"
  | "recoveryStart"
  | "leadTime"
  | "safetyDays";

export type LostSalesFormValues = Record<LostSalesFieldName, string>;

/** The page's worked example: 25 units a day, 12 days out, $29.99, $7.40 profit per unit. */
export const lostSalesDefaults: LostSalesFormValues = {
  rateUnit: "day",
  rate: "25",
  daysOut: "12",
  price: "29.99",
  profitMode: "profit",
  profit: "7.40",
  recoveryDays: "",
  recoveryStart: "",
  leadTime: "45",
  safetyDays: "14",
};

export type LostSalesFormErrors = Partial<Record<LostSalesFieldName, string>>;

/**
 * The number fields as the calculator shows them (labels here may be longer than the messages' names below). The
 * rate and the profit change with their unit (per day or month; $ or %): the page varies them.
 */
export const lostSalesNumberFields = {
  rate: { label: "Units sold per day", suffix: "/day" },
  price: { label: "Average selling price", prefix: "$" },
  profit: { label: "Profit per unit", prefix: "$", hint: "After Amazon fees, product cost and ads" },
  daysOut: { label: "Days out of stock", suffix: "days" },
  recoveryDays: {
    label: "Recovery period",
    suffix: "days",
    optional: true,
    hint: "Days until sales were back to normal",
  },
  recoveryStart: {
    label: "Sales on the restock day",
    suffix: "%",
    optional: true,
    hint: "Share of normal sales; empty = 0% (worst case)",
  },
  leadTime: { label: "Lead time", suffix: "days", optional: true, hint: "Supplier + freight + FBA check-in" },
  safetyDays: { label: "Safety stock", suffix: "days", optional: true, hint: "Buffer, in days of sales" },
} satisfies Partial<Record<LostSalesFieldName, NumberFieldSpec>>;

/** Field labels, shared by validation messages and the tool's "fix these" list. */
export const lostSalesFieldLabels: Record<LostSalesFieldName, string> = {
  rateUnit: "Sales rate unit",
  rate: "Sales rate",
  daysOut: "Days out of stock",
  price: "Price",
  profitMode: "Profit or margin",
  profit: "Profit",
  recoveryDays: "Recovery period",
  recoveryStart: "Sales on restock day",
  leadTime: "Lead time",
  safetyDays: "Safety stock",
};

const engineFields: Record<string, LostSalesFieldName> = {
  unitsPerDay: "rate",
  unitsPerMonth: "rate",
  daysOutOfStock: "daysOut",
  price: "price",
  unitProfit: "profit",
  marginPercent: "profit",
  recoveryDays: "recoveryDays",
  recoveryStartPercent: "recoveryStart",
  leadTimeDays: "leadTime",
  safetyStockDays: "safetyDays",
};

export function evaluateLostSales(values: LostSalesFormValues): {
  errors: LostSalesFormErrors;
  result: LostSalesResult | null;
} {
  const errors: LostSalesFormErrors = {};
  const numbers: Partial<Record<LostSalesFieldName, number | undefined>> = {};
  const optional: LostSalesFieldName[] = ["recoveryDays", "recoveryStart", "leadTime", "safetyDays"];
  for (const name of ["rate", "daysOut", "price", "profit", ...optional] as LostSalesFieldName[]) {
    const label =
      name === "profit" ? (values.profitMode === "margin" ? "Margin" : "Profit per unit") : lostSalesFieldLabels[name];
    const read = readNumberText(label, values[name], optional.includes(name));
    if (read.ok) numbers[name] = read.value;
    else errors[name] = read.message;
  }
  const num = (name: LostSalesFieldName) => numbers[name] ?? Number.NaN;
  const perMonth = values.rateUnit === "month";
  const byMargin = values.profitMode === "margin";
  const input: LostSalesInput = {
    unitsPerDay: perMonth ? undefined : num("rate"),
    unitsPerMonth: perMonth ? num("rate") : undefined,
    daysOutOfStock: num("daysOut"),
    price: num("price"),
    unitProfit: byMargin ? undefined : num("profit"),
    marginPercent: byMargin ? num("profit") : undefined,
    recoveryDays: numbers.recoveryDays,
    recoveryStartPercent: numbers.recoveryStart,
    leadTimeDays: numbers.leadTime,
    safetyStockDays: numbers.safetyDays,
  };
  const outcome = calculateLostSales(input);
  if (!outcome.ok) mapFieldIssues(outcome.errors, engineFields, errors);
  return { errors, result: outcome.ok && Object.keys(errors).length === 0 ? outcome.value : null };
}
