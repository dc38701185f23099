/**
 * The one part of the site search every page loads: the first focus of a search box (shell/search-box.tsx) loads its
 * behaviour and the index (site-search.browser.ts, on demand), and `/` focuses the box, as on many sites. Until then
 * the box is a plain form that opens the search page. Below xl the header's search is a panel (shell/header-search.tsx,
 * a popover its button opens without a script, the focus in its box): `/` opens it, and the focus leaving it closes
 * it, so Tab never reaches a control the panel covers.
 */
const SEARCH_INPUT = "input[data-site-search]";

let loading: Promise<void> | undefined;

function loadSearch(): void {
  loading ??= import("./site-search.browser").then((search) => search.startSearchBoxes());
  // A failed load (offline) is tried again on the next focus; meanwhile the form still opens the search page.
  loading.catch(() => (loading = undefined));
}

export function startSearchBoxShortcut(doc: Document = document): void {
  doc.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(SEARCH_INPUT)) loadSearch();
  });
  // A box focused before this script ran (the header's panel opens without it).
  if (doc.activeElement instanceof HTMLInputElement && doc.activeElement.matches(SEARCH_INPUT)) loadSearch();
  for (const panel of doc.querySelectorAll<HTMLElement>("[data-search-panel]")) wireSearchPanel(doc, panel);
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
    const visible = [...doc.querySelectorAll<HTMLInputElement>(SEARCH_INPUT)].find((box) => box.offsetParent !== null);
    const opener = doc.querySelector<HTMLElement>("[data-search-open]");
    if (visible) visible.focus();
    // On a narrow screen: open the header's search panel, which focuses its box.
    else if (opener) opener.click();
    else return;
    event.preventDefault();
  });
}

function wireSearchPanel(doc: Document, panel: HTMLElement): void {
  const opener = doc.querySelector<HTMLElement>(`[data-search-open][popovertarget="${panel.id}"]`);
  if (!opener) return;
  // A browser without popovers (before Safari 17, Chrome 114, Firefox 125): the button opens the search page.
  if (!("popover" in HTMLElement.prototype)) {
    opener.addEventListener("click", () => location.assign(panel.querySelector("form")!.action));
    return;
  }
  // The browser gives the focus back to the button when the panel closes with the focus inside it.
  panel.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && !panel.contains(event.relatedTarget)) panel.hidePopover();
  });
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}
