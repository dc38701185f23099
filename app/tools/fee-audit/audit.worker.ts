/// <reference lib="webworker" />
import { runAudit } from "./run-audit";

/** Parses and audits a Fee Preview report off the main thread, so a 20,000-row file never freezes the page. */
self.onmessage = (event: MessageEvent<{ id: number; text: string; date: string }>) => {
  const { id, text, date } = event.data;
  self.postMessage({ id, run: runAudit(text, date) });
};
