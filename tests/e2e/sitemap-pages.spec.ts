import type { Page } from "@playwright/test";
import { categoryHref, kpiHref, LIBRARY_PATH } from "~/kpi-library/paths";
import { kpiSlugsByCategory } from "~/product/kpis";
import { ROUTE_TYPES, routeTypeOf } from "~/routes/route-types";
import { builtSitemapPaths } from "../support/built-sitemap";
import { axe, axeViolations } from "./support/axe";
import { expect, expectStrictPolicy, pageCheck as test, waitForHydration } from "./support/fixtures";
import { HTMLCS_PAGES, htmlcsErrors } from "./support/htmlcs";

/**
 * Every page of the sitemap, loaded once in the worker's page (`checkedPage`):
 * - WCAG 2.1 reflow (1.4.10): no horizontal scroll at 320 px or 375 px. Wide content (formulas, tables) has to wrap
 *   or scroll inside its own box. The page loads at 320 px and widens: the layout is CSS, so media queries apply on
 *   resize.
 * - axe's WCAG 2.1 A and AA rules at 1440 px once hydrated (`tests/e2e/support/axe.ts`). Colour contrast, half of an
 *   axe run's time, comes from the classes of a page's template: it runs on `FULL_WCAG_PAGES` (one page of every route
 *   type, each free tool, and the first KPI page of each category, as their own tests did before). Every other rule
 *   runs on every page: names, labels, lists, headings, ARIA, ids, title, language are where pages differ.
 * - HTML_CodeSniffer, a second engine, on the pages of `HTMLCS_PAGES` (support/htmlcs.ts): at 375 px once hydrated,
 *   and at 1440 px after axe.
 * - Content-Security-Policy: the page is served with a strict policy, and loads and hydrates without a violation
 *   (`checkedPage` fails the test on one; csp.spec.ts uses the interactive parts under the policy).
 * - KPI pages: no note meant for the team reaches the page (issue 10).
 * Reads the sitemap the build wrote, so run `npm run build` first (with the same BUILD_DIR). The 404 page, the
 * overlays and the tools' interactive states are checked in a11y.spec.ts and tools.spec.ts.
 */
const REFLOW_WIDTHS = [320, 375] as const;
const INTERNAL_NOTE = /not verified|unverified|research notes|\bTODO\b|commonly cited/i;

const paths = builtSitemapPaths();

const FULL_WCAG_PAGES = new Set([
  "/",
  "/signup",
  "/features/profit-loss",
  "/features/sqp-keyword-optimizer",
  "/features/amazon-fba-calculator",
  "/tools",
  "/tools/bulk-fba-calculator",
  "/tools/fba-fee-audit",
  "/tools/inbound-placement-comparator",
  "/tools/reimbursement-finder",
  "/tools/low-inventory-fee-predictor",
  "/tools/lost-sales-calculator",
  "/tools/roi-calculator",
  "/tools/organic-rank-tracker",
  "/who-we-serve/agencies",
  "/resources/blog",
  "/resources/blog/tag/acos",
  "/resources/blog/acos-vs-tacos-amazon-ppc",
  "/pricing",
  "/contact",
  "/about",
  "/amazon-analytics-tool",
  "/privacy-policy",
  "/getting-started/connect-amazon-store",
  LIBRARY_PATH,
  ...Object.entries(kpiSlugsByCategory).flatMap(([category, slugs]) => [
    categoryHref(category),
    kpiHref(category, slugs[0]),
  ]),
]);

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

test.describe.configure({ mode: "parallel" });

for (const pathname of paths) {
  const fullWcag = FULL_WCAG_PAGES.has(pathname);
  const htmlcs = HTMLCS_PAGES.includes(pathname);
  test(`${pathname}: no horizontal scroll at ${REFLOW_WIDTHS.join(" and ")} px, axe${fullWcag ? " (every WCAG rule)" : ""} at 1440 px${htmlcs ? ", HTML_CodeSniffer at 375 and 1440 px" : ""}`, async ({
    checkedPage: page,
  }) => {
    await page.setViewportSize({ width: REFLOW_WIDTHS[0], height: 800 });
    const response = await page.goto(pathname, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    expectStrictPolicy(response?.headers()["content-security-policy"]);
    const overflows: string[] = [];
    for (const width of REFLOW_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth)
        overflows.push(
          `at ${width} px: scrollWidth ${scrollWidth} > ${innerWidth} (${(await widestElements(page)).join("; ")})`,
        );
    }
    expect(overflows, "horizontal scroll").toEqual([]);
    if (htmlcs) {
      await waitForHydration(page);
      expect(await htmlcsErrors(page), "HTML_CodeSniffer at 375 px").toEqual([]);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForHydration(page);
    if (routeTypeOf(pathname) === "kpi page") expect(await page.locator("body").innerText()).not.toMatch(INTERNAL_NOTE);
    const check = fullWcag ? axe(page) : axe(page).disableRules(["color-contrast"]);
    expect(await axeViolations(check)).toEqual([]);
    if (htmlcs) expect(await htmlcsErrors(page), "HTML_CodeSniffer at 1440 px").toEqual([]);
  });
}

test("the walk covers every KPI page and the full-WCAG pages", () => {
  expect(paths.length).toBeGreaterThan(200);
  const kpiPages = Object.entries(kpiSlugsByCategory).flatMap(([category, slugs]) =>
    slugs.map((slug) => kpiHref(category, slug)),
  );
  expect(kpiPages.filter((path) => !paths.includes(path))).toEqual([]);
  expect([...FULL_WCAG_PAGES].filter((path) => !paths.includes(path))).toEqual([]);
  const sitemapTypes = new Set(paths.map(routeTypeOf));
  const fullWcagTypes = new Set([...FULL_WCAG_PAGES].map(routeTypeOf));
  expect(ROUTE_TYPES.filter((type) => sitemapTypes.has(type) && !fullWcagTypes.has(type))).toEqual([]);
});
