import { runAudit, type AuditRun } from "~/tools/fee-audit/run-audit";

let worker: Worker | null = null;
let nextId = 0;

/**
 * Parses and audits a report in a Web Worker (one per page, reused); where workers are unavailable it runs
 * here instead. The text goes to the worker in this browser only, never over the network.
 */
export function auditInWorker(text: string, date: string): Promise<AuditRun> {
  if (typeof Worker === "undefined") return Promise.resolve(runAudit(text, date));
  worker ??= new Worker(new URL("../audit.worker.ts", import.meta.url), { type: "module" });
  const id = (nextId += 1);
  const current = worker;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<{ id: number; run: AuditRun }>) => {
      if (event.data.id !== id) return;
      current.removeEventListener("message", onMessage);
      resolve(event.data.run);
    };
    current.addEventListener("message", onMessage);
    current.postMessage({ id, text, date });
  });
}
