// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { trackEvent } from "~/analytics/events";
import { createMemoryStorage, type StorageLike } from "~/lib/safe-storage";
import {
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  CONSENT_VERSION,
  consentDefaultsScript,
  gtmNoscriptUrl,
  gtmScript,
  isGtagConsentEntry,
  isValidGtmContainerId,
  readConsentChoice,
} from "./consent";
import { removeHeadScriptListeners, runHeadScript } from "./run-head-script";

type WindowWithDataLayer = Window & { dataLayer?: unknown[]; gtag?: unknown };
const win = window as WindowWithDataLayer;
const NOW = new Date("2026-02-01T09:30:00.000Z");

const ALL_DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

function asArray(entry: unknown): unknown[] {
  return Array.from(entry as ArrayLike<unknown>);
}

function throwingStorage(): StorageLike {
  return {
    getItem() {
      throw new DOMException("denied", "SecurityError");
    },
    setItem() {
      throw new DOMException("denied", "SecurityError");
    },
    removeItem() {
      throw new DOMException("denied", "SecurityError");
    },
  };
}

beforeEach(() => {
  delete win.dataLayer;
  delete win.gtag;
  document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  window.localStorage.clear();
});
afterEach(removeHeadScriptListeners);

const storeChoice = (choice: { analytics: boolean; marketing: boolean }) =>
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ ...choice, decidedAt: NOW.toISOString(), version: CONSENT_VERSION }),
  );

describe("consentDefaultsScript", () => {
  it("declares everything denied with wait_for_update 500 as the very first dataLayer entry", () => {
    runHeadScript();
    trackEvent("pricing_page_view");
    win.dataLayer?.push({ "gtm.start": 1, event: "gtm.js" });

    const [first, ...rest] = win.dataLayer ?? [];
    expect(isGtagConsentEntry(first, "default")).toBe(true);
    expect(asArray(first)).toEqual(["consent", "default", { ...ALL_DENIED, wait_for_update: 500 }]);
    expect(rest.some((entry) => isGtagConsentEntry(entry, "default"))).toBe(false);
    expect(typeof win.gtag).toBe("function");
  });

  it("pushes Arguments objects, not arrays (GTM ignores arrays as gtag commands)", () => {
    runHeadScript();
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe("[object Arguments]");
    expect(Array.isArray(win.dataLayer?.[0])).toBe(false);
  });

  it("replays a stored choice as an update right after the default", () => {
    storeChoice({ analytics: true, marketing: false });
    runHeadScript();
    expect(win.dataLayer).toHaveLength(2);
    expect(isGtagConsentEntry(win.dataLayer?.[1], "update")).toBe(true);
    expect(asArray(win.dataLayer?.[1])).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
    ]);
  });

  it("marks <html> when a choice is stored, before the body (the banner, shown in the HTML, then never paints)", () => {
    runHeadScript();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    storeChoice({ analytics: false, marketing: false });
    runHeadScript();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
  });

  it.each([
    ["corrupted JSON", "{oops"],
    ["wrong shape", JSON.stringify({ analytics: "yes", marketing: true, decidedAt: NOW.toISOString(), version: 1 })],
    [
      "an older version",
      JSON.stringify({ analytics: true, marketing: true, decidedAt: NOW.toISOString(), version: 0 }),
    ],
  ])("keeps only the default when the stored choice is %s", (_label, raw) => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    runHeadScript();
    expect(win.dataLayer).toHaveLength(1);
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
  });

  it("keeps only the default when localStorage throws", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      expect(runHeadScript).not.toThrow();
      expect(win.dataLayer).toHaveLength(1);
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
    }
  });

  it("contains no closing script tag and no stored data", () => {
    expect(consentDefaultsScript()).not.toMatch(/<\/script/i);
    expect(consentDefaultsScript()).toContain(JSON.stringify(CONSENT_STORAGE_KEY));
  });
});

describe("readConsentChoice", () => {
  it("reads a stored choice", () => {
    storeChoice({ analytics: true, marketing: false });
    expect(readConsentChoice(window.localStorage)).toEqual({
      analytics: true,
      marketing: false,
      decidedAt: NOW.toISOString(),
      version: CONSENT_VERSION,
    });
  });

  it("treats corrupted, wrongly shaped or outdated stored values as undecided", () => {
    const storage = createMemoryStorage();
    for (const raw of [
      "not json",
      "null",
      JSON.stringify([true, true]),
      JSON.stringify({ analytics: true, marketing: true }),
      JSON.stringify({ analytics: true, marketing: true, decidedAt: "yesterday", version: 1 }),
      JSON.stringify({ analytics: true, marketing: true, decidedAt: NOW.toISOString(), version: CONSENT_VERSION + 1 }),
    ]) {
      storage.setItem(CONSENT_STORAGE_KEY, raw);
      expect(readConsentChoice(storage)).toBeNull();
    }
  });

  it("reads undecided when storage throws", () => {
    expect(readConsentChoice(throwingStorage())).toBeNull();
  });

  it("isGtagConsentEntry does not match plain arrays or objects", () => {
    expect(isGtagConsentEntry(["consent", "default", {}], "default")).toBe(false);
    expect(isGtagConsentEntry({ 0: "consent", 1: "default" }, "default")).toBe(false);
  });
});

describe("gtmScript", () => {
  it("accepts GTM-XXXXXXX ids and embeds the id", () => {
    expect(isValidGtmContainerId("GTM-ABC1234")).toBe(true);
    expect(gtmScript("GTM-ABC1234")).toContain("'dataLayer','GTM-ABC1234')");
    expect(gtmScript("GTM-ABC1234")).toContain("https://www.googletagmanager.com/gtm.js?id=");
    expect(gtmNoscriptUrl("GTM-ABC1234")).toBe("https://www.googletagmanager.com/ns.html?id=GTM-ABC1234");
  });

  it.each([
    "",
    "GTM-",
    "gtm-abc1234",
    "UA-12345-1",
    "GTM-ABC1234');alert(1);//",
    "GTM-ABC1234</script><script>alert(1)",
    " GTM-ABC1234",
    "GTM-ABC1234\n",
  ])("refuses %j", (id) => {
    expect(isValidGtmContainerId(id)).toBe(false);
    expect(() => gtmScript(id)).toThrow(RangeError);
    expect(() => gtmNoscriptUrl(id)).toThrow(RangeError);
  });
});
