import { captureAttribution, recordPageView } from "~/attribution/attribution";
import { browserStorage } from "~/lib/safe-storage";

/**
 * Attribution on every page view (spec §4): first-load capture from the real URL and referrer (UTMs, click ids,
 * landing path, referrer and session id, each stored once per session), then the page view itself. Every page is
 * a full load, and a page restored by Back or Forward from the browser's cache is a view too.
 */
export function trackAttribution(win: Window = window): void {
  const storage = browserStorage("sessionStorage");
  captureAttribution(win.location.href, win.document.referrer, storage, new Date());
  recordPageView(win.location.pathname, storage, new Date());
}
