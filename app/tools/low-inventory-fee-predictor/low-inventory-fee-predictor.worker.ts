/// <reference lib="webworker" />
import { answerRequests } from "~/lib/worker-call";
import { readPredictorFiles } from "./read-report-files";

/** Reads the dropped reports off the main thread: a catalogue's FBA Inventory report and a year of shipments. */
answerRequests(self, (files: readonly File[]) => readPredictorFiles(files));
