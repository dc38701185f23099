import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { EmailInput, EmailSignupForm } from "./email-signup-form";
import type { EmailSignupState } from "./use-email-signup-form";

/**
 * The card-style one-email form (tools gate, feature waitlists): the label above, the field and the button side by
 * side from `sm` up, and the privacy note (`${id}-privacy`) the input points at while there is no error.
 */
export function EmailSignupCardForm({
  signup,
  ariaLabel,
  className,
  label,
  submitLabel,
  pendingLabel,
  privacy,
}: {
  signup: EmailSignupState;
  ariaLabel: string;
  className: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  privacy: ReactNode;
}) {
  const { id, pending } = signup;
  return (
    <EmailSignupForm
      signup={signup}
      ariaLabel={ariaLabel}
      className={className}
      fields={
        <>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink-800">
            {label}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <EmailInput
              signup={signup}
              describedBy={`${id}-privacy`}
              className="h-11 w-full min-w-0 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-600 sm:flex-1 sm:text-sm"
            />
            <button type="submit" disabled={pending} className={buttonClasses("primary", "md", "h-11")}>
              {pending ? pendingLabel : submitLabel}
            </button>
          </div>
        </>
      }
      errorClassName="mt-2 text-sm font-medium text-red-700"
      after={
        <p id={`${id}-privacy`} className="mt-3 text-xs text-ink-500">
          {privacy}
        </p>
      }
    />
  );
}
