import type { RouteType } from "~/routes/route-types";

/**
 * What a page view reports of its own speed (issue 21): the Core Web Vitals and two diagnostics, with the page's
 * route type, its path and a coarse device class. Nothing that identifies the visitor or links two page views: no
 * cookie, no storage, no id, no query string or fragment, no user agent. The server adds the time and the code of the
 * visitor's network for the day, which links one network's reports of one day (server/vitals/vitals-fair-share.ts).
 */
/** Where the browser sends it: server/vitals/vitals-api.ts, a router of its own beside the leads API. */
export const VITALS_API_PATH = "/api/vitals";

export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export type VitalsReport = {
  route: RouteType;
  /** The page's path; null on the 404 page, whose address is whatever was typed (it could carry anything). */
  path: string | null;
  device: DeviceClass;
  metrics: Partial<Record<VitalMetric, number>>;
};

/** From the viewport width only: phones, tablets and small laptops, the rest. */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 640) return "mobile";
  if (viewportWidth < 1024) return "tablet";
  return "desktop";
}

/**
 * The report of a page view. `route` is what the page says it is (the layout writes it on <main>; the server checks
 * it against the route types), so the browser needs no list of routes.
 */
export function vitalsReport(input: {
  route: string | undefined;
  pathname: string;
  viewportWidth: number;
  metrics: Partial<Record<VitalMetric, number>>;
}): VitalsReport {
  const route = (input.route ?? "404") as RouteType;
  return {
    route,
    path: route === "404" ? null : input.pathname,
    device: deviceClass(input.viewportWidth),
    metrics: input.metrics,
  };
}
