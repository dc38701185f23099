// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CONSENT_DECIDED_EVENT,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  isGtagConsentEntry,
  readConsentChoice,
} from "~/consent/consent";
import { removeHeadScriptListeners, runHeadScript } from "~/consent/run-head-script";
import { ConsentBanner } from "~/shell/consent-banner";
import { openConsentPreferences, startConsentBanner, storedConsentChoice } from "./consent-banner.browser";

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const win = window as WindowWithDataLayer;
const banner = () => document.getElementById("cookie-banner")!;
const button = (name: string) => banner().querySelector<HTMLButtonElement>(`[data-consent="${name}"]`)!;
const checkbox = (name: string) => banner().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const choices = () => banner().querySelector<HTMLElement>("[data-consent-choices]")!;
const lastUpdate = () => Array.from(win.dataLayer?.at(-1) as ArrayLike<unknown>)[2];
const storeChoice = (choice: { analytics: boolean; marketing: boolean }) =>
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ ...choice, decidedAt: new Date().toISOString(), version: 1 }),
  );

/** The page as the browser has it before its script: the banner's HTML, the head's consent script run. */
function paint() {
  document.body.innerHTML = renderToStaticMarkup(createElement(ConsentBanner));
  runHeadScript();
}

beforeEach(() => {
  delete win.dataLayer;
  window.localStorage.clear();
  document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
});
afterEach(removeHeadScriptListeners);

describe("the banner's buttons, from the first paint (the head's consent script, before the page's script)", () => {
  it("is a bar in the HTML, shown, labelled by its title", () => {
    expect(renderToStaticMarkup(createElement(ConsentBanner))).toMatch(
      /^<section id="cookie-banner" aria-labelledby="cookie-banner-title"/,
    );
    paint();
    expect(banner().hidden).toBe(false);
  });

  it("accept all stores the choice, pushes the gtag update, hides the banner and announces the decision", () => {
    paint();
    let announced = 0;
    const count = () => (announced += 1);
    window.addEventListener(CONSENT_DECIDED_EVENT, count);
    button("accept").click();
    window.removeEventListener(CONSENT_DECIDED_EVENT, count);
    // The stored value is one the stricter reader accepts (an ISO date, this version).
    expect(readConsentChoice(window.localStorage)).toMatchObject({ analytics: true, marketing: true, version: 1 });
    expect(isGtagConsentEntry(win.dataLayer?.at(-1), "update")).toBe(true);
    expect(lastUpdate()).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
    expect(banner().hidden).toBe(true);
    expect(announced).toBe(1);
  });

  it("reject all denies everything", () => {
    paint();
    button("reject").click();
    expect(readConsentChoice(window.localStorage)).toMatchObject({ analytics: false, marketing: false });
    expect(lastUpdate()).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect(banner().hidden).toBe(true);
  });

  it("customise shows the categories; save stores what is ticked (marketing: the three ad fields)", () => {
    paint();
    expect(choices().hidden).toBe(true);
    expect(button("save").hidden).toBe(true);
    button("customise").click();
    expect(choices().hidden).toBe(false);
    expect(button("save").hidden).toBe(false);
    expect(button("customise").hidden).toBe(true);
    expect(banner().hidden).toBe(false);
    checkbox("marketing").checked = true;
    button("save").click();
    expect(readConsentChoice(window.localStorage)).toMatchObject({ analytics: false, marketing: true });
    expect(lastUpdate()).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
    expect(banner().hidden).toBe(true);
  });

  it("hides the banner even when the browser will not store the choice", () => {
    paint();
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      button("accept").click();
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
    }
    expect(banner().hidden).toBe(true);
    expect(isGtagConsentEntry(win.dataLayer?.at(-1), "update")).toBe(true);
  });
});

describe("the banner once the page's script runs", () => {
  function start() {
    paint();
    startConsentBanner(document);
  }

  it("takes over from the head's mark of a stored choice: hidden by its own check, the mark removed", () => {
    storeChoice({ analytics: false, marketing: false });
    paint();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    startConsentBanner(document);
    expect(banner().hidden).toBe(true);
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    // The footer reopens it: nothing hides it any longer.
    openConsentPreferences();
    expect(banner().hidden).toBe(false);

    // A stored value the head script accepted but the stricter check does not (a decidedAt that is no ISO date):
    // asked again.
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, marketing: true, decidedAt: "yesterday", version: 1 }),
    );
    start();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    expect(banner().hidden).toBe(false);
  });

  it("keeps hidden a banner the visitor answered before the script ran, in a browser that stored nothing", () => {
    paint();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      button("reject").click();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    startConsentBanner(document);
    expect(storedConsentChoice()).toBeNull();
    expect(banner().hidden).toBe(true);
  });

  it("reopens from the footer with the stored choice ticked and the categories shown", () => {
    storeChoice({ analytics: true, marketing: false });
    start();
    openConsentPreferences();
    expect(banner().hidden).toBe(false);
    expect(choices().hidden).toBe(false);
    expect(button("save").hidden).toBe(false);
    expect(button("customise").hidden).toBe(true);
    expect(checkbox("analytics").checked).toBe(true);
    expect(checkbox("marketing").checked).toBe(false);
    checkbox("marketing").checked = true;
    button("save").click();
    expect(storedConsentChoice()).toMatchObject({ analytics: true, marketing: true });
    expect(banner().hidden).toBe(true);
  });

  it("follows a decision made in another tab", () => {
    start();
    storeChoice({ analytics: false, marketing: false });
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    expect(banner().hidden).toBe(true);
  });
});
