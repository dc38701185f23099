import {
  AlertTriangle,
  ArrowRight,
  BarChart3,
  CalendarCheck,
  Gauge,
  Lightbulb,
  LineChart,
  MapPin,
  TrendingUp,
} from "lucide-react";
import type { ReactNode } from "react";
import { CategoryIcon } from "~/components/kpi/category-icon";
import { ExampleValues, FormulaBlock } from "~/components/kpi/formula-block";
import { Breadcrumbs } from "~/components/page/breadcrumbs";
import { CallToAction } from "~/components/page/call-to-action";
import { InlineText } from "~/components/page/inline-text";
import { Container, FaqList } from "~/components/page/sections";
import { LAST_REVIEWED_ATTRIBUTE } from "~/content/page-reads.server";
import { distinctAliases, shortName } from "~/kpi-library/aliases";
import { getCategory, kpiPath, type Kpi, type KpiLibrary } from "~/kpi-library/library.server";
import { categoryHref, kpiHref, LIBRARY_NAME, LIBRARY_PATH } from "~/kpi-library/paths";
import { productLinksForKpi, type ProductLink } from "~/kpi-library/product-links";
import { capitalizeFirst } from "~/lib/capitalize";
import { cn } from "~/lib/cn";
import { planTerms } from "~/product/capabilities";
import { canonicalUrl } from "~/routes/canonical";
import { breadcrumbJsonLd, definedTermJsonLd, faqJsonLd } from "~/seo/json-ld";
import { breadcrumbItems, kpiPageDescription, kpiPageTitle, pageMetadata } from "~/seo/page-metadata";
import { socialImagePath } from "~/seo/social-images";
import { site } from "~/settings/site";

/** Everything a KPI page shows, and its metadata; `library` gives its related KPIs. */
export function kpiPageData(kpi: Kpi, library: Pick<KpiLibrary, "getKpi">) {
  const category = getCategory(kpi.category);
  if (!category) throw new Error(`KPI ${kpi.slug} has no category ${kpi.category}`);
  const path = kpiPath(kpi);
  const trail = [
    { name: LIBRARY_NAME, path: LIBRARY_PATH },
    { name: category.name, path: categoryHref(category.slug) },
    { name: kpi.name, path },
  ];
  const { formula, ...content } = kpi;
  const keywords = [kpi.name, ...kpi.aliases].map((keyword) => keyword.toLowerCase());
  // The title is made whole by kpiPageTitle (brand included when it fits), so it is used as is.
  const seo = pageMetadata(
    { title: kpiPageTitle(kpi, site.brandName), brandInTitle: false, description: kpiPageDescription(kpi), keywords },
    path,
    {
      type: "article",
      image: socialImagePath(path),
      structuredData: [
        definedTermJsonLd({
          name: kpi.name,
          description: kpi.definition,
          url: canonicalUrl(path, site.primaryHost),
          setUrl: canonicalUrl(LIBRARY_PATH, site.primaryHost),
          alternateNames: kpi.aliases,
        }),
        breadcrumbJsonLd(breadcrumbItems(trail)),
        faqJsonLd(kpi.faqs),
      ],
    },
  );
  return {
    kpi: { ...content, aliases: distinctAliases(kpi.name, kpi.aliases) },
    // The formula without its code: the calculator island loads the compute function in the browser by itself.
    formula: { expression: formula.expression, inputs: formula.inputs, result: formula.result },
    exampleValue: formula.compute(kpi.workedExample.inputs),
    category: { slug: category.slug, name: category.name },
    // A feature's general sentence, unless this KPI's content says how that feature tracks this metric.
    tracking: productLinksForKpi(kpi.slug).map((link) => ({
      ...link,
      how: kpi.tracking?.how?.[link.path] ?? link.how,
    })),
    trackingNote: kpi.tracking?.note,
    /** The closing call to action, where this KPI's content narrows the general one to what the product computes. */
    trackingCta: kpi.tracking?.cta,
    related: kpi.related.flatMap((slug) => {
      const other = library.getKpi(slug);
      const otherCategory = other && getCategory(other.category);
      return other && otherCategory
        ? [
            {
              slug: other.slug,
              category: other.category,
              categoryName: otherCategory.name,
              name: other.name,
              definition: other.definition,
            },
          ]
        : [];
    }),
    trail,
    /** The short name headings use ("ACoS"). */
    name: shortName(kpi.name),
    seo,
  };
}

type KpiPageData = ReturnType<typeof kpiPageData>;

/** A KPI page; `calculator` is its calculator island, passed in by the page (pages/amazon-kpi/[category]/[kpiSlug].astro). */
export function KpiDetailPage({ data, calculator }: { data: KpiPageData; calculator: ReactNode }) {
  const { kpi, formula, exampleValue, category, tracking, trackingNote, trackingCta, related, trail, name } = data;
  return (
    <article>
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="pt-10 pb-10 sm:pt-14 sm:pb-12">
          <Breadcrumbs trail={trail} />
          <a
            href={categoryHref(category.slug)}
            className="inline-flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
          >
            <CategoryIcon category={category.slug} size="sm" className="size-6 rounded-full ring-0 [&_svg]:size-3.5" />
            {category.name}
          </a>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {kpi.name}
          </h1>
          {kpi.aliases.length > 0 && (
            <p className="mt-3 text-base text-ink-600">
              Also called{" "}
              {kpi.aliases.map((alias, index) => (
                <span key={alias}>
                  {index > 0 && (index === kpi.aliases.length - 1 ? " or " : ", ")}
                  <span className="font-medium text-ink-800">{alias}</span>
                </span>
              ))}
            </p>
          )}
          <p className="mt-5 max-w-3xl text-lg leading-8 text-pretty text-ink-700 sm:text-xl sm:leading-9">
            {kpi.definition}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-ink-500">
            <a
              href="#calculator"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline lg:hidden"
            >
              Jump to the calculator <ArrowRight className="size-4 rotate-90" aria-hidden />
            </a>
            {/* Filled after the build with the date of the latest read of this page's text, or removed when its
                text has changed since (server/site/last-reviewed.ts). */}
            <span className="inline-flex items-center gap-1.5" {...{ [LAST_REVIEWED_ATTRIBUTE]: "" }}>
              <CalendarCheck className="size-4" aria-hidden /> Last reviewed <time />
            </span>
          </div>
        </Container>
      </header>

      <Container className="py-10 sm:py-14">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_440px]">
          <div className="lg:col-start-1">
            <FormulaBlock expression={formula.expression} inputs={formula.inputs} result={formula.result} />
          </div>
          <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={`${name} calculator`}>
            <div className={cn(fitsViewport(formula.inputs) && "lg:sticky lg:top-24")}>{calculator}</div>
          </aside>
          <div className="space-y-12 lg:col-start-1">
            <TextSection id="why-it-matters" title="Why it matters" icon={<TrendingUp className="size-5" />}>
              <p className="text-[1.0625rem] leading-8 text-ink-700">
                <InlineText text={kpi.whyItMatters} />
              </p>
            </TextSection>

            <TextSection id="worked-example" title="Worked example" icon={<BarChart3 className="size-5" />}>
              <div className="grid gap-6 rounded-2xl border border-ink-200 bg-ink-50/60 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
                <p className="leading-7 text-ink-700">
                  <InlineText text={kpi.workedExample.scenario} />
                </p>
                <ExampleValues
                  inputs={formula.inputs}
                  values={kpi.workedExample.inputs}
                  result={formula.result}
                  value={exampleValue}
                />
              </div>
            </TextSection>

            <TextSection id="typical-range" title="Typical range" icon={<Gauge className="size-5" />}>
              <div className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6">
                <p className="leading-7 text-ink-800">
                  <InlineText text={kpi.typicalRange.summary} />
                </p>
                <p className="mt-3 border-t border-brand-200/70 pt-3 text-sm leading-6 text-ink-600">
                  <span className="font-semibold text-ink-700">Source: </span>
                  <InlineText text={kpi.typicalRange.source} />
                </p>
              </div>
            </TextSection>

            <TextSection id="how-to-improve" title={`How to improve ${name}`} icon={<Lightbulb className="size-5" />}>
              <ol className="space-y-3">
                {kpi.howToImprove.map((tip, index) => (
                  <li key={tip} className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-4">
                    <span
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                      aria-hidden
                    >
                      {index + 1}
                    </span>
                    <span className="leading-7 text-ink-700">
                      <InlineText text={tip} />
                    </span>
                  </li>
                ))}
              </ol>
            </TextSection>

            <TextSection id="where-to-find" title="Where to find it" icon={<MapPin className="size-5" />}>
              <p className="rounded-2xl border border-ink-200 bg-white p-5 leading-7 text-ink-700 sm:p-6">
                <InlineText text={kpi.whereToFind} />
              </p>
            </TextSection>

            <TextSection
              id="how-we-track-it"
              title={`How ${site.brandName} tracks it`}
              icon={<LineChart className="size-5" />}
            >
              <TrackedBy links={tracking} note={trackingNote} />
            </TextSection>

            <TextSection id="common-mistakes" title="Common mistakes" icon={<AlertTriangle className="size-5" />}>
              <ul className="space-y-3">
                {kpi.commonMistakes.map((mistake) => (
                  <li
                    key={mistake}
                    className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 leading-7 text-ink-700"
                  >
                    <AlertTriangle className="mt-1 size-5 shrink-0 text-amber-600" aria-hidden />
                    <span>
                      <InlineText text={mistake} />
                    </span>
                  </li>
                ))}
              </ul>
            </TextSection>
          </div>
        </div>
      </Container>

      <section aria-labelledby="related-heading" className="border-t border-ink-100 bg-ink-50/60 py-12 sm:py-16">
        <Container>
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink-900">
            Related metrics
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <article className="group relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 transition hover:border-brand-300 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{item.categoryName}</p>
                  <h3 className="mt-1.5 font-semibold text-ink-900 group-hover:text-brand-800">
                    <a
                      href={kpiHref(item.category, item.slug)}
                      className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                    >
                      {item.name}
                    </a>
                  </h3>
                  <p className="mt-2 line-clamp-3 text-sm leading-6 text-ink-600" data-read-elsewhere="">
                    {item.definition}
                  </p>
                  <span
                    className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700"
                    aria-hidden
                  >
                    Read more <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </article>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <FaqList items={kpi.faqs} title={`${name}: frequently asked questions`} />

      {/* The "tracks it automatically" promise only where a live feature does (in the KPI's own words where the general
          line claims more than the product does: part of it, or Amazon's figure imported); otherwise the trial offer. */}
      {trackingCta ? (
        <CallToAction title={trackingCta.title} body={`${trackingCta.body} ${planTerms.trialOffer}`} />
      ) : tracking.some((link) => link.kind === "feature" && !link.comingSoon) ? (
        <CallToAction
          readAs="kpi-call-to-action"
          title={`Track ${name} automatically`}
          body={`${site.brandName} tracks it as described above, next to your true profit. ${planTerms.trialOffer}`}
        />
      ) : (
        <CallToAction />
      )}
    </article>
  );
}

function TextSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2.5 text-2xl font-bold tracking-tight text-ink-900">
        <span
          className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
          aria-hidden
        >
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * One sentence per feature page or free tool that tracks the KPI, then the KPI's own note (what the product shows
 * near it, or leaves out); when none tracks it, a plain "does not track" (no "yet": no feature plans it).
 */
function TrackedBy({ links, note }: { links: readonly ProductLink[]; note?: string }) {
  if (links.length === 0) {
    return (
      <p className="rounded-2xl border border-ink-200 bg-white p-5 leading-7 text-ink-700 sm:p-6">
        {site.brandName} does not track this metric.{note && ` ${note}`} Work it out with the calculator on this page,
        using the figures from the places listed under Where to find it.
      </p>
    );
  }
  return (
    <>
      <TrackedByList links={links} />
      {note && <p className="mt-3 leading-7 text-ink-700">{note}</p>}
    </>
  );
}

function TrackedByList({ links }: { links: readonly ProductLink[] }) {
  return (
    <ul className="space-y-3">
      {links.map((link) => (
        <li key={link.path} className="rounded-2xl border border-ink-200 bg-white p-4 leading-7 text-ink-700 sm:px-5">
          <a href={link.path} className="font-semibold text-brand-700 hover:underline">
            {capitalizeFirst(link.name)}
          </a>{" "}
          {link.how}
          {link.comingSoon && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Coming soon
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The calculator follows the reader only when it fits on a laptop screen; a tall one would hide its own result. */
function fitsViewport(inputs: readonly { help?: string }[]) {
  const estimatedHeight = 260 + inputs.length * 86 + inputs.filter((input) => input.help).length * 24;
  return estimatedHeight <= 720;
}
