import { z } from "~/lib/zod";
import { ROUTE_TYPES, routeTypeOf } from "~/routes/route-types";
import { DEVICE_CLASSES, VITAL_METRICS, type VitalMetric } from "./vitals-report";

/**
 * The largest value of each metric that a real page view can report; anything above is forged (issue 28: a flood
 * stored 3,599,999 for every metric and made every route "poor"). Generous on purpose, so a very slow real visit
 * still counts: each bound is many times Google's "poor" threshold (https://web.dev/articles/vitals).
 * - CLS 10: one layout shift scores at most 1 (the whole viewport moving by its full height), and CLS is the
 *   worst burst of shifts (less than 1 s apart, 5 s at most): ten whole-viewport jumps in one burst is no page
 *   anyone reads. Google's "poor" starts at 0.25.
 * - TTFB 60 s: nginx gives up on an instance after 60 s (proxy_read_timeout, deploy/nginx.conf) and answers 504.
 * - INP 60 s: an interaction whose next paint takes a minute means a page frozen for a minute; browsers offer to
 *   kill a page that stops responding long before.
 * - FCP and LCP 120 s: a page still painting after two minutes on the slowest connection that still loads it.
 * The database checks the same bounds (db/migrations/0016).
 */
export const VITAL_MAX: Record<VitalMetric, number> = {
  CLS: 10,
  TTFB: 60_000,
  INP: 60_000,
  FCP: 120_000,
  LCP: 120_000,
};

const metricValue = (metric: VitalMetric) => z.number().min(0).max(VITAL_MAX[metric]);

/**
 * The server's reading of a page view's speed report (vitals-report.ts): anything else is refused. Kept apart from
 * vitals-report.ts so the browser's reporting code carries no Zod. The route type must be the one the site's route
 * table gives for the path (`routeTypeOf`): a report cannot file "/anything" under pricing. The 404 page sends no
 * path, and only it. Whether the path is one of the built pages is the server's check (server/vitals/vitals-api.ts).
 */
export const vitalsReportSchema = z
  .strictObject({
    route: z.enum(ROUTE_TYPES),
    // A public page's path only: lower-case segments, no query string, no fragment, nothing typed by the visitor.
    // Trailing slashes are dropped: the instances serve /pricing/ as /pricing, and it is the same page's report.
    path: z
      .string()
      .max(300)
      .regex(/^\/[a-z0-9/-]*$/)
      .transform((path) => path.replace(/(.)\/+$/, "$1"))
      .nullable(),
    device: z.enum(DEVICE_CLASSES),
    metrics: z
      .strictObject(
        Object.fromEntries(VITAL_METRICS.map((metric) => [metric, metricValue(metric).optional()])) as Record<
          VitalMetric,
          z.ZodOptional<z.ZodNumber>
        >,
      )
      .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), "at least one metric"),
  })
  .refine(
    (report) =>
      report.path === null
        ? report.route === "404"
        : report.route !== "404" && routeTypeOf(report.path) === report.route,
    {
      path: ["route"],
      message: "the route type is not the one of this path",
    },
  );
