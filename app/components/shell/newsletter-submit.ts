import { trackEvent } from "~/analytics/events";
import { notify } from "~/components/ui/toaster";
import { storeEmailSignup } from "~/leads/email-signup-submit";

/**
 * The newsletter submission and its outcome (analytics event, toast), loaded when a visitor first submits: the
 * form itself is in every page's eagerly loaded shell, this code is not. Stores the email on the "newsletter"
 * list (see storeEmailSignup).
 */
export async function submitNewsletter(rawEmail: string, source: "footer" | "popup", honeypot: string, supportEmail: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const stored = await storeEmailSignup({ email: rawEmail, list: "newsletter", honeypot, supportEmail });
  if (!stored.ok) return { ok: false, message: stored.failure?.description ?? stored.message };
  trackEvent("newsletter_subscribe", { source, path: window.location.pathname });
  void notify("success", "You're subscribed!", "Look out for our next fee & profit briefing.");
  return { ok: true };
}
