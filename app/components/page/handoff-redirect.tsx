import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Container } from "~/components/page/sections";
import { buttonClasses } from "~/components/ui/button";
import { buildAppSignupUrl, buildAuthForwardUrl, hasAuthSession, takeHandoffPayload } from "~/leads/handoff";
import { browserStorage } from "~/lib/safe-storage";
import { site } from "~/settings/site";

/**
 * /handoff, an island hydrated at once: sends the visitor on to the external app. An auth session arriving in the
 * fragment (Supabase style) is forwarded to the app in the fragment and never stored, logged, tracked or sent
 * anywhere else; otherwise the trial details saved by /signup continue to the app's signup screen.
 */
export function HandoffRedirect() {
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const { hash } = window.location;
    if (hasAuthSession(hash)) {
      // Remove the tokens from this page's URL and history before anything else can read them.
      window.history.replaceState(null, "", window.location.pathname);
      window.location.replace(buildAuthForwardUrl(site.loginUrl, hash));
      return;
    }
    const payload = takeHandoffPayload(browserStorage("sessionStorage"));
    const url = payload ? buildAppSignupUrl(site.loginUrl, payload) : new URL("/signup", site.loginUrl).href;
    setTarget(url);
    if (payload) window.location.replace(url);
  }, []);

  return (
    <Container className="max-w-xl py-24 text-center">
      <Loader2 className="mx-auto size-8 animate-spin text-brand-700" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900">Taking you to {site.brandName}…</h1>
      <p className="mt-4 text-ink-600">
        You'll create your login and connect your Amazon store next. If nothing happens, use the button below.
      </p>
      <a href={target ?? new URL("/signup", site.loginUrl).href} className={buttonClasses("primary", "lg", "mt-8")}>
        Continue to the app
      </a>
    </Container>
  );
}
