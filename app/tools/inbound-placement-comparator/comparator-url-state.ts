import { earliestSupportedDate, inputLimits } from "~/fba-fees";
import { inboundRegions } from "~/fba-fees/inbound-placement-fee";
import {
  clearQuery,
  fallbackValues,
  moneyQueryField,
  readQuery,
  readQueryTable,
  writeQuery,
  type QueryField,
  type QueryTable,
} from "~/lib/url-state";
import {
  comparatorDefaults,
  type ComparatorFieldName,
  type ComparatorFormValues,
  type LineFieldName,
} from "./comparator-form";
import {
  freightBases,
  LATEST_SHIPMENT_DATE,
  lineTiers,
  MAX_DESTINATIONS,
  MAX_LINES,
  PARTIAL_SPLIT_DESTINATIONS,
} from "./placement-comparison";

/**
 * The comparator's shareable URL: the settings
 * `?v=1&d=2026-12-02&r=unknown&fb=carton&rm=14&rp=16&ro=17.5&dp=3&do=5&xd=25` (+ `rcv` received by Amazon, `cpp`
 * cartons per pallet, when set) and one `ln` per line: `ln=UTENSIL-SET*1200*24**12*4*3*1.1*18*12*10*28`, its cells
 * SKU, units, units per carton, size tier (empty: from the unit's size), length, width, height, weight (in, lb), and
 * the carton's length, width, height and weight. A long shipment's lines do not fit a link (LINK_QUERY_LIMIT).
 */

const money = (name: ComparatorFieldName, param: string) =>
  moneyQueryField(name, param, comparatorDefaults[name], { max: inputLimits.maxPrice });

const whole = (
  name: ComparatorFieldName,
  param: string,
  min: number,
  max: number,
): QueryField<ComparatorFieldName> => ({
  kind: "number",
  name,
  param,
  fallback: comparatorDefaults[name],
  min,
  max,
  integer: true,
  optional: comparatorDefaults[name] === "",
});

export const comparatorQueryFields: QueryField<ComparatorFieldName>[] = [
  {
    kind: "date",
    name: "shipmentDate",
    param: "d",
    fallback: "",
    min: earliestSupportedDate,
    max: LATEST_SHIPMENT_DATE,
  },
  {
    kind: "date",
    name: "receivedOn",
    param: "rcv",
    fallback: "",
    min: earliestSupportedDate,
    max: LATEST_SHIPMENT_DATE,
  },
  { kind: "enum", name: "region", param: "r", fallback: comparatorDefaults.region, options: inboundRegions },
  { kind: "enum", name: "basis", param: "fb", fallback: comparatorDefaults.basis, options: freightBases },
  whole("cartonsPerPallet", "cpp", 1, 1_000),
  money("rateMinimal", "rm"),
  money("ratePartial", "rp"),
  money("rateOptimized", "ro"),
  whole("destinationsPartial", "dp", PARTIAL_SPLIT_DESTINATIONS.min, PARTIAL_SPLIT_DESTINATIONS.max),
  whole("destinationsOptimized", "do", 2, MAX_DESTINATIONS),
  money("extraDestinationCost", "xd"),
];

const size = (name: LineFieldName, max: number, decimals = 2): QueryField<LineFieldName> => ({
  kind: "number",
  name,
  param: name,
  fallback: "",
  min: 0,
  minExclusive: true,
  max,
  decimals,
  optional: true,
});
const count = (name: LineFieldName): QueryField<LineFieldName> => ({
  kind: "number",
  name,
  param: name,
  fallback: "",
  min: 1,
  max: 1_000_000,
  integer: true,
  optional: true,
});

export const lineQueryTable: QueryTable<LineFieldName> = {
  param: "ln",
  maxRows: MAX_LINES,
  columns: [
    { kind: "text", name: "sku", param: "sku", fallback: "", maxLength: 40 },
    count("units"),
    count("unitsPerCarton"),
    { kind: "enum", name: "tier", param: "tier", fallback: "", options: ["", ...lineTiers] },
    size("length", inputLimits.maxSideIn),
    size("width", inputLimits.maxSideIn),
    size("height", inputLimits.maxSideIn),
    size("weight", inputLimits.maxWeightLb, 4),
    size("cartonLength", inputLimits.maxSideIn),
    size("cartonWidth", inputLimits.maxSideIn),
    size("cartonHeight", inputLimits.maxSideIn),
    size("cartonWeight", inputLimits.maxWeightLb),
  ],
};

/**
 * The longest query a link carries with its lines. Past it (a long shipment) the link keeps the settings and leaves
 * the lines out: nginx refuses request lines over 8 KB by default (large_client_header_buffers), and a link that
 * fails to open is worse than one the visitor is told to complete with the CSV.
 */
export const LINK_QUERY_LIMIT = 6_000;

/** The values a shared link describes, or null when it carries none; a link without lines opens with none. */
export function parseComparatorQuery(search: string | URLSearchParams): ComparatorFormValues | null {
  const values = readQuery(search, comparatorQueryFields);
  if (!values) return null;
  return { ...fallbackValues(comparatorQueryFields), ...values, lines: readQueryTable(search, lineQueryTable) ?? [] };
}

const writeWith = (values: ComparatorFormValues, keep: string | undefined, withLines: boolean) =>
  writeQuery(values, comparatorQueryFields, {
    keep,
    table: { table: lineQueryTable, rows: withLines ? values.lines : [] },
  });

/** Whether a link can carry these lines (LINK_QUERY_LIMIT). */
export function linkHoldsLines(values: ComparatorFormValues): boolean {
  return writeWith(values, undefined, true).length <= LINK_QUERY_LIMIT;
}

/** `?v=1&d=...&ln=...` for the current values; `keep` preserves foreign parameters such as utm_source. */
export function serializeComparatorQuery(values: ComparatorFormValues, keep?: string): string {
  return writeWith(values, keep, linkHoldsLines(values));
}

export const clearComparatorQuery = (search: string) => clearQuery(search, comparatorQueryFields, [lineQueryTable]);
