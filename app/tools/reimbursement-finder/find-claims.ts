import { addDays, daysBetween } from "~/lib/dates";
import { formatFixed } from "~/lib/format";
import {
  amazonFaultDispositions,
  caseRules,
  claimWindow,
  damagedReasonCodes,
  foundReasonCodes,
  INBOUND_CHECK_IN_MARGIN_DAYS,
  lostReasonCodes,
  MANUFACTURING_COST_FROM,
  reasonMeaning,
  reimbursementBucket,
  REPLACEMENT_SHIP_MARGIN_DAYS,
  RETURN_REFUND_MARGIN_DAYS,
  windowCaveats,
  type CaseType,
  type WindowCaveat,
  type WindowCaveatKind,
  type WindowStart,
} from "./claim-rules";
import type { ClaimSettings } from "./finder-form";
import type { AdjustmentEvent, ReadReports, ReimbursementRow } from "./read-reports";

/**
 * The claim rules run over the read reports: every unit Amazon lost or damaged (or a customer or carrier did, where
 * Amazon is liable) and has not paid for, with the day its claim window opens and closes. Pure.
 */

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

/** One reimbursement's units, taken by the claims it settles (oldest claim first). */
interface PoolEntry {
  date: string;
  cash: number;
  inKind: number;
}

type Pools = Map<string, PoolEntry[]>;

function addToPool(pools: Pools, key: string, row: ReimbursementRow) {
  // A reversal (negative units) takes back a payment for a unit that was found; the found unit settles the loss.
  if (key === "" || (row.cashUnits <= 0 && row.inventoryUnits <= 0)) return;
  const entry = { date: row.approvalDate, cash: Math.max(0, row.cashUnits), inKind: Math.max(0, row.inventoryUnits) };
  const list = pools.get(key);
  if (list) list.push(entry);
  else pools.set(key, [entry]);
}

/** Takes up to `units` from reimbursements approved on or after `from` (cash first, oldest first). */
function takeFromPool(pools: Pools, key: string, units: number, from: string | null) {
  let cash = 0;
  let inKind = 0;
  for (const entry of pools.get(key) ?? []) {
    if (cash + inKind >= units) break;
    if (from !== null && entry.date < from) continue;
    const fromCash = Math.min(entry.cash, units - cash - inKind);
    entry.cash -= fromCash;
    cash += fromCash;
    const fromKind = Math.min(entry.inKind, units - cash - inKind);
    entry.inKind -= fromKind;
    inKind += fromKind;
  }
  return { cash, inKind };
}

const byDate =
  <T>(date: (item: T) => string) =>
  (a: T, b: T) =>
    date(a) < date(b) ? -1 : date(a) > date(b) ? 1 : 0;

interface Draft {
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

  const drafts: Draft[] = [];
  drafts.push(...warehouseClaims(reports.adjustments, warehousePool, inKind, unitValue));

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
      reasonMeaning: reasonMeaning(row.detailedDisposition),
      unitsLost: row.quantity,
      unitsReimbursedCash: settled.cash,
      unitsReimbursedInKind: settled.inKind,
      unitValue: unitValue(row.sku, row.fnsku),
      windowStart: {
        opensFrom: row.returnDate,
        closesFrom: row.returnDate,
        closesEarlierBy: RETURN_REFUND_MARGIN_DAYS,
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
        },
        windowCaveat: windowCaveats.replacementShipDate,
        note: `Replacement order ${row.replacementOrderId}`,
      });
    }
  }

  const removals = removalClaims(reports, settings, orderPool, unitValue);
  drafts.push(...removals.drafts);
  drafts.push(...inboundClaims(reports, settings, inboundPool, unitValue));

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
  return { claims, missing: missingInputs(reports, settings), removalOrders: removals.orders };
}

type UnitValue = (sku: string, fnsku: string) => Draft["unitValue"];

/** Units reimbursed in kind per FNSKU (or SKU), by approval date, from every Reimbursements row whatever its reason. */
type InKindByItem = Map<string, { date: string; units: number }[]>;

/**
 * The units of N adjustments that are reimbursements in kind, not finds. Amazon's Ledger help (stored copy of
 * G4FKT5KQWFFJ7LDN) gives N as an increase "because inventory that was incorrectly assigned has been transferred to
 * your account or because you received an Amazon reimbursement", and the Reimbursements report lists the same units
 * in quantity-reimbursed-inventory: counted as both, one payment would settle two losses. So each unit reimbursed in
 * kind cancels one N unit of the same item, the N closest in date first, and the reimbursement alone settles a loss
 * (through the pool, by its approval date). N units beyond those count as found.
 * unconfirmed: how Amazon dates the N against the approval (so any date is matched), and that every in-kind
 * reimbursement has its N; when the match is wrong, a loss shows as owed rather than settled.
 */
function inKindFinds(founds: readonly AdjustmentEvent[], inKind: readonly { date: string; units: number }[]) {
  const left = founds.map((event) => (event.reason.toUpperCase() === "N" ? event.quantity : 0));
  for (const payment of inKind) {
    let units = payment.units;
    while (units > 0) {
      let best = -1;
      for (let position = 0; position < founds.length; position += 1) {
        if (left[position]! <= 0) continue;
        const gap = Math.abs(daysBetween(founds[position]!.date, payment.date));
        if (best === -1 || gap < Math.abs(daysBetween(founds[best]!.date, payment.date))) best = position;
      }
      if (best === -1) break;
      const taken = Math.min(units, left[best]!);
      left[best]! -= taken;
      units -= taken;
    }
  }
  // Units of each find that are a reimbursement in kind.
  return founds.map((event, position) => (event.reason.toUpperCase() === "N" ? event.quantity - left[position]! : 0));
}

/**
 * Lost or damaged units, per FNSKU: owed until a later "found" adjustment (F, or an N that is not a reimbursement in
 * kind: see inKindFinds) or a warehouse reimbursement in cash or in kind settles them, oldest first. A damaged unit's
 * move to an unsellable disposition (reason P, positive) is not a find.
 */
function warehouseClaims(
  adjustments: readonly AdjustmentEvent[],
  pool: Pools,
  inKind: InKindByItem,
  unitValue: UnitValue,
): Draft[] {
  const byFnsku = new Map<string, { losses: AdjustmentEvent[]; founds: AdjustmentEvent[] }>();
  for (const event of adjustments) {
    const code = event.reason.toUpperCase();
    const isLoss = event.quantity < 0 && (lostReasonCodes.has(code) || damagedReasonCodes.has(code));
    const isFound = event.quantity > 0 && foundReasonCodes.has(code);
    if (!isLoss && !isFound) continue;
    const key = event.fnsku || event.sku;
    let group = byFnsku.get(key);
    if (!group) {
      group = { losses: [], founds: [] };
      byFnsku.set(key, group);
    }
    (isLoss ? group.losses : group.founds).push(event);
  }
  const drafts: Draft[] = [];
  for (const [key, { losses, founds }] of byFnsku) {
    losses.sort(byDate((event) => event.date));
    founds.sort(byDate((event) => event.date));
    const open = losses.map((event) => -event.quantity);
    const found = losses.map(() => 0);
    const reimbursedInKind = inKindFinds(founds, inKind.get(key) ?? []);
    for (const [index, event] of founds.entries()) {
      let units = event.quantity - reimbursedInKind[index]!;
      for (let position = 0; position < losses.length && units > 0; position += 1) {
        if (losses[position]!.date > event.date) break;
        const taken = Math.min(units, open[position]!);
        open[position]! -= taken;
        found[position]! += taken;
        units -= taken;
      }
    }
    losses.forEach((event, position) => {
      const settled = takeFromPool(pool, key, open[position]!, event.date);
      const code = event.reason.toUpperCase();
      drafts.push({
        caseType: lostReasonCodes.has(code) ? "warehouse_lost" : "warehouse_damaged",
        fnsku: event.fnsku,
        sku: event.sku,
        asin: event.asin,
        eventDate: event.date,
        referenceId: event.referenceId,
        fulfillmentCenter: event.fulfillmentCenter,
        reason: event.reason,
        reasonMeaning: reasonMeaning(event.reason),
        unitsLost: -event.quantity,
        unitsFound: found[position],
        unitsReimbursedCash: settled.cash,
        unitsReimbursedInKind: settled.inKind,
        unitValue: unitValue(event.sku, event.fnsku),
      });
    });
  }
  return drafts;
}

/**
 * Removal orders against what the seller says arrived: nothing at all is a loss in transit (per FNSKU, 15-75 days
 * after the shipment's creation, which no report gives: opened from the ship date, closed from the request date);
 * fewer units than shipped is a short delivery (60 days from the delivery the seller gives, else from the order's
 * first shipment, or its request date with Removal Order Detail only, which only closes it earlier).
 */
function removalClaims(reports: ReadReports, settings: ClaimSettings, pool: Pools, unitValue: UnitValue) {
  const byOrder = new Map<string, ReadReports["removals"]>();
  for (const row of reports.removals) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  const drafts: Draft[] = [];
  const orders: ClaimsResult["removalOrders"] = [];
  for (const [orderId, rows] of byOrder) {
    const shipped = rows.reduce((sum, row) => sum + row.shippedUnits, 0);
    const receipt = settings.removalReceipts.get(orderId);
    orders.push({ orderId, shippedUnits: shipped, counted: receipt !== undefined });
    if (!receipt || receipt.units >= shipped) continue;
    const tracking = (row: (typeof rows)[number]) =>
      row.trackingNumber ? `${row.carrier || "Carrier"} tracking ${row.trackingNumber}` : "";
    if (receipt.units === 0) {
      for (const row of rows) {
        const settled = takeFromPool(pool, orderId, row.shippedUnits, null);
        drafts.push({
          caseType: "removal_lost",
          fnsku: row.fnsku,
          sku: row.sku,
          asin: "",
          eventDate: row.shipmentDate,
          referenceId: orderId,
          fulfillmentCenter: "",
          reason: "",
          unitsLost: row.shippedUnits,
          unitsReimbursedCash: settled.cash,
          unitsReimbursedInKind: settled.inKind,
          unitValue: unitValue(row.sku, row.fnsku),
          windowStart: { opensFrom: row.shipmentDate, closesFrom: row.requestDate },
          windowCaveat: row.fromOrderDetail ? windowCaveats.orderDetailShipDate : windowCaveats.removalRequest,
          note: tracking(row),
        });
      }
      continue;
    }
    const missingUnits = shipped - receipt.units;
    const lastShipment = rows.reduce((latest, row) => (row.shipmentDate > latest ? row.shipmentDate : latest), "");
    // Without a delivery date: the earliest date the report gives, since the short package may be the first delivered.
    // An order's rows all come from one report (mergeRemovals).
    const fromOrderDetail = rows[0]!.fromOrderDetail;
    const earliest = rows
      .map((row) => (fromOrderDetail ? row.requestDate : row.shipmentDate))
      .reduce((first, date) => (date < first ? date : first));
    const from = receipt.deliveredOn ?? earliest;
    const single = rows.every((row) => row.fnsku === rows[0]!.fnsku) ? rows[0]! : null;
    const settled = takeFromPool(pool, orderId, missingUnits, null);
    drafts.push({
      caseType: "removal_short",
      fnsku: single?.fnsku ?? "",
      sku: single?.sku ?? "",
      asin: "",
      eventDate: lastShipment,
      referenceId: orderId,
      fulfillmentCenter: "",
      reason: "",
      unitsLost: missingUnits,
      unitsReimbursedCash: settled.cash,
      unitsReimbursedInKind: settled.inKind,
      unitValue: single ? unitValue(single.sku, single.fnsku) : unitValue("", ""),
      windowStart: { opensFrom: from, closesFrom: from },
      windowCaveat: receipt.deliveredOn
        ? undefined
        : fromOrderDetail
          ? windowCaveats.orderDetailDelivery
          : windowCaveats.firstShipment,
      note: [`${shipped} shipped, ${receipt.units} arrived`, single ? "" : "several FNSKUs"]
        .filter((part) => part !== "")
        .join("; "),
    });
  }
  return { drafts, orders };
}

/**
 * Units the seller shipped on an inbound shipment against the Ledger's receipts for it (Reference ID). The window
 * counts from the delivery date the seller types; without one, from the first receipt, which comes after delivery,
 * with the close moved INBOUND_CHECK_IN_MARGIN_DAYS earlier (an estimate).
 */
function inboundClaims(reports: ReadReports, settings: ClaimSettings, pool: Pools, unitValue: UnitValue): Draft[] {
  const drafts: Draft[] = [];
  for (const entry of settings.shipped) {
    const receipts = reports.receipts.filter(
      (row) => row.shipmentId === entry.shipmentId && (entry.fnsku === "" || row.fnsku === entry.fnsku),
    );
    const received = receipts.reduce((sum, row) => sum + row.units, 0);
    const shortage = entry.units - received;
    if (shortage <= 0) continue;
    const firstDate = receipts.reduce<string | null>(
      (first, row) => (first === null || row.firstDate < first ? row.firstDate : first),
      null,
    );
    const fnskus = entry.fnsku !== "" ? [entry.fnsku] : [...new Set(receipts.map((row) => row.fnsku))];
    let cash = 0;
    let inKind = 0;
    for (const fnsku of fnskus) {
      const settled = takeFromPool(pool, fnsku, shortage - cash - inKind, firstDate ?? entry.deliveredOn);
      cash += settled.cash;
      inKind += settled.inKind;
    }
    const skus = [...new Set(receipts.map((row) => row.sku))];
    const sku = skus.length === 1 ? skus[0]! : "";
    const windowStart: WindowStart | undefined = entry.deliveredOn
      ? { opensFrom: entry.deliveredOn, closesFrom: entry.deliveredOn }
      : firstDate === null
        ? undefined
        : { opensFrom: firstDate, closesFrom: firstDate, closesEarlierBy: INBOUND_CHECK_IN_MARGIN_DAYS };
    drafts.push({
      caseType: "inbound_shortage",
      fnsku: entry.fnsku || (fnskus.length === 1 ? fnskus[0]! : ""),
      sku,
      asin: receipts.length > 0 && skus.length === 1 ? receipts[0]!.asin : "",
      eventDate: entry.deliveredOn ?? firstDate,
      referenceId: entry.shipmentId,
      fulfillmentCenter: [...new Set(receipts.map((row) => row.fulfillmentCenter))].join(" "),
      reason: "",
      unitsLost: shortage,
      unitsReimbursedCash: cash,
      unitsReimbursedInKind: inKind,
      unitValue: unitValue(sku, entry.fnsku),
      windowStart,
      windowCaveat: !entry.deliveredOn && firstDate !== null ? windowCaveats.firstReceipt : undefined,
      note: [
        `${entry.units} shipped, ${received} received`,
        windowStart === undefined
          ? "no receipt in the Ledger and no delivery date given: type the delivery date, and check the shipment's Reconcile tab"
          : "",
      ]
        .filter((part) => part !== "")
        .join("; "),
    });
  }
  return drafts;
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
  else if (window && settings.asOf > window.closes) status = "expired";
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
    windowCaveat,
    windowCaveatKind: caveat?.kind ?? null,
    daysLeft: window && status !== "settled" ? daysBetween(settings.asOf, window.closes) : null,
    status,
    note: [draft.note ?? "", windowCaveat].filter((part) => part !== "").join("; "),
  };
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

/** The first day of the ISO week (Monday) that holds `isoDate`. */
export function weekStarting(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

export interface ClaimTotals {
  claims: number;
  units: number;
  value: number;
}

export interface ClaimsSummary {
  /** Claims still to file: open or not yet open. */
  toClaim: ClaimTotals;
  expired: ClaimTotals;
  byCase: { caseType: CaseType; totals: ClaimTotals }[];
  /** Open and not-yet claims by the week their window closes, soonest first. */
  byDeadlineWeek: { weekStarting: string; totals: ClaimTotals }[];
  byStatus: Record<ClaimStatus, number>;
}

const addTo = (totals: ClaimTotals, claim: Claim) => {
  totals.claims += 1;
  totals.units += claim.unitsToClaim;
  totals.value += claim.estimatedValue ?? 0;
};
const zero = (): ClaimTotals => ({ claims: 0, units: 0, value: 0 });

export function summariseClaims(claims: readonly Claim[]): ClaimsSummary {
  const toClaim = zero();
  const expired = zero();
  const byCase = new Map<CaseType, ClaimTotals>();
  const byWeek = new Map<string, ClaimTotals>();
  const byStatus: Record<ClaimStatus, number> = { "not yet": 0, open: 0, expired: 0, settled: 0 };
  for (const claim of claims) {
    byStatus[claim.status] += 1;
    if (claim.status === "expired") addTo(expired, claim);
    if (claim.status !== "open" && claim.status !== "not yet") continue;
    addTo(toClaim, claim);
    const caseTotals = byCase.get(claim.caseType) ?? zero();
    addTo(caseTotals, claim);
    byCase.set(claim.caseType, caseTotals);
    if (claim.windowCloses !== null) {
      const week = weekStarting(claim.windowCloses);
      const weekTotals = byWeek.get(week) ?? zero();
      addTo(weekTotals, claim);
      byWeek.set(week, weekTotals);
    }
  }
  return {
    toClaim,
    expired,
    byCase: [...byCase].map(([caseType, totals]) => ({ caseType, totals })),
    byDeadlineWeek: [...byWeek]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([weekStarting, totals]) => ({ weekStarting, totals })),
    byStatus,
  };
}
