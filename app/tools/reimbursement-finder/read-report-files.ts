import { decodeReportBytes } from "~/tools/fee-audit/report-parser";
import { readReports } from "./read-reports";
import type { ReadReports } from "./report-rows";

/**
 * The dropped files read in this browser (in the worker, or on the page where there is none) and handed to
 * readReports. Amazon does not document the reports' encoding: the fee audit's decoder tries a UTF-16 byte-order
 * mark, then strict UTF-8, then windows-1252.
 */
export async function readReportFiles(files: readonly File[]): Promise<ReadReports> {
  const texts = await Promise.all(
    files.map(async (file) => ({ name: file.name, text: decodeReportBytes(new Uint8Array(await file.arrayBuffer())) })),
  );
  return readReports(texts);
}
