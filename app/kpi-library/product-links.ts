import { features, featureStatus, metricsNotTracked, type Feature, type FeatureStatus } from "~/product/features";
import { kpiSlugsByCategory, type KpiSlug } from "~/product/kpis";
import { freeTools } from "~/tools/tool-catalog";

/**
 * Which of our feature pages or free tools tracks which KPI: the product model's feature list (product/features.ts),
 * read in both directions, the "How <brand> tracks it" section of a KPI page and the "Metrics on this page" links of
 * feature and tool pages. Client-safe (paths and slugs only).
 */
export type ProductPage = Pick<Feature, "name" | "kind" | "how" | "howFor" | "kpis"> & {
  path: string;
  status?: FeatureStatus;
};

/** The page of each feature and free tool: a feature's from the model, a tool's from the tool catalogue, by its id. */
export const productPages: readonly ProductPage[] = features.map((feature) => ({
  name: feature.name,
  kind: feature.kind,
  how: feature.how,
  howFor: feature.howFor,
  kpis: feature.kpis,
  status: feature.status,
  path: feature.kind === "feature" ? feature.path : toolPath(feature.tool),
}));

function toolPath(id: string): string {
  const tool = freeTools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`product/features.ts names the tool "${id}", which is not in tools/tool-catalog.ts`);
  return tool.path;
}

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

/** The feature pages and free tools that track a KPI, in the order above, each with its sentence for that KPI. */
export function productLinksForKpi(slug: string): ProductLink[] {
  return productPages
    .filter((page) => (page.kpis as readonly string[]).includes(slug))
    .map((page) => ({
      name: page.name,
      path: page.path,
      kind: page.kind,
      how: page.howFor?.[slug as KpiSlug] ?? page.how,
      comingSoon: featureStatus(page) === "coming soon",
    }));
}

/** The KPIs a feature or tool page tracks (empty for pages without any). */
export function kpiSlugsForPage(path: string): readonly KpiSlug[] {
  const normalized = `/${path.replace(/^\/+|\/+$/g, "")}`;
  return productPages.find((page) => page.path === normalized)?.kpis ?? [];
}
