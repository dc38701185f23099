import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/page/sections";
import { documentTitle, type PageMetadataInput } from "~/seo/page-metadata";
import { site } from "~/site/site";

export function signupMetadata(): PageMetadataInput {
  return {
    title: documentTitle("Start Your Free 14-Day Trial", site.brandName),
    description: `Start a free 14-day ${site.brandName} trial: real-time Amazon profit after every fee, PPC and inventory analytics. No credit card required.`,
    keywords: ["amazon analytics free trial", "amazon profit tool trial"],
    url: "/signup",
  };
}

const benefits = [
  "Live profit after every Amazon fee, per product and per day",
  "PPC analytics with ACoS, TACoS and profit after ads",
  "Inventory and fee alerts by email or Slack",
  "14 days free, every live feature, no credit card",
];

/** The signup page around its form: what the trial includes, then the form (an island, passed in). */
export function SignupPage({ form }: { form: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50/70 to-white">
      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="text-sm font-semibold text-brand-700">Free trial</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">Start your free 14-day trial</h1>
          <p className="mt-5 max-w-lg text-lg leading-8 text-ink-600">
            Tell us a little about your store. Next you'll create your login and connect Seller Central through Amazon's official API: read-only, revocable at any
            time.
          </p>
          <ul className="mt-8 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-ink-700">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden /> {benefit}
              </li>
            ))}
          </ul>
        </div>
        {form}
      </Container>
    </section>
  );
}
