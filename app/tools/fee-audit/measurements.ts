import { calculateFbaFees, type SizeTierId } from "~/fba-fees";
import { parseCsvRecords } from "~/lib/csv";
import { fulfillmentFeeOn, type SkuAudit } from "./audit";
import { normaliseHeader, parseReportNumber } from "./report-parser";
import { parseLengthUnit, parseWeightUnit, toInches, toPounds, type LengthUnit, type WeightUnit } from "./units";

/**
 * The seller's own measurements of a unit in its packaging: a CSV (template below) or typed per row.
 * Columns by name, any order and case: sku, length, width, height, dimension_unit, weight, weight_unit and
 * optional units_per_month.
 */
export interface Measurement {
  sku: string;
  length: number;
  width: number;
  height: number;
  dimensionUnit: LengthUnit;
  weight: number;
  weightUnit: WeightUnit;
  unitsPerMonth: number | null;
}

export interface MeasurementIssue {
  line: number;
  message: string;
}

export const measurementTemplateCsv =
  "sku,length,width,height,dimension_unit,weight,weight_unit,units_per_month\r\n" +
  "YOUR-SKU-1,10.5,6,2,in,12,oz,300\r\n" +
  "YOUR-SKU-2,30,20,4.5,cm,450,g,\r\n";

const aliases: Readonly<Record<string, string>> = {
  "seller-sku": "sku",
  "unit-of-dimension": "dimension-unit",
  "unit-of-weight": "weight-unit",
  "units-per-month": "units-per-month",
  "monthly-units": "units-per-month",
};

export function parseMeasurementsCsv(text: string): { measurements: Measurement[]; issues: MeasurementIssue[] } {
  const records = parseCsvRecords(text).filter((record) => record.fields.some((field) => field.trim() !== ""));
  const header = records[0];
  if (!header) return { measurements: [], issues: [{ line: 1, message: "The file is empty." }] };
  const names = header.fields.map((field) => {
    const name = normaliseHeader(field);
    return aliases[name] ?? name;
  });
  const required = ["sku", "length", "width", "height", "dimension-unit", "weight", "weight-unit"];
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    return {
      measurements: [],
      issues: [
        {
          line: 1,
          message: `Missing column${missing.length === 1 ? "" : "s"}: ${missing.join(", ")}. Use the template.`,
        },
      ],
    };
  }
  const cell = (fields: string[], name: string) => fields[names.indexOf(name)] ?? "";
  const measurements: Measurement[] = [];
  const issues: MeasurementIssue[] = [];
  for (const { line, fields } of records.slice(1)) {
    const sku = cell(fields, "sku").trim();
    const numbers = ["length", "width", "height", "weight"].map((name) => parseReportNumber(cell(fields, name)));
    const [length, width, height, weight] = numbers;
    const dimensionUnit = parseLengthUnit(cell(fields, "dimension-unit"));
    const weightUnit = parseWeightUnit(cell(fields, "weight-unit"));
    const unitsText = names.includes("units-per-month") ? cell(fields, "units-per-month") : "";
    const unitsPerMonth = parseReportNumber(unitsText);
    if (!sku) {
      issues.push({ line, message: "No SKU." });
    } else if (
      length == null ||
      width == null ||
      height == null ||
      weight == null ||
      numbers.some((value) => value === null || value <= 0)
    ) {
      issues.push({ line, message: `${sku}: length, width, height and weight must be numbers above 0.` });
    } else if (!dimensionUnit || !weightUnit) {
      issues.push({ line, message: `${sku}: units must be in, cm or mm and lb, oz, g or kg.` });
    } else if (unitsPerMonth !== null && unitsPerMonth < 0) {
      issues.push({ line, message: `${sku}: units per month cannot be negative.` });
    } else {
      measurements.push({ sku, length, width, height, dimensionUnit, weight, weightUnit, unitsPerMonth });
    }
  }
  return { measurements, issues };
}

export interface MeasuredSaving {
  yourTier: SizeTierId;
  yourFee: number;
  /** Amazon's fee - your fee, per unit (negative: your measurements give a higher fee). */
  savingPerUnit: number;
  unitsPerMonth: number | null;
  savingPerMonth: number | null;
  savingPerYear: number | null;
}

/**
 * The tier and fee the seller's measurements give on the same date, price and fee basis as the audit, and
 * what a re-measurement would save. `fallbackUnitsPerMonth` applies when the measurement has no own figure.
 */
export function savingFromMeasurement(
  audit: SkuAudit,
  measurement: Measurement,
  fallbackUnitsPerMonth: number | null,
): MeasuredSaving | { error: string } {
  if (!audit.feeInput || audit.amazonFee === null || !audit.basis)
    return { error: "This row could not be checked, so there is nothing to compare with." };
  const result = calculateFbaFees({
    ...audit.feeInput,
    lengthIn: toInches(measurement.length, measurement.dimensionUnit),
    widthIn: toInches(measurement.width, measurement.dimensionUnit),
    heightIn: toInches(measurement.height, measurement.dimensionUnit),
    weightLb: toPounds(measurement.weight, measurement.weightUnit),
  });
  if (!result.ok) return { error: result.errors.map((error) => error.message).join(" ") };
  const yourFee = fulfillmentFeeOn(result.value, audit.basis);
  if (yourFee === null) return { error: "No fee could be computed for these measurements." };
  const savingCents = Math.round(audit.amazonFee * 100) - Math.round(yourFee * 100);
  const unitsPerMonth = measurement.unitsPerMonth ?? fallbackUnitsPerMonth;
  const savingPerMonth = unitsPerMonth === null ? null : Math.round(savingCents * unitsPerMonth) / 100;
  return {
    yourTier: result.value.sizeTier.tier,
    yourFee,
    savingPerUnit: savingCents / 100,
    unitsPerMonth,
    savingPerMonth,
    savingPerYear: savingPerMonth === null ? null : Math.round(savingPerMonth * 1200) / 100,
  };
}

/** SKUs where a re-measurement would lower the fee by more than a cent, largest saving first (per month, else per unit). */
export function remeasurementCandidates<T extends { audit: SkuAudit; saving: MeasuredSaving }>(
  entries: readonly T[],
): T[] {
  return entries
    .filter((entry) => entry.saving.savingPerUnit > 0.01)
    .sort(
      (a, b) =>
        (b.saving.savingPerMonth ?? 0) - (a.saving.savingPerMonth ?? 0) ||
        b.saving.savingPerUnit - a.saving.savingPerUnit,
    );
}
