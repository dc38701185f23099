import { Search, X } from "lucide-react";
import { SearchBox } from "./search-box";

const ICON_BUTTON = "inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100";

/**
 * The header's search below 1,280 px (xl), where the header's own box (header.tsx) gives way to the drawer (issue
 * 47): a labelled icon button that opens a search box across the top of the page. The box is in a popover (the HTML
 * `popover` attribute), so all of it works from the first paint, before any script: the button opens it, the
 * browser moves the focus into the box (its autofocus, which counts only when a popover opens: the box is not shown
 * when the page loads), and closes it on Escape, on its close button and on a tap outside, giving the focus back to
 * the button. Its script (search-box.browser.ts) closes it when the focus leaves it and opens it with `/`; focusing
 * the box loads the search, as for every box.
 */
export function HeaderSearch() {
  return (
    // -mr-2: the header spaces its items 16 px apart; its two buttons sit 8 px apart.
    <div className="-mr-2 ml-auto flex xl:hidden">
      <button type="button" popoverTarget="header-search" aria-label="Search" data-search-open className={ICON_BUTTON}>
        <Search className="size-5" aria-hidden />
      </button>
      <div
        id="header-search"
        popover="auto"
        data-search-panel
        className="fixed inset-x-0 top-0 m-0 w-full max-w-none border-b border-ink-200 bg-white p-3 shadow-lg backdrop:bg-ink-950/50"
      >
        <div className="flex items-start gap-2">
          <SearchBox id="header-search-box" placement="panel" />
          <button
            type="button"
            popoverTarget="header-search"
            popoverTargetAction="hide"
            aria-label="Close search"
            className={ICON_BUTTON}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
      </div>
    </div>
  );
}
