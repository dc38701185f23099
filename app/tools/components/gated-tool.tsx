import { LockOpen } from "lucide-react";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { inSentence, UnlockForm } from "~/components/lead-forms/tools-unlock-form";
import { useToolsUnlock } from "~/components/lead-forms/use-tools-unlock";
import { Container } from "~/components/page/sections";
import type { ToolId } from "~/tools/tool-catalog";
import { gateView } from "~/tools/tools-gate";

type GatedToolId = Exclude<ToolId, "fba_calculator">;

/**
 * Each gated tool's island: the one export of its folder's `components/index.tsx` (app/tools/<id with dashes>/). Its
 * code loads only once this browser is unlocked (it never renders on the server). The FBA calculator is never gated:
 * its page loads its island itself.
 */
const islandModules = import.meta.glob<Record<string, ComponentType>>([
  "../*/components/index.tsx",
  "!../fba-calculator/components/index.tsx",
]);

export function islandLoader(tool: GatedToolId): () => Promise<{ default: ComponentType }> {
  const load = islandModules[`../${tool.replaceAll("_", "-")}/components/index.tsx`];
  if (!load)
    throw new Error(`No island for the tool ${tool}: app/tools/${tool.replaceAll("_", "-")}/components/index.tsx`);
  return () =>
    load().then((module) => {
      const [island, ...others] = Object.values(module);
      if (!island || others.length > 0) throw new Error(`The island of ${tool} must be its folder's one export`);
      return { default: island };
    });
}

const islands = new Map<GatedToolId, ComponentType>();
const islandOf = (tool: GatedToolId) => {
  if (!islands.has(tool)) islands.set(tool, lazy(islandLoader(tool)));
  return islands.get(tool)!;
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
  const Tool = islandOf(tool);
  return (
    <GatedToolSection toolName={inSentence(name)} gatedToolNames={gatedToolNames}>
      <Tool />
    </GatedToolSection>
  );
}

/**
 * The gated area's height before and after the browser's answer: the unlock card's height at each width (measured
 * with the longest tool name, plus a little), so swapping the prerendered card for it moves nothing below (the tool
 * comes first on the page; Lighthouse measured CLS 0.092 on a tool page at 412 px when this was 320 px throughout).
 */
const GATE_AREA =
  "mx-auto flex max-w-2xl flex-col min-h-[53.75rem] min-[360px]:min-h-[48.25rem] min-[375px]:min-h-[46.75rem] min-[390px]:min-h-[45.5rem] min-[412px]:min-h-[42.5rem] min-[480px]:min-h-[38.5rem] min-[600px]:min-h-[36.25rem] sm:min-h-[34rem] md:min-h-[29rem]";

/** What a gated tool area shows before the browser's answer is known (prerendered HTML). */
function PendingCard({ toolName }: { toolName: string }) {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center rounded-2xl border border-dashed border-ink-300 bg-white/60 p-8 text-center"
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
      {/* Right below the page's one-line title (marketing-page-view.tsx), on its background. */}
      <Container className="pt-4 pb-10 sm:pb-16">
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
          <div className={GATE_AREA}>
            <UnlockForm variant="card" toolName={toolName} gatedToolNames={gatedToolNames} />
          </div>
        ) : (
          <div className={GATE_AREA}>
            <PendingCard toolName={toolName} />
          </div>
        )}
      </Container>
    </section>
  );
}
