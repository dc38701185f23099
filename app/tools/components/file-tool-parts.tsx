import { CircleCheck, ShieldCheck, TriangleAlert, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ToolCard } from "./controls";

/**
 * What the file tools (bulk calculator, fee audit, reimbursement finder) show around their drop zone: the heading with
 * its promise that the file stays in the browser, the error a file gave, and the line shown while it is read. The
 * heading is for screen readers: the page's heading, right above the tool, shows its name
 * (components/page/marketing-page-view.tsx).
 */
export function FileToolHeading({ title, privacy, testId }: { title: string; privacy: string; testId: string }) {
  return (
    <div>
      <h2 className="sr-only">{title}</h2>
      <p className="flex items-start gap-2 text-sm text-ink-600" data-testid={testId}>
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
        {privacy}
      </p>
    </div>
  );
}

export function FileToolError({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
      data-testid={testId}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {children}
    </p>
  );
}

export function FileToolBusy({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p role="status" className="text-sm font-medium text-ink-700" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * The dropped files of a report tool (the reimbursement finder, the low-inventory-level fee predictor): each one's
 * line, the report it was read as and its rows, or what it looked like when it was not recognised. `testId` prefixes
 * the card's test ids ("lil" gives lil-files, lil-file-read, lil-file-unknown, lil-clear).
 */
export function ReadFilesCard({
  files,
  sampleTitle,
  isSample,
  onClear,
  testId,
}: {
  files: readonly { key: string; text: string; recognised: boolean }[];
  sampleTitle: string;
  isSample: boolean;
  onClear: () => void;
  testId: string;
}) {
  return (
    <ToolCard
      title={isSample ? sampleTitle : "Files read"}
      description="Each report is recognised by its header row, whatever its name. Drop more to add them."
      action={
        <Button variant="secondary" size="sm" onClick={onClear} data-testid={`${testId}-clear`}>
          <X className="size-4" aria-hidden /> Clear files
        </Button>
      }
    >
      <ul className="space-y-2 text-sm" data-testid={`${testId}-files`}>
        {files.map(({ key, text, recognised }) => (
          <li
            key={key}
            className={
              recognised ? "flex items-start gap-2 text-ink-700" : "flex items-start gap-2 font-medium text-red-800"
            }
            data-testid={recognised ? `${testId}-file-read` : `${testId}-file-unknown`}
          >
            {recognised ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            ) : (
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <span className="min-w-0 break-words">{text}</span>
          </li>
        ))}
      </ul>
    </ToolCard>
  );
}
