import { describe, expect, it } from "vitest";
import {
  ownersMonthExample as example,
  ppcFilteredViewInputs as inputs,
  ppcFilteredViewScreen as screen,
} from "./amazon-seller-dashboard-software";
import {
  column,
  ledgerMismatches,
  lineValue,
  money,
  moneyAll,
  percent,
  percentAll,
  round,
  row,
  sum,
  tile,
} from "./printed-figures";

describe("/amazon-seller-dashboard-software owner's month", () => {
  it("adds up, and its note's ratios come from the same lines", () => {
    expect(ledgerMismatches(example)).toEqual([]);
    const gross = money(lineValue(example, "Gross sales"));
    const ads = -money(lineValue(example, "Advertising"));
    const fees = -money(lineValue(example, "Amazon fees"));
    expect(percent(example.result.label)).toBe(round((money(example.result.value) / gross) * 100, 1));
    const [tacos, feeShare, beforeAdsShare] = percentAll(example.note ?? "");
    expect(tacos).toBe(round((ads / gross) * 100, 1));
    expect(feeShare).toBe(round((fees / gross) * 100, 1));
    const beforeAds =
      gross + sum(["Refunds", "Amazon fees", "Cost of goods"].map((label) => money(lineValue(example, label))));
    expect(moneyAll(example.note ?? "")).toContain(beforeAds);
    expect(beforeAdsShare).toBe(round((beforeAds / gross) * 100, 1));
  });
});

describe("/amazon-seller-dashboard-software PPC view", () => {
  const campaigns = (screen.table?.rows ?? []).map((cells) => row(screen, cells[0] ?? ""));

  it("prints each campaign's ACoS and profit after ads from its spend, ad sales and break-even", () => {
    for (const campaign of campaigns) {
      const spend = money(campaign.Spend ?? "");
      const adSales = money(campaign["Ad sales"] ?? "");
      expect(percent(campaign.ACoS ?? ""), campaign.Campaign).toBe(round((spend / adSales) * 100, 1));
      expect(money(campaign["Profit after ads"] ?? ""), campaign.Campaign).toBe(
        Math.round((adSales * percent(campaign["Break-even ACoS"] ?? "")) / 100 - spend),
      );
    }
  });

  it("has tiles that are the totals of its campaigns and their ad-sales-weighted break-even", () => {
    const spend = sum(column(screen, "Spend").map(money));
    const adSales = sum(column(screen, "Ad sales").map(money));
    expect(money(tile(screen, "Ad spend, 7 days").value)).toBe(spend);
    expect(percent(tile(screen, "ACoS").value)).toBe(round((spend / adSales) * 100, 1));
    const profitBeforeAds = sum(
      campaigns.map(
        (campaign) => (money(campaign["Ad sales"] ?? "") * percent(campaign["Break-even ACoS"] ?? "")) / 100,
      ),
    );
    expect(percent(tile(screen, "ACoS").detail)).toBe(round((profitBeforeAds / adSales) * 100, 1));
    expect(money(tile(screen, "Profit after ads").value)).toBe(sum(column(screen, "Profit after ads").map(money)));
    expect(percent(tile(screen, "TACoS").value)).toBe(round((spend / inputs.brandSales) * 100, 1));
    expect(percent(tile(screen, "TACoS").detail)).toBe(Math.round((adSales / inputs.brandSales) * 100));
    expect(percent(tile(screen, "Ad spend, 7 days").detail)).toBe(
      round(((spend - inputs.priorWeekSpend) / inputs.priorWeekSpend) * 100, 1),
    );
  });
});
