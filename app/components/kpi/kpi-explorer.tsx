import { Search, X } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useUrlState } from "~/components/shareable-url";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import {
  clearExplorerQuery,
  explorerDefaults,
  readExplorerQuery,
  SEARCH_MAX_LENGTH,
  writeExplorerQuery,
  type ExplorerValues,
} from "~/kpi-library/explorer-state";
import { categoryHref, KPI_INDEX_PATH, LIBRARY_PATH } from "~/kpi-library/paths";
import {
  groupByCategory,
  prepareSearch,
  readKpiIndex,
  searchKpis,
  type KpiIndexEntry,
  type SearchableEntry,
} from "~/kpi-library/search";
import { cn } from "~/lib/cn";
import { URL_STATE_VERSION, VERSION_PARAM } from "~/lib/url-state";
import { KpiIndexList } from "./kpi-index-list";

export type ExplorerCategory = { slug: string; name: string };

/** The search index: on its way, loaded (ready to search), or unavailable (the fetch failed). */
type SearchIndex = "loading" | "failed" | SearchableEntry[];
/** What there is to search before the index arrives (the full list shows meanwhile). */
const noEntries: SearchableEntry[] = [];

/**
 * The hub's search and category filter, an island hydrated when the visitor reaches for it. Its slot (`children`) is
 * the full list of links grouped by category, prerendered once; hydrating, it fetches the compact index
 * (KPI_INDEX_PATH) and from then on filters in the browser, rendering the groups that match in place of the full
 * list. `?v=1&q=...&category=...` follows the state (history.replaceState, no navigation) and is restored on load (a
 * shared link lands here with `?v=1&q=`). Without JavaScript, and until the index arrives (or when it cannot), the
 * page is the full list, and the category chips link to the category pages.
 */
export function KpiExplorer({
  categories,
  count,
  children,
}: {
  categories: ExplorerCategory[];
  /** How many KPIs the library has: the list in `children` and the index both hold that many. */
  count: number;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const inputId = useId();
  const [searchIndex, setSearchIndex] = useState<SearchIndex>("loading");
  useEffect(() => {
    if (searchIndex !== "loading") return;
    let current = true;
    fetchKpiIndex().then(
      (entries) => current && setSearchIndex(prepareSearch(entries)),
      () => current && setSearchIndex("failed"),
    );
    return () => {
      current = false;
    };
  }, [searchIndex]);
  const searchable = Array.isArray(searchIndex);
  const items = searchable ? searchIndex : noEntries;
  const slugs = useMemo(() => categories.map((item) => item.slug), [categories]);
  const parse = useCallback((search: string) => readExplorerQuery(search, slugs), [slugs]);
  const serialize = useCallback(
    (values: ExplorerValues, keep: string) => writeExplorerQuery(values, slugs, keep),
    [slugs],
  );
  const clear = useCallback((search: string) => clearExplorerQuery(search, slugs), [slugs]);
  // The explorer hydrates when the visitor reaches for it (client:interaction): what they typed into the search box
  // before that is kept and filtered by (useUrlState's typedBefore).
  const rootId = useId();
  const typedBefore = useMemo(
    () => ({ rootId, fieldOf: (name: string) => (name === "q" ? ("q" as const) : null) }),
    [rootId],
  );
  const { values, update } = useUrlState({ defaults: explorerDefaults, parse, serialize, clear, typedBefore });
  const query = values.q;
  const category = values.category || null;

  const matches = useMemo(() => searchKpis(items, query), [items, query]);
  const visible = useMemo(
    () => (category ? matches.filter((entry) => entry.category === category) : matches),
    [matches, category],
  );
  // While searching, the category holding the best match comes first; otherwise the library's order.
  const grouped = groupByCategory(visible, categories);
  const rank = new Map(visible.map((entry, index) => [entry.slug, index]));
  const firstRank = (group: (typeof grouped)[number]) =>
    Math.min(...group.entries.map((entry) => rank.get(entry.slug) ?? 0));
  const groups = query.trim() ? [...grouped].sort((a, b) => firstRank(a) - firstRank(b)) : grouped;
  const countByCategory = useMemo(() => {
    const counts = new Map<string, number>();
    for (const entry of matches) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
    return counts;
  }, [matches]);

  const trimmed = query.trim();
  const categoryName = categories.find((item) => item.slug === category)?.name;
  const filtered = trimmed !== "" || category !== null;

  function updateQuery(value: string) {
    // A failed fetch is tried again as the visitor types on.
    if (searchIndex === "failed") setSearchIndex("loading");
    update((current) => ({ ...current, q: value }));
  }
  function chooseCategory(slug: string | null) {
    update((current) => ({ ...current, category: slug ?? "" }));
  }
  function clearAll() {
    update(explorerDefaults);
  }

  return (
    <div id={rootId} data-hydrated={hydrated ? "true" : "false"}>
      <div className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5">
        <form role="search" action={LIBRARY_PATH} method="get" onSubmit={(event: FormEvent) => event.preventDefault()}>
          {/* Submitted before hydration (or without JavaScript), the form still makes a link the explorer reads. */}
          <input type="hidden" name={VERSION_PARAM} value={URL_STATE_VERSION} />
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
            Search the library
          </label>
          <div className="mt-2 flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
                aria-hidden
              />
              <input
                id={inputId}
                type="search"
                name="q"
                value={query}
                onChange={(event) => updateQuery(event.target.value)}
                placeholder="e.g. ACoS, Buy Box, sell-through"
                autoComplete="off"
                spellCheck={false}
                maxLength={SEARCH_MAX_LENGTH}
                aria-describedby={`${inputId}-hint`}
                className="block h-12 w-full rounded-xl border border-ink-300 bg-white pr-11 pl-11 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
              />
              {query && (
                <button
                  type="button"
                  onClick={() => updateQuery("")}
                  className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900"
                >
                  <X className="size-4" aria-hidden />
                  <span className="sr-only">Clear search</span>
                </button>
              )}
            </div>
            {/* Results follow the typing; the button makes the search a complete form (and a link without JavaScript). */}
            <button type="submit" className={buttonClasses("secondary", "md", "h-12")}>
              Search
            </button>
          </div>
          <p id={`${inputId}-hint`} className="mt-2 text-xs text-ink-500">
            Searches names, aliases and definitions of all {count} metrics.
          </p>
        </form>
        <div
          role="group"
          aria-label="Filter by category"
          className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {searchable ? (
            <>
              <Chip
                pressed={category === null}
                onClick={() => chooseCategory(null)}
                label="All"
                count={matches.length}
              />
              {categories.map((item) => (
                <Chip
                  key={item.slug}
                  pressed={category === item.slug}
                  onClick={() => chooseCategory(category === item.slug ? null : item.slug)}
                  label={item.name}
                  count={countByCategory.get(item.slug) ?? 0}
                />
              ))}
            </>
          ) : (
            categories.map((item) => (
              <a key={item.slug} href={categoryHref(item.slug)} className={chipClass(false)}>
                {item.name}
              </a>
            ))
          )}
        </div>
      </div>

      <p role="status" className="mt-6 text-sm text-ink-600">
        {searchIndex === "failed" ? (
          <>
            The search could not load, so all <strong className="font-semibold text-ink-900">{count}</strong> metrics
            are listed below.
          </>
        ) : searchable && filtered ? (
          <>
            Showing <strong className="font-semibold text-ink-900">{visible.length}</strong> of {count} metrics
            {trimmed && <> matching “{trimmed}”</>}
            {categoryName && <> in {categoryName}</>}.
          </>
        ) : (
          <>
            All <strong className="font-semibold text-ink-900">{count}</strong> metrics in {categories.length}{" "}
            categories.
          </>
        )}
      </p>

      {!searchable || !filtered ? (
        children
      ) : groups.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-ink-300 bg-ink-50 px-6 py-12 text-center">
          <p className="font-semibold text-ink-900">No metrics match your search.</p>
          <p className="mt-1 text-sm text-ink-600">
            Try a shorter word, an acronym such as “ROAS”, or browse a category.
          </p>
          <button
            type="button"
            onClick={clearAll}
            className="mt-4 text-sm font-semibold text-brand-700 hover:underline"
          >
            Clear search and filters
          </button>
        </div>
      ) : (
        <KpiIndexList groups={groups} />
      )}
    </div>
  );
}

/** The index file, checked: a failed request or a file that is not the index is a failure. */
async function fetchKpiIndex(): Promise<KpiIndexEntry[]> {
  const response = await fetch(KPI_INDEX_PATH);
  if (!response.ok) throw new Error(`${KPI_INDEX_PATH}: HTTP ${response.status}`);
  const entries = readKpiIndex(await response.json());
  if (!entries) throw new Error(`${KPI_INDEX_PATH}: not the KPI index`);
  return entries;
}

function chipClass(pressed: boolean, muted = false) {
  return cn(
    "inline-flex shrink-0 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
    pressed
      ? "bg-brand-700 text-white shadow-sm"
      : "bg-white ring-1 ring-ink-200 ring-inset hover:bg-ink-50 hover:text-ink-900",
    !pressed && (muted ? "text-ink-500" : "text-ink-700"),
  );
}

function Chip({
  pressed,
  onClick,
  label,
  count,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  count: number;
}) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={chipClass(pressed, count === 0)}>
      {label}
      <span
        className={cn(
          "rounded-full px-1.5 text-xs font-semibold tabular-nums",
          pressed ? "bg-white text-brand-800" : "bg-ink-100 text-ink-600",
        )}
      >
        {count}
      </span>
    </button>
  );
}
