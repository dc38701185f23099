import type { Claim } from "./claim-types";
import type { FinderOutcome, FinderRequest } from "./finder-session";

/**
 * Messages between the page and reimbursement-finder.worker.ts. The files go to the worker as the browser's handles on
 * them. The claims come back in parts of CLAIMS_PER_MESSAGE, so taking them in is many short tasks on the page, not one
 * long one: a year of Ledger's 16,032 claims cost the page one task per part, 100 to 290 ms for parts of 2,000 at load
 * 25 on two cores (npm run bench:claims, BENCH_TASKS=1); 1,000 claims take 10 to 12 ms to rebuild from a structured
 * clone in Node at load 23, about what parsing them as JSON takes, so they go as they are.
 */
export const CLAIMS_PER_MESSAGE = 1_000;

export type FinderWorkerRequest =
  | ({ id: number; kind: "evaluate" } & FinderRequest)
  | { id: number; kind: "csv" }
  | { id: number; kind: "ics"; stamp: Date };

export type FinderWorkerResponse =
  | { id: number; kind: "claims"; claims: Claim[] }
  /** The outcome, its claims left out: they came in the "claims" messages before it, in order. */
  | { id: number; kind: "evaluated"; outcome: FinderOutcome }
  | { id: number; kind: "file"; file: Blob }
  | { id: number; kind: "failed"; message: string };
