import { workerCall } from "~/lib/worker-call";
import type { PredictorReports } from "~/tools/low-inventory-fee-predictor";
import { readPredictorFiles } from "~/tools/low-inventory-fee-predictor/read-report-files";

/**
 * Reads the dropped reports in a Web Worker (one per page, reused), or here where workers are unavailable. The files
 * go to the worker as the browser's handles on them, in this browser only, never over the network.
 */
export const readInWorker = workerCall<readonly File[], PredictorReports>(
  () => new Worker(new URL("../low-inventory-fee-predictor.worker.ts", import.meta.url), { type: "module" }),
  readPredictorFiles,
);
