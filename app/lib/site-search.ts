import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from "minisearch";

/**
 * Site search with MiniSearch (a 6 KB gz library, no eval and no WebAssembly, so it runs under the pages'
 * `script-src 'self'`): the build makes the index from the site's pages (seo/search-documents.server.ts) and writes it
 * as /search-index.json; the browser loads it with the same options when a visitor first reaches for a search box.
 * Pure and shared by both, so the index the build writes is the one the browser reads.
 */

/**
 * What kind of page a result is, shown beside it, and how much the kind weighs in the ranking. A seller who types
 * "fba fees" or "lost inventory" has come for the tool that works it out more often than for the metric's definition,
 * and eight metrics share the words of each fee (issue 47: "fba fee" put the fee calculator 7th): a free tool's words
 * count three times, a feature page's twice. A kind's weight multiplies its pages' scores only when the words match
 * them, so a metric named exactly for the words ("referral fee", "acos") still comes first. Every page of a kind has
 * its weight, a new tool's page too.
 */
export const SEARCH_KIND_WEIGHTS = {
  "Free tool": 3,
  "Free tools": 2,
  Feature: 2,
  Pricing: 1,
  Metric: 1,
  "Metric category": 1,
  "Metric library": 1,
  "Blog post": 1,
  Blog: 1,
  Page: 1,
} as const satisfies Record<string, number>;
export type SearchKind = keyof typeof SEARCH_KIND_WEIGHTS;

/** One page of the site as the index knows it. */
export type SearchDocument = {
  /** The page's path, which is also its id. */
  url: string;
  /** What kind of page it is, shown beside each result, and its weight in the ranking. */
  kind: SearchKind;
  title: string;
  /** What sellers type for this page: a KPI's aliases and the entries' `searchAliases` ("acos", "lil fee"). */
  aliases: string[];
  /** One or two sentences, shown under the title. */
  summary: string;
  /** More words to match with less weight: a formula, keywords, tags. */
  text: string;
};

/** What each result carries (stored in the index). */
export type SearchHit = Pick<SearchDocument, "url" | "kind" | "title" | "summary">;

/** The file the build writes and the browser fetches. */
export type SearchIndexFile = {
  /** MiniSearch's serialized index (`JSON.stringify(miniSearch)`). */
  index: AsPlainObject;
  /** Every alias (normalized) that names exactly one page, to that page's path: "acos" + Enter opens the ACoS page. */
  aliasTargets: Record<string, string>;
};

export const SEARCH_INDEX_PATH = "/search-index.json";

/**
 * The longest query searched, in characters. What a person types is a few words; the longest thing one pastes is a
 * page's title, and a post's may be 110 characters (content/blog-post.ts). Past that, a query only costs: MiniSearch
 * looks up every word with prefixes and typos, so 8 KB of one-letter words held the tab 4.9 s and a pasted 100 KB
 * word 130 s (issue 51); at 120 characters the worst shape (60 one-letter words) takes about 25 ms in Node here
 * (load average 4.7 on 2 cores). Longer input is cut to it, and the search box and page say so.
 */
export const MAX_QUERY_LENGTH = 120;

/** What a search box and the search page say when they cut a query. */
export const QUERY_CUT_MESSAGE = `Only the first ${MAX_QUERY_LENGTH} characters are searched; the rest was cut.`;

/** The query as searched: its first MAX_QUERY_LENGTH characters, never half of a character outside the BMP. */
export function cutQuery(text: string): string {
  if (text.length <= MAX_QUERY_LENGTH) return text;
  const cut = text.slice(0, MAX_QUERY_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Lowercase, accents removed, every run of other characters one space: "Break-Even ACoS" -> "break even acos". */
export function normalizeQuery(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
}

const options: Options<SearchDocument> = {
  idField: "url",
  fields: ["title", "aliases", "summary", "text"],
  storeFields: ["url", "kind", "title", "summary"],
  extractField: (document, field) => {
    const value = document[field as keyof SearchDocument];
    return Array.isArray(value) ? value.join(" ") : value;
  },
  processTerm: (term) => normalizeQuery(term) || null,
  searchOptions: {
    // A page named for the words (title or alias) comes before one that only mentions them.
    boost: { title: 3, aliases: 4, summary: 1, text: 0.5 },
    boostDocument: (_url, _term, stored) => SEARCH_KIND_WEIGHTS[stored?.kind as SearchKind] ?? 1,
    prefix: true,
    // About one typo in five letters: "brek even" finds the break-even pages.
    fuzzy: 0.2,
  },
};

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndexFile {
  const miniSearch = new MiniSearch<SearchDocument>(options);
  miniSearch.addAll(documents);
  const owners = new Map<string, Set<string>>();
  for (const document of documents)
    for (const alias of [document.title, ...document.aliases]) {
      const key = normalizeQuery(alias);
      if (key) owners.set(key, (owners.get(key) ?? new Set()).add(document.url));
    }
  const aliasTargets: Record<string, string> = {};
  for (const [alias, urls] of owners) if (urls.size === 1) aliasTargets[alias] = [...urls][0]!;
  return { index: miniSearch.toJSON(), aliasTargets };
}

/** A loaded index, ready for queries. */
export type SiteSearch = { miniSearch: MiniSearch<SearchDocument>; aliasTargets: Record<string, string> };

export function loadSearchIndex(file: SearchIndexFile): SiteSearch {
  return { miniSearch: MiniSearch.loadJS(file.index, options), aliasTargets: file.aliasTargets };
}

const toHit = (result: SearchResult): SearchHit => ({
  url: result.url as string,
  kind: result.kind as SearchKind,
  title: result.title as string,
  summary: result.summary as string,
});

/**
 * The best pages for a query, best first. A query that finds nothing is tried again with more typos allowed in short
 * words (two edits up to five letters: "acso" finds ACoS), which on every query would make prefixes such as "stor"
 * noisy (research, search-cms-asks-2026.md). That second pass ranks by spelling alone, without the kinds' weights:
 * the word nearest to what was typed wins, not a tool's word two edits away ("acso" is ACoS, not the CSV of the bulk
 * calculator). A page an alias names exactly comes first. The query is cut to MAX_QUERY_LENGTH characters first.
 */
export function searchSite(search: SiteSearch, query: string, limit = 8): SearchHit[] {
  const normalized = normalizeQuery(cutQuery(query));
  if (!normalized) return [];
  let results = search.miniSearch.search(normalized);
  if (results.length === 0)
    results = search.miniSearch.search(normalized, {
      fuzzy: (term) => (term.length <= 5 ? 2 : 0.25),
      prefix: false,
      combineWith: "AND",
      boostDocument: undefined,
    });
  const exact = aliasTarget(search, query);
  const hits = results.map(toHit);
  if (exact) hits.sort((a, b) => Number(b.url === exact) - Number(a.url === exact));
  return hits.slice(0, limit);
}

/** The page an alias names exactly ("acos", "lil fee"), which Enter opens; null when none or several do. */
export function aliasTarget(search: SiteSearch, query: string): string | null {
  return search.aliasTargets[normalizeQuery(cutQuery(query))] ?? null;
}
