import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { trackEvent } from "~/analytics/events";
import { Container } from "~/components/page/sections";
import { QueryProvider } from "~/components/query-provider";
import { notify } from "~/components/ui/toaster";
import { buttonClasses } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { registeredFieldProps } from "~/components/ui/registered-field";
import { failureToast, postLead } from "~/leads/client";
import { createIdempotencyKeys } from "~/leads/idempotency-key";
import { saveHandoffPayload, type HandoffPayload } from "~/leads/handoff";
import { browserStorage } from "~/lib/safe-storage";
import { AMAZON_MARKETPLACES, MONTHLY_ORDER_BANDS, signupFormSchema, type SignupFormValues } from "~/leads/schema";
import { pageMeta } from "~/seo/page-meta";
import { documentTitle } from "~/seo/title";
import { readSiteConfig } from "~/site/config";
import { useSiteConfig } from "~/site/use-site-config";
import type { Route } from "./+types/signup";

export function loader() {
  const site = readSiteConfig();
  return {
    seo: {
      title: documentTitle("Start Your Free 14-Day Trial", site.brandName),
      description: "Start a free 14-day MarginAtlas trial: real-time Amazon profit after every fee, PPC and inventory analytics. No credit card required.",
      keywords: ["amazon analytics free trial", "amazon profit tool trial"],
      url: "/signup",
    },
  };
}

export const meta: Route.MetaFunction = pageMeta;

const benefits = [
  "Live profit after every Amazon fee, per product and per day",
  "PPC analytics with ACoS, TACoS and profit after ads",
  "Inventory and fee alerts by email or Slack",
  "14 days free, every feature, no credit card",
];

type FieldName = keyof SignupFormValues;

export default function Signup() {
  return (
    <QueryProvider>
      <SignupPage />
    </QueryProvider>
  );
}

function SignupPage() {
  const site = useSiteConfig();
  const navigate = useNavigate();
  const honeypot = useRef<HTMLInputElement>(null);
  const idempotencyKeys = useRef(createIdempotencyKeys());
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { first_name: "", last_name: "", email: "", company: "", amazon_marketplace: "US", monthly_orders_band: "100-1k" },
  });
  const mutation = useMutation({
    mutationFn: async (values: SignupFormValues) => {
      const sent = await postLead("signup", values, { honeypot: honeypot.current?.value ?? "", idempotencyKey: idempotencyKeys.current.keyFor(values) });
      const { extra: _extra, website: _honeypot, ...handoff } = sent;
      return handoff satisfies HandoffPayload;
    },
    onSuccess: (handoff) => {
      trackEvent("signup_form_submit", { path: "/signup" });
      saveHandoffPayload(browserStorage("sessionStorage"), handoff);
      navigate("/handoff");
    },
    onError: (error) => {
      const failure = failureToast(error, site.supportEmail);
      for (const issue of failure.issues) form.setError(issue.path as FieldName, { message: issue.message });
      void notify("error", failure.title, failure.description);
    },
  });
  const errors = form.formState.errors;
  const fieldProps = (name: FieldName) => registeredFieldProps(form, "signup", name);

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
        <form
          noValidate
          aria-label="Start your free trial"
          onSubmit={form.handleSubmit((values) => !mutation.isPending && mutation.mutate(values))}
          className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-xl shadow-ink-900/5 sm:p-8"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="signup-first_name" label="First name" error={errors.first_name?.message}>
              <Input autoComplete="given-name" {...fieldProps("first_name")} />
            </Field>
            <Field id="signup-last_name" label="Last name" error={errors.last_name?.message}>
              <Input autoComplete="family-name" {...fieldProps("last_name")} />
            </Field>
          </div>
          <Field id="signup-email" label="Work email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...fieldProps("email")} />
          </Field>
          <Field id="signup-company" label="Company or brand" optional error={errors.company?.message}>
            <Input autoComplete="organization" {...fieldProps("company")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="signup-amazon_marketplace" label="Main Amazon marketplace" error={errors.amazon_marketplace?.message}>
              <Select {...fieldProps("amazon_marketplace")}>
                {AMAZON_MARKETPLACES.map((marketplace) => (
                  <option key={marketplace.code} value={marketplace.code}>
                    {marketplace.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="signup-monthly_orders_band" label="Orders per month" error={errors.monthly_orders_band?.message}>
              <Select {...fieldProps("monthly_orders_band")}>
                {MONTHLY_ORDER_BANDS.map((band) => (
                  <option key={band.value} value={band.value}>
                    {band.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <HoneypotField ref={honeypot} />
          <button type="submit" disabled={mutation.isPending} className={buttonClasses("primary", "lg", "w-full")}>
            {mutation.isPending ? "Creating your trial..." : "Continue"}
          </button>
          <p className="text-center text-xs text-ink-500">
            By continuing you agree to our{" "}
            <a href="/terms-and-conditions" className="underline">
              terms
            </a>{" "}
            and{" "}
            <a href="/privacy-policy" className="underline">
              privacy policy
            </a>
            .
          </p>
        </form>
      </Container>
    </section>
  );
}
