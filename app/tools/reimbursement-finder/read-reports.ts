import {
  columnAt,
  columnIndex,
  delimiterOf,
  describeUnknownHeader,
  detectReport,
  fileDateOrder,
  forEachLine,
  headerLineOf,
  isAmbiguousDate,
  readAmount,
  readCount,
  readDate,
  splitFields,
  type ColumnIndex,
  type DateOrder,
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

type Cell = (fields: readonly string[]) => string;

/**
 * readDate in the file's date order that counts the cells it could not read, for the file's message; `quietly` reads
 * a cell without counting it (a second date of a row that is kept without it).
 */
interface DateReader {
  (cell: string): string | null;
  quietly: (cell: string) => string | null;
}

/** The date columns of each report, read to decide the file's date order (fileDateOrder). */
const dateColumns: Record<ReportKind, readonly string[]> = {
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

function ledgerReader(
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

function reimbursementsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
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

function returnsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
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
function removalsReader(index: ColumnIndex, into: ReadReports, dated: DateReader, fromOrderDetail: boolean): RowSink {
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

function replacementsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
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
function adjustmentsReader(index: ColumnIndex, into: ReadReports, dated: DateReader): RowSink {
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

const rowsLeftOut = (count: number) =>
  `${count} row${count === 1 ? " was" : "s were"} left out: ${count === 1 ? "its" : "their"} date`;

/**
 * What a file's line says of its dates: that they were read day first (and which date shows it), and the rows left
 * out, with why: a date no reading fits, or one that could be two days (03/04/2026) in a file whose dates never
 * show their order. Null when every date was read month first or as YYYY-MM-DD.
 */
export function dateMessage({
  order,
  shownBy,
  badDates,
  ambiguousDates,
  ambiguousExample,
}: {
  order: DateOrder | null;
  shownBy: string;
  badDates: number;
  ambiguousDates: number;
  ambiguousExample: string;
}): string | null {
  const parts: string[] = [];
  if (order === "day-first")
    parts.push(`Dates read as day/month/year: ${shownBy} in this file can be read no other way.`);
  if (ambiguousDates > 0) {
    parts.push(
      `${rowsLeftOut(ambiguousDates)} (such as ${ambiguousExample}) can be read as month/day/year or as day/month/year, and no date in the file has a day after the 12th to show which. Request the report for a longer period, so that it does.`,
    );
  }
  if (badDates > 0) {
    parts.push(
      `${rowsLeftOut(badDates)} is not one the tool reads (YYYY-MM-DD, or month/day/year or day/month/year in the order the file's other dates show).`,
    );
  }
  return parts.length === 0 ? null : parts.join(" ");
}

/** The line under a Removal Order Detail file whose rows are used: the report has no ship date. */
export const removalOrderDetailNote =
  "It has no ship date: the order's last update stands in for it and the windows close counted from the removal request, so Amazon's may close later than shown. Add Removal Shipment Detail for the ship dates.";

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
    // The file's date order, from its own dates: month first or day first, or neither shown (see readDate).
    const { order, shownBy } = fileDateOrder(
      source,
      delimiter,
      dateColumns[kind].map((column) => columnAt(index, column)).filter((position) => position !== -1),
    );
    let badDates = 0;
    let ambiguousDates = 0;
    let ambiguousExample = "";
    const quietly = (cell: string) => readDate(cell, order);
    const dated: DateReader = Object.assign(
      (cell: string) => {
        const day = readDate(cell, order);
        if (day === null) {
          if (isAmbiguousDate(cell, order)) {
            ambiguousDates += 1;
            if (ambiguousExample === "") ambiguousExample = cell.trim().split(/[\sT]/)[0]!;
          } else badDates += 1;
        }
        return day;
      },
      { quietly },
    );
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
          : dateMessage({ order, shownBy, badDates, ambiguousDates, ambiguousExample }),
    });
  }
  into.receipts = [...receiptTotals.values()];
  into.removals = mergeRemovals(into.removals);
  if (into.removals.some((row) => row.fromOrderDetail)) {
    for (const file of into.files) {
      if (file.kind === "removal-orders" && file.rows > 0)
        file.message = file.message === null ? removalOrderDetailNote : `${file.message} ${removalOrderDetailNote}`;
    }
  }
  return into;
}
