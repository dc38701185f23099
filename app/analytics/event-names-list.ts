/** The analytics event names (spec §9; search_performed from issue 38). The zod enum in event-names.ts is built from this list. */
export const ANALYTICS_EVENT_NAMES = [
  "contact_sales_form_submit",
  "signup_form_submit",
  "demo_booking_click",
  "newsletter_subscribe",
  "feature_page_view",
  "free_tool_usage",
  "pricing_page_view",
  "try_free_click",
  "search_performed",
] as const;

/** True for one of the names above (for names read from the page, e.g. a data-track attribute). */
export function isAnalyticsEventName(name: string): name is (typeof ANALYTICS_EVENT_NAMES)[number] {
  return (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name);
}
