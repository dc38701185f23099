// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { readAttribution } from "~/attribution/attribution";
import { trackAttribution } from "./attribution-tracking.browser";

beforeEach(() => window.sessionStorage.clear());

describe("trackAttribution (every page view)", () => {
  it("captures first-load attribution from the real URL and referrer, then records the view", () => {
    window.history.replaceState(null, "", "/pricing?utm_source=google&utm_medium=cpc&gclid=abc123");
    Object.defineProperty(document, "referrer", {
      value: "https://www.google.com/search?q=amazon+profit",
      configurable: true,
    });
    trackAttribution(window);
    const stored = readAttribution(window.sessionStorage);
    expect(stored).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      landing_page: "/pricing",
      referrer: "https://www.google.com/search",
    });
    expect(stored.click_ids).toEqual({ gclid: "abc123" });
    expect(stored.session_id).toMatch(/^\d+-[a-z0-9]+$/);
    expect(stored.viewed_pages.map((view) => view.path)).toEqual(["/pricing"]);
  });

  it("keeps the first landing page and UTMs; every later view appends its bare path", () => {
    window.history.replaceState(null, "", "/?utm_source=newsletter");
    trackAttribution(window);
    window.history.replaceState(null, "", "/features/profit-loss?utm_source=other#top");
    trackAttribution(window);
    const stored = readAttribution(window.sessionStorage);
    expect(stored.landing_page).toBe("/");
    expect(stored.utm_source).toBe("newsletter");
    expect(stored.viewed_pages.map((view) => view.path)).toEqual(["/", "/features/profit-loss"]);
  });
});
