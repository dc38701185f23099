import type { PricedRow } from "~/tools/bulk-fba-calculator";
import type { BulkOutcome, BulkView } from "~/tools/bulk-fba-calculator/bulk-session";
import type { BulkRequest, BulkResponse } from "~/tools/bulk-fba-calculator/worker-messages";

export type { BulkOutcome, BulkView };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (message: BulkResponse) => void>();

/**
 * The page's side of bulk.worker.ts (one worker per page, reused). The file goes to the worker in this browser
 * only, never over the network, as the browser's handle on it (the worker reads it in chunks). The priced rows
 * stay in the worker: the page asks for a view and then for the few rows it shows.
 */
function bulkWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("../bulk.worker.ts", import.meta.url), { type: "module" });
  worker.addEventListener("message", (event: MessageEvent<BulkResponse>) => {
    const resolve = pending.get(event.data.id);
    pending.delete(event.data.id);
    resolve?.(event.data);
  });
  return worker;
}

function ask(request: BulkRequest): Promise<BulkResponse> {
  return new Promise((resolve) => {
    pending.set(request.id, resolve);
    bulkWorker().postMessage(request);
  });
}

const priced = (message: BulkResponse): BulkOutcome =>
  message.kind === "priced"
    ? { ok: true, overview: message.overview }
    : {
        ok: false,
        message:
          message.kind === "failed" ? message.message : "Something went wrong while reading the file. Try again.",
      };

/** Reads and prices a CSV or .xlsx file in the worker. */
export async function loadCatalogue(file: Blob, date: string): Promise<BulkOutcome> {
  return priced(await ask({ id: (nextId += 1), kind: "load", file, date }));
}

/** Prices the loaded file again for another fee date. */
export async function repriceCatalogue(date: string): Promise<BulkOutcome> {
  return priced(await ask({ id: (nextId += 1), kind: "reprice", date }));
}

/** Filters, searches and sorts the table in the worker; resolves to the view's id and the number of rows it shows. */
export async function viewCatalogue(view: BulkView): Promise<{ id: number; count: number }> {
  const id = (nextId += 1);
  const message = await ask({ id, kind: "view", view });
  return { id, count: message.kind === "view" ? message.count : 0 };
}

/** The rows at positions start..end (exclusive) of a view; null when a newer view has replaced it. */
export async function catalogueRows(view: number, start: number, end: number): Promise<PricedRow[] | null> {
  const message = await ask({ id: (nextId += 1), kind: "rows", view, start, end });
  return message.kind === "rows" && !message.stale ? message.rows : null;
}

/** The CSV export, written in the worker. */
export async function catalogueCsv(): Promise<Blob | null> {
  const message = await ask({ id: (nextId += 1), kind: "csv" });
  return message.kind === "csv" ? message.file : null;
}
