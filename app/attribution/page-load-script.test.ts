// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEYS, readAttribution, recordPageLoads } from "./attribution";
import { pageLoadScript } from "./page-load-script";

/** A page load as the browser runs the head's script: at `url`, arriving from `referrer`. */
function load(url: string, referrer = "") {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  new Function(pageLoadScript())();
}
const noted = () => JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEYS.pageLoads) ?? "null");

beforeEach(() => window.sessionStorage.clear());

describe("pageLoadScript (every page's head, before the page's script)", () => {
  it("notes each load: the path, only the parameters attribution reads, the referrer's origin and path, the time", () => {
    const before = Date.now();
    load(
      "/tools/roi-calculator?utm_source=google&email=maya%40example.com&gclid=Cj0-test&utm_campaign=q1&token=secret#access_token=x",
      "https://www.google.com/search?q=amazon+roi#frag",
    );
    load("/pricing", "");
    const [first, second] = noted();
    expect(first).toEqual({
      url: "/tools/roi-calculator?utm_source=google&gclid=Cj0-test&utm_campaign=q1",
      referrer: "https://www.google.com/search",
      at: expect.any(Number),
    });
    expect(first.at).toBeGreaterThanOrEqual(before);
    expect(second).toMatchObject({ url: "/pricing", referrer: "" });
    expect(JSON.stringify(noted())).not.toMatch(/secret|example\.com|access_token/);
  });

  it("keeps at most the last 50 loads, and never throws on broken or tampered storage", () => {
    for (let index = 0; index < 55; index += 1) load(`/page-${index}`);
    expect(noted()).toHaveLength(50);
    expect(noted()[0].url).toBe("/page-5");

    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEYS.pageLoads, "{not json");
    expect(() => load("/")).not.toThrow();
    const original = Object.getOwnPropertyDescriptor(window, "sessionStorage");
    Object.defineProperty(window, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      expect(() => load("/")).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, "sessionStorage", original);
    }
  });

  it("gives the page's script what it needs to attribute a visitor who left the landing page before it ran", () => {
    load(
      "/tools/roi-calculator?utm_source=google&utm_medium=cpc&utm_campaign=q1&fbclid=IwAR3",
      "https://www.bing.com/",
    );
    load("/pricing?utm_source=newsletter", "http://localhost/tools/roi-calculator");
    expect(recordPageLoads(window.sessionStorage, window.location.origin)).toEqual([
      "/tools/roi-calculator",
      "/pricing",
    ]);
    expect(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEYS.pageLoads)).toBeNull();
    const stored = readAttribution(window.sessionStorage);
    expect(stored).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "q1",
      landing_page: "/tools/roi-calculator",
      referrer: "https://www.bing.com/",
      click_ids: { fbclid: "IwAR3" },
    });
    expect(stored.viewed_pages.map((view) => view.path)).toEqual(["/tools/roi-calculator", "/pricing"]);
  });
});
