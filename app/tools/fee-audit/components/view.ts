import {
  remeasurementCandidates,
  savingFromMeasurement,
  type AuditFlag,
  type MeasuredSaving,
  type Measurement,
  type SkuAudit,
} from "~/tools/fee-audit";
import { parseLengthUnit, parseWeightUnit } from "~/tools/fee-audit/units";

/**
 * What the FBA fee audit shows, worked out from the audited rows and the seller's measurements (pure, so it is
 * tested without a browser): the savings the measurements price, the re-measurement candidates, the table's
 * filter and sort, and the check of a measurement typed in. The components only lay it out.
 */

export const flagText: Record<AuditFlag, string> = {
  ok: "OK",
  tier_mismatch: "Tier mismatch",
  fee_mismatch: "Fee mismatch",
  unchecked: "Not checked",
};
export const flagTone: Record<AuditFlag, "good" | "bad" | "estimate" | "neutral"> = {
  ok: "good",
  tier_mismatch: "bad",
  fee_mismatch: "bad",
  unchecked: "neutral",
};

const isFlagged = (audit: SkuAudit) => audit.flag === "tier_mismatch" || audit.flag === "fee_mismatch";

/** "Units a month, all SKUs": a number of 0 or more, or null when empty or not a number. */
export function unitsForAllSkus(text: string): number | null {
  return text.trim() === "" || !(Number(text) >= 0) ? null : Number(text);
}

export type MeasuredSavings = { bySku: ReadonlyMap<string, MeasuredSaving>; errors: string[] };

/** What each measured SKU's own measurements would save, and why a measurement could not be priced. */
export function measuredSavings(
  audits: readonly SkuAudit[],
  measurements: ReadonlyMap<string, Measurement>,
  unitsForAll: number | null,
): MeasuredSavings {
  const bySku = new Map<string, MeasuredSaving>();
  const errors: string[] = [];
  for (const audit of audits) {
    const measurement = measurements.get(audit.sku);
    if (!measurement) continue;
    const saving = savingFromMeasurement(audit, measurement, unitsForAll);
    if ("error" in saving) errors.push(`${audit.sku}: ${saving.error}`);
    else bySku.set(audit.sku, saving);
  }
  return { bySku, errors };
}

/** The measured SKUs worth a re-measurement, largest saving first, and what they save a month together. */
export function remeasurePlan(audits: readonly SkuAudit[], savings: MeasuredSavings) {
  const candidates = remeasurementCandidates(
    audits.flatMap((audit) => {
      const saving = savings.bySku.get(audit.sku);
      return saving ? [{ audit, saving }] : [];
    }),
  );
  const monthlySaving = candidates.reduce((total, entry) => total + (entry.saving.savingPerMonth ?? 0), 0);
  return { candidates, monthlySaving };
}

export type AuditFilter = "all" | "flagged" | AuditFlag;
export type SortKey = "sku" | "amazonFee" | "expectedFee" | "difference" | "flag" | "saving";
export type AuditSort = { key: SortKey; descending: boolean };

/** A column header click: the same column turns around, another column sorts descending. */
export function nextSort(current: AuditSort, key: SortKey): AuditSort {
  return { key, descending: current.key === key ? !current.descending : true };
}

/** The rows the table shows: those passing the filter and matching the search (SKU, ASIN or title), sorted. */
export function visibleAudits(
  audits: readonly SkuAudit[],
  { filter, search, sort }: { filter: AuditFilter; search: string; sort: AuditSort },
  savingsBySku: ReadonlyMap<string, MeasuredSaving>,
): SkuAudit[] {
  const needle = search.trim().toLowerCase();
  const rows = audits.filter((audit) => {
    if (filter === "flagged" && !isFlagged(audit)) return false;
    if (filter !== "all" && filter !== "flagged" && audit.flag !== filter) return false;
    return (
      needle === "" ||
      audit.sku.toLowerCase().includes(needle) ||
      audit.asin.toLowerCase().includes(needle) ||
      audit.productName.toLowerCase().includes(needle)
    );
  });
  // Rows without the value (no fee, no measurement) sort below every number.
  const value = (audit: SkuAudit): string | number => {
    if (sort.key === "sku") return audit.sku;
    if (sort.key === "flag") return audit.flag;
    if (sort.key === "saving") return savingsBySku.get(audit.sku)?.savingPerUnit ?? -Infinity;
    return audit[sort.key] ?? -Infinity;
  };
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === "string" && typeof right === "string" ? left.localeCompare(right) : Number(left) - Number(right);
    return sort.descending ? -order : order;
  });
}

/** The SKUs the measurement form offers: flagged ones first, as they are the ones worth measuring, then the OK ones. */
export function measurableSkus(audits: readonly SkuAudit[]): string[] {
  return [...audits.filter(isFlagged), ...audits.filter((audit) => audit.flag === "ok")].map((audit) => audit.sku);
}

export type MeasurementForm = {
  sku: string;
  length: string;
  width: string;
  height: string;
  dimensionUnit: string;
  weight: string;
  weightUnit: string;
  units: string;
};

export const emptyMeasurementForm: MeasurementForm = {
  sku: "",
  length: "",
  width: "",
  height: "",
  dimensionUnit: "in",
  weight: "",
  weightUnit: "lb",
  units: "",
};

/** A measurement typed into the form, or what to fix. An unchosen SKU is the first one offered. */
export function readMeasurementForm(
  form: MeasurementForm,
  skus: readonly string[],
): { ok: true; measurement: Measurement } | { ok: false; message: string } {
  const numbers = [form.length, form.width, form.height, form.weight].map(Number);
  const dimensionUnit = parseLengthUnit(form.dimensionUnit);
  const weightUnit = parseWeightUnit(form.weightUnit);
  const sku = form.sku || skus[0] || "";
  if (!sku || numbers.some((value) => !(value > 0)) || !dimensionUnit || !weightUnit)
    return { ok: false, message: "Enter a length, width, height and weight above 0." };
  const units = form.units.trim() === "" ? null : Number(form.units);
  if (units !== null && !(units >= 0)) return { ok: false, message: "Units per month must be 0 or more." };
  const [length = 0, width = 0, height = 0, weight = 0] = numbers;
  return {
    ok: true,
    measurement: { sku, length, width, height, dimensionUnit, weight, weightUnit, unitsPerMonth: units },
  };
}
