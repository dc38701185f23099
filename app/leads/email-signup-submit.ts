import { MutationObserver } from "@tanstack/react-query";
import { sharedQueryClient } from "~/lib/query-client";
import { failureToast, postLead } from "./client";
import { newIdempotencyKey } from "./idempotency-key";
import { emailSignupFormSchema, type EmailSignupList } from "./schema";
import type { SubmissionFailureToast } from "./submission-error";

export type EmailSignupResult = { ok: true } | { ok: false; message: string; failure?: SubmissionFailureToast };

/**
 * The submission of every one-field email form (newsletter, tools gate, feature waitlists), loaded on the
 * form's first submit: validates the email, then stores it through postLead on the given list with TanStack
 * Query's retries and one idempotency key, so a retry never signs up twice. `message` is what the form
 * shows under its field; `failure` (absent for a bad email caught before sending) is the spec §8 toast.
 */
export async function storeEmailSignup({ email, list, honeypot, supportEmail }: { email: string; list: EmailSignupList; honeypot: string; supportEmail: string }): Promise<EmailSignupResult> {
  const parsed = emailSignupFormSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid email address" };
  const idempotencyKey = newIdempotencyKey();
  const mutation = new MutationObserver(sharedQueryClient(), {
    mutationFn: () => postLead("emailSignups", { email: parsed.data.email, list, source_page: window.location.pathname }, { honeypot, idempotencyKey }),
  });
  try {
    await mutation.mutate();
  } catch (error) {
    const failure = failureToast(error, supportEmail);
    return { ok: false, message: failure.issues.find((issue) => issue.path === "email")?.message ?? failure.description, failure };
  }
  return { ok: true };
}
