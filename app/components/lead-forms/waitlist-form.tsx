import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Container } from "~/components/page/sections";
import { notify } from "~/components/ui/toaster";
import { waitlistList, type WaitlistFeature } from "~/leads/email-lists";
import { EmailSignupCardForm } from "./email-signup-card";
import { useEmailSignupForm } from "./use-email-signup-form";

/**
 * The waitlist of a coming-soon feature: one email field, stored on the list `waitlist:<feature>` in
 * email_signups through the same lead API as the newsletter. A repeat signup is a success too.
 */
export function WaitlistForm({ feature, featureName }: { feature: WaitlistFeature; featureName: string }) {
  const [joined, setJoined] = useState(false);
  const signup = useEmailSignupForm({
    list: waitlistList(feature),
    onStored: () => {
      void notify("success", "You're on the waitlist", `We will email you when ${featureName} opens for early access.`);
      setJoined(true);
    },
  });

  const headingId = `${signup.id}-heading`;
  return (
    <section id="waitlist" aria-labelledby={headingId} className="border-b border-ink-100 bg-ink-50/70">
      <Container className="py-10">
        <div
          className="mx-auto max-w-2xl rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8"
          data-testid="waitlist"
        >
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink-900">
            Join the {featureName} waitlist
          </h2>
          {joined ? (
            <p className="mt-3 flex gap-2.5 text-ink-700" role="status">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              You are on the list. We will email you once, when early access opens.
            </p>
          ) : (
            <EmailSignupCardForm
              signup={signup}
              ariaLabel={`Join the ${featureName} waitlist`}
              className="mt-4"
              label="Work email"
              submitLabel="Join the waitlist"
              pendingLabel="Joining..."
              privacy={
                <>
                  One email when early access opens; no obligation. We use your address only as our{" "}
                  <a href="/privacy-policy" className="font-medium text-ink-700 underline underline-offset-2">
                    privacy policy
                  </a>{" "}
                  describes.
                </>
              }
            />
          )}
        </div>
      </Container>
    </section>
  );
}
