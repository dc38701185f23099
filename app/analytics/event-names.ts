import { z } from "~/lib/zod";
import { ANALYTICS_EVENT_NAMES } from "./event-names-list";

/**
 * The analytics event names as a zod enum: the source of the AnalyticsEventName type, so pushing an unknown
 * name fails the type check. Browser code imports only the type (events.ts checks names at run time against
 * the same list), which keeps zod out of every page's JavaScript.
 */
export const analyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;
export { ANALYTICS_EVENT_NAMES };
