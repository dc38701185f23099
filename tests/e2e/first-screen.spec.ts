import type { Page } from "@playwright/test";
import { routeTypeOf } from "~/routes/route-types";
import { freeTools } from "~/tools/tool-catalog";
import { builtSitemapPaths } from "../support/built-sitemap";
import { coveredBy } from "./support/covered";
import { expect, test, waitForHydration } from "./support/fixtures";
import { prepareToolsPage } from "./support/tools-page";

/**
 * The first screen belongs to the visitor (issue 47): the consent banner is a compact bar that covers nothing, the
 * chat button covers no text or control at any scroll position, and every free tool's first control (or its email
 * gate's field) is on a phone's first screen, its explanation below it. Checked geometrically in the browser
 * (support/covered.ts), as a first visit sees the pages (no cookie choice yet), on one page of every route type.
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** One page of every route type of the sitemap, the search page with results, and the 404 page. */
const ONE_PAGE_OF_EACH_TYPE = [
  ...new Map(builtSitemapPaths().map((path) => [routeTypeOf(path), path])).values(),
  "/search?q=fba+fee",
  "/this-page-does-not-exist",
];

/** Scrolls to `top` and waits until the page has painted there. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate(
    (top) =>
      new Promise((resolve) => {
        window.scrollTo(0, top);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
    top,
  );
}

test.describe("a first visit", () => {
  test.use({ withConsentChoice: false });

  test("the consent banner is a bar of at most 30% of a phone's screen that covers no text and no control", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of ONE_PAGE_OF_EACH_TYPE) {
        await page.goto(path);
        await waitForHydration(page);
        const banner = page.getByTestId("cookie-banner");
        await expect(banner, path).toBeVisible();
        if (viewport === PHONE)
          expect((await banner.boundingBox())!.height, path).toBeLessThanOrEqual(0.3 * PHONE.height);
        expect(await coveredBy(page, '[data-testid="cookie-banner"]'), `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
  });

  test("the home page's first call to action is on a phone's first screen, with the banner, and nothing covers it", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await waitForHydration(page);
    const cta = page.getByRole("main").getByRole("link").first();
    await expect(cta).toHaveText(/Start free trial/);
    const box = (await cta.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const shown = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(shown).toContain("Start free trial");
  });

  test("the chat button covers no text and no control, at the top, the middle and the end of each page", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of ONE_PAGE_OF_EACH_TYPE) {
        await page.goto(path);
        await waitForHydration(page);
        if ((await page.getByTestId("chat-launcher").count()) === 0) continue; // not on the KPI library (spec §1)
        const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (const top of [0, Math.round(end / 2), end]) {
          await scrollTo(page, top);
          const covered = await coveredBy(page, "[data-chat-toggle]");
          expect(covered, `${path} at ${viewport.width} px, scrolled to ${top}`).toEqual([]);
        }
      }
    }
  });
});

/**
 * The tool's first control: its email gate's field while the tools are locked, else the first button or field of the
 * tool (not the gate's hidden honeypot). The area is the element right after the page's title.
 */
async function firstControl(page: Page) {
  return page.evaluate(() => {
    const title = document.querySelector("main article > header:first-child");
    const tool = title?.nextElementSibling;
    const control = [...(tool?.querySelectorAll<HTMLElement>("button, input, select, textarea") ?? [])].find(
      (element) => element.tabIndex !== -1 && !element.closest("[aria-hidden='true']") && element.checkVisibility(),
    );
    if (!title || !tool || !control) return null;
    const box = control.getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const textAbove = [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().bottom <= tool.getBoundingClientRect().top)
      .filter((element) => !title.contains(element) && element.checkVisibility({ visibilityProperty: true }))
      .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === 3 && node.textContent?.trim()))
      .map((node) => node.textContent!.trim());
    return {
      title: title.textContent?.trim(),
      titleIsTheHeading: title.querySelector("h1")?.textContent?.trim() === title.textContent?.trim(),
      control: `${control.tagName.toLowerCase()}[${control.getAttribute("type")}] ${control.getAttribute("aria-label") ?? control.textContent?.trim() ?? ""}`,
      top: box.top,
      bottom: box.bottom,
      // A file field is drawn by its label: what the visitor sees there is the label or the field.
      isShown:
        shown !== null &&
        (control.contains(shown) ||
          shown.contains(control) ||
          Boolean((control as HTMLInputElement).labels?.[0]?.contains(shown))),
      textAbove,
      intro: tool.nextElementSibling?.querySelector("h2")?.getBoundingClientRect().top ?? -1,
      toolBottom: tool.getBoundingClientRect().bottom,
    };
  });
}

test.describe("every free tool puts the tool first: its first control on a phone's first screen", () => {
  test.use({ withConsentChoice: false, viewport: PHONE });

  for (const tool of freeTools) {
    test(`${tool.path}, locked and unlocked, banner shown`, async ({ page }) => {
      for (const unlocked of tool.gated ? [false, true] : [true]) {
        await prepareToolsPage(page, { unlocked });
        await page.goto(tool.path);
        await waitForHydration(page);
        await expect(page.getByTestId("tools-gate-pending")).toHaveCount(0);
        await expect(page.getByTestId("cookie-banner")).toBeVisible();
        if (!unlocked) await expect(page.getByTestId("tools-gate")).toBeVisible();
        const first = await firstControl(page);
        const label = `${tool.path} ${unlocked ? "unlocked" : "locked"}: ${first?.control}`;
        expect(first, label).not.toBeNull();
        if (!unlocked) expect(first!.control, label).toBe("input[email] ");
        expect(first!.top, label).toBeGreaterThanOrEqual(0);
        expect(first!.bottom, label).toBeLessThanOrEqual(PHONE.height);
        expect(first!.isShown, label).toBe(true);
        // Above the tool, the tool's name as the page's heading and nothing else; the explanation follows the tool.
        expect(first!.titleIsTheHeading, label).toBe(true);
        expect(first!.textAbove, label).toEqual([]);
        expect(first!.intro, label).toBeGreaterThan(first!.toolBottom);
      }
    });
  }
});
