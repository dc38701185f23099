/** URLs of the KPI library pages. Client-safe (no content), unlike library.server.ts. */

export const LIBRARY_PATH = "/amazon-data-library";
export const LIBRARY_NAME = "KPI Library";
/**
 * The library's search index (search.ts), a file the build writes (pages/amazon-data-library/kpi-index.json.ts) and
 * the hub's explorer fetches when it hydrates, so the hub's HTML does not carry it a second time beside its list.
 */
export const KPI_INDEX_PATH = `${LIBRARY_PATH}/kpi-index.json`;

export function categoryHref(category: string): string {
  return `/amazon-kpi/${category}`;
}

export function kpiHref(category: string, slug: string): string {
  return `/amazon-kpi/${category}/${slug}`;
}
