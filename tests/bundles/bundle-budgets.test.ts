import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { routeTypeOf, type RouteType as SiteRouteType } from "~/routes/route-types";
import { builtSitemapPaths, builtClientDir as clientDir } from "../support/built-sitemap";
import { pageScripts } from "./page-scripts";

/**
 * Bundle budgets: every prerendered page of the sitemap, grouped by route type, with the gzipped JavaScript it loads
 * before the visitor acts (its module scripts and self-hydrating islands with their static imports, see
 * page-scripts.ts) and its CSS. A change that grows a route type past its budget fails here; Lighthouse stays a bench
 * script (npm run bench:lighthouse), too noisy for CI. Issue 17's ceilings are 80 KB on content pages and 150 KB on
 * tool pages; the budgets sit about 2 KB above today's largest page of each type, so growth is noticed early.
 */
const JS_BUDGET_KB = {
  home: 14,
  content: 14,
  pricing: 14,
  "kpi page": 14,
  "kpi category": 14,
  "kpi library": 14,
  blog: 14,
  // 128 since issue 36 (the FBA calculator's page, the largest, 125.8 -> 126.3 KB): the fee engine prices a unit
  // through one pipeline, the amounts' (fee-totals.ts), and puts the words beside them, so the page ships that
  // pipeline too (+0.3 KB); its number fields are drawn from the form's specs (+0.1 KB, mostly a shared module).
  tool: 128,
  form: 144,
} as const;
// 13 since issues 38 and 39 (12.0 KB with the search box's styles and the fallback font's face): the sheet no longer
// blocks the first paint, which has its own CSS inline (server/critical-css.ts).
const CSS_BUDGET_KB = 13;
type RouteType = keyof typeof JS_BUDGET_KB;

/** The budget group of each of the site's route types (app/routes/routes.ts): pages built alike share a budget. */
const BUDGET_OF: Partial<Record<SiteRouteType, RouteType>> = {
  home: "home",
  pricing: "pricing",
  "kpi library": "kpi library",
  "kpi page": "kpi page",
  "kpi category": "kpi category",
  "blog index": "blog",
  "blog tag": "blog",
  "blog post": "blog",
  "tools hub": "tool",
  tool: "tool",
  "fba calculator": "tool",
  signup: "form",
  contact: "form",
};

function routeType(pagePath: string): RouteType {
  return BUDGET_OF[routeTypeOf(pagePath)] ?? "content";
}

const gzipped = new Map<string, number>();
function gzippedKb(assetPath: string): number {
  if (!gzipped.has(assetPath))
    gzipped.set(assetPath, gzipSync(readFileSync(path.join(clientDir, assetPath)), { level: 9 }).length / 1024);
  return gzipped.get(assetPath)!;
}

function pageWeight(pagePath: string) {
  const html = readFileSync(path.join(clientDir, pagePath, "index.html"), "utf8");
  const scripts = pageScripts(clientDir, html);
  const styles = [
    ...new Set(
      [...html.matchAll(/<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!),
    ),
  ];
  return {
    jsKb: scripts.reduce((sum, file) => sum + gzippedKb(file), 0),
    cssKb: styles.reduce((sum, file) => sum + gzippedKb(file), 0),
    scripts: scripts.length,
  };
}

describe("bundle budgets per route type (gzip -9)", () => {
  const pages = builtSitemapPaths();

  it("covers every route type", () => {
    expect(new Set(pages.map(routeType))).toEqual(new Set(Object.keys(JS_BUDGET_KB)));
  });

  it("no page's JavaScript or CSS is over its route type's budget", () => {
    const largest = new Map<RouteType, { pagePath: string; jsKb: number; cssKb: number }>();
    const overBudget: string[] = [];
    for (const pagePath of pages) {
      const type = routeType(pagePath);
      const { jsKb, cssKb, scripts } = pageWeight(pagePath);
      expect(scripts, `${pagePath} loads no JavaScript: the HTML was not parsed`).toBeGreaterThan(0);
      if (jsKb > JS_BUDGET_KB[type])
        overBudget.push(`${pagePath} (${type}): JS ${jsKb.toFixed(1)} KB > ${JS_BUDGET_KB[type]} KB`);
      if (cssKb > CSS_BUDGET_KB)
        overBudget.push(`${pagePath} (${type}): CSS ${cssKb.toFixed(1)} KB > ${CSS_BUDGET_KB} KB`);
      if (jsKb > (largest.get(type)?.jsKb ?? 0)) largest.set(type, { pagePath, jsKb, cssKb });
    }
    console.log(
      [...largest]
        .map(
          ([type, page]) =>
            `${type.padEnd(13)} ${page.jsKb.toFixed(1).padStart(6)} KB JS  ${page.cssKb.toFixed(1)} KB CSS  (largest: ${page.pagePath})`,
        )
        .join("\n"),
    );
    expect(overBudget).toEqual([]);
  });
});
