import { notify } from "~/components/ui/toaster";
import { storeEmailSignup } from "~/leads/email-signup-submit";
import { unlockTools } from "./use-tools-unlock";

/**
 * The tools gate submission, loaded when a visitor first submits (like the newsletter's): stores the email
 * on the "tools" list (see storeEmailSignup), then unlocks every gated tool in this browser.
 */
export async function submitToolsUnlock(rawEmail: string, honeypot: string, supportEmail: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const stored = await storeEmailSignup({ email: rawEmail, list: "tools", honeypot, supportEmail });
  if (!stored.ok) return stored;
  const remembered = unlockTools();
  void notify(
    "success",
    "Free tools unlocked",
    remembered ? "This browser remembers it, so you will not be asked again." : "Your browser would not let us remember it: you may be asked again next visit.",
  );
  return { ok: true };
}
