import { columnAt, normaliseHeader, type Column, type ColumnIndex } from "~/tools/seller-reports/report-text";

/**
 * The reports the low-inventory-level fee predictor reads, told apart by their header rows (research:
 * docs/research/low-inventory-level-fee-reports.md). Headers are matched by name, case-insensitively, with spaces,
 * underscores and hyphens alike; extra columns are ignored and optional ones may be missing.
 */

export type PredictorReportKind = "fba-inventory" | "fee-preview" | "ledger" | "all-orders";

export const predictorReportNames: Record<PredictorReportKind, string> = {
  "fba-inventory": "FBA Inventory (Inventory Health)",
  "fee-preview": "Fee Preview",
  ledger: "Inventory Ledger (detailed view)",
  "all-orders": "All Orders",
};

/** The FBA Inventory report's columns the predictor reads, as public code reads the 2026 download (the research note). */
export const fbaInventoryColumns = {
  snapshotDate: "snapshot-date",
  sku: "sku",
  fnsku: "fnsku",
  asin: "asin",
  available: "available",
  inbound: "inbound-quantity",
  shipped7: "units-shipped-t7",
  shipped30: "units-shipped-t30",
  shipped90: "units-shipped-t90",
  shortTerm: "short-term-historical-days-of-supply",
  longTerm: "long-term-historical-days-of-supply",
  exempt: "exempted-from-low-inventory-level-fee?",
  appliedThisWeek: "low-inventory-level-fee-applied-in-current-week?",
} as const;

/** Required columns only, checked in this order; each list has a column no earlier one has, so one header never fits two. */
const formats: readonly { kind: PredictorReportKind; required: readonly Column[] }[] = [
  { kind: "fba-inventory", required: ["snapshot-date", "sku", "available"] },
  { kind: "fee-preview", required: ["sku", "product-size-tier"] },
  { kind: "ledger", required: ["date", "fnsku", "event-type", "quantity"] },
  { kind: "all-orders", required: ["amazon-order-id", "purchase-date", "sku", "quantity"] },
];

export function detectPredictorReport(index: ColumnIndex): PredictorReportKind | null {
  return formats.find((format) => format.required.every((column) => columnAt(index, column) !== -1))?.kind ?? null;
}

/** What an unrecognised header looked like, in words a seller can act on. */
export function describeUnknownHeader(fileName: string, header: readonly string[]): string {
  const names = header.map(normaliseHeader).filter((name) => name !== "");
  const known = `It reads: ${Object.values(predictorReportNames).join(", ")}.`;
  if (names.length === 0) return `"${fileName}" is empty or has no header row. ${known}`;
  if (names.includes("starting-warehouse-balance")) {
    return `"${fileName}" is the Inventory Ledger's summary view, which has no single shipments. Download the detailed view instead (Reports > Fulfillment > Inventory Ledger > Detailed view).`;
  }
  const shown = names.slice(0, 5).map((name) => `"${name}"`);
  const more = names.length > 5 ? ` and ${names.length - 5} more` : "";
  return `"${fileName}" is not a report this tool reads: its first row has ${names.length} column${names.length === 1 ? "" : "s"} (${shown.join(", ")}${more}). ${known}`;
}
