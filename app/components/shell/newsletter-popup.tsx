import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useConsent } from "~/consent/use-consent";
import { decideNewsletterPopup, NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_POPUP_SCROLL_RATIO, newsletterPopupStore } from "./newsletter-popup-rules";

// The card itself loads only when it is about to appear.
const NewsletterCard = lazy(() => import("./newsletter-card"));

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
    <Suspense fallback={null}>
      <NewsletterCard
        onDismiss={dismiss}
        onSubscribed={() => {
          newsletterPopupStore().markSubscribed();
          setVisible(false);
        }}
      />
    </Suspense>
  );
}
