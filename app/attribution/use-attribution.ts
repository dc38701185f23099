import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { attributionForSubmission, captureAttribution, recordPageView, type SubmissionAttribution } from "./attribution";
import { browserStorage } from "~/lib/safe-storage";

/**
 * Call once in the root layout. On the first effect it captures first-load attribution from the
 * real URL and document.referrer, then records a page view for every location change (client-side
 * navigations included).
 *
 * Prerender-safe: window/document are only touched inside the effect, which never runs on the
 * server. StrictMode-safe: the ref survives React's development double effect, and
 * recordPageView itself ignores the same path twice within a second.
 */
export function useAttributionTracking(): void {
  const location = useLocation();
  // Viewed pages are bare paths (spec §3); the query string is never recorded.
  const path = location.pathname;
  const hasCapturedFirstLoad = useRef(false);
  const lastRecordedNavigation = useRef<string | null>(null);

  useEffect(() => {
    const storage = browserStorage("sessionStorage");
    if (!hasCapturedFirstLoad.current) {
      hasCapturedFirstLoad.current = true;
      captureAttribution(window.location.href, document.referrer, storage, new Date());
    }
    // location.key is unique per history entry, so going back to a page is a new view.
    const navigation = `${location.key}|${path}`;
    if (lastRecordedNavigation.current === navigation) return;
    lastRecordedNavigation.current = navigation;
    recordPageView(path, storage, new Date());
  }, [location.key, path]);
}

/**
 * For form submit handlers (browser only): the attribution payload from this tab's sessionStorage,
 * with the current page as conversion_page unless another path is given.
 */
export function currentAttributionForSubmission(conversionPath?: string): SubmissionAttribution {
  const path =
    conversionPath ?? (typeof window === "undefined" ? "" : window.location.pathname);
  return attributionForSubmission(browserStorage("sessionStorage"), path);
}
