import { isIsoDate } from "~/lib/dates";
import { numberToText, parseDecimal } from "./number-text";

/**
 * Query-string state shared by the free tools, the KPI calculators and the KPI explorer, so a view can be
 * shared as a link.
 *
 * Format: `?v=1&<param>=<value>&...`. `v` is the format version; a link without it, or with a version this
 * code does not know, is ignored (the tool shows its defaults). Each field has a short parameter name.
 * Reading never trusts the URL: a value that does not parse falls back to the field's default, a number out
 * of range is clamped into it (or falls back when the limit is exclusive), unknown parameters are ignored.
 * Writing puts every field in a fixed order (stable, diff-friendly links) and leaves out empty optional ones.
 * A table (a shipment's lines) is one repeated parameter, a row each: `&ln=<cell>*<cell>*...` (QueryTable).
 */

export const URL_STATE_VERSION = "1";
export const VERSION_PARAM = "v";

interface FieldBase<Name extends string> {
  /** Key in the form's values. */
  name: Name;
  /** Short query parameter. */
  param: string;
  /** Value used when the parameter is missing or garbage (a form string; "" for an empty optional field). */
  fallback: string;
}

export type QueryField<Name extends string = string> =
  | (FieldBase<Name> & {
      kind: "number";
      min: number;
      max: number;
      /** `min` itself is not allowed (sides, weights, prices must be > 0). */
      minExclusive?: boolean;
      integer?: boolean;
      /** Decimals kept (default 6). */
      decimals?: number;
      /** Read back with exactly `decimals` places (money: "6.00", not "6"). */
      fixed?: boolean;
      /** Empty is a valid value (the field is optional). */
      optional?: boolean;
    })
  /** One of `options`; anything else falls back. */
  | (FieldBase<Name> & { kind: "enum"; options: readonly string[] })
  /** Free text (a search), trimmed and cut to `maxLength` characters. */
  | (FieldBase<Name> & { kind: "text"; maxLength: number })
  | (FieldBase<Name> & { kind: "date"; min: string; max: string })
  | (FieldBase<Name> & { kind: "flag" });

export type QueryValues<Name extends string = string> = Record<Name, string>;

type NumberQueryField<Name extends string> = Extract<QueryField<Name>, { kind: "number" }>;

/**
 * A dollar amount: cents kept and read back with them ("6.00", not "6"), from $0 to $100,000 unless `options`
 * say otherwise (a price must be above 0, a profit may be negative).
 */
export function moneyQueryField<Name extends string>(
  name: Name,
  param: string,
  fallback: string,
  options: Partial<Pick<NumberQueryField<Name>, "min" | "max" | "minExclusive" | "optional">> = {},
): NumberQueryField<Name> {
  return { kind: "number", name, param, fallback, min: 0, max: 100_000, decimals: 2, fixed: true, ...options };
}

export function fallbackValues<Name extends string>(fields: readonly QueryField<Name>[]): QueryValues<Name> {
  return Object.fromEntries(fields.map((field) => [field.name, field.fallback])) as QueryValues<Name>;
}

function clampNumber(field: NumberQueryField<string>, value: number): number | null {
  let next = field.integer ? Math.round(value) : value;
  if (field.minExclusive ? next <= field.min : next < field.min) {
    if (field.minExclusive) return null;
    next = field.min;
  }
  if (next > field.max) next = field.max;
  return next;
}

/** One field's value from its raw parameter (null when absent). */
export function readField(field: QueryField, raw: string | null): string {
  if (raw === null) return field.fallback;
  const text = raw.trim();
  switch (field.kind) {
    case "number": {
      if (text === "") return field.optional ? "" : field.fallback;
      const parsed = parseDecimal(text);
      if (parsed === null) return field.fallback;
      const clamped = clampNumber(field, parsed);
      if (clamped === null) return field.fallback;
      return field.fixed ? clamped.toFixed(field.decimals ?? 2) : numberToText(clamped, field.decimals ?? 6);
    }
    case "enum":
      return field.options.includes(text) ? text : field.fallback;
    case "text":
      return text.slice(0, field.maxLength).trim();
    case "date":
      if (text === "") return "";
      return isIsoDate(text) && text >= field.min && text <= field.max ? text : field.fallback;
    case "flag":
      return text === "1" ? "1" : text === "0" ? "" : field.fallback;
  }
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === "string" ? new URLSearchParams(search) : search;
}

/** Whether the query carries this tool's state (a `v` parameter and at least one of the fields). */
function hasQueryState(search: string | URLSearchParams, fields: readonly QueryField[]): boolean {
  const params = toParams(search);
  return params.has(VERSION_PARAM) && fields.some((field) => params.has(field.param));
}

/**
 * Rows of a table in the query: one `param` per row, its cells in `columns`' order joined by `*`. Each cell is read
 * and written as its column's field (the same clamping and fallbacks); text cells keep a `*` or `%` of their own
 * escaped (%2A, %25). At most `maxRows` rows are read.
 */
export interface QueryTable<Name extends string = string> {
  param: string;
  columns: readonly QueryField<Name>[];
  maxRows: number;
}

const CELL_SEPARATOR = "*";
const escapeCell = (text: string) => text.replace(/[%*]/g, (char) => (char === "%" ? "%25" : "%2A"));
const unescapeCell = (text: string) => text.replace(/%(25|2A)/gi, (_, code: string) => (code === "25" ? "%" : "*"));

/** The rows a query holds for `table` (cells missing from a row take their fallbacks), or null when it holds none. */
export function readQueryTable<Name extends string>(
  search: string | URLSearchParams,
  table: QueryTable<Name>,
): QueryValues<Name>[] | null {
  const rows = toParams(search).getAll(table.param).slice(0, table.maxRows);
  if (rows.length === 0) return null;
  return rows.map((row) => {
    const cells = row.split(CELL_SEPARATOR).map(unescapeCell);
    return Object.fromEntries(
      table.columns.map((column, index) => [column.name, readField(column, cells[index] ?? null)]),
    ) as QueryValues<Name>;
  });
}

function writeRow<Name extends string>(row: Partial<QueryValues<Name>>, columns: readonly QueryField<Name>[]): string {
  const cells = columns.map((column) => escapeCell(writeField(column, row[column.name]) ?? ""));
  while (cells.length > 1 && cells[cells.length - 1] === "") cells.pop();
  return cells.join(CELL_SEPARATOR);
}

/**
 * The form values a query describes, or null when it carries no state of this version (then the tool keeps
 * its defaults). Missing parameters take the field's fallback.
 */
export function readQuery<Name extends string>(
  search: string | URLSearchParams,
  fields: readonly QueryField<Name>[],
  version = URL_STATE_VERSION,
): QueryValues<Name> | null {
  const params = toParams(search);
  if (!hasQueryState(params, fields) || params.get(VERSION_PARAM) !== version) return null;
  return Object.fromEntries(
    fields.map((field) => [field.name, readField(field, params.get(field.param))]),
  ) as QueryValues<Name>;
}

/** A field's value as written to the URL, or null to leave it out. */
function writeField(field: QueryField, value: string | undefined): string | null {
  const text = (value ?? "").trim();
  switch (field.kind) {
    case "number": {
      // An emptied optional field is written as `param=` so the link keeps it empty (its fallback may not be).
      if (text === "" && field.optional) return field.fallback === "" ? null : "";
      const parsed = parseDecimal(text);
      return parsed === null ? null : numberToText(parsed, field.decimals ?? 6);
    }
    case "enum":
      return field.options.includes(text) ? text : null;
    case "text":
      if (text === "") return field.fallback === "" ? null : "";
      return text.slice(0, field.maxLength).trim();
    case "date":
      if (text === "") return field.fallback === "" ? null : "";
      return isIsoDate(text) ? text : null;
    case "flag":
      return text === "1" ? "1" : "0";
  }
}

/**
 * `?v=1&...` for these values. Other parameters already in `keep` (e.g. utm_*) are preserved, after ours.
 * A field whose text does not parse is left out, so the link opens with its default. When no field is left
 * the query carries no state, so the version is left out too (an emptied search leaves a clean address).
 */
export function writeQuery<Name extends string, RowName extends string = never>(
  values: Partial<QueryValues<Name>>,
  fields: readonly QueryField<Name>[],
  options: {
    version?: string;
    keep?: string | URLSearchParams;
    /** A table's rows, after the fields (see QueryTable). */
    table?: { table: QueryTable<RowName>; rows: readonly Partial<QueryValues<RowName>>[] };
  } = {},
): string {
  const params = new URLSearchParams();
  params.set(VERSION_PARAM, options.version ?? URL_STATE_VERSION);
  for (const field of fields) {
    const written = writeField(field, values[field.name]);
    if (written !== null) params.set(field.param, written);
  }
  const table = options.table?.table;
  for (const row of options.table?.rows.slice(0, table?.maxRows) ?? [])
    params.append(table!.param, writeRow(row, table!.columns));
  const tables = table ? [table] : [];
  if ([...params.keys()].length === 1) return clearQuery(options.keep ?? "", fields, tables);
  if (options.keep !== undefined) {
    const ours = new Set([VERSION_PARAM, ...fields.map((field) => field.param), ...tables.map(({ param }) => param)]);
    for (const [key, value] of toParams(options.keep)) if (!ours.has(key)) params.append(key, value);
  }
  return `?${params.toString()}`;
}

/** The query with this tool's parameters (and its tables' rows) removed (Reset); "" when nothing else is left. */
export function clearQuery(
  search: string | URLSearchParams,
  fields: readonly QueryField[],
  tables: readonly Pick<QueryTable, "param">[] = [],
): string {
  const ours = new Set([VERSION_PARAM, ...fields.map((field) => field.param), ...tables.map(({ param }) => param)]);
  const params = new URLSearchParams();
  for (const [key, value] of toParams(search)) if (!ours.has(key)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
