import type { Claim } from "./claim-types";
import type { FinderOutcome, FinderRequest } from "./finder-session";

/**
 * Messages between the page and reimbursement-finder.worker.ts. The files go to the worker as the browser's handles on
 * them. The claims come back in parts of CLAIMS_PER_MESSAGE, each as JSON in a buffer the worker hands over (a
 * transfer, not a copy): taking in a part is a short task on the page. A year of Ledger's 16,032 claims as cloned
 * objects cost the page tasks of 100 to 290 ms per part of 2,000 at load 25 on two cores (npm run bench:claims,
 * BENCH_TASKS=1); the page parses JSON much faster than it rebuilds cloned objects.
 */
export const CLAIMS_PER_MESSAGE = 2_000;

/** Claims as the worker hands them over: JSON, encoded as UTF-8. */
export const encodeClaims = (claims: readonly Claim[]): ArrayBuffer =>
  new TextEncoder().encode(JSON.stringify(claims)).buffer;

export const decodeClaims = (bytes: ArrayBuffer): Claim[] => JSON.parse(new TextDecoder().decode(bytes)) as Claim[];

export type FinderWorkerRequest =
  | ({ id: number; kind: "evaluate" } & FinderRequest)
  | { id: number; kind: "csv" }
  | { id: number; kind: "ics"; stamp: Date };

export type FinderWorkerResponse =
  | { id: number; kind: "claims"; bytes: ArrayBuffer }
  /** The outcome, its claims left out: they came in the "claims" messages before it, in order. */
  | { id: number; kind: "evaluated"; outcome: FinderOutcome }
  | { id: number; kind: "file"; file: Blob }
  | { id: number; kind: "failed"; message: string };
