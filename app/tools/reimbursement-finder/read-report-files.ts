import { readTextFile } from "~/lib/text-file";
import { ReportFileReader } from "./report-file";
import type { FileRead } from "./report-rows";

/**
 * A dropped file read in this browser (in the worker), as its bytes come: decoded piece by piece (lib/text-file.ts)
 * into a ReportFileReader, so a year of Ledger (170 MB) is never one string; a file that is not a report is read no
 * further than its first line.
 */
export async function readReportFile(file: File, maxRowsUsed = Infinity): Promise<FileRead> {
  let reader = new ReportFileReader(file.name, maxRowsUsed);
  await readTextFile(file, () => (reader = new ReportFileReader(file.name, maxRowsUsed)));
  return reader.end();
}
