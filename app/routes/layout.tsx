import { Outlet, useLocation } from "react-router";
import { useAttributionTracking } from "~/attribution/use-attribution";
import { ChatLauncher } from "~/components/shell/chat-launcher";
import { CookieBanner } from "~/components/shell/cookie-banner";
import { Footer } from "~/components/shell/footer";
import { Header } from "~/components/shell/header";
import { LogoStrip } from "~/components/shell/logo-strip";
import { NewsletterPopup } from "~/components/shell/newsletter-popup";
import { ToasterSlot } from "~/components/ui/toaster";

/** The chat widget is hidden on the Amazon metrics library page (spec §1). */
export const CHAT_HIDDEN_PATHS = ["/amazon-data-library"];

export default function SiteLayout() {
  const { pathname } = useLocation();
  useAttributionTracking();

  return (
    <>
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
      <ToasterSlot />
    </>
  );
}
