import { startEarlySubmitGuard } from "~/islands/early-submit";
import { startVitalsReporting } from "~/vitals/report-vitals";
import { openOverlay, startActions, trackPageEvent } from "./actions.browser";
import { trackAttribution } from "./attribution-tracking.browser";
import { startChatLauncher } from "./chat-launcher.browser";
import { startConsentBanner } from "./consent-banner.browser";
import { startHeaderMenus } from "./header-dropdown.browser";
import { startMobileDrawer } from "./mobile-drawer.browser";
import { startNewsletterPopup } from "./newsletter-popup.browser";
import { startSearchBoxShortcut } from "./search-box.browser";

/**
 * The page shell's behaviour, the one script every page loads (a few KB, no React): header dropdowns and drawer,
 * consent banner, chat launcher, the declarative data-action / data-track controls, attribution and page-view
 * events, the newsletter card's timing, holding back forms submitted before their island hydrated, reporting the
 * page view's speed (Web Vitals) when it is hidden, and loading the site search when a visitor reaches for a search
 * box. Interactive parts that need React are islands of their own.
 */
const pageView = () => {
  trackAttribution();
  trackPageEvent();
};

/**
 * The parts start one task each, the controls a visitor can reach for first. Run together they were one 30-40 ms task
 * here (120-160 ms on a phone-speed CPU), since most of them read storage or set up observers; apart, none is long,
 * so the page answers input in between.
 */
startHeaderMenus();
startMobileDrawer();
startActions();
startEarlySubmitGuard();
startSearchBoxShortcut();

const laterSteps: (() => void)[] = [
  () => {
    startConsentBanner();
    startChatLauncher();
  },
  () => {
    pageView();
    // Back or Forward to a page kept in the browser's back/forward cache is a new view of it.
    window.addEventListener("pageshow", (event) => event.persisted && pageView());
  },
  startNewsletterPopup,
  startVitalsReporting,
  () => {
    // A #demo link opens the demo modal.
    if (location.hash === "#demo") openOverlay("demo");
    document.documentElement.dataset.shellReady = "";
  },
];
// Timers of equal delay run in the order they were set, each as a task of its own.
for (const step of laterSteps) setTimeout(step, 0);
