import {
  acceptAll,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  readConsentChoice,
  rejectAll,
  saveChoice,
  updateConsent,
  type ConsentCategories,
  type ConsentChoice,
} from "~/consent/consent";
import { browserStorage } from "~/lib/safe-storage";

/**
 * The consent banner's behaviour (markup: shell/consent-banner.tsx). Shown while this browser has no valid
 * stored choice (in the HTML, so it paints with the page; hidden before the first paint for a visitor who chose); accept all, reject all and save persist the choice, push the Consent Mode update and hide it;
 * customise shows the categories; the footer's "Cookie settings" reopens it with the stored choice ticked. Another
 * tab's decision hides it here too. Each decision is announced as CONSENT_DECIDED_EVENT (the newsletter popup waits
 * for it).
 */

export const CONSENT_DECIDED_EVENT = "marginatlas:consent-decided";

const storage = () => browserStorage("localStorage");

/** The stored choice of this browser, or null while undecided. */
export function storedConsentChoice(): ConsentChoice | null {
  return readConsentChoice(storage());
}

type Banner = { openPreferences: () => void };
let banner: Banner | null = null;

/** Reopens the banner with the categories shown (the footer's "Cookie settings"). */
export function openConsentPreferences(): void {
  banner?.openPreferences();
}

export function startConsentBanner(doc: Document = document): void {
  const section = doc.getElementById("cookie-banner");
  if (!section) return;
  const choices = section.querySelector<HTMLElement>("[data-consent-choices]");
  const button = (name: string) => section.querySelector<HTMLButtonElement>(`[data-consent="${name}"]`);
  const checkbox = (name: keyof ConsentCategories) => section.querySelector<HTMLInputElement>(`input[name="${name}"]`);

  const showChoices = (shown: boolean) => {
    if (choices) choices.hidden = !shown;
    const customise = button("customise");
    const save = button("save");
    if (customise) customise.hidden = shown;
    if (save) save.hidden = !shown;
  };
  const hide = () => {
    section.hidden = true;
    showChoices(false);
  };
  const decide = (persist: () => ConsentChoice) => {
    updateConsent(persist());
    hide();
    doc.defaultView?.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
  };

  button("accept")?.addEventListener("click", () => decide(() => acceptAll(storage())));
  button("reject")?.addEventListener("click", () => decide(() => rejectAll(storage())));
  button("customise")?.addEventListener("click", () => showChoices(true));
  button("save")?.addEventListener("click", () =>
    decide(() =>
      saveChoice(storage(), {
        analytics: checkbox("analytics")?.checked === true,
        marketing: checkbox("marketing")?.checked === true,
      }),
    ),
  );
  // Another tab decided: follow it.
  doc.defaultView?.addEventListener("storage", (event) => {
    if ((event.key === CONSENT_STORAGE_KEY || event.key === null) && storedConsentChoice()) hide();
  });

  banner = {
    openPreferences: () => {
      const stored = storedConsentChoice();
      const analytics = checkbox("analytics");
      const marketing = checkbox("marketing");
      if (analytics) analytics.checked = stored?.analytics ?? false;
      if (marketing) marketing.checked = stored?.marketing ?? false;
      showChoices(true);
      section.hidden = false;
    },
  };
  // The banner is shown in the HTML and hidden by CSS while <html> says a choice is stored (the head's consent
  // script): from here on its `hidden` says, with the stricter check, and the footer can reopen it.
  section.hidden = storedConsentChoice() !== null;
  doc.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
}
