import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
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

  it("holds the copy written in code (worked examples, shared sentences, pricing, views, navigation) to the tokens", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const files = [
      ...readdirSync(join(root, "app/content/worked-examples"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map((file) => join(root, "app/content/worked-examples", file)),
      ...[
        "app/content/shared-copy.ts",
        "app/content/pricing.ts",
        "app/views/home.tsx",
        "app/views/signup.tsx",
        "app/routes/navigation.ts",
      ].map((file) => join(root, file)),
    ];
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      literalFactProblems(withoutComments(readFileSync(file, "utf8"))).map(
        (problem) => `${relative(root, file)}: ${problem.sentence}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("sample products", () => {
  it("flags a sample product stated with another size, and passes its own", () => {
    expect(
      sampleCopyProblems("A hypothetical stainless garlic press in Home & Kitchen, 8 x 3 x 2 in, 0.6 lb")[0]!
        .contradicts,
    ).toMatch(/^app\/product\/samples\.ts: stainless garlic press, 10 x 6 x 3 in; compact garlic press, 8 x 3 x 2 in/);
    expect(sampleCopyProblems("a garlic press at $18.99, 8 x 3 x 2 in")).toHaveLength(1);
    expect(sampleCopyProblems("A hypothetical compact garlic press in Home & Kitchen, 8 x 3 x 2 in")).toEqual([]);
  });
});
