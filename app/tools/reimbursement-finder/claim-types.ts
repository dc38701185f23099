import type { AdjustmentTreatment, CaseType, WindowCaveat, WindowCaveatKind, WindowStart } from "./claim-rules";
import type { AdjustmentEvent } from "./report-rows";

/** A claim as the finder shows it, and the draft each case's rule makes of it. */

/**
 * "may be open": past the day shown to act by, which is counted from a date earlier than Amazon's (or moved earlier),
 * while Amazon's own window may still be open: never "expired" until Amazon's latest possible close has passed.
 */
export type ClaimStatus = "not yet" | "open" | "may be open" | "expired" | "settled";

export interface Claim {
  id: string;
  caseType: CaseType;
  fnsku: string;
  sku: string;
  asin: string;
  eventDate: string | null;
  /** Order, shipment, removal order or reimbursement the claim is about. */
  referenceId: string;
  fulfillmentCenter: string;
  reason: string;
  reasonMeaning: string;
  unitsLost: number;
  unitsFound: number;
  unitsReimbursedCash: number;
  unitsReimbursedInKind: number;
  unitsToClaim: number;
  /** Value of one unit to claim: the seller's cost, else the average Amazon paid for the item; null when neither. */
  unitValue: number | null;
  valueBasis: "your cost" | "Amazon's average payment" | "cost minus payment" | null;
  estimatedValue: number | null;
  windowOpens: string | null;
  /** The last day to file: Amazon's own, or a cautious day to act by when the reports lack Amazon's event. */
  windowCloses: string | null;
  /**
   * The last day Amazon's own window can close: windowCloses when it is Amazon's own, a later day when windowCloses is
   * cautious, null when no report bounds it (a delivery no report gives).
   */
  windowLatestCloses: string | null;
  /**
   * Set when the reports lack the event Amazon counts from: what is missing and how the window was moved (also part
   * of `note`). "" when the window is counted from Amazon's own event.
   */
  windowCaveat: string;
  /**
   * "closes early": the close is counted from a date before Amazon's event, so the last day shown is before Amazon's;
   * "estimate": counted from a later date and moved earlier by an unconfirmed margin. Null without a caveat.
   */
  windowCaveatKind: WindowCaveatKind | null;
  /** Days to windowCloses; for a claim that may still be open, to windowLatestCloses (null when unknown). */
  daysLeft: number | null;
  status: ClaimStatus;
  note: string;
}

/** A case the reports given cannot check, with the report or input it needs and why. */
export interface MissingInput {
  topic: string;
  message: string;
}

/** Each reason code of the adjustments read: what it means, how the rules treat it, its rows and units. */
export interface AdjustmentCodeCount {
  source: AdjustmentEvent["source"];
  code: string;
  meaning: string;
  treatment: AdjustmentTreatment;
  whyNot: string;
  /** Why a claimed code may not be paid (./claim-rules.ts AdjustmentCode.caveat). */
  caveat?: string;
  rows: number;
  /** Units taken away (negative adjustments) and added (positive ones). */
  unitsOut: number;
  unitsIn: number;
}

export interface ClaimsResult {
  claims: Claim[];
  missing: MissingInput[];
  adjustmentCodes: AdjustmentCodeCount[];
  /** Removal orders shipped back, and whether the seller has typed what arrived. */
  removalOrders: { orderId: string; shippedUnits: number; counted: boolean }[];
}

export interface Draft {
  caseType: CaseType;
  fnsku: string;
  sku: string;
  asin: string;
  eventDate: string | null;
  referenceId: string;
  fulfillmentCenter: string;
  reason: string;
  /** Ledger reason codes and return dispositions only: other reports' codes mean something else. */
  reasonMeaning?: string;
  unitsLost: number;
  unitsFound?: number;
  unitsReimbursedCash: number;
  unitsReimbursedInKind: number;
  /** Overrides lost - found - reimbursed (underpaid rows). */
  unitsToClaim?: number;
  unitValue: { value: number; basis: Claim["valueBasis"] } | null;
  /** The window's start when it is not the event (a removal's delivery, an estimate from a stand-in date). */
  windowStart?: WindowStart;
  windowCaveat?: WindowCaveat;
  note?: string;
}

/** The value of one unit of an item to claim, from the seller's costs or Amazon's past payments. */
export type UnitValue = (sku: string, fnsku: string) => Draft["unitValue"];
