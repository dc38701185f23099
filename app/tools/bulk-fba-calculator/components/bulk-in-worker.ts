import type { PricedRow } from "~/tools/bulk-fba-calculator";
import type { BulkRequest, BulkResponse } from "~/tools/bulk-fba-calculator/worker-messages";
import type { BulkResult } from "~/tools/bulk-fba-calculator/run-bulk";

export type BulkOutcome = { ok: true; result: Omit<BulkResult, "rows">; rows: PricedRow[] } | { ok: false; message: string };

type Pending = { kind: "price"; rows: PricedRow[]; resolve: (outcome: BulkOutcome) => void } | { kind: "csv"; resolve: (text: string) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/**
 * The page's side of bulk.worker.ts (one worker per page, reused). The file's bytes go to the worker in this
 * browser only, never over the network; rows come back in slices, each taken in as its own short task.
 */
function bulkWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("../../../tools/bulk-fba-calculator/bulk.worker.ts", import.meta.url), { type: "module" });
  worker.addEventListener("message", (event: MessageEvent<BulkResponse>) => {
    const message = event.data;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (entry.kind === "csv") {
      if (message.kind === "csv") {
        pending.delete(message.id);
        entry.resolve(message.text);
      }
      return;
    }
    if (message.kind === "rows") {
      for (const row of message.rows) entry.rows.push(row);
    } else if (message.kind === "done") {
      pending.delete(message.id);
      entry.resolve({ ok: true, result: message.result, rows: entry.rows });
    } else if (message.kind === "failed") {
      pending.delete(message.id);
      entry.resolve({ ok: false, message: message.message });
    }
  });
  return worker;
}

function send(request: BulkRequest, entry: Pending, transfer: Transferable[] = []) {
  pending.set(request.id, entry);
  bulkWorker().postMessage(request, transfer);
}

/** Reads and prices a CSV or .xlsx file (its bytes are moved to the worker, not copied). */
export function loadCatalogue(bytes: ArrayBuffer, date: string): Promise<BulkOutcome> {
  const id = (nextId += 1);
  return new Promise((resolve) => send({ id, kind: "load", bytes, date }, { kind: "price", rows: [], resolve }, [bytes]));
}

/** Prices the loaded file again for another fee date. */
export function repriceCatalogue(date: string): Promise<BulkOutcome> {
  const id = (nextId += 1);
  return new Promise((resolve) => send({ id, kind: "reprice", date }, { kind: "price", rows: [], resolve }));
}

/** The CSV export, written in the worker. */
export function catalogueCsv(): Promise<string> {
  const id = (nextId += 1);
  return new Promise((resolve) => send({ id, kind: "csv" }, { kind: "csv", resolve }));
}
