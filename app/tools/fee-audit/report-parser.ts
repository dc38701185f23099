import { parseCsvRecords } from "~/lib/csv";
import { parseLengthUnit, parseWeightUnit, type LengthUnit, type WeightUnit } from "./units";

/**
 * Parser of Amazon's Fee Preview report (Seller Central > Reports > Fulfillment > Fee Preview, or the
 * SP-API report GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA): tab-separated text, one header row of lower-case
 * hyphenated names, then one row per SKU. Columns are found by name, never by position; unknown columns are
 * ignored; `--`, `N/A` and empty cells are missing values (never 0). A file re-saved as CSV by a spreadsheet
 * is read too. Parsing never throws.
 */

export interface FeePreviewRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  sku: string;
  fnsku: string;
  asin: string;
  productName: string;
  productGroup: string;
  yourPrice: number | null;
  salesPrice: number | null;
  longestSide: number | null;
  medianSide: number | null;
  shortestSide: number | null;
  /** The unit word as written, and what it means (null when unknown or missing). */
  dimensionUnitText: string;
  dimensionUnit: LengthUnit | null;
  itemPackageWeight: number | null;
  weightUnitText: string;
  weightUnit: WeightUnit | null;
  productSizeTier: string;
  currency: string;
  estimatedFeeTotal: number | null;
  estimatedReferralFee: number | null;
  estimatedClosingFee: number | null;
  expectedFulfillmentFee: number | null;
}

export type ParsedFeePreview =
  | { ok: true; rows: FeePreviewRow[]; ignoredColumns: string[]; skippedLines: number }
  | { ok: false; message: string; missingColumns: string[] };

/** Columns the audit cannot do without. */
export const requiredColumns = [
  "sku",
  "asin",
  "your-price",
  "longest-side",
  "median-side",
  "shortest-side",
  "unit-of-dimension",
  "item-package-weight",
  "unit-of-weight",
  "product-size-tier",
  "currency",
  "expected-fulfillment-fee-per-unit",
] as const;

const optionalColumns = [
  "fnsku",
  "product-name",
  "product-group",
  "sales-price",
  "estimated-fee-total",
  "estimated-referral-fee-per-unit",
  "estimated-variable-closing-fee",
] as const;

type KnownColumn = (typeof requiredColumns)[number] | (typeof optionalColumns)[number];
const knownColumns: ReadonlySet<string> = new Set<string>([...requiredColumns, ...optionalColumns]);

/**
 * One spelling for a header: lower case, hyphens for spaces and underscores, "fulfilment" (EU spelling)
 * as "fulfillment", and the long future-fee header cut to its name.
 */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .replace(/^"|"$/g, "")
    .replace(/\s*\(.*\)\s*$/, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/fulfilment/g, "fulfillment");
}

const missingValues = new Set(["", "--", "-", "n/a", "na", "null"]);

/** A number cell: missing markers give null; a leading $ and thousands commas are tolerated. */
export function parseReportNumber(cell: string | undefined): number | null {
  const text = (cell ?? "").trim();
  if (missingValues.has(text.toLowerCase())) return null;
  const cleaned = text.replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^-?\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

const textCell = (cell: string | undefined) => {
  const text = (cell ?? "").trim();
  return text === "--" ? "" : text;
};

/** Removes the quotes a spreadsheet adds around a tab-separated cell. */
const unquote = (cell: string) =>
  cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;

function splitRecords(text: string): { line: number; fields: string[] }[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const firstBreak = source.search(/\r|\n/);
  const header = firstBreak === -1 ? source : source.slice(0, firstBreak);
  if (!header.includes("\t") && header.includes(",")) return parseCsvRecords(source);
  // Amazon's own file: tabs, no quoting, so a plain split is exact (and fast on 20,000 rows).
  return source.split(/\r\n|\n|\r/).map((line, index) => ({
    line: index + 1,
    fields: line.includes('"') ? line.split("\t").map(unquote) : line.split("\t"),
  }));
}

export function parseFeePreviewReport(text: string): ParsedFeePreview {
  const records = splitRecords(text).filter((record) => record.fields.some((field) => field.trim() !== ""));
  const header = records[0];
  if (!header) {
    return {
      ok: false,
      message: "The file is empty. Choose the Fee Preview report (a .txt file) you downloaded from Seller Central.",
      missingColumns: [...requiredColumns],
    };
  }
  const names = header.fields.map(normaliseHeader);
  const index = new Map<string, number>();
  names.forEach((name, position) => {
    if (knownColumns.has(name) && !index.has(name)) index.set(name, position);
  });
  const missingColumns = requiredColumns.filter((column) => !index.has(column));
  if (missingColumns.length > 0) {
    const looksLikeEu =
      names.includes("product-size-weight-band") ||
      names.some((name) => name.startsWith("expected-domestic-fulfillment"));
    const message = looksLikeEu
      ? "This is a European Fee Preview report. Only the US report (US dollars, US size tiers) is supported for now."
      : `This does not look like Amazon's Fee Preview report: it has no ${missingColumns.map((column) => `"${column}"`).join(", ")} column${missingColumns.length === 1 ? "" : "s"}.`;
    return { ok: false, message, missingColumns };
  }
  const at = (fields: string[], column: KnownColumn) => {
    const position = index.get(column);
    return position === undefined ? undefined : fields[position];
  };
  const rows: FeePreviewRow[] = [];
  let skippedLines = 0;
  for (const record of records.slice(1)) {
    const { fields } = record;
    const sku = textCell(at(fields, "sku"));
    if (sku === "") {
      skippedLines += 1;
      continue;
    }
    const dimensionUnitText = textCell(at(fields, "unit-of-dimension"));
    const weightUnitText = textCell(at(fields, "unit-of-weight"));
    rows.push({
      line: record.line,
      sku,
      fnsku: textCell(at(fields, "fnsku")),
      asin: textCell(at(fields, "asin")),
      productName: textCell(at(fields, "product-name")),
      productGroup: textCell(at(fields, "product-group")),
      yourPrice: parseReportNumber(at(fields, "your-price")),
      salesPrice: parseReportNumber(at(fields, "sales-price")),
      longestSide: parseReportNumber(at(fields, "longest-side")),
      medianSide: parseReportNumber(at(fields, "median-side")),
      shortestSide: parseReportNumber(at(fields, "shortest-side")),
      dimensionUnitText,
      dimensionUnit: parseLengthUnit(dimensionUnitText),
      itemPackageWeight: parseReportNumber(at(fields, "item-package-weight")),
      weightUnitText,
      weightUnit: parseWeightUnit(weightUnitText),
      productSizeTier: textCell(at(fields, "product-size-tier")),
      currency: textCell(at(fields, "currency")).toUpperCase(),
      estimatedFeeTotal: parseReportNumber(at(fields, "estimated-fee-total")),
      estimatedReferralFee: parseReportNumber(at(fields, "estimated-referral-fee-per-unit")),
      estimatedClosingFee: parseReportNumber(at(fields, "estimated-variable-closing-fee")),
      expectedFulfillmentFee: parseReportNumber(at(fields, "expected-fulfillment-fee-per-unit")),
    });
  }
  const ignoredColumns = names.filter((name) => name !== "" && !knownColumns.has(name));
  return { ok: true, rows, ignoredColumns, skippedLines };
}

/**
 * Bytes of a downloaded report as text. Amazon does not document the encoding (research 1): a UTF-16
 * byte-order mark wins, then strict UTF-8, then windows-1252 (what public parsers of this report assume).
 */
export function decodeReportBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
