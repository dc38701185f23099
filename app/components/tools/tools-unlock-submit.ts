import { MutationObserver } from "@tanstack/react-query";
import { notify } from "~/components/ui/toaster";
import { failureToast, LEADS_ENDPOINTS, newIdempotencyKey, postJson, submissionAttribution } from "~/leads/client";
import { emailSignupFormSchema, HONEYPOT_FIELD } from "~/leads/schema";
import { sharedQueryClient } from "~/lib/query-client";
import { unlockTools } from "./use-tools-unlock";

/**
 * The tools gate submission, loaded when a visitor first submits (like the newsletter's): validates the
 * email, stores it through the lead-capture API (POST /api/email-signups, list "tools") with TanStack Query's
 * retries and one idempotency key, then unlocks every gated tool in this browser.
 */
export async function submitToolsUnlock(rawEmail: string, honeypot: string, supportEmail: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const parsed = emailSignupFormSchema.safeParse({ email: rawEmail });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid email address" };
  const idempotencyKey = newIdempotencyKey();
  const mutation = new MutationObserver(sharedQueryClient(), {
    mutationFn: () =>
      postJson(
        LEADS_ENDPOINTS.emailSignups,
        { email: parsed.data.email, list: "tools", source_page: window.location.pathname, ...submissionAttribution(), [HONEYPOT_FIELD]: honeypot || undefined },
        idempotencyKey,
      ),
  });
  try {
    await mutation.mutate();
  } catch (error) {
    const described = failureToast(error, supportEmail);
    return { ok: false, message: described.issues.find((issue) => issue.path === "email")?.message ?? described.description };
  }
  const remembered = unlockTools();
  void notify(
    "success",
    "Free tools unlocked",
    remembered ? "This browser remembers it, so you will not be asked again." : "Your browser would not let us remember it: you may be asked again next visit.",
  );
  return { ok: true };
}
