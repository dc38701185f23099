/** URLs of the KPI library pages. Client-safe (no content), unlike library.server.ts. */

export const LIBRARY_PATH = "/amazon-data-library";
export const LIBRARY_NAME = "KPI Library";

export function categoryHref(category: string): string {
  return `/amazon-kpi/${category}`;
}

export function kpiHref(category: string, slug: string): string {
  return `/amazon-kpi/${category}/${slug}`;
}
