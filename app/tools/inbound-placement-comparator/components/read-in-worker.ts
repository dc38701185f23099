import { workerCall } from "~/lib/worker-call";
import { readShipmentFile, type ReadShipment } from "~/tools/inbound-placement-comparator/shipment-csv";

/**
 * Reads a dropped shipment file in a Web Worker (one per page, reused), or here where workers are unavailable. The
 * file goes to the worker as the browser's handle on it, in this browser only, never over the network.
 */
export const readInWorker = workerCall<File, ReadShipment>(
  () => new Worker(new URL("../read-shipment.worker.ts", import.meta.url), { type: "module" }),
  readShipmentFile,
);
