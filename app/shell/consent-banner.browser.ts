import {
  CONSENT_BANNER_ID,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  readConsentChoice,
  type ConsentChoice,
} from "~/consent/consent";
import { browserStorage } from "~/lib/safe-storage";

/**
 * The consent banner's behaviour once the page's script runs (markup: shell/consent-banner.tsx). Its buttons answer
 * from the first paint through the head's consent script (consentDefaultsScript, app/consent/consent.ts), which
 * stores the choice, pushes the Consent Mode update, hides the banner and announces CONSENT_DECIDED_EVENT. Here: the
 * footer's "Cookie settings" reopens it with the stored choice ticked, and another tab's decision hides it here too.
 */

/** The stored choice of this browser, or null while undecided. */
export function storedConsentChoice(): ConsentChoice | null {
  return readConsentChoice(browserStorage("localStorage"));
}

type Banner = { openPreferences: () => void };
let banner: Banner | null = null;

/** Reopens the banner with the categories shown (the footer's "Cookie settings"). */
export function openConsentPreferences(): void {
  banner?.openPreferences();
}

export function startConsentBanner(doc: Document = document): void {
  const section = doc.getElementById(CONSENT_BANNER_ID);
  if (!section) return;
  const checkbox = (name: "analytics" | "marketing") =>
    section.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const setHidden = (selector: string, hidden: boolean) => {
    const part = section.querySelector<HTMLElement>(selector);
    if (part) part.hidden = hidden;
  };

  // Another tab decided: follow it.
  doc.defaultView?.addEventListener("storage", (event) => {
    if ((event.key === CONSENT_STORAGE_KEY || event.key === null) && storedConsentChoice()) section.hidden = true;
  });

  banner = {
    openPreferences: () => {
      const stored = storedConsentChoice();
      for (const name of ["analytics", "marketing"] as const) {
        const box = checkbox(name);
        if (box) box.checked = stored?.[name] ?? false;
      }
      setHidden("[data-consent-choices]", false);
      setHidden('[data-consent="save"]', false);
      setHidden('[data-consent="customise"]', true);
      section.hidden = false;
    },
  };
  // The banner is shown in the HTML and hidden by CSS while <html> says a choice is stored (the head's consent
  // script): from here on its `hidden` says, with the stricter check, and the footer can reopen it. It is never shown
  // again here: a visitor who decided before this script ran, in a browser that would not store it, already hid it.
  if (storedConsentChoice() !== null) section.hidden = true;
  doc.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
}
