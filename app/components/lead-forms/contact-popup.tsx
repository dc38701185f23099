import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { trackEvent } from "~/analytics/events";
import { QueryProvider } from "~/components/query-provider";
import { buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/field";
import { registeredFieldProps } from "~/components/ui/registered-field";
import { notify } from "~/components/ui/toaster";
import { announceProspect, postLead } from "~/leads/client";
import { createIdempotencyKeys } from "~/leads/idempotency-key";
import { contactFormSchema, FIELD_LIMITS, type ContactFormValues } from "~/leads/schema";
import { HoneypotField } from "./honeypot-field";
import { reportSubmissionFailure } from "./submission-failure";

const CONTACT_POPUP_TITLE = "Let's accelerate your growth";
const SUCCESS_TOAST = {
  title: "Message sent successfully!",
  description: "Our team will get back to you within 24 hours.",
};

const emptyValues: ContactFormValues = { first_name: "", last_name: "", email: "", company: "", message: "" };
type FieldName = keyof ContactFormValues;

type PopupProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The contact popup (spec §2, §4, §5, §7, §8). Its parent owns `open`. */
export default function ContactPopup(props: PopupProps) {
  return (
    <QueryProvider>
      <ContactPopupDialog {...props} />
    </QueryProvider>
  );
}

function ContactPopupDialog({ open, onOpenChange }: PopupProps) {
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: emptyValues });
  const honeypot = useRef<HTMLInputElement>(null);
  // One key per filled-in form: a double click or an automatic retry can never store the lead twice, and a
  // corrected form gets a new key.
  const idempotencyKeys = useRef(createIdempotencyKeys());

  const mutation = useMutation({
    mutationFn: (values: ContactFormValues) =>
      postLead("prospects", values, {
        honeypot: honeypot.current?.value ?? "",
        idempotencyKey: idempotencyKeys.current.keyFor(values),
      }),
    onSuccess: (payload) => {
      trackEvent("contact_sales_form_submit", { path: window.location.pathname });
      void notify("success", SUCCESS_TOAST.title, SUCCESS_TOAST.description);
      form.reset(emptyValues);
      idempotencyKeys.current.renew();
      onOpenChange(false);
      announceProspect(payload);
    },
    onError: (error) => {
      for (const issue of reportSubmissionFailure(error)) {
        if (issue.path in emptyValues) form.setError(issue.path as FieldName, { message: issue.message });
      }
    },
  });

  const submitting = mutation.isPending;
  const errors = form.formState.errors;
  const fieldProps = (name: FieldName) => registeredFieldProps(form, "contact", name);

  return (
    <Dialog open={open} onOpenChange={(next) => onOpenChange(next)}>
      <DialogContent data-testid="contact-popup">
        <DialogTitle className="pr-8 text-2xl font-bold tracking-tight text-ink-900">{CONTACT_POPUP_TITLE}</DialogTitle>
        <DialogDescription className="mt-2 text-sm leading-6 text-ink-600">
          Tell us about your Amazon business. We'll set up your free trial and a specialist will reach out within 24
          hours.
        </DialogDescription>
        <form
          noValidate
          className="mt-6 space-y-4"
          onSubmit={form.handleSubmit((values) => {
            if (!submitting) mutation.mutate(values);
          })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="contact-first_name" label="First name" error={errors.first_name?.message}>
              <Input autoComplete="given-name" maxLength={FIELD_LIMITS.first_name} {...fieldProps("first_name")} />
            </Field>
            <Field id="contact-last_name" label="Last name" error={errors.last_name?.message}>
              <Input autoComplete="family-name" maxLength={FIELD_LIMITS.last_name} {...fieldProps("last_name")} />
            </Field>
          </div>
          <Field id="contact-email" label="Work email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...fieldProps("email")} />
          </Field>
          <Field id="contact-company" label="Company" optional error={errors.company?.message}>
            <Input autoComplete="organization" {...fieldProps("company")} />
          </Field>
          <Field
            id="contact-message"
            label="Tell us about your business"
            optional
            error={errors.message?.message}
            hint="Marketplaces, monthly revenue, what you want to improve."
          >
            <Textarea rows={4} {...fieldProps("message")} />
          </Field>
          <HoneypotField ref={honeypot} />
          <button type="submit" disabled={submitting} className={buttonClasses("primary", "lg", "w-full")}>
            {submitting ? "Starting Your Trial..." : "Start Free Trial"}
          </button>
          <p className="text-center text-xs text-ink-500">
            By submitting you agree to our{" "}
            <a href="/privacy-policy" className="underline">
              privacy policy
            </a>
            . No credit card required.
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
