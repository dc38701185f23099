// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEYS, readAttribution } from "./attribution";
import { currentAttributionForSubmission, useAttributionTracking } from "./use-attribution";

function RootLayout() {
  useAttributionTracking();
  return <Outlet />;
}

function renderSite(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: RootLayout,
        children: [
          { index: true, Component: () => <h1>Home</h1> },
          { path: "pricing", Component: () => <h1>Pricing</h1> },
          { path: "features/:slug", Component: () => <h1>Feature</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

function setReferrer(referrer: string) {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

describe("useAttributionTracking", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    setReferrer("");
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, "", "/");
  });

  it("captures first-load attribution once and records every navigation once, under StrictMode", async () => {
    window.history.replaceState(null, "", "/features/ppc?utm_source=google&utm_campaign=brand#access_token=x");
    setReferrer("https://www.google.com/search?q=acos");
    const router = renderSite("/features/ppc?utm_source=google&utm_campaign=brand");

    await act(() => router.navigate("/pricing"));
    await act(() => router.navigate("/features/inventory"));
    await act(() => router.navigate(-1));

    const attribution = readAttribution(window.sessionStorage);
    expect(attribution).toMatchObject({
      utm_source: "google",
      utm_campaign: "brand",
      landing_page: "/features/ppc",
      referrer: "https://www.google.com/search",
    });
    expect(attribution.session_id).toMatch(/^\d+-[a-z0-9]+$/);
    expect(attribution.viewed_pages.map((page) => page.path)).toEqual([
      "/features/ppc",
      "/pricing",
      "/features/inventory",
      "/pricing",
    ]);
    expect(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEYS.landingPage)).not.toContain("access_token");
  });

  it("keeps the session id stable across a re-mount in the same session", () => {
    renderSite("/");
    const first = readAttribution(window.sessionStorage).session_id;
    renderSite("/pricing");
    expect(readAttribution(window.sessionStorage).session_id).toBe(first);
  });

  it("builds the submission payload from this tab's storage with the current page as conversion page", async () => {
    window.history.replaceState(null, "", "/pricing?utm_source=newsletter");
    renderSite("/pricing?utm_source=newsletter");
    window.history.replaceState(null, "", "/contact?token=abc");
    const submission = currentAttributionForSubmission();
    expect(submission.utm_source).toBe("newsletter");
    expect(submission.referrer).toBe("direct");
    expect(submission.conversion_page).toBe("/contact");
    expect(currentAttributionForSubmission("/features/ppc#form").conversion_page).toBe("/features/ppc");
  });
});
