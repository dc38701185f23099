import {
  dateOrderByTimestamp,
  isAmbiguousDate,
  readDate,
  type DateOrderDecision,
} from "~/tools/seller-reports/report-dates";
import {
  columnAt,
  readAmount,
  readCount,
  splitFields,
  type ColumnIndex,
  type Delimiter,
} from "~/tools/seller-reports/report-text";
import type {
  AdjustmentEvent,
  CustomerReturnRow,
  ReceiptRow,
  ReimbursementRow,
  RemovalShipment,
  ReplacementRow,
} from "./report-rows";
import type { ReportKind } from "./reports";

/** One reader per report: each turns a file's rows into the few events the claim rules need (report-rows.ts). */

type Cell = (fields: readonly string[]) => string;

/** The events read from one file, before the drop's duplicates are counted once (duplicate-events.ts). */
export interface FileEvents {
  adjustments: AdjustmentEvent[];
  receipts: ReceiptRow[];
  reimbursements: ReimbursementRow[];
  returns: CustomerReturnRow[];
  removals: RemovalShipment[];
  replacements: ReplacementRow[];
}

export const noEvents = (): FileEvents => ({
  adjustments: [],
  receipts: [],
  reimbursements: [],
  returns: [],
  removals: [],
  replacements: [],
});

/**
 * A row's date as YYYY-MM-DD in the drop's decided order (read-reports.ts), or by the row's own `timestamp`; counts
 * the cells it could not read for the file's message. `quietly` reads a cell without counting it (a second date of a
 * row that is kept without it).
 */
export interface DateReader {
  (cell: string, timestamp?: string): string | null;
  quietly: (cell: string) => string | null;
}

/** What a file's line says of its dates. */
export interface DateCounts {
  /** Dates no reading fits (31/01/2026 in a month-first file, "Jan 20"). */
  unreadable: number;
  /** Dates that could be two days, read in the order the marketplace, the drop or the seller gave. */
  decided: number;
  decidedExample: string;
  /** Dates that could be two days and wait for the seller's answer. */
  waiting: number;
  waitingExamples: string[];
}

export const noDateCounts = (): DateCounts => ({
  unreadable: 0,
  decided: 0,
  decidedExample: "",
  waiting: 0,
  waitingExamples: [],
});

/** The month/day/year of a cell, for a message: the date without its time. */
const dateOnly = (cell: string) => cell.trim().split(/[\sT]/)[0]!;

/**
 * A row's date in the file's decided order. A file whose own dates show the order is read in it (a date that
 * contradicts it is unreadable); in one that cannot tell, a date that is one day reads as itself, one that could be two
 * (03/04/2026) by its row's own timestamp, else in the order the drop decided, else it waits for the seller.
 */
export function dateReader(decision: DateOrderDecision, counts: DateCounts): DateReader {
  const ownOrder = decision.source === "file" ? decision.order : null;
  const read = (cell: string, timestamp: string | undefined, counted: boolean) => {
    if (ownOrder !== null) return readDate(cell, ownOrder);
    const day = readDate(cell);
    if (day !== null || !isAmbiguousDate(cell, null)) return day;
    const byTimestamp = dateOrderByTimestamp(cell, timestamp);
    if (byTimestamp !== null) return readDate(cell, byTimestamp);
    if (decision.order !== null) {
      if (counted) {
        counts.decided += 1;
        if (counts.decidedExample === "") counts.decidedExample = dateOnly(cell);
      }
      return readDate(cell, decision.order);
    }
    if (counted) {
      counts.waiting += 1;
      const example = dateOnly(cell);
      if (counts.waitingExamples.length < 3 && !counts.waitingExamples.includes(example))
        counts.waitingExamples.push(example);
    }
    return null;
  };
  return Object.assign(
    (cell: string, timestamp?: string) => {
      const day = read(cell, timestamp, true);
      if (day === null && !isAmbiguousDate(cell, ownOrder ?? decision.order)) counts.unreadable += 1;
      return day;
    },
    { quietly: (cell: string) => read(cell, undefined, false) },
  );
}

/** The date columns of each report, read to decide the file's date order (fileDateOrder). */
export const dateColumns: Record<ReportKind, readonly string[]> = {
  ledger: ["date"],
  reimbursements: ["approval-date"],
  "customer-returns": ["return-date"],
  "removal-orders": ["request-date", "last-updated-date"],
  "removal-shipments": ["shipment-date", "request-date", "removal-date"],
  replacements: ["shipment-date"],
  "inventory-adjustments": ["adjusted-date", "adjustment-date"],
};

/** The reader of a report's rows. */
export function rowReader(kind: ReportKind, index: ColumnIndex, into: FileEvents, dated: DateReader): RowReader {
  switch (kind) {
    case "ledger":
      return ledgerReader(index, into, dated);
    case "reimbursements":
      return reimbursementsReader(index, into, dated);
    case "customer-returns":
      return returnsReader(index, into, dated);
    case "removal-orders":
      return removalsReader(index, into, dated, true);
    case "removal-shipments":
      return removalsReader(index, into, dated, false);
    case "replacements":
      return replacementsReader(index, into, dated);
    case "inventory-adjustments":
      return adjustmentsReader(index, into, dated);
  }
}

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

/** Reads one row's fields into the file's events. */
export type RowReader = (fields: readonly string[]) => void;

/**
 * Which Ledger lines to keep, as their fields: adjustments and receipts, in any case, quoted or not; null for the
 * rest. Most rows are shipments, so a line is looked at as little as it takes: in tab-separated text (the SP-API's
 * form) the event type's cell is found before the line is split; in Seller Central's CSV, whose every field is quoted
 * and whose title may hold commas, a line that does not even contain either word (in lower, capitalised or upper
 * case) is skipped unparsed.
 */
export function ledgerLineFilter(index: ColumnIndex, delimiter: Delimiter): (line: string) => string[] | null {
  const eventTypeAt = columnAt(index, "event-type");
  const isKept = (eventType: string) => {
    const type = eventType.trim().toLowerCase();
    return type === "adjustments" || type === "receipts";
  };
  if (delimiter === ",") {
    return (line) => {
      if (
        !line.includes("djustments") &&
        !line.includes("eceipts") &&
        !line.includes("DJUSTMENTS") &&
        !line.includes("ECEIPTS")
      )
        return null;
      const fields = splitFields(line, ",");
      return isKept(fields[eventTypeAt] ?? "") ? fields : null;
    };
  }
  return (line) => {
    let start = 0;
    for (let column = 0; column < eventTypeAt; column += 1) {
      start = line.indexOf("\t", start) + 1;
      if (start === 0) return null;
    }
    const first = line.charCodeAt(start) === 34 ? line.charCodeAt(start + 1) : line.charCodeAt(start);
    // "Adjustments" and "Receipts" (either case) are the only event types starting with A or R.
    if (first !== 65 && first !== 97 && first !== 82 && first !== 114) return null;
    const fields = splitFields(line, "\t");
    return isKept(fields[eventTypeAt] ?? "") ? fields : null;
  };
}

/**
 * The Ledger's adjustments and receipts (the only rows ledgerLineFilter keeps), read cell by cell: a year of Ledger
 * keeps 50,000 of them, an adjustments-only Ledger a million.
 */
export function ledgerReader(index: ColumnIndex, into: FileEvents, dated: DateReader): RowReader {
  const [
    eventTypeAt,
    dateAt,
    timestampAt,
    quantityAt,
    fnskuAt,
    skuAt,
    asinAt,
    referenceAt,
    centerAt,
    dispositionAt,
    reasonAt,
  ] = [
    "event-type",
    "date",
    "date-and-time",
    "quantity",
    "fnsku",
    ["msku", "sku"],
    "asin",
    "reference-id",
    "fulfillment-center",
    "disposition",
    "reason",
  ].map((column) => columnAt(index, column));
  const cellOf = (fields: readonly string[], position: number | undefined) =>
    position === undefined || position === -1 ? "" : (fields[position] ?? "").trim();
  // V8 cuts a cell of 13 characters or more out of its line without copying it, so a kept cell keeps the whole piece
  // of the file it came from alive: a year of Ledger kept whole in memory for its SKUs. Each SKU is kept once, as a
  // string of its own (" " + sku is joined into a new string, of which the slice is cut).
  const skus = new Map<string, string>();
  const skuOf = (fields: readonly string[]) => {
    const cell = cellOf(fields, skuAt);
    let sku = skus.get(cell);
    if (sku === undefined) {
      sku = ` ${cell}`.slice(1);
      skus.set(sku, sku);
    }
    return sku;
  };
  return (fields) => {
    const day = dated(cellOf(fields, dateAt), cellOf(fields, timestampAt));
    if (!day) return;
    const referenceId = cellOf(fields, referenceAt);
    const units = readCount(cellOf(fields, quantityAt));
    if (cellOf(fields, eventTypeAt).toLowerCase() === "adjustments") {
      into.adjustments.push({
        source: "ledger",
        date: day,
        fnsku: cellOf(fields, fnskuAt),
        sku: skuOf(fields),
        asin: cellOf(fields, asinAt),
        referenceId,
        quantity: units,
        fulfillmentCenter: cellOf(fields, centerAt),
        disposition: cellOf(fields, dispositionAt),
        reason: cellOf(fields, reasonAt),
      });
    } else if (referenceId !== "") {
      into.receipts.push({
        date: day,
        shipmentId: referenceId,
        fnsku: cellOf(fields, fnskuAt),
        sku: skuOf(fields),
        asin: cellOf(fields, asinAt),
        units,
        fulfillmentCenter: cellOf(fields, centerAt),
      });
    }
  };
}

export function reimbursementsReader(index: ColumnIndex, into: FileEvents, dated: DateReader): RowReader {
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
  return (fields) => {
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
  };
}

export function returnsReader(index: ColumnIndex, into: FileEvents, dated: DateReader): RowReader {
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
    licensePlate: "license-plate-number",
  });
  return (fields) => {
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
  into: FileEvents,
  dated: DateReader,
  fromOrderDetail: boolean,
): RowReader {
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
  return (fields) => {
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
  };
}

export function replacementsReader(index: ColumnIndex, into: FileEvents, dated: DateReader): RowReader {
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
  return (fields) => {
    const day = dated(shipmentDate(fields));
    if (!day) return;
    into.replacements.push({ ...text(fields), shipmentDate: day, quantity: readCount(quantity(fields)) });
  };
}

/** The retired Inventory Adjustments report: the same events as the Ledger's adjustments (§2.8). */
export function adjustmentsReader(index: ColumnIndex, into: FileEvents, dated: DateReader): RowReader {
  const date = cellReader(index, "adjusted-date", "adjustment-date");
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
  return (fields) => {
    const day = dated(date(fields));
    if (!day) return;
    into.adjustments.push({
      ...text(fields),
      source: "inventory-adjustments",
      date: day,
      quantity: readCount(quantity(fields)),
    });
  };
}
