import { features, featureStatus, metricsNotTracked, type Feature } from "~/product/features";
import { kpiSlugsByCategory, type KpiSlug } from "~/product/kpis";

/**
 * Which of our feature pages or free tools tracks which KPI: the product model's feature list (product/features.ts),
 * read in both directions, the "How <brand> tracks it" section of a KPI page and the "Metrics on this page" links of
 * feature and tool pages. Client-safe (paths and slugs only).
 */
export type ProductPage = Feature;

export const productPages: readonly Feature[] = features;

/**
 * KPIs none of our pages tracks today: the model's list, plus any KPI no feature or tool lists (a metric taken off a
 * feature's list is not tracked either). Their pages say so plainly instead of claiming a feature.
 */
export const kpisNotTracked: readonly KpiSlug[] = [
  ...new Set([
    ...metricsNotTracked,
    ...Object.values(kpiSlugsByCategory)
      .flat()
      .filter((slug) => !productPages.some((page) => page.kpis.includes(slug))),
  ]),
];

export type ProductLink = Pick<ProductPage, "name" | "path" | "kind" | "how"> & { comingSoon: boolean };

/** The feature pages and free tools that track a KPI, in the order above. */
export function productLinksForKpi(slug: string): ProductLink[] {
  return productPages
    .filter((page) => (page.kpis as readonly string[]).includes(slug))
    .map((page) => ({
      name: page.name,
      path: page.path,
      kind: page.kind,
      how: page.how,
      comingSoon: featureStatus(page) === "coming soon",
    }));
}

/** The KPIs a feature or tool page tracks (empty for pages without any). */
export function kpiSlugsForPage(path: string): readonly KpiSlug[] {
  const normalized = `/${path.replace(/^\/+|\/+$/g, "")}`;
  return productPages.find((page) => page.path === normalized)?.kpis ?? [];
}
