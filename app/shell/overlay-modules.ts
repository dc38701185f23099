import { OVERLAY_INTENT_EVENT, type OverlayKind } from "~/islands/overlay-requests";

/** Each overlay's code, loaded once: the shell preloads them, the overlays island renders them with React.lazy. */
export const overlayModules = {
  contact: () => import("~/components/lead-forms/contact-popup"),
  demo: () => import("~/shell/demo-modal"),
  newsletter: () => import("~/components/lead-forms/newsletter-card"),
  toaster: () => import("~/components/ui/toaster-host"),
} as const;

const preloaded = new Set<OverlayKind>();

/**
 * Starts loading an overlay's code, and the overlays island's (the intent event), when the visitor reaches for a
 * control that opens it or the shell is about to ask for it: the code arrives alongside the island's, not after it.
 */
export function preloadOverlay(kind: OverlayKind): void {
  if (preloaded.has(kind)) return;
  preloaded.add(kind);
  void overlayModules[kind]();
  window.dispatchEvent(new CustomEvent(OVERLAY_INTENT_EVENT));
}
