import { z } from "../lib/zod";
import { ROUTE_TYPES } from "../site-structure/route-types";
import { DEVICE_CLASSES, VITAL_METRICS } from "./vitals-report";

/**
 * The server's reading of a page view's speed report (vitals-report.ts): anything else is refused. Kept apart from
 * vitals-report.ts so the browser's reporting code carries no Zod.
 */
export const vitalsReportSchema = z.strictObject({
  route: z.enum(ROUTE_TYPES),
  // A public page's path only: lower-case segments, no query string, no fragment, nothing typed by the visitor.
  path: z
    .string()
    .max(300)
    .regex(/^\/[a-z0-9/-]*$/)
    .nullable(),
  device: z.enum(DEVICE_CLASSES),
  metrics: z
    .partialRecord(z.enum(VITAL_METRICS), z.number().min(0).max(3_600_000))
    .refine((metrics) => Object.keys(metrics).length > 0, "at least one metric"),
});
