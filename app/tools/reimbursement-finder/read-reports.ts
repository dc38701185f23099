import { fileDateOrder, isAmbiguousDate, readDate, type DateOrder } from "~/tools/seller-reports/report-dates";
import {
  columnAt,
  columnIndex,
  delimiterOf,
  forEachLine,
  headerLineOf,
  splitFields,
} from "~/tools/seller-reports/report-text";
import type { ReadReports, ReceiptTotal, RemovalShipment, TextFile } from "./report-rows";
import { describeUnknownHeader, detectReport } from "./reports";
import {
  adjustmentsReader,
  dateColumns,
  ledgerReader,
  reimbursementsReader,
  removalsReader,
  replacementsReader,
  returnsReader,
  type DateReader,
} from "./row-readers";

/**
 * Every dropped file read into the few events the claim rules need (./find-claims.ts). Plain data, so the worker
 * can hand it to the page. A year of Ledger is mostly shipments and transfers: only adjustments and receipts are
 * kept, and receipts only as totals per shipment and FNSKU.
 */

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
