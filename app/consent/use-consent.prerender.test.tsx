import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useConsent } from "./use-consent";

// Node environment: no window, like the prerender step.
function Banner() {
  const consent = useConsent();
  return <p>{`${consent.ready ? "ready" : "not-ready"}|${String(consent.hasDecided)}|${String(consent.preferencesOpen)}`}</p>;
}

describe("useConsent during prerender", () => {
  it("renders as not ready, undecided and closed without touching window", () => {
    expect(typeof window).toBe("undefined");
    expect(renderToString(<Banner />)).toContain("not-ready|false|false");
  });
});
