import { addDays, addMonths } from "~/lib/dates";

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
  window: (region: Region) => DayWindow;
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
  // report has the return date only, which stands in for it (unconfirmed: the refund is usually on or before it).
  return_unsellable: {
    label: "Return unsellable by Amazon or carrier",
    countsFrom: "the return (standing in for the refund)",
    source: "Amazon help page G9N934L7Y4SFWPJ4; Europe: Amazon's notice of January 9, 2025",
    window: customerReturnWindow,
  },
  // Same page: "refund or replacement".
  replacement_not_returned: {
    label: "Replacement sent, original not returned",
    countsFrom: "the replacement shipment",
    source: "Amazon help page G9N934L7Y4SFWPJ4; Europe: Amazon's notice of January 9, 2025",
    window: customerReturnWindow,
  },
  // 15 to 75 days after the shipment (US forum post; amazon.ae 2024-09-05; EU seller-forum.com t/7594). Never proactive.
  removal_lost: {
    label: "Removal lost in transit",
    countsFrom: "the removal shipment",
    source: "Amazon's announcement of October 23, 2024; Europe: Amazon's notice of January 9, 2025",
    window: () => ({ opensAfterDays: 15, closesAfterDays: 75 }),
  },
  // Within 60 days of delivery back to the seller (same sources). Variant: amazon.ae says 30 days for damaged,
  // different or incomplete removals (unconfirmed for the US and Europe).
  removal_short: {
    label: "Removal arrived short",
    countsFrom: "the delivery (or the shipment when no delivery date is given)",
    source: "Amazon's announcement of October 23, 2024; Europe: Amazon's notice of January 9, 2025",
    window: () => sixtyDays,
  },
  // The window is a setting (inboundWindows): the sources disagree.
  inbound_shortage: {
    label: "Inbound shipment short",
    countsFrom: "the first receipt of the shipment (standing in for its delivery)",
    source: "See the inbound window setting",
    window: () => sixtyDays,
  },
  // unconfirmed: no source gives a window to dispute the amount of a reimbursement. The 60 days of a warehouse
  // claim, counted from the approval, are used so the row is never shown as safe for longer than that.
  underpaid: {
    label: "Reimbursed below your cost",
    countsFrom: "the reimbursement's approval (no published window: 60 days assumed)",
    source:
      "Amazon pays units lost or damaged before an order at manufacturing cost from March 10, 2025 (some sources: March 31)",
    window: () => sixtyDays,
  },
};

export const caseTypes = Object.keys(caseRules) as CaseType[];

/**
 * Inbound shortages: no current US Amazon page confirms the window (§1.2 G). The seller chooses; each option names
 * its source. Counted from the shipment's first receipt in the Ledger, standing in for its delivery.
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

/** The first and last day a claim can be filed for an event on `eventDate`. */
export function claimWindow(
  caseType: CaseType,
  eventDate: string,
  region: Region,
  inboundWindow: InboundWindowId,
): { opens: string; closes: string } {
  if (caseType === "inbound_shortage") {
    const option = inboundWindows[inboundWindow];
    return { opens: addDays(eventDate, option.opensAfterDays), closes: option.closes(eventDate) };
  }
  const { opensAfterDays, closesAfterDays } = caseRules[caseType].window(region);
  return { opens: addDays(eventDate, opensAfterDays), closes: addDays(eventDate, closesAfterDays) };
}

/**
 * Ledger and Inventory Adjustments reason codes (§2.1). unconfirmed: single source
 * (help.reasonautomation.com, list cut off) for the damaged and found codes; lost = M and 5 is a third-party
 * heuristic (Bowshy/amazon-review-automation), not an Amazon definition. The page shows the code and its meaning so
 * the seller can judge each row.
 */
export const lostReasonCodes: ReadonlySet<string> = new Set(["M", "5"]);
export const damagedReasonCodes: ReadonlySet<string> = new Set(["6", "7", "E", "H", "K", "U"]);
export const foundReasonCodes: ReadonlySet<string> = new Set(["F", "N"]);

export const reasonMeanings: Record<string, string> = {
  M: "Misplaced (lost) in the warehouse",
  "5": "Lost, unrecoverable",
  "6": "Damaged in the warehouse",
  "7": "Damaged in the warehouse",
  E: "Damaged in the warehouse",
  H: "Damaged in the warehouse",
  K: "Damaged in the warehouse",
  U: "Damaged in the warehouse",
  F: "Found",
  N: "Found",
  P: "Moved to another disposition (e.g. unsellable)",
  D: "Disposed",
  CARRIER_DAMAGED: "Return damaged by the carrier",
  DAMAGED: "Return damaged at Amazon",
};

export function reasonMeaning(code: string): string {
  return reasonMeanings[code] ?? reasonMeanings[code.toUpperCase()] ?? "";
}

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
