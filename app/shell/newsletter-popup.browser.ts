import { CONSENT_DECIDED_EVENT } from "~/consent/consent";
import {
  decideNewsletterPopup,
  NEWSLETTER_POPUP_DELAY_MS,
  NEWSLETTER_POPUP_SCROLL_RATIO,
  newsletterPopupStore,
} from "~/leads/newsletter-popup-rules";
import { openOverlay } from "./actions.browser";
import { storedConsentChoice } from "./consent-banner.browser";

/**
 * When the newsletter card appears (rules in newsletter-popup-rules.ts): never on first paint, only after the
 * visitor has made their cookie choice, after 30 s on the page or 60% down it, at most once per session, never
 * again for 30 days after a dismissal, never after subscribing, never on conversion pages. The card itself is part
 * of the overlays island, which loads only then.
 */
export function startNewsletterPopup(win: Window = window): void {
  const store = newsletterPopupStore();
  const allowed = () =>
    decideNewsletterPopup({ pathname: win.location.pathname, state: store.read(), now: Date.now() });
  if (!allowed()) return;

  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    win.removeEventListener("scroll", onScroll);
  };
  const show = () => {
    stop();
    if (!allowed()) return;
    store.markShown();
    openOverlay("newsletter");
  };
  function onScroll() {
    const scrollable = win.document.documentElement.scrollHeight - win.innerHeight;
    if (scrollable > 0 && win.scrollY / scrollable >= NEWSLETTER_POPUP_SCROLL_RATIO) show();
  }
  const arm = () => {
    timer = setTimeout(show, NEWSLETTER_POPUP_DELAY_MS);
    win.addEventListener("scroll", onScroll, { passive: true });
  };

  if (storedConsentChoice()) arm();
  else win.addEventListener(CONSENT_DECIDED_EVENT, arm, { once: true });
}
