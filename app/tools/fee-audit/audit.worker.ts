/// <reference lib="webworker" />
import { answerRequests } from "~/lib/worker-call";
import { runAudit } from "./run-audit";

/** Parses and audits a Fee Preview report off the main thread, so a 20,000-row file never freezes the page. */
answerRequests(self, ({ text, date }: { text: string; date: string }) => runAudit(text, date));
