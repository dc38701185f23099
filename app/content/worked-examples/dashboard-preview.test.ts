import { describe, expect, it } from "vitest";
import { lidSetInputs, previewRows, previewSales, previewTiles } from "./dashboard-preview";
import { money, percent, round, sum } from "./printed-figures";
import { siliconeLidSet } from "./products";
import { unitEconomics } from "./unit-economics";

const tile = (label: string) => previewTiles.find((entry) => entry.label === label)?.value ?? "";

describe("home page dashboard illustration", () => {
  it("has tiles that are the totals of its rows", () => {
    const sales = sum(previewSales.map((entry) => entry.sales));
    const profit = sum(previewRows.map((entry) => money(entry.profit)));
    expect(money(tile("Sales today"))).toBe(sales);
    expect(money(tile("Net profit"))).toBe(profit);
    expect(percent(tile("Margin"))).toBe(round((profit / sales) * 100, 1));
  });

  it("prints each row's margin from its profit and sales", () => {
    for (const entry of previewRows) {
      const sales = previewSales.find((candidate) => candidate.sku === entry.sku)?.sales ?? 0;
      expect(percent(entry.margin), entry.sku).toBe(Math.round((money(entry.profit) / sales) * 100));
    }
  });

  it("prices the silicone lid set row at the sample's price and fees", () => {
    const unit = unitEconomics(siliconeLidSet, { price: siliconeLidSet.price, date: "2026-09-15" });
    expect(lidSetInputs.profitBeforeAdsPerUnit).toBe(unit.profitBeforeAds);
    const row = previewRows.find((entry) => entry.sku === "Silicone lid set (6)");
    const sales = previewSales.find((entry) => entry.sku === "Silicone lid set (6)")?.sales;
    expect(sales).toBe(Math.round(lidSetInputs.units * siliconeLidSet.price));
    expect(money(row?.profit ?? "")).toBe(Math.round(lidSetInputs.units * unit.profitBeforeAds - lidSetInputs.adSpend));
    expect(lidSetInputs.adSpend).toBeGreaterThan(0);
  });
});
