import { columnAt, normaliseHeader, type Column, type ColumnIndex } from "~/tools/seller-reports/report-text";

/**
 * The reports the reimbursement finder reads, told apart by their header rows (research
 * reimbursements-2026.md §2). Headers are matched by name, case-insensitively, with spaces, underscores and
 * hyphens alike; extra columns are ignored and optional ones may be missing. Tab- or comma-separated, with or
 * without a byte-order mark, CRLF or LF line ends, quoted fields. Reading never throws.
 */

export type ReportKind =
  | "ledger"
  | "reimbursements"
  | "customer-returns"
  | "removal-orders"
  | "removal-shipments"
  | "replacements"
  | "inventory-adjustments";

export const reportNames: Record<ReportKind, string> = {
  ledger: "Inventory Ledger (detailed view)",
  reimbursements: "Reimbursements",
  "customer-returns": "FBA Customer Returns",
  "removal-orders": "Removal Order Detail",
  "removal-shipments": "Removal Shipment Detail",
  replacements: "Replacements",
  "inventory-adjustments": "Inventory Adjustments (retired January 2023)",
};

interface ReportFormat {
  kind: ReportKind;
  required: readonly Column[];
}

/**
 * Required columns only: the fewest that tell the reports apart and that the rules need. Checked in this order;
 * each list includes a column no earlier report has, so one header never fits two.
 */
const formats: readonly ReportFormat[] = [
  // §2.1: "Date and Time" and "Store" are optional (the older and the newer download).
  {
    kind: "ledger",
    required: [
      "date",
      "fnsku",
      "event-type",
      "reference-id",
      "quantity",
      "fulfillment-center",
      "disposition",
      "reason",
    ],
  },
  // §2.3; Amazon's help page shows "Sku" capitalised in some marketplaces, which case-insensitive matching covers.
  {
    kind: "reimbursements",
    required: [
      "approval-date",
      "reimbursement-id",
      "reason",
      "quantity-reimbursed-cash",
      "quantity-reimbursed-inventory",
    ],
  },
  // §2.4: "order-id" on the JP help page, "amazon-order-id" on the IT, AU and BR ones.
  {
    kind: "customer-returns",
    required: ["return-date", ["order-id", "amazon-order-id"], "fnsku", "quantity", "detailed-disposition"],
  },
  // §2.5 (with or without order-source and service-speed).
  {
    kind: "removal-orders",
    required: ["request-date", "order-id", "order-type", "requested-quantity", "shipped-quantity"],
  },
  // §2.6: the newer column set and Amazon's older help page ("quantity shipped").
  {
    kind: "removal-shipments",
    required: ["shipment-date", "order-id", "fnsku", ["shipped-quantity", "quantity-shipped"]],
  },
  // §2.7: field names from a schema, not a copied header row (unconfirmed as a download's header).
  { kind: "replacements", required: ["shipment-date", "sku", "quantity", "original-amazon-order-id"] },
  // §2.8: retired 2023-01-31, still in sellers' archives. Amazon's own help page for it (UAE, 200372710, a stored copy)
  // names the date column "adjustment-date".
  { kind: "inventory-adjustments", required: [["adjusted-date", "adjustment-date"], "fnsku", "quantity", "reason"] },
];

export function detectReport(index: ColumnIndex): ReportKind | null {
  return formats.find((format) => format.required.every((column) => columnAt(index, column) !== -1))?.kind ?? null;
}

/** What an unrecognised header looked like, in words a seller can act on. */
export function describeUnknownHeader(fileName: string, header: readonly string[]): string {
  const names = header.map(normaliseHeader).filter((name) => name !== "");
  const known = `It reads: ${Object.values(reportNames).join(", ")}.`;
  if (names.length === 0) return `"${fileName}" is empty or has no header row. ${known}`;
  if (names.includes("starting-warehouse-balance")) {
    return `"${fileName}" is the Inventory Ledger's summary view, which has totals but no single events. Download the detailed view instead (Reports > Fulfillment > Inventory Ledger > Detailed view).`;
  }
  if (names.includes("expected-fulfillment-fee-per-unit") || names.includes("product-size-tier")) {
    return `"${fileName}" is the Fee Preview report. Fee overcharges are checked by the FBA fee audit, not here.`;
  }
  const shown = names.slice(0, 5).map((name) => `"${name}"`);
  const more = names.length > 5 ? ` and ${names.length - 5} more` : "";
  return `"${fileName}" is not a report this tool reads: its first row has ${names.length} column${names.length === 1 ? "" : "s"} (${shown.join(", ")}${more}). ${known}`;
}

/**
 * A file that is no text report, told by its first characters as decoded: an Excel workbook (.xlsx is a zip archive:
 * "PK" and bytes 3 and 4; the older .xls an OLE file: D0 CF 11 E0, read as windows-1252), or binary data (a NUL
 * character, which no report holds). Null for text.
 */
export function describeNotText(fileName: string, start: string): string | null {
  const asCsv = "Open it and save it as CSV, or download the report from Seller Central again as a .txt or .csv file.";
  if (start.startsWith("PK\u0003\u0004"))
    return `"${fileName}" is an Excel workbook (.xlsx), which this tool does not read. ${asCsv}`;
  if (start.startsWith("\u00d0\u00cf\u0011\u00e0"))
    return `"${fileName}" is an Excel workbook in the older .xls format, which this tool does not read. ${asCsv}`;
  if (start.includes("\u0000"))
    return `"${fileName}" is not a text file: it holds binary data. Drop the reports as Seller Central downloads them, .txt or .csv files.`;
  return null;
}
