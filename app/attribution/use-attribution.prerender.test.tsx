import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useAttributionTracking } from "./use-attribution";

// Node environment: no window, no document, like the prerender step.
function Page() {
  useAttributionTracking();
  return <p>ok</p>;
}

describe("useAttributionTracking during prerender", () => {
  it("renders without touching window or storage", () => {
    expect(typeof window).toBe("undefined");
    expect(
      renderToString(
        <MemoryRouter initialEntries={["/pricing?utm_source=x"]}>
          <Page />
        </MemoryRouter>,
      ),
    ).toContain("ok");
  });
});
