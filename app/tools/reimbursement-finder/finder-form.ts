import { isIsoDate } from "~/lib/dates";
import type { InboundWindowId, Region } from "./claim-rules";

/**
 * What the seller types beside the reports: the "as of" date, the marketplace region, the inbound window, a
 * manufacturing cost (one for all and per SKU), the units shipped on each inbound shipment and the units that
 * arrived from each removal order. Lines are "a, b, c" (commas or tabs), one entry a line, so a spreadsheet's
 * columns paste straight in.
 */

/** The tool's inputs, as the page labels them (read by the product model's list of tool inputs). */
export const finderInputLabels = {
  reports:
    "Reports (Inventory Ledger, Reimbursements, Customer Returns, Removal Order and Shipment Detail, Replacements, Inventory Adjustments)",
  asOf: "As of",
  region: "Marketplace",
  inboundWindow: "Inbound claim window",
  defaultCost: "Manufacturing cost per unit, every SKU",
  costsBySku: "Manufacturing cost per SKU",
  shippedUnits: "Units you shipped, per inbound shipment",
  removalReceived: "Units that arrived, per removal order",
} as const;

export interface FinderInputs {
  asOf: string;
  region: Region;
  inboundWindow: InboundWindowId;
  defaultCost: string;
  costsBySku: string;
  shippedUnits: string;
  removalReceived: string;
}

export const emptyInputs = (asOf: string): FinderInputs => ({
  asOf,
  region: "us",
  inboundWindow: "days_15_60",
  defaultCost: "",
  costsBySku: "",
  shippedUnits: "",
  removalReceived: "",
});

/** Units shipped on an inbound shipment: the whole shipment (fnsku "") or one FNSKU of it, and its delivery when given. */
export interface ShippedUnits {
  shipmentId: string;
  fnsku: string;
  units: number;
  /** The day the carrier delivered the shipment to Amazon, from which Amazon counts the inbound window. */
  deliveredOn: string | null;
}

/** Units that arrived from a removal order, and the day they did when given. */
export interface RemovalReceipt {
  orderId: string;
  units: number;
  deliveredOn: string | null;
}

export interface ClaimSettings {
  asOf: string;
  region: Region;
  inboundWindow: InboundWindowId;
  defaultCost: number | null;
  costsBySku: ReadonlyMap<string, number>;
  shipped: readonly ShippedUnits[];
  removalReceipts: ReadonlyMap<string, RemovalReceipt>;
}

const cellsOf = (line: string) =>
  line
    .split(/[\t,;]/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== "");

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
const amount = (text: string) => (/^\$?\d*\.?\d+$/.test(text) ? Number(text.replace("$", "")) : null);

interface Parsed<T> {
  entries: T[];
  issues: string[];
}

function parseLines<T>(text: string, what: string, read: (cells: string[]) => T | null): Parsed<T> {
  const entries: T[] = [];
  const issues: string[] = [];
  let isFirst = true;
  text.split(/\r?\n/).forEach((line, position) => {
    const cells = cellsOf(line);
    if (cells.length === 0) return;
    const entry = read(cells);
    // A first line without a digit is a pasted header row ("sku, cost").
    const isHeader = isFirst && !/\d/.test(line);
    isFirst = false;
    if (isHeader) return;
    if (entry === null) issues.push(`${what}, line ${position + 1}: "${line.trim()}" was not understood.`);
    else entries.push(entry);
  });
  return { entries, issues };
}

/** "SKU, 4.20" per line. */
export function parseCosts(text: string): Parsed<{ sku: string; cost: number }> {
  return parseLines(text, finderInputLabels.costsBySku, (cells) => {
    const [sku, cost] = cells;
    const value = cost === undefined ? null : amount(cost);
    return cells.length === 2 && sku && value !== null ? { sku, cost: value } : null;
  });
}

/**
 * "FBA15ABC, 120" (the whole shipment) or "FBA15ABC, X00ABC123, 40" (one FNSKU), each with an optional delivery date
 * (YYYY-MM-DD) last: "FBA15ABC, 120, 2026-01-05".
 */
export function parseShippedUnits(text: string): Parsed<ShippedUnits> {
  return parseLines(text, finderInputLabels.shippedUnits, (cells) => {
    const last = cells[cells.length - 1] ?? "";
    const deliveredOn = /^\d{4}-\d{2}-\d{2}$/.test(last) ? last : null;
    if (deliveredOn !== null && !isIsoDate(deliveredOn)) return null;
    const rest = deliveredOn === null ? cells : cells.slice(0, -1);
    const units = wholeNumber(rest[rest.length - 1] ?? "");
    if (units === null || (rest.length !== 2 && rest.length !== 3)) return null;
    return { shipmentId: rest[0]!, fnsku: rest.length === 3 ? rest[1]! : "", units, deliveredOn };
  });
}

/** "Removal order id, units that arrived" with an optional delivery date (YYYY-MM-DD). */
export function parseRemovalReceipts(text: string): Parsed<RemovalReceipt> {
  return parseLines(text, finderInputLabels.removalReceived, (cells) => {
    const units = wholeNumber(cells[1] ?? "");
    const deliveredOn = cells[2] ?? null;
    if (units === null || cells.length > 3 || (deliveredOn !== null && !isIsoDate(deliveredOn))) return null;
    return { orderId: cells[0]!, units, deliveredOn };
  });
}

/** The typed inputs as the rules take them, and every line that was not understood. */
export function claimSettings(inputs: FinderInputs): { settings: ClaimSettings; issues: string[] } {
  const costs = parseCosts(inputs.costsBySku);
  const shipped = parseShippedUnits(inputs.shippedUnits);
  const receipts = parseRemovalReceipts(inputs.removalReceived);
  const defaultCost = inputs.defaultCost.trim() === "" ? null : amount(inputs.defaultCost.trim());
  const issues = [...costs.issues, ...shipped.issues, ...receipts.issues];
  if (inputs.defaultCost.trim() !== "" && defaultCost === null) {
    issues.unshift(`${finderInputLabels.defaultCost}: "${inputs.defaultCost}" is not an amount.`);
  }
  return {
    settings: {
      asOf: inputs.asOf,
      region: inputs.region,
      inboundWindow: inputs.inboundWindow,
      defaultCost,
      costsBySku: new Map(costs.entries.map((entry) => [entry.sku, entry.cost])),
      shipped: shipped.entries,
      removalReceipts: new Map(receipts.entries.map((entry) => [entry.orderId, entry])),
    },
    issues,
  };
}
