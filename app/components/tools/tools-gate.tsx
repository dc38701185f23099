import { CheckCircle2, Lock, LockOpen } from "lucide-react";
import { Suspense, useId, type ReactNode } from "react";
import { EmailSignupFields } from "~/components/page/email-signup-fields";
import { Container } from "~/components/page/sections";
import { notify } from "~/components/ui/toaster";
import { useEmailSignupForm } from "~/components/ui/use-email-signup-form";
import { cn } from "~/lib/cn";
import { site } from "~/site/site";
import { gateView } from "~/tools/tools-gate";
import { unlockTools, useToolsUnlock } from "./use-tools-unlock";

const benefits = [
  "The FBA fee audit, lost sales, ROI and organic rank tools, in this browser, for good",
  "An occasional email when Amazon changes fees, plus practical guides; unsubscribe in one click",
  "The numbers and files you use stay in your browser; only the email is sent to us",
];

/**
 * The tools email gate: one field. On success the email is stored through the lead-capture API
 * (POST /api/email-signups, list "tools") and this browser remembers the unlock (localStorage
 * `marginatlas.tools`). A repeat signup is a success too.
 */
export function UnlockForm({ variant, toolName }: { variant: "card" | "hub"; toolName?: string }) {
  const id = useId();
  // The request code (validation, TanStack Query) loads on the first submit, not with the page.
  const { email, setEmail, error, pending, form, emailInput, honeypot, onSubmit } = useEmailSignupForm(async (typed, honeypotValue) => {
    const { storeEmailSignup } = await import("~/leads/email-signup-submit");
    const stored = await storeEmailSignup({ email: typed, list: "tools", honeypot: honeypotValue, supportEmail: site.supportEmail });
    if (stored.ok) {
      const remembered = unlockTools();
      void notify(
        "success",
        "Free tools unlocked",
        remembered ? "This browser remembers it, so you will not be asked again." : "Your browser would not let us remember it: you may be asked again next visit.",
      );
    }
    return stored;
  });

  const headingId = `${id}-heading`;
  return (
    <div
      className={cn("rounded-2xl border bg-white shadow-sm", variant === "hub" ? "border-brand-200 p-6 sm:p-8" : "border-ink-200 p-6 sm:p-8")}
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
      <ul className="mt-4 space-y-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2.5 text-sm text-ink-700">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
      <form ref={form} onSubmit={onSubmit} noValidate className="mt-5" aria-label="Unlock the free tools">
        <EmailSignupFields
          id={id}
          label="Email"
          email={email}
          onEmailChange={setEmail}
          error={error}
          pending={pending}
          submitLabel="Unlock free tools"
          pendingLabel="Unlocking..."
          honeypot={honeypot}
          inputRef={emailInput}
        />
        <p id={`${id}-privacy`} className="mt-3 text-xs text-ink-500">
          We use your email only as our{" "}
          <a href="/privacy-policy" className="font-medium text-ink-700 underline underline-offset-2">
            privacy policy
          </a>{" "}
          describes, and we never sell it.
        </p>
      </form>
    </div>
  );
}

/** What a gated tool area shows before the browser's answer is known (prerendered HTML). */
function PendingCard({ toolName }: { toolName: string }) {
  return (
    <div className="flex min-h-80 flex-col items-center justify-center rounded-2xl border border-dashed border-ink-300 bg-white/60 p-8 text-center" data-testid="tools-gate-pending">
      <LockOpen className="size-6 text-ink-400" aria-hidden />
      <p className="mt-3 font-medium text-ink-700">{`Loading the ${toolName}...`}</p>
      <noscript>
        <p className="mt-2 text-sm text-ink-500">This tool runs in your browser: turn on JavaScript to use it.</p>
      </noscript>
    </div>
  );
}

/** A /tools/* tool area: the tool once this browser is unlocked, a compact unlock card before. */
export function GatedToolSection({ toolName, children }: { toolName: string; children: ReactNode }) {
  const view = gateView(useToolsUnlock());
  return (
    <section id="tool" aria-label={toolName} className="border-b border-ink-100 bg-ink-50/70">
      <Container className="py-10 sm:py-14">
        {view === "unlocked" ? (
          <Suspense
            fallback={
              <div className="mx-auto max-w-2xl">
                <PendingCard toolName={toolName} />
              </div>
            }
          >
            {children}
          </Suspense>
        ) : view === "locked" ? (
          <div className="mx-auto max-w-2xl">
            <UnlockForm variant="card" toolName={toolName} />
          </div>
        ) : (
          <div className="mx-auto max-w-2xl">
            <PendingCard toolName={toolName} />
          </div>
        )}
      </Container>
    </section>
  );
}
