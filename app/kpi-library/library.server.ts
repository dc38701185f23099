import { kpiFormulas } from "~/kpi-library/formulas/index";
import { latestReview as latestPageReview } from "~/product/page-reviews";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import { kpiCategories } from "./categories";
import { kpiHref } from "./paths";
import { kpiSlugsForPage, productLinksForKpi } from "./product-links";
import { kpiSlugsByCategory } from "./registry";
import {
  kpiCategorySchema,
  kpiContentSchema,
  kpiFormulaSchema,
  type KpiCategory,
  type KpiCategorySlug,
  type KpiContent,
  type KpiFormula,
} from "./schema";

/**
 * The KPI library, assembled and validated when the module loads (build time), its copy naming the configured
 * brand (settings/site-tokens.ts): every entry must parse,
 * match the registry, have a formula whose inputs the worked example fills, link only to KPIs that exist, and
 * reword only the tracking sentences of features that track it.
 * Any problem throws, which fails the build.
 */
const contentModules = import.meta.glob<Record<string, KpiContent[]>>("./content/*.ts", { eager: true });

export type Kpi = KpiContent & { formula: KpiFormula };

export const round2 = (value: number) => Math.round(value * 100) / 100;

function assemble() {
  const categories = kpiCategories.map((category) => kpiCategorySchema.parse(resolveSiteTokens(category, site)));
  const bySlug = new Map<string, Kpi>();
  const registered = new Set(Object.values(kpiSlugsByCategory).flat() as string[]);
  for (const [file, exports] of Object.entries(contentModules)) {
    for (const entries of Object.values(exports)) {
      for (const raw of entries) {
        const parsed = kpiContentSchema.safeParse(resolveSiteTokens(raw, site));
        if (!parsed.success)
          throw new Error(`${file}: invalid KPI ${JSON.stringify(raw.slug)}: ${parsed.error.message}`);
        const content = parsed.data;
        const formula = kpiFormulas.get(content.slug);
        if (!formula) throw new Error(`${file}: KPI ${content.slug} has no formula`);
        kpiFormulaSchema.parse(formula);
        if (!registered.has(content.slug)) throw new Error(`${file}: KPI ${content.slug} is not in the registry`);
        if (!(kpiSlugsByCategory[content.category] as readonly string[]).includes(content.slug)) {
          throw new Error(`${file}: KPI ${content.slug} is registered under another category than ${content.category}`);
        }
        if (bySlug.has(content.slug)) throw new Error(`${file}: duplicate KPI ${content.slug}`);
        const linked = productLinksForKpi(content.slug).map((link) => link.path);
        const strayHow = Object.keys(content.tracking?.how ?? {}).filter((path) => !linked.includes(path));
        if (strayHow.length > 0)
          throw new Error(`${content.slug}: tracking.how names ${strayHow.join(", ")}, which does not track it`);
        const tracked = productLinksForKpi(content.slug).some((link) => link.kind === "feature" && !link.comingSoon);
        if (content.tracking?.cta && !tracked)
          throw new Error(`${content.slug}: tracking.cta rewords a call to action no live feature makes`);
        const missingInputs = formula.inputs
          .filter((input) => !(input.key in content.workedExample.inputs))
          .map((input) => input.key);
        if (missingInputs.length > 0)
          throw new Error(`${content.slug}: worked example lacks inputs ${missingInputs.join(", ")}`);
        // "Last reviewed" is the date of the page's latest independent read (product/page-reviews.ts).
        const lastReviewed = latestPageReview(kpiHref(content.category, content.slug))?.date ?? content.lastReviewed;
        bySlug.set(content.slug, { ...content, lastReviewed, formula });
      }
    }
  }
  for (const kpi of bySlug.values()) {
    for (const related of kpi.related) {
      if (!bySlug.has(related)) throw new Error(`${kpi.slug}: related KPI ${related} does not exist`);
    }
  }
  return { categories, bySlug };
}

const library = assemble();

export const kpiCategoryList: KpiCategory[] = library.categories;

export function allKpis(): Kpi[] {
  return [...library.bySlug.values()];
}

export function getKpi(slug: string): Kpi | undefined {
  return library.bySlug.get(slug);
}

export function getCategory(slug: string): KpiCategory | undefined {
  return library.categories.find((category) => category.slug === slug);
}

export function kpisInCategory(category: KpiCategorySlug): Kpi[] {
  const slugs = kpiSlugsByCategory[category] as readonly string[];
  return slugs.flatMap((slug) => library.bySlug.get(slug) ?? []);
}

/** kpiHref (paths.ts) for a KPI record. */
export function kpiPath(kpi: Pick<Kpi, "category" | "slug">): string {
  return kpiHref(kpi.category, kpi.slug);
}

/** The newest review date in a set of KPIs (sitemap lastmod of hub and category pages). */
export function latestReview(kpis: Kpi[]): string {
  return kpis.reduce((latest, kpi) => (kpi.lastReviewed > latest ? kpi.lastReviewed : latest), "1970-01-01");
}

/**
 * The KPIs a feature or free-tool page tracks, as links for that page (from the one mapping in product-links.ts).
 * Where a KPI's content says how this page tracks it (tracking.how), the link carries that sentence too: the
 * general definition may cover more than the product computes (all paid marketing, where the product reads only
 * Amazon Ads).
 */
export function kpiLinksForPage(
  path: string,
): { slug: string; name: string; href: string; definition: string; tracked?: string }[] {
  const page = `/${path.replace(/^\/+|\/+$/g, "")}`;
  return kpiSlugsForPage(path).flatMap((slug) => {
    const kpi = getKpi(slug);
    if (!kpi) return [];
    const how = kpi.tracking?.how?.[page];
    return [
      {
        slug: kpi.slug,
        name: kpi.name,
        href: kpiPath(kpi),
        definition: kpi.definition,
        ...(how ? { tracked: `${site.brandName} ${how}` } : {}),
      },
    ];
  });
}
