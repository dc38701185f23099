// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, CONSENT_STORED_ATTRIBUTE, isGtagConsentEntry, saveChoice } from "~/consent/consent";
import { ConsentBanner } from "~/shell/consent-banner";
import {
  CONSENT_DECIDED_EVENT,
  openConsentPreferences,
  startConsentBanner,
  storedConsentChoice,
} from "./consent-banner.browser";

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const win = window as WindowWithDataLayer;
const banner = () => document.getElementById("cookie-banner")!;
const button = (name: string) => banner().querySelector<HTMLButtonElement>(`[data-consent="${name}"]`)!;
const checkbox = (name: string) => banner().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const lastUpdate = () => Array.from(win.dataLayer?.at(-1) as ArrayLike<unknown>)[2];

function start() {
  document.body.innerHTML = renderToStaticMarkup(createElement(ConsentBanner));
  startConsentBanner(document);
}

beforeEach(() => {
  delete win.dataLayer;
  window.localStorage.clear();
});

describe("consent banner", () => {
  it("is in the HTML shown, and stays shown only while this browser has no choice", () => {
    expect(renderToStaticMarkup(createElement(ConsentBanner))).toMatch(/<section id="cookie-banner" role="dialog"/);
    start();
    expect(banner().hidden).toBe(false);
    saveChoice(window.localStorage, { analytics: true, marketing: false });
    start();
    expect(banner().hidden).toBe(true);
  });

  it("takes over from the head's mark of a stored choice: hidden by its own check, the mark removed", () => {
    saveChoice(window.localStorage, { analytics: false, marketing: false });
    document.documentElement.setAttribute(CONSENT_STORED_ATTRIBUTE, "");
    start();
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
    document.documentElement.setAttribute(CONSENT_STORED_ATTRIBUTE, "");
    start();
    expect(banner().hidden).toBe(false);
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
  });

  it("accept all persists, pushes the gtag update, hides and announces the decision", () => {
    start();
    let announced = 0;
    window.addEventListener(CONSENT_DECIDED_EVENT, () => (announced += 1));
    button("accept").click();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null")).toMatchObject({
      analytics: true,
      marketing: true,
    });
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

  it("reject all and a customised choice push their updates; customise shows the categories", () => {
    start();
    expect(banner().querySelector<HTMLElement>("[data-consent-choices]")!.hidden).toBe(true);
    button("reject").click();
    expect(storedConsentChoice()).toMatchObject({ analytics: false, marketing: false });
    openConsentPreferences();
    expect(banner().hidden).toBe(false);
    checkbox("marketing").checked = true;
    button("save").click();
    expect(storedConsentChoice()).toMatchObject({ analytics: false, marketing: true });
    expect(lastUpdate()).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
    start();
    button("customise").click();
    expect(banner().querySelector<HTMLElement>("[data-consent-choices]")!.hidden).toBe(false);
    expect(button("save").hidden).toBe(false);
    expect(button("customise").hidden).toBe(true);
  });

  it("reopens from the footer with the stored choice ticked", () => {
    saveChoice(window.localStorage, { analytics: true, marketing: false });
    start();
    openConsentPreferences();
    expect(banner().hidden).toBe(false);
    expect(checkbox("analytics").checked).toBe(true);
    expect(checkbox("marketing").checked).toBe(false);
  });

  it("follows a decision made in another tab", () => {
    start();
    saveChoice(window.localStorage, { analytics: false, marketing: false });
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    expect(banner().hidden).toBe(true);
  });
});
