import { describe, expect, it } from "vitest";
import { createMemoryStorage, type StorageLike } from "~/lib/safe-storage";
import {
  buildAppSignupUrl,
  buildAuthForwardUrl,
  HANDOFF_STORAGE_KEY,
  hasAuthSession,
  readHandoffPayload,
  saveHandoffPayload,
  takeHandoffPayload,
} from "./handoff";

describe("handoff", () => {
  it("sends email and attribution to the app in the fragment, never the query", () => {
    const url = new URL(
      buildAppSignupUrl("https://app.marginatlas.com", {
        email: "ana@brand.com",
        first_name: "Ana",
        last_name: "Lee",
        company: null,
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "fees",
        landing_page: "/pricing",
        referrer: "https://www.google.com/",
        conversion_page: "/signup",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://app.marginatlas.com/signup");
    expect(url.search).toBe("");
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get("email")).toBe("ana@brand.com");
    expect(fragment.get("utm_source")).toBe("google");
    expect(fragment.get("conversion_page")).toBe("/signup");
    expect(fragment.has("company")).toBe(false);
  });
  it("recognises a Supabase auth session in the fragment", () => {
    expect(hasAuthSession("#access_token=a&refresh_token=b&expires_at=1&token_type=bearer")).toBe(true);
    expect(hasAuthSession("#access_token=a")).toBe(false);
    expect(hasAuthSession("")).toBe(false);
  });
  it("forwards the auth fragment unchanged to the app, in the fragment", () => {
    const hash = "#access_token=eyJ.a.b&refresh_token=r1&expires_at=1893456000&user=%7B%22id%22%3A1%7D";
    const url = new URL(buildAuthForwardUrl("https://app.marginatlas.com", hash));
    expect(url.search).toBe("");
    expect(url.hash).toBe(hash);
    expect(url.pathname).toBe("/auth/callback");
  });
  it("tolerates missing or corrupted stored payloads", () => {
    expect(readHandoffPayload(null)).toBeNull();
    expect(readHandoffPayload("{not json")).toBeNull();
    expect(readHandoffPayload(JSON.stringify({ email: 1 }))).toBeNull();
  });
  it("saves the payload for /handoff, which reads it once and removes it", () => {
    const storage = createMemoryStorage();
    const payload = { email: "a@example.com", first_name: "Ada", last_name: "L" };
    saveHandoffPayload(storage, payload);
    expect(takeHandoffPayload(storage)).toEqual(payload);
    expect(storage.getItem(HANDOFF_STORAGE_KEY)).toBeNull();
    expect(takeHandoffPayload(storage)).toBeNull();
  });
  it("still hands off within the page when sessionStorage refuses every access", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    const blocked: StorageLike = { getItem: refuse, setItem: refuse, removeItem: refuse };
    const payload = { email: "a@example.com", first_name: "Ada", last_name: "L" };
    saveHandoffPayload(blocked, payload);
    expect(takeHandoffPayload(blocked)).toEqual(payload);
    expect(takeHandoffPayload(blocked)).toBeNull();
  });
});
