import type { ClientDirective } from "astro";
import { OVERLAY_INTENT_EVENT, OVERLAY_REQUEST_EVENT } from "./overlay-requests";

/**
 * `client:demand`: hydrates an island when the page first requests an overlay (overlay-requests.ts), and starts
 * loading its code as soon as the visitor reaches for a control that would open one, so the click rarely waits.
 * Until then the island costs no JavaScript beyond this directive. Registered in astro.config.ts.
 */
const demandDirective: ClientDirective = (load) => {
  let loading: ReturnType<typeof load> | null = null;
  const fetchCode = () => (loading ??= load());
  const onIntent = () => void fetchCode();
  const onRequest = async () => {
    window.removeEventListener(OVERLAY_REQUEST_EVENT, onRequest);
    window.removeEventListener(OVERLAY_INTENT_EVENT, onIntent);
    const hydrate = await fetchCode();
    await hydrate();
  };
  window.addEventListener(OVERLAY_REQUEST_EVENT, onRequest);
  window.addEventListener(OVERLAY_INTENT_EVENT, onIntent, { once: true });
};

export default demandDirective;
