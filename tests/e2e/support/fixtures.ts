import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

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
 * and every island that hydrates on its own by now has: `client:load` and `client:painted` ones, and `client:visible`
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

/**
 * An HTML answer's Content-Security-Policy is strict: scripts from the site or by hash, no plugins, no other base or
 * form target, no framing by others.
 */
export function expectStrictPolicy(policy: string | undefined) {
  expect(policy).toBeDefined();
  const scriptSrc = policy!.split("; ").find((directive) => directive.startsWith("script-src "));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"])
    expect(policy).toContain(directive);
}

/** Marks the lines a page logs for each Content-Security-Policy violation (see `cspViolationsOf`). */
const CSP_VIOLATION_TAG = "[csp-violation]";

const cspViolationLists = new WeakMap<BrowserContext, string[]>();

/**
 * The list every Content-Security-Policy violation in any page of `context` goes to: each `securitypolicyviolation`
 * event, and Chromium's own "Refused to ..." console errors. The recorder is installed once per context.
 */
async function cspViolationsOf(context: BrowserContext): Promise<string[]> {
  const known = cspViolationLists.get(context);
  if (known) return known;
  const violations: string[] = [];
  cspViolationLists.set(context, violations);
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
  return violations;
}

/** Runs a test's body; the test fails on a Content-Security-Policy violation that happened in it. */
async function failingOnCspViolations(context: BrowserContext, use: (violations: string[]) => Promise<void>) {
  const violations = await cspViolationsOf(context);
  violations.length = 0;
  await use(violations);
  expect(violations, "Content-Security-Policy violations").toEqual([]);
}

/**
 * One browser context per worker, kept warm: a page loaded in a fresh context costs the machine 3.3 CPU-seconds
 * (Chromium starts its processes and loads everything cold), in a new page of this context 1.3, and in a page that has
 * loaded pages before 0.55 (`npm run bench:test-setup`, median of 5). A blank page stays open between tests: storage
 * is cleared through it, and with no page left open a new page cost 2.7 (the same bench before it kept one open).
 */
type SharedContext = { context: BrowserContext; origins: Set<string> };

/** What a test may have left in the shared context, cleared after it: its pages, routes, permissions and storage. */
async function resetSharedContext({ context, origins }: SharedContext, keep: Set<Page>) {
  const testPages = context.pages().filter((page) => !keep.has(page));
  // Playwright's clock cannot be uninstalled from a context: the next tests would run on it. Failing the test makes
  // Playwright start a new worker, with a new shared context.
  const onClock = await Promise.all(
    testPages.map((page) => page.evaluate(() => "__pwClock" in globalThis).catch(() => false)),
  );
  await Promise.all(testPages.map((page) => page.close()));
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearPermissions();
  await context.clearCookies();
  const [blank] = context.pages();
  if (!blank) return;
  const cdp = await context.newCDPSession(blank);
  for (const origin of origins)
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "local_storage,indexeddb,cache_storage,service_workers,file_systems,shared_storage,storage_buckets",
    });
  origins.clear();
  await cdp.detach();
  if (onClock.includes(true))
    throw new Error(
      "This test installed Playwright's clock: give it a context of its own, test.use({ freshContext: true })",
    );
}

type WorkerFixtures = { sharedContext: SharedContext };

const withSharedContext = base.extend<object, WorkerFixtures>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
      });
      // The first page: it stays blank, keeps the renderer warm and is the one storage is cleared through.
      await context.newPage();
      const origins = new Set<string>();
      context.on("request", (request) => {
        const { origin, protocol } = new URL(request.url());
        if (protocol === "http:" || protocol === "https:") origins.add(origin);
      });
      await use({ context, origins });
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Browser tests run in the worker's shared context, each in pages of its own, with a consent choice already made
 * unless they set `withConsentChoice: false` (the banner's own tests). After the test its pages are closed and its
 * cookies, storage, routes and permissions cleared; sessionStorage is a tab's own. A test that needs a context of its
 * own (context options beyond the viewport, a cold cache) sets `freshContext: true`. Every test fails on a
 * Content-Security-Policy violation in any page of its context.
 */
export const test = withSharedContext.extend<{
  withConsentChoice: boolean;
  freshContext: boolean;
  consentDecided: void;
  cspViolations: string[];
}>({
  withConsentChoice: [true, { option: true }],
  freshContext: [false, { option: true }],
  context: async ({ context, freshContext, sharedContext }, use) => {
    if (freshContext) return use(context);
    const before = new Set(sharedContext.context.pages());
    await use(sharedContext.context);
    await resetSharedContext(sharedContext, before);
  },
  page: async ({ page, freshContext, viewport }, use) => {
    // The shared context has the project's viewport; a test's own (`test.use({ viewport })`) is set on its page.
    if (!freshContext && viewport) await page.setViewportSize(viewport);
    await use(page);
  },
  consentDecided: [
    async ({ page, withConsentChoice }, use) => {
      if (withConsentChoice) await decideConsent(page);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [async ({ context }, use) => failingOnCspViolations(context, use), { auto: true }],
});

/**
 * Tests that only look at pages (axe, HTML_CodeSniffer, reflow on every sitemap page) share one page per worker,
 * `checkedPage`, in the shared context: loading a page in a page that has loaded pages before is the cheapest. The
 * checks change nothing the next one reads: the consent choice is stored once, each test sets its viewport and loads
 * its page.
 */
export const pageCheck = withSharedContext.extend<{ checkedPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ sharedContext }, use) => {
      const page = await sharedContext.context.newPage();
      await decideConsent(page);
      await use(page);
    },
    { scope: "worker" },
  ],
  checkedPage: [
    async ({ workerPage }, use) => failingOnCspViolations(workerPage.context(), () => use(workerPage)),
    { scope: "test" },
  ],
});

export { expect };
