import { trackEvent } from "~/analytics/events";
import { notify } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { EmailInput, EmailSignupForm } from "./email-signup-form";
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
  const signup = useEmailSignupForm({
    list: "newsletter",
    onStored: () => {
      trackEvent("newsletter_subscribe", { source, path: window.location.pathname });
      void notify("success", "You're subscribed!", "Look out for our next fee & profit briefing.");
      onSubscribed?.();
    },
  });

  const dark = tone === "dark";
  return (
    <EmailSignupForm
      signup={signup}
      ariaLabel="Newsletter signup"
      className={className}
      fields={
        <div className="flex gap-2">
          <label htmlFor={`${signup.id}-email`} className="sr-only">
            Email address
          </label>
          <EmailInput
            signup={signup}
            className={cn(
              "h-10 min-w-0 flex-1 rounded-lg px-3 text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none",
              dark
                ? "border border-ink-700 bg-ink-900 text-white placeholder:text-ink-500"
                : "border border-ink-300 bg-white text-ink-900 placeholder:text-ink-400",
            )}
          />
          <button
            type="submit"
            disabled={signup.pending}
            className="h-10 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {signup.pending ? "Subscribing..." : "Subscribe"}
          </button>
        </div>
      }
      errorClassName={cn("mt-2 text-sm font-medium", dark ? "text-rose-300" : "text-red-700")}
    />
  );
}
