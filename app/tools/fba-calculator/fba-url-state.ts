import { earliestSupportedDate, inputLimits, productTypes, referralCategories } from "~/fba-fees";
import { clearQuery, fallbackValues, moneyQueryField, readQuery, writeQuery, type QueryField } from "~/lib/url-state";
import {
  convertFbaUnits,
  fbaDefaults,
  LATEST_FEE_DATE,
  LENGTH_DECIMALS,
  placementChoices,
  sizeLimits,
  unitSystems,
  type FbaFieldName,
  type FbaFormValues,
  type UnitSystem,
} from "./fba-form";

/**
 * The FBA calculator's shareable URL: the form's values (fba-form.ts) in the query (see ~/lib/url-state.ts for the rules).
 *
 * `?v=1&u=in&l=10&w=6&h=3&wt=0.75&p=24.99&c=home-kitchen&t=non-apparel&cogs=6&ship=0.8&ads=2&n=300&p2=29.99&m=1&ib=minimal&sipp=0`
 * plus, when set, `d=2026-05-01` (fee date; absent = today), `rr` / `rt` (return rate and threshold, %) and
 * `dos` (days of supply), and the own-fulfillment costs `ol` (label and postage), `opk` (packaging), `olb` (labour), `osh`
 * (shipping charged to the buyer), `ost` (own storage per unit per month); links from before these fields still open. Lengths and weight are in the unit system `u` names: `in` = inches and pounds,
 * `cm` = centimeters and kilograms, so a shared link shows exactly what its author typed.
 */

const categoryIds = referralCategories.map((category) => category.id);

const money = (name: FbaFieldName, param: string, options: { minExclusive?: boolean; optional?: boolean } = {}) =>
  moneyQueryField(name, param, fbaDefaults[name], { max: inputLimits.maxPrice, ...options });

/** The query fields, in URL order. Size fields depend on the unit system (limits and defaults). */
export function fbaQueryFields(units: UnitSystem): QueryField<FbaFieldName>[] {
  const defaults = convertFbaUnits(fbaDefaults, units);
  const { maxSide, maxWeight } = sizeLimits[units];
  const side = (name: FbaFieldName, param: string): QueryField<FbaFieldName> => ({
    kind: "number",
    name,
    param,
    fallback: defaults[name],
    min: 0,
    minExclusive: true,
    max: maxSide,
    decimals: LENGTH_DECIMALS,
  });
  return [
    { kind: "enum", name: "units", param: "u", fallback: "in", options: unitSystems },
    side("length", "l"),
    side("width", "w"),
    side("height", "h"),
    {
      kind: "number",
      name: "weight",
      param: "wt",
      fallback: defaults.weight,
      min: 0,
      minExclusive: true,
      max: maxWeight,
      decimals: 4,
    },
    money("price", "p", { minExclusive: true }),
    { kind: "enum", name: "category", param: "c", fallback: fbaDefaults.category, options: categoryIds },
    { kind: "enum", name: "productType", param: "t", fallback: fbaDefaults.productType, options: productTypes },
    money("cogs", "cogs"),
    money("inbound", "ship"),
    money("ads", "ads"),
    {
      kind: "number",
      name: "unitsPerMonth",
      param: "n",
      fallback: fbaDefaults.unitsPerMonth,
      min: 0,
      max: 10_000_000,
      integer: true,
      optional: true,
    },
    { kind: "date", name: "date", param: "d", fallback: "", min: earliestSupportedDate, max: LATEST_FEE_DATE },
    money("comparePrice", "p2", { minExclusive: true, optional: true }),
    {
      kind: "number",
      name: "months",
      param: "m",
      fallback: fbaDefaults.months,
      min: 0,
      max: inputLimits.maxMonthsInStorage,
      decimals: 2,
    },
    { kind: "enum", name: "placement", param: "ib", fallback: fbaDefaults.placement, options: placementChoices },
    { kind: "flag", name: "sipp", param: "sipp", fallback: "" },
    { kind: "number", name: "returnRate", param: "rr", fallback: "", min: 0, max: 100, decimals: 2, optional: true },
    {
      kind: "number",
      name: "returnThreshold",
      param: "rt",
      fallback: "",
      min: 0,
      max: 100,
      decimals: 2,
      optional: true,
    },
    {
      kind: "number",
      name: "daysOfSupply",
      param: "dos",
      fallback: "",
      min: 0,
      max: inputLimits.maxDaysOfSupply,
      decimals: 1,
      optional: true,
    },
    money("ownLabel", "ol", { optional: true }),
    money("ownPackaging", "opk", { optional: true }),
    money("ownLabour", "olb", { optional: true }),
    money("ownShipping", "osh", { optional: true }),
    money("ownStorage", "ost", { optional: true }),
  ];
}

/** The values a shared link describes, or null when the query carries none (keep the defaults). */
export function parseFbaQuery(search: string | URLSearchParams): FbaFormValues | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const units: UnitSystem = params.get("u") === "cm" ? "cm" : "in";
  const values = readQuery(params, fbaQueryFields(units));
  return values ? ({ ...fallbackValues(fbaQueryFields(units)), ...values, units } as FbaFormValues) : null;
}

/** `?v=1&u=in&l=...` for the current values; `keep` preserves foreign parameters such as utm_source. */
export function serializeFbaQuery(values: FbaFormValues, keep?: string): string {
  return writeQuery(values, fbaQueryFields(values.units), { keep });
}

/** The query without the calculator's parameters. */
export function clearFbaQuery(search: string): string {
  return clearQuery(search, fbaQueryFields("in"));
}
