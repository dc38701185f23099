import { searchEventDetails, trackEvent } from "~/analytics/events";
import {
  aliasTarget,
  cutQuery,
  loadSearchIndex,
  QUERY_CUT_MESSAGE,
  SEARCH_INDEX_PATH,
  searchSite,
  type SearchHit,
  type SearchIndexFile,
  type SiteSearch,
} from "~/lib/site-search";

/**
 * The site search's behaviour, loaded on demand: by the first focus of a search box (search-box.browser.ts) and by
 * the search page. The index (/search-index.json, made at build time) is fetched once.
 *
 * A search box is an ARIA 1.2 combobox (input with role="combobox", a listbox popup, aria-activedescendant): typing
 * shows up to eight suggestions, Down and Up move through them, Enter opens the highlighted one, or the page an alias
 * names exactly ("acos", "lil fee"), or else the search page with every result; Escape closes the list, then clears
 * (in the header's open panel on a phone: then closes the panel, keeping the text).
 *
 * Every box and the search page cut what is typed or pasted to MAX_QUERY_LENGTH characters and say so (issue 51).
 */
let loadedIndex: Promise<SiteSearch> | undefined;

export function loadSiteSearch(): Promise<SiteSearch> {
  loadedIndex ??= fetch(SEARCH_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then(loadSearchIndex);
  // A failed fetch is tried again with the next keystroke.
  loadedIndex.catch(() => (loadedIndex = undefined));
  return loadedIndex;
}

/** Counts a search: the search_performed event, with the query's length only. */
function trackSearch(query: string): void {
  trackEvent("search_performed", searchEventDetails(query));
}

/** Cuts the field's text to MAX_QUERY_LENGTH characters (issue 51); whether it did. */
function cutField(input: HTMLInputElement): boolean {
  const cut = cutQuery(input.value);
  if (cut === input.value) return false;
  input.value = cut;
  return true;
}

export function startSearchBoxes(doc: Document = document): void {
  // The index is on its way while the visitor types the first letters.
  loadSiteSearch().catch(() => undefined);
  for (const input of doc.querySelectorAll<HTMLInputElement>("input[data-site-search]")) wireSearchBox(doc, input);
}

function wireSearchBox(doc: Document, input: HTMLInputElement): void {
  if (input.dataset.siteSearchReady !== undefined) return;
  input.dataset.siteSearchReady = "";
  const form = input.form!;
  const list = doc.getElementById(input.getAttribute("aria-controls") ?? "")!;
  const popup = form.querySelector<HTMLElement>("[data-site-search-popup]")!;
  const empty = form.querySelector<HTMLElement>("[data-site-search-empty]")!;
  const all = form.querySelector<HTMLAnchorElement>("[data-site-search-all]")!;
  const status = form.querySelector<HTMLElement>("[data-site-search-status]")!;
  let search: SiteSearch | undefined;
  let hits: SearchHit[] = [];
  let active = -1;
  let query = "";
  let isCut = false;
  // Says so while the text is cut (made the first time).
  let cutNote: HTMLElement | undefined;

  const optionId = (index: number) => `${list.id}-${index}`;
  const openResult = (url: string) => {
    trackSearch(input.value);
    location.assign(url);
  };
  const setOpen = (open: boolean) => {
    popup.hidden = !open;
    input.setAttribute("aria-expanded", String(open && hits.length > 0));
    if (!open) setActive(-1);
  };
  const setActive = (index: number) => {
    active = index;
    for (const [position, option] of [...list.children].entries())
      option.setAttribute("aria-selected", String(position === index));
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else {
      input.setAttribute("aria-activedescendant", optionId(index));
      list.children[index]?.scrollIntoView({ block: "nearest" });
    }
  };

  const update = async () => {
    isCut = cutField(input);
    if (isCut && !cutNote)
      popup.prepend(
        (cutNote = element(doc, "p", "border-b border-ink-100 px-4 py-2.5 text-sm text-ink-600", QUERY_CUT_MESSAGE)),
      );
    if (cutNote) cutNote.hidden = !isCut;
    query = input.value;
    if (!query.trim()) {
      hits = [];
      status.textContent = "";
      return setOpen(false);
    }
    try {
      search ??= await loadSiteSearch();
    } catch {
      return; // Offline: Enter still opens the search page.
    }
    if (query !== input.value) return; // A later keystroke is on its way.
    hits = searchSite(search, query, 6);
    list.replaceChildren(...hits.map((hit, index) => suggestion(doc, hit, optionId(index))));
    empty.hidden = hits.length > 0;
    empty.textContent = `Nothing found for “${query.trim()}”. Try fewer or other words.`;
    all.href = `${form.action}?q=${encodeURIComponent(query.trim())}`;
    all.hidden = hits.length === 0;
    status.textContent =
      (isCut ? `${QUERY_CUT_MESSAGE} ` : "") +
      (hits.length === 0 ? "No results." : `${hits.length} ${hits.length === 1 ? "suggestion" : "suggestions"}.`);
    setOpen(doc.activeElement === input);
    setActive(-1);
  };

  input.addEventListener("input", () => void update());
  input.addEventListener("focus", () => query.trim() && setOpen(true));
  input.addEventListener("blur", () => setOpen(false));
  input.addEventListener("keydown", (event) => {
    const open = !popup.hidden;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (hits.length === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        const last = hits.length - 1;
        if (event.key === "ArrowDown") setActive(active >= last ? 0 : active + 1);
        else setActive(active <= 0 ? last : active - 1);
        return;
      }
      case "Enter": {
        const target = (open && hits[active]?.url) || (search && aliasTarget(search, input.value));
        if (!target) return; // The form opens the search page with every result.
        event.preventDefault();
        return openResult(target);
      }
      case "Escape":
        if (!open && (!input.value || isInOpenPanel(input))) return;
        // Close the list (or clear the box) without closing the panel around it.
        event.preventDefault();
        event.stopPropagation();
        if (open) setOpen(false);
        else {
          input.value = "";
          void update();
        }
    }
  });
  // A click in the list keeps the focus in the box; a click on a suggestion opens it.
  popup.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=option]") : null;
    if (option?.dataset.url) openResult(option.dataset.url);
  });
  list.addEventListener("mousemove", (event) => {
    const option = event.target instanceof Element ? event.target.closest("[role=option]") : null;
    const index = option ? [...list.children].indexOf(option) : -1;
    if (index >= 0 && index !== active) setActive(index);
  });

  // Text typed while this code loaded.
  if (input.value.trim() && doc.activeElement === input) void update();
}

/** Whether the box is in the header's search panel, open (shell/header-search.tsx): Escape then closes the panel. */
function isInOpenPanel(input: HTMLInputElement): boolean {
  const panel = input.closest<HTMLElement>("[data-search-panel]");
  // A browser without popovers has no :popover-open to match.
  return panel !== null && "popover" in HTMLElement.prototype && panel.matches(":popover-open");
}

function suggestion(doc: Document, hit: SearchHit, id: string): HTMLLIElement {
  const option = doc.createElement("li");
  option.id = id;
  option.setAttribute("role", "option");
  option.setAttribute("aria-selected", "false");
  option.dataset.url = hit.url;
  option.className = "cursor-pointer px-4 py-2.5 aria-selected:bg-brand-50";
  option.append(
    element(doc, "span", "flex items-baseline justify-between gap-3", [
      element(doc, "span", "font-medium text-ink-900", hit.title),
      element(doc, "span", "shrink-0 text-xs font-medium text-ink-500", hit.kind),
    ]),
    element(doc, "span", "mt-0.5 line-clamp-1 text-sm text-ink-600", hit.summary),
  );
  return option;
}

function element(doc: Document, tag: string, className: string, content: string | Node[]): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  if (typeof content === "string") node.textContent = content;
  else node.append(...content);
  return node;
}

/**
 * The search page (/search?q=...): the results for `q`, updated as the visitor types (the address follows, so Back
 * and a shared link show the same results). Each result is a link. A `q` longer than MAX_QUERY_LENGTH is cut, in
 * the field and the address, and the page says so.
 */
export async function startSearchPage(doc: Document = document): Promise<void> {
  const form = doc.querySelector<HTMLFormElement>("form[data-search-page]")!;
  const input = form.querySelector<HTMLInputElement>("input[name=q]")!;
  const results = doc.getElementById("search-results")!;
  const status = doc.getElementById("search-status")!;
  const noResults = doc.getElementById("search-no-results")!;
  const followInAddress = () => {
    const url = new URL(location.href);
    url.searchParams.set("q", input.value);
    history.replaceState(history.state, "", url);
  };
  input.value = new URLSearchParams(location.search).get("q") ?? "";
  // The status line says when the text is cut; the address of a link with a longer q keeps what is searched.
  let isCut = cutField(input);
  if (isCut) followInAddress();

  const show = async (query: string) => {
    const search = await loadSiteSearch();
    if (query !== input.value) return;
    const hits = searchSite(search, query, 30);
    results.replaceChildren(...hits.map((hit) => resultItem(doc, hit)));
    const shown = query.trim();
    status.textContent =
      (isCut ? `${QUERY_CUT_MESSAGE} ` : "") +
      (!shown
        ? "Type a metric, fee, tool or question."
        : hits.length === 0
          ? `No results for “${shown}”.`
          : `${hits.length} ${hits.length === 1 ? "result" : "results"} for “${shown}”`);
    noResults.hidden = !shown || hits.length > 0;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (input.value.trim()) trackSearch(input.value);
    void show(input.value);
  });
  input.addEventListener("input", () => {
    isCut = cutField(input);
    followInAddress();
    void show(input.value);
  });
  if (input.value.trim()) trackSearch(input.value);
  await show(input.value);
}

function resultItem(doc: Document, hit: SearchHit): HTMLLIElement {
  const item = doc.createElement("li");
  const link = element(doc, "a", "group block rounded-xl border border-ink-200 p-4 hover:border-brand-600", [
    element(doc, "span", "text-xs font-semibold tracking-wide text-brand-700 uppercase", hit.kind),
    element(doc, "span", "mt-1 block text-lg font-semibold text-ink-900 group-hover:text-brand-700", hit.title),
    element(doc, "span", "mt-1 block text-sm leading-6 text-ink-600", hit.summary),
  ]) as HTMLAnchorElement;
  link.href = hit.url;
  item.append(link);
  return item;
}
