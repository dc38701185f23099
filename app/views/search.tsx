import { Search } from "lucide-react";
import { Container } from "~/components/page/sections";
import { buttonClasses } from "~/components/ui/button";
import { searchCopy as copy } from "~/content/site-pages";
import { LIBRARY_PATH } from "~/kpi-library/paths";
import { routePath, SEARCH_PATH } from "~/routes/routes";
import { pageMetadata, type PageMetadataInput } from "~/seo/page-metadata";

export function searchMetadata(): PageMetadataInput {
  return pageMetadata(copy, SEARCH_PATH);
}

/**
 * The search page: a form that reads and sends `q`, and the results the page's script (shell/site-search.browser.ts)
 * lists for it from the build's index. Without the script the form still works; the list stays empty.
 */
export function SearchPage() {
  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Search</h1>
      <form role="search" action={SEARCH_PATH} method="get" data-search-page className="mt-6 flex gap-2">
        <label htmlFor="search-query" className="sr-only">
          Search metrics, tools and guides
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-600"
            aria-hidden
          />
          <input
            id="search-query"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="ACoS, storage fee, break even..."
            className="h-12 w-full rounded-lg border border-ink-300 bg-white pr-3 pl-11 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
        <button type="submit" className={buttonClasses("primary", "lg")}>
          Search
        </button>
      </form>
      <p id="search-status" role="status" className="mt-6 text-sm text-ink-600" />
      <ol id="search-results" aria-label="Results" className="mt-4 space-y-3" />
      <p id="search-no-results" hidden className="mt-2 text-ink-700">
        Try fewer words, another spelling, or browse the{" "}
        <a href={LIBRARY_PATH} className="font-medium text-brand-700 underline">
          KPI library
        </a>{" "}
        and the{" "}
        <a href={routePath("/tools")} className="font-medium text-brand-700 underline">
          free tools
        </a>
        .
      </p>
    </Container>
  );
}
