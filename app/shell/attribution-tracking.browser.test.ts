// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readAttribution } from "~/attribution/attribution";
import { pageLoadScript } from "~/attribution/page-load-script";
import { trackAttribution } from "./attribution-tracking.browser";

const arriveAt = (url: string, referrer = "") => {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
};
/** A full page load: the head's script runs as the HTML arrives. */
const load = (url: string, referrer = "") => {
  arriveAt(url, referrer);
  new Function(pageLoadScript())();
};
const viewedPaths = () => readAttribution(window.sessionStorage).viewed_pages.map((view) => view.path);

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe("trackAttribution (every page view)", () => {
  it("captures first-load attribution from the real URL and referrer, then records the view", () => {
    arriveAt("/pricing?utm_source=google&utm_medium=cpc&gclid=abc123", "https://www.google.com/search?q=amazon+profit");
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
    expect(viewedPaths()).toEqual(["/pricing"]);
  });

  it("keeps the first landing page and UTMs; every later view appends its bare path", () => {
    arriveAt("/?utm_source=newsletter");
    trackAttribution(window);
    arriveAt("/features/profit-loss?utm_source=other#top");
    trackAttribution(window);
    const stored = readAttribution(window.sessionStorage);
    expect(stored.landing_page).toBe("/");
    expect(stored.utm_source).toBe("newsletter");
    expect(viewedPaths()).toEqual(["/", "/features/profit-loss"]);
  });

  it("records a landing page the visitor left before the page's script ran, first, and this page once", () => {
    vi.useFakeTimers({ now: new Date("2026-12-02T10:00:00.000Z"), toFake: ["Date"] });
    load("/tools/roi-calculator?utm_source=google&utm_campaign=q1", "https://www.google.com/");
    vi.advanceTimersByTime(300);
    load("/pricing");
    // The page's script starts 3 s later (no paint reported): this page's view keeps the time it loaded.
    vi.advanceTimersByTime(3_000);
    trackAttribution(window);
    expect(readAttribution(window.sessionStorage)).toMatchObject({
      utm_source: "google",
      utm_campaign: "q1",
      landing_page: "/tools/roi-calculator",
      referrer: "https://www.google.com/",
      viewed_pages: [
        { path: "/tools/roi-calculator", timestamp: "2026-12-02T10:00:00.000Z" },
        { path: "/pricing", timestamp: "2026-12-02T10:00:00.300Z" },
      ],
    });
    // Back to /pricing later, from the browser's cache: no head script ran, and it is a view of its own.
    vi.advanceTimersByTime(60_000);
    trackAttribution(window);
    expect(viewedPaths()).toEqual(["/tools/roi-calculator", "/pricing", "/pricing"]);
  });
});
