import { test as base, expect, type Page } from "@playwright/test";

/** A stored consent choice, so the banner stays out of the way in tests that are not about it. */
export async function decideConsent(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("marginatlas.consent")) {
      localStorage.setItem("marginatlas.consent", JSON.stringify({ analytics: false, marketing: false, decidedAt: new Date().toISOString(), version: 1 }));
    }
  });
}

/** Waits until React has hydrated the page (interactive controls work). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState("networkidle");
}

/** The analytics entries (GA4 shape) pushed so far. */
export async function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is { event: string; value: number; currency: string } & Record<string, unknown> =>
        typeof entry === "object" && entry !== null && "event" in entry && !String((entry as { event: string }).event).startsWith("gtm."),
    ),
  );
}

/** Marks the lines a page logs for each Content-Security-Policy violation (see `cspViolations`). */
const CSP_VIOLATION_TAG = "[csp-violation]";

/** Tests run with a consent choice already made, unless they set `withConsentChoice: false` (the banner's own tests). */
export const test = base.extend<{ withConsentChoice: boolean; consentDecided: void; cspViolations: string[] }>({
  withConsentChoice: [true, { option: true }],
  consentDecided: [
    async ({ page, withConsentChoice }, use) => {
      if (withConsentChoice) await decideConsent(page);
      await use();
    },
    { auto: true },
  ],
  /**
   * Every browser test fails on a Content-Security-Policy violation in any page of its context: each
   * `securitypolicyviolation` event, and Chromium's own "Refused to ..." console errors.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((tag) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(tag, event.effectiveDirective, event.blockedURI || "inline", `${event.sourceFile}:${event.lineNumber}`);
        });
      }, CSP_VIOLATION_TAG);
      context.on("console", (message) => {
        const text = message.text();
        if (text.startsWith(CSP_VIOLATION_TAG) || /Content Security Policy/i.test(text)) violations.push(`${message.page()?.url() ?? ""}: ${text}`);
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
