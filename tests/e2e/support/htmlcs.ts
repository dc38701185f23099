import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/**
 * A second accessibility engine beside axe: HTML_CodeSniffer's WCAG 2 AA rules, the engine pa11y runs by default, with
 * pa11y's default of reporting errors only. pa11y itself is not used: it depends on puppeteer, which downloads its own
 * browser. So the same HTMLCS build (npm html_codesniffer) is evaluated in the page, in the project's Chromium, through
 * the DevTools protocol as axe is (the page's Content Security Policy stays on: it allows no script from the test, and
 * it does not apply to the protocol's own evaluation).
 *
 * It runs on tool pages, /signup, /contact and one page of every other route type, at 375 and 1440 px once hydrated:
 * the sitemap's pages in the sitemap walk (sitemap-pages.spec.ts), which has them loaded, the others in htmlcs.spec.ts.
 */
export const HTMLCS_PAGES = [
  "/features/amazon-fba-calculator",
  "/tools",
  "/tools/fba-fee-audit",
  "/tools/inbound-placement-comparator",
  "/tools/reimbursement-finder",
  "/tools/low-inventory-fee-predictor",
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
  "/search?q=acos",
  "/amazon-data-library",
  "/amazon-kpi/advertising",
  "/amazon-kpi/advertising/acos",
  "/resources/blog",
  "/resources/blog/tag/acos",
  "/resources/blog/acos-vs-tacos-amazon-ppc",
  "/this-page-does-not-exist",
];

export const HTMLCS_WIDTHS = [375, 1440] as const;

const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

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

/** HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now, each as "code: message <- element". */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as { HTMLCS?: unknown }).HTMLCS !== "undefined")))
    await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
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
                .map((message) => `${message.code}: ${message.msg} <- ${message.element.outerHTML.slice(0, 160)}`),
            ),
          () => reject(new Error("HTML_CodeSniffer failed")),
          "en",
        );
      }),
  );
}
