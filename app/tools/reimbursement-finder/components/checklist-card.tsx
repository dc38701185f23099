import { ShieldAlert } from "lucide-react";
import { ToolCard } from "~/tools/components/controls";
import { claimChecklists, type CaseType, type MissingInput } from "~/tools/reimbursement-finder";
import { freeTools } from "~/tools/tool-catalog";
import { caseLabel, exportLabels } from "./view";

/** Per case found: where to file and what Amazon asks for. The tool files nothing itself. */
export function ChecklistCard({ caseTypes }: { caseTypes: readonly CaseType[] }) {
  return (
    <ToolCard title={exportLabels.checklists} description="Where to file each case and what to have ready.">
      <p className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        This tool files nothing. Check each row against Seller Central before you file it, and file claims one at a
        time: Amazon refuses requests that were not researched and can act against high volumes of requests in a short
        period.
      </p>
      <div className="space-y-2">
        {caseTypes.map((caseType) => {
          const checklist = claimChecklists[caseType];
          return (
            <details key={caseType} className="rounded-xl ring-1 ring-ink-200" data-testid="reimbursement-checklist">
              <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink-900">
                {caseLabel(caseType)}
              </summary>
              <div className="px-4 pb-4 text-sm text-ink-700">
                <p>
                  <span className="font-medium text-ink-900">Where to file: </span>
                  {checklist.whereToFile}
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {checklist.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </div>
            </details>
          );
        })}
      </div>
    </ToolCard>
  );
}

const feeAuditPath = freeTools.find((tool) => tool.id === "fee_audit")!.path;

/** The cases the reports given cannot check, with the report or figure each needs and why. */
export function MissingCard({ missing }: { missing: readonly MissingInput[] }) {
  return (
    <ToolCard title="What these files cannot show" description="Add the report or figure named to check the case.">
      <ul className="space-y-2 text-sm text-ink-700" data-testid="reimbursement-missing">
        {missing.map((entry) => (
          <li key={entry.topic}>
            <span className="font-medium text-ink-900">{entry.topic}: </span>
            {entry.message}
          </li>
        ))}
        <li>
          <span className="font-medium text-ink-900">Fee overcharges: </span>
          the{" "}
          <a
            href={feeAuditPath}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            FBA fee audit
          </a>{" "}
          finds SKUs charged for a bigger size tier than their recorded dimensions, from your Fee Preview report.
        </li>
      </ul>
    </ToolCard>
  );
}
