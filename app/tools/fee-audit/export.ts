import { csvText } from "~/lib/csv";
import { tierLabel, type SkuAudit } from "./audit";
import type { MeasuredSaving } from "./measurements";

export const baseExportColumns = [
  "sku",
  "asin",
  "amazon_tier",
  "expected_tier",
  "amazon_fee",
  "expected_fee",
  "difference_per_unit",
  "flag",
] as const;
export const measurementExportColumns = ["your_tier", "your_fee", "saving_per_unit", "saving_per_month"] as const;

const money = (value: number | null | undefined) => (value === null || value === undefined ? "" : value.toFixed(2));

/**
 * The audit as CSV with exactly the columns (the measurement columns only when measurements were
 * given). Cells go through the shared CSV writer (app/lib/csv.ts), which neutralises spreadsheet formulas (= + - @).
 */
export function auditToCsv(audits: readonly SkuAudit[], savings?: ReadonlyMap<string, MeasuredSaving>): string {
  const withMeasurements = savings !== undefined && savings.size > 0;
  const header = withMeasurements ? [...baseExportColumns, ...measurementExportColumns] : [...baseExportColumns];
  const rows: string[][] = [header];
  for (const audit of audits) {
    const cells: string[] = [
      audit.sku,
      audit.asin,
      audit.amazonTier,
      tierLabel(audit.expectedTier),
      money(audit.amazonFee),
      money(audit.expectedFee),
      money(audit.difference),
      audit.flag,
    ];
    if (withMeasurements) {
      const saving = savings.get(audit.sku);
      cells.push(
        saving ? tierLabel(saving.yourTier) : "",
        money(saving?.yourFee),
        money(saving?.savingPerUnit),
        money(saving?.savingPerMonth),
      );
    }
    rows.push(cells);
  }
  return csvText(rows);
}
