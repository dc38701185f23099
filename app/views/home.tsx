import { ArrowRight, BellRing, CircleCheck, PlayCircle } from "lucide-react";
import { ContactPopupButton } from "~/components/lead-forms/contact-popup-button";
import { CallToAction } from "~/components/page/call-to-action";
import { DashboardPreview } from "~/components/dashboard-preview";
import { navIcons } from "~/components/nav-icons";
import { Container, FaqList, SectionHeading } from "~/components/page/sections";
import { NavLinkItem } from "~/components/shell/nav-link-item";
import { buttonClasses } from "~/components/ui/button";
import { testimonials } from "~/content/social-proof";
import { kpiCount } from "~/kpi-library/registry";
import { faqJsonLd, organizationJsonLd, softwareApplicationJsonLd, websiteJsonLd } from "~/seo/json-ld";
import type { PageMetadataInput } from "~/seo/page-metadata";
import { productFacts } from "~/product/facts";
import { site } from "~/site/site";
import { resolveSiteTokens } from "~/site/site-tokens";
import { audienceItems, featureItems, freeToolItems } from "~/site-structure/navigation";
import { LIBRARY_PATH } from "~/kpi-library/paths";

// Product facts ({fact:name}) resolve from the product model (app/product/facts.ts).
const faqs = resolveSiteTokens([
  { question: `How does ${site.brandName} calculate profit?`, answer: "We take every order and refund from Seller Central, every fee Amazon charges (referral, FBA fulfillment, storage, inbound placement, low-inventory-level, returns processing and more), your ad spend from Amazon Ads and the product costs you enter, and compute profit per order, per product and per day." },
  { question: "How fresh is the data?", answer: "Orders are pulled {fact:ordersRefresh} as Amazon's APIs release them, so today's sales and estimated profit fill in as the day goes on; sessions and conversion arrive {fact:trafficRefresh}, in Amazon's Sales and Traffic report. Fees settle to Amazon's own charges within days, and the latest ad days keep moving while Amazon credits sales to clicks (7 days for Sponsored Products, 14 for Sponsored Brands and Display)." },
  { question: "Is my Amazon data safe?", answer: "We connect through Amazon's official Selling Partner API and Amazon Ads API with authorizations you can revoke at any time: in Seller Central for your seller data, in your Amazon account's Login with Amazon settings for ads. Seller data is only read; a campaign changes only when someone on your team approves a change in PPC management. We never ask for your Amazon password." },
  { question: "Which marketplaces do you support?", answer: "The marketplaces available to your Seller Central account in Amazon's North America, Europe and Far East regions, each shown on its own or converted to your reporting currency. Before Amazon posts an order's fees, {brand} estimates them: in the US from {fact:feeEstimateUS}; elsewhere from {fact:feeEstimateElsewhere}. The free FBA fee calculator uses the US rate card only." },
  { question: "Do I need a credit card for the free trial?", answer: "No. The trial lasts 14 days with every live feature included, and you choose a plan only if you decide to stay." },
], site);

const feeLines = [
  "Referral fees",
  "FBA fulfillment",
  "Monthly & aged storage",
  "Inbound placement",
  "Low-inventory-level fee",
  "Returns processing",
  "Sponsored ads spend",
  "Refunds & promotions",
  "Cost of goods & shipping",
];

const steps = [
  { title: "Connect Seller Central and Amazon Ads", body: "Authorise access in Amazon's own screens: seller data is only read, and a campaign changes only when you approve it. It takes a few minutes and no passwords change hands." },
  { title: "Add your product costs", body: "Import cost of goods and inbound shipping from a spreadsheet, or type them in. A cost can change over time: give the new one a start date, and each order uses the cost valid on its order date." },
  { title: "Act on true profit", body: "See profit by product, marketplace and day, get alerts when something moves, and cut what doesn't earn its keep." },
];

export function homeMetadata(): PageMetadataInput {
  return {
    // The home page leads with the brand instead of ending with it.
    title: `${site.brandName}: Real-Time Amazon Profit Analytics for Sellers`,
    description: "Real-time profit analytics for Amazon sellers: every FBA fee, ad dollar and refund in one dashboard. Free 14-day trial, no credit card required.",
    keywords: ["amazon profit analytics", "amazon seller analytics", "fba profit tracker", "amazon p&l"],
    url: "/",
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
        description: "Real-time analytics and profit tracking for Amazon sellers.",
        category: "BusinessApplication",
        features: ["Real-time profit dashboard", "Profit & loss", "PPC analytics", "FBA fee calculator", "Inventory alerts"],
        url: `${site.primaryHost}/`,
      }),
      faqJsonLd(faqs),
    ],
  };
}

export function Home() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50/70 via-white to-white">
        <div className="pointer-events-none absolute inset-x-0 top-0 h-[520px] bg-[radial-gradient(ellipse_at_top,rgba(16,185,129,0.16),transparent_60%)]" aria-hidden />
        {/* Top-aligned, not centred: a slow phone paints the page while it is still parsing, and a centred column moved
            each time the dashboard figure beside it grew by a row (a layout shift). The padding stands in for centring. */}
        <Container className="relative grid items-start gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:pb-24">
          <div className="xl:pt-16">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              <BellRing className="size-3.5" aria-hidden /> Updated for Amazon's 2026 US fee changes
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
              Know your true Amazon profit, <span className="text-brand-700">{productFacts.ordersRefresh}</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-ink-600">
              {site.brandName} pulls your orders, refunds, every Amazon fee and your ad spend into one live dashboard, so you see what each product really earns
              today, not at the end of the month.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="/signup" className={buttonClasses("primary", "lg")}>
                Start free trial <ArrowRight className="size-4" aria-hidden />
              </a>
              <ContactPopupButton>Talk to sales</ContactPopupButton>
              <button type="button" data-action="open-demo" className={buttonClasses("ghost", "lg")}>
                <PlayCircle className="size-5" aria-hidden /> Watch demo
              </button>
            </div>
            <p className="mt-4 text-sm text-ink-500">14-day free trial · No credit card · Access through Amazon's official APIs, revocable at any time</p>
          </div>
          <DashboardPreview />
        </Container>
      </section>

      <section className="py-16 sm:py-24" aria-labelledby="fees-heading">
        <Container>
          <SectionHeading
            id="fees-heading"
            eyebrow="Profit you can trust"
            title="Every fee Amazon charges, accounted for"
            intro="Referral and fulfillment fees are only the start. Margins disappear in the rest: placement fees, low-inventory-level fees, returns processing and storage. We track all of them, line by line."
            center
          />
          <ul className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3">
            {feeLines.map((name) => (
              <li key={name} className="flex items-center gap-3 rounded-xl border border-ink-200 bg-white p-4 text-sm font-semibold text-ink-800">
                <CircleCheck className="size-5 shrink-0 text-brand-700" aria-hidden /> {name}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="bg-ink-50 py-16 sm:py-24" aria-labelledby="features-heading">
        <Container>
          <SectionHeading id="features-heading" eyebrow="What we offer" title="One platform for profit, ads and inventory" intro="Start with a live P&L, then go as deep as you need." />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {featureItems.map((item) => {
              const Icon = item.icon ? navIcons[item.icon] : null;
              return (
                <li key={item.href}>
                  <a href={item.href} className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 transition-shadow hover:shadow-lg">
                    {Icon && <Icon className="size-6 text-brand-700" aria-hidden />}
                    <span className="mt-4 flex items-center gap-2 font-semibold text-ink-900">
                      {item.name}
                      {item.isFree && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] text-brand-800">Free</span>}
                      {item.isComingSoon && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] text-amber-800">Soon</span>}
                    </span>
                    <span className="mt-2 text-sm leading-6 text-ink-600">{item.description}</span>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                      Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
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
          <SectionHeading id="how-heading" eyebrow="How it works" title="From sign-up to true profit in an afternoon" center />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-ink-200 p-6">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{index + 1}</span>
                <h3 className="mt-4 font-semibold text-ink-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-600">{step.body}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center">
            <a href="/getting-started/connect-amazon-store" className="font-semibold text-brand-700 hover:underline">
              Read the step-by-step setup guide →
            </a>
          </p>
        </Container>
      </section>

      <section className="bg-ink-950 py-16 text-white sm:py-24" aria-labelledby="tools-heading">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold text-brand-300">Free tools</p>
            <h2 id="tools-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              Free calculators for the numbers you check every week
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-300">
              The FBA calculator models the 2026 US rate card with peak season, inbound placement, low-inventory-level and returns fees, and every result has a
              link you can share. The KPI library explains {kpiCount} Amazon metrics with formulas and live calculators.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="/features/amazon-fba-calculator" className={buttonClasses("primary", "lg")}>
                Open the FBA calculator
              </a>
              <a href={LIBRARY_PATH} className={buttonClasses("secondary", "lg")}>
                Browse the KPI library
              </a>
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {freeToolItems.slice(0, 4).map((item) => (
              <li key={item.href} className="rounded-2xl bg-white p-1">
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="py-16 sm:py-24" aria-labelledby="serve-heading">
        <Container>
          <SectionHeading id="serve-heading" eyebrow="Who we serve" title="Built for everyone who answers for Amazon profit" />
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

      <FaqList items={faqs} />
      <CallToAction />
    </>
  );
}
