import { getCollection, type CollectionEntry } from "astro:content";
import { createKpiLibrary, type KpiEntry, type KpiLibrary } from "~/kpi-library/library.server";

/**
 * The KPI library's pages: the "kpis" collection (content.config.ts, app/content/kpis/<slug>.yaml) joined with the
 * formulas (kpi-library/library.server.ts). Build time only; the route files, the sitemap, the search index and the
 * social images read it, and pass what a view shows to the view. A bad entry fails the build with its file and field:
 * the collection's loader runs the same join when Astro loads the entries.
 */
const asKpiEntry = (entry: CollectionEntry<"kpis">): KpiEntry => ({
  id: entry.id,
  file: entry.filePath ?? `app/content/kpis/${entry.id}.yaml`,
  data: entry.data,
});

/** The collection's entries, as the library takes them. */
export async function kpiEntries(): Promise<KpiEntry[]> {
  return (await getCollection("kpis")).map(asKpiEntry);
}

let library: Promise<KpiLibrary> | undefined;

/**
 * The library, joined once a build (the join takes about 50 ms, and some 150 pages read it); a changed entry reloads
 * `astro:content` and this module with it. The join checks each entry's data again, as blog.server.ts does: the
 * content layer may keep an entry loaded by an older schema in its cache.
 */
export function kpiLibrary(): Promise<KpiLibrary> {
  library ??= kpiEntries().then(createKpiLibrary);
  return library;
}
