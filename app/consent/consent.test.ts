// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { trackEvent } from "~/analytics/events";
import { createMemoryStorage, type StorageLike } from "~/lib/safe-storage";
import {
  acceptAll,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  CONSENT_VERSION,
  consentDefaultsScript,
  consentModeFields,
  gtmNoscriptUrl,
  gtmScript,
  isGtagConsentEntry,
  isValidGtmContainerId,
  readConsentChoice,
  rejectAll,
  saveChoice,
  updateConsent,
} from "./consent";

type WindowWithDataLayer = Window & { dataLayer?: unknown[]; gtag?: unknown };
const win = window as WindowWithDataLayer;
const NOW = new Date("2026-02-01T09:30:00.000Z");

const ALL_DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

/** Runs the inline <head> script the way the browser would (global scope, real window). */
function runHeadScript(): void {
  new Function(consentDefaultsScript())();
}

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
    saveChoice(window.localStorage, { analytics: true, marketing: false }, NOW);
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
    saveChoice(window.localStorage, { analytics: false, marketing: false }, NOW);
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

describe("choice model", () => {
  it("maps analytics -> analytics_storage and marketing -> the three ad fields", () => {
    expect(consentModeFields({ analytics: true, marketing: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
    expect(consentModeFields({ analytics: false, marketing: false })).toEqual(ALL_DENIED);
    expect(consentModeFields({ analytics: false, marketing: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
    expect(consentModeFields(null)).toEqual(ALL_DENIED);
  });

  it("acceptAll, rejectAll and saveChoice return and persist the choice", () => {
    const storage = createMemoryStorage();
    expect(readConsentChoice(storage)).toBeNull();

    expect(acceptAll(storage, NOW)).toEqual({
      analytics: true,
      marketing: true,
      decidedAt: NOW.toISOString(),
      version: CONSENT_VERSION,
    });
    expect(readConsentChoice(storage)).toMatchObject({ analytics: true, marketing: true });

    expect(rejectAll(storage, NOW)).toMatchObject({ analytics: false, marketing: false });
    expect(readConsentChoice(storage)).toMatchObject({ analytics: false, marketing: false });

    saveChoice(storage, { analytics: true, marketing: false }, NOW);
    expect(readConsentChoice(storage)).toEqual({
      analytics: true,
      marketing: false,
      decidedAt: NOW.toISOString(),
      version: 1,
    });
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? "null")).toEqual(readConsentChoice(storage));
  });

  it("persists in localStorage across reads (a later page load)", () => {
    acceptAll(window.localStorage, NOW);
    expect(readConsentChoice(window.localStorage)).toMatchObject({ analytics: true, marketing: true });
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

  it("keeps the choice in memory for the page when storage throws or is full", () => {
    const throwing = throwingStorage();
    expect(readConsentChoice(throwing)).toBeNull();
    rejectAll(throwing, NOW);
    expect(readConsentChoice(throwing)).toMatchObject({ analytics: false, marketing: false });

    const full: StorageLike = {
      getItem: () => null,
      setItem() {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    acceptAll(full, NOW);
    expect(readConsentChoice(full)).toMatchObject({ analytics: true, marketing: true });
  });
});

describe("updateConsent", () => {
  it("pushes gtag('consent','update', fields) as an Arguments object", () => {
    updateConsent({ analytics: true, marketing: false });
    expect(win.dataLayer).toHaveLength(1);
    expect(isGtagConsentEntry(win.dataLayer?.[0], "update")).toBe(true);
    expect(asArray(win.dataLayer?.[0])).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
    ]);
  });

  it("follows the default pushed by the head script", () => {
    runHeadScript();
    updateConsent({ analytics: true, marketing: true });
    expect(isGtagConsentEntry(win.dataLayer?.[0], "default")).toBe(true);
    expect(isGtagConsentEntry(win.dataLayer?.[1], "update")).toBe(true);
  });

  it("accepts an injected host", () => {
    const host: { dataLayer?: unknown[] } = {};
    updateConsent({ analytics: false, marketing: false }, host);
    expect(asArray(host.dataLayer?.[0])).toEqual(["consent", "update", ALL_DENIED]);
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
