import { daysBetween } from "~/lib/dates";
import { adjustmentCode, INBOUND_CHECK_IN_MARGIN_DAYS, windowCaveats, type WindowStart } from "./claim-rules";
import type { ClaimsResult, Draft, UnitValue } from "./claim-types";
import { type ClaimSettings } from "./finder-form";
import { byDate, takeFromPool, type Pools } from "./reimbursement-pools";
import type { AdjustmentEvent, ReadReports } from "./report-rows";

/** The claims of the cases read from the Ledger and the removal and inbound reports, as drafts. */

/** Units reimbursed in kind per FNSKU (or SKU), by approval date, from every Reimbursements row whatever its reason. */
export type InKindByItem = Map<string, { date: string; units: number }[]>;

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
export function warehouseClaims(
  adjustments: readonly AdjustmentEvent[],
  pool: Pools,
  inKind: InKindByItem,
  unitValue: UnitValue,
): Draft[] {
  const byFnsku = new Map<string, { losses: AdjustmentEvent[]; founds: AdjustmentEvent[] }>();
  for (const event of adjustments) {
    const { treatment } = adjustmentCode(event.source, event.reason);
    const isLoss = event.quantity < 0 && (treatment === "lost" || treatment === "damaged");
    const isFound = event.quantity > 0 && treatment === "found";
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
      const code = adjustmentCode(event.source, event.reason);
      drafts.push({
        caseType: code.treatment === "lost" ? "warehouse_lost" : "warehouse_damaged",
        fnsku: event.fnsku,
        sku: event.sku,
        asin: event.asin,
        eventDate: event.date,
        referenceId: event.referenceId,
        fulfillmentCenter: event.fulfillmentCenter,
        reason: event.reason,
        reasonMeaning: code.caveat ? `${code.meaning}; ${code.caveat}` : code.meaning,
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
export function removalClaims(reports: ReadReports, settings: ClaimSettings, pool: Pools, unitValue: UnitValue) {
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
          // The shipment's creation comes after the request and no later than the ship date (or, in Removal Order
          // Detail, the order's last update): Amazon's window closes between the two.
          windowStart: { opensFrom: row.shipmentDate, closesFrom: row.requestDate, latestFrom: row.shipmentDate },
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
      // Without the delivery date nothing bounds Amazon's window: the row is never called expired, only past its day.
      windowStart: receipt.deliveredOn
        ? { opensFrom: from, closesFrom: from }
        : { opensFrom: from, closesFrom: from, latestFrom: null },
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
export function inboundClaims(
  reports: ReadReports,
  settings: ClaimSettings,
  pool: Pools,
  unitValue: UnitValue,
): Draft[] {
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
        : {
            opensFrom: firstDate,
            closesFrom: firstDate,
            closesEarlierBy: INBOUND_CHECK_IN_MARGIN_DAYS,
            // Delivery comes before the first receipt: Amazon's window closes no later than counted from the receipt.
            latestFrom: firstDate,
          };
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
