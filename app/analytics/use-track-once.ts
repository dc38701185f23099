import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "react-router";
import { trackEvent, type AnalyticsEventDetails, type AnalyticsEventName } from "./events";

/**
 * Fires `name` once per page view of the component that calls it (feature_page_view on every
 * features/* page, pricing_page_view on /pricing).
 *
 * "Page view" = one history entry (location.key): navigating to another features/* page that
 * reuses the same route component fires again, going back fires again, but React StrictMode's
 * development double effect does not (the ref survives it). Details are read when the event fires,
 * so passing a new object each render does not re-fire.
 */
export function useTrackOnce(name: AnalyticsEventName, details?: AnalyticsEventDetails): void {
  const { key, pathname } = useLocation();
  const lastTrackedPageView = useRef<string | null>(null);

  const fire = useEffectEvent(() => {
    trackEvent(name, details);
  });

  useEffect(() => {
    const pageView = `${name}|${key}|${pathname}`;
    if (lastTrackedPageView.current === pageView) return;
    lastTrackedPageView.current = pageView;
    fire();
  }, [name, key, pathname]);
}
