import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { VITALS_API_PATH, vitalsReport, type VitalMetric } from "./vitals-report";

/**
 * Field measurement (issue 21): every page view's LCP, INP, CLS, FCP and TTFB (the web-vitals library), sent once,
 * when the page is first hidden (the visitor leaves, switches tab or closes it), as one request to our own server.
 * Only visibilitychange, as web-vitals itself: browsers fire it when a page unloads too, after pagehide, and it is
 * where web-vitals settles CLS and INP (sending on pagehide lost both on every followed link: bench:vitals stored
 * no CLS or INP row for 60 page views).
 * A page restored by Back or Forward is a new view with new measurements. No consent is needed: nothing about the
 * person is collected (vitals-report.ts).
 */
export function startVitalsReporting(win: Window = window): void {
  let metrics: Partial<Record<VitalMetric, number>> = {};
  let sent = false;
  const record = (metric: Metric) => {
    metrics[metric.name as VitalMetric] = metric.value;
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(record);

  const send = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    const report = vitalsReport({
      route: win.document.querySelector<HTMLElement>("main[data-route-type]")?.dataset.routeType,
      pathname: win.location.pathname,
      viewportWidth: win.innerWidth,
      metrics,
    });
    // A keepalive fetch outlives the page like a beacon and, unlike sendBeacon, can leave cookies at home: any cookie
    // on this domain (a tag manager's, for one) stays out of the report.
    void win
      .fetch(VITALS_API_PATH, {
        method: "POST",
        keepalive: true,
        credentials: "omit",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(report),
      })
      .catch(() => undefined);
    // What web-vitals reports from now on belongs to the next view (a page restored from the back/forward cache).
    metrics = {};
  };
  // After web-vitals' own listeners, which settle CLS, INP and LCP when the page is hidden.
  win.addEventListener("visibilitychange", () => win.document.visibilityState === "hidden" && queueMicrotask(send));
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) sent = false;
  });
}
