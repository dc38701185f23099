// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEventNameSchema } from "./event-names";
import {
  ANALYTICS_EVENT_VALUES_USD,
  buildAnalyticsEvent,
  searchEventDetails,
  trackEvent,
  type AnalyticsEventName,
} from "./events";

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const win = window as WindowWithDataLayer;

const eventNames = analyticsEventNameSchema.options;

describe("trackEvent", () => {
  beforeEach(() => {
    delete win.dataLayer;
  });

  it("every event name has a value: a whole, positive number of dollars", () => {
    for (const name of eventNames)
      expect(Number.isInteger(ANALYTICS_EVENT_VALUES_USD[name]) && ANALYTICS_EVENT_VALUES_USD[name] > 0, name).toBe(
        true,
      );
    expect(Object.keys(ANALYTICS_EVENT_VALUES_USD).sort()).toEqual([...eventNames].sort());
  });

  it.each(eventNames)("pushes %s as one entry with its value in USD", (name) => {
    expect(trackEvent(name)).toEqual({ event: name, value: ANALYTICS_EVENT_VALUES_USD[name], currency: "USD" });
    expect(win.dataLayer).toEqual([{ event: name, value: ANALYTICS_EVENT_VALUES_USD[name], currency: "USD" }]);
  });

  it("creates window.dataLayer when missing and appends to an existing one", () => {
    trackEvent("pricing_page_view");
    expect(win.dataLayer).toHaveLength(1);
    const existing = win.dataLayer;
    trackEvent("newsletter_subscribe");
    expect(win.dataLayer).toBe(existing);
    expect(win.dataLayer).toHaveLength(2);
  });

  it("merges details into the entry", () => {
    const entry = trackEvent("try_free_click", { source: "header_desktop", path: "/pricing" });
    expect(entry).toEqual({
      event: "try_free_click",
      value: 250,
      currency: "USD",
      source: "header_desktop",
      path: "/pricing",
    });
    expect(win.dataLayer?.[0]).toEqual(entry);
  });

  it("does not let details override event, value or currency", () => {
    const sneaky = JSON.parse('{"event":"signup_form_submit","value":1000000,"currency":"EUR","plan":"pro"}') as Record<
      string,
      unknown
    >;
    expect(trackEvent("newsletter_subscribe", sneaky)).toEqual({
      event: "newsletter_subscribe",
      value: 50,
      currency: "USD",
      plan: "pro",
    });
  });

  it("rejects an unknown event name at run time without pushing or throwing", () => {
    expect(trackEvent("page_view" as AnalyticsEventName)).toBeNull();
    expect(buildAnalyticsEvent("" as AnalyticsEventName)).toBeNull();
    expect(win.dataLayer).toBeUndefined();
  });

  it("rejects an unknown event name at type level", () => {
    // @ts-expect-error "page_view" is not an AnalyticsEventName; tsc fails if this line compiles.
    const entry = buildAnalyticsEvent("page_view");
    expect(entry).toBeNull();
    // @ts-expect-error details may not carry a reserved key.
    buildAnalyticsEvent("try_free_click", { value: 1 });
  });
});

describe("searchEventDetails", () => {
  it("carries the query's length in characters and never its text", () => {
    const details = searchEventDetails("  jane@example.com storage fée ");
    expect(details).toEqual({ query_length: 28 });
    expect(JSON.stringify(trackEvent("search_performed", details))).not.toMatch(/jane|storage/);
  });
});
