import { workerCall } from "~/lib/worker-call";
import type { ReadReports } from "~/tools/reimbursement-finder";
import { readReportFiles } from "~/tools/reimbursement-finder/read-report-files";

/**
 * Reads the dropped reports in a Web Worker (one per page, reused), or here where workers are unavailable. The
 * files go to the worker as the browser's handles on them, in this browser only, never over the network.
 */
export const readInWorker = workerCall<readonly File[], ReadReports>(
  () => new Worker(new URL("../reimbursement-finder.worker.ts", import.meta.url), { type: "module" }),
  readReportFiles,
);
