import {
  columnAt,
  columnIndex,
  delimiterOf,
  describeUnknownHeader,
  detectReport,
  forEachLine,
  headerLineOf,
  readAmount,
  readCount,
  readDate,
  splitFields,
  type ColumnIndex,
  type Delimiter,
  type ReportKind,
} from "./reports";

/**
 * Every dropped file read into the few events the claim rules need (./find-claims.ts). Plain data, so the worker
 * can hand it to the page. A year of Ledger is mostly shipments and transfers: only adjustments and receipts are
 * kept, and receipts only as totals per shipment and FNSKU.
 */

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
  sku: string;
  fnsku: string;
  shippedUnits: number;
  carrier: string;
  trackingNumber: string;
  /** Removal Order Detail has no ship date: its last-updated-date stands in (see readRemovalOrders). */
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

type Cell = (fields: readonly string[]) => string;

/** readDate that counts the cells it could not read, for the file's message. */
type DateReader = (cell: string) => string | null;

/** A reader of one column by name (or spellings); "" when the column or the cell is missing. */
function cellReader(index: ColumnIndex, ...spellings: string[]): Cell {
  const position = columnAt(index, spellings);
  return position === -1 ? () => "" : (fields) => (fields[position] ?? "").trim();
}

interface RowSink {
  onFields: (fields: string[]) => void;
  /** Set when the reader handles raw lines itself (the Ledger's fast path). */
  onLine?: (line: string) => void;
}

function ledgerReader(
  index: ColumnIndex,
  delimiter: Delimiter,
  into: ReadReports,
  receiptTotals: Map<string, ReceiptTotal>,
  dated: DateReader,
): RowSink {
  const eventTypeAt = columnAt(index, "event-type");
  const date = cellReader(index, "date");
  const fnsku = cellReader(index, "fnsku");
  const sku = cellReader(index, "msku", "sku");
  const asin = cellReader(index, "asin");
  const referenceId = cellReader(index, "reference-id");
  const quantity = cellReader(index, "quantity");
  const fulfillmentCenter = cellReader(index, "fulfillment-center");
  const disposition = cellReader(index, "disposition");
  const reason = cellReader(index, "reason");

  const onFields = (fields: string[]) => {
    const eventType = (fields[eventTypeAt] ?? "").trim().toLowerCase();
    if (eventType === "adjustments") {
      const day = dated(date(fields));
      if (!day) return;
      into.adjustments.push({
        date: day,
        fnsku: fnsku(fields),
        sku: sku(fields),
        asin: asin(fields),
        referenceId: referenceId(fields),
        quantity: readCount(quantity(fields)),
        fulfillmentCenter: fulfillmentCenter(fields),
        disposition: disposition(fields),
        reason: reason(fields),
      });
    } else if (eventType === "receipts") {
      const day = dated(date(fields));
      const shipmentId = referenceId(fields);
      if (!day || shipmentId === "") return;
      const key = `${shipmentId}\t${fnsku(fields)}`;
      const total = receiptTotals.get(key);
      if (total) {
        total.units += readCount(quantity(fields));
        if (day < total.firstDate) total.firstDate = day;
      } else {
        receiptTotals.set(key, {
          shipmentId,
          fnsku: fnsku(fields),
          sku: sku(fields),
          asin: asin(fields),
          units: readCount(quantity(fields)),
          firstDate: day,
          fulfillmentCenter: fulfillmentCenter(fields),
        });
      }
    }
  };
  if (delimiter === ",") return { onFields };
  // Tab-separated, the SP-API's form: most rows are shipments, so the event type is looked at before the row is split.
  return {
    onFields,
    onLine: (line) => {
      let start = 0;
      for (let column = 0; column < eventTypeAt; column += 1) {
        start = line.indexOf("\t", start) + 1;
        if (start === 0) return;
      }
      const first = line.charCodeAt(start) === 34 ? line.charCodeAt(start + 1) : line.charCodeAt(start);
      // "Adjustments" and "Receipts" (either case); everything else is skipped unsplit.
      if (first !== 65 && first !== 97 && first !== 82 && first !== 114) return;
      onFields(splitFields(line, "\t"));
    },
  };
}

function reimbursementsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const approvalDate = cellReader(index, "approval-date");
  const reimbursementId = cellReader(index, "reimbursement-id");
  const caseId = cellReader(index, "case-id");
  const orderId = cellReader(index, "amazon-order-id", "order-id");
  const reason = cellReader(index, "reason");
  const sku = cellReader(index, "sku");
  const fnsku = cellReader(index, "fnsku");
  const asin = cellReader(index, "asin");
  const amountPerUnit = cellReader(index, "amount-per-unit");
  const currency = cellReader(index, "currency-unit", "currency");
  const cash = cellReader(index, "quantity-reimbursed-cash");
  const inventory = cellReader(index, "quantity-reimbursed-inventory");
  return {
    onFields: (fields) => {
      const day = dated(approvalDate(fields));
      if (!day) return;
      into.reimbursements.push({
        approvalDate: day,
        reimbursementId: reimbursementId(fields),
        caseId: caseId(fields),
        orderId: orderId(fields),
        reason: reason(fields),
        sku: sku(fields),
        fnsku: fnsku(fields),
        asin: asin(fields),
        amountPerUnit: readAmount(amountPerUnit(fields)),
        currency: currency(fields).toUpperCase(),
        cashUnits: readCount(cash(fields)),
        inventoryUnits: readCount(inventory(fields)),
      });
    },
  };
}

function returnsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const returnDate = cellReader(index, "return-date");
  const orderId = cellReader(index, "order-id", "amazon-order-id");
  const sku = cellReader(index, "sku");
  const asin = cellReader(index, "asin");
  const fnsku = cellReader(index, "fnsku");
  const quantity = cellReader(index, "quantity");
  const fulfillmentCenter = cellReader(index, "fulfillment-center-id");
  const detailedDisposition = cellReader(index, "detailed-disposition");
  const reason = cellReader(index, "reason");
  return {
    onFields: (fields) => {
      const day = dated(returnDate(fields));
      if (!day) return;
      into.returns.push({
        returnDate: day,
        orderId: orderId(fields),
        sku: sku(fields),
        asin: asin(fields),
        fnsku: fnsku(fields),
        quantity: readCount(quantity(fields)),
        fulfillmentCenter: fulfillmentCenter(fields),
        detailedDisposition: detailedDisposition(fields)
          .toUpperCase()
          .replace(/[\s-]+/g, "_"),
        reason: reason(fields),
      });
    },
  };
}

/**
 * Units shipped back on removal orders, from Removal Shipment Detail (its shipment-date) or Removal Order Detail,
 * which has no ship date: its last-updated-date stands in (unconfirmed: it is the order's last change, usually its
 * last shipment). Removal Shipment Detail's rows win for an order that has both (see mergeRemovals).
 */
function removalsReader(index: ColumnIndex, into: ReadReports, dated: DateReader, fromOrderDetail: boolean): RowSink {
  const shipmentDate = cellReader(index, "shipment-date");
  const lastUpdated = cellReader(index, "last-updated-date");
  const requestDate = cellReader(index, "request-date");
  const dateOf = (fields: readonly string[]) =>
    fromOrderDetail ? (readDate(lastUpdated(fields)) ?? dated(requestDate(fields))) : dated(shipmentDate(fields));
  const orderId = cellReader(index, "order-id");
  const orderType = cellReader(index, "order-type");
  const sku = cellReader(index, "sku");
  const fnsku = cellReader(index, "fnsku");
  const shipped = cellReader(index, "shipped-quantity", "quantity-shipped");
  const carrier = cellReader(index, "carrier");
  const trackingNumber = cellReader(index, "tracking-number");
  return {
    onFields: (fields) => {
      // Disposals ship nothing back to the seller.
      if (orderType(fields).toLowerCase() === "disposal") return;
      const day = dateOf(fields);
      const units = readCount(shipped(fields));
      if (!day || units <= 0) return;
      into.removals.push({
        orderId: orderId(fields),
        shipmentDate: day,
        sku: sku(fields),
        fnsku: fnsku(fields),
        shippedUnits: units,
        carrier: carrier(fields),
        trackingNumber: trackingNumber(fields),
        fromOrderDetail,
      });
    },
  };
}

function replacementsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const shipmentDate = cellReader(index, "shipment-date");
  const sku = cellReader(index, "sku");
  const asin = cellReader(index, "asin");
  const fulfillmentCenter = cellReader(index, "fulfillment-center-id");
  const quantity = cellReader(index, "quantity");
  const reasonCode = cellReader(index, "replacement-reason-code");
  const replacementOrderId = cellReader(index, "replacement-customer-order-id");
  const originalOrderId = cellReader(index, "original-amazon-order-id");
  return {
    onFields: (fields) => {
      const day = dated(shipmentDate(fields));
      if (!day) return;
      into.replacements.push({
        shipmentDate: day,
        sku: sku(fields),
        asin: asin(fields),
        fulfillmentCenter: fulfillmentCenter(fields),
        quantity: readCount(quantity(fields)),
        reasonCode: reasonCode(fields),
        replacementOrderId: replacementOrderId(fields),
        originalOrderId: originalOrderId(fields),
      });
    },
  };
}

/** The retired Inventory Adjustments report: the same events as the Ledger's adjustments (§2.8). */
function adjustmentsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const date = cellReader(index, "adjusted-date");
  const transactionId = cellReader(index, "transaction-item-id");
  const fnsku = cellReader(index, "fnsku");
  const sku = cellReader(index, "sku");
  const fulfillmentCenter = cellReader(index, "fulfillment-center-id");
  const quantity = cellReader(index, "quantity");
  const reason = cellReader(index, "reason");
  const disposition = cellReader(index, "disposition");
  return {
    onFields: (fields) => {
      const day = dated(date(fields));
      if (!day) return;
      into.adjustments.push({
        date: day,
        fnsku: fnsku(fields),
        sku: sku(fields),
        asin: "",
        referenceId: transactionId(fields),
        quantity: readCount(quantity(fields)),
        fulfillmentCenter: fulfillmentCenter(fields),
        disposition: disposition(fields),
        reason: reason(fields),
      });
    },
  };
}

/** Removal Shipment Detail is the better record; an order's Removal Order Detail rows count only without it. */
function mergeRemovals(removals: RemovalShipment[]): RemovalShipment[] {
  const shippedOrders = new Set(removals.filter((row) => !row.fromOrderDetail).map((row) => row.orderId));
  return removals.filter((row) => !row.fromOrderDetail || !shippedOrders.has(row.orderId));
}

/** Reads every file; a file that is not one of the reports gets a message and the others are still read. */
export function readReports(files: readonly TextFile[]): ReadReports {
  const into: ReadReports = {
    files: [],
    adjustments: [],
    receipts: [],
    reimbursements: [],
    returns: [],
    removals: [],
    replacements: [],
  };
  const receiptTotals = new Map<string, ReceiptTotal>();
  const seen = new Map<string, string>();
  for (const file of files) {
    // The same report dropped twice (two names, one download) would count every unit twice.
    const sameAs = seen.get(file.text);
    if (sameAs !== undefined) {
      into.files.push({
        name: file.name,
        kind: null,
        rows: 0,
        message: `"${file.name}" has the same content as "${sameAs}", which is read once.`,
      });
      continue;
    }
    seen.set(file.text, file.name);
    const { source, headerLine } = headerLineOf(file.text);
    const delimiter = delimiterOf(headerLine);
    const header = splitFields(headerLine, delimiter);
    const index = columnIndex(header);
    const kind = detectReport(index);
    if (kind === null) {
      into.files.push({ name: file.name, kind: null, rows: 0, message: describeUnknownHeader(file.name, header) });
      continue;
    }
    let badDates = 0;
    const dated: DateReader = (cell) => {
      const day = readDate(cell);
      if (day === null) badDates += 1;
      return day;
    };
    const sink =
      kind === "ledger"
        ? ledgerReader(index, delimiter, into, receiptTotals, dated)
        : kind === "reimbursements"
          ? reimbursementsReader(index, into, dated)
          : kind === "customer-returns"
            ? returnsReader(index, into, dated)
            : kind === "removal-orders"
              ? removalsReader(index, into, dated, true)
              : kind === "removal-shipments"
                ? removalsReader(index, into, dated, false)
                : kind === "replacements"
                  ? replacementsReader(index, into, dated)
                  : adjustmentsReader(index, into, dated);
    let rows = 0;
    const onLine = sink.onLine;
    forEachLine(
      source,
      delimiter,
      onLine
        ? (line) => {
            rows += 1;
            onLine(line);
          }
        : (line) => {
            rows += 1;
            sink.onFields(splitFields(line, delimiter));
          },
    );
    into.files.push({
      name: file.name,
      kind,
      rows,
      message:
        rows === 0
          ? "The header is there but the file has no rows: request the report for a longer period."
          : badDates > 0
            ? `${badDates} row${badDates === 1 ? " was" : "s were"} left out: ${badDates === 1 ? "its" : "their"} date is not one the tool reads (YYYY-MM-DD or month/day/year).`
            : null,
    });
  }
  into.receipts = [...receiptTotals.values()];
  into.removals = mergeRemovals(into.removals);
  return into;
}
