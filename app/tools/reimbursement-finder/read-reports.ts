import {
  dateOrderOfCountry,
  decideDateOrders,
  type DateOrder,
  type DateOrderDecision,
} from "~/tools/seller-reports/report-dates";
import { columnIndex, splitFields } from "~/tools/seller-reports/report-text";
import { countOnce, type FileDuplicates } from "./duplicate-events";
import { readReportText } from "./report-file";
import type {
  DateQuestion,
  FileRead,
  ReadFile,
  ReadReports,
  ReceiptTotal,
  RemovalShipment,
  TextFile,
} from "./report-rows";
import { dateReader, noDateCounts, noEvents, rowReader, type DateCounts, type FileEvents } from "./row-readers";

/**
 * The files of a drop, each read (report-file.ts), made into the few events the claim rules need (./find-claims.ts):
 * the drop's date order decided (a file's own dates, a row's own timestamp, the Ledger's Country, the other files,
 * then the seller's answer), every row read in it, and each event counted once however many files hold it. Plain
 * data, so the worker can hand it to the page.
 */

const orderWords: Record<DateOrder, string> = { "month-first": "month/day/year", "day-first": "day/month/year" };

const rowsWere = (count: number) => `${count} row${count === 1 ? " was" : "s were"}`;

/** The order a Ledger's Country implies when every row kept says the same: US downloads are month first. */
function marketplaceOrder(read: FileRead): DateOrder | null {
  const orders = new Set(read.countries.map(dateOrderOfCountry));
  return orders.size === 1 ? [...orders][0]! : null;
}

/** The line under a Removal Order Detail file whose rows are used: the report has no ship date. */
export const removalOrderDetailNote =
  "It has no ship date: the order's last update stands in for it and the windows close counted from the removal request, so Amazon's may close later than shown. Add Removal Shipment Detail for the ship dates.";

/** Removal Shipment Detail is the better record; an order's Removal Order Detail rows count only without it. */
function mergeRemovals(removals: RemovalShipment[]): RemovalShipment[] {
  const shippedOrders = new Set(removals.filter((row) => !row.fromOrderDetail).map((row) => row.orderId));
  return removals.filter((row) => !row.fromOrderDetail || !shippedOrders.has(row.orderId));
}

/** Receipts summed per shipment (Reference ID) and FNSKU, from their first day. */
function receiptTotals(events: FileEvents): ReceiptTotal[] {
  const totals = new Map<string, ReceiptTotal>();
  for (const row of events.receipts) {
    const key = `${row.shipmentId}\t${row.fnsku}`;
    const total = totals.get(key);
    if (!total) {
      totals.set(key, {
        shipmentId: row.shipmentId,
        fnsku: row.fnsku,
        sku: row.sku,
        asin: row.asin,
        units: row.units,
        firstDate: row.date,
        fulfillmentCenter: row.fulfillmentCenter,
      });
    } else {
      total.units += row.units;
      if (row.date < total.firstDate) total.firstDate = row.date;
    }
  }
  return [...totals.values()];
}

/** What a report's line says: its dates, its rows counted once elsewhere, or that it has none. */
function fileMessage(
  read: FileRead,
  decision: DateOrderDecision,
  decidedBy: string,
  counts: DateCounts,
  duplicates: FileDuplicates,
  names: readonly string[],
): string | null {
  if (read.rows === 0) return "The header is there but the file has no rows: request the report for a longer period.";
  const parts: string[] = [];
  if (decision.source === "file" && decision.order === "day-first")
    parts.push(`Dates read as day/month/year: ${read.shownBy} in this file can be read no other way.`);
  if (counts.decided > 0 && decision.order !== null) {
    const why =
      decision.source === "marketplace"
        ? "its Country is US, and downloads for the US write dates that way"
        : decision.source === "drop"
          ? `the dates of "${decidedBy}", dropped with it, show that order`
          : "as you said";
    parts.push(
      `${rowsWere(counts.decided)} dated like ${counts.decidedExample}, which could be two days, and ${counts.decided === 1 ? "was" : "were"} read as ${orderWords[decision.order]}: ${why}.`,
    );
  }
  if (counts.waiting > 0) {
    parts.push(
      `${counts.waiting} row${counts.waiting === 1 ? " waits" : "s wait"} for your answer on dates: ${counts.waiting === 1 ? "its date" : "their dates"} (such as ${counts.waitingExamples[0]}) can be read as month/day/year or as day/month/year, and nothing in the files dropped shows which.`,
    );
  }
  if (counts.unreadable > 0) {
    parts.push(
      `${rowsWere(counts.unreadable)} left out: ${counts.unreadable === 1 ? "its" : "their"} date is not one the tool reads (YYYY-MM-DD, or month/day/year or day/month/year in the order the file's other dates show).`,
    );
  }
  if (duplicates.rows > 0 && duplicates.alsoIn !== null) {
    parts.push(
      `${rowsWere(duplicates.rows)} also in "${names[duplicates.alsoIn]}" (an overlapping period, or the same report in another format): each event is counted once.`,
    );
  }
  return parts.length === 0 ? null : parts.join(" ");
}

/**
 * The drop's files made into events, counted once. `answer` is the seller's answer to the date question, for the
 * files nothing in the drop decides.
 */
export function combineReports(reads: readonly FileRead[], answer: DateOrder | null): ReadReports {
  const decisions = decideDateOrders(
    reads.map((read) => ({ shown: read.shown, marketplace: marketplaceOrder(read) })),
    answer,
  );
  // The file whose own dates (or Country) gave the order a file that could not tell takes from the drop.
  const decidedBy = (order: DateOrder | null) =>
    reads.find((_, position) => decisions[position]!.order === order && decisions[position]!.source !== "drop")?.name ??
    "";

  const counts = reads.map(noDateCounts);
  // A file whose own dates showed their order was read as it came; the rows of one that could not tell are read now.
  const perFile = reads.map((read, position): FileEvents => {
    if (read.kind === null) return noEvents();
    if (read.events !== null) {
      counts[position]!.unreadable = read.unreadableDates;
      return read.events;
    }
    const into = noEvents();
    const readRow = rowReader(
      read.kind,
      columnIndex(read.header),
      into,
      dateReader(decisions[position]!, counts[position]!),
    );
    for (const line of read.lines) readRow(splitFields(line, read.delimiter));
    return into;
  });
  const { events, duplicates } = countOnce(perFile);
  const names = reads.map((read) => read.name);

  const removals = mergeRemovals(events.removals);
  const usesOrderDetail = removals.some((row) => row.fromOrderDetail);
  const files: ReadFile[] = reads.map((read, position) => {
    if (read.kind === null) return { name: read.name, kind: null, rows: 0, message: read.message };
    const decision = decisions[position]!;
    let message = fileMessage(
      read,
      decision,
      decidedBy(decision.order),
      counts[position]!,
      duplicates[position]!,
      names,
    );
    if (usesOrderDetail && read.kind === "removal-orders" && read.rows > 0)
      message = message === null ? removalOrderDetailNote : `${message} ${removalOrderDetailNote}`;
    return { name: read.name, kind: read.kind, rows: read.rows, message };
  });

  const waiting = reads
    .map((read, position) => ({
      name: read.name,
      rows: counts[position]!.waiting,
      examples: counts[position]!.waitingExamples,
    }))
    .filter((file) => file.rows > 0);
  const dateQuestion: DateQuestion | null = waiting.length === 0 ? null : { files: waiting };

  return {
    files,
    adjustments: events.adjustments,
    receipts: receiptTotals(events),
    reimbursements: events.reimbursements,
    returns: events.returns,
    removals,
    replacements: events.replacements,
    dateQuestion,
  };
}

/** Whole files' text read and combined at once (tests, the Node benchmark): what the worker does piece by piece. */
export function readReports(files: readonly TextFile[], answer: DateOrder | null = null): ReadReports {
  return combineReports(
    files.map((file) => readReportText(file.name, file.text)),
    answer,
  );
}
