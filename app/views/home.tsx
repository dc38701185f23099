import { ArrowRight, BellRing, CircleCheck, PlayCircle } from "lucide-react";
import { DashboardPreview } from "~/components/dashboard-preview";
import { ContactPopupButton } from "~/components/lead-forms/contact-popup-button";
import { navIcons } from "~/components/nav-icons";
import { CallToAction } from "~/components/page/call-to-action";
import { Container, FaqList, SectionHeading } from "~/components/page/sections";
import { buttonClasses } from "~/components/ui/button";
import type { HomeCopy } from "~/content/page-schema";
import { lowestMonthlyUsd } from "~/content/pricing";
import { testimonials } from "~/content/social-proof";
import { LIBRARY_PATH } from "~/kpi-library/paths";
import { kpiCount } from "~/product/kpis";
import { audienceItems, featureItems, freeToolPages, type FreeToolLink } from "~/routes/navigation";
import { FBA_CALCULATOR_PATH, GETTING_STARTED_GUIDE_PATH, routePath } from "~/routes/routes";
import { faqJsonLd, organizationJsonLd, softwareApplicationJsonLd, websiteJsonLd } from "~/seo/json-ld";
import { pageMetadata, type PageMetadataInput } from "~/seo/page-metadata";
import { site } from "~/settings/site";
import { NavLinkItem } from "~/shell/nav-link-item";

/** The home page's metadata: its entry's (the title leads with the brand, so it is not added again) and the site's structured data. */
export function homeMetadata(copy: HomeCopy): PageMetadataInput {
  return pageMetadata(copy, "/", {
    structuredData: [
      websiteJsonLd({ name: site.brandName, url: site.primaryHost }),
      organizationJsonLd({
        name: site.brandName,
        url: site.primaryHost,
        logo: `${site.primaryHost}/logo.png`,
        foundingYear: site.foundingYear,
        sameAs: site.socialProfiles.map((profile) => profile.url),
        email: site.supportEmail,
      }),
      softwareApplicationJsonLd({
        name: site.brandName,
        description: copy.software.description,
        category: "BusinessApplication",
        features: copy.software.features,
        url: `${site.primaryHost}/`,
        lowestMonthlyUsd,
      }),
      faqJsonLd(copy.faqs),
    ],
  });
}

export function Home({ copy, toolLinks }: { copy: HomeCopy; toolLinks: readonly FreeToolLink[] }) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50/70 via-white to-white">
        <div
          className="pointer-events-none absolute inset-x-0 top-0 h-[520px] bg-[radial-gradient(ellipse_at_top,rgba(16,185,129,0.16),transparent_60%)]"
          aria-hidden
        />
        {/* Top-aligned, not centred: a slow phone paints the page while it is still parsing, and a centred column moved
            each time the dashboard figure beside it grew by a row (a layout shift). The padding stands in for centring. */}
        <Container className="relative grid items-start gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:pb-24">
          <div className="xl:pt-16">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              <BellRing className="size-3.5" aria-hidden />
              {` ${copy.hero.badge}`}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
              {`${copy.hero.h1} `}
              <span className="text-brand-700">{copy.hero.h1Highlight}</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-ink-600">{copy.hero.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={routePath("/signup")} className={buttonClasses("primary", "lg")}>
                {`${copy.hero.trialCta} `}
                <ArrowRight className="size-4" aria-hidden />
              </a>
              <ContactPopupButton>{copy.hero.salesCta}</ContactPopupButton>
              <button type="button" data-action="open-demo" className={buttonClasses("ghost", "lg")}>
                <PlayCircle className="size-5" aria-hidden />
                {` ${copy.hero.demoCta}`}
              </button>
            </div>
            <p className="mt-4 text-sm text-ink-500">{copy.hero.note}</p>
          </div>
          <DashboardPreview />
        </Container>
      </section>

      <section className="py-16 sm:py-24" aria-labelledby="fees-heading">
        <Container>
          <SectionHeading
            id="fees-heading"
            eyebrow={copy.fees.eyebrow}
            title={copy.fees.title}
            intro={copy.fees.intro}
            center
          />
          <ul className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3">
            {copy.fees.lines.map((name) => (
              <li
                key={name}
                className="flex items-center gap-3 rounded-xl border border-ink-200 bg-white p-4 text-sm font-semibold text-ink-800"
              >
                <CircleCheck className="size-5 shrink-0 text-brand-700" aria-hidden /> {name}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="bg-ink-50 py-16 sm:py-24" aria-labelledby="features-heading">
        <Container>
          <SectionHeading
            id="features-heading"
            eyebrow={copy.features.eyebrow}
            title={copy.features.title}
            intro={copy.features.intro}
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {featureItems.map((item) => {
              const Icon = item.icon ? navIcons[item.icon] : null;
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 transition-shadow hover:shadow-lg"
                  >
                    {Icon && <Icon className="size-6 text-brand-700" aria-hidden />}
                    <span className="mt-4 flex items-center gap-2 font-semibold text-ink-900">
                      {item.name}
                      {item.isFree && (
                        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] text-brand-800">Free</span>
                      )}
                      {item.isComingSoon && (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] text-amber-800">Soon</span>
                      )}
                    </span>
                    <span className="mt-2 text-sm leading-6 text-ink-600">{item.description}</span>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                      {`${copy.features.more} `}
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section className="py-16 sm:py-24" aria-labelledby="how-heading">
        <Container>
          <SectionHeading id="how-heading" eyebrow={copy.steps.eyebrow} title={copy.steps.title} center />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {copy.steps.items.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-ink-200 p-6">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-ink-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-600">{step.body}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center">
            <a href={GETTING_STARTED_GUIDE_PATH} className="font-semibold text-brand-700 hover:underline">
              {copy.steps.guideLink}
            </a>
          </p>
        </Container>
      </section>

      <section className="bg-ink-950 py-16 text-white sm:py-24" aria-labelledby="tools-heading">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold text-brand-300">{copy.tools.eyebrow}</p>
            <h2 id="tools-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {copy.tools.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-300">
              {copy.tools.intro.replace("{kpiCount}", String(kpiCount))}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={FBA_CALCULATOR_PATH} className={buttonClasses("primary", "lg")}>
                {copy.tools.calculatorCta}
              </a>
              <a href={LIBRARY_PATH} className={buttonClasses("secondary", "lg")}>
                {copy.tools.libraryCta}
              </a>
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {freeToolPages(toolLinks).map((item) => (
              <li key={item.href} className="rounded-2xl bg-white p-1">
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="py-16 sm:py-24" aria-labelledby="serve-heading">
        <Container>
          <SectionHeading id="serve-heading" eyebrow={copy.audiences.eyebrow} title={copy.audiences.title} />
          <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {audienceItems.map((item) => (
              <li key={item.href} className="rounded-2xl border border-ink-200 p-2">
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {testimonials.length > 0 && (
        <section className="bg-ink-50 py-16" aria-label="What customers say">
          <Container className="grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <figure key={testimonial.name} className="rounded-2xl bg-white p-6 shadow-sm">
                <blockquote className="text-ink-700">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-ink-900">
                  {testimonial.name}, {testimonial.role} at {testimonial.company}
                </figcaption>
              </figure>
            ))}
          </Container>
        </section>
      )}

      <FaqList items={copy.faqs} />
      <CallToAction />
    </>
  );
}
