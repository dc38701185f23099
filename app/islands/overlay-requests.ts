/**
 * How the page asks for its popups. The site's overlays (contact popup, demo modal, newsletter card, toasts) are one
 * React island, app/shell/site-overlays.tsx, which costs no JavaScript until it is first asked for: a
 * request is queued here and announced with a window event; the `client:demand` directive (demand-directive.ts)
 * hydrates the island on the first one, and the island then takes the queue and every later request. Plain DOM code
 * (the shell) and other islands ask the same way; modules are shared across a page's scripts, so there is one queue.
 */

export type OverlayRequest = { kind: "contact" } | { kind: "demo" } | { kind: "newsletter" } | { kind: "toaster" };
export type OverlayKind = OverlayRequest["kind"];

/** The window event of every request; the directive hydrates the island on the first one. */
export const OVERLAY_REQUEST_EVENT = "marginatlas:overlay-request";
/** The window event of a visitor reaching for an overlay's control; the directive starts loading the island's code. */
export const OVERLAY_INTENT_EVENT = "marginatlas:overlay-intent";

const pending: OverlayRequest[] = [];
let listener: ((request: OverlayRequest) => void) | null = null;

export function requestOverlay(request: OverlayRequest): void {
  if (listener) listener(request);
  else pending.push(request);
  window.dispatchEvent(new CustomEvent(OVERLAY_REQUEST_EVENT));
}

/** For the overlays island: receives the requests made before it hydrated, then each new one. */
export function takeOverlayRequests(receive: (request: OverlayRequest) => void): () => void {
  listener = receive;
  for (const request of pending.splice(0)) receive(request);
  return () => {
    if (listener === receive) listener = null;
  };
}
