import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pageCopySources } from "~/content/content-depth";
import { kpiLibrary } from "~/content/kpis.server";
import { listPages } from "~/content/pages.server";
import { pricingFaqs, pricingPlans } from "~/content/pricing";
import { productPages } from "~/kpi-library/product-links";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import {
  comingSoonTenseProblems,
  literalFactProblems,
  sampleCopyProblems,
  untrackedMetricProblems,
  type MetricNames,
} from "./claims";
import { comingSoonPaths, featureStatus, metricsNotTracked, metricsPlanned, metricsTracked } from "./features";

const { allKpis } = await kpiLibrary();

/**
 * The site's account of its own product cannot contradict the model: run over every page, plan, post and KPI as
 * the reader gets them (tokens resolved), and over the copy as written for facts that must be tokens.
 * tests/bundles/built-pages.test.ts runs the same checks over the built HTML, which also covers the views.
 */
const marketingPages = new Map((await listPages()).map((page) => [page.path, page]));
const root = fileURLToPath(new URL("../..", import.meta.url));
const posts = import.meta.glob<string>("../content/blog/*.md", { query: "?raw", import: "default", eager: true });

const pageTexts = [...marketingPages.values()].map((page) => ({
  source: `/${page.path}`,
  texts: [page.title, page.description, ...pageCopySources(page)],
}));
const pricingTexts = {
  source: "/pricing",
  texts: [
    ...pricingPlans.flatMap((plan) => [plan.tagline, ...plan.features]),
    ...pricingFaqs.flatMap((faq) => [faq.question, faq.answer]),
  ],
};
const postTexts = Object.entries(posts).map(([file, raw]) => ({
  source: file,
  texts: resolveSiteTokens(raw, site).split(/\n\s*\n/),
}));
const visible = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(visible)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(visible)
        : [];
const kpiTexts = allKpis().map(({ formula: _formula, ...kpi }) => ({
  source: `/amazon-kpi/${kpi.category}/${kpi.slug}`,
  texts: visible(kpi),
}));
const everything = [...pageTexts, pricingTexts, ...postTexts, ...kpiTexts];

const metricNames = (slugs: readonly string[]): MetricNames[] =>
  allKpis()
    .filter((kpi) => slugs.includes(kpi.slug))
    .map((kpi) => ({ slug: kpi.slug, names: [kpi.name, ...kpi.aliases] }));

describe("copy agrees with the product model", () => {
  it("coming-soon features are flagged on their pages, offered no demo or plan, and never described as here today", () => {
    for (const feature of productPages) {
      const page = marketingPages.get(feature.path.replace(/^\//, ""));
      if (page) expect(page.comingSoon, feature.path).toBe(featureStatus(feature) === "coming soon");
    }
    const offers = [...marketingPages.values()].flatMap((page) =>
      [page.primaryCta, page.secondaryCta].flatMap((cta) =>
        cta &&
        comingSoonPaths.includes(cta.href.split("#")[0]!) &&
        /\b(?:plans?|pricing|demo|trial|start)\b/i.test(cta.label)
          ? [`/${page.path}: "${cta.label}"`]
          : [],
      ),
    );
    expect(offers).toEqual([]);
    expect(everything.flatMap(({ source, texts }) => comingSoonTenseProblems(source, texts, site.brandName))).toEqual(
      [],
    );
  });

  it("no page, plan, post or KPI presents a metric the model does not compute as delivered", () => {
    const notTracked = metricNames(metricsNotTracked);
    const planned = metricNames(metricsPlanned);
    expect(notTracked.length + planned.length).toBe(metricsNotTracked.length + metricsPlanned.length);
    const trackedNames = metricNames(metricsTracked).flatMap((metric) => metric.names);
    // A coming-soon feature's own page names the metrics it will track; every other page must not offer them.
    const notOnComingSoonPages = everything.filter(({ source }) => !comingSoonPaths.includes(source));
    const sampleScreens = [...marketingPages.values()].map((page) => ({
      source: `/${page.path}`,
      texts: page.sections.flatMap((section) =>
        section.kind === "sample-ui"
          ? [
              ...section.metrics.flatMap((metric) => [metric.label, metric.detail ?? ""]),
              ...(section.table?.columns ?? []),
            ]
          : [],
      ),
    }));
    expect([
      ...untrackedMetricProblems(everything, sampleScreens, notTracked, site.brandName, trackedNames),
      ...untrackedMetricProblems(notOnComingSoonPages, sampleScreens, planned, site.brandName, trackedNames),
    ]).toEqual([]);
  });

  it("states freshness and history through the model's tokens, never in words of its own", () => {
    const files = [
      ...["app/content/pages", "app/content/worked-examples", "app/content/kpis", "app/content/blog"].flatMap(
        (folder) =>
          readdirSync(join(root, folder))
            .filter((file) => /\.(ts|md|yaml)$/.test(file) && !file.endsWith(".test.ts"))
            .map((file) => join(root, folder, file)),
      ),
      ...[
        "app/content/shared-copy.ts",
        "app/content/pricing.ts",
        "app/views/home.tsx",
        "app/views/signup.tsx",
        "app/routes/navigation.ts",
      ].map((file) => join(root, file)),
    ];
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => literalFactProblems(relative(root, file), readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("gives each sample product one specification site-wide", () => {
    expect(everything.flatMap(({ source, texts }) => sampleCopyProblems(source, texts.join("\n")))).toEqual([]);
  });
});

describe("the checks catch what issue 26 found, and pass what is true", () => {
  const brand = "MarginAtlas";
  const returnRate: MetricNames = { slug: "return-rate", names: ["Return rate"] };
  const organicShare: MetricNames = { slug: "organic-sales-share", names: ["Organic sales share", "Organic share"] };

  it.each([
    "Yes. Search Query Performance reporting is available today for brand-registered accounts with Brand Analytics access.",
    "MarginAtlas shows Search Query Performance by week for brand-registered accounts.",
  ])("flags a coming-soon capability as present: %j", (text) => {
    expect(comingSoonTenseProblems("/page", [text], brand)).toHaveLength(1);
  });

  it.each([
    "None yet. Search Query Performance will come with the SQP Keyword Optimizer, which is coming soon.",
    "Search Query Performance shows your share of each search term.",
    "Can I see Search Query Performance data in MarginAtlas today?",
  ])("allows %j", (text) => {
    expect(comingSoonTenseProblems("/page", [text], brand)).toEqual([]);
  });

  it("flags an untracked metric sold on a product page or shown on a sample screen, not one that is denied or only resembles it", () => {
    const copy = [
      { source: "/amazon-seller-profit-tool", texts: ["Refund cost and return rate for every product"] },
      { source: "/who-we-serve/agencies", texts: ["MarginAtlas reports organic sales share next to ACoS."] },
      { source: "/amazon-seller-profit-tool", texts: ["MarginAtlas does not compute return rate itself."] },
      { source: "/who-we-serve/aggregators", texts: ["TACoS and sponsored sales share by month"] },
    ];
    const screens = [{ source: "/amazon-seller-dashboard-software", texts: ["organic share 58%"] }];
    const problems = untrackedMetricProblems(copy, screens, [returnRate, organicShare], brand, [
      "Sponsored sales share",
    ]);
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/sample screen shows organic-sales-share/);
  });

  it("flags freshness and history written as words, not tokens, and leaves comments and other numbers alone", () => {
    expect(literalFactProblems("a.ts", `"Amazon Ads reporting only reaches back about 95 days."`)).toHaveLength(1);
    expect(literalFactProblems("a.ts", `"Sales, traffic and ads in one view, refreshed all day."`)).toHaveLength(1);
    expect(literalFactProblems("a.md", "Your seller history backfills for up to two years.")).toHaveLength(1);
    expect(
      literalFactProblems("a.ts", `// Ads API: 95 days for Sponsored Products\n"new sellers in their first 365 days"`),
    ).toEqual([]);
    expect(literalFactProblems("a.ts", `"no orders in several hours when it normally sells every hour"`)).toEqual([]);
  });

  it("flags a sample product stated with another size", () => {
    expect(
      sampleCopyProblems("/p", "A hypothetical stainless garlic press in Home & Kitchen, 8 x 3 x 2 in, 0.6 lb"),
    ).toHaveLength(1);
    expect(sampleCopyProblems("/p", "a garlic press at $18.99, 8 x 3 x 2 in")).toHaveLength(1);
    expect(sampleCopyProblems("/p", "A hypothetical compact garlic press in Home & Kitchen, 8 x 3 x 2 in")).toEqual([]);
  });
});
