import { isAnalyticsEventName } from "~/analytics/event-names-list";
import { trackEvent } from "~/analytics/events";
import { requestOverlay, type OverlayKind } from "~/islands/overlay-requests";
import { preloadOverlay } from "~/shell/overlay-modules";
import { openConsentPreferences } from "./consent-banner.browser";

/**
 * The page's declarative controls, one click listener for all of them, so static HTML and islands alike need no
 * code of their own:
 * - `data-action="open-contact"` opens the contact popup, `"open-demo"` the demo modal;
 * - `data-action="consent-preferences"` reopens the cookie banner; `"history-back"` goes back (the 404 page);
 * - `data-action="set-billing" data-value="monthly|annual"` switches the prices inside `[data-billing]` (pricing);
 * - `data-track="<event>"` (optionally `data-track-source`) pushes that analytics event with the current path.
 * `data-page-event="<event>"` on <main> pushes that event once per page view (feature and pricing page views).
 * Pointing at or focusing a control that opens an overlay starts loading that overlay's code.
 */
export function startActions(doc: Document = document): void {
  const onIntent = (event: Event) => {
    const kind = overlayOf(event.target);
    if (kind) preloadOverlay(kind);
  };
  doc.addEventListener("pointerover", onIntent, { passive: true });
  doc.addEventListener("focusin", onIntent);
  doc.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const tracked = event.target.closest<HTMLElement>("[data-track]");
    const name = tracked?.dataset.track;
    if (name && isAnalyticsEventName(name)) {
      const source = tracked.dataset.trackSource;
      trackEvent(name, source ? { source, path: location.pathname } : { path: location.pathname });
    }
    const overlay = overlayOf(event.target);
    if (overlay) return openOverlay(overlay);
    const control = event.target.closest<HTMLElement>("[data-action]");
    switch (control?.dataset.action) {
      case "consent-preferences":
        return openConsentPreferences();
      case "history-back":
        return history.back();
      case "set-billing":
        return setBilling(control);
    }
  });
}

const OVERLAY_ACTIONS: Record<string, OverlayKind> = { "open-contact": "contact", "open-demo": "demo" };

/** The overlay a control opens (data-action="open-contact" / "open-demo"), if any. */
function overlayOf(target: EventTarget | null): OverlayKind | undefined {
  const action = target instanceof Element ? target.closest<HTMLElement>("[data-action]")?.dataset.action : undefined;
  return action ? OVERLAY_ACTIONS[action] : undefined;
}

/** Opens an overlay: its code starts loading now (if the visitor's intent did not already start it), the island shows it. */
export function openOverlay(kind: OverlayKind): void {
  preloadOverlay(kind);
  requestOverlay({ kind });
}

function setBilling(control: HTMLElement) {
  const root = control.closest<HTMLElement>("[data-billing]");
  const period = control.dataset.value;
  if (!root || !period) return;
  root.dataset.billing = period;
  for (const option of root.querySelectorAll<HTMLElement>('[data-action="set-billing"]'))
    option.setAttribute("aria-pressed", String(option === control));
}

/** The page-view event a page declares on <main data-page-event>, pushed once for this view. */
export function trackPageEvent(doc: Document = document): void {
  const name = doc.querySelector<HTMLElement>("main[data-page-event]")?.dataset.pageEvent;
  if (name && isAnalyticsEventName(name)) trackEvent(name, { path: location.pathname });
}
