import { SearchField } from "~/components/search-field";
import { cn } from "~/lib/cn";
import { SEARCH_PATH } from "~/routes/routes";

/**
 * The site search box, in the header: a form that sends `q` to the search page, so it works before any code loads.
 * Its behaviour (app/shell/site-search.browser.ts, with the index) loads when the box is first focused
 * (search-box.browser.ts, which `/` also focuses): then it is an ARIA 1.2 combobox whose suggestions the arrow keys
 * move through and Enter opens. From xl it is a 40 px button-sized field that widens over the navigation while
 * focused, so the header keeps its width; below xl, where the drawer holds the navigation, the header's search panel
 * (header-search.tsx) holds one the width of the screen: one box for each width.
 */
export function SearchBox({ id, placement }: { id: string; placement: "header" | "panel" }) {
  const header = placement === "header";
  return (
    <div className={cn("relative", header ? "size-10 shrink-0" : "min-w-0 flex-1")}>
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
          // The panel (header-search.tsx): the browser focuses the box when the panel opens.
          autoFocus={!header}
          className={
            header
              ? "w-10 cursor-pointer transition-[width] placeholder:text-transparent focus:w-80 focus:cursor-text focus:placeholder:text-ink-500"
              : // 16 px: iOS zooms the page into a focused field with smaller text.
                "w-full text-base"
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
          {/* Out of the tab order: the focus stays in the box (aria-activedescendant). Chromium puts a scrolling
              box without focusable children in it, and Tab from the box landed on the list, which closed under it. */}
          <ul
            id={`${id}-options`}
            role="listbox"
            aria-label="Suggestions"
            tabIndex={-1}
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
