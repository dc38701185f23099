import type { Claim } from "~/tools/reimbursement-finder";
import type { FinderOutcome, FinderRequest } from "~/tools/reimbursement-finder/finder-session";
import type { FinderWorkerRequest, FinderWorkerResponse } from "~/tools/reimbursement-finder/worker-messages";

export type { FinderOutcome, FinderRequest };

/** Said when the worker itself stops: a tab out of memory is the likely reason with files this size. */
const workerStopped =
  "The browser stopped reading these files, most likely for lack of memory. Request the reports for a shorter period, close other tabs, and try again.";

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (message: FinderWorkerResponse) => void; claims: Claim[] }>();

/**
 * The page's side of reimbursement-finder.worker.ts (one worker per page, reused; made again if the browser stopped
 * it). The files go to the worker in this browser only, never over the network, as the browser's handles on them
 * (the worker reads them in pieces). The claims arrive in parts, each a task of its own on the page.
 */
function finderWorker(): Worker {
  if (worker) return worker;
  const current = new Worker(new URL("../reimbursement-finder.worker.ts", import.meta.url), { type: "module" });
  current.addEventListener("message", (event: MessageEvent<FinderWorkerResponse>) => {
    const request = pending.get(event.data.id);
    if (!request) return;
    if (event.data.kind === "claims") {
      for (const claim of event.data.claims) request.claims.push(claim);
      return;
    }
    pending.delete(event.data.id);
    request.resolve(event.data);
  });
  current.addEventListener("error", () => {
    worker = null;
    for (const [id, request] of pending) request.resolve({ id, kind: "failed", message: workerStopped });
    pending.clear();
  });
  worker = current;
  return current;
}

function ask(request: FinderWorkerRequest): Promise<{ message: FinderWorkerResponse; claims: Claim[] }> {
  return new Promise((resolve) => {
    const claims: Claim[] = [];
    pending.set(request.id, { resolve: (message) => resolve({ message, claims }), claims });
    finderWorker().postMessage(request);
  });
}

/** Reads the drop (only the files not read before) and finds its claims in the worker. */
export async function evaluateInWorker(request: FinderRequest): Promise<FinderOutcome> {
  const { message, claims } = await ask({ id: (nextId += 1), kind: "evaluate", ...request });
  if (message.kind === "failed") return { ok: false, message: message.message };
  if (message.kind !== "evaluated") return { ok: false, message: workerStopped };
  const { outcome } = message;
  return outcome.ok ? { ...outcome, result: { ...outcome.result, claims } } : outcome;
}

/** The last claims as a CSV or calendar file, written in the worker. */
export async function exportInWorker(kind: "csv" | "ics"): Promise<Blob | null> {
  const id = (nextId += 1);
  const { message } = await ask(kind === "csv" ? { id, kind } : { id, kind, stamp: new Date() });
  return message.kind === "file" ? message.file : null;
}
