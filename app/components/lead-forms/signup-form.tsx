import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { trackEvent } from "~/analytics/events";
import { QueryProvider } from "~/components/query-provider";
import { buttonClasses } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { registeredFieldProps } from "~/components/ui/registered-field";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { takePendingSubmit } from "~/islands/early-submit";
import { postLead } from "~/leads/client";
import { saveHandoffPayload, type HandoffPayload } from "~/leads/handoff";
import { createIdempotencyKeys } from "~/leads/idempotency-key";
import { AMAZON_MARKETPLACES, MONTHLY_ORDER_BANDS, signupFormSchema, type SignupFormValues } from "~/leads/schema";
import { browserStorage } from "~/lib/safe-storage";
import { HoneypotField } from "./honeypot-field";
import { reportSubmissionFailure } from "./submission-failure";

const defaultValues: SignupFormValues = {
  first_name: "",
  last_name: "",
  email: "",
  company: "",
  amazon_marketplace: "US",
  monthly_orders_band: "100-1k",
};
type FieldName = keyof SignupFormValues;
const FORM_ID = "signup-form";

/** The trial signup form, an island (pages/signup.astro); on success it hands over to /handoff. */
export function SignupForm() {
  return (
    <QueryProvider>
      <SignupFormFields />
    </QueryProvider>
  );
}

function SignupFormFields() {
  const formElement = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // One key per filled-in form: a double click or a retry stores the lead once; corrected details are a new submission.
  const idempotencyKeys = useRef(createIdempotencyKeys());
  const form = useForm<SignupFormValues>({ resolver: zodResolver(signupFormSchema), defaultValues });
  const mutation = useMutation({
    mutationFn: async (values: SignupFormValues) => {
      const sent = await postLead("signup", values, {
        honeypot: honeypot.current?.value ?? "",
        idempotencyKey: idempotencyKeys.current.keyFor(values),
      });
      const { extra: _extra, website: _honeypot, ...handoff } = sent;
      return handoff satisfies HandoffPayload;
    },
    onSuccess: (handoff) => {
      trackEvent("signup_form_submit", { path: "/signup" });
      saveHandoffPayload(browserStorage("sessionStorage"), handoff);
      window.location.assign("/handoff");
    },
    onError: (error) => {
      for (const issue of reportSubmissionFailure(error)) {
        if (issue.path in defaultValues) form.setError(issue.path as FieldName, { message: issue.message });
      }
    },
  });
  // Typed or chosen before the form hydrated: start from it (react-hook-form would reset the fields to the defaults).
  const readTyped = useTypedBeforeHydration(FORM_ID);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(readTyped())) {
      if (name in defaultValues) form.setValue(name as FieldName, value, { shouldDirty: true });
    }
  }, [readTyped, form]);
  // Submitted before the form hydrated (the shell held it back, app/islands/early-submit.ts): send it now.
  useEffect(() => {
    if (formElement.current && takePendingSubmit(formElement.current)) formElement.current.requestSubmit();
  }, []);
  const errors = form.formState.errors;
  const fieldProps = (name: FieldName) => registeredFieldProps(form, "signup", name);

  return (
    <form
      ref={formElement}
      id={FORM_ID}
      method="post"
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
        <Field
          id="signup-amazon_marketplace"
          label="Main Amazon marketplace"
          error={errors.amazon_marketplace?.message}
        >
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
  );
}
