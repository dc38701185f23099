import { workerCall } from "~/lib/worker-call";
import { runAudit, type AuditRun } from "~/tools/fee-audit/run-audit";

const audit = workerCall<{ text: string; date: string }, AuditRun>(
  () => new Worker(new URL("../audit.worker.ts", import.meta.url), { type: "module" }),
  ({ text, date }) => runAudit(text, date),
);

/**
 * Parses and audits a report in a Web Worker (one per page, reused); where workers are unavailable it runs
 * here instead. The text goes to the worker in this browser only, never over the network.
 */
export function auditInWorker(text: string, date: string): Promise<AuditRun> {
  return audit({ text, date });
}
