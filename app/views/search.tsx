import { Container } from "~/components/page/sections";
import { SearchField } from "~/components/search-field";
import { buttonClasses } from "~/components/ui/button";
import type { PageSeo } from "~/content/page-schema";
import { LIBRARY_PATH } from "~/kpi-library/paths";
import { routePath, SEARCH_PATH } from "~/routes/routes";
import { pageMetadata, type PageMetadataInput } from "~/seo/page-metadata";

export function searchMetadata(copy: PageSeo): PageMetadataInput {
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
        <SearchField
          id="search-query"
          size="lg"
          wrapperClassName="flex-1"
          placeholder="ACoS, storage fee, break even..."
        />
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
