import {
  columnAt,
  readAmount,
  readCount,
  splitFields,
  type ColumnIndex,
  type Delimiter,
} from "~/tools/seller-reports/report-text";
import type { ReadReports, ReceiptTotal } from "./report-rows";
import type { ReportKind } from "./reports";

/** One reader per report: each turns a file's rows into the few events the claim rules need (report-rows.ts). */

type Cell = (fields: readonly string[]) => string;

/**
 * readDate in the file's date order that counts the cells it could not read, for the file's message; `quietly` reads
 * a cell without counting it (a second date of a row that is kept without it).
 */
export interface DateReader {
  (cell: string): string | null;
  quietly: (cell: string) => string | null;
}

/** The date columns of each report, read to decide the file's date order (fileDateOrder). */
export const dateColumns: Record<ReportKind, readonly string[]> = {
  ledger: ["date"],
  reimbursements: ["approval-date"],
  "customer-returns": ["return-date"],
  "removal-orders": ["request-date", "last-updated-date"],
  "removal-shipments": ["shipment-date", "request-date", "removal-date"],
  replacements: ["shipment-date"],
  "inventory-adjustments": ["adjusted-date"],
};

/** A reader of one column by name (or spellings); "" when the column or the cell is missing. */
function cellReader(index: ColumnIndex, ...spellings: string[]): Cell {
  const position = columnAt(index, spellings);
  return position === -1 ? () => "" : (fields) => (fields[position] ?? "").trim();
}

/** Text columns by field name: a row's cells as an object (missing columns give ""). */
function textColumns<Key extends string>(
  index: ColumnIndex,
  spec: Record<Key, string | readonly string[]>,
): (fields: readonly string[]) => Record<Key, string> {
  const readers = (Object.entries(spec) as [Key, string | readonly string[]][]).map(
    ([key, column]) => [key, cellReader(index, ...(typeof column === "string" ? [column] : column))] as const,
  );
  return (fields) => {
    const row = {} as Record<Key, string>;
    for (const [key, read] of readers) row[key] = read(fields);
    return row;
  };
}

interface RowSink {
  onFields: (fields: string[]) => void;
  /** Set when the reader handles raw lines itself (the Ledger's fast path). */
  onLine?: (line: string) => void;
}

export function ledgerReader(
  index: ColumnIndex,
  delimiter: Delimiter,
  into: ReadReports,
  receiptTotals: Map<string, ReceiptTotal>,
  dated: DateReader,
): RowSink {
  const eventTypeAt = columnAt(index, "event-type");
  const date = cellReader(index, "date");
  const quantity = cellReader(index, "quantity");
  const text = textColumns(index, {
    fnsku: "fnsku",
    sku: ["msku", "sku"],
    asin: "asin",
    referenceId: "reference-id",
    fulfillmentCenter: "fulfillment-center",
    disposition: "disposition",
    reason: "reason",
  });

  const onFields = (fields: string[]) => {
    const eventType = (fields[eventTypeAt] ?? "").trim().toLowerCase();
    if (eventType !== "adjustments" && eventType !== "receipts") return;
    const day = dated(date(fields));
    if (!day) return;
    const row = text(fields);
    const units = readCount(quantity(fields));
    if (eventType === "adjustments") {
      into.adjustments.push({ ...row, date: day, quantity: units });
      return;
    }
    if (row.referenceId === "") return;
    const key = `${row.referenceId}\t${row.fnsku}`;
    const total = receiptTotals.get(key);
    if (total) {
      total.units += units;
      if (day < total.firstDate) total.firstDate = day;
    } else {
      receiptTotals.set(key, {
        shipmentId: row.referenceId,
        fnsku: row.fnsku,
        sku: row.sku,
        asin: row.asin,
        units,
        firstDate: day,
        fulfillmentCenter: row.fulfillmentCenter,
      });
    }
  };
  if (delimiter === ",") {
    // Seller Central's CSV quotes every field and a title may hold commas, so the event type cannot be found without
    // parsing; a line that does not even contain either word (in lower, capitalised or upper case) is skipped unparsed.
    return {
      onFields,
      onLine: (line) => {
        if (
          !line.includes("djustments") &&
          !line.includes("eceipts") &&
          !line.includes("DJUSTMENTS") &&
          !line.includes("ECEIPTS")
        )
          return;
        onFields(splitFields(line, ","));
      },
    };
  }
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

export function reimbursementsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const approvalDate = cellReader(index, "approval-date");
  const amountPerUnit = cellReader(index, "amount-per-unit");
  const currency = cellReader(index, "currency-unit", "currency");
  const cash = cellReader(index, "quantity-reimbursed-cash");
  const inventory = cellReader(index, "quantity-reimbursed-inventory");
  const text = textColumns(index, {
    reimbursementId: "reimbursement-id",
    caseId: "case-id",
    orderId: ["amazon-order-id", "order-id"],
    reason: "reason",
    sku: "sku",
    fnsku: "fnsku",
    asin: "asin",
  });
  return {
    onFields: (fields) => {
      const day = dated(approvalDate(fields));
      if (!day) return;
      into.reimbursements.push({
        ...text(fields),
        approvalDate: day,
        amountPerUnit: readAmount(amountPerUnit(fields)),
        currency: currency(fields).toUpperCase(),
        cashUnits: readCount(cash(fields)),
        inventoryUnits: readCount(inventory(fields)),
      });
    },
  };
}

export function returnsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const returnDate = cellReader(index, "return-date");
  const quantity = cellReader(index, "quantity");
  const detailedDisposition = cellReader(index, "detailed-disposition");
  const text = textColumns(index, {
    orderId: ["order-id", "amazon-order-id"],
    sku: "sku",
    asin: "asin",
    fnsku: "fnsku",
    fulfillmentCenter: "fulfillment-center-id",
    reason: "reason",
  });
  return {
    onFields: (fields) => {
      const day = dated(returnDate(fields));
      if (!day) return;
      into.returns.push({
        ...text(fields),
        returnDate: day,
        quantity: readCount(quantity(fields)),
        detailedDisposition: detailedDisposition(fields)
          .toUpperCase()
          .replace(/[\s-]+/g, "_"),
      });
    },
  };
}

/**
 * Units shipped back on removal orders, from Removal Shipment Detail (its shipment-date) or Removal Order Detail,
 * which has no ship date: its last-updated-date stands in (unconfirmed: it is the order's last change, never before
 * its shipments and possibly after them, so it only opens a window; the request date closes it). Removal Shipment
 * Detail's rows win for an order that has both (see mergeRemovals).
 */
export function removalsReader(
  index: ColumnIndex,
  into: ReadReports,
  dated: DateReader,
  fromOrderDetail: boolean,
): RowSink {
  const shipmentDate = cellReader(index, "shipment-date");
  const lastUpdated = cellReader(index, "last-updated-date");
  // Amazon's older Removal Shipment Detail help page names it "removal-date".
  const requestDate = cellReader(index, "request-date", "removal-date");
  const dateOf = (fields: readonly string[]) =>
    fromOrderDetail ? (dated.quietly(lastUpdated(fields)) ?? dated(requestDate(fields))) : dated(shipmentDate(fields));
  const orderType = cellReader(index, "order-type");
  const shipped = cellReader(index, "shipped-quantity", "quantity-shipped");
  const text = textColumns(index, {
    orderId: "order-id",
    sku: "sku",
    fnsku: "fnsku",
    carrier: "carrier",
    trackingNumber: "tracking-number",
  });
  return {
    onFields: (fields) => {
      // Disposals ship nothing back to the seller.
      if (orderType(fields).toLowerCase() === "disposal") return;
      const units = readCount(shipped(fields));
      if (units <= 0) return;
      const day = dateOf(fields);
      if (!day) return;
      const requested = dated.quietly(requestDate(fields));
      into.removals.push({
        ...text(fields),
        shipmentDate: day,
        requestDate: requested !== null && requested < day ? requested : day,
        shippedUnits: units,
        fromOrderDetail,
      });
    },
  };
}

export function replacementsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const shipmentDate = cellReader(index, "shipment-date");
  const quantity = cellReader(index, "quantity");
  const text = textColumns(index, {
    sku: "sku",
    asin: "asin",
    fulfillmentCenter: "fulfillment-center-id",
    reasonCode: "replacement-reason-code",
    replacementOrderId: "replacement-customer-order-id",
    originalOrderId: "original-amazon-order-id",
  });
  return {
    onFields: (fields) => {
      const day = dated(shipmentDate(fields));
      if (!day) return;
      into.replacements.push({ ...text(fields), shipmentDate: day, quantity: readCount(quantity(fields)) });
    },
  };
}

/** The retired Inventory Adjustments report: the same events as the Ledger's adjustments (§2.8). */
export function adjustmentsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
  const date = cellReader(index, "adjusted-date");
  const quantity = cellReader(index, "quantity");
  const text = textColumns(index, {
    referenceId: "transaction-item-id",
    fnsku: "fnsku",
    sku: "sku",
    asin: "asin",
    fulfillmentCenter: "fulfillment-center-id",
    disposition: "disposition",
    reason: "reason",
  });
  return {
    onFields: (fields) => {
      const day = dated(date(fields));
      if (!day) return;
      into.adjustments.push({ ...text(fields), date: day, quantity: readCount(quantity(fields)) });
    },
  };
}
