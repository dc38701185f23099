import { LOW_INVENTORY_WINDOWS_DAYS, lowInventoryRowId } from "~/fba-fees/low-inventory-fee";
import { dimensionalWeightLb, sortSides } from "~/fba-fees/size-tier";
import type { LowInventoryRowId } from "~/fba-fees/types";
import { addDays } from "~/lib/dates";
import { readAmazonTier } from "~/tools/fee-audit/amazon-tier";
import { parseLengthUnit, parseWeightUnit, toInches, toPounds } from "~/tools/fee-audit/units";
import { fileDateOrder, readDate } from "~/tools/seller-reports/report-dates";
import {
  columnAt,
  columnIndex,
  delimiterOf,
  forEachLine,
  headerLineOf,
  readAmount,
  splitFields,
  type ColumnIndex,
  type Delimiter,
} from "~/tools/seller-reports/report-text";
import {
  fbaInventoryColumns as columns,
  describeUnknownHeader,
  detectPredictorReport,
  type PredictorReportKind,
} from "./reports";

/**
 * Every dropped file read into what the forecast needs per SKU (./forecast.ts): Amazon's two historical days of supply
 * and the units on hand (FBA Inventory report), the size tier (Fee Preview) and the units shipped each day of the last
 * 90 (Inventory Ledger shipments or All Orders). Plain data, so the worker can hand it to the page. Reading never
 * throws: a file that is not one of the reports gets a message and the others are still read.
 */

/** Days of daily sales the forecast uses: the long-term window. */
export const DAILY_WINDOW_DAYS = LOW_INVENTORY_WINDOWS_DAYS.longTerm;

export interface SkuSizeTier {
  /** The rate card's row, or null for a tier the fee does not cover (extra-large) or could not read. */
  rowId: LowInventoryRowId | null;
  /** Amazon's tier as the report wrote it. */
  label: string;
  /** Why the tier could not be read, when it could not. */
  problem: string | null;
}

export interface SkuFacts {
  sku: string;
  fnsku: string;
  asin: string;
  onHand: number | null;
  inboundInReport: number | null;
  /** Amazon's own figures, from the FBA Inventory report. */
  shortTermDaysOfSupply: number | null;
  longTermDaysOfSupply: number | null;
  /** Amazon's "Exempted from Low-Inventory-Level fee?" and "... applied in current week?" (Yes or No). */
  amazonExempt: boolean | null;
  appliedThisWeek: boolean | null;
  shipped7: number | null;
  shipped30: number | null;
  shipped90: number | null;
  /** Units shipped on each of the 90 days ending on the as-of date, oldest first; null without a daily report. */
  daily: number[] | null;
  sizeTier: SkuSizeTier | null;
}

export interface ReadFile {
  name: string;
  kind: PredictorReportKind | null;
  rows: number;
  /** Why the file was not read, or what was odd about it. */
  message: string | null;
}

export interface PredictorReports {
  files: ReadFile[];
  /** The day the figures describe: the FBA Inventory report's snapshot, else the last day of daily sales. */
  asOf: string | null;
  skus: SkuFacts[];
}

export interface TextFile {
  name: string;
  text: string;
}

const dayNumber = (isoDate: string) =>
  Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000;

/** "Yes" or "No" as Amazon writes its flags (unconfirmed: public code shows the columns, not their values). */
function readFlag(cell: string | undefined): boolean | null {
  const text = (cell ?? "").trim().toLowerCase();
  if (/^(yes|y|true|1)$/.test(text)) return true;
  if (/^(no|n|false|0)$/.test(text)) return false;
  return null;
}

/**
 * A line's cells at the given positions (ascending), the others left empty: an FBA Inventory row has 99 columns and
 * the tool reads 13 of them, so a tab-separated line is cut only where needed. Quoted lines are split in full.
 */
function cellsAt(line: string, delimiter: Delimiter, positions: readonly number[]): string[] {
  if (delimiter !== "\t" || line.includes('"')) return splitFields(line, delimiter);
  const fields: string[] = [];
  let start = 0;
  let column = 0;
  for (const position of positions) {
    while (column < position) {
      start = line.indexOf("\t", start) + 1;
      if (start === 0) return fields;
      column += 1;
    }
    const end = line.indexOf("\t", start);
    fields[position] = end === -1 ? line.slice(start) : line.slice(start, end);
  }
  return fields;
}

/** readAmount, with a plain number read straight away: a catalogue's reports hold a million of them. */
function readNumber(cell: string | undefined): number | null {
  if (cell === undefined || cell === "") return null;
  const value = +cell;
  return Number.isNaN(value) || cell.charCodeAt(0) === 32 || cell.charCodeAt(cell.length - 1) === 32
    ? readAmount(cell)
    : value;
}

const cellOf = (index: ColumnIndex, column: string) => {
  const position = columnAt(index, column);
  return position === -1 ? () => undefined : (fields: readonly string[]) => fields[position];
};

/** The rate card's row for a Fee Preview row: Amazon's tier, and for large standard the 3 lb split by shipping weight. */
export function sizeTierOf(tierCell: string, weightLb: number | null, dimensionalLb: number | null): SkuSizeTier {
  const amazon = readAmazonTier(tierCell.trim());
  const [tier] = amazon.tiers;
  if (!tier) return { rowId: null, label: tierCell.trim(), problem: amazon.problem };
  // Large standard is billed on the greater of unit and dimensional weight; without a weight the lighter row is assumed.
  const shippingWeightLb = Math.max(weightLb ?? 0, dimensionalLb ?? 0);
  if (tier === "large-standard" && weightLb === null)
    return {
      rowId: "large-standard-up-to-3-lb",
      label: tierCell.trim(),
      problem: "No weight in the Fee Preview row: the up-to-3-lb rate is used.",
    };
  return { rowId: lowInventoryRowId({ tier, shippingWeightLb }), label: tierCell.trim(), problem: null };
}

const emptyFacts = (sku: string): SkuFacts => ({
  sku,
  fnsku: "",
  asin: "",
  onHand: null,
  inboundInReport: null,
  shortTermDaysOfSupply: null,
  longTermDaysOfSupply: null,
  amazonExempt: null,
  appliedThisWeek: null,
  shipped7: null,
  shipped30: null,
  shipped90: null,
  daily: null,
  sizeTier: null,
});

export function readPredictorReports(files: readonly TextFile[]): PredictorReports {
  const facts = new Map<string, SkuFacts>();
  const factsOf = (sku: string) => {
    let found = facts.get(sku);
    if (!found) facts.set(sku, (found = emptyFacts(sku)));
    return found;
  };
  /** Units shipped per SKU and day number; FNSKU-only Ledger rows wait for the FBA Inventory report's SKU. */
  const shippedBySku = new Map<string, Map<number, number>>();
  const shippedByFnsku = new Map<string, Map<number, number>>();
  let lastShippedDay: number | null = null;
  let snapshot: string | null = null;
  const readFiles: ReadFile[] = [];
  const seen = new Map<string, string>();

  const addShipped = (into: Map<string, Map<number, number>>, key: string, day: number, units: number) => {
    let days = into.get(key);
    if (!days) into.set(key, (days = new Map()));
    days.set(day, (days.get(day) ?? 0) + units);
    if (lastShippedDay === null || day > lastShippedDay) lastShippedDay = day;
  };

  for (const file of files) {
    const sameAs = seen.get(file.text);
    if (sameAs !== undefined) {
      readFiles.push({
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
    const kind = detectPredictorReport(index);
    if (kind === null) {
      readFiles.push({ name: file.name, kind: null, rows: 0, message: describeUnknownHeader(file.name, header) });
      continue;
    }
    const dateColumn = {
      "fba-inventory": "snapshot-date",
      "fee-preview": null,
      ledger: "date",
      "all-orders": "purchase-date",
    }[kind];
    const { order } = dateColumn ? fileDateOrder(source, delimiter, [columnAt(index, dateColumn)]) : { order: null };
    const notes: string[] = [];
    let rows = 0;
    let unreadDates = 0;
    const dated = (cell: string | undefined) => {
      const day = readDate(cell, order);
      if (day === null) unreadDates += 1;
      return day;
    };

    if (kind === "fba-inventory") {
      const cell = Object.fromEntries(
        Object.entries(columns).map(([key, column]) => [key, cellOf(index, column)]),
      ) as Record<keyof typeof columns, (fields: readonly string[]) => string | undefined>;
      if (columnAt(index, columns.shortTerm) === -1 || columnAt(index, columns.longTerm) === -1)
        notes.push(
          "It has no short-term and long-term historical days of supply columns: the tool estimates them from the units on hand and shipped, or type Amazon's figures in the settings.",
        );
      const positions = Object.values(columns)
        .map((column) => columnAt(index, column))
        .filter((position) => position !== -1)
        .sort((a, b) => a - b);
      let lastSnapshotCell: string | null = null;
      forEachLine(source, delimiter, (line) => {
        rows += 1;
        const fields = cellsAt(line, delimiter, positions);
        const sku = (cell.sku(fields) ?? "").trim();
        if (sku === "") return;
        // Every row of a download has the same snapshot date: each new one is read once.
        const snapshotCell = cell.snapshotDate(fields) ?? "";
        if (snapshotCell !== lastSnapshotCell) {
          lastSnapshotCell = snapshotCell;
          const day = dated(snapshotCell);
          if (day !== null && (snapshot === null || day > snapshot)) snapshot = day;
        }
        const found = factsOf(sku);
        found.fnsku = (cell.fnsku(fields) ?? "").trim() || found.fnsku;
        found.asin = (cell.asin(fields) ?? "").trim() || found.asin;
        found.onHand = readNumber(cell.available(fields));
        found.inboundInReport = readNumber(cell.inbound(fields));
        found.shipped7 = readNumber(cell.shipped7(fields));
        found.shipped30 = readNumber(cell.shipped30(fields));
        found.shipped90 = readNumber(cell.shipped90(fields));
        found.shortTermDaysOfSupply = readNumber(cell.shortTerm(fields));
        found.longTermDaysOfSupply = readNumber(cell.longTerm(fields));
        found.amazonExempt = readFlag(cell.exempt(fields));
        found.appliedThisWeek = readFlag(cell.appliedThisWeek(fields));
      });
    } else if (kind === "fee-preview") {
      const [sku, tier, weight, weightUnit, longest, median, shortest, lengthUnit] = [
        "sku",
        "product-size-tier",
        "item-package-weight",
        "unit-of-weight",
        "longest-side",
        "median-side",
        "shortest-side",
        "unit-of-dimension",
      ].map((column) => columnAt(index, column));
      const positions = [sku!, tier!, weight!, weightUnit!, longest!, median!, shortest!, lengthUnit!]
        .filter((position) => position !== -1)
        .sort((a, b) => a - b);
      const at = (fields: readonly string[], position: number | undefined) =>
        position === undefined || position === -1 ? "" : (fields[position] ?? "").trim();
      // A catalogue has far fewer sizes than SKUs: each tier, weight and set of sides is read once.
      const tiers = new Map<string, SkuSizeTier>();
      const sizeTierOfRow = (fields: readonly string[]): SkuSizeTier => {
        const pounds = parseWeightUnit(at(fields, weightUnit)) ?? "lb";
        const inches = parseLengthUnit(at(fields, lengthUnit)) ?? "in";
        const weightValue = readNumber(at(fields, weight));
        const sides = [longest, median, shortest].map((position) => readNumber(at(fields, position)));
        const dimensional = sides.every((value) => value !== null)
          ? dimensionalWeightLb(
              sortSides(...(sides.map((value) => toInches(value!, inches)) as [number, number, number])),
              false,
            )
          : null;
        return sizeTierOf(at(fields, tier), weightValue === null ? null : toPounds(weightValue, pounds), dimensional);
      };
      forEachLine(source, delimiter, (line) => {
        rows += 1;
        const fields = cellsAt(line, delimiter, positions);
        const name = at(fields, sku);
        if (name === "") return;
        const key = positions.map((position) => (position === sku ? "" : fields[position])).join("\t");
        let sizeTier = tiers.get(key);
        if (!sizeTier) tiers.set(key, (sizeTier = sizeTierOfRow(fields)));
        factsOf(name).sizeTier = sizeTier;
      });
    } else if (kind === "ledger") {
      // Customer shipments are "Shipments" rows with a negative quantity (the units leaving the warehouse).
      const eventType = cellOf(index, "event-type");
      const date = cellOf(index, "date");
      const fnsku = cellOf(index, "fnsku");
      const sku = columnAt(index, "msku") !== -1 ? cellOf(index, "msku") : cellOf(index, "sku");
      const quantity = cellOf(index, "quantity");
      forEachLine(source, delimiter, (line) => {
        rows += 1;
        if (!line.includes("hipments") && !line.includes("HIPMENTS")) return;
        const fields = splitFields(line, delimiter);
        if (!/^(customer\s*)?shipments$/i.test((eventType(fields) ?? "").trim())) return;
        const day = dated(date(fields));
        const units = -(readNumber(quantity(fields)) ?? 0);
        if (day === null || units <= 0) return;
        const name = (sku(fields) ?? "").trim();
        if (name !== "") addShipped(shippedBySku, name, dayNumber(day), units);
        else addShipped(shippedByFnsku, (fnsku(fields) ?? "").trim(), dayNumber(day), units);
      });
    } else {
      // All Orders: Amazon-fulfilled order lines, cancelled ones left out; a line counts on its purchase date.
      const date = cellOf(index, "purchase-date");
      const sku = cellOf(index, "sku");
      const quantity = cellOf(index, "quantity");
      const channel = cellOf(index, "fulfillment-channel");
      const status = cellOf(index, "order-status");
      let merchantFulfilled = 0;
      forEachLine(source, delimiter, (line) => {
        rows += 1;
        const fields = splitFields(line, delimiter);
        const fulfilledBy = (channel(fields) ?? "Amazon").trim().toLowerCase();
        if (fulfilledBy !== "amazon" && fulfilledBy !== "afn") {
          merchantFulfilled += 1;
          return;
        }
        if (/cancel/i.test(status(fields) ?? "")) return;
        const day = dated(date(fields));
        const units = readNumber(quantity(fields)) ?? 0;
        const name = (sku(fields) ?? "").trim();
        if (day === null || units <= 0 || name === "") return;
        addShipped(shippedBySku, name, dayNumber(day), units);
      });
      if (merchantFulfilled > 0)
        notes.push(
          `${merchantFulfilled} seller-fulfilled line${merchantFulfilled === 1 ? " was" : "s were"} left out: the fee counts units Amazon ships.`,
        );
    }
    if (unreadDates > 0)
      notes.push(
        `${unreadDates} row${unreadDates === 1 ? "'s date was" : "s' dates were"} not read (YYYY-MM-DD, or month/day/year or day/month/year in the order the file's other dates show).`,
      );
    if (order === "day-first") notes.push("Dates read as day/month/year.");
    readFiles.push({
      name: file.name,
      kind,
      rows,
      message:
        rows === 0
          ? "The header is there but the file has no rows: request the report for a longer period."
          : notes.length > 0
            ? notes.join(" ")
            : null,
    });
  }

  // FNSKU-only Ledger rows join their SKU through the FBA Inventory report.
  for (const [fnsku, days] of shippedByFnsku) {
    const owner = [...facts.values()].find((entry) => entry.fnsku === fnsku);
    const key = owner?.sku ?? fnsku;
    for (const [day, units] of days) addShipped(shippedBySku, key, day, units);
  }
  const lastDay: number | null = lastShippedDay;
  const asOf = snapshot ?? (lastDay === null ? null : addDays("1970-01-01", lastDay));
  if (asOf !== null) {
    const end = dayNumber(asOf);
    for (const [sku, days] of shippedBySku) {
      const daily = new Array<number>(DAILY_WINDOW_DAYS).fill(0);
      for (const [day, units] of days) {
        const position = DAILY_WINDOW_DAYS - 1 - (end - day);
        if (position >= 0 && position < DAILY_WINDOW_DAYS) daily[position]! += units;
      }
      factsOf(sku).daily = daily;
    }
  }
  return { files: readFiles, asOf, skus: [...facts.values()] };
}
