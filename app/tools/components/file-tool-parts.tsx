import { ShieldCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

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
