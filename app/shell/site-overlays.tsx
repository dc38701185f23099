import { lazy, Suspense, useEffect, useState } from "react";
import { takeOverlayRequests } from "~/islands/overlay-requests";
import { newsletterPopupStore } from "~/leads/newsletter-popup-rules";
import { overlayModules } from "~/shell/overlay-modules";

// Each overlay's code loads when it is first asked for, or earlier when the shell preloaded it (overlay-modules.ts).
const ContactPopup = lazy(overlayModules.contact);
const DemoModal = lazy(overlayModules.demo);
const NewsletterCard = lazy(overlayModules.newsletter);
const ToasterHost = lazy(overlayModules.toaster);

type Mounted = { contact: boolean; demo: boolean; toaster: boolean };

/**
 * The site's overlays, one island in every page's layout that renders nothing until the page asks for one
 * (client:demand, app/islands/overlay-requests.ts): the contact popup from any "Talk to sales" control, the demo modal,
 * the newsletter card when its rules say so, and the toaster for every island's toasts. It owns their open state.
 */
export default function SiteOverlays() {
  const [mounted, setMounted] = useState<Mounted>({ contact: false, demo: false, toaster: false });
  const [contactOpen, setContactOpen] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  const [newsletterOpen, setNewsletterOpen] = useState(false);

  useEffect(
    () =>
      takeOverlayRequests((request) => {
        switch (request.kind) {
          case "contact":
            setMounted((current) => ({ ...current, contact: true, toaster: true }));
            return setContactOpen(true);
          case "demo":
            setMounted((current) => ({ ...current, demo: true }));
            return setDemoOpen(true);
          case "newsletter":
            setMounted((current) => ({ ...current, toaster: true }));
            return setNewsletterOpen(true);
          case "toaster":
            return setMounted((current) => ({ ...current, toaster: true }));
        }
      }),
    [],
  );

  // One boundary each: loading one overlay's code never hides another that is open.
  return (
    <>
      {mounted.contact && (
        <Suspense fallback={null}>
          <ContactPopup open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
      {mounted.demo && (
        <Suspense fallback={null}>
          <DemoModal open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
      {newsletterOpen && (
        <Suspense fallback={null}>
          <NewsletterCard
            onDismiss={() => {
              newsletterPopupStore().markDismissed(Date.now());
              setNewsletterOpen(false);
            }}
            onSubscribed={() => {
              newsletterPopupStore().markSubscribed();
              setNewsletterOpen(false);
            }}
          />
        </Suspense>
      )}
      {mounted.toaster && (
        <Suspense fallback={null}>
          <ToasterHost />
        </Suspense>
      )}
    </>
  );
}
