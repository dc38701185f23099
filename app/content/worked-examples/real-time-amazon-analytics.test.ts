import { describe, expect, it } from "vitest";
import {
  column,
  count,
  ledgerMismatches,
  lineLabel,
  lineValue,
  money,
  moneyAll,
  percent,
  round,
  sum,
  tile,
} from "./printed-figures";
import { profitSoFarExample as example, todayScreen as screen } from "./real-time-amazon-analytics";

describe("/real-time-amazon-analytics worked example", () => {
  it("adds up to the profit so far and its share of sales", () => {
    expect(ledgerMismatches(example)).toEqual([]);
    const sales = money(lineValue(example, "Ordered sales so far"));
    expect(percent(example.result.label)).toBe(round((money(example.result.value) / sales) * 100, 1));
  });

  it("multiplies the per-unit fees it names by the units sold", () => {
    const units = count(lineLabel(example, "Ordered sales so far"));
    const [fee, perUnit] = moneyAll(lineLabel(example, "Fulfillment fee"));
    expect(perUnit).toBe(round((fee ?? 0) * 1.035, 2));
    expect(money(lineValue(example, "Fulfillment fee"))).toBe(round(-(perUnit ?? 0) * units, 2));
    expect(money(lineValue(example, "Landed cost"))).toBe(round(-money(lineLabel(example, "Landed cost")) * units, 2));
  });
});

describe("/real-time-amazon-analytics today screen", () => {
  it("has tiles that are the totals of the hours, and no hourly ad spend (Amazon Ads reports have no hourly grain)", () => {
    expect(money(tile(screen, "Sales so far").value)).toBe(sum(column(screen, "Sales").map(money)));
    expect(money(tile(screen, "Profit so far").value)).toBe(sum(column(screen, "Est. profit").map(money)));
    expect(screen.table?.columns).not.toContain("Ad spend");
    expect(count(tile(screen, "Orders").value)).toBe(sum(column(screen, "Orders").map(count)));
  });
});
