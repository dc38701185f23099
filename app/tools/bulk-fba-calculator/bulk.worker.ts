/// <reference lib="webworker" />
import { BulkSession } from "./bulk-session";
import type { BulkRequest, BulkResponse } from "./worker-messages";
import { ROWS_PER_MESSAGE } from "./worker-messages";

/**
 * Reads, prices and exports a catalogue off the main thread. Priced rows go back in slices, so the page never
 * spends one long task taking in 100,000 rows.
 */
const session = new BulkSession();
const reply = (message: BulkResponse) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<BulkRequest>) => {
  const request = event.data;
  if (request.kind === "csv") {
    reply({ id: request.id, kind: "csv", text: session.csv() });
    return;
  }
  const run = request.kind === "load" ? await session.load(request.bytes, request.date) : session.price(request.date);
  if (!run.ok) {
    reply({ id: request.id, kind: "failed", message: run.message });
    return;
  }
  const { rows, ...rest } = run;
  for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) reply({ id: request.id, kind: "rows", rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
  reply({ id: request.id, kind: "done", result: rest });
};
