import type { RefObject } from "react";
import { buttonClasses } from "~/components/ui/button";
import { HoneypotField } from "./honeypot-field";

/**
 * The field block of the card-style one-email forms (tools gate, feature waitlists): label, email input and
 * submit button, the off-screen honeypot, and the inline error. `id` prefixes the element ids; the input
 * points at `${id}-error` when there is an error and at `${id}-privacy` (the form's privacy note) otherwise.
 */
export function EmailSignupFields({
  id,
  label,
  email,
  onEmailChange,
  error,
  pending,
  submitLabel,
  pendingLabel,
  honeypot,
  inputRef,
}: {
  id: string;
  label: string;
  email: string;
  onEmailChange: (email: string) => void;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  honeypot: RefObject<HTMLInputElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@brand.com"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-privacy`}
          className="h-11 w-full min-w-0 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-600 sm:flex-1 sm:text-sm"
        />
        <button type="submit" disabled={pending} className={buttonClasses("primary", "md", "h-11")}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
      <HoneypotField ref={honeypot} />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
