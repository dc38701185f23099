import { notify } from "~/components/ui/toaster";
import { storeEmailSignup } from "~/leads/email-signup-submit";
import { waitlistList, type WaitlistFeature } from "~/leads/schema";

/** The waitlist submission, loaded on the first submit: stores the email on the feature's own list and toasts the outcome. */
export async function submitWaitlist(rawEmail: string, feature: WaitlistFeature, featureName: string, honeypot: string, supportEmail: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const stored = await storeEmailSignup({ email: rawEmail, list: waitlistList(feature), honeypot, supportEmail });
  if (!stored.ok) {
    if (stored.failure) void notify("error", stored.failure.title, stored.failure.description);
    return stored;
  }
  void notify("success", "You're on the waitlist", `We will email you when ${featureName} opens for early access.`);
  return { ok: true };
}
