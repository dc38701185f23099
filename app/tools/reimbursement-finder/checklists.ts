import { REPLACEMENT_SHIP_MARGIN_DAYS, type CaseType } from "./claim-rules";

/**
 * For each case: what Amazon asks for and where to file it (research reimbursements-2026.md §1.2). The tool files
 * nothing: Amazon refuses "insufficiently researched or prematurely submitted requests, or ... high volumes of
 * requests in a short period" (amz-doc.com; sellercentral.amazon.in GQQUAYV9TRHDC32U), so each claim is checked by
 * the seller and filed on its own.
 */
export interface Checklist {
  whereToFile: string;
  steps: readonly string[];
}

/**
 * The IDR page and the shipment's Reconcile (or Contents) tab are in the research (§1.1, §1.2 G); no source gives the
 * menu path of a support case, so it is named only as far as Help, with a caveat.
 */
const idrPage = "Seller Central: the Inventory Defect and Reimbursement (IDR) page";
const supportCase = (about: string) =>
  `a support case about ${about}, opened from Help (no source documents the menu path, and names can differ in your account)`;

const beforeFiling =
  "Check the Reimbursements report again first: Amazon pays most of these itself, and a payment can take 4 to 5 days to appear after approval.";

export const claimChecklists: Record<CaseType, Checklist> = {
  warehouse_lost: {
    whereToFile: `${idrPage}, or ${supportCase("the lost or damaged units")}`,
    steps: [
      beforeFiling,
      "The FNSKU, the date and the Reference ID of the Ledger adjustment, and the number of units",
      "File no later than 60 days after the adjustment",
      "Since March 2025 Amazon pays units lost before an order at manufacturing cost: keep an invoice that shows your cost",
    ],
  },
  warehouse_damaged: {
    whereToFile: `${idrPage}, or ${supportCase("the lost or damaged units")}`,
    steps: [
      beforeFiling,
      "The FNSKU, the date, the reason code and the Reference ID of the Ledger adjustment, and the number of units",
      "File no later than 60 days after the adjustment",
      "Keep an invoice that shows your manufacturing cost",
    ],
  },
  return_unsellable: {
    whereToFile: `${idrPage}, or ${supportCase("the customer return")}`,
    steps: [
      "The order ID, the FNSKU and the license plate number (LPN) from the FBA Customer Returns report",
      "The return's detailed disposition: only damage by Amazon or the carrier is reimbursed, not customer damage or a defect",
      "File in the window: 60 to 120 days after the refund in the US, 45 to 105 days in Europe and the UK. The returns report has no refund date, so the window shown is an estimate: check the refund date on the order",
    ],
  },
  replacement_not_returned: {
    whereToFile: `${idrPage}, or ${supportCase("the customer return")}`,
    steps: [
      "The original order ID and the replacement order ID from the Replacements report",
      "Confirm the original order is not in the FBA Customer Returns report",
      `File in the window: 60 to 120 days after the replacement in the US, 45 to 105 days in Europe and the UK. The Replacements report gives the day the replacement shipped, which can be later, so the window shown closes ${REPLACEMENT_SHIP_MARGIN_DAYS} days early, as an estimate: check the replacement order's date`,
    ],
  },
  removal_lost: {
    whereToFile: `Seller Central: ${supportCase("the removal order")}`,
    steps: [
      "The removal order ID, the carrier and the tracking number from the Removal Shipment Detail report",
      "The carrier's tracking status showing the package was not delivered",
      "File 15 to 75 days after the shipment's creation, which the reports do not give: the tool closes the window 75 days after the removal request. Amazon never reimburses removals on its own",
    ],
  },
  removal_short: {
    whereToFile: `Seller Central: ${supportCase("the removal order")}`,
    steps: [
      "The removal order ID, the units shipped and the units you received, per FNSKU",
      "Photos of the package and its contents as they arrived",
      "File within 60 days of delivery",
    ],
  },
  inbound_shortage: {
    whereToFile:
      "Seller Central: the shipment's Reconcile (or Contents) tab, once the shipment is closed and eligible for investigation",
    steps: [
      "Proof of ownership: an invoice or packing list for the units",
      "Proof of delivery: the carrier's proof of delivery, or the bill of lading for freight. Amazon counts the window from this delivery date",
      "The window is not confirmed for the US: the inbound window setting names the sources",
    ],
  },
  underpaid: {
    whereToFile: `${idrPage} > Manage Your Manufacturing Cost, then ${supportCase("the reimbursement")}`,
    steps: [
      "The reimbursement ID and the amount per unit from the Reimbursements report",
      "An invoice showing your manufacturing cost (cost to source or make the unit, without shipping, duties or packaging)",
      "No source confirms that Amazon re-pays an amount it has already paid: submit your cost in Manage Your Manufacturing Cost so later reimbursements use it, and ask about this one only with your invoice",
      "Amazon publishes no window for disputing an amount, so the tool shows no deadline: ask while the reimbursement is recent",
    ],
  },
};
