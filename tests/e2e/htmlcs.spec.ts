import { ROUTE_TYPES, routeTypeOf } from "~/routes/route-types";
import { builtSitemapPaths } from "../support/built-sitemap";
import { expect, pageCheck as test, waitForHydration } from "./support/fixtures";
import { HTMLCS_PAGES, HTMLCS_WIDTHS, htmlcsErrors } from "./support/htmlcs";

/**
 * HTML_CodeSniffer (support/htmlcs.ts) on its pages outside the sitemap, at 375 and 1440 px once hydrated, in the
 * worker's page (`checkedPage`). The sitemap walk (sitemap-pages.spec.ts) runs it on the others while it has them loaded.
 * Reads the sitemap the build wrote, so run `npm run build` first.
 */
const sitemap = new Set(builtSitemapPaths());
const outsideSitemap = HTMLCS_PAGES.filter((path) => !sitemap.has(path.split("?")[0]!));

test("the HTML_CodeSniffer pages cover every route type", () => {
  const covered = new Set(
    HTMLCS_PAGES.map((path) => routeTypeOf(path === "/this-page-does-not-exist" ? "/404" : path.split("?")[0]!)),
  );
  expect(ROUTE_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  expect(outsideSitemap).toEqual(["/handoff", "/search?q=acos", "/this-page-does-not-exist"]);
});

for (const width of HTMLCS_WIDTHS) {
  test.describe(`HTML_CodeSniffer WCAG 2 AA at ${width} px`, () => {
    for (const path of outsideSitemap) {
      test(`no errors on ${path}`, async ({ checkedPage: page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForHydration(page);
        expect(await htmlcsErrors(page)).toEqual([]);
      });
    }
  });
}
