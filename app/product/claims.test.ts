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
  amazonFactProblems,
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

  // Every file of copy as written: page entries (in their group folders), KPI entries, posts, worked examples.
  const copyFiles = [
    ...[
      "app/content/pages",
      "app/content/site-pages",
      "app/content/worked-examples",
      "app/content/kpis",
      "app/content/blog",
    ].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|md|yaml)$/.test(file) && !file.endsWith(".test.ts"))
        .map((file) => join(root, folder, file)),
    ),
    ...[
      "app/content/shared-copy.ts",
      "app/content/pricing.ts",
      "app/kpi-library/categories.ts",
      "app/views/home.tsx",
      "app/views/signup.tsx",
      "app/routes/navigation.ts",
    ].map((file) => join(root, file)),
  ].map((file) => ({ file: relative(root, file), raw: readFileSync(file, "utf8") }));

  it("states freshness and history through the model's tokens, never in words of its own", () => {
    expect(copyFiles.filter(({ file }) => file.startsWith("app/content/pages/")).length).toBeGreaterThan(40);
    expect(copyFiles.flatMap(({ file, raw }) => literalFactProblems(file, raw))).toEqual([]);
  });

  it("states how Amazon computes a fee or figure through its fact ({amazon:name}), never in words of its own", () => {
    expect(copyFiles.flatMap(({ file, raw }) => amazonFactProblems(file, raw))).toEqual([]);
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

  it.each([
    ["The fee applies only when both are under 28 days, and the higher of the two sets the rate.", "lowInventoryFee"],
    [
      "Since April 2024 running below 28 days of supply adds a low-inventory-level fee to every unit shipped.",
      "lowInventoryFee",
    ],
    ["The low-inventory-level fee applies when your historical days of supply fall under 28.", "lowInventoryFee"],
    ["Products with fewer than 20 units sold in the past 7 days are exempt.", "lowInventoryFee"],
    ["New Professional sellers in their first 365 days are exempt.", "lowInventoryFee"],
    ["It counts units available for sale and units in fulfillment center processing.", "daysOfSupply"],
    ["Units still being inbounded do not count.", "daysOfSupply"],
    ["The surcharge applies when the ratio exceeds 22 weeks.", "storageUtilizationSurcharge"],
    ["Sellers storing under 25 cubic feet in a size type are exempt.", "storageUtilizationSurcharge"],
    ["Deals cost $70 per day plus 1% of deal sales.", "promotionFees"],
    ["The 2.5% variable fee is capped at $2,000 per coupon.", "promotionFees"],
    ["The free option needs at least five identical cartons per SKU.", "inboundPlacementFee"],
    ["Amazon charges it 45 days after the shipment is received.", "inboundPlacementFee"],
    ["Apparel and shoes pay on every returned unit.", "returnsProcessingFee"],
    ["The June cohort is billed between the 7th and 15th of M+3.", "returnsProcessingFee"],
    [
      "From January 15, 2026 the US fulfillment fee depends on price band as well as size and weight.",
      "fulfillmentPriceBands",
    ],
    [
      "Two changes matter most: fulfillment fees now depend on the product's **price** as well.",
      "fulfillmentPriceBands",
    ],
  ])("flags an Amazon rule restated in other words: %j", (text, fact) => {
    const problems = amazonFactProblems("a.md", text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`{amazon:${fact}}`);
  });

  it("passes the fact's token, a worked example applying it, other numbers, and comments", () => {
    for (const text of [
      "{amazon:lowInventoryFee} Check each variation's figures weekly.",
      "Its 30-day figure is 11 and its 90-day figure 17; the higher of the two, 17 days, falls in the 14-21 day band at $0.63.",
      "Keep at least 28 days of supply plus your lead time.",
      "A seller with 20 units a day and 40 days of supply has 800 units.",
      "Coupon fees of $250.00 ($5.00 per coupon plus 2.5% of $9,800 of coupon sales).",
    ])
      expect(amazonFactProblems("a.md", text), text).toEqual([]);
    expect(
      amazonFactProblems("a.ts", "// Charged when both are under 28 days (GV43F6S76Y9DHYRH).\nconst x = 1;"),
    ).toEqual([]);
  });

  it("flags a sample product stated with another size, weight, price or landed cost", () => {
    expect(
      sampleCopyProblems("/p", "A hypothetical stainless garlic press in Home & Kitchen, 8 x 3 x 2 in, 0.6 lb"),
    ).toEqual([
      "/p: the stainless garlic press's size is 8 x 3 x 2 in here; the model says 10 x 6 x 3 in",
      "/p: the stainless garlic press's weight is 0.6 lb here; the model says 1.1 lb",
    ]);
    expect(sampleCopyProblems("/p", "a garlic press at $18.99, 8 x 3 x 2 in")).toHaveLength(1);
    // Issue 46: the baking mat at $24.99 on one page and $40 on the others; the utensil set at 12 oz.
    expect(sampleCopyProblems("/p", "A kitchen brand sells a silicone baking mat at $24.99.")).toEqual([
      "/p: the baking mat's price is $24.99 here; the model says $40.00",
    ]);
    expect(sampleCopyProblems("/p", "The $24.99 utensil set pays a $4.35 FBA fee (large standard 12 oz).")).toEqual([
      "/p: the utensil set's weight is 12 oz here; the model says 1.1 lb",
    ]);
    expect(sampleCopyProblems("/p", "| Utensil set, 12 × 4 × 3 in, 1.1 lb, $9.99 |")).toHaveLength(1);
    expect(sampleCopyProblems("/p", "The spatula set has a $6.50 landed cost.")).toHaveLength(1);
  });

  it("passes a sample stated as the model says, what follows another sample's name, and rates that are not its own", () => {
    for (const text of [
      "A hypothetical compact garlic press in Home & Kitchen, 8 x 3 x 2 in",
      "A $40 silicone baking mat: 12.5% conversion for the baking mat at $1.25 CPC, $40 and 25%.",
      "A client sells a yoga mat at $29.99 (14 x 6 x 6 in, 2.4 lb) and a desk lamp at $54.99 (2.6 lb).",
      "The utensil set is billed at $5.04 plus $0.08 per 4 oz above 3 lb.",
      "| The same box at $9.99 | Large standard |",
    ])
      expect(sampleCopyProblems("/p", text), text).toEqual([]);
  });
});
