import { clearQuery, fallbackValues, moneyQueryField, readQuery, writeQuery, type QueryField } from "~/lib/url-state";
import { lostSalesDefaults, type LostSalesFieldName, type LostSalesFormValues } from "./lost-sales-form";

/**
 * The lost sales calculator's shareable URL:
 * `?v=1&ru=day&r=25&d=12&p=29.99&pm=profit&pv=7.40&lt=45&ss=14` (+ `rec` recovery days, `rs` sales on the
 * restock day in %, when set). `ru` says whether `r` is units per day or per month; `pm` whether `pv` is a
 * profit per unit ($) or a net margin (%).
 */

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

export const clearLostSalesQuery = (search: string) => clearQuery(search, lostSalesQueryFields);
