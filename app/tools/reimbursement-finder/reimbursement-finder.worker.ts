/// <reference lib="webworker" />
import { answerRequests } from "~/lib/worker-call";
import { readReportFiles } from "./read-report-files";

/** Reads the dropped reports off the main thread: a year of Ledger is a million rows and 170 MB of text. */
answerRequests(self, (files: readonly File[]) => readReportFiles(files));
