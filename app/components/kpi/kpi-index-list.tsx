import { ArrowRight } from "lucide-react";
import { distinctAliases } from "~/kpi-library/aliases";
import { categoryHref, kpiHref } from "~/kpi-library/paths";
import type { KpiIndexEntry } from "~/kpi-library/search";
import { CategoryIcon } from "./category-icon";

export type KpiIndexGroup = { category: { slug: string; name: string }; entries: KpiIndexEntry[] };

/**
 * The library's list of KPIs by category: the hub prerenders the whole of it (the explorer's slot, so its HTML
 * carries the list once), and the explorer renders the groups a search or a category leaves.
 */
export function KpiIndexList({ groups }: { groups: readonly KpiIndexGroup[] }) {
  return groups.map((group) => (
    <section
      key={group.category.slug}
      aria-labelledby={`kpi-category-${group.category.slug}`}
      className="mt-10 first-of-type:mt-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 pb-3">
        <div className="flex items-center gap-3">
          <CategoryIcon category={group.category.slug} size="sm" />
          <h2 id={`kpi-category-${group.category.slug}`} className="text-xl font-bold tracking-tight text-ink-900">
            {group.category.name}
          </h2>
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-600">
            {group.entries.length}
          </span>
        </div>
        <a
          href={categoryHref(group.category.slug)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          View category<span className="sr-only">: {group.category.name}</span>
          <ArrowRight className="size-4" aria-hidden />
        </a>
      </div>
      <ul className="mt-4 grid gap-3 sm:mt-5 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {group.entries.map((entry) => (
          <li key={entry.slug}>
            <KpiIndexCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  ));
}

function KpiIndexCard({ entry }: { entry: KpiIndexEntry }) {
  // One alias a card: the line is clamped to one line anyway, and the library page lists 122 cards within its HTML
  // budget (bundle-budgets.test.ts); the search still matches every alias.
  const aliases = distinctAliases(entry.name, entry.aliases).slice(0, 1);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-4 transition sm:p-5 hover:border-brand-300 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <h3 className="font-semibold text-ink-900 group-hover:text-brand-800">
        <a
          href={kpiHref(entry.category, entry.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {entry.name}
        </a>
      </h3>
      {aliases.length > 0 && <p className="mt-1 line-clamp-1 text-xs text-ink-500">Also: {aliases.join(" · ")}</p>}
      <p className="mt-2 line-clamp-2 text-sm leading-6 text-ink-600 sm:mt-2.5 sm:line-clamp-3" data-read-elsewhere="">
        {entry.definition}
      </p>
    </article>
  );
}
