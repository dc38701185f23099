import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { InlineText } from "./inline-text";

/** The page column's classes, for an Astro template that holds a column of its own (a blog post's Markdown body). */
export function containerClassName(className?: string): string {
  return cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className);
}

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={containerClassName(className)}>{children}</div>;
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  center,
  id,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  center?: boolean;
  id?: string;
}) {
  return (
    <div className={cn("max-w-2xl", center && "mx-auto text-center")}>
      {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-8 text-pretty text-ink-600">{intro}</p>}
    </div>
  );
}

/** FAQ list with native disclosure widgets: works without JavaScript and with the keyboard. */
export function FaqList({
  items,
  title = "Frequently asked questions",
}: {
  items: { question: string; answer: string }[];
  title?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="py-16 sm:py-20">
      <Container className="max-w-3xl">
        <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        <div className="mt-10 divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
          {items.map((item) => (
            <details key={item.question} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer items-start justify-between gap-4 text-left font-semibold text-ink-900">
                {item.question}
                <ChevronDown
                  className="mt-0.5 size-5 shrink-0 text-ink-400 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="mt-3 leading-7 text-ink-600">
                <InlineText text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
