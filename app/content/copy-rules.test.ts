import { describe, expect, it } from "vitest";
import { schedules } from "~/fba-fees/schedules";
import { copyRuleViolations, stepCountProblems } from "./copy-rules";
import { pricingFaqs, pricingPlans } from "./pricing";

describe("copy rules catch the phrasings issue 19 found, and not ordinary words", () => {
  it.each([
    ["People type this phrase at a particular moment.", "people-who-search"],
    ["Who looks for an Amazon analytics tool, and why now", "people-who-search"],
    ["Whoever searches for FBA analytics software usually runs the inventory side.", "people-who-search"],
    [
      "The person searching for an Amazon PPC analytics tool is usually the one who owns the budget.",
      "people-who-search",
    ],
    ["Someone looking for Amazon profit and loss analytics already has a profit figure.", "people-who-search"],
    ["Two different jobs hide behind this search.", "this-search"],
    ["This search usually comes from an analyst.", "this-search"],
    ["Searches for Amazon seller dashboard software come mostly from businesses.", "search-for-the-product"],
    ["What sellers mean when they search for a profit tool", "search-for-the-product"],
    ["The question behind a P&L analytics search", "search-for-the-product"],
    ["The search for real-time Amazon analytics tends to spike around events.", "search-for-the-product"],
    ["Most sellers keep Seller Central for operations.", "implied-majority"],
    ["Many clients agree once they see the costs.", "implied-majority"],
    ["Most agencies do not have those.", "implied-majority"],
    ["Many private-label sellers target about 4-8 turns a year.", "implied-majority"],
    ["Far fewer account for inbound placement.", "implied-majority"],
    ["The inverse of ACoS, the way many clients' finance teams think.", "implied-majority"],
    ["Many sellers report a higher rate when they request reviews.", "implied-majority"],
    ["Clients increasingly ask whether the advertising makes money.", "implied-trend"],
    ["Sellers tend to focus on the last two.", "implied-trend"],
    ["Why sellers trust the number", "implied-customers"],
    ["Calculators sellers actually bookmark", "implied-customers"],
    ["Ask ten Amazon sellers what a good ACoS is.", "implied-customers"],
    ["Common seller and agency practice for setting ACoS goals.", "unsourced-practice"],
    ["the 0.1-0.2% band is a common seller/agency observation", "unsourced-practice"],
    ["The import then pulls up to two years of order, fee, refund and advertising history.", "two-years-of-ads"],
    ["Orders, fees, refunds and ad spend start importing, with up to two years of history.", "two-years-of-ads"],
    ["derived from the 2026 apparel row (ambiguous in the research).", "internal-note"],
    ["Apparel and dangerous-goods fees are derived estimates (see README).", "internal-note"],
    ["FBA price bands per the 2026 US rate card (see our fee research).", "internal-note"],
    ["the 2026 card is transcribed from code sources, not Amazon's own page.", "internal-note"],
    ["In our benchmark (npm run bench:claims, on a two-core server), a year took 0.35 s.", "internal-command"],
    ["in our benchmark (bench:bulk, run outside the browser), 100,000 rows took 1.2 s", "internal-command"],
    ["The figures come from app/content/worked-examples/pricing.ts.", "internal-command"],
    ["Edit kpis/acos.yaml to change it.", "internal-command"],
    // Issue 46.
    ["Grow clicks on keywords whose ad sales per click exceed your break-even CPC.", "bid-without-break-even"],
    [
      "On queries above 1, raise bids and visibility: you convert the traffic you get better.",
      "bid-without-break-even",
    ],
    ["Keywords where you convert far above the market are the safest places to raise bids.", "bid-without-break-even"],
    [
      "Monday against last Monday removes it; year over year also removes seasonality such as Prime Day.",
      "comparison-removes-event",
    ],
    [
      "Choose year over year to compare the same weeks last year, which removes seasonal swings.",
      "comparison-removes-event",
    ],
    ["Download everything as CSV whenever you like.", "export-is-everything"],
    ["Clearing site data starts an empty tracker, so export a CSV backup regularly.", "export-is-everything"],
  ])("flags %j", (text, rule) => {
    expect(copyRuleViolations(text).map((violation) => violation.id)).toContain(rule);
  });

  it.each([
    "Shoppers search for the query and click the second result.",
    "Search Query Performance shows your share of each search term.",
    "Amazon counts how many customers bought more than once.",
    "Some sellers are offered a short policy quiz on the Account Health page.",
    "A jump in rank for a keyword few shoppers search moves nothing.",
    "Purchases that started with that search query count toward purchase share.",
    "Seller Central order, fee and refund history is imported for up to two years.",
    "An agency can manage some clients itself and refer others.",
    "For aggregators running many Amazon brands as one portfolio",
    "Up to 2 years of seller history and about 95 days of ad history imported",
    "Searchers on a branded query usually know what they want.",
    "Return reasons are among the best free product-research data you have.",
    "For competitors and product research, use the research tool's BSR-based estimate.",
    "Download the CSV, or the .ics file for your calendar.",
    "Seller Central > Reports > Fulfillment > Inventory Ledger, as a .txt or .csv file.",
    "Open marginatlas.com/tools/roi-calculator in your browser.",
    "Grow clicks only on keywords whose cost per click stays below their break-even CPC: ad sales per click × break-even ACoS.",
    "Bid more on the terms that matter, and improve the listing. Raise it only where the extra clicks stay under your target ACoS.",
    "Increase budgets on campaigns that are profitable but run out of budget early in the day.",
    "When a gap is unavoidable, slow sales before you run out (modest price increase, lower bids).",
    "Year over year sets a season against the same season; Prime Day is removed only when it falls in both periods.",
    "Download your ranks as CSV whenever you like; notes are not in the file.",
    "The sitemap lists every page at /sitemap.xml, and the search index at /amazon-data-library/kpi-index.json.",
  ])("allows %j", (text) => {
    expect(copyRuleViolations(text)).toEqual([]);
  });
});

describe("step counts match the steps listed", () => {
  it("flags a count of steps that no steps section has, and passes the one it has", () => {
    expect(stepCountProblems(["Four steps get you set up: authorize, connect, choose, import."], [5])).toEqual([
      '"Four steps" but the steps listed are 5',
    ]);
    expect(stepCountProblems(["Five steps get you set up."], [5])).toEqual([]);
    expect(stepCountProblems(["Getting a trustworthy profit figure in four steps"], [4])).toEqual([]);
    expect(stepCountProblems(["Four steps, no list on this page."], [])).toEqual([]);
  });
});

describe("the copy written in code uses none of them", () => {
  // The entries (pages, posts, KPIs) are checked as they load (entry-checks.ts), the built pages by
  // tests/bundles/built-pages.test.ts; pricing and the fee schedules' notes are code, read here.
  const problems = (source: string, texts: readonly string[]) =>
    texts.flatMap((text) =>
      copyRuleViolations(text).map((violation) => `${source}: ${violation.reason}: "${violation.match}"`),
    );
  const visible = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(visible)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(visible)
          : [];

  it("pricing plans and FAQs", () => {
    const texts = [
      ...pricingPlans.flatMap((plan) => [plan.tagline, ...plan.features]),
      ...pricingFaqs.flatMap((faq) => [faq.question, faq.answer]),
    ];
    expect(problems("/pricing", texts)).toEqual([]);
  });

  it("the fee schedules' notes and sources, which the FBA calculator shows", () => {
    expect(schedules.flatMap((schedule) => problems(`fee schedule ${schedule.id}`, visible(schedule)))).toEqual([]);
  });
});
