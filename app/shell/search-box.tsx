import { SearchField } from "~/components/search-field";
import { cn } from "~/lib/cn";
import { SEARCH_PATH } from "~/routes/routes";

/**
 * The site search box, in the header (desktop) and the drawer: a form that sends `q` to the search page, so it works
 * before any code loads. Its behaviour (app/shell/site-search.browser.ts, with the index) loads when the box is first
 * focused (search-box.browser.ts, which `/` also focuses): then it is an ARIA 1.2 combobox whose suggestions the
 * arrow keys move through and Enter opens. In the header it is a 40 px button-sized field that widens over the
 * navigation while focused, so the header keeps its width.
 */
export function SearchBox({ id, placement }: { id: string; placement: "header" | "drawer" }) {
  const header = placement === "header";
  return (
    <div className={cn("relative", header ? "size-10 shrink-0" : "px-1")}>
      <form role="search" action={SEARCH_PATH} method="get" className={cn(header && "absolute top-0 right-0 z-10")}>
        <SearchField
          id={id}
          size="md"
          // A text field: the HTML standard gives type="search" the searchbox role, which a combobox cannot override.
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-controls={`${id}-options`}
          aria-autocomplete="list"
          placeholder="Search metrics, tools, guides"
          data-site-search
          className={
            header
              ? "w-10 cursor-pointer transition-[width] placeholder:text-transparent focus:w-80 focus:cursor-text focus:placeholder:text-ink-500"
              : "w-full"
          }
        />
        <div
          data-site-search-popup
          hidden
          className={cn(
            "mt-2 overflow-hidden rounded-xl border border-ink-200 bg-white shadow-lg",
            header && "absolute right-0 w-[28rem] max-w-[calc(100vw-2rem)]",
          )}
        >
          <ul
            id={`${id}-options`}
            role="listbox"
            aria-label="Suggestions"
            className="max-h-[60vh] overflow-y-auto py-1"
          />
          <p data-site-search-empty hidden className="px-4 py-3 text-sm text-ink-600" />
          <a
            data-site-search-all
            href={SEARCH_PATH}
            tabIndex={-1}
            className="block border-t border-ink-100 px-4 py-2.5 text-sm font-medium text-brand-700 hover:bg-ink-50"
          >
            See all results
          </a>
        </div>
        {/* Enter submits the form; the button makes that explicit (WCAG 3.2.2, H32) without a control to show. */}
        <button type="submit" hidden>
          Search
        </button>
        <p data-site-search-status role="status" className="sr-only" />
      </form>
    </div>
  );
}
