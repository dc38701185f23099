import { decodeReportBytes } from "~/tools/fee-audit/report-parser";
import { readPredictorReports, type PredictorReports } from "./read-reports";

/**
 * The dropped files read in this browser (in the worker, or on the page where there is none) and handed to
 * readPredictorReports, decoded as the fee audit decodes Amazon's downloads (a UTF-16 byte-order mark, then UTF-8,
 * then windows-1252).
 */
export async function readPredictorFiles(files: readonly File[]): Promise<PredictorReports> {
  const texts = await Promise.all(
    files.map(async (file) => ({ name: file.name, text: decodeReportBytes(new Uint8Array(await file.arrayBuffer())) })),
  );
  return readPredictorReports(texts);
}
