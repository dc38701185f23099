import { ArrowRight, Calculator } from "lucide-react";
import { CategoryIcon } from "~/components/kpi/category-icon";
import { InlineFormula } from "~/components/kpi/formula-block";
import { Breadcrumbs } from "~/components/page/breadcrumbs";
import { CallToAction } from "~/components/page/call-to-action";
import { Container } from "~/components/page/sections";
import { distinctAliases } from "~/kpi-library/aliases";
import { kpiCategoryList, type KpiLibrary } from "~/kpi-library/library.server";
import { categoryHref, kpiHref, LIBRARY_NAME, LIBRARY_PATH } from "~/kpi-library/paths";
import type { KpiCategory } from "~/kpi-library/schema";
import { planTerms } from "~/product/capabilities";
import { breadcrumbJsonLd } from "~/seo/json-ld";
import { breadcrumbItems, categoryPageDescription, categoryPageTitle, pageMetadata } from "~/seo/page-metadata";
import { site } from "~/settings/site";

/** Everything a KPI category page shows, and its metadata. */
export function kpiCategoryPageData(category: KpiCategory, { kpisInCategory }: Pick<KpiLibrary, "kpisInCategory">) {
  const path = categoryHref(category.slug);
  const trail = [
    { name: LIBRARY_NAME, path: LIBRARY_PATH },
    { name: category.name, path },
  ];
  const seo = pageMetadata(
    {
      title: categoryPageTitle(category, site.brandName),
      brandInTitle: false,
      description: categoryPageDescription(category),
      keywords: [`amazon ${category.name.toLowerCase()} metrics`, "amazon kpi", "amazon seller metrics"],
    },
    path,
    { structuredData: [breadcrumbJsonLd(breadcrumbItems(trail))] },
  );
  return {
    category: { slug: category.slug, name: category.name, intro: category.intro, cta: category.cta },
    kpis: kpisInCategory(category.slug).map((kpi) => ({
      slug: kpi.slug,
      name: kpi.name,
      aliases: distinctAliases(kpi.name, kpi.aliases).slice(0, 3),
      definition: kpi.definition,
      expression: kpi.formula.expression,
      planning: kpi.formula.planning === true,
      caveat: kpi.formula.caveat,
    })),
    others: kpiCategoryList
      .filter((other) => other.slug !== category.slug)
      .map((other) => ({
        slug: other.slug,
        name: other.name,
        description: other.description,
        count: kpisInCategory(other.slug).length,
      })),
    trail,
    seo,
  };
}

export function KpiCategoryPage({ data }: { data: ReturnType<typeof kpiCategoryPageData> }) {
  const { category, kpis, others, trail } = data;
  return (
    <>
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="pt-10 pb-10 sm:pt-14 sm:pb-12">
          <Breadcrumbs trail={trail} />
          <div className="flex items-center gap-3">
            <CategoryIcon category={category.slug} />
            <p className="text-sm font-semibold text-brand-700">
              {kpis.length} metrics · formulas, examples & calculators
            </p>
          </div>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {category.name} metrics
          </h1>
          <p className="mt-5 max-w-3xl text-base leading-7 text-pretty text-ink-600 sm:text-lg sm:leading-8">
            {category.intro}
          </p>
        </Container>
      </header>

      <Container className="py-12 sm:py-16">
        <h2 className="text-2xl font-bold tracking-tight text-ink-900">
          All {kpis.length} {category.name} metrics
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-5 md:grid-cols-2">
          {kpis.map((kpi) => (
            <li key={kpi.slug}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 transition sm:p-6 hover:border-brand-300 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
                <h3 className="text-lg font-semibold text-ink-900 group-hover:text-brand-800">
                  <a
                    href={kpiHref(category.slug, kpi.slug)}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                  >
                    {kpi.name}
                  </a>
                </h3>
                {kpi.aliases.length > 0 && (
                  <p className="mt-1 text-sm text-ink-500">Also called {kpi.aliases.join(", ")}</p>
                )}
                <p className="mt-3 leading-7 text-ink-600" data-read-elsewhere="">
                  {kpi.definition}
                </p>
                <p className="mt-4 overflow-x-auto rounded-xl bg-ink-50 px-4 py-3 text-sm leading-6 ring-1 ring-ink-100">
                  {kpi.planning ? (
                    <span className="font-semibold text-ink-700">Plan: </span>
                  ) : (
                    <span className="sr-only">Formula: </span>
                  )}
                  <InlineFormula expression={kpi.expression} />
                </p>
                {kpi.caveat && <p className="mt-2 text-sm leading-6 text-ink-500">{kpi.caveat}</p>}
                <p
                  className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700"
                  aria-hidden
                >
                  <Calculator className="size-4" /> Formula, example & calculator{" "}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="other-categories" className="border-t border-ink-100 bg-ink-50/60 py-12 sm:py-16">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="other-categories" className="text-2xl font-bold tracking-tight text-ink-900">
              Explore other categories
            </h2>
            <a
              href={LIBRARY_PATH}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              Search all metrics <ArrowRight className="size-4" aria-hidden />
            </a>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {others.map((other) => (
              <li key={other.slug}>
                <a
                  href={categoryHref(other.slug)}
                  className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 transition hover:border-brand-300 hover:shadow-md"
                >
                  <span className="flex items-center gap-3">
                    <CategoryIcon category={other.slug} size="sm" />
                    <span className="font-semibold text-ink-900">{other.name}</span>
                  </span>
                  <span className="mt-3 line-clamp-3 text-sm leading-6 text-ink-600">{other.description}</span>
                  <span className="mt-auto pt-3 text-xs font-semibold text-ink-500">{other.count} metrics</span>
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <div className="pt-16 sm:pt-24">
        {/* Each category says what the product does with its metrics; a category without such words gets the trial offer. */}
        {category.cta ? (
          <CallToAction title={category.cta.title} body={`${category.cta.body} ${planTerms.trialOffer}`} />
        ) : (
          <CallToAction />
        )}
      </div>
    </>
  );
}
