/// <reference lib="webworker" />
import { FinderSession } from "./finder-session";
import { CLAIMS_PER_MESSAGE, type FinderWorkerRequest, type FinderWorkerResponse } from "./worker-messages";

/**
 * Reads the dropped reports and finds the claims off the main thread: a year of Ledger is a million rows and 170 MB
 * of text, read here piece by piece. The claims go to the page in parts; the CSV and calendar are written here.
 */
const session = new FinderSession();
const reply = (message: FinderWorkerResponse) => self.postMessage(message);

// One request at a time, in the order sent.
let queue: Promise<void> = Promise.resolve();

async function handle(request: FinderWorkerRequest): Promise<void> {
  switch (request.kind) {
    case "evaluate": {
      const outcome = await session.evaluate(request);
      if (outcome.ok) {
        const { claims } = outcome.result;
        for (let start = 0; start < claims.length; start += CLAIMS_PER_MESSAGE)
          reply({ id: request.id, kind: "claims", claims: claims.slice(start, start + CLAIMS_PER_MESSAGE) });
        reply({
          id: request.id,
          kind: "evaluated",
          outcome: { ...outcome, result: { ...outcome.result, claims: [] } },
        });
      } else reply({ id: request.id, kind: "evaluated", outcome });
      return;
    }
    case "csv":
      reply({ id: request.id, kind: "file", file: new Blob([session.csv()], { type: "text/csv;charset=utf-8" }) });
      return;
    case "ics":
      reply({
        id: request.id,
        kind: "file",
        file: new Blob([session.ics(request.stamp)], { type: "text/calendar;charset=utf-8" }),
      });
      return;
  }
}

self.onmessage = (event: MessageEvent<FinderWorkerRequest>) => {
  queue = queue
    .then(() => handle(event.data))
    .catch(() =>
      reply({
        id: event.data.id,
        kind: "failed",
        message: "Something went wrong while reading the files. Try again, or drop fewer or smaller reports.",
      }),
    );
};
