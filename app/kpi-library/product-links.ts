import { features, featureStatus, metricsNotTracked, type Feature } from "~/product/features";
import { kpiSlugsByCategory, type KpiSlug } from "./registry";

/**
 * Which of our feature pages or free tools tracks which KPI: the product model's feature list (product/features.ts),
 * read in both directions, the "How <brand> tracks it" section of a KPI page and the "Metrics on this page" links of
 * feature and tool pages. Client-safe (paths and slugs only). product-links.test.ts checks every slug is a KPI.
 */
export type ProductPage = Feature;

export const productPages: readonly Feature[] = features;

/**
 * KPIs none of our pages tracks today: the model's list, plus any KPI no feature or tool lists (a metric taken off a
 * feature's list is not tracked either). Their pages say so plainly instead of claiming a feature.
 */
export const kpisNotTracked = [
  ...new Set([
    ...metricsNotTracked,
    ...(Object.values(kpiSlugsByCategory).flat() as string[]).filter(
      (slug) => !features.some((page) => (page.kpis as readonly string[]).includes(slug)),
    ),
  ]),
] as readonly KpiSlug[];

export type ProductLink = Pick<ProductPage, "name" | "path" | "kind" | "how"> & { comingSoon: boolean };

/** The feature pages and free tools that track a KPI, in the order above. */
export function productLinksForKpi(slug: string): ProductLink[] {
  return productPages
    .filter((page) => page.kpis.includes(slug))
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
  return (productPages.find((page) => page.path === normalized)?.kpis ?? []) as readonly KpiSlug[];
}
