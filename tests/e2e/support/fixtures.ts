import { test as base, devices, expect, type BrowserContext, type Page } from "@playwright/test";

/** A stored consent choice, so the banner stays out of the way in tests that are not about it. */
export async function decideConsent(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("marginatlas.consent")) {
      localStorage.setItem(
        "marginatlas.consent",
        JSON.stringify({ analytics: false, marketing: false, decidedAt: new Date().toISOString(), version: 1 }),
      );
    }
  });
}

/**
 * Waits until the page is interactive: the shell script has run (header, drawer, consent banner, data-action controls)
 * and every island that hydrates on its own by now has: `client:load` and `client:idle` ones, and `client:visible`
 * ones in the viewport. `client:demand` islands (the overlays) hydrate when asked for, `client:interaction` ones when used.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute("data-shell-ready")) return false;
    const inViewport = (island: Element) =>
      [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
      });
    return [...document.querySelectorAll("astro-island[ssr]")].every((island) => {
      const directive = island.getAttribute("client");
      return directive === "demand" || directive === "interaction" || (directive === "visible" && !inViewport(island));
    });
  });
  await page.waitForLoadState("networkidle");
}

/** The analytics entries (GA4 shape) pushed so far. */
export async function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is { event: string; value: number; currency: string } & Record<string, unknown> =>
        typeof entry === "object" &&
        entry !== null &&
        "event" in entry &&
        !String((entry as { event: string }).event).startsWith("gtm."),
    ),
  );
}

const EVENTS_ACROSS_PAGES_KEY = "e2e.dataLayer";

/**
 * Keeps every analytics entry this tab pushes, across full page loads (sessionStorage), for tests of a click that
 * also navigates (Try For Free, a signup): the next page starts with a fresh data layer, as it does for GTM.
 * Call before the first goto; read them with `dataLayerEventsAcrossPages`.
 */
export async function recordDataLayerAcrossPages(page: Page) {
  await page.addInitScript((key) => {
    const layer: unknown[] = [];
    const push = layer.push;
    layer.push = function (...items: unknown[]) {
      const events = items.filter((item) => typeof item === "object" && item !== null && "event" in item);
      if (events.length > 0)
        sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? "[]"), ...events]));
      return push.apply(this, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, EVENTS_ACROSS_PAGES_KEY);
}

export async function dataLayerEventsAcrossPages(
  page: Page,
): Promise<({ event: string; value: number; currency: string } & Record<string, unknown>)[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]"), EVENTS_ACROSS_PAGES_KEY);
}

/** Marks the lines a page logs for each Content-Security-Policy violation (see `recordCspViolations`). */
const CSP_VIOLATION_TAG = "[csp-violation]";

/**
 * Collects every Content-Security-Policy violation in any page of `context` into `violations`: each
 * `securitypolicyviolation` event, and Chromium's own "Refused to ..." console errors.
 */
async function recordCspViolations(context: BrowserContext, violations: string[]) {
  await context.addInitScript((tag) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        tag,
        event.effectiveDirective,
        event.blockedURI || "inline",
        `${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, CSP_VIOLATION_TAG);
  context.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(CSP_VIOLATION_TAG) || /Content Security Policy/i.test(text))
      violations.push(`${message.page()?.url() ?? ""}: ${text}`);
  });
}

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
  /** Every browser test fails on a Content-Security-Policy violation in any page of its context. */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await recordCspViolations(context, violations);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Tests that only look at pages (axe, HTML_CodeSniffer, reflow on every sitemap page) share one browser page per
 * worker, `checkedPage`, instead of a context each: a page loaded in a fresh context costs the machine 3.6 CPU-seconds
 * (Chromium starts a renderer and loads everything cold), in a context that has loaded pages before 0.58
 * (`npm run bench:test-setup`, median of 5). The checks change nothing the next one reads: the consent choice is
 * stored once, each test sets its viewport and loads its page. The test that caused a Content-Security-Policy
 * violation fails, as in `test`. Tests that click, type or store keep a context each.
 */
export const pageCheck = base.extend<{ checkedPage: Page }, { workerPage: { page: Page; cspViolations: string[] } }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...devices["Desktop Chrome"],
        baseURL: workerInfo.project.use.baseURL,
      });
      const cspViolations: string[] = [];
      await recordCspViolations(context, cspViolations);
      const page = await context.newPage();
      await decideConsent(page);
      await use({ page, cspViolations });
      await context.close();
    },
    { scope: "worker" },
  ],
  checkedPage: [
    async ({ workerPage }, use) => {
      workerPage.cspViolations.length = 0;
      await use(workerPage.page);
      expect(workerPage.cspViolations, "Content-Security-Policy violations").toEqual([]);
    },
    { scope: "test" },
  ],
});

export { expect };
