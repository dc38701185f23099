import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { trackEvent } from "~/analytics/events";
import { cn } from "~/lib/cn";
import { failureToast, LEADS_ENDPOINTS, newIdempotencyKey, postJson, submissionAttribution } from "~/leads/client";
import { emailSignupFormSchema } from "~/leads/schema";
import { useSiteConfig } from "~/site/use-site-config";

/** Newsletter signup used by the footer and the popup; a repeat signup is a success too. */
export function NewsletterForm({ source, className, tone = "light", onSubscribed }: { source: "footer" | "popup"; className?: string; tone?: "light" | "dark"; onSubscribed?: () => void }) {
  const site = useSiteConfig();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const mutation = useMutation({
    mutationFn: (value: string) =>
      postJson(
        LEADS_ENDPOINTS.emailSignups,
        { email: value, list: "newsletter", source_page: window.location.pathname, ...submissionAttribution() },
        idempotencyKey.current,
      ),
    onSuccess: () => {
      trackEvent("newsletter_subscribe", { source, path: window.location.pathname });
      toast.success("You're subscribed!", { description: "Look out for our next fee & profit briefing." });
      setEmail("");
      idempotencyKey.current = newIdempotencyKey();
      onSubscribed?.();
    },
    onError: (failure) => setError(failureToast(failure, site.supportEmail).description),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = emailSignupFormSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid email address");
      return;
    }
    mutation.mutate(parsed.data.email);
  };

  return (
    <form onSubmit={onSubmit} noValidate className={className} aria-label="Newsletter signup">
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@brand.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            "h-10 min-w-0 flex-1 rounded-lg px-3 text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none",
            tone === "dark" ? "border border-ink-700 bg-ink-900 text-white placeholder:text-ink-500" : "border border-ink-300 bg-white text-ink-900 placeholder:text-ink-400",
          )}
        />
        <button type="submit" disabled={mutation.isPending} className="h-10 shrink-0 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {mutation.isPending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={cn("mt-2 text-sm font-medium", tone === "dark" ? "text-rose-300" : "text-red-700")}>
          {error}
        </p>
      )}
    </form>
  );
}
