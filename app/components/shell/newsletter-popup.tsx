import { Mail, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useConsent } from "~/consent/use-consent";
import { NewsletterForm } from "./newsletter-form";
import { decideNewsletterPopup, NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_POPUP_SCROLL_RATIO, newsletterPopupStore } from "./newsletter-popup-rules";

/**
 * A small, non-blocking newsletter card. When and how often (rules in newsletter-popup-rules.ts): never on first
 * paint, only after the visitor has made their cookie choice, after 30 s on the site or 60% down a page, at most
 * once per session, never again for 30 days after a dismissal, never after subscribing, never on conversion pages.
 */
export function NewsletterPopup() {
  const { pathname } = useLocation();
  const consent = useConsent();
  const [visible, setVisible] = useState(false);
  const bannerOpen = !consent.ready || !consent.hasDecided;

  useEffect(() => {
    if (visible || bannerOpen) return;
    const store = newsletterPopupStore();
    if (!decideNewsletterPopup({ pathname, state: store.read(), now: Date.now() })) return;
    const show = () => {
      if (!decideNewsletterPopup({ pathname, state: store.read(), now: Date.now() })) return;
      store.markShown();
      setVisible(true);
    };
    const timer = setTimeout(show, NEWSLETTER_POPUP_DELAY_MS);
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable >= NEWSLETTER_POPUP_SCROLL_RATIO) show();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [pathname, bannerOpen, visible]);

  if (!visible) return null;
  const dismiss = () => {
    newsletterPopupStore().markDismissed(Date.now());
    setVisible(false);
  };
  return (
    <aside
      role="dialog"
      aria-labelledby="newsletter-popup-title"
      data-testid="newsletter-popup"
      onKeyDown={(event) => event.key === "Escape" && dismiss()}
      className="fixed bottom-4 left-4 z-40 w-[calc(100vw-6.5rem)] max-w-sm rounded-2xl border border-ink-200 bg-white p-5 shadow-2xl shadow-ink-900/15"
    >
      <button type="button" onClick={dismiss} className="absolute top-3 right-3 rounded-md p-1 text-ink-500 hover:bg-ink-100" aria-label="Dismiss newsletter signup">
        <X className="size-4" aria-hidden />
      </button>
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Mail className="size-5" aria-hidden />
      </span>
      <h2 id="newsletter-popup-title" className="mt-3 text-base font-semibold text-ink-900">
        Amazon changes fees. We tell you first.
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink-600">One short briefing when fees, reports or policies change, with what it means for your margin.</p>
      <NewsletterForm
        source="popup"
        className="mt-3"
        onSubscribed={() => {
          newsletterPopupStore().markSubscribed();
          setVisible(false);
        }}
      />
    </aside>
  );
}
