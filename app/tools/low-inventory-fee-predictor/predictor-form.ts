import type { LowInventoryRowId } from "~/fba-fees/types";
import { isIsoDate } from "~/lib/dates";
import type { ForecastSettings, InboundShipment } from "./forecast";
import type { SkuFacts } from "./read-reports";

/**
 * What the seller types beside the reports, or instead of them: the lead time, the seller-level exemption, the inbound
 * shipments of the what-if, Amazon's figures where a report lacks them, the SKUs exempt as FBA New Selection or AWD,
 * and one SKU typed in full. Lines are "a, b, c" (commas, semicolons or tabs), one entry a line, so a spreadsheet's
 * columns paste straight in.
 */

/**
 * The inventory planning post's lead time (app/content/blog/amazon-inventory-planning-lead-times-reorder-point.md),
 * which its worked example reads from here: production, then ocean freight with customs and drayage, then Amazon's
 * receiving. A shipment sent now is past production, so the tool's default is the freight and the receiving.
 */
export const planningPostLeadTime = { productionDays: 30, freightDays: 35, receivingDays: 10 } as const;
export const DEFAULT_LEAD_TIME_DAYS = planningPostLeadTime.freightDays + planningPostLeadTime.receivingDays;

/** The tool's inputs, as the page labels them (read by the product model's list of tool inputs). */
export const predictorInputLabels = {
  reports: "Reports (FBA Inventory, Fee Preview, Inventory Ledger or All Orders)",
  leadTime: "Lead time (days from sending to available)",
  newSeller: "New Professional seller, still in the exemption",
  inbound: "Inbound shipments (what-if)",
  daysOfSupply: "Amazon's days of supply, per SKU",
  productExemptions: "FBA New Selection and AWD SKUs",
  typedSku: "SKU",
  typedOnHand: "Units on hand (available, transferring and in processing)",
  typedRate: "Units sold per day",
  typedTier: "Size tier",
  typedInboundUnits: "Inbound units",
  typedInboundDate: "Expected arrival",
  typedShortTerm: "30-day days of supply",
  typedLongTerm: "90-day days of supply",
} as const;

/** The rate card's rows as the size tier choice names them; "none" for the tiers the fee does not cover. */
export const tierChoices: Record<LowInventoryRowId | "none", string> = {
  "small-standard": "Small standard",
  "large-standard-up-to-3-lb": "Large standard, up to 3 lb",
  "large-standard-over-3-lb": "Large standard, over 3 lb",
  "small-bulky": "Small bulky",
  "large-bulky": "Large bulky",
  none: "Extra-large (no low-inventory-level fee on the card used; not confirmed by Amazon)",
};

export interface PredictorInputs {
  leadTimeDays: string;
  isNewSeller: boolean;
  inbound: string;
  daysOfSupply: string;
  productExemptions: string;
  typedSku: string;
  typedOnHand: string;
  typedRate: string;
  typedTier: LowInventoryRowId | "none";
  typedInboundUnits: string;
  typedInboundDate: string;
  typedShortTerm: string;
  typedLongTerm: string;
}

export const emptyPredictorInputs = (): PredictorInputs => ({
  leadTimeDays: String(DEFAULT_LEAD_TIME_DAYS),
  isNewSeller: false,
  inbound: "",
  daysOfSupply: "",
  productExemptions: "",
  typedSku: "",
  typedOnHand: "",
  typedRate: "",
  typedTier: "small-standard",
  typedInboundUnits: "",
  typedInboundDate: "",
  typedShortTerm: "",
  typedLongTerm: "",
});

/** The name the typed SKU goes by when none is given. */
export const TYPED_SKU_NAME = "Typed SKU";

const cellsOf = (line: string) =>
  line
    .split(/[\t,;]/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== "");
const number = (text: string | undefined) =>
  text !== undefined && /^\d*\.?\d+$/.test(text.trim()) ? Number(text.trim()) : null;

function parseLines<T>(text: string, what: string, read: (cells: string[]) => [string, T] | null) {
  const entries = new Map<string, T>();
  const issues: string[] = [];
  text.split(/\r?\n/).forEach((line, position) => {
    const cells = cellsOf(line);
    if (cells.length === 0) return;
    const entry = read(cells);
    // A first line that is not an entry and has no digit is a pasted header row ("sku, units, date").
    if (entry === null && position === 0 && !/\d/.test(line)) return;
    if (entry === null) issues.push(`${what}, line ${position + 1}: "${line.trim()}" was not understood.`);
    else entries.set(entry[0], entry[1]);
  });
  return { entries, issues };
}

/** "SKU, units, YYYY-MM-DD" per line. */
export const parseInbound = (text: string) =>
  parseLines<InboundShipment>(text, predictorInputLabels.inbound, ([sku, units, arrives, ...rest]) => {
    const count = number(units);
    return sku && count !== null && arrives && isIsoDate(arrives) && rest.length === 0
      ? [sku, { units: count, arrives }]
      : null;
  });

/** "SKU, 30-day, 90-day" per line. */
export const parseDaysOfSupply = (text: string) =>
  parseLines(text, predictorInputLabels.daysOfSupply, ([sku, short, long, ...rest]) => {
    const shortTerm = number(short);
    const longTerm = number(long);
    return sku && shortTerm !== null && longTerm !== null && rest.length === 0 ? [sku, { shortTerm, longTerm }] : null;
  });

/** "SKU, new selection" or "SKU, AWD share in %" per line. */
export const parseProductExemptions = (text: string) =>
  parseLines<{ isNewSelection: boolean; awdPercent: number | null }>(
    text,
    predictorInputLabels.productExemptions,
    ([sku, what, ...rest]) => {
      if (!sku || !what || rest.length > 0) return null;
      if (/^new[\s-]*selection$/i.test(what)) return [sku, { isNewSelection: true, awdPercent: null }];
      const percent = number(what.replace(/%$/, ""));
      return percent === null || percent > 100 ? null : [sku, { isNewSelection: false, awdPercent: percent }];
    },
  );

/** The typed SKU as the forecast reads a report's row; null until its units on hand and sales rate are given. */
export function typedSkuFacts(inputs: PredictorInputs): SkuFacts | null {
  const onHand = number(inputs.typedOnHand);
  const rate = number(inputs.typedRate);
  if (onHand === null || rate === null) return null;
  const tier = inputs.typedTier;
  return {
    sku: inputs.typedSku.trim() || TYPED_SKU_NAME,
    fnsku: "",
    asin: "",
    onHand,
    inboundInReport: null,
    shortTermDaysOfSupply: null,
    longTermDaysOfSupply: null,
    amazonExempt: null,
    appliedThisWeek: null,
    shipped7: rate * 7,
    shipped30: rate * 30,
    shipped90: rate * 90,
    daily: null,
    sizeTier: { rowId: tier === "none" ? null : tier, label: tierChoices[tier], problem: null },
  };
}

/** The typed inputs as the forecast takes them, and every entry that was not understood. */
export function predictorSettings(
  inputs: PredictorInputs,
  asOf: string,
): { settings: ForecastSettings; typedSku: SkuFacts | null; issues: string[] } {
  const inbound = parseInbound(inputs.inbound);
  const daysOfSupply = parseDaysOfSupply(inputs.daysOfSupply);
  const exemptions = parseProductExemptions(inputs.productExemptions);
  const issues = [...inbound.issues, ...daysOfSupply.issues, ...exemptions.issues];
  const leadTime = number(inputs.leadTimeDays);
  if (leadTime === null || !Number.isInteger(leadTime))
    issues.unshift(
      `${predictorInputLabels.leadTime}: "${inputs.leadTimeDays}" is not a whole number of days; ${DEFAULT_LEAD_TIME_DAYS} is used.`,
    );
  const typedSku = typedSkuFacts(inputs);
  if (typedSku) {
    const units = number(inputs.typedInboundUnits);
    if (units !== null && isIsoDate(inputs.typedInboundDate))
      inbound.entries.set(typedSku.sku, { units, arrives: inputs.typedInboundDate });
    const shortTerm = number(inputs.typedShortTerm);
    const longTerm = number(inputs.typedLongTerm);
    if (shortTerm !== null && longTerm !== null) daysOfSupply.entries.set(typedSku.sku, { shortTerm, longTerm });
  }
  return {
    settings: {
      asOf,
      leadTimeDays: leadTime !== null && Number.isInteger(leadTime) ? leadTime : DEFAULT_LEAD_TIME_DAYS,
      isNewSeller: inputs.isNewSeller,
      inbound: inbound.entries,
      typedDaysOfSupply: daysOfSupply.entries,
      productExemptions: exemptions.entries,
    },
    typedSku,
    issues,
  };
}
