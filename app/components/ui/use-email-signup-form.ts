import { useRef, useState, type FormEvent } from "react";

export type EmailSignupOutcome = { ok: true } | { ok: false; message: string };

/**
 * The state every one-email form shares (newsletter, tools gate, feature waitlists): the typed email, the
 * honeypot field's ref, the pending flag and the inline error. `submit` posts (loading its request code on
 * the first submit) and does the form's own success work; a success clears the field.
 */
export function useEmailSignupForm(submit: (email: string, honeypot: string) => Promise<EmailSignupOutcome>) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setPending(true);
    const outcome = await submit(email, honeypot.current?.value ?? "");
    setPending(false);
    if (!outcome.ok) return setError(outcome.message);
    setEmail("");
  };

  return { email, setEmail, error, pending, honeypot, onSubmit };
}
