import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  amazonFactProblems,
  asserts,
  closedListProblems,
  comingSoonTenseProblems,
  literalFactProblems,
  sampleCopyProblems,
  toolOfId,
  untrackedMetricProblems,
  withoutComments,
  type CopyContext,
  type MetricNames,
} from "./claims";

/**
 * The checks catch the kinds of error issues 26 and 35 found, and pass what is true. The site's entries are checked
 * by the collections' loaders on every build (app/content/entry-checks.ts), the built pages, the shell and the
 * islands by tests/bundles/built-pages.test.ts; copy written in code is checked here.
 */
const brandName = "MarginAtlas";
const returnRate: MetricNames = { slug: "return-rate", names: ["Return rate"] };
const organicShare: MetricNames = { slug: "organic-sales-share", names: ["Organic sales share", "Organic share"] };
const context = (overrides: Partial<CopyContext> = {}): CopyContext => ({
  brandName,
  path: "/x",
  productPage: false,
  metrics: { notTracked: [returnRate, organicShare], planned: [], trackedNames: ["Sponsored sales share"] },
  ...overrides,
});

describe("coming-soon features", () => {
  it.each([
    "Yes. Search Query Performance reporting is available today for brand-registered accounts with Brand Analytics access.",
    "MarginAtlas shows Search Query Performance by week for brand-registered accounts.",
    "The SQP Keyword Optimizer finds the queries you lose, and MarginAtlas reads them weekly.",
  ])("flags one described as here today: %j", (text) => {
    const [problem, ...more] = comingSoonTenseProblems(text, brandName);
    expect(more).toEqual([]);
    expect(problem!.contradicts).toMatch(/^app\/product\/features\.ts: coming soon: .*SQP Keyword Optimizer/);
  });

  it.each([
    "None yet. Search Query Performance will come with the SQP Keyword Optimizer, which is coming soon.",
    "Search Query Performance shows your share of each search term.",
    "Can I see Search Query Performance data in MarginAtlas today?",
  ])("allows %j", (text) => {
    expect(comingSoonTenseProblems(text, brandName)).toEqual([]);
  });
});

describe("metrics the product does not compute", () => {
  it("flags one sold on a product page or shown on a sample screen, not one that is denied or only resembles it", () => {
    const productPage = context({ path: "/amazon-seller-profit-tool", productPage: true });
    expect(untrackedMetricProblems("Refund cost and return rate for every product", productPage)).toHaveLength(1);
    expect(
      untrackedMetricProblems("MarginAtlas reports organic sales share next to ACoS.", context({ path: "/a" })),
    ).toHaveLength(1);
    expect(untrackedMetricProblems("organic share 58%", productPage, true)[0]!.contradicts).toMatch(
      /metricsNotTracked.*organic-sales-share/,
    );
    expect(untrackedMetricProblems("MarginAtlas does not compute return rate itself.", productPage)).toEqual([]);
    expect(untrackedMetricProblems("TACoS and sponsored sales share by month", productPage)).toEqual([]);
    // The metric's own KPI page says how it is (not) tracked.
    expect(
      untrackedMetricProblems("MarginAtlas reports return rate.", context({ path: "/amazon-kpi/x/return-rate" })),
    ).toEqual([]);
  });
});

describe("the closed list", () => {
  const check = (sentence: string, overrides: Partial<CopyContext> = {}) =>
    closedListProblems(sentence, context(overrides));

  it("fails an alert, a channel or an email the model lacks, names what the model says, and passes the ones it has", () => {
    const [feeAlert] = check("MarginAtlas alerts you when a fee changes or you lose the Buy Box.");
    expect(feeAlert!.problem).toBe("offers an alert the product does not have");
    expect(feeAlert!.contradicts).toMatch(/^app\/product\/model\.ts, alerts: the product alerts when /);
    expect(check("MarginAtlas sends alerts to Slack.")[0]!.contradicts).toMatch(
      /alertChannels: .*in the app and by email/,
    );
    expect(check("MarginAtlas sends a weekly summary email to leadership.")).toHaveLength(1);
    expect(
      check("MarginAtlas alerts you in the app and by email when days of supply fall below your threshold."),
    ).toEqual([]);
    // Amazon's own notices are not the product's.
    expect(check("Amazon notifies you in Account Health when the rate changes.")).toEqual([]);
    // Issue 46: a setting the model does not have.
    expect(
      check("Set the ranges that fire an alert, which alerts email you, and when the morning email should arrive.", {
        productPage: true,
      }),
    ).toHaveLength(1);
    expect(
      check("Set the ranges that fire an alert; every alert reaches you in the app and by email.", {
        productPage: true,
      }),
    ).toEqual([]);
  });

  it("reads a denial in its own clause only: a sentence that takes back another clause still says this one", () => {
    expect(check("MarginAtlas sends a Slack alert when a fee changes, so you never miss one.")).toHaveLength(2);
    expect(check("MarginAtlas alerts you in the app and by email, never in Slack.")).toEqual([]);
    expect(check("MarginAtlas does not integrate with Shopify or QuickBooks.")).toEqual([]);
    expect(asserts("We sync with Shopify; we never miss an order.", /\bShopify\b/)).toBe(true);
  });

  it("fails an output a tool does not show, on its page or where a sentence names it", () => {
    const tool = toolOfId("roi_planner")!;
    const [problem] = check("Get profit per unit, net margin and ROI side by side.", { productPage: true, tool });
    expect(problem!.contradicts).toMatch(/^app\/product\/tools\.ts, toolIO roi_planner: it shows ROI, /);
    expect(check("The ROI calculator shows net margin too.", { tool })).toHaveLength(1);
    expect(check("The ROI calculator shows ROI and payback.", { tool })).toEqual([]);
    expect(check("See ROI and payback, and why ROI and margin differ.", { productPage: true, tool })).toEqual([]);
  });

  it("fails the placement fee in landed cost, the peak fee by order date, size-tier estimates outside the US and a second reply time", () => {
    expect(check("Divide the placement fee by units so it lands in your landed cost.")).toHaveLength(1);
    expect(check("Count the placement fee once: as a fee or in landed cost, not both.")).toEqual([]);
    expect(check("MarginAtlas applies the peak fee by order date.")).toHaveLength(1);
    expect(check("MarginAtlas estimates each order's fees from its size tier, category and price.")).toHaveLength(1);
    expect(check("In the US, MarginAtlas estimates each order's fees from its size tier, category and price.")).toEqual(
      [],
    );
    expect(check("We reply within one business day.")).toHaveLength(1);
    expect(check("We reply within 24 hours.")).toEqual([]);
  });
});

describe("facts written in copy's own words", () => {
  it("flags freshness and history written as words, not tokens, and leaves comments and other numbers alone", () => {
    expect(literalFactProblems(`"Amazon Ads reporting only reaches back about 95 days."`)).toHaveLength(1);
    expect(literalFactProblems(`"Sales, traffic and ads in one view, refreshed all day."`)).toHaveLength(1);
    expect(literalFactProblems("Your seller history backfills for up to two years.")).toHaveLength(1);
    expect(
      literalFactProblems(
        withoutComments(`// Ads API: 95 days for Sponsored Products\n"new sellers in their first 365 days"`),
      ),
    ).toEqual([]);
    expect(literalFactProblems(`"no orders in several hours when it normally sells every hour"`)).toEqual([]);
  });

  it("holds the copy written in code (worked examples, shared sentences, pricing, views, navigation) to the tokens, Amazon facts included", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const files = [
      ...readdirSync(join(root, "app/content/worked-examples"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map((file) => join(root, "app/content/worked-examples", file)),
      ...[
        "app/content/shared-copy.ts",
        "app/content/pricing.ts",
        "app/kpi-library/categories.ts",
        "app/views/home.tsx",
        "app/views/signup.tsx",
        "app/routes/navigation.ts",
      ].map((file) => join(root, file)),
    ];
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => {
      const written = withoutComments(readFileSync(file, "utf8"));
      return [...literalFactProblems(written), ...amazonFactProblems(written)].map(
        (problem) => `${relative(root, file)}: ${problem.sentence}`,
      );
    });
    expect(found).toEqual([]);
  });
});

describe("sample products", () => {
  it("flags a sample product stated with another size, and passes its own", () => {
    expect(
      sampleCopyProblems("A hypothetical stainless garlic press in Home & Kitchen, 8 x 3 x 2 in, 0.6 lb").map(
        (problem) => problem.problem,
      ),
    ).toEqual([
      "gives the stainless garlic press another size (8 x 3 x 2 in)",
      "gives the stainless garlic press another weight (0.6 lb)",
    ]);
    expect(
      sampleCopyProblems("A hypothetical stainless garlic press in Home & Kitchen, 8 x 3 x 2 in")[0]!.contradicts,
    ).toMatch(
      /^app\/product\/samples\.ts: stainless garlic press, 10 x 6 x 3 in, .*; compact garlic press, 8 x 3 x 2 in/,
    );
    expect(sampleCopyProblems("a garlic press at $18.99, 8 x 3 x 2 in")).toHaveLength(1);
    // Issue 46: the baking mat at $24.99 on one page and $40 on the others; the utensil set at 12 oz.
    expect(sampleCopyProblems("A kitchen brand sells a silicone baking mat at $24.99.").map((p) => p.problem)).toEqual([
      "gives the baking mat another price ($24.99)",
    ]);
    expect(
      sampleCopyProblems("The $24.99 utensil set pays a $4.35 FBA fee (large standard 12 oz).").map((p) => p.problem),
    ).toEqual(["gives the utensil set another weight (12 oz)"]);
    expect(sampleCopyProblems("| Utensil set, 12 × 4 × 3 in, 1.1 lb, $9.99 |")).toHaveLength(1);
    expect(sampleCopyProblems("The spatula set has a $6.50 landed cost.")).toHaveLength(1);
  });

  it("passes a sample stated as the model says, what follows another sample's name, and rates that are not its own", () => {
    for (const text of [
      "A hypothetical compact garlic press in Home & Kitchen, 8 x 3 x 2 in",
      "A $40 silicone baking mat: 12.5% conversion for the baking mat at $1.25 CPC, $40 and 25%.",
      "A client sells a yoga mat at $29.99 (14 x 6 x 6 in, 2.4 lb) and a desk lamp at $54.99 (2.6 lb).",
      "The utensil set is billed at $5.04 plus $0.08 per 4 oz above 3 lb.",
      "| The same box at $9.99 | Large standard |",
    ])
      expect(sampleCopyProblems(text), text).toEqual([]);
  });
});

describe("Amazon's rules are stated through their facts", () => {
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
    const problems = amazonFactProblems(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.problem).toContain(`{amazon:${fact}}`);
    expect(problems[0]!.contradicts).toContain(`app/product/amazon-facts.ts, `);
  });

  it("passes the fact's token, a worked example applying it, other numbers, and comments", () => {
    for (const text of [
      "{amazon:lowInventoryFee} Check each variation's figures weekly.",
      "Its 30-day figure is 11 and its 90-day figure 17; the higher of the two, 17 days, falls in the 14-21 day band at $0.63.",
      "Keep at least 28 days of supply plus your lead time.",
      "A seller with 20 units a day and 40 days of supply has 800 units.",
      "Coupon fees of $250.00 ($5.00 per coupon plus 2.5% of $9,800 of coupon sales).",
    ])
      expect(amazonFactProblems(text), text).toEqual([]);
    expect(
      amazonFactProblems(withoutComments("// Charged when both are under 28 days (GV43F6S76Y9DHYRH).\nconst x = 1;")),
    ).toEqual([]);
  });
});
