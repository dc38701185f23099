import type { ClientDirective } from "astro";
import { OVERLAY_REQUEST_EVENT, OVERLAY_TRIGGER_SELECTOR } from "./overlay-requests";

/**
 * `client:demand`: hydrates an island when the page first requests an overlay (overlay-requests.ts), and starts
 * loading its code as soon as the visitor points at or focuses a control that would open one, so the click rarely
 * waits. Until then the island costs no JavaScript beyond this directive. Registered in astro.config.ts.
 */
const demandDirective: ClientDirective = (load) => {
  let loading: ReturnType<typeof load> | null = null;
  const fetchCode = () => (loading ??= load());
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(OVERLAY_TRIGGER_SELECTOR)) void fetchCode();
  };
  const onRequest = async () => {
    window.removeEventListener(OVERLAY_REQUEST_EVENT, onRequest);
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
    const hydrate = await fetchCode();
    await hydrate();
  };
  window.addEventListener(OVERLAY_REQUEST_EVENT, onRequest);
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
};

export default demandDirective;
