import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { routeTypeOf, type RouteType as SiteRouteType } from "~/routes/route-types";
import { afterPaintImports } from "../../server/site/after-paint-scripts";
import { builtSitemapPaths, builtClientDir as clientDir } from "../support/built-sitemap";
import { pageScripts } from "./page-scripts";

/**
 * Bundle budgets: every prerendered page of the sitemap, grouped by route type, with the gzipped JavaScript it loads
 * before the visitor acts (its module scripts and self-hydrating islands with their static imports, see
 * page-scripts.ts) and its CSS. A change that grows a route type past its budget fails here; Lighthouse stays a bench
 * script (npm run bench:lighthouse), too noisy for CI. Issue 17's ceilings are 80 KB on content pages and 150 KB on
 * tool pages; the tool and form budgets sit about 2 KB above today's largest page of each type, so growth is noticed
 * early. The pages that load only the shell hold issue 38's promise: the site search costs them nothing before the
 * visitor reaches for it, so they load no more than the 11,646 B they loaded before it (10,573 B since the shell's
 * modules are one chunk, server/site/shell-chunk.ts).
 */
const SHELL_ONLY_JS_BUDGET_KB = 11_646 / 1024;
const JS_BUDGET_KB = {
  home: SHELL_ONLY_JS_BUDGET_KB,
  content: SHELL_ONLY_JS_BUDGET_KB,
  pricing: SHELL_ONLY_JS_BUDGET_KB,
  "kpi page": SHELL_ONLY_JS_BUDGET_KB,
  "kpi category": SHELL_ONLY_JS_BUDGET_KB,
  "kpi library": SHELL_ONLY_JS_BUDGET_KB,
  blog: SHELL_ONLY_JS_BUDGET_KB,
  tool: 126,
  form: 144,
} as const;
// The whole stylesheet is inline in each page's head (issue 39): 11.6 KB today, one budget for every page.
const CSS_BUDGET_KB = 13;
// A page's HTML, its CSS included, arrives in two round trips of Lighthouse's simulated slow 4G (14.6 + 29.2 KB, with
// the response's headers, about 0.8 KB): a third would add 150 ms to its largest paint (issue 39). The KPI library is
// the largest, 42.4 KB.
const HTML_BUDGET_BYTES = 43_000;
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
  expect(html, `${pagePath} links a stylesheet: the CSS is inline`).not.toMatch(/<link rel="stylesheet"/);
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
  return {
    htmlBytes: gzipSync(html, { level: 9 }).length,
    jsKb: scripts.reduce((sum, file) => sum + gzippedKb(file), 0),
    cssKb: gzipSync(css, { level: 9 }).length / 1024,
    scripts: scripts.length,
  };
}

describe("bundle budgets per route type (gzip -9)", () => {
  const pages = builtSitemapPaths();

  it("covers every route type", () => {
    expect(new Set(pages.map(routeType))).toEqual(new Set(Object.keys(JS_BUDGET_KB)));
  });

  it("no page's HTML, JavaScript or CSS is over its budget", () => {
    const largest = new Map<RouteType, { pagePath: string; jsKb: number; cssKb: number }>();
    const overBudget: string[] = [];
    for (const pagePath of pages) {
      const type = routeType(pagePath);
      const { htmlBytes, jsKb, cssKb, scripts } = pageWeight(pagePath);
      expect(scripts, `${pagePath} loads no JavaScript: the HTML was not parsed`).toBeGreaterThan(0);
      if (jsKb > JS_BUDGET_KB[type])
        overBudget.push(`${pagePath} (${type}): JS ${jsKb.toFixed(2)} KB > ${JS_BUDGET_KB[type].toFixed(2)} KB`);
      if (htmlBytes > HTML_BUDGET_BYTES)
        overBudget.push(`${pagePath} (${type}): HTML ${htmlBytes} B > ${HTML_BUDGET_BYTES} B`);
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

describe("the shell's chunks (server/site/shell-chunk.ts)", () => {
  it("only the page's own script starts the shell: its start code is there, and no other chunk imports that script", () => {
    const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
    const pageScript = afterPaintImports(html)[0]?.replace("/assets/", "");
    expect(pageScript, "the home page has no module script").toBeDefined();
    const chunks = readdirSync(path.join(clientDir, "assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => ({ file, code: readFileSync(path.join(clientDir, "assets", file), "utf8") }));
    // shell.browser.ts's last step marks the shell ready.
    expect(chunks.filter(({ code }) => code.includes("shellReady")).map(({ file }) => file)).toEqual([pageScript]);
    expect(chunks.filter(({ file, code }) => file !== pageScript && code.includes(pageScript!))).toEqual([]);
  });
});
