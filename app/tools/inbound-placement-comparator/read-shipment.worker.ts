/// <reference lib="webworker" />
import { answerRequests } from "~/lib/worker-call";
import { readShipmentFile } from "./shipment-csv";

/** Reads a dropped shipment file off the page's thread: the file stays in this browser. */
answerRequests(self, (file: File) => readShipmentFile(file));
