import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { comingSoonTenseProblems, sampleCopyProblems } from "~/product/claims";
import { comingSoonPaths } from "~/product/features";
import { productFacts } from "~/product/facts";
import { readSiteConfig } from "~/site/config";
import { builtClientDir, builtSitemapPaths } from "../support/built-sitemap";

const site = readSiteConfig(process.env);
const pages = [...builtSitemapPaths(), "/404"];
const html = new Map(pages.map((pagePath) => [pagePath, readFileSync(path.join(builtClientDir, pagePath === "/404" ? "404.html" : path.join(pagePath, "index.html")), "utf8")]));

/** The page's own visible text: head, scripts, styles, the shell's header, navigation and footer and tags out, entities the copy uses decoded, one line per block. */
function visibleText(page: string): string {
  return page
    .replace(/<(head|script|style|template|header|footer|nav)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(?:p|li|h[1-6]|td|th|dd|dt|div|tr|summary|figcaption)>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, " ")
    .replace(/[ \t]+/g, " ");
}

describe("built pages", () => {
  it("show no unresolved site token ({brand}, {supportEmail}, {siteHost}) or product fact ({fact:...})", () => {
    const unresolved = pages.filter((pagePath) => /\{(brand|supportEmail|siteHost)\}|\{fact:[A-Za-z]+\}/.test(html.get(pagePath)!));
    expect(pages.length).toBeGreaterThan(190);
    expect(unresolved).toEqual([]);
  });

  it("offer no demo on a coming-soon feature's page and no plan or demo link to one anywhere", () => {
    const live = html.get("/features/profit-loss")!;
    const demoButtons = (page: string) => (page.match(/data-action="open-demo"/g) ?? []).length;
    for (const comingSoon of comingSoonPaths) {
      // The header offers the general tour on every page; the hero's Watch demo is the one more a live feature has.
      expect(demoButtons(html.get(comingSoon)!), comingSoon).toBe(demoButtons(live) - 1);
    }
    const offers = pages.flatMap((pagePath) =>
      [...html.get(pagePath)!.matchAll(/<a\b[^>]*href="([^"#]+)[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].flatMap(([, href, label]) =>
        comingSoonPaths.includes(href!) && /\b(?:plans?|pricing|demo|trial)\b/i.test(label!.replace(/<[^>]+>/g, "")) ? [`${pagePath}: ${label!.replace(/<[^>]+>/g, "").trim()}`] : [],
      ),
    );
    expect(offers).toEqual([]);
  });

  it("never describe a coming-soon feature or its data as here today, on any page, the views included", () => {
    const found = pages.flatMap((pagePath) => comingSoonTenseProblems(pagePath, visibleText(html.get(pagePath)!).split("\n"), site.brandName));
    expect(found).toEqual([]);
  });

  it("state freshness the model's way: the home page's hour, the navigation's, and nowhere 'refreshed all day'", () => {
    expect(visibleText(html.get("/")!)).toContain(`Know your true Amazon profit, ${productFacts.ordersRefresh}`);
    const stale = pages.filter((pagePath) => /refreshed all day|updated every day|reaches back about 95 days|available today for brand-registered/i.test(visibleText(html.get(pagePath)!)));
    expect(stale).toEqual([]);
  });

  it("give each sample product one specification on every page", () => {
    const found = pages.flatMap((pagePath) => sampleCopyProblems(pagePath, visibleText(html.get(pagePath)!)));
    expect(found).toEqual([]);
  });
});
