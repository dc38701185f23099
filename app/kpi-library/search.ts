/**
 * Instant search over the KPI library's compact index (name, aliases, definition), run in the browser.
 * Pure: the hub page calls it on every keystroke; the tests call it with the real library.
 */
import { isRecord } from "~/lib/guards";

export type KpiIndexEntry = {
  slug: string;
  category: string;
  name: string;
  aliases: string[];
  definition: string;
};

/** A KPI as the compact index holds it: only what the search matches and the list shows, no formulas or long copy. */
export function kpiIndexEntry({ slug, category, name, aliases, definition }: KpiIndexEntry): KpiIndexEntry {
  return { slug, category, name, aliases, definition };
}

/**
 * The index file as fetched (KPI_INDEX_PATH), or null when it is not one: the hub then keeps its full list and says
 * the search is unavailable, rather than filtering over something else.
 */
export function readKpiIndex(value: unknown): KpiIndexEntry[] | null {
  const isEntry = (entry: unknown): entry is KpiIndexEntry => {
    if (!isRecord(entry)) return false;
    const { slug, category, name, aliases, definition } = entry;
    return (
      [slug, category, name, definition].every((field) => typeof field === "string") &&
      Array.isArray(aliases) &&
      aliases.every((alias) => typeof alias === "string")
    );
  };
  return Array.isArray(value) && value.every(isEntry) ? value.map(kpiIndexEntry) : null;
}

export type SearchableEntry<T extends KpiIndexEntry = KpiIndexEntry> = {
  entry: T;
  /** Normalized name + aliases, and the same without spaces ("buy box" also matches "buybox"). */
  names: string[];
  title: string;
  titleCompact: string;
  definition: string;
};

/** Lowercase, accents removed, "&" spelled out, every other symbol a space, spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function prepareSearch<T extends KpiIndexEntry>(entries: readonly T[]): SearchableEntry<T>[] {
  return entries.map((entry) => {
    const names = [entry.name, ...entry.aliases].map(normalizeText);
    const title = names.join(" | ");
    return { entry, names, title, titleCompact: title.replace(/ /g, ""), definition: normalizeText(entry.definition) };
  });
}

/** 3: name or alias starts with the query · 2: every word in name/aliases · 1: some word only in the definition · 0: no match. */
function score(item: SearchableEntry, query: string, tokens: string[]): number {
  const compactQuery = query.replace(/ /g, "");
  if (item.names.some((name) => name.startsWith(query) || name.replace(/ /g, "").startsWith(compactQuery))) return 3;
  const inTitle = (token: string) => item.title.includes(token) || item.titleCompact.includes(token);
  if (tokens.every(inTitle)) return 2;
  if (tokens.every((token) => inTitle(token) || item.definition.includes(token))) return 1;
  // The whole query written without spaces ("buybox", "acos") against a compact title.
  if (tokens.length > 1 && item.titleCompact.includes(tokens.join(""))) return 2;
  return 0;
}

/**
 * Entries matching every word of `query` (in name, aliases or definition) and, when given, in `category`.
 * Best matches first (name/alias before definition); ties keep the library's order. An empty query matches everything.
 */
export function searchKpis<T extends KpiIndexEntry>(
  items: readonly SearchableEntry<T>[],
  query: string,
  category?: string | null,
): T[] {
  const inCategory = category ? items.filter((item) => item.entry.category === category) : [...items];
  const normalized = normalizeText(query);
  if (normalized === "") return inCategory.map((item) => item.entry);
  const tokens = normalized.split(" ");
  return inCategory
    .map((item, index) => ({ item, index, score: score(item, normalized, tokens) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((scored) => scored.item.entry);
}

/** Groups entries by category, in the order of `categories`; empty groups are dropped. */
export function groupByCategory<T extends KpiIndexEntry, C extends { slug: string }>(
  entries: readonly T[],
  categories: readonly C[],
): { category: C; entries: T[] }[] {
  return categories
    .map((category) => ({ category, entries: entries.filter((entry) => entry.category === category.slug) }))
    .filter((group) => group.entries.length > 0);
}
