import { auditReport, type AuditSummary, type SkuAudit } from "./audit";
import { parseFeePreviewReport } from "./report-parser";

export type AuditRun =
  { ok: true; audits: SkuAudit[]; summary: AuditSummary; ignoredColumns: number } | { ok: false; message: string };

/** Parse and audit in one step: what the browser runs off the main thread (see audit.worker.ts). */
export function runAudit(text: string, date: string): AuditRun {
  const parsed = parseFeePreviewReport(text);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.rows.length === 0) {
    return {
      ok: false,
      message:
        "The report has a header but no SKU rows. Request a fresh Fee Preview report; it lists only SKUs with an active FBA offer.",
    };
  }
  return { ...auditReport(parsed.rows, { date }), ok: true, ignoredColumns: parsed.ignoredColumns.length };
}
