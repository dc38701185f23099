// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, isGtagConsentEntry, saveChoice } from "./consent";
import { CONSENT_PREFERENCES_EVENT, closeConsentPreferences, openConsentPreferences, useConsent } from "./use-consent";

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const win = window as WindowWithDataLayer;

beforeEach(() => {
  delete win.dataLayer;
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  closeConsentPreferences();
});

describe("useConsent", () => {
  it("starts undecided and ready in the browser", () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toMatchObject({ choice: null, hasDecided: false, ready: true, preferencesOpen: false });
  });

  it("reads a stored choice", () => {
    saveChoice(window.localStorage, { analytics: true, marketing: false });
    const { result } = renderHook(() => useConsent());
    expect(result.current.hasDecided).toBe(true);
    expect(result.current.choice).toMatchObject({ analytics: true, marketing: false });
  });

  it("acceptAll persists, pushes the gtag update and updates every instance", () => {
    const banner = renderHook(() => useConsent());
    const footer = renderHook(() => useConsent());
    act(() => banner.result.current.acceptAll());

    expect(footer.result.current.choice).toMatchObject({ analytics: true, marketing: true });
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null")).toMatchObject({ analytics: true, marketing: true });
    expect(isGtagConsentEntry(win.dataLayer?.at(-1), "update")).toBe(true);
    expect(Array.from(win.dataLayer?.at(-1) as ArrayLike<unknown>)[2]).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
  });

  it("rejectAll and save(custom) push the matching updates", () => {
    const { result } = renderHook(() => useConsent());
    act(() => result.current.rejectAll());
    expect(result.current.choice).toMatchObject({ analytics: false, marketing: false });
    act(() => result.current.save({ analytics: false, marketing: true }));
    expect(result.current.choice).toMatchObject({ analytics: false, marketing: true });
    expect(Array.from(win.dataLayer?.at(-1) as ArrayLike<unknown>)[2]).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("openConsentPreferences reopens the banner everywhere, announces it, and deciding closes it", () => {
    const events: boolean[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<{ open: boolean }>).detail.open);
    window.addEventListener(CONSENT_PREFERENCES_EVENT, listener);
    const banner = renderHook(() => useConsent());
    act(() => banner.result.current.acceptAll());

    act(() => openConsentPreferences());
    expect(banner.result.current.preferencesOpen).toBe(true);
    const lateMount = renderHook(() => useConsent());
    expect(lateMount.result.current.preferencesOpen).toBe(true);

    act(() => banner.result.current.save({ analytics: true, marketing: false }));
    expect(banner.result.current.preferencesOpen).toBe(false);
    expect(lateMount.result.current.preferencesOpen).toBe(false);

    act(() => banner.result.current.openPreferences());
    act(() => banner.result.current.closePreferences());
    expect(banner.result.current.preferencesOpen).toBe(false);
    window.removeEventListener(CONSENT_PREFERENCES_EVENT, listener);
    expect(events).toEqual([true, false, true, false]);
  });

  it("follows a decision made in another tab (storage event)", () => {
    const { result } = renderHook(() => useConsent());
    act(() => {
      saveChoice(window.localStorage, { analytics: true, marketing: true });
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    });
    expect(result.current.hasDecided).toBe(true);
  });
});
