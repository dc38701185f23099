import { trackEvent } from "~/analytics/events";
import { notify } from "~/components/ui/toaster";
import { EmailSignupForm } from "./email-signup-form";
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

  return (
    <EmailSignupForm
      signup={signup}
      ariaLabel="Newsletter signup"
      className={className}
      label="Email address"
      submitLabel="Subscribe"
      pendingLabel="Subscribing..."
      look={{ inline: { tone } }}
    />
  );
}
