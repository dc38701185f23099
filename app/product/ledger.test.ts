import { describe, expect, it } from "vitest";
import { closedListProblems } from "./claims";
import { collectClaims, formatLedger, ledgerProblems, parseLedger, updateLedger, type PageCopy } from "./ledger";

const brandName = "MarginAtlas";
const tokens = { "{brand}": brandName, "{supportEmail}": "support@example.com" };
const page = (path: string, text: string, productPage = true): PageCopy => ({ path, text, productPage });
const true_ = "MarginAtlas refreshes orders every hour.";

/** The ledger a reviewer approved for `pages`, as `npm run claims:ledger` writes it and a reviewer marks it. */
function reviewedLedger(pages: PageCopy[]) {
  return updateLedger([], collectClaims(pages, tokens)).map((claim) => ({ ...claim, reviewed: true }));
}

describe("the claims ledger", () => {
  it("takes every sentence of a product page, and elsewhere the ones that name the product, a feature or a tool", () => {
    const claims = collectClaims(
      [
        page("/features/profit-loss", "Profit after every fee. Refunds are netted by day."),
        page("/amazon-kpi/x", "ACoS is ad spend over ad sales. MarginAtlas reports it per campaign.", false),
      ],
      tokens,
    );
    expect([...claims.keys()]).toEqual([
      "Profit after every fee.",
      "Refunds are netted by day.",
      "{brand} reports it per campaign.",
    ]);
  });

  it("passes a site whose claims are all reviewed, and round-trips through its file", () => {
    const pages = [page("/", true_)];
    const ledger = parseLedger(formatLedger(reviewedLedger(pages)));
    expect(ledger).toEqual([
      { text: "{brand} refreshes orders every hour.", relies: ["data:orders"], reviewed: true, pages: ["/"] },
    ]);
    expect(ledgerProblems(ledger, collectClaims(pages, tokens))).toEqual([]);
  });

  it("fails a new claim until it is reviewed, and one whose entry does not exist", () => {
    const ledger = reviewedLedger([page("/", true_)]);
    const planted = [page("/", `${true_} MarginAtlas alerts you in Slack when you lose the Buy Box.`)];
    expect(ledgerProblems(ledger, collectClaims(planted, tokens))).toEqual([
      expect.stringMatching(/^not in the ledger .*Slack/),
    ]);
    const updated = updateLedger(ledger, collectClaims(planted, tokens));
    expect(ledgerProblems(updated, collectClaims(planted, tokens))).toEqual([
      expect.stringMatching(/^not reviewed .*Slack/),
    ]);
    const renamed = ledger.map((claim) => ({ ...claim, relies: ["data:hourlyOrders"] }));
    expect(ledgerProblems(renamed, collectClaims([page("/", true_)], tokens))).toEqual([
      expect.stringMatching(/does not exist \(data:hourlyOrders\)/),
    ]);
  });

  it("fails a present-tense claim on a coming-soon feature, and passes it in the future tense", () => {
    const now = page("/", "The SQP Keyword Optimizer finds the queries you lose.");
    expect(ledgerProblems(reviewedLedger([now]), collectClaims([now], tokens))).toEqual([
      expect.stringMatching(/feature:sqp-keyword-optimizer is here today, but the model has it coming soon/),
    ]);
    // Its data named without the product as the subject is Amazon's report, not a claim that the product reads it.
    const report = page(
      "/",
      "Search Query Performance is a Brand Analytics report. MarginAtlas reads Search Query Performance weekly.",
    );
    expect(ledgerProblems(reviewedLedger([report]), collectClaims([report], tokens))).toEqual([
      expect.stringMatching(/data:searchQueryPerformance is here today.*reads Search Query Performance weekly/),
    ]);
    const later = page("/", "The SQP Keyword Optimizer will find the queries you lose.");
    expect(ledgerProblems(reviewedLedger([later]), collectClaims([later], tokens))).toEqual([]);
  });
});

describe("the closed list", () => {
  const check = (sentence: string, context: Partial<Parameters<typeof closedListProblems>[2]> = {}) =>
    closedListProblems("/x", [sentence], { brandName, productPage: false, ...context });

  it("fails an alert, a channel or an email the model lacks, and passes the ones it has", () => {
    expect(check("MarginAtlas alerts you when a fee changes or you lose the Buy Box.")).toHaveLength(1);
    expect(check("MarginAtlas sends alerts to Slack.")).toHaveLength(1);
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

  it("fails an output a tool does not show, on its page or where a sentence names it", () => {
    const tool = { name: /\bROI calculator\b/i, notShown: ["net margin"] };
    expect(check("Get profit per unit, net margin and ROI side by side.", { productPage: true, tool })).toHaveLength(1);
    expect(check("The ROI calculator shows net margin too.", { tool })).toHaveLength(1);
    expect(check("The ROI calculator shows ROI and payback.", { tool })).toEqual([]);
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
