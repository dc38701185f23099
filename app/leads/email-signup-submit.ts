import { MutationObserver } from "@tanstack/react-query";
import { sharedQueryClient } from "~/lib/query-client";
import { postLead } from "./client";
import type { EmailSignupList } from "./email-lists";
import { newIdempotencyKey } from "./idempotency-key";
import { emailSignupFormSchema } from "./schema";

/**
 * The submission of every one-email form (newsletter, tools gate, feature waitlists), loaded on the form's first
 * submit: checks the address, then stores it through postLead on the given list with TanStack Query's retries and
 * one idempotency key, so a retry never signs up twice. A bad address is answered with its message and nothing is
 * sent; a failed submission throws what postLead threw.
 */
export async function storeEmailSignup({
  email,
  list,
  honeypot,
}: {
  email: string;
  list: EmailSignupList;
  honeypot: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  const parsed = emailSignupFormSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid email address" };
  const idempotencyKey = newIdempotencyKey();
  const mutation = new MutationObserver(sharedQueryClient(), {
    mutationFn: () =>
      postLead(
        "emailSignups",
        { email: parsed.data.email, list, source_page: window.location.pathname },
        { honeypot, idempotencyKey },
      ),
  });
  await mutation.mutate();
  return { ok: true };
}
