import { kpiLibrary } from "~/content/kpis.server";
import { kpiIndexEntry } from "~/kpi-library/search";

/**
 * The KPI library's search index (KPI_INDEX_PATH), fetched by the hub's explorer when it hydrates. The site search's
 * /search-index.json cannot stand in for it: MiniSearch keeps the aliases only as index terms and matches otherwise
 * (fuzzy, prefixes), while the explorer matches name, aliases and definition as kpi-library/search.ts does.
 */
export async function GET() {
  return new Response(JSON.stringify((await kpiLibrary()).allKpis().map(kpiIndexEntry)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
