// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useTrackOnce } from "./use-track-once";

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const win = window as WindowWithDataLayer;

function FeaturePage() {
  const { slug } = useParams();
  // A new details object every render must not re-fire.
  useTrackOnce("feature_page_view", { feature: slug });
  return <h1>{slug}</h1>;
}

function PricingPage() {
  useTrackOnce("pricing_page_view");
  return <h1>Pricing</h1>;
}

function renderSite(initialPath: string) {
  const router = createMemoryRouter(
    [
      { path: "/features/:slug", Component: FeaturePage },
      { path: "/pricing", Component: PricingPage },
      { path: "/", Component: () => <h1>Home</h1> },
    ],
    { initialEntries: [initialPath] },
  );
  const view = render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, view };
}

describe("useTrackOnce", () => {
  beforeEach(() => {
    delete win.dataLayer;
  });
  afterEach(cleanup);

  it("fires once per page view under StrictMode, including features/* -> features/* with the same component", async () => {
    const { router, view } = renderSite("/features/profit-loss");
    view.rerender(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await act(() => router.navigate("/features/inventory"));
    await act(() => router.navigate("/pricing"));
    await act(() => router.navigate("/"));
    await act(() => router.navigate(-1));

    expect(win.dataLayer).toEqual([
      { event: "feature_page_view", value: 25, currency: "USD", feature: "profit-loss" },
      { event: "feature_page_view", value: 25, currency: "USD", feature: "inventory" },
      { event: "pricing_page_view", value: 100, currency: "USD" },
      { event: "pricing_page_view", value: 100, currency: "USD" },
    ]);
  });
});
