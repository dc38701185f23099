/// <reference lib="webworker" />
import { BulkSession } from "./bulk-session";
import type { BulkRequest, BulkResponse } from "./worker-messages";

/**
 * Reads, prices, sorts and exports a catalogue off the main thread. The rows stay here; the page gets the summary
 * and, on request, the few rows it shows, so taking in a result is never a long task on the page.
 */
const session = new BulkSession();
const reply = (message: BulkResponse) => self.postMessage(message);

// One request at a time, in the order sent: a view asked for while a file is priced applies to that file.
let queue: Promise<void> = Promise.resolve();

async function handle(request: BulkRequest): Promise<void> {
  switch (request.kind) {
    case "load":
    case "reprice": {
      const outcome =
        request.kind === "load" ? await session.load(request.file, request.date) : await session.price(request.date);
      reply(
        outcome.ok
          ? { id: request.id, kind: "priced", overview: outcome.overview }
          : { id: request.id, kind: "failed", message: outcome.message },
      );
      return;
    }
    case "view":
      reply({ id: request.id, kind: "view", count: session.view(request.view, request.id) });
      return;
    case "rows": {
      const stale = request.view !== session.viewId;
      reply({
        id: request.id,
        kind: "rows",
        start: request.start,
        rows: stale ? [] : session.rows(request.start, request.end),
        stale,
      });
      return;
    }
    case "csv":
      reply({ id: request.id, kind: "csv", file: new Blob(await session.csv(), { type: "text/csv;charset=utf-8" }) });
      return;
  }
}

self.onmessage = (event: MessageEvent<BulkRequest>) => {
  queue = queue
    .then(() => handle(event.data))
    .catch(() =>
      reply({ id: event.data.id, kind: "failed", message: "Something went wrong while reading the file. Try again." }),
    );
};
