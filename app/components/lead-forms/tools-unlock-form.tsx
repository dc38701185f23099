import { CheckCircle2, Lock } from "lucide-react";
import { notify } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { EmailSignupCardForm } from "./email-signup-card";
import { useEmailSignupForm } from "./use-email-signup-form";
import { unlockTools } from "./use-tools-unlock";

/** A tool's name inside a sentence: "Bulk FBA calculator" becomes "bulk FBA calculator"; "FBA fee audit" stays. */
export const inSentence = (name: string) =>
  /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/** What the email unlocks: "a, b and c" are the gated tools' names, from their entries, so a new one is named too. */
function benefitsOf(gatedToolNames: readonly string[]): string[] {
  const names = gatedToolNames.map(inSentence);
  return [
    `The ${names.slice(0, -1).join(", ")} and ${names.at(-1)}, in this browser, until you clear its site data`,
    "An occasional email when Amazon changes fees, plus practical guides; unsubscribe in one click",
    "The files you use stay in your browser and only the email is sent to us; typed figures some tools keep in the page address reach our web server when the page loads",
  ];
}

/**
 * The tools email gate: one field. On success the email is stored through the lead-capture API
 * (POST /api/email-signups, list "tools") and this browser remembers the unlock (localStorage
 * `marginatlas.tools`). A repeat signup is a success too.
 */
export function UnlockForm({
  variant,
  toolName,
  gatedToolNames,
}: {
  variant: "card" | "hub";
  toolName?: string;
  /** The gated tools' names, in the catalogue's order. */
  gatedToolNames: readonly string[];
}) {
  const signup = useEmailSignupForm({
    list: "tools",
    onStored: () => {
      const remembered = unlockTools();
      void notify(
        "success",
        "Free tools unlocked",
        remembered
          ? "This browser remembers it, so you will not be asked again."
          : "Your browser would not let us remember it: you may be asked again next visit.",
      );
    },
  });

  const headingId = `${signup.id}-heading`;
  return (
    <div
      className={cn(
        "rounded-2xl border bg-white shadow-sm",
        variant === "hub" ? "border-brand-200 p-6 sm:p-8" : "border-ink-200 p-6 sm:p-8",
      )}
      data-testid="tools-gate"
      role="region"
      aria-labelledby={headingId}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Lock className="size-5" aria-hidden />
        </span>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink-900">
          {variant === "hub" ? "Unlock all the free tools" : `Unlock the free ${toolName ?? "tools"}`}
        </h2>
      </div>
      <p className="mt-3 text-ink-600">
        Enter your email once and every free tool works in this browser. Free, no account, no card.
        {variant === "card" && " The FBA fee calculator never needs an email."}
      </p>
      <EmailSignupCardForm
        signup={signup}
        ariaLabel="Unlock the free tools"
        className="mt-5"
        label="Email"
        submitLabel="Unlock free tools"
        pendingLabel="Unlocking..."
        privacy={
          <>
            We use your email only as our{" "}
            <a href="/privacy-policy" className="font-medium text-ink-700 underline underline-offset-2">
              privacy policy
            </a>{" "}
            describes, and we never sell it.
          </>
        }
      />
      {/* After the field, so a phone's first screen reaches it (issue 47). */}
      <ul className="mt-5 space-y-2">
        {benefitsOf(gatedToolNames).map((benefit) => (
          <li key={benefit} className="flex gap-2.5 text-sm text-ink-700">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
    </div>
  );
}
