import { captureAttribution, recordPageLoads, recordPageView, sanitizePath } from "~/attribution/attribution";
import { browserStorage } from "~/lib/safe-storage";

/**
 * Attribution on every page view (spec §4): first-load capture (UTMs, click ids, landing path, referrer and session
 * id, each stored once per session), then the page view itself. Every page is a full load, noted by the head's script
 * as it arrives (app/attribution/page-load-script.ts), so a page the visitor left before this script ran counts too:
 * those loads are recorded first, in order, this one among them. A page restored by Back or Forward from the
 * browser's cache (no head script ran), or one whose head script could not store its note, is captured from the real
 * URL and referrer.
 */
export function trackAttribution(win: Window = window): void {
  const storage = browserStorage("sessionStorage");
  const recorded = recordPageLoads(storage, win.location.origin);
  if (recorded.includes(sanitizePath(win.location.pathname) ?? "")) return;
  captureAttribution(win.location.href, win.document.referrer, storage, new Date());
  recordPageView(win.location.pathname, storage, new Date());
}
