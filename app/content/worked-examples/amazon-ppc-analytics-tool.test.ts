import { describe, expect, it } from "vitest";
import {
  ppcCampaignExample as example,
  ppcTargetsInputs as inputs,
  ppcTargetsScreen as screen,
} from "./amazon-ppc-analytics-tool";
import {
  column,
  count,
  lineLabel,
  lineValue,
  money,
  moneyAll,
  percent,
  round,
  row,
  sum,
  tile,
} from "./printed-figures";

describe("/amazon-ppc-analytics-tool worked example", () => {
  const spend = money(lineValue(example, "Clicks x cost per click"));
  const clicks = count(lineLabel(example, "Clicks x cost per click"));
  const orders = count(lineValue(example, "Orders at"));
  const price = money(lineLabel(example, "Ad sales"));
  const beforeAds = money(lineValue(example, "Profit before ads"));
  const perUnitBeforeAds = moneyAll(lineLabel(example, "Profit before ads")).at(-1) ?? 0;

  it("multiplies out: spend, orders, ad sales, ACoS, break-even and profit after ads", () => {
    expect(spend).toBe(
      round(clicks * money(lineLabel(example, "Clicks x cost per click").split(" x ").at(-1) ?? ""), 2),
    );
    expect(orders).toBe(Math.round((clicks * percent(lineLabel(example, "Orders at"))) / 100));
    expect(money(lineValue(example, "Ad sales"))).toBe(round(orders * price, 2));
    expect(percent(lineValue(example, "ACoS"))).toBe(round((spend / money(lineValue(example, "Ad sales"))) * 100, 1));
    expect(percent(lineValue(example, "Break-even ACoS"))).toBe(round((perUnitBeforeAds / price) * 100, 1));
    expect(beforeAds).toBe(round(orders * perUnitBeforeAds, 2));
    expect(money(example.result.value)).toBe(round(beforeAds - spend, 2));
  });

  it("prices the higher CPC's loss from the same traffic: $82.90 at $1.25, not $100 (issue 19, item 1)", () => {
    const [, exactCeiling, , higherCpc, higherSpend, quotedBeforeAds, loss] = moneyAll(example.note ?? "");
    expect(exactCeiling).toBe(round((perUnitBeforeAds * orders) / clicks, 3));
    expect(higherSpend).toBe(round(clicks * (higherCpc ?? 0), 2));
    expect(quotedBeforeAds).toBe(beforeAds);
    expect(loss).toBe(round((higherSpend ?? 0) - beforeAds, 2));
    expect(example.note).toContain("a loss of $82.90");
    expect(example.note).not.toContain("$100");
  });

  it("rounds the bid ceiling down to the cent: its clicks never cost more than the profit before ads", () => {
    const ceiling = moneyAll(example.note ?? "")[2] ?? 0;
    expect(ceiling).toBe(Math.floor(((perUnitBeforeAds * orders) / clicks) * 100 + 1e-6) / 100);
    expect(round(clicks * ceiling, 2)).toBeLessThanOrEqual(beforeAds);
    expect(round(clicks * (ceiling + 0.01), 2)).toBeGreaterThan(beforeAds);
  });
});

describe("/amazon-ppc-analytics-tool targets screen", () => {
  const targets = inputs.targets.map((entry) => ({ ...entry, printed: row(screen, entry.target) }));

  it("prints each target's conversion, ACoS and profit from its clicks, CPC and orders", () => {
    for (const { target, price, profitBeforeAds, printed } of targets) {
      const clicks = count(printed.Clicks ?? "");
      const orders = count(printed.Orders ?? "");
      const spend = clicks * money(printed.CPC ?? "");
      expect(percent(printed["Conv."] ?? ""), target).toBe(round((orders / clicks) * 100, 1));
      expect(percent(printed.ACoS ?? ""), target).toBe(round((spend / (orders * price)) * 100, 1));
      expect(percent(printed["Break-even"] ?? ""), target).toBe(round((profitBeforeAds / price) * 100, 1));
      expect(money(printed["Profit after ads"] ?? ""), target).toBe(Math.round(orders * profitBeforeAds - spend));
    }
  });

  it("shows the worked example as the second target", () => {
    const printed = row(screen, "garlic press stainless");
    expect(money(printed["Profit after ads"] ?? "")).toBe(Math.round(money(example.result.value)));
    expect(printed.ACoS).toBe(lineValue(example, "ACoS"));
  });

  it("has tiles that are the totals and weighted figures of its rows", () => {
    const spends = targets.map(({ printed }) => count(printed.Clicks ?? "") * money(printed.CPC ?? ""));
    const adSales = targets.map(({ price, printed }) => count(printed.Orders ?? "") * price);
    const beforeAds = targets.map(({ profitBeforeAds, printed }) => count(printed.Orders ?? "") * profitBeforeAds);
    expect(money(tile(screen, "Spend").value)).toBe(Math.round(sum(spends)));
    expect(money(tile(screen, "Spend").detail)).toBe(round(sum(spends) / sum(column(screen, "Clicks").map(count)), 2));
    expect(percent(tile(screen, "ACoS").value)).toBe(round((sum(spends) / sum(adSales)) * 100, 1));
    expect(percent(tile(screen, "ACoS").detail)).toBe(round((sum(beforeAds) / sum(adSales)) * 100, 1));
    expect(money(tile(screen, "Profit after ads").value)).toBe(sum(column(screen, "Profit after ads").map(money)));
    expect(percent(tile(screen, "TACoS").value)).toBe(round((sum(spends) / inputs.totalSalesOfTheseProducts) * 100, 1));
  });
});
