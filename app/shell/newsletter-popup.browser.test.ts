// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_DECIDED_EVENT, CONSENT_STORAGE_KEY } from "~/consent/consent";
import { takeOverlayRequests, type OverlayRequest } from "~/islands/overlay-requests";
import { NEWSLETTER_POPUP_DELAY_MS, newsletterPopupStore } from "~/leads/newsletter-popup-rules";
import { startNewsletterPopup } from "./newsletter-popup.browser";

// Opening an overlay preloads its code; these tests are about the requests, not the components.
vi.mock("~/shell/overlay-modules", () => ({ preloadOverlay: () => undefined }));

const decideConsent = () =>
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ analytics: false, marketing: false, decidedAt: new Date().toISOString(), version: 1 }),
  );

let requests: OverlayRequest[] = [];
let stopTaking: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  requests = [];
  stopTaking = takeOverlayRequests((request) => requests.push(request));
  window.history.replaceState(null, "", "/resources/blog");
});
afterEach(() => {
  stopTaking();
  vi.useRealTimers();
});

describe("newsletter card timing", () => {
  it("asks for the card after 30 s once consent is decided, and marks it shown for the session", () => {
    decideConsent();
    startNewsletterPopup(window);
    vi.advanceTimersByTime(NEWSLETTER_POPUP_DELAY_MS - 1);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requests).toEqual([{ kind: "newsletter" }]);
    expect(newsletterPopupStore().read().shownThisSession).toBe(true);
  });

  it("waits for the cookie choice before it starts counting", () => {
    startNewsletterPopup(window);
    vi.advanceTimersByTime(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(requests).toEqual([]);
    window.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
    vi.advanceTimersByTime(NEWSLETTER_POPUP_DELAY_MS);
    expect(requests).toEqual([{ kind: "newsletter" }]);
  });

  it("asks at 60% down the page, and never twice in a session or on conversion pages", () => {
    decideConsent();
    Object.defineProperty(document.documentElement, "scrollHeight", { value: 2000, configurable: true });
    Object.defineProperty(window, "innerHeight", { value: 1000, configurable: true });
    startNewsletterPopup(window);
    Object.defineProperty(window, "scrollY", { value: 600, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    expect(requests).toEqual([{ kind: "newsletter" }]);
    startNewsletterPopup(window);
    vi.advanceTimersByTime(NEWSLETTER_POPUP_DELAY_MS);
    expect(requests).toHaveLength(1);
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/signup");
    startNewsletterPopup(window);
    vi.advanceTimersByTime(NEWSLETTER_POPUP_DELAY_MS);
    expect(requests).toHaveLength(1);
  });
});
