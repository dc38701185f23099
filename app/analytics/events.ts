// Type-only import: the zod enum defines the names and their type; no zod code runs on the page.
import type { AnalyticsEventName } from "./event-names";
import { ANALYTICS_EVENT_NAMES } from "./event-names-list";

export type { AnalyticsEventName };

/**
 * Conversion events pushed to the GTM data layer (spec §7 call 3, values from §9). Each event
 * carries its business value in USD so GTM/GA4 can report revenue-weighted conversions.
 */

/** Spec §9 "Analytics event values in USD". */
export const ANALYTICS_EVENT_VALUES_USD = {
  contact_sales_form_submit: 200,
  signup_form_submit: 500,
  demo_booking_click: 500,
  newsletter_subscribe: 50,
  feature_page_view: 25,
  free_tool_usage: 75,
  pricing_page_view: 100,
  try_free_click: 250,
  // Not in the spec's table (issue 38): the lowest value, a visitor looking for something rather than a conversion.
  search_performed: 5,
} as const satisfies Record<AnalyticsEventName, number>;

export const ANALYTICS_CURRENCY = "USD";

/** Keys every entry owns; details may not override them. */
const RESERVED_KEYS = ["event", "value", "currency"] as const;
type ReservedKey = (typeof RESERVED_KEYS)[number];

/** Extra parameters (e.g. `{ source: "header_desktop", path: "/pricing" }`); event/value/currency are ours. */
export type AnalyticsEventDetails = Record<string, unknown> & { [K in ReservedKey]?: never };

export type AnalyticsDataLayerEntry = {
  event: AnalyticsEventName;
  value: number;
  currency: typeof ANALYTICS_CURRENCY;
} & Record<string, unknown>;

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/** Pure: the entry trackEvent would push, or null for a name outside the enum. */
export function buildAnalyticsEvent(
  name: AnalyticsEventName,
  details?: AnalyticsEventDetails,
): AnalyticsDataLayerEntry | null {
  // The type already forbids unknown names; this guards untyped callers (casts, JS, CMS data).
  if (!(ANALYTICS_EVENT_NAMES as readonly string[]).includes(name)) return null;

  const safeDetails: Record<string, unknown> = {};
  if (details !== null && typeof details === "object" && !Array.isArray(details)) {
    for (const [key, detail] of Object.entries(details)) {
      if (!(RESERVED_KEYS as readonly string[]).includes(key)) safeDetails[key] = detail;
    }
  }
  return {
    event: name,
    value: ANALYTICS_EVENT_VALUES_USD[name],
    currency: ANALYTICS_CURRENCY,
    ...safeDetails,
  };
}

/**
 * The details of a search_performed event: the query's length in characters, never its text (a query can hold a
 * name, an email address or an ASIN; the data layer reaches the tag manager).
 */
export function searchEventDetails(query: string): { query_length: number } {
  return { query_length: [...query.trim()].length };
}

/**
 * Pushes `{ event, value, currency: "USD", ...details }` to `window.dataLayer`, creating it if
 * missing. Returns the pushed entry; null (nothing pushed) for an unknown name or during prerender.
 * Never throws: analytics must not break a click or submit handler.
 */
export function trackEvent(name: AnalyticsEventName, details?: AnalyticsEventDetails): AnalyticsDataLayerEntry | null {
  if (typeof window === "undefined") return null;
  const entry = buildAnalyticsEvent(name, details);
  if (entry === null) return null;
  try {
    const target = window as WindowWithDataLayer;
    target.dataLayer = Array.isArray(target.dataLayer) ? target.dataLayer : [];
    target.dataLayer.push(entry);
    return entry;
  } catch {
    return null;
  }
}
