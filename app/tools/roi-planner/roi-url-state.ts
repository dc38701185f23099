import { referralCategories } from "~/fba-fees";
import { clearQuery, fallbackValues, moneyQueryField, readQuery, writeQuery, type QueryField } from "~/lib/url-state";
import { roiDefaults, type RoiFieldName, type RoiFormValues } from "./roi-form";

/**
 * The ROI (inventory investment) planner's shareable URL:
 * `?v=1&lc=6.50&q=1000&p=24.99&fm=typed&f=8.46&a=2.50&mo=3` and, when the fees come from the fee engine
 * (`fm=engine`), the product's size: `l`, `w`, `h` (inches), `wt` (pounds) and `c` (referral category).
 */

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
  {
    kind: "number",
    name: "quantity",
    param: "q",
    fallback: roiDefaults.quantity,
    min: 1,
    max: 10_000_000,
    integer: true,
  },
  moneyField("price", "p"),
  { kind: "enum", name: "feeMode", param: "fm", fallback: "typed", options: ["typed", "engine"] },
  moneyField("fees", "f"),
  moneyField("ads", "a"),
  {
    kind: "number",
    name: "months",
    param: "mo",
    fallback: roiDefaults.months,
    min: 0,
    minExclusive: true,
    max: 120,
    decimals: 2,
  },
  sizeField("length", "l", 240),
  sizeField("width", "w", 240),
  sizeField("height", "h", 240),
  sizeField("weight", "wt", 500),
  {
    kind: "enum",
    name: "category",
    param: "c",
    fallback: roiDefaults.category,
    options: referralCategories.map((category) => category.id),
  },
];

const engineOnly: RoiFieldName[] = ["length", "width", "height", "weight", "category"];

export function parseRoiQuery(search: string | URLSearchParams): RoiFormValues | null {
  const values = readQuery(search, roiQueryFields);
  return values ? { ...fallbackValues(roiQueryFields), ...values } : null;
}

/** Size fields are written only when the fees come from the engine (shorter links otherwise). */
export function serializeRoiQuery(values: RoiFormValues, keep?: string): string {
  const fields =
    values.feeMode === "engine" ? roiQueryFields : roiQueryFields.filter((field) => !engineOnly.includes(field.name));
  return writeQuery(values, fields, { keep });
}

export const clearRoiQuery = (search: string) => clearQuery(search, roiQueryFields);
