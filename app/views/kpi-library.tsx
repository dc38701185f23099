import { BookOpen, Calculator, FlaskConical, Gauge } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/page/breadcrumbs";
import { CallToAction } from "~/components/page/call-to-action";
import { Container } from "~/components/page/sections";
import { kpiCategoryList, kpiPath, type KpiLibrary } from "~/kpi-library/library.server";
import { LIBRARY_NAME, LIBRARY_PATH } from "~/kpi-library/paths";
import { groupByCategory, kpiIndexEntry } from "~/kpi-library/search";
import { canonicalUrl } from "~/routes/canonical";
import { breadcrumbJsonLd, definedTermSetJsonLd } from "~/seo/json-ld";
import { breadcrumbItems, libraryPageDescription, libraryPageTitle, pageMetadata } from "~/seo/page-metadata";
import { site } from "~/settings/site";

/** Everything the KPI library page shows, and its metadata. */
export function kpiLibraryPageData(library: Pick<KpiLibrary, "allKpis">) {
  const kpis = library.allKpis();
  const categories = kpiCategoryList.map(({ slug, name }) => ({ slug, name }));
  const trail = [{ name: LIBRARY_NAME, path: LIBRARY_PATH }];
  const title = libraryPageTitle(kpis.length, site.brandName);
  const description = libraryPageDescription(kpis.length);
  const keywords = [
    "amazon kpi",
    "amazon seller metrics",
    "amazon metrics glossary",
    "acos formula",
    "amazon fba formulas",
  ];
  const seo = pageMetadata({ title, brandInTitle: false, description, keywords }, LIBRARY_PATH, {
    structuredData: [
      definedTermSetJsonLd({
        name: `${site.brandName} Amazon ${LIBRARY_NAME}`,
        description,
        url: canonicalUrl(LIBRARY_PATH, site.primaryHost),
        terms: kpis.map((kpi) => ({ name: kpi.name, url: canonicalUrl(kpiPath(kpi), site.primaryHost) })),
      }),
      breadcrumbJsonLd(breadcrumbItems(trail)),
    ],
  });
  return {
    trail,
    count: kpis.length,
    categories,
    // The full list, prerendered as the explorer's slot; the explorer fetches the same entries as its search index.
    groups: groupByCategory(kpis.map(kpiIndexEntry), categories),
    seo,
  };
}

const highlights = [
  { icon: Gauge, label: "metrics", key: "count" },
  { icon: FlaskConical, label: "Formulas & worked examples" },
  { icon: Calculator, label: "A calculator on every page" },
] as const;

/** The KPI library page; `explorer` is its search and filter island, passed in by the page (pages/amazon-data-library.astro). */
export function KpiLibrary({ data, explorer }: { data: ReturnType<typeof kpiLibraryPageData>; explorer: ReactNode }) {
  const { trail, count, categories } = data;
  return (
    <>
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="pt-10 pb-10 sm:pt-14 sm:pb-12">
          <Breadcrumbs trail={trail} />
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <BookOpen className="size-4" aria-hidden /> Amazon metrics library
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            Amazon KPI Library
          </h1>
          <p className="mt-5 max-w-3xl text-base leading-7 text-pretty text-ink-600 sm:text-lg sm:leading-8">
            {count} Amazon seller metrics, explained the way you use them: what each one measures, the exact formula, a
            worked example, typical ranges with their sources, where to find it in Seller Central, and a calculator for
            your own figures. From ACoS and TACoS to sell-through, order defect rate and break-even price.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {highlights.map((item) => (
              <li
                key={item.label}
                className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200"
              >
                <item.icon className="size-4 text-brand-700" aria-hidden />
                {"key" in item ? `${count} ${item.label} in ${categories.length} categories` : item.label}
              </li>
            ))}
          </ul>
        </Container>
      </header>
      <Container className="py-10 sm:py-12">{explorer}</Container>
      <CallToAction
        title="See your Amazon metrics next to your true profit"
        body={`${site.brandName} works out profit, fee, advertising and inventory metrics per product from your Seller Central and Amazon Ads data; each metric's page says whether and how it is tracked. 14-day free trial, no credit card.`}
      />
    </>
  );
}
