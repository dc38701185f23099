import { useId } from "react";
import { trackEvent } from "~/analytics/events";
import { notify } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { HoneypotField } from "./honeypot-field";
import { useEmailSignupForm } from "./use-email-signup-form";

/** Newsletter signup used by the footer and the popup: the email goes on the "newsletter" list; a repeat signup is a success too. */
export function NewsletterForm({
  source,
  className,
  tone = "light",
  onSubscribed,
}: {
  source: "footer" | "popup";
  className?: string;
  tone?: "light" | "dark";
  onSubscribed?: () => void;
}) {
  const id = useId();
  const { email, setEmail, error, pending, form, formId, emailInput, honeypot, onSubmit } = useEmailSignupForm({
    list: "newsletter",
    onStored: () => {
      trackEvent("newsletter_subscribe", { source, path: window.location.pathname });
      void notify("success", "You're subscribed!", "Look out for our next fee & profit briefing.");
      onSubscribed?.();
    },
  });

  return (
    <form
      ref={form}
      id={formId}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={className}
      aria-label="Newsletter signup"
    >
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
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
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            "h-10 min-w-0 flex-1 rounded-lg px-3 text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none",
            tone === "dark"
              ? "border border-ink-700 bg-ink-900 text-white placeholder:text-ink-500"
              : "border border-ink-300 bg-white text-ink-900 placeholder:text-ink-400",
          )}
        />
        <button
          type="submit"
          disabled={pending}
          className="h-10 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <HoneypotField ref={honeypot} />
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className={cn("mt-2 text-sm font-medium", tone === "dark" ? "text-rose-300" : "text-red-700")}
        >
          {error}
        </p>
      )}
    </form>
  );
}
