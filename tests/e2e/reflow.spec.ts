import type { Page } from "@playwright/test";
import { builtSitemapPaths } from "../support/built-sitemap";
import { expect, test } from "./support/fixtures";

/**
 * WCAG 2.1 reflow (1.4.10): no page of the sitemap may scroll horizontally at 320 px or 375 px. Wide content
 * (formulas, tables) has to wrap or scroll inside its own box. Reads the sitemap the build wrote, so run
 * `npm run build` first (with the same BUILD_DIR).
 */
const WIDTHS = [320, 375] as const;
const PATHS_PER_TEST = 12;

// Hundreds of navigations: a trace of each would cost more than the checks.
test.use({ trace: "off" });

const paths = builtSitemapPaths();

/** The outermost elements that stick out past the viewport's right edge (their parent does not), for the failure message. */
function widestElements(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const describe = (element: Element) => {
      const classes =
        typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 4).join(".") : "";
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> right=${Math.round(element.getBoundingClientRect().right)}`;
    };
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > limit)
      .filter(
        (element) =>
          !element.parentElement ||
          element.parentElement.getBoundingClientRect().right <= limit ||
          element.parentElement === document.body,
      )
      .filter((element) => !clippedByAncestor(element))
      .slice(0, 3)
      .map(describe);
  });
}

for (let start = 0; start < paths.length; start += PATHS_PER_TEST) {
  const chunk = paths.slice(start, start + PATHS_PER_TEST);
  test(`no horizontal scroll at ${WIDTHS.join(" and ")} px: sitemap pages ${start + 1}-${start + chunk.length} (${chunk[0]} ...)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const overflows: string[] = [];
    // One load per page, at the narrowest width, then the viewport widens: the layout is CSS (media queries apply on
    // resize), so each page is loaded once, not once per width (202 loads instead of 404).
    for (const pathname of chunk) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      const response = await page.goto(pathname, { waitUntil: "load" });
      expect(response?.status(), pathname).toBe(200);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) {
          overflows.push(
            `${pathname} at ${width} px: scrollWidth ${scrollWidth} > ${innerWidth} (${(await widestElements(page)).join("; ")})`,
          );
        }
      }
    }
    expect(overflows, "pages that scroll horizontally").toEqual([]);
  });
}

test("the sitemap lists the pages the reflow walk covers", () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain("/");
});
