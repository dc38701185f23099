import { mapFieldErrors } from "~/lib/validation";
import { calculateLostSales, type LostSalesInput, type LostSalesResult } from "./lost-sales";
import { readNumberText } from "~/lib/number-text";
import { fallbackValues, moneyQueryField, readQuery, writeQuery, type QueryField } from "~/lib/url-state";

/**
 * The lost sales calculator's form and its shareable URL:
 * `?v=1&ru=day&r=25&d=12&p=29.99&pm=profit&pv=7.40&lt=45&ss=14` (+ `rec` recovery days, `rs` sales on the
 * restock day in %, when set). `ru` says whether `r` is units per day or per month; `pm` whether `pv` is a
 * profit per unit ($) or a net margin (%).
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

const days = (name: LostSalesFieldName, param: string, optional = false): QueryField<LostSalesFieldName> => ({
  kind: "number",
  name,
  param,
  fallback: lostSalesDefaults[name],
  min: 0,
  max: 3650,
  decimals: 1,
  optional,
});

export const lostSalesQueryFields: QueryField<LostSalesFieldName>[] = [
  { kind: "enum", name: "rateUnit", param: "ru", fallback: "day", options: ["day", "month"] },
  { kind: "number", name: "rate", param: "r", fallback: lostSalesDefaults.rate, min: 0, max: 30_000_000, decimals: 2 },
  days("daysOut", "d"),
  moneyQueryField("price", "p", lostSalesDefaults.price),
  { kind: "enum", name: "profitMode", param: "pm", fallback: "profit", options: ["profit", "margin"] },
  moneyQueryField("profit", "pv", lostSalesDefaults.profit, { min: -100_000 }),
  days("recoveryDays", "rec", true),
  { kind: "number", name: "recoveryStart", param: "rs", fallback: "", min: 0, max: 100, decimals: 1, optional: true },
  days("leadTime", "lt", true),
  days("safetyDays", "ss", true),
];

export function parseLostSalesQuery(search: string | URLSearchParams): LostSalesFormValues | null {
  const values = readQuery(search, lostSalesQueryFields);
  return values ? { ...fallbackValues(lostSalesQueryFields), ...values } : null;
}

export function serializeLostSalesQuery(values: LostSalesFormValues, keep?: string): string {
  return writeQuery(values, lostSalesQueryFields, { keep });
}

export type LostSalesFieldErrors = Partial<Record<LostSalesFieldName, string>>;

const labels: Record<LostSalesFieldName, string> = {
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

export function evaluateLostSales(values: LostSalesFormValues): { errors: LostSalesFieldErrors; result: LostSalesResult | null } {
  const errors: LostSalesFieldErrors = {};
  const numbers: Partial<Record<LostSalesFieldName, number | undefined>> = {};
  const optional: LostSalesFieldName[] = ["recoveryDays", "recoveryStart", "leadTime", "safetyDays"];
  for (const name of ["rate", "daysOut", "price", "profit", ...optional] as LostSalesFieldName[]) {
    const label = name === "profit" ? (values.profitMode === "margin" ? "Margin" : "Profit per unit") : labels[name];
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
  if (!outcome.ok) mapFieldErrors(outcome.errors, engineFields, errors);
  return { errors, result: outcome.ok && Object.keys(errors).length === 0 ? outcome.value : null };
}
