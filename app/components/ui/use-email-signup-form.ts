import { useEffect, useRef, useState, type FormEvent } from "react";
import { takePendingSubmit } from "~/shell/early-submit";

export type EmailSignupOutcome = { ok: true } | { ok: false; message: string };

/**
 * The state every one-email form shares (newsletter, tools gate, feature waitlists): the typed email, the refs of
 * the form, its email input and its honeypot field, the pending flag and the inline error. `submit` posts (loading
 * its request code on the first submit) and does the form's own success work; a success clears the field.
 *
 * These forms are islands, so a visitor can type (and even submit) before their code has hydrated them: the address
 * is read from the input itself, which hydration leaves as typed, and a submission made before hydration (held back
 * by the shell, app/shell/early-submit.ts) is sent once the form is live.
 */
export function useEmailSignupForm(submit: (email: string, honeypot: string) => Promise<EmailSignupOutcome>) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typed = emailInput.current?.value ?? "";
    if (typed !== "") setEmail(typed);
    if (form.current && takePendingSubmit(form.current)) form.current.requestSubmit();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setPending(true);
    const outcome = await submit(emailInput.current?.value ?? email, honeypot.current?.value ?? "");
    setPending(false);
    if (!outcome.ok) return setError(outcome.message);
    setEmail("");
  };

  return { email, setEmail, error, pending, form, emailInput, honeypot, onSubmit };
}
