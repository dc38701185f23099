import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ROUTE_TYPES, routeTypeOf } from "~/routes/route-types";
import { expect, pageCheck as test, waitForHydration } from "./support/fixtures";

/**
 * A second accessibility engine beside axe (sitemap-pages.spec.ts): HTML_CodeSniffer's WCAG 2 AA rules, the engine pa11y runs
 * by default, with pa11y's default of reporting errors only. pa11y itself is not used: it depends on puppeteer, which
 * downloads its own browser. So the same HTMLCS build (npm html_codesniffer) is evaluated in the page here, in the
 * project's Chromium, through the DevTools protocol as axe is (the page's Content Security Policy stays on: it allows
 * no script from the test, and it does not apply to the protocol's own evaluation). Tool pages, /signup, /contact and
 * one page of every other route type, at 375 and 1440 px, once hydrated, in the worker's page (`checkedPage`).
 */

const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

const pages = [
  "/features/amazon-fba-calculator",
  "/tools",
  "/tools/fba-fee-audit",
  "/tools/lost-sales-calculator",
  "/tools/roi-calculator",
  "/tools/organic-rank-tracker",
  "/signup",
  "/contact",
  "/",
  "/features/profit-loss",
  "/amazon-analytics-tool",
  "/who-we-serve/agencies",
  "/about",
  "/privacy-policy",
  "/getting-started/connect-amazon-store",
  "/pricing",
  "/handoff",
  "/amazon-data-library",
  "/amazon-kpi/advertising",
  "/amazon-kpi/advertising/acos",
  "/resources/blog",
  "/resources/blog/tag/acos",
  "/resources/blog/acos-vs-tacos-amazon-ppc",
  "/this-page-does-not-exist",
];

test("the HTML_CodeSniffer pages cover every route type", () => {
  const covered = new Set(pages.map((path) => routeTypeOf(path === "/this-page-does-not-exist" ? "/404" : path)));
  expect(ROUTE_TYPES.filter((type) => !covered.has(type))).toEqual([]);
});

interface HtmlcsMessage {
  code: string;
  msg: string;
  type: number;
  element: Element;
}
declare const HTMLCS: {
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void;
  getMessages(): HtmlcsMessage[];
};

for (const width of [375, 1440]) {
  test.describe(`HTML_CodeSniffer WCAG 2 AA at ${width} px`, () => {
    for (const path of pages) {
      test(`no errors on ${path}`, async ({ checkedPage: page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForHydration(page);
        await page.evaluate(HTMLCS_SOURCE);
        const errors = await page.evaluate(
          () =>
            new Promise<string[]>((resolve, reject) => {
              const ERROR = 1;
              HTMLCS.process(
                "WCAG2AA",
                document,
                () =>
                  resolve(
                    HTMLCS.getMessages()
                      .filter((message) => message.type === ERROR)
                      .map(
                        (message) => `${message.code}: ${message.msg} <- ${message.element.outerHTML.slice(0, 160)}`,
                      ),
                  ),
                () => reject(new Error("HTML_CodeSniffer failed")),
                "en",
              );
            }),
        );
        expect(errors).toEqual([]);
      });
    }
  });
}
