import { ArrowRight, CheckCircle2 } from "lucide-react";
import { UnlockForm } from "~/components/lead-forms/tools-unlock-form";
import { useToolsUnlock } from "~/components/lead-forms/use-tools-unlock";
import { Container } from "~/components/page/sections";
import { toolIcons } from "~/components/tool-icons";
import type { ToolIconName } from "~/routes/navigation";
import type { ToolId } from "~/tools/tool-catalog";
import { Pill } from "./pill";

/** A tool's card in the hub: its catalogue line and what its entry says (content/tools.server.ts). */
export type ToolCard = {
  id: ToolId;
  path: string;
  gated: boolean;
  name: string;
  question: string;
  summary: string;
  action: string;
  icon: ToolIconName;
};

/** The /tools hub: the unlock form (or "unlocked") next to every free tool and the question it answers. */
export function ToolsHub({ tools }: { tools: readonly ToolCard[] }) {
  const unlocked = useToolsUnlock();
  return (
    <section aria-labelledby="tools-hub-heading" className="border-b border-ink-100 bg-ink-50/70">
      <Container className="py-10 sm:py-14">
        <h2 id="tools-hub-heading" className="sr-only">
          The free tools
        </h2>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <div className="lg:sticky lg:top-20">
            {unlocked ? (
              <div
                className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8"
                data-testid="tools-unlocked"
                role="status"
              >
                <p className="flex items-center gap-3 text-xl font-bold tracking-tight text-ink-900">
                  <CheckCircle2 className="size-7 text-brand-600" aria-hidden /> All free tools are unlocked
                </p>
                <p className="mt-3 text-ink-600">
                  This browser remembers it, so you will not be asked for your email again here. Pick a tool to start.
                </p>
              </div>
            ) : (
              <UnlockForm variant="hub" gatedToolNames={tools.filter((tool) => tool.gated).map((tool) => tool.name)} />
            )}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Free tools">
            {tools.map((tool) => {
              const Icon = toolIcons[tool.icon];
              return (
                <li
                  key={tool.id}
                  className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
                >
                  <div className="flex items-start justify-between gap-3">
                    <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    {tool.gated ? (
                      unlocked ? (
                        <Pill tone="good">Unlocked</Pill>
                      ) : (
                        <Pill>Email unlock</Pill>
                      )
                    ) : (
                      <Pill tone="good">Free, no email</Pill>
                    )}
                  </div>
                  <h3 className="mt-4 font-semibold text-ink-900">{tool.name}</h3>
                  <p className="mt-1 text-sm font-medium text-ink-700">{tool.question}</p>
                  <p className="mt-2 flex-1 text-sm leading-6 text-ink-600">{tool.summary}</p>
                  <a
                    href={tool.path}
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
                  >
                    {tool.action} <ArrowRight className="size-4" aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </Container>
    </section>
  );
}
