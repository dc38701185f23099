import { csvText, parseCsvRecords, unprotectCsvField } from "~/lib/csv";
import { emptyLine, lineFieldLabels, lineTierLabels, type LineFieldName, type LineValues } from "./comparator-form";
import { lineTiers, MAX_LINES, type Comparison, type LineTier } from "./placement-comparison";

/**
 * The comparator's CSV, through the site's one reader and writer (~/lib/csv.ts): a shipment's lines in (one row per
 * SKU, the columns named by its header row), the same columns out, so a download opens again as it was, and the
 * comparison out. Pure: the page reads a dropped file in a worker (read-shipment.worker.ts).
 */

/** The columns of a lines file, in the order the tool writes them. */
export const lineCsvColumns: Readonly<Record<LineFieldName, string>> = {
  sku: "sku",
  units: "units",
  unitsPerCarton: "units_per_carton",
  tier: "size_tier",
  length: "length_in",
  width: "width_in",
  height: "height_in",
  weight: "weight_lb",
  cartonLength: "carton_length_in",
  cartonWidth: "carton_width_in",
  cartonHeight: "carton_height_in",
  cartonWeight: "carton_weight_lb",
};

/** Other names a header may give a column (compared lowercased, units in brackets and punctuation left out). */
const headerAliases: Readonly<Record<string, LineFieldName>> = {
  "seller sku": "sku",
  "merchant sku": "sku",
  quantity: "units",
  qty: "units",
  "units shipped": "units",
  "units per box": "unitsPerCarton",
  "case pack": "unitsPerCarton",
  "case quantity": "unitsPerCarton",
  tier: "tier",
  length: "length",
  width: "width",
  height: "height",
  weight: "weight",
  "unit weight": "weight",
  "shipping weight": "weight",
  "box length": "cartonLength",
  "box width": "cartonWidth",
  "box height": "cartonHeight",
  "box weight": "cartonWeight",
};

const normalizeHeader = (name: string) =>
  name
    .toLowerCase()
    .replace(/\((?:in|inches|lb|lbs|pounds)\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/ (?:in|lb)$/, "");

const columnOf = new Map<string, LineFieldName>([
  ...(Object.entries(lineCsvColumns) as [LineFieldName, string][]).map(
    ([field, column]) => [normalizeHeader(column), field] as const,
  ),
  ...(Object.entries(lineFieldLabels) as [LineFieldName, string][]).map(
    ([field, label]) => [normalizeHeader(label), field] as const,
  ),
  ...Object.entries(headerAliases),
]);

/** A size tier as a file may write it: its id or its name ("large-standard", "Large standard"), any case. */
function readTier(text: string): LineTier | "" | null {
  const wanted = normalizeHeader(text);
  if (wanted === "") return "";
  const tier = lineTiers.find((candidate) => normalizeHeader(candidate) === wanted);
  if (tier) return tier;
  const byName = (Object.entries(lineTierLabels) as [LineTier | "", string][]).find(
    ([id, label]) => id !== "" && normalizeHeader(label) === wanted,
  );
  if (byName) return byName[0];
  return wanted.startsWith("extra large") ? "extra-large" : null;
}

export interface ReadShipment {
  lines: LineValues[];
  /** What could not be read, by the file's line number (0: the file as a whole). */
  problems: { line: number; message: string }[];
}

/**
 * A shipment's lines from CSV text: a header row naming the columns, then one row per SKU. Cells stay text (the form
 * checks them, under each field); blank rows are skipped. Never throws.
 */
export function readShipmentCsv(text: string): ReadShipment {
  const records = parseCsvRecords(text).filter((record) => record.fields.some((field) => field.trim() !== ""));
  const header = records[0];
  if (!header) return { lines: [], problems: [{ line: 0, message: "The file is empty." }] };
  const columns = new Map<LineFieldName, number>();
  header.fields.forEach((name, index) => {
    const field = columnOf.get(normalizeHeader(name));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const required: LineFieldName[] = ["sku", "units", "unitsPerCarton", "weight"];
  const missing = required.filter((field) => !columns.has(field));
  if (!columns.has("tier") && !["length", "width", "height"].every((field) => columns.has(field as LineFieldName)))
    missing.push("length", "width", "height");
  if (missing.length > 0) {
    return {
      lines: [],
      problems: [
        {
          line: header.line,
          message: `The header row must name the columns ${missing.map((field) => lineCsvColumns[field]).join(", ")} (or size_tier instead of the unit's dimensions).`,
        },
      ],
    };
  }
  const problems: ReadShipment["problems"] = [];
  const rows = records.slice(1);
  if (rows.length > MAX_LINES)
    problems.push({ line: 0, message: `The comparison takes ${MAX_LINES} lines: the first ${MAX_LINES} were read.` });
  const lines = rows.slice(0, MAX_LINES).map((record) => {
    const line: LineValues = { ...emptyLine };
    for (const [field, index] of columns) line[field] = unprotectCsvField((record.fields[index] ?? "").trim());
    const tier = readTier(line.tier);
    if (tier === null) {
      problems.push({
        line: record.line,
        message: `"${line.tier}" is not a size tier: the line's size is read from its dimensions.`,
      });
    }
    line.tier = tier ?? "";
    return line;
  });
  return { lines, problems };
}

/** A hundred lines of CSV are a few kilobytes: a file past this is not a shipment's lines, and is not read. */
export const MAX_SHIPMENT_FILE_BYTES = 1_000_000;

/** A dropped file's lines (read in a worker on the page, read-shipment.worker.ts). */
export async function readShipmentFile(file: Blob): Promise<ReadShipment> {
  if (file.size > MAX_SHIPMENT_FILE_BYTES)
    return {
      lines: [],
      problems: [
        { line: 0, message: "This file is over 1 MB: a shipment's lines fit in far less. Is it the right file?" },
      ],
    };
  return readShipmentCsv(await file.text());
}

/** The lines as CSV in the columns the reader takes, so a downloaded file can be dropped in again. */
export function linesToCsv(lines: readonly LineValues[]): string {
  const fields = Object.keys(lineCsvColumns) as LineFieldName[];
  return csvText([
    fields.map((field) => lineCsvColumns[field]),
    ...lines.map((line) => fields.map((field) => line[field])),
  ]);
}

/** The comparison's CSV columns, in this order. */
export const comparisonCsvColumns = [
  "row",
  "split",
  "available",
  "sku",
  "size_tier",
  "shipping_weight_lb",
  "units",
  "cartons",
  "locations",
  "fee_per_unit",
  "fee_figure",
  "placement_fee",
  "freight",
  "prep_and_labour",
  "total",
  "per_unit",
  "fee_charged_on",
  "charge_date_is_earliest",
] as const;

const amount = (value: number) => value.toFixed(2);

/**
 * The comparison as CSV: for each split, a `line` row per SKU (its fee per unit, the figure of Amazon's range it is,
 * and its placement fee; empty where Amazon does not offer the split for it), then the split's `shipment` row (empty
 * amounts where Amazon does not offer the split for the shipment) (placement fee + freight + prep and labour = total, per
 * unit, the day the fee is charged: the earliest possible day when no receipt date was given). Amounts in dollars with
 * two decimals (per unit: four), no currency sign.
 */
export function comparisonToCsv(comparison: Comparison): string {
  const rows: (string | number)[][] = [[...comparisonCsvColumns]];
  for (const split of comparison.splits) {
    const available = split.isAvailable ? "yes" : "no";
    for (const line of comparison.lines) {
      const fee = line.fees[split.choice];
      // A split Amazon does not offer this line has no fee for it.
      const offered = fee.rate.offered;
      rows.push([
        "line",
        split.choice,
        available,
        line.sku,
        line.tier,
        line.shippingWeightLb,
        line.units,
        line.cartons,
        "",
        offered ? fee.perUnit.toFixed(2) : "",
        offered ? (fee.figure ?? "") : "",
        offered ? amount(fee.amount) : "",
        ...Array<string>(6).fill(""),
      ]);
    }
    // A split Amazon does not offer the shipment has no total.
    const charged = split.isAvailable && split.placementFee > 0;
    rows.push([
      "shipment",
      split.choice,
      available,
      "",
      "",
      "",
      comparison.units,
      comparison.cartons,
      split.destinations,
      "",
      "",
      ...(split.isAvailable
        ? [
            amount(split.placementFee),
            amount(split.freight),
            amount(split.prep),
            amount(split.total),
            split.perUnit.toFixed(4),
          ]
        : ["", "", "", "", ""]),
      charged ? comparison.chargedOn : "",
      charged ? (comparison.chargeDateIsEarliest ? "yes" : "no") : "",
    ]);
  }
  return csvText(rows);
}
