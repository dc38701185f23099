import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import { pageCopySources } from "./content-depth";
import { listPages } from "./pages.server";
import { pricingFaqs } from "./pricing";
import * as shared from "./shared-copy";

/** Sentences issue 19 found said two ways are now said one way: these tests keep each rule in one wording. */

// Pages and posts as visitors read them: the site's tokens ({brand}, ...) resolved, in the shared sentences too.
const { DATA_EXPORT_AND_DELETION, MULTI_ACCOUNT_PRICING, RETURNS_FEE_BOOKING_RULE } = resolveSiteTokens(shared, site);

const marketingPages = new Map((await listPages()).map((page) => [page.path, page]));
const pageText = (path: string) => pageCopySources(marketingPages.get(path)!).join("\n");
const blogDirectory = new URL("./blog/", import.meta.url);
const postText = (slug: string) => resolveSiteTokens(readFileSync(new URL(`${slug}.md`, blogDirectory), "utf8"), site);
const everyCopy = () => [
  ...[...marketingPages.values()].map((page) => ({ source: `/${page.path}`, text: pageCopySources(page).join("\n") })),
  ...readdirSync(blogDirectory)
    .filter((file) => file.endsWith(".md"))
    .map((file) => ({
      source: file,
      text: resolveSiteTokens(readFileSync(new URL(file, blogDirectory), "utf8"), site),
    })),
];

describe("one booking rule for the returns processing fee (issue 19, item 7)", () => {
  it("is stated in the same words wherever a page or post says when the fee lands", () => {
    const pages = [
      "features/profit-loss",
      "amazon-profit-loss-analytics",
      "amazon-fba-analytics-software",
      "who-we-serve/data-teams",
    ];
    const posts = [
      "amazon-returns-processing-fee-thresholds",
      "amazon-q4-peak-fulfillment-storage-fees",
      "hidden-amazon-fees-inbound-placement-low-inventory-returns",
    ];
    const missing = [
      ...pages.filter((path) => !pageText(path).includes(RETURNS_FEE_BOOKING_RULE)),
      ...posts.filter((slug) => !postText(slug).includes(RETURNS_FEE_BOOKING_RULE)),
    ];
    expect(missing).toEqual([]);
  });

  it("is contradicted nowhere", () => {
    const contradictions =
      /shows up against June's profit|match it back to December|On the date of the refund, with the refunded principal|Book the fee to the March cohort/;
    expect(
      everyCopy()
        .filter(({ text }) => contradictions.test(text))
        .map(({ source }) => source),
    ).toEqual([]);
  });
});

describe("one pricing rule for agencies and aggregators (issue 19, item 10)", () => {
  it("the pricing FAQ, the agencies page and the aggregators page say it the same way", () => {
    expect(pricingFaqs.some((faq) => faq.answer.includes(MULTI_ACCOUNT_PRICING))).toBe(true);
    expect(pageText("who-we-serve/agencies")).toContain(MULTI_ACCOUNT_PRICING);
    expect(pageText("who-we-serve/aggregators")).toContain(MULTI_ACCOUNT_PRICING);
    expect(
      everyCopy()
        .filter(({ text }) => /priced by its order volume/.test(text))
        .map(({ source }) => source),
    ).toEqual([]);
  });

  it("data ownership answers name export and deletion", () => {
    for (const path of ["who-we-serve/agencies", "amazon-business-intelligence-software"])
      expect(pageText(path), path).toContain(DATA_EXPORT_AND_DELETION);
  });
});

describe("history on connect (issue 19, item 2)", () => {
  it("every page that promises two years of history also says how far ad history reaches", () => {
    const pages = [...marketingPages.values()].filter(
      (page) =>
        /\b(?:two|2) years\b/.test(pageCopySources(page).join(" ")) && /history/.test(pageCopySources(page).join(" ")),
    );
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((page) => !/95 days/.test(pageCopySources(page).join(" "))).map((page) => page.path)).toEqual(
      [],
    );
  });
});

describe("no page answers the same question twice (issue 19, item 8)", () => {
  it("at most one FAQ per page asks about ACoS against TACoS", () => {
    const doubles = [...marketingPages.values()].filter(
      (page) => page.faqs.filter((faq) => /\bACoS\b/.test(faq.question) && /\bTACoS\b/.test(faq.question)).length > 1,
    );
    expect(doubles.map((page) => page.path)).toEqual([]);
  });
});
