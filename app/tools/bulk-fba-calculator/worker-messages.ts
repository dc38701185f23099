import type { PricedRow } from "./price-row";
import type { BulkResult } from "./run-bulk";

/** Messages between the page and bulk.worker.ts. */
export type BulkRequest =
  | { id: number; kind: "load"; bytes: ArrayBuffer; date: string }
  | { id: number; kind: "reprice"; date: string }
  | { id: number; kind: "csv" };

export type BulkResponse =
  | { id: number; kind: "rows"; rows: PricedRow[] }
  | { id: number; kind: "done"; result: Omit<BulkResult, "rows"> }
  | { id: number; kind: "failed"; message: string }
  | { id: number; kind: "csv"; text: string };

/** Rows per message: each slice is taken in by the page as its own short task. */
export const ROWS_PER_MESSAGE = 1_000;
