import { describe, expect, it } from "vitest";
import { decideNewsletterPopup } from "./newsletter-popup-rules";

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
