import { describe, expect, it } from "vitest";
import { copyRuleViolations } from "~/content/copy-rules";
import { copyContextOf } from "~/content/entry-checks";
import { metricVocabulary } from "~/content/entry-checks.server";
import { pageText } from "~/content/page-reads.server";
import { LIBRARY_PATH } from "~/kpi-library/paths";
import { shownCopyProblems } from "~/product/claims";
import { productFacts } from "~/product/facts";
import { comingSoonPaths } from "~/product/features";
import { toolIO } from "~/product/tools";
import { freeTools } from "~/tools/tool-catalog";
import { readBuiltPages, siteCopy } from "../../scripts/site-copy";
import { builtClientDir, builtSitemapPaths } from "../support/built-sitemap";

const pages = [...builtSitemapPaths(), "/404"];
const html = new Map(readBuiltPages(builtClientDir, pages).map((page) => [page.path, page.html]));

describe("built pages", () => {
  it("show no unresolved site token ({brand}, {supportEmail}, {siteHost}), product fact ({fact:...}) or Amazon fact ({amazon:...})", () => {
    const unresolved = pages.filter((pagePath) =>
      /\{(brand|supportEmail|siteHost)\}|\{(?:fact|amazon):[A-Za-z]+\}/.test(html.get(pagePath)!),
    );
    expect(pages.length).toBeGreaterThan(190);
    expect(unresolved).toEqual([]);
  });

  it("show no link written as Markdown ([label](/path)) as text, in the page or its structured data", () => {
    const raw = pages.flatMap((pagePath) =>
      [...html.get(pagePath)!.matchAll(/\[[^\]\n<]{1,80}\]\((?:\/|https:\/\/)[^)\s]*\)/g)].map(
        ([link]) => `${pagePath}: ${link}`,
      ),
    );
    expect(raw).toEqual([]);
  });

  it("show on every post card of a tag page the tag the page lists (cards show all of a post's tags)", () => {
    const tagPages = pages.filter((pagePath) => pagePath.startsWith("/resources/blog/tag/"));
    expect(tagPages.length).toBeGreaterThan(10);
    const misfiled = tagPages.flatMap((pagePath) => {
      const page = html.get(pagePath)!;
      const label = /<h1\b[^>]*>Guides on ([^<]+)/.exec(page)?.[1]?.replace(/&amp;/g, "&");
      if (!label) return [`${pagePath}: no "Guides on" heading`];
      const cards = page
        .split('<li><a href="/resources/blog/')
        .slice(1)
        .filter((card) => !card.startsWith("tag/"));
      if (cards.length === 0) return [`${pagePath}: no post cards`];
      return cards
        .filter((card) => !card.slice(0, card.indexOf("</a>")).includes(`>${label}</span>`))
        .map((card) => `${pagePath}: ${card.slice(0, card.indexOf('"'))}`);
    });
    expect(misfiled).toEqual([]);
  });

  it("offer no demo on a coming-soon feature's page and no plan or demo link to one anywhere", () => {
    const live = html.get("/features/profit-loss")!;
    const demoButtons = (page: string) => (page.match(/data-action="open-demo"/g) ?? []).length;
    for (const comingSoon of comingSoonPaths) {
      // The header offers the general tour on every page; the hero's Watch demo is the one more a live feature has.
      expect(demoButtons(html.get(comingSoon)!), comingSoon).toBe(demoButtons(live) - 1);
    }
    const offers = pages.flatMap((pagePath) =>
      [...html.get(pagePath)!.matchAll(/<a\b[^>]*href="([^"#]+)[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].flatMap(
        ([, href, label]) =>
          comingSoonPaths.includes(href!) && /\b(?:plans?|pricing|demo|trial)\b/i.test(label!.replace(/<[^>]+>/g, ""))
            ? [`${pagePath}: ${label!.replace(/<[^>]+>/g, "").trim()}`]
            : [],
      ),
    );
    expect(offers).toEqual([]);
  });

  it("say nothing the product model contradicts and use no phrasing the copy rules ban (no command or file of ours), on every page, in the shell and in the islands", () => {
    // The entries are checked as they load (app/content/entry-checks.ts); this reads what the code around them adds.
    const metrics = metricVocabulary();
    // The library lists every KPI's definition, as the KPI pages do (read as definitions, not offers).
    const copy = siteCopy().filter((page) => !page.path.startsWith(LIBRARY_PATH));
    expect(copy.length).toBeGreaterThan(200);
    // An island's copy is read as its tool's page, the shell's and the overlays' as the home page.
    const pageOf = (source: string) => {
      if (source.startsWith("/")) return source;
      const tool = toolIO.find((candidate) => source === `islands/tools/${candidate.folder}`);
      return freeTools.find((candidate) => candidate.id === tool?.id)?.path ?? "/";
    };
    const found = copy.flatMap((page) => {
      const context = { ...copyContextOf(pageOf(page.path), metrics), productPage: page.productPage };
      return page.text
        .split("\n")
        .flatMap((text) => [
          ...shownCopyProblems(text, context),
          ...copyRuleViolations(text).map((violation) => ({ problem: violation.reason, sentence: violation.match })),
        ])
        .map((problem) => `${page.path}: ${problem.problem}: "${problem.sentence}"`);
    });
    expect(found).toEqual([]);
  });

  it("state freshness the model's way: the home page's hour, the navigation's, and nowhere 'refreshed all day'", () => {
    expect(pageText(html.get("/")!)).toContain(`Know your true Amazon profit, ${productFacts.ordersRefresh}`);
    const stale = pages.filter((pagePath) =>
      /refreshed all day|updated every day|reaches back about 95 days|available today for brand-registered/i.test(
        pageText(html.get(pagePath)!),
      ),
    );
    expect(stale).toEqual([]);
  });

  it("call the product real-time only on the page that says what real time means: never in a head, JSON-LD or the footer", () => {
    const head = (page: string) => page.match(/<head>[\s\S]*?<\/head>/)?.[0] ?? "";
    const footer = (page: string) => page.match(/<footer\b[\s\S]*?<\/footer>/)?.[0] ?? "";
    // A link to that page may carry its name.
    const withoutLinksToIt = (part: string) =>
      part.replace(/<a\b[^>]*href="\/real-time-amazon-analytics"[^>]*>[\s\S]*?<\/a>/g, "");
    const unqualified = pages.filter(
      (pagePath) =>
        pagePath !== "/real-time-amazon-analytics" &&
        /real[- ]time/i.test(withoutLinksToIt(head(html.get(pagePath)!) + footer(html.get(pagePath)!))),
    );
    expect(unqualified).toEqual([]);
  });

  it("link every free tool from every page's footer and from the home page's tool list", () => {
    const footerOf = (page: string) => page.slice(page.lastIndexOf("<footer"));
    const home = html.get("/")!;
    const toolsSection = home.slice(
      home.indexOf('aria-labelledby="tools-heading"'),
      home.indexOf("</section>", home.indexOf('aria-labelledby="tools-heading"')),
    );
    for (const tool of freeTools) {
      expect(toolsSection, `home page's tool list: ${tool.path}`).toContain(`href="${tool.path}"`);
      const withoutIt = pages.filter((pagePath) => !footerOf(html.get(pagePath)!).includes(`href="${tool.path}"`));
      expect(withoutIt, `pages whose footer has no link to ${tool.path}`).toEqual([]);
    }
  });

  it("never put a visitor's email address in a URL: every form with an email field posts", () => {
    // Without JavaScript (or before the shell's early-submit guard runs) a form submits itself: as a GET, the address
    // would land in the URL, the history, access logs and the next page's referrer. A POST to a static page is
    // refused by the server instead, and the address goes nowhere.
    const forms = pages.flatMap((pagePath) =>
      [...html.get(pagePath)!.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes, body]) => ({
        pagePath,
        attributes: attributes!,
        body: body!,
      })),
    );
    const emailForms = forms.filter(({ body }) => /<input\b[^>]*(?:autocomplete="email"|type="email")/.test(body));
    expect(emailForms.length).toBeGreaterThan(pages.length); // the footer's newsletter form is on every page
    expect(
      emailForms.filter(({ attributes }) => !/\bmethod="post"/.test(attributes)).map(({ pagePath }) => pagePath),
    ).toEqual([]);
  });
});
