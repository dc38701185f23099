import { ArrowRight } from "lucide-react";
import { Container } from "~/components/page/sections";
import { LIBRARY_NAME, LIBRARY_PATH } from "~/kpi-library/paths";

/** `tracked`: how this page tracks the metric, where that is narrower than its definition. */
export type TrackedKpiLink = { slug: string; name: string; href: string; definition: string; tracked?: string };

/** "Metrics on this page": the KPI library pages of the metrics a feature or free tool tracks. */
export function TrackedKpis({ kpis, title }: { kpis: readonly TrackedKpiLink[]; title: string }) {
  if (kpis.length === 0) return null;
  return (
    <section aria-labelledby="tracked-kpis-heading" className="border-t border-ink-100 bg-ink-50/60 py-12 sm:py-16">
      <Container>
        <h2 id="tracked-kpis-heading" className="text-2xl font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-600">
          Each one is explained in our{" "}
          <a href={LIBRARY_PATH} className="font-semibold text-brand-700 hover:underline">
            {LIBRARY_NAME}
          </a>{" "}
          with its formula, a worked example and a calculator.
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {kpis.map((kpi) => (
            <li key={kpi.slug}>
              <a
                href={kpi.href}
                className="group flex h-full items-start justify-between gap-3 rounded-xl border border-ink-200 bg-white p-4 hover:border-brand-300 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <span>
                  <span className="block font-semibold text-ink-900 group-hover:text-brand-800">{kpi.name}</span>
                  <span className="mt-1 line-clamp-2 block text-sm leading-6 text-ink-600" data-read-elsewhere="">
                    {kpi.definition}
                  </span>
                  {kpi.tracked && <span className="mt-2 block text-sm leading-6 text-ink-700">{kpi.tracked}</span>}
                </span>
                <ArrowRight
                  className="mt-1 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
