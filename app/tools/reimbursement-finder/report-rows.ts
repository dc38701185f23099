import { type ReportKind } from "./reports";

/** The rows the finder keeps of each report, and what it read of each file. Plain data, so the worker can hand it to the page. */

/** A Ledger adjustment (or a row of the retired Inventory Adjustments report). */
export interface AdjustmentEvent {
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

export interface ReadReports {
  files: ReadFile[];
  adjustments: AdjustmentEvent[];
  receipts: ReceiptTotal[];
  reimbursements: ReimbursementRow[];
  returns: CustomerReturnRow[];
  removals: RemovalShipment[];
  replacements: ReplacementRow[];
}

export interface TextFile {
  name: string;
  text: string;
}
