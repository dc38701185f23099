import { X } from "lucide-react";
import { cn } from "~/lib/cn";
import { importSummary, type ImportReport } from "./view";

/** What a CSV import added and skipped, with the first problems by line. */
export function ImportSummary({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  const shown = report.errors.slice(0, 5);
  return (
    <div
      role="status"
      className={cn(
        "mt-4 rounded-xl px-4 py-3 text-sm ring-1",
        report.errors.length > 0
          ? "bg-amber-50 text-amber-950 ring-amber-200"
          : "bg-brand-50 text-brand-900 ring-brand-200",
      )}
      data-testid="rank-import-report"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">{importSummary(report)}</p>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-0.5 hover:bg-black/5"
          aria-label="Close the import summary"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {shown.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
          {shown.map((issue, index) => (
            <li key={index}>
              Line {issue.line}: {issue.message}
            </li>
          ))}
          {report.errors.length > shown.length && <li>and {report.errors.length - shown.length} more</li>}
        </ul>
      )}
    </div>
  );
}
