/**
 * The one part of the site search every page loads: the first focus of a search box (shell/search-box.tsx) loads its
 * behaviour and the index (site-search.browser.ts, on demand), and `/` focuses the box, as on many sites. Until then
 * the box is a plain form that opens the search page.
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
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
    const visible = [...doc.querySelectorAll<HTMLInputElement>(SEARCH_INPUT)].find((box) => box.offsetParent !== null);
    if (visible) {
      event.preventDefault();
      visible.focus();
    } else {
      // On a narrow screen the box is in the drawer: open it (its script shows it) and focus the box there.
      const opener = doc.querySelector<HTMLElement>("[data-drawer-open]");
      if (!opener) return;
      event.preventDefault();
      opener.click();
      doc.querySelector<HTMLInputElement>(`#${opener.dataset.drawerOpen} ${SEARCH_INPUT}`)?.focus();
    }
  });
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}
