import { readFileSync } from "node:fs";
import path from "node:path";
import { KPI_ROUTE, matchPattern } from "~/routes/routes";
import { builtClientDir, builtSitemapPaths } from "./built-sitemap";

/** A KPI page of the build: its path and slug, and what its page says of it. */
export type BuiltKpi = {
  path: string;
  slug: string;
  name: string;
  aliases: string[];
  /** The page's "Last reviewed" date; none when its text has changed since its latest read. */
  lastReviewed?: string;
};

/**
 * Every KPI page the build wrote (the sitemap's KPI routes), read from its HTML: the name and aliases its DefinedTerm
 * JSON-LD gives, and its "Last reviewed" date if it has one. The tests of the build read the KPIs here: outside Astro there is no
 * content collection to read.
 */
export function builtKpis(): BuiltKpi[] {
  return builtSitemapPaths().flatMap((pagePath) => {
    const params = matchPattern(KPI_ROUTE.pattern, pagePath);
    if (!params) return [];
    const html = readFileSync(path.join(builtClientDir, pagePath, "index.html"), "utf8");
    const term = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { "@type"?: string; name?: string; alternateName?: string[] })
      .find((data) => data["@type"] === "DefinedTerm");
    const lastReviewed = /Last reviewed\s*<time datetime="([\d-]+)"/i.exec(html)?.[1];
    if (!term?.name) throw new Error(`${pagePath}: no DefinedTerm JSON-LD`);
    return [
      { path: pagePath, slug: params.kpiSlug!, name: term.name, aliases: term.alternateName ?? [], lastReviewed },
    ];
  });
}
