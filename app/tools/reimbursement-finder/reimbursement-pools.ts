import type { ReimbursementRow } from "./report-rows";

/** Reimbursements as pools of paid units that the claims they settle take from, oldest claim first. */

/** One reimbursement's units, taken by the claims it settles (oldest claim first). */
export interface PoolEntry {
  date: string;
  cash: number;
  inKind: number;
}

export type Pools = Map<string, PoolEntry[]>;

export function addToPool(pools: Pools, key: string, row: ReimbursementRow) {
  // A reversal (negative units) takes back a payment for a unit that was found; the found unit settles the loss.
  if (key === "" || (row.cashUnits <= 0 && row.inventoryUnits <= 0)) return;
  const entry = { date: row.approvalDate, cash: Math.max(0, row.cashUnits), inKind: Math.max(0, row.inventoryUnits) };
  const list = pools.get(key);
  if (list) list.push(entry);
  else pools.set(key, [entry]);
}

/** Takes up to `units` from reimbursements approved on or after `from` (cash first, oldest first). */
export function takeFromPool(pools: Pools, key: string, units: number, from: string | null) {
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

export const byDate =
  <T>(date: (item: T) => string) =>
  (a: T, b: T) =>
    date(a) < date(b) ? -1 : date(a) > date(b) ? 1 : 0;
