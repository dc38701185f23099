import { Check } from "lucide-react";
import { ContactPopupButton } from "~/components/lead-forms/contact-popup-button";
import { CallToAction } from "~/components/page/call-to-action";
import { Container, FaqList } from "~/components/page/sections";
import { buttonClasses } from "~/components/ui/button";
import type { MarketingPage } from "~/content/page-schema";
import { orderLimitLabel, pricingFaqs, pricingPlans, TRIAL_DAYS } from "~/content/pricing";
import type { PricingPlan } from "~/content/pricing-schema";
import { cn } from "~/lib/cn";
import { formatUsdWhole } from "~/lib/format";
import { faqJsonLd } from "~/seo/json-ld";
import { marketingPageMetadata, type PageMetadataInput } from "~/seo/page-metadata";

/** The page's own questions, then the plans' (content/pricing.ts). */
const faqsOf = (page: MarketingPage) => [...page.faqs, ...pricingFaqs];

export function pricingMetadata(page: MarketingPage): PageMetadataInput {
  return marketingPageMetadata({ ...page, faqs: [] }, [faqJsonLd(faqsOf(page))]);
}

/**
 * The pricing page. Prices show annual billing first; the Monthly / Annual switch is two plain buttons that the
 * shell's action handler turns into `data-billing` on the page (app/shell/actions.browser.ts), and each price shows for
 * its period by CSS: no JavaScript of the page's own.
 */
export function Pricing({ page }: { page: MarketingPage }) {
  return (
    <div data-billing="annual">
      <header className="bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="pt-14 pb-10 text-center sm:pt-20">
          <p className="text-sm font-semibold text-brand-700">{page.eyebrow}</p>
          <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {page.h1}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-ink-600">{page.intro}</p>
          <div
            role="group"
            aria-label="Billing period"
            className="mt-8 inline-flex rounded-full bg-ink-100 p-1 text-sm font-semibold"
          >
            {(["monthly", "annual"] as const).map((period) => (
              <button
                key={period}
                type="button"
                data-action="set-billing"
                data-value={period}
                aria-pressed={period === "annual"}
                className="rounded-full px-4 py-2 text-ink-600 hover:text-ink-900 aria-pressed:bg-white aria-pressed:text-ink-900 aria-pressed:shadow-sm"
              >
                {period === "monthly" ? "Monthly" : "Annual (save about 20%)"}
              </button>
            ))}
          </div>
        </Container>
      </header>
      <Container className="pb-16">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {pricingPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-ink-500">
          {`Starter, Growth and Scale start with a ${TRIAL_DAYS}-day free trial with every live feature. No credit card required. Enterprise is agreed with our sales team. Prices in USD, excluding taxes.`}
        </p>
      </Container>
      <FaqList items={faqsOf(page)} />
      <CallToAction />
    </div>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const price = plan.price;
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6",
        plan.highlighted ? "border-brand-600 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600" : "border-ink-200",
      )}
    >
      {plan.highlighted && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Recommended
        </p>
      )}
      <h2 className="text-lg font-semibold text-ink-900">{plan.name}</h2>
      <p className="mt-1 min-h-12 text-sm text-ink-600">{plan.tagline}</p>
      <div className="mt-5 min-h-16">
        {price.kind === "fixed" ? (
          (["monthly", "annual"] as const).map((period) => (
            <div
              key={period}
              className={period === "monthly" ? "in-data-[billing=annual]:hidden" : "in-data-[billing=monthly]:hidden"}
            >
              <p>
                <span className="text-4xl font-bold tracking-tight text-ink-900">
                  {formatUsdWhole(period === "monthly" ? price.monthlyUsd : price.annualMonthlyUsd)}
                </span>
                <span className="text-sm text-ink-500"> / month</span>
              </p>
              <p className="mt-1 text-xs text-ink-500">
                {period === "annual" ? `${formatUsdWhole(price.annualTotalUsd)} billed yearly` : "Billed monthly"}
              </p>
            </div>
          ))
        ) : (
          <p className="text-3xl font-bold tracking-tight text-ink-900">{price.label}</p>
        )}
      </div>
      <p className="mt-4 text-sm font-medium text-ink-800">{orderLimitLabel(plan)}</p>
      <ul className="mt-4 flex-1 space-y-2.5 text-sm text-ink-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      {plan.price.kind === "custom" ? (
        <ContactPopupButton variant="secondary" size="md" className="mt-6 w-full">
          {plan.cta.label}
        </ContactPopupButton>
      ) : (
        <a
          href={plan.cta.href}
          className={buttonClasses(plan.highlighted ? "primary" : "secondary", "md", "mt-6 w-full")}
        >
          {plan.cta.label}
        </a>
      )}
    </li>
  );
}
