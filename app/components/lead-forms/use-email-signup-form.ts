import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { takePendingSubmit } from "~/islands/early-submit";
import type { EmailSignupList } from "~/leads/email-lists";

/**
 * Everything a one-email form does (newsletter, tools gate, feature waitlists) but its look and its success: the
 * typed email, the refs of the form, its email input and its honeypot field, the pending flag, the message beside
 * the field, and the submission of the address to `list`. Its code (the check, TanStack Query, the failure toast)
 * loads on the first submit, not with the page. A failure follows the forms' one policy (submission-failure.ts); a
 * success clears the field and calls `onStored`.
 *
 * These forms are islands, so a visitor can type (and even submit) before their code has hydrated them: the address
 * typed before hydration is kept (useTypedBeforeHydration; the form renders `id={formId}` and its input is named
 * "email"), and a submission made before hydration (held back by the shell, app/islands/early-submit.ts) is sent once
 * the form is live.
 */
export function useEmailSignupForm({ list, onStored }: { list: EmailSignupList; onStored: () => void }) {
  // The prefix of the form's element ids; made before `formId`, in the order the forms made them before this hook did.
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const formId = useId();
  const readTyped = useTypedBeforeHydration(formId);
  useLayoutEffect(() => {
    const typed = readTyped().email;
    if (typed !== undefined) setEmail(typed);
  }, [readTyped]);
  useEffect(() => {
    if (form.current && takePendingSubmit(form.current)) form.current.requestSubmit();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setPending(true);
    const [{ storeEmailSignup }, { reportSubmissionFailure }] = await Promise.all([
      import("~/leads/email-signup-submit"),
      import("./submission-failure"),
    ]);
    const outcome = await storeEmailSignup({
      email: emailInput.current?.value ?? email,
      list,
      honeypot: honeypot.current?.value ?? "",
    }).catch((failure: unknown) => ({
      ok: false as const,
      message: reportSubmissionFailure(failure).find((issue) => issue.path === "email")?.message ?? null,
    }));
    setPending(false);
    if (!outcome.ok) return setError(outcome.message);
    setEmail("");
    onStored();
  };

  return { id, email, setEmail, error, pending, form, formId, emailInput, honeypot, onSubmit };
}

export type EmailSignupState = ReturnType<typeof useEmailSignupForm>;
