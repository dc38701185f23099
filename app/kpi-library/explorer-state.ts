import { clearQuery, readQuery, writeQuery, type QueryField } from "~/lib/url-state";

/**
 * The KPI library hub's search and category filter in the URL (~/lib/url-state.ts):
 * `?v=1&q=acos&category=advertising`. The WebSite search action (seo/json-ld.ts) lands here with `?v=1&q=`.
 * An unknown category is ignored; the search text is trimmed and capped like the search box.
 */

export const SEARCH_MAX_LENGTH = 100;

export type ExplorerValues = { q: string; category: string };

/** No search, all categories ("" = no category filter). */
export const explorerDefaults: ExplorerValues = { q: "", category: "" };

export function explorerQueryFields(categorySlugs: readonly string[]): QueryField<keyof ExplorerValues>[] {
  return [
    { kind: "text", name: "q", param: "q", fallback: "", maxLength: SEARCH_MAX_LENGTH },
    { kind: "enum", name: "category", param: "category", fallback: "", options: categorySlugs },
  ];
}

/** The search a link describes, or null when it carries none. */
export function readExplorerQuery(
  search: string | URLSearchParams,
  categorySlugs: readonly string[],
): ExplorerValues | null {
  return readQuery(search, explorerQueryFields(categorySlugs));
}

/** `?v=1&q=...&category=...`, or only the foreign parameters in `keep` when nothing is searched or filtered. */
export function writeExplorerQuery(values: ExplorerValues, categorySlugs: readonly string[], keep?: string): string {
  return writeQuery(values, explorerQueryFields(categorySlugs), { keep });
}

export function clearExplorerQuery(search: string, categorySlugs: readonly string[]): string {
  return clearQuery(search, explorerQueryFields(categorySlugs));
}
