import type { CaseType, WindowCaveat, WindowCaveatKind, WindowStart } from "./claim-rules";

/** A claim as the finder shows it, and the draft each case's rule makes of it. */

export type ClaimStatus = "not yet" | "open" | "expired" | "settled";

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
  windowCloses: string | null;
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
  daysLeft: number | null;
  status: ClaimStatus;
  note: string;
}

/** A case the reports given cannot check, with the report or input it needs and why. */
export interface MissingInput {
  topic: string;
  message: string;
}

export interface ClaimsResult {
  claims: Claim[];
  missing: MissingInput[];
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
