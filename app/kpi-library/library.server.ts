import { kpiFormulas } from "~/kpi-library/formulas/index";
import { capitalizeFirst } from "~/lib/capitalize";
import { kpiSlugsByCategory, type KpiCategorySlug } from "~/product/kpis";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import { kpiCategories } from "./categories";
import { kpiHref } from "./paths";
import { kpiSlugsForPage, productLinksForKpi } from "./product-links";
import {
  kpiCategorySchema,
  kpiContentSchemaFor,
  kpiFormulaSchema,
  type KpiCategory,
  type KpiContent,
  type KpiFormula,
} from "./schema";

/**
 * The KPI library: each KPI's page text (an entry of the "kpis" content collection, app/content/kpis/<slug>.yaml)
 * joined with its formula (formulas/<category>.ts), its category (the product's list, product/kpis.ts), the result
 * its formula computes for the worked example.
 * Build time only. content/kpis.server.ts hands it the collection's entries; any problem throws, naming the entry's
 * file and field, which fails the build.
 */
export type Kpi = Omit<KpiContent, "workedExample"> & {
  slug: string;
  category: KpiCategorySlug;
  workedExample: KpiContent["workedExample"] & { result: number };
  formula: KpiFormula;
};

/** A "kpis" collection entry as Astro loaded it: its id (the file name, the KPI's slug), its file and its data. */
export type KpiEntry = { id: string; file: string; data: unknown };

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The categories, their copy naming the configured brand (settings/site-tokens.ts). */
export const kpiCategoryList: KpiCategory[] = kpiCategories.map((category) =>
  kpiCategorySchema.parse(resolveSiteTokens(category, site)),
);

export function getCategory(slug: string): KpiCategory | undefined {
  return kpiCategoryList.find((category) => category.slug === slug);
}

const categoryOf = new Map<string, KpiCategorySlug>(
  Object.entries(kpiSlugsByCategory).flatMap(([category, slugs]) =>
    slugs.map((slug) => [slug, category as KpiCategorySlug] as const),
  ),
);

/**
 * The order the library lists its KPIs in (the library page's index, the sitemap, the search index): categories by
 * slug, then the product list's order within each, as the pages have always listed them.
 */
const LIBRARY_ORDER = Object.entries(kpiSlugsByCategory)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([, slugs]) => slugs as readonly string[]);

/** kpiHref (paths.ts) for a KPI record. */
export function kpiPath(kpi: Pick<Kpi, "category" | "slug">): string {
  return kpiHref(kpi.category, kpi.slug);
}

/** One entry joined with its formula, or the problems that stop it, each naming the field an editor fixes. */
function joinEntry(entry: KpiEntry): Kpi {
  const fail = (problem: string): never => {
    throw new Error(`${entry.file}: ${problem}`);
  };
  const slug = entry.id;
  const category = categoryOf.get(slug) ?? fail(`${slug} is not a KPI of the product's list (product/kpis.ts)`);
  const formula = kpiFormulas.get(slug) ?? fail(`${slug} has no formula in kpi-library/formulas/${category}.ts`);
  kpiFormulaSchema.parse(formula);
  // Checked with the formula's inputs, after the copy tokens are resolved (a token's value changes a text's length);
  // Astro checked the entry as written when it loaded it.
  const parsed = kpiContentSchemaFor(formula).safeParse(resolveSiteTokens(entry.data, site));
  if (!parsed.success)
    fail(parsed.error.issues.map((issue) => `${issue.path.join(".") || "entry"}: ${issue.message}`).join("; "));
  const content = parsed.data!;
  const links = productLinksForKpi(slug);
  const strayHow = Object.keys(content.tracking?.how ?? {}).filter((path) => !links.some((link) => link.path === path));
  if (strayHow.length > 0) fail(`tracking.how: ${strayHow.join(", ")} does not track ${slug}`);
  if (content.tracking?.cta && !links.some((link) => link.kind === "feature" && !link.comingSoon))
    fail("tracking.cta: rewords a call to action no live feature makes");
  const result = round2(formula.compute(content.workedExample.inputs));
  return { ...content, slug, category, workedExample: { ...content.workedExample, result }, formula };
}

/** The library made from the collection's entries: exactly one entry per KPI of the product's list. */
export function createKpiLibrary(entries: readonly KpiEntry[]) {
  const bySlug = new Map<string, Kpi>();
  for (const entry of entries) {
    if (bySlug.has(entry.id)) throw new Error(`${entry.file}: a second entry for ${entry.id}`);
    bySlug.set(entry.id, joinEntry(entry));
  }
  const missing = [...categoryOf.keys()].filter((slug) => !bySlug.has(slug));
  if (missing.length > 0) throw new Error(`No entry in app/content/kpis for ${missing.join(", ")}`);
  for (const kpi of bySlug.values()) {
    const file = entries.find((entry) => entry.id === kpi.slug)?.file;
    for (const related of kpi.related) {
      if (!bySlug.has(related)) throw new Error(`${file}: related: ${related} is not a KPI`);
      if (related === kpi.slug) throw new Error(`${file}: related: a KPI does not relate to itself`);
    }
  }
  const ordered = LIBRARY_ORDER.map((slug) => bySlug.get(slug)!);

  function getKpi(slug: string): Kpi | undefined {
    return bySlug.get(slug);
  }

  return {
    /** Every KPI, in the library's order. */
    allKpis: (): Kpi[] => [...ordered],
    getKpi,
    kpisInCategory: (category: KpiCategorySlug): Kpi[] => ordered.filter((kpi) => kpi.category === category),
    /**
     * The KPIs a feature or free-tool page tracks, as links for that page (from the one mapping in product-links.ts).
     * Where a KPI's content says how this page tracks it (tracking.how), the link carries that sentence too: the
     * general definition may cover more than the product computes (all paid marketing, where the product reads only
     * Amazon Ads).
     */
    kpiLinksForPage(
      path: string,
    ): { slug: string; name: string; href: string; definition: string; tracked?: string }[] {
      const page = `/${path.replace(/^\/+|\/+$/g, "")}`;
      return kpiSlugsForPage(path).flatMap((slug) => {
        const kpi = getKpi(slug);
        if (!kpi) return [];
        const how = kpi.tracking?.how?.[page];
        // The page's own subject: a free tool's page says what the tool does ("The free FBA Fee Calculator estimates
        // it ..."), a feature's what the product does; a tool's estimate is never the product's booking.
        const tool = productLinksForKpi(slug).find((link) => link.path === page && link.kind === "free tool");
        const subject = tool ? capitalizeFirst(tool.name) : site.brandName;
        return [
          {
            slug: kpi.slug,
            name: kpi.name,
            href: kpiPath(kpi),
            definition: kpi.definition,
            ...(how ? { tracked: `${subject} ${how}` } : {}),
          },
        ];
      });
    },
  };
}

export type KpiLibrary = ReturnType<typeof createKpiLibrary>;
