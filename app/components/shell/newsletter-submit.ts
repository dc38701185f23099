import { MutationObserver } from "@tanstack/react-query";
import { trackEvent } from "~/analytics/events";
import { notify } from "~/components/ui/toaster";
import { failureToast, LEADS_ENDPOINTS, newIdempotencyKey, postJson, submissionAttribution } from "~/leads/client";
import { emailSignupFormSchema } from "~/leads/schema";
import { sharedQueryClient } from "~/lib/query-client";

/**
 * The newsletter submission, loaded when a visitor first submits (the form itself is in every page's footer,
 * its validation and request code are not). It runs through TanStack Query's mutation machinery like every
 * other submission: retries with backoff, one idempotency key per attempt so a retry never subscribes twice.
 */
export async function submitNewsletter(rawEmail: string, source: "footer" | "popup", supportEmail: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const parsed = emailSignupFormSchema.safeParse({ email: rawEmail });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid email address" };
  const idempotencyKey = newIdempotencyKey();
  const mutation = new MutationObserver(sharedQueryClient(), {
    mutationFn: () =>
      postJson(LEADS_ENDPOINTS.emailSignups, { email: parsed.data.email, list: "newsletter", source_page: window.location.pathname, ...submissionAttribution() }, idempotencyKey),
  });
  try {
    await mutation.mutate();
  } catch (error) {
    return { ok: false, message: failureToast(error, supportEmail).description };
  }
  trackEvent("newsletter_subscribe", { source, path: window.location.pathname });
  void notify("success", "You're subscribed!", "Look out for our next fee & profit briefing.");
  return { ok: true };
}
