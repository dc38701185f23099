import type { DateOrder } from "~/tools/seller-reports/report-dates";
import type { Delimiter } from "~/tools/seller-reports/report-text";
import { type ReportKind } from "./reports";
import type { FileEvents } from "./row-readers";

/** The rows the finder keeps of each report, and what it read of each file. Plain data, so the worker can hand it to the page. */

/** A Ledger adjustment (or a row of the retired Inventory Adjustments report). */
export interface AdjustmentEvent {
  /** The report: a reason code means something else in each (claim-rules.ts, adjustmentCodes). */
  source: "ledger" | "inventory-adjustments";
  date: string;
  fnsku: string;
  sku: string;
  asin: string;
  referenceId: string;
  /** Negative: units gone (lost, damaged, disposed); positive: units back (found, moved to unsellable). */
  quantity: number;
  fulfillmentCenter: string;
  disposition: string;
  reason: string;
}

/** A Ledger "Receipts" row. */
export interface ReceiptRow {
  date: string;
  shipmentId: string;
  fnsku: string;
  sku: string;
  asin: string;
  units: number;
  fulfillmentCenter: string;
}

/** Ledger "Receipts" summed per shipment (Reference ID) and FNSKU. */
export interface ReceiptTotal {
  shipmentId: string;
  fnsku: string;
  sku: string;
  asin: string;
  units: number;
  firstDate: string;
  fulfillmentCenter: string;
}

export interface ReimbursementRow {
  approvalDate: string;
  reimbursementId: string;
  caseId: string;
  orderId: string;
  reason: string;
  sku: string;
  fnsku: string;
  asin: string;
  amountPerUnit: number | null;
  currency: string;
  cashUnits: number;
  inventoryUnits: number;
}

export interface CustomerReturnRow {
  returnDate: string;
  orderId: string;
  sku: string;
  asin: string;
  fnsku: string;
  quantity: number;
  fulfillmentCenter: string;
  detailedDisposition: string;
  reason: string;
  /** The returned unit's license plate number (LPN): one per unit, so it tells two returns on one order apart. */
  licensePlate: string;
}

/** Units shipped back to the seller on a removal order, per FNSKU. */
export interface RemovalShipment {
  orderId: string;
  shipmentDate: string;
  /** The removal order's request date (the shipment date when the cell is empty): never after the shipment's creation. */
  requestDate: string;
  sku: string;
  fnsku: string;
  shippedUnits: number;
  carrier: string;
  trackingNumber: string;
  /** Removal Order Detail has no ship date: its last-updated-date stands in (see removalsReader). */
  fromOrderDetail: boolean;
}

export interface ReplacementRow {
  shipmentDate: string;
  sku: string;
  asin: string;
  fulfillmentCenter: string;
  quantity: number;
  reasonCode: string;
  replacementOrderId: string;
  originalOrderId: string;
}

export interface ReadFile {
  name: string;
  kind: ReportKind | null;
  /** Data rows read (every row of the file, kept or not). */
  rows: number;
  /** Why the file was not read, or what was odd about it. */
  message: string | null;
}

/**
 * The question the finder asks, once, when dates of a drop could be read two ways (03/04/2026) and nothing in the
 * drop tells which: the files and rows that wait for the answer, with dates from them as examples.
 */
export interface DateQuestion {
  files: { name: string; rows: number; examples: string[] }[];
}

export interface ReadReports {
  files: ReadFile[];
  adjustments: AdjustmentEvent[];
  receipts: ReceiptTotal[];
  reimbursements: ReimbursementRow[];
  returns: CustomerReturnRow[];
  removals: RemovalShipment[];
  replacements: ReplacementRow[];
  dateQuestion: DateQuestion | null;
}

/**
 * What reading one file gave (report-file.ts). A file whose own dates show their order is read into its events as it
 * comes; the lines of one that cannot tell (of the rows the rules use: all of a report's, a Ledger's adjustments and
 * receipts) wait for the drop's decision (read-reports.ts).
 */
export interface FileRead {
  name: string;
  kind: ReportKind | null;
  rows: number;
  /** Why it was not read (an unknown header, a workbook, binary data); null for a report. */
  message: string | null;
  delimiter: Delimiter;
  header: string[];
  /** The date order its own dates show, and the first date that shows it. */
  shown: DateOrder | null;
  shownBy: string;
  /** With `shown`: the events, read in it, and its dates that no reading fits. */
  events: FileEvents | null;
  unreadableDates: number;
  /** Without `shown`: the lines still to read. */
  lines: string[];
  /** Rows the rules use, read or waiting: what a drop's memory grows with (finder-session.ts, MAX_ROWS_USED). */
  rowsUsed: number;
  /** True when the reading stopped at the drop's limit of rows used. */
  isTooLarge: boolean;
  /** A Ledger's Country values among the rows kept (one, as a rule): the marketplace its dates are written for. */
  countries: string[];
}

export interface TextFile {
  name: string;
  text: string;
}
