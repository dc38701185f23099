import type { ReactNode } from "react";
import { HoneypotField } from "./honeypot-field";
import type { EmailSignupState } from "./use-email-signup-form";

/**
 * The form of every one-email signup (newsletter, tools gate, feature waitlists), given the state of
 * `useEmailSignupForm`: its fields as the signup lays them out (`fields`, with `EmailInput`), the off-screen honeypot,
 * the inline error (`${id}-error`) and what follows it (a privacy note). Each look keeps its classes in its own module
 * (newsletter-form.tsx, email-signup-card.tsx), so a page's first-screen CSS holds only the look it shows.
 */
export function EmailSignupForm({
  signup,
  ariaLabel,
  className,
  fields,
  errorClassName,
  after,
}: {
  signup: EmailSignupState;
  ariaLabel: string;
  className?: string;
  fields: ReactNode;
  errorClassName: string;
  after?: ReactNode;
}) {
  const { id, error, form, formId, honeypot, onSubmit } = signup;
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
      {fields}
      <HoneypotField ref={honeypot} />
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClassName}>
          {error}
        </p>
      )}
      {after}
    </form>
  );
}

/** The email input of a signup: `${id}-email`, named "email", pointing at the error when there is one, else at `describedBy`. */
export function EmailInput({
  signup,
  describedBy,
  className,
}: {
  signup: EmailSignupState;
  describedBy?: string;
  className: string;
}) {
  const { id, email, setEmail, error, emailInput } = signup;
  return (
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
      aria-describedby={error ? `${id}-error` : describedBy}
      className={className}
    />
  );
}
