import { addDays, addMonths } from "~/lib/dates";
import type { AdjustmentEvent } from "./report-rows";

/**
 * The claim cases and their filing windows, each a dated rule with its source (research reimbursements-2026.md
 * §1.1 and §1.2). One module, so a window Amazon changes is changed here and nowhere else.
 */

export type CaseType =
  | "warehouse_lost"
  | "warehouse_damaged"
  | "return_unsellable"
  | "replacement_not_returned"
  | "removal_lost"
  | "removal_short"
  | "inbound_shortage"
  | "underpaid";

/** Where the claim's marketplace is: the customer-return windows differ (§1.2 B). */
export type Region = "us" | "eu_uk";

export const regionLabels: Record<Region, string> = { us: "United States", eu_uk: "Europe and the UK" };

/**
 * Where a claim's window is counted from. Amazon counts each window from one event (the refund, the delivery, the
 * shipment's creation). When a report lacks that event the rules either count the close from a date that always
 * comes before it (the window then closes early: the last day shown is before Amazon's), or count from a date that
 * comes after it and move the close earlier by a margin no source confirms (an estimate: the last day shown is
 * before Amazon's only when the gap is within the margin). The opening is counted from a date not before Amazon's
 * event where the reports allow (the ship date for a removal; the return date, on or after the refund in most cases),
 * so a claim is not shown open too early ("prematurely submitted").
 */
export interface WindowStart {
  /** The opening is counted from this date. */
  opensFrom: string;
  /** The close is counted from this date. */
  closesFrom: string;
  /** Days taken off the close when neither date is Amazon's event: the window shown is an estimate. */
  closesEarlierBy?: number;
  /**
   * The latest day Amazon's own event can be, when the close shown is counted from an earlier date or moved earlier:
   * Amazon's window closes no later than counted from it, and the claim is expired only once that day has passed (a
   * day shown to act by is cautious, never "expired" while Amazon's window may be open). Null when the reports give
   * no such day (a delivery no report gives); absent when the close is counted from Amazon's own event.
   */
  latestFrom?: string | null;
}

/**
 * unconfirmed: how long before the return date Amazon refunds. The Customer Returns report has the return date only,
 * and the refund is usually on or before it (Amazon often refunds when the carrier scans the return), so the close
 * counted from the return date is moved this many days earlier. An estimate: no source gives the gap.
 */
export const RETURN_REFUND_MARGIN_DAYS = 30;

/**
 * unconfirmed: how long after delivery a shipment's first unit is received. The Ledger has receipts, not the
 * delivery; Amazon says a shipment is generally received within three business days of arriving (Italian help page
 * 201630050), a forwarder says receiving can take up to 30 days (palletfly.com), so without a delivery date the close
 * counted from the first receipt is moved this many days earlier. An estimate.
 */
export const INBOUND_CHECK_IN_MARGIN_DAYS = 30;

/**
 * unconfirmed: how long after the replacement Amazon counts from (G9N934L7Y4SFWPJ4: "refund or replacement") the
 * replacement ships. The Replacements report gives its shipment-date only, which is on or after the replacement was
 * made; an FBA order usually ships within a day or two, so the close counted from the ship date is moved a week
 * earlier, to cover weekends and holidays. An estimate: no source gives the gap or says which date Amazon uses.
 */
export const REPLACEMENT_SHIP_MARGIN_DAYS = 7;

/**
 * How a window not counted from Amazon's own event relates to Amazon's: "closes early" when its close is counted from
 * a date that always comes before Amazon's event (the last day shown is before Amazon's); "estimate" when it is
 * counted from a later date and moved earlier by an unconfirmed margin (the last day shown can still be after
 * Amazon's when the gap is longer than the margin).
 */
export type WindowCaveatKind = "closes early" | "estimate";

export interface WindowCaveat {
  kind: WindowCaveatKind;
  /** What a row says (in its note, the CSV and the .ics). */
  text: string;
}

/** What a row says when its window is not counted from Amazon's own event (shown in its note, the CSV and the .ics). */
export const windowCaveats = {
  returnDate: {
    kind: "estimate",
    text: `Estimated window: Amazon counts from the refund, which the Customer Returns report does not give. The refund is usually on or before the return date, so the window shown closes ${RETURN_REFUND_MARGIN_DAYS} days earlier than counted from the return; a refund more than ${RETURN_REFUND_MARGIN_DAYS} days before the return would close Amazon's window first: check the refund date on the order`,
  },
  replacementShipDate: {
    kind: "estimate",
    text: `Estimated window: Amazon counts from the replacement, and the Replacements report gives the day it shipped, which can be later. The window shown closes ${REPLACEMENT_SHIP_MARGIN_DAYS} days earlier than counted from the ship date: check the replacement order's date`,
  },
  firstReceipt: {
    kind: "estimate",
    text: `Estimated window: Amazon counts from delivery, which the Ledger does not give. Counted from the first receipt, which comes after delivery, and closed ${INBOUND_CHECK_IN_MARGIN_DAYS} days earlier; a receipt more than ${INBOUND_CHECK_IN_MARGIN_DAYS} days after delivery would close Amazon's window first: type the delivery date from the carrier's proof of delivery`,
  },
  removalRequest: {
    kind: "closes early",
    text: "Closes 75 days after the removal request: Amazon counts from the shipment's creation, which the report does not give, and the request comes before it",
  },
  orderDetailShipDate: {
    kind: "closes early",
    text: "Removal Order Detail has no ship date: the order's last update stands in for the opening and the request date for the close, so Amazon's window may open earlier and close later; add Removal Shipment Detail",
  },
  orderDetailDelivery: {
    kind: "closes early",
    text: "No delivery date given and Removal Order Detail has no ship date: counted from the removal request, which comes before delivery, so Amazon's window closes later",
  },
  firstShipment: {
    kind: "closes early",
    text: "No delivery date given: counted from the order's first shipment, which comes before delivery, so Amazon's window closes later",
  },
} as const satisfies Record<string, WindowCaveat>;

/** A window as days after the event: claims open at `opensAfterDays` and close at the end of day `closesAfterDays`. */
export interface DayWindow {
  opensAfterDays: number;
  closesAfterDays: number;
}

export interface CaseRule {
  label: string;
  /** The event the window counts from. */
  countsFrom: string;
  source: string;
  /** Null when no source gives a window: the tool then shows no deadline rather than one it made up. */
  window: ((region: Region) => DayWindow) | null;
}

const sixtyDays: DayWindow = { opensAfterDays: 0, closesAfterDays: 60 };

/**
 * Customer returns: no sooner than 60 and no later than 120 days after the refund or replacement in the US (from
 * 2024-10-23); 45 to 105 days in Europe and the UK (from 2025-01-09).
 */
const customerReturnWindow = (region: Region): DayWindow =>
  region === "us" ? { opensAfterDays: 60, closesAfterDays: 120 } : { opensAfterDays: 45, closesAfterDays: 105 };

export const caseRules: Record<CaseType, CaseRule> = {
  // US forum announcement of 2024-10-23 (sellercentral.amazon.com seller-forums t/6605eede…); EU: seller-forum.com
  // t/7594 (2025-01-09). Amazon reimburses most of these itself (US from 2024-11-01, EU from 2025-01-15).
  warehouse_lost: {
    label: "Lost in the warehouse",
    countsFrom: "the Ledger adjustment",
    source: "Amazon's announcement of October 23, 2024 (US) and January 9, 2025 (Europe and the UK)",
    window: () => sixtyDays,
  },
  warehouse_damaged: {
    label: "Damaged in the warehouse",
    countsFrom: "the Ledger adjustment",
    source: "Amazon's announcement of October 23, 2024 (US) and January 9, 2025 (Europe and the UK)",
    window: () => sixtyDays,
  },
  // Help page G9N934L7Y4SFWPJ4 (current stored version). The window counts from the refund; the Customer Returns
  // report has the return date only (the refund is usually on or before it), so the close is an estimate moved
  // RETURN_REFUND_MARGIN_DAYS earlier (windowCaveats.returnDate).
  return_unsellable: {
    label: "Return unsellable by Amazon or carrier",
    countsFrom: "the return date (Amazon counts from the refund, which the report does not give)",
    source: "Amazon help page G9N934L7Y4SFWPJ4; Europe: Amazon's notice of January 9, 2025",
    window: customerReturnWindow,
  },
  // Same page: "refund or replacement". The Replacements report gives the replacement's ship date, on or after the
  // replacement: the close is an estimate moved REPLACEMENT_SHIP_MARGIN_DAYS earlier (windowCaveats.replacementShipDate).
  replacement_not_returned: {
    label: "Replacement sent, original not returned",
    countsFrom: "the replacement's ship date (Amazon counts from the replacement, which the report does not give)",
    source: "Amazon help page G9N934L7Y4SFWPJ4; Europe: Amazon's notice of January 9, 2025",
    window: customerReturnWindow,
  },
  // 15 to 75 days after the shipment's creation (EU seller-forum.com t/7594: "from the shipment creation date"; US
  // forum post; amazon.ae 2024-09-05: "after ship date"). Never proactive. The reports give the ship date (or, in
  // Removal Order Detail, only the order's last update) and the request date: the opening is counted from the ship
  // date (never before the creation), the close from the request (never after it).
  removal_lost: {
    label: "Removal lost in transit",
    countsFrom: "the removal shipment (opens) and the removal request (closes)",
    source: "Amazon's announcement of October 23, 2024; Europe: Amazon's notice of January 9, 2025",
    window: () => ({ opensAfterDays: 15, closesAfterDays: 75 }),
  },
  // Within 60 days of delivery back to the seller (same sources). Variant: amazon.ae says 30 days for damaged,
  // different or incomplete removals (unconfirmed for the US and Europe).
  removal_short: {
    label: "Removal arrived short",
    countsFrom: "the delivery you give (or, without one, the first shipment of the order)",
    source: "Amazon's announcement of October 23, 2024; Europe: Amazon's notice of January 9, 2025",
    window: () => sixtyDays,
  },
  // The window is a setting (inboundWindows): the sources disagree. Counted from the delivery date the seller types;
  // without one, from the first receipt (after delivery), closed INBOUND_CHECK_IN_MARGIN_DAYS earlier as an estimate.
  inbound_shortage: {
    label: "Inbound shipment short",
    countsFrom: "the delivery you give (or, without one, the first receipt, with the close moved earlier)",
    source: "See the inbound window setting",
    window: () => sixtyDays,
  },
  // No source gives a window to dispute the amount of a reimbursement (nor says Amazon revises one it has paid), so
  // the row has no deadline: a made-up one (issue 46 found 60 days shown) would read as Amazon's.
  underpaid: {
    label: "Reimbursed below your cost",
    countsFrom: "the reimbursement's approval (no published window)",
    source:
      "Amazon pays units lost or damaged before an order at manufacturing cost from March 10, 2025 (some sources: March 31)",
    window: null,
  },
};

export const caseTypes = Object.keys(caseRules) as CaseType[];

/**
 * Inbound shortages: no current US Amazon page confirms the window (§1.2 G). The seller chooses; each option names
 * its source. Every option counts from delivery: the date the seller types, else the first receipt in the Ledger
 * with the close moved INBOUND_CHECK_IN_MARGIN_DAYS earlier.
 */
export type InboundWindowId = "days_15_60" | "months_9" | "months_6";

export const inboundWindows: Record<
  InboundWindowId,
  { label: string; source: string; opensAfterDays: number; closes: (from: string) => string }
> = {
  days_15_60: {
    label: "15 to 60 days after delivery",
    source: "Refunzo (February 2026) and Amazon's UAE notice of September 5, 2024",
    opensAfterDays: 15,
    closes: (from) => addDays(from, 60),
  },
  months_9: {
    label: "Up to 9 months after delivery",
    source: "older US Amazon help pages",
    opensAfterDays: 0,
    closes: (from) => addMonths(from, 9),
  },
  months_6: {
    label: "Up to 6 months after delivery",
    source: "Amazon's European help page (EYPWTSQRTXXXMVB)",
    opensAfterDays: 0,
    closes: (from) => addMonths(from, 6),
  },
};

/**
 * The first and last day a claim can be filed: for an event on a date (Amazon's own event), or from a WindowStart
 * when the reports lack it, with the last day Amazon's own window can close (`latestCloses`: the close itself for
 * Amazon's own event, null when no report bounds it). An opening that would fall after the close is moved to the
 * close: the close, the date a claim lapses, is the one kept on the safe side. Null for a case no source gives a
 * window for.
 */
export function claimWindow(
  caseType: CaseType,
  from: string | WindowStart,
  region: Region,
  inboundWindow: InboundWindowId,
): { opens: string; closes: string; latestCloses: string | null } | null {
  const start: WindowStart = typeof from === "string" ? { opensFrom: from, closesFrom: from } : from;
  const option = inboundWindows[inboundWindow];
  const window = caseRules[caseType].window;
  if (!window) return null;
  const days = window(region);
  const isInbound = caseType === "inbound_shortage";
  const opens = addDays(start.opensFrom, isInbound ? option.opensAfterDays : days.opensAfterDays);
  const closesCountedFrom = (date: string) => (isInbound ? option.closes(date) : addDays(date, days.closesAfterDays));
  let closes = closesCountedFrom(start.closesFrom);
  if (start.closesEarlierBy) closes = addDays(closes, -start.closesEarlierBy);
  const latest =
    start.latestFrom === undefined ? closes : start.latestFrom === null ? null : closesCountedFrom(start.latestFrom);
  return {
    opens: opens > closes ? closes : opens,
    closes,
    latestCloses: latest !== null && latest < closes ? closes : latest,
  };
}

/** How the rules treat an adjustment's reason code: a loss or damage to claim, a find that settles one, or neither. */
export type AdjustmentTreatment = "lost" | "damaged" | "found" | "not a claim";

export interface AdjustmentCode {
  /** What Amazon's list says the code means, in short. */
  meaning: string;
  treatment: AdjustmentTreatment;
  /** Why a code that takes units away is not a claim. */
  whyNot?: string;
  /** Why a claimed code may not be paid, shown beside the claim. */
  caveat?: string;
}

const damagedAtAmazon = (unit: string): AdjustmentCode => ({
  meaning: `Damaged at an Amazon fulfillment center (${unit})`,
  treatment: "damaged",
});
/**
 * A unit that was already expired, customer damaged or defective before Amazon damaged it. Amazon's Ledger page says
 * only that the unit moved to the fulfillment-center-damaged disposition; no source says such units are paid, and
 * Amazon does not reimburse customer-damaged or defective returns (research reimbursements-2026.md 1.2 C).
 */
const damagedBeforeAmazon = (unit: string, before: string): AdjustmentCode => ({
  ...damagedAtAmazon(unit),
  caveat: `the unit was ${before} before Amazon damaged it, and no source confirms Amazon pays for such a unit: it may pay less or nothing, so check the unit before filing`,
});
const notAClaim = (meaning: string, whyNot: string): AdjustmentCode => ({ meaning, treatment: "not a claim", whyNot });
const disposition = "the same units moved from one disposition to another";
const redefinition = "the same units moved from one SKU to another";
const correction = "a correction of the count, not a unit lost";

/**
 * Every reason code of Amazon's own lists, per report: a code means something else in each.
 *
 * Inventory Ledger: the table "Adjustment types and reason codes" of Amazon's Inventory Ledger help page
 * (G4FKT5KQWFFJ7LDN; a stored copy of unknown date, found beside research §2.1, whose own list from
 * help.reasonautomation.com is cut off). 6, 7, E, H, K and U are all "Damaged at Amazon fulfillment center", each a
 * decrease of another disposition followed by a P increase of the fulfillment-center-damaged one; for unreconciled
 * units of those and of "Inventory misplaced" (M, 5) the page says the seller "may be eligible for reimbursement".
 *
 * Inventory Adjustments (retired January 31, 2023): the reason code table of Amazon's help page for that report
 * (UAE, 200372710; a stored copy of unknown date). There 6, 7, H and K are damage by the inbound carrier, to an
 * expired unit, by a customer and from an item defect: not damage in Amazon's warehouse, so not a claim.
 * unconfirmed: the stored copy is cut off after N ("Transfer"); N is read as the Ledger's N (a find, or a
 * reimbursement in kind), and codes after it are not known for that report.
 */
export const adjustmentCodes: Record<AdjustmentEvent["source"], Record<string, AdjustmentCode>> = {
  ledger: {
    "6": damagedAtAmazon("a unit that was carrier damaged"),
    "7": damagedBeforeAmazon("a unit that had expired", "already expired"),
    E: damagedAtAmazon("a sellable unit"),
    H: damagedBeforeAmazon("a unit that was customer damaged", "already damaged by a customer"),
    K: damagedBeforeAmazon("a defective unit", "already defective"),
    U: damagedAtAmazon("a unit that was distributor damaged"),
    M: { meaning: "Inventory misplaced: missing from its bin in a fulfillment center", treatment: "lost" },
    "5": { meaning: "Inventory misplaced: missing from its bin in a fulfillment center", treatment: "lost" },
    F: { meaning: "Inventory found: missing units found", treatment: "found" },
    N: {
      meaning:
        "Inventory found: units wrongly assigned to another account transferred to yours, or an Amazon reimbursement in kind",
      treatment: "found",
    },
    D: notAClaim("Inventory disposed of", "a disposal, not a loss"),
    G: notAClaim("Inventory disposed of: donated to charity", "a donation, not a loss"),
    "3": notAClaim("Product redefinition: units transferred in from another SKU of the same item", redefinition),
    "4": notAClaim("Product redefinition: units transferred out to another SKU of the same item", redefinition),
    O: notAClaim(
      "Inventory correction: units taken out because they were received into your inventory by mistake, or because Amazon reimbursed them",
      "units received by mistake, or already reimbursed",
    ),
    P: notAClaim("Inventory disposition change: units added under another disposition", disposition),
    Q: notAClaim(
      "Inventory disposition change: units taken out to be added back under another disposition",
      disposition,
    ),
  },
  "inventory-adjustments": {
    "1": notAClaim("Software correction of inventory discrepancies (an increase)", correction),
    "2": notAClaim("Software correction of inventory discrepancies (a decrease)", correction),
    J: notAClaim("Software correction of inventory discrepancies (an increase)", correction),
    "3": notAClaim("Product redefinition: units transferred in from another SKU of the same item", redefinition),
    "4": notAClaim("Product redefinition: units transferred out to another SKU of the same item", redefinition),
    "5": { meaning: "Unrecoverable inventory", treatment: "lost" },
    M: { meaning: "Inventory misplaced", treatment: "lost" },
    E: { meaning: "Damaged at an Amazon fulfillment center", treatment: "damaged" },
    "6": notAClaim(
      "Damaged by the inbound carrier",
      "damaged by the carrier that delivered it, not in Amazon's warehouse",
    ),
    "7": notAClaim("Damage to an expired unit", "the unit had expired"),
    H: notAClaim("Damaged: a customer return", "damaged by the customer"),
    K: notAClaim("Damaged as a result of an item defect", "the item's own defect"),
    D: notAClaim("Destroyed", "destroyed, not lost"),
    F: { meaning: "Inventory found", treatment: "found" },
    N: { meaning: "Transfer into your inventory (read as the Inventory Ledger's N)", treatment: "found" },
  },
};

/** A code's meaning and treatment; a code not in Amazon's list for that report is not claimed, and says so. */
export function adjustmentCode(source: AdjustmentEvent["source"], code: string): AdjustmentCode {
  return (
    adjustmentCodes[source][code.trim().toUpperCase()] ?? {
      meaning: code.trim() === "" ? "No reason code" : "A code not in Amazon's list for this report",
      treatment: "not a claim",
      whyNot: "not a code the tool knows to be a loss: check it in Seller Central",
    }
  );
}

/** What the finder does with a reason code: a claim, a find, or not a claim and why. */
export function treatmentText(code: Pick<AdjustmentCode, "treatment" | "whyNot" | "caveat">): string {
  if (code.treatment === "lost") return "Claimed as lost, less units found and reimbursed";
  if (code.treatment === "damaged")
    return `Claimed as damaged, less units found and reimbursed${code.caveat ? `; but ${code.caveat}` : ""}`;
  if (code.treatment === "found") return "Found units: they settle earlier losses of the item";
  return `Not a claim: ${code.whyNot}`;
}

/** Customer-return dispositions that get a meaning on the row (./find-claims.ts: the returns Amazon pays for). */
export const returnDispositionMeanings: Record<string, string> = {
  CARRIER_DAMAGED: "Return damaged by the carrier",
  // unconfirmed (see amazonFaultDispositions).
  DAMAGED: "Return marked damaged (read as damaged at Amazon: check the return in Seller Central)",
};

/**
 * Customer-return dispositions that are Amazon's or the carrier's fault (G9N934L7Y4SFWPJ4: Amazon reimburses the
 * unsellable returns it is responsible for; customer-damaged and defective ones are not reimbursed).
 * unconfirmed: "DAMAGED" read as damaged at Amazon, as the report's public descriptions use it.
 */
export const amazonFaultDispositions: ReadonlySet<string> = new Set(["DAMAGED", "CARRIER_DAMAGED"]);

/** Manufacturing-cost valuation of units lost before an order (carbon6.io and others: March 10, 2025; spctek: March 31). */
export const MANUFACTURING_COST_FROM = "2025-03-10";

/** A Reimbursements report reason, as a bucket of the rules: "Lost_Warehouse" and "Damaged: Warehouse" alike. */
export type ReimbursementBucket = "warehouse" | "inbound" | "removal" | "order";

export function reimbursementBucket(reason: string): ReimbursementBucket {
  const text = reason.toLowerCase();
  if (text.includes("warehouse")) return "warehouse";
  if (text.includes("inbound")) return "inbound";
  if (text.includes("removal")) return "removal";
  return "order";
}
