import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { HoneypotField } from "./honeypot-field";
import type { EmailSignupState } from "./use-email-signup-form";

/**
 * The form of every one-email signup (newsletter, tools gate, feature waitlists), given the state of
 * `useEmailSignupForm`: label, email input and submit button, the off-screen honeypot, the inline error, and, on the
 * card-style forms, the privacy note. Element ids start with the hook's `id`; the input points at `${id}-error` when
 * there is an error and otherwise at `${id}-privacy` (card) or nothing (inline).
 * - `card` (tools gate, waitlists): the label above, the field and the button side by side from `sm` up.
 * - `inline` (the newsletter in the footer and the popup card): the label for screen readers only, on a light or
 *   dark background (`tone`).
 */
export function EmailSignupForm({
  signup,
  ariaLabel,
  className,
  label,
  submitLabel,
  pendingLabel,
  look,
}: {
  signup: EmailSignupState;
  ariaLabel: string;
  className?: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  look: { card: { privacy: ReactNode } } | { inline: { tone: "light" | "dark" } };
}) {
  const { id, email, setEmail, error, pending, form, formId, emailInput, honeypot, onSubmit } = signup;
  const privacyId = "card" in look ? `${id}-privacy` : undefined;
  const dark = "inline" in look && look.inline.tone === "dark";
  const input = (className: string) => (
    <input
      ref={emailInput}
      id={`${id}-email`}
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@brand.com"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : privacyId}
      className={className}
    />
  );
  return (
    <form
      ref={form}
      id={formId}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={className}
      aria-label={ariaLabel}
    >
      {"card" in look ? (
        <>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink-800">
            {label}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            {input(
              "h-11 w-full min-w-0 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-600 sm:flex-1 sm:text-sm",
            )}
            <button type="submit" disabled={pending} className={buttonClasses("primary", "md", "h-11")}>
              {pending ? pendingLabel : submitLabel}
            </button>
          </div>
        </>
      ) : (
        <div className="flex gap-2">
          <label htmlFor={`${id}-email`} className="sr-only">
            {label}
          </label>
          {input(
            cn(
              "h-10 min-w-0 flex-1 rounded-lg px-3 text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none",
              dark
                ? "border border-ink-700 bg-ink-900 text-white placeholder:text-ink-500"
                : "border border-ink-300 bg-white text-ink-900 placeholder:text-ink-400",
            ),
          )}
          <button
            type="submit"
            disabled={pending}
            className="h-10 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {pending ? pendingLabel : submitLabel}
          </button>
        </div>
      )}
      <HoneypotField ref={honeypot} />
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className={
            "card" in look
              ? "mt-2 text-sm font-medium text-red-700"
              : cn("mt-2 text-sm font-medium", dark ? "text-rose-300" : "text-red-700")
          }
        >
          {error}
        </p>
      )}
      {"card" in look && (
        <p id={privacyId} className="mt-3 text-xs text-ink-500">
          {look.card.privacy}
        </p>
      )}
    </form>
  );
}
