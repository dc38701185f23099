import type {
  AdjustmentEvent,
  CustomerReturnRow,
  ReceiptRow,
  ReimbursementRow,
  RemovalShipment,
  ReplacementRow,
} from "./report-rows";
import type { FileEvents } from "./row-readers";

/**
 * Events, not files: the same event read from two files (a Ledger for July to October beside one for October to
 * December, a report downloaded twice, the same report as tab-separated text and as CSV) counts once, since filing a
 * unit twice is the duplicate claim Amazon forbids. Each event is keyed by what identifies it, read as values (an ISO
 * date, a number, a trimmed cell), so both formats of a report give the same key. Values that change between
 * downloads (a Ledger row's reconciled quantities, a return's status) are left out of the key.
 *
 * Two identical rows in one file are two events (two units lost on one day under one reference); across files an
 * event counts as often as the file that holds it most often does, so overlapping files add only what is new.
 */

const key = (...parts: readonly (string | number | boolean | null)[]) => parts.join("\t");

/** The Ledger's date, FNSKU, event type, reference ID, quantity, fulfillment center, reason and disposition. */
const adjustmentKey = (event: AdjustmentEvent) =>
  key(
    event.source,
    event.date,
    event.fnsku,
    event.referenceId,
    event.quantity,
    event.fulfillmentCenter,
    event.reason,
    event.disposition,
  );

const receiptKey = (row: ReceiptRow) => key(row.date, row.fnsku, row.shipmentId, row.units, row.fulfillmentCenter);

/** A reimbursement by its ID, with the item and units it paid (a reversal has an ID of its own). */
const reimbursementKey = (row: ReimbursementRow) =>
  key(row.reimbursementId, row.approvalDate, row.fnsku, row.sku, row.cashUnits, row.inventoryUnits, row.amountPerUnit);

/** A return by its order, item and license plate number (one per unit); its status can change between downloads. */
const returnKey = (row: CustomerReturnRow) =>
  key(row.orderId, row.returnDate, row.fnsku, row.sku, row.quantity, row.detailedDisposition, row.licensePlate);

/**
 * A removal shipment by its order, item, date and tracking number. Removal Order Detail has one row per order and
 * item whose last update (the stand-in ship date) moves on as the order does: keyed without it (see the later download
 * winning in countOnce).
 */
const removalKey = (row: RemovalShipment) =>
  row.fromOrderDetail
    ? key("order", row.orderId, row.fnsku, row.sku, row.requestDate)
    : key("shipment", row.orderId, row.shipmentDate, row.fnsku, row.sku, row.shippedUnits, row.trackingNumber);

const replacementKey = (row: ReplacementRow) =>
  key(row.replacementOrderId, row.originalOrderId, row.shipmentDate, row.sku, row.quantity);

/** How many of a file's events an earlier file of the drop already held, and which file held most of them. */
export interface FileDuplicates {
  rows: number;
  /** The position of the earlier file that held them (the first, when several did). */
  alsoIn: number | null;
}

/**
 * The drop's events, each counted once, in the files' order; `duplicates[i]` says what file i repeated. A Removal
 * Order Detail row repeated by a later download takes that download's values when it was updated later.
 */
export function countOnce(files: readonly FileEvents[]): { events: FileEvents; duplicates: FileDuplicates[] } {
  const events: FileEvents = {
    adjustments: [],
    receipts: [],
    reimbursements: [],
    returns: [],
    removals: [],
    replacements: [],
  };
  const duplicates: FileDuplicates[] = files.map(() => ({ rows: 0, alsoIn: null }));

  function merge<T>(
    list: (file: FileEvents) => T[],
    keyOf: (event: T) => string,
    later?: (kept: T, next: T) => boolean,
  ) {
    const into = list(events);
    // Events of one file only cannot repeat another's: kept as they are, without a key (a year of Ledger alone).
    if (files.filter((file) => list(file).length > 0).length <= 1) {
      for (const file of files) for (const event of list(file)) into.push(event);
      return;
    }
    /** Per key: how often the file holding it most often holds it, the first file that did, the events kept. */
    const seen = new Map<string, { count: number; file: number; kept: number[] }>();
    files.forEach((file, position) => {
      const inThisFile = new Map<string, number>();
      for (const event of list(file)) {
        const eventKey = keyOf(event);
        const count = (inThisFile.get(eventKey) ?? 0) + 1;
        inThisFile.set(eventKey, count);
        const entry = seen.get(eventKey);
        if (!entry) {
          seen.set(eventKey, { count: 1, file: position, kept: [into.push(event) - 1] });
        } else if (count > entry.count) {
          entry.count = count;
          entry.kept.push(into.push(event) - 1);
        } else {
          const at = entry.kept[count - 1]!;
          if (entry.file !== position) {
            duplicates[position]!.rows += 1;
            duplicates[position]!.alsoIn ??= entry.file;
          }
          if (later?.(into[at]!, event)) into[at] = event;
        }
      }
    });
  }

  merge((file) => file.adjustments, adjustmentKey);
  merge((file) => file.receipts, receiptKey);
  merge((file) => file.reimbursements, reimbursementKey);
  merge((file) => file.returns, returnKey);
  merge(
    (file) => file.removals,
    removalKey,
    (kept, next) => kept.fromOrderDetail && next.shipmentDate > kept.shipmentDate,
  );
  merge((file) => file.replacements, replacementKey);
  return { events, duplicates };
}
