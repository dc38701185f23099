import { LockOpen } from "lucide-react";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { inSentence, UnlockForm } from "~/components/lead-forms/tools-unlock-form";
import { useToolsUnlock } from "~/components/lead-forms/use-tools-unlock";
import { Container } from "~/components/page/sections";
import type { ToolId } from "~/tools/tool-catalog";
import { gateView } from "~/tools/tools-gate";

type GatedToolId = Exclude<ToolId, "fba_calculator">;

// Each tool's island (app/tools/<tool>/components): its code loads only once this browser is unlocked (it never
// renders on the server).
const tools: Record<GatedToolId, ComponentType> = {
  bulk_fba_calculator: lazy(() =>
    import("~/tools/bulk-fba-calculator/components").then((module) => ({ default: module.BulkFbaCalculatorTool })),
  ),
  fee_audit: lazy(() => import("~/tools/fee-audit/components").then((module) => ({ default: module.FeeAuditTool }))),
  reimbursement_finder: lazy(() =>
    import("~/tools/reimbursement-finder/components").then((module) => ({ default: module.ReimbursementFinderTool })),
  ),
  lost_sales: lazy(() => import("~/tools/lost-sales/components").then((module) => ({ default: module.LostSalesTool }))),
  roi_planner: lazy(() => import("~/tools/roi-planner/components").then((module) => ({ default: module.RoiTool }))),
  rank_tracker: lazy(() =>
    import("~/tools/rank-tracker/components").then((module) => ({ default: module.RankTrackerTool })),
  ),
};

/**
 * A /tools/* tool as an island: the unlock card until this browser has unlocked the free tools, then the tool.
 * `name` is the tool's and `gatedToolNames` every gated tool's, from their entries (content/tools.server.ts).
 */
export function GatedTool({
  tool,
  name,
  gatedToolNames,
}: {
  tool: GatedToolId;
  name: string;
  gatedToolNames: readonly string[];
}) {
  const Tool = tools[tool];
  return (
    <GatedToolSection toolName={inSentence(name)} gatedToolNames={gatedToolNames}>
      <Tool />
    </GatedToolSection>
  );
}

/** What a gated tool area shows before the browser's answer is known (prerendered HTML). */
function PendingCard({ toolName }: { toolName: string }) {
  return (
    <div
      className="flex min-h-80 flex-col items-center justify-center rounded-2xl border border-dashed border-ink-300 bg-white/60 p-8 text-center"
      data-testid="tools-gate-pending"
    >
      <LockOpen className="size-6 text-ink-400" aria-hidden />
      <p className="mt-3 font-medium text-ink-700">{`Loading the ${toolName}...`}</p>
      <noscript>
        <p className="mt-2 text-sm text-ink-500">This tool runs in your browser: turn on JavaScript to use it.</p>
      </noscript>
    </div>
  );
}

/** A /tools/* tool area: the tool once this browser is unlocked, a compact unlock card before. */
function GatedToolSection({
  toolName,
  gatedToolNames,
  children,
}: {
  toolName: string;
  gatedToolNames: readonly string[];
  children: ReactNode;
}) {
  const view = gateView(useToolsUnlock());
  return (
    <section id="tool" aria-label={toolName} className="border-b border-ink-100 bg-ink-50/70">
      <Container className="py-10 sm:py-14">
        {view === "unlocked" ? (
          <Suspense
            fallback={
              <div className="mx-auto max-w-2xl">
                <PendingCard toolName={toolName} />
              </div>
            }
          >
            {children}
          </Suspense>
        ) : view === "locked" ? (
          <div className="mx-auto max-w-2xl">
            <UnlockForm variant="card" toolName={toolName} gatedToolNames={gatedToolNames} />
          </div>
        ) : (
          <div className="mx-auto max-w-2xl">
            <PendingCard toolName={toolName} />
          </div>
        )}
      </Container>
    </section>
  );
}
