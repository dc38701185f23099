import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "~/lib/safe-storage";
import { decideNewsletterPopup, newsletterPopupStore } from "./newsletter-popup-rules";

const fresh = { dismissedAt: null, subscribed: false, shownThisSession: false };
const day = 86_400_000;

describe("decideNewsletterPopup", () => {
  it("shows for a fresh visitor on a content page", () => {
    expect(decideNewsletterPopup({ pathname: "/resources/blog", state: fresh, now: 0 })).toBe(true);
  });
  it("never shows twice in a session", () => {
    expect(decideNewsletterPopup({ pathname: "/", state: { ...fresh, shownThisSession: true }, now: 0 })).toBe(false);
  });
  it("remembers a dismissal for 30 days", () => {
    const state = { ...fresh, dismissedAt: 0 };
    expect(decideNewsletterPopup({ pathname: "/", state, now: 29 * day })).toBe(false);
    expect(decideNewsletterPopup({ pathname: "/", state, now: 31 * day })).toBe(true);
  });
  it("never shows to subscribers or on conversion pages", () => {
    expect(decideNewsletterPopup({ pathname: "/", state: { ...fresh, subscribed: true }, now: 0 })).toBe(false);
    expect(decideNewsletterPopup({ pathname: "/signup", state: fresh, now: 0 })).toBe(false);
    expect(decideNewsletterPopup({ pathname: "/contact", state: fresh, now: 0 })).toBe(false);
  });
});

describe("newsletterPopupStore", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("remembers shown, dismissed and subscribed in the browser's storage", () => {
    vi.stubGlobal("window", { localStorage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
    expect(newsletterPopupStore().read()).toEqual(fresh);
    newsletterPopupStore().markShown();
    newsletterPopupStore().markDismissed(5);
    newsletterPopupStore().markSubscribed();
    expect(newsletterPopupStore().read()).toEqual({ dismissedAt: 5, subscribed: true, shownThisSession: true });
  });

  it("reads a fresh state and never throws when storage cannot be reached", () => {
    const blocked = (): Storage => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("window", {
      get localStorage() {
        return blocked();
      },
      get sessionStorage() {
        return blocked();
      },
    });
    expect(newsletterPopupStore().read()).toEqual(fresh);
    expect(() => newsletterPopupStore().markDismissed(5)).not.toThrow();
  });
});
