import type { BulkOverview, BulkView } from "./bulk-session";
import type { PricedRow } from "./price-row";

/**
 * Messages between the page and bulk.worker.ts. The priced rows stay in the worker: the page asks for a view
 * (filter, search, sort) and then for the rows it shows, a window of a few dozen.
 */
export type BulkRequest =
  | { id: number; kind: "load"; file: Blob; date: string }
  | { id: number; kind: "reprice"; date: string }
  | { id: number; kind: "view"; view: BulkView }
  | { id: number; kind: "rows"; view: number; start: number; end: number }
  | { id: number; kind: "csv" };

export type BulkResponse =
  | { id: number; kind: "priced"; overview: BulkOverview }
  | { id: number; kind: "failed"; message: string }
  | { id: number; kind: "view"; count: number }
  | { id: number; kind: "rows"; start: number; rows: PricedRow[]; stale: boolean }
  | { id: number; kind: "csv"; file: Blob };
