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

/** Tests run with a consent choice already made, unless they set `withConsentChoice: false` (the banner's own tests). */
export const test = base.extend<{ withConsentChoice: boolean; consentDecided: void }>({
  withConsentChoice: [true, { option: true }],
  consentDecided: [
    async ({ page, withConsentChoice }, use) => {
      if (withConsentChoice) await decideConsent(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
