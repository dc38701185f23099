import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "sonner";
import { useAttributionTracking } from "~/attribution/use-attribution";
import { ChatLauncher } from "~/components/shell/chat-launcher";
import { CookieBanner } from "~/components/shell/cookie-banner";
import { Footer } from "~/components/shell/footer";
import { Header } from "~/components/shell/header";
import { LogoStrip } from "~/components/shell/logo-strip";
import { NewsletterPopup } from "~/components/shell/newsletter-popup";
import { createQueryClient } from "~/lib/query-client";

/** Spec §9: toasts stay about 4 seconds; at most 3 are visible at once. */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

/** The chat widget is hidden on the Amazon metrics library page (spec §1). */
export const CHAT_HIDDEN_PATHS = ["/amazon-data-library"];

export default function SiteLayout() {
  const [queryClient] = useState(createQueryClient);
  const { pathname, hash } = useLocation();
  useAttributionTracking();

  // Every route change scrolls to the top instantly (spec §2); an in-page #anchor is left to the browser.
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);

  return (
    <QueryClientProvider client={queryClient}>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <LogoStrip />
      <Footer />
      <CookieBanner />
      <NewsletterPopup />
      {!CHAT_HIDDEN_PATHS.includes(pathname) && <ChatLauncher />}
      <Toaster duration={TOAST_DURATION_MS} visibleToasts={MAX_VISIBLE_TOASTS} richColors closeButton position="top-center" />
    </QueryClientProvider>
  );
}
