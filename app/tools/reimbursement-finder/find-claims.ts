import { daysBetween } from "~/lib/dates";
import { formatFixed } from "~/lib/format";
import { inboundClaims, removalClaims, warehouseClaims, type InKindByItem } from "./case-claims";
import {
  adjustmentCode,
  amazonFaultDispositions,
  caseRules,
  claimWindow,
  MANUFACTURING_COST_FROM,
  reimbursementBucket,
  REPLACEMENT_SHIP_MARGIN_DAYS,
  RETURN_REFUND_MARGIN_DAYS,
  returnDispositionMeanings,
  windowCaveats,
  type AdjustmentTreatment,
} from "./claim-rules";
import {
  type AdjustmentCodeCount,
  type Claim,
  type ClaimsResult,
  type ClaimStatus,
  type Draft,
  type MissingInput,
} from "./claim-types";
import { type ClaimSettings } from "./finder-form";
import { addToPool, byDate, takeFromPool, type Pools } from "./reimbursement-pools";
import type { AdjustmentEvent, ReadReports } from "./report-rows";

/**
 * The claim rules run over the read reports: every unit Amazon lost or damaged (or a customer or carrier did, where
 * Amazon is liable) and has not paid for, with the day its claim window opens and closes. Pure.
 */

/** Finds every claim. `reports` is not changed. */
export function findClaims(reports: ReadReports, settings: ClaimSettings): ClaimsResult {
  const warehousePool: Pools = new Map();
  const inboundPool: Pools = new Map();
  const orderPool: Pools = new Map();
  const paid = new Map<string, { amount: number; units: number }>();
  const inKind: InKindByItem = new Map();
  for (const row of [...reports.reimbursements].sort(byDate((item) => item.approvalDate))) {
    const bucket = reimbursementBucket(row.reason);
    const item = row.fnsku || row.sku;
    if (row.inventoryUnits > 0 && item !== "") {
      const list = inKind.get(item) ?? [];
      list.push({ date: row.approvalDate, units: row.inventoryUnits });
      inKind.set(item, list);
    }
    if (bucket === "warehouse") addToPool(warehousePool, row.fnsku || row.sku, row);
    else if (bucket === "inbound") addToPool(inboundPool, row.fnsku || row.sku, row);
    else addToPool(orderPool, row.orderId, row);
    if (row.amountPerUnit !== null && row.cashUnits > 0) {
      for (const key of [row.fnsku, row.sku]) {
        if (key === "") continue;
        const total = paid.get(key) ?? { amount: 0, units: 0 };
        total.amount += row.amountPerUnit * row.cashUnits;
        total.units += row.cashUnits;
        paid.set(key, total);
      }
    }
  }

  const costOf = (sku: string) => settings.costsBySku.get(sku) ?? settings.defaultCost;
  const unitValue = (sku: string, fnsku: string): Draft["unitValue"] => {
    const cost = costOf(sku);
    if (cost !== null) return { value: cost, basis: "your cost" };
    const average = paid.get(fnsku) ?? paid.get(sku);
    return average ? { value: average.amount / average.units, basis: "Amazon's average payment" } : null;
  };
  // The Replacements report names SKUs only: their FNSKU comes from the other reports where one is known.
  const fnskuOfSku = new Map<string, string>();
  for (const row of [...reports.adjustments, ...reports.returns, ...reports.reimbursements]) {
    if (row.sku !== "" && row.fnsku !== "" && !fnskuOfSku.has(row.sku)) fnskuOfSku.set(row.sku, row.fnsku);
  }

  // Pushed one by one, never spread: a spread passes every claim as an argument, and a Ledger of a million adjustments
  // overflows the stack (issue 51).
  const drafts: Draft[] = warehouseClaims(reports.adjustments, warehousePool, inKind, unitValue);

  // Customer returns that came back unsellable through Amazon's or the carrier's fault. Amazon counts from the refund,
  // which the report lacks: the return date opens the window (the refund is usually on or before it) and the close
  // is moved RETURN_REFUND_MARGIN_DAYS earlier, an estimate.
  for (const row of reports.returns) {
    if (!amazonFaultDispositions.has(row.detailedDisposition) || row.quantity <= 0) continue;
    const settled = takeFromPool(orderPool, row.orderId, row.quantity, null);
    drafts.push({
      caseType: "return_unsellable",
      fnsku: row.fnsku,
      sku: row.sku,
      asin: row.asin,
      eventDate: row.returnDate,
      referenceId: row.orderId,
      fulfillmentCenter: row.fulfillmentCenter,
      reason: row.detailedDisposition,
      reasonMeaning: returnDispositionMeanings[row.detailedDisposition] ?? "",
      unitsLost: row.quantity,
      unitsReimbursedCash: settled.cash,
      unitsReimbursedInKind: settled.inKind,
      unitValue: unitValue(row.sku, row.fnsku),
      windowStart: {
        opensFrom: row.returnDate,
        closesFrom: row.returnDate,
        closesEarlierBy: RETURN_REFUND_MARGIN_DAYS,
        // unconfirmed: that Amazon refunds no later than the return arrives (it often refunds at the carrier's scan);
        // Amazon's window then closes no later than 120 days (105 in Europe) after the return date.
        latestFrom: row.returnDate,
      },
      windowCaveat: windowCaveats.returnDate,
    });
  }

  // Replacements whose original order never came back (only with the Customer Returns report to check against).
  // Amazon counts from the replacement; the report gives its ship date, on or after it: the ship date opens the
  // window and the close is moved REPLACEMENT_SHIP_MARGIN_DAYS earlier, an estimate.
  const hasReturnsReport = reports.files.some((file) => file.kind === "customer-returns");
  if (hasReturnsReport) {
    const returnedOrders = new Set(reports.returns.map((row) => row.orderId));
    for (const row of reports.replacements) {
      if (returnedOrders.has(row.originalOrderId) || row.quantity <= 0) continue;
      const settled = takeFromPool(orderPool, row.originalOrderId, row.quantity, null);
      const fnsku = fnskuOfSku.get(row.sku) ?? "";
      drafts.push({
        caseType: "replacement_not_returned",
        fnsku,
        sku: row.sku,
        asin: row.asin,
        eventDate: row.shipmentDate,
        referenceId: row.originalOrderId,
        fulfillmentCenter: row.fulfillmentCenter,
        reason: row.reasonCode,
        unitsLost: row.quantity,
        unitsReimbursedCash: settled.cash,
        unitsReimbursedInKind: settled.inKind,
        unitValue: unitValue(row.sku, fnsku),
        windowStart: {
          opensFrom: row.shipmentDate,
          closesFrom: row.shipmentDate,
          closesEarlierBy: REPLACEMENT_SHIP_MARGIN_DAYS,
          // The replacement is made no later than it ships.
          latestFrom: row.shipmentDate,
        },
        windowCaveat: windowCaveats.replacementShipDate,
        note: `Replacement order ${row.replacementOrderId}`,
      });
    }
  }

  const removals = removalClaims(reports, settings, orderPool, unitValue);
  for (const draft of removals.drafts) drafts.push(draft);
  for (const draft of inboundClaims(reports, settings, inboundPool, unitValue)) drafts.push(draft);

  // Reimbursed below the manufacturing cost the seller entered (units lost before an order, since March 2025).
  for (const row of reports.reimbursements) {
    const bucket = reimbursementBucket(row.reason);
    const cost = costOf(row.sku);
    if ((bucket !== "warehouse" && bucket !== "inbound") || row.approvalDate < MANUFACTURING_COST_FROM) continue;
    if (cost === null || row.amountPerUnit === null || row.cashUnits <= 0 || cost - row.amountPerUnit < 0.005) continue;
    drafts.push({
      caseType: "underpaid",
      fnsku: row.fnsku,
      sku: row.sku,
      asin: row.asin,
      eventDate: row.approvalDate,
      referenceId: row.reimbursementId,
      fulfillmentCenter: "",
      reason: row.reason,
      unitsLost: row.cashUnits,
      unitsReimbursedCash: row.cashUnits,
      unitsReimbursedInKind: 0,
      unitsToClaim: row.cashUnits,
      unitValue: { value: cost - row.amountPerUnit, basis: "cost minus payment" },
      // unconfirmed: no source says Amazon revises an amount it has already paid (only that later reimbursements use
      // the cost submitted in Manage Your Manufacturing Cost).
      note: `Paid ${formatFixed(row.amountPerUnit, 2)} a unit against your cost of ${formatFixed(cost, 2)}; no source confirms Amazon revises a paid amount`,
    });
  }

  const claims = drafts.map((draft, position) => toClaim(draft, position, settings));
  claims.sort((a, b) =>
    (a.windowCloses ?? "9999") < (b.windowCloses ?? "9999")
      ? -1
      : (a.windowCloses ?? "9999") > (b.windowCloses ?? "9999")
        ? 1
        : a.caseType < b.caseType
          ? -1
          : a.caseType > b.caseType
            ? 1
            : 0,
  );
  return {
    claims,
    missing: missingInputs(reports, settings),
    adjustmentCodes: countAdjustmentCodes(reports.adjustments),
    removalOrders: removals.orders,
  };
}

function toClaim(draft: Draft, position: number, settings: ClaimSettings): Claim {
  const unitsFound = draft.unitsFound ?? 0;
  const unitsToClaim = Math.max(
    0,
    draft.unitsToClaim ?? draft.unitsLost - unitsFound - draft.unitsReimbursedCash - draft.unitsReimbursedInKind,
  );
  const from = draft.windowStart ?? draft.eventDate;
  const window = from === null ? null : claimWindow(draft.caseType, from, settings.region, settings.inboundWindow);
  const caveat = window ? (draft.windowCaveat ?? null) : null;
  const windowCaveat = caveat?.text ?? "";
  let status: ClaimStatus = "open";
  if (unitsToClaim === 0) status = "settled";
  else if (window && settings.asOf < window.opens) status = "not yet";
  else if (window && settings.asOf > window.closes)
    status = window.latestCloses !== null && settings.asOf > window.latestCloses ? "expired" : "may be open";
  const countsTo = status === "may be open" ? (window?.latestCloses ?? null) : (window?.closes ?? null);
  return {
    id: `${draft.caseType}-${position}`,
    caseType: draft.caseType,
    fnsku: draft.fnsku,
    sku: draft.sku,
    asin: draft.asin,
    eventDate: draft.eventDate,
    referenceId: draft.referenceId,
    fulfillmentCenter: draft.fulfillmentCenter,
    reason: draft.reason,
    reasonMeaning: draft.reasonMeaning ?? "",
    unitsLost: draft.unitsLost,
    unitsFound,
    unitsReimbursedCash: draft.unitsReimbursedCash,
    unitsReimbursedInKind: draft.unitsReimbursedInKind,
    unitsToClaim,
    unitValue: draft.unitValue?.value ?? null,
    valueBasis: draft.unitValue?.basis ?? null,
    estimatedValue: draft.unitValue ? Math.round(draft.unitValue.value * unitsToClaim * 100) / 100 : null,
    windowOpens: window?.opens ?? null,
    windowCloses: window?.closes ?? null,
    windowLatestCloses: window?.latestCloses ?? null,
    windowCaveat,
    windowCaveatKind: caveat?.kind ?? null,
    daysLeft: countsTo !== null && status !== "settled" ? daysBetween(settings.asOf, countsTo) : null,
    status,
    note: [draft.note ?? "", windowCaveat].filter((part) => part !== "").join("; "),
  };
}

/** Every reason code read, with Amazon's meaning and how the rules treat it, by report, claims first. */
function countAdjustmentCodes(adjustments: readonly AdjustmentEvent[]): AdjustmentCodeCount[] {
  const counts = new Map<string, AdjustmentCodeCount>();
  for (const event of adjustments) {
    const code = event.reason.trim().toUpperCase();
    const key = `${event.source}\t${code}`;
    let count = counts.get(key);
    if (!count) {
      const { meaning, treatment, whyNot = "", caveat } = adjustmentCode(event.source, code);
      count = { source: event.source, code, meaning, treatment, whyNot, caveat, rows: 0, unitsOut: 0, unitsIn: 0 };
      counts.set(key, count);
    }
    count.rows += 1;
    if (event.quantity < 0) count.unitsOut -= event.quantity;
    else count.unitsIn += event.quantity;
  }
  const order: AdjustmentTreatment[] = ["lost", "damaged", "found", "not a claim"];
  return [...counts.values()].sort(
    (a, b) =>
      order.indexOf(a.treatment) - order.indexOf(b.treatment) ||
      a.source.localeCompare(b.source) ||
      a.code.localeCompare(b.code),
  );
}

function missingInputs(reports: ReadReports, settings: ClaimSettings): MissingInput[] {
  const has = (kind: ReadReports["files"][number]["kind"]) => reports.files.some((file) => file.kind === kind);
  const missing: MissingInput[] = [
    {
      topic: "Refunded but not returned",
      message:
        "Needs each refund's date, which is in the Payments transaction report: its header row could not be confirmed, so this tool does not read it, and the FBA Customer Returns report leaves out returnless refunds. Check refunds from 60 to 120 days old (45 to 105 in Europe and the UK) in Seller Central's Inventory Defect and Reimbursement page.",
    },
  ];
  const hasLedger = has("ledger") || has("inventory-adjustments");
  if (!hasLedger) {
    missing.push({
      topic: caseRules.warehouse_lost.label,
      message:
        "Needs the Inventory Ledger, detailed view (Reports > Fulfillment > Inventory Ledger): its adjustments list every unit lost or damaged.",
    });
  }
  if (!has("reimbursements")) {
    missing.push({
      topic: "Reimbursements",
      message:
        "Without the Reimbursements report nothing counts as paid: units Amazon already reimbursed show as still to claim.",
    });
  }
  if (!has("customer-returns")) {
    missing.push({
      topic: "Customer returns and replacements",
      message:
        "Needs the FBA Customer Returns report: it shows which returns came back damaged by Amazon or the carrier, and which replaced orders were returned.",
    });
  }
  if (!has("replacements")) {
    missing.push({
      topic: caseRules.replacement_not_returned.label,
      message: "Needs the Replacements report, which lists the original order of each replacement.",
    });
  }
  if (!has("removal-shipments") && !has("removal-orders")) {
    missing.push({
      topic: "Removal orders",
      message:
        "Needs the Removal Shipment Detail report and the units that arrived, which you type in. Removal Order Detail is read too, but it has no ship date: with it alone the windows are counted from the removal request and may close earlier than Amazon's.",
    });
  }
  if (settings.shipped.length === 0) {
    missing.push({
      topic: caseRules.inbound_shortage.label,
      message: has("ledger")
        ? "Type the units you shipped per shipment ID, with the delivery date: no report gives them, and the Ledger's receipts are compared with them."
        : "Needs the Inventory Ledger's receipts and the units you shipped per shipment ID.",
    });
  }
  if (settings.defaultCost === null && settings.costsBySku.size === 0) {
    missing.push({
      topic: caseRules.underpaid.label,
      message: "Enter your manufacturing cost to find units reimbursed below it.",
    });
  }
  return missing;
}
