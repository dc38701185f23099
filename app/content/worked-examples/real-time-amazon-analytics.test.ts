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
  row,
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
  it("has tiles that are the totals of its products, and no ad spend by row or hour", () => {
    expect(money(tile(screen, "Sales so far").value)).toBe(sum(column(screen, "Sales").map(money)));
    expect(money(tile(screen, "Profit so far").value)).toBe(sum(column(screen, "Est. profit").map(money)));
    expect(count(tile(screen, "Units").value)).toBe(sum(column(screen, "Units").map(count)));
    expect(screen.table?.columns).not.toContain("Ad spend");
    expect(screen.table?.columns).not.toContain("Hour (PT)");
  });

  it("shows the worked example's cat-litter mat as one row", () => {
    const mat = row(screen, "Cat-litter mat");
    expect(count(mat.Units ?? "")).toBe(count(lineLabel(example, "Ordered sales so far")));
    expect(money(mat.Sales ?? "")).toBe(Math.round(money(lineValue(example, "Ordered sales so far"))));
    expect(money(mat["Est. profit"] ?? "")).toBe(Math.round(money(example.result.value)));
  });

  it("compares today so far with last Tuesday's whole day, not with the same time of day", () => {
    for (const metric of screen.metrics) expect(metric.detail ?? "").not.toMatch(/same time/);
    expect(tile(screen, "Sales so far").detail).toMatch(/^last Tuesday, whole day: /);
  });
});
