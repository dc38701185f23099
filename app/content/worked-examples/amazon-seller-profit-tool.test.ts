import { describe, expect, it } from "vitest";
import { sellerProfitUnitExample as example, sellerProfitScreen as screen } from "./amazon-seller-profit-tool";
import {
  column,
  count,
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

const units = (cell: string) => Number(cell.replaceAll(",", ""));

describe("/amazon-seller-profit-tool worked example", () => {
  it("adds up to the profit per unit it prints", () => {
    expect(ledgerMismatches(example)).toEqual([]);
  });

  it("prints a margin and ROI that follow from its lines", () => {
    const price = money(lineValue(example, "Sale price"));
    const profit = money(example.result.value);
    const landed = -money(lineValue(example, "Landed cost"));
    const [margin, roi] = percentAll(example.result.label);
    expect(margin).toBe(round((profit / price) * 100, 1));
    expect(roi).toBe(Math.round((profit / landed) * 100));
  });

  it("works out the spreadsheet's overstatement from the same lines", () => {
    const keep = ["Sale price", "Referral fee", "FBA fulfillment fee", "Landed cost", "Advertising"];
    const spreadsheet = round(sum(keep.map((label) => money(lineValue(example, label)))), 2);
    const profit = money(example.result.value);
    const [quotedSheet, monthly] = moneyAll(example.note ?? "");
    expect(quotedSheet).toBe(spreadsheet);
    expect(percent(example.note ?? "")).toBe(Math.round(((spreadsheet - profit) / profit) * 100));
    expect(monthly).toBe(Math.round(600 * (spreadsheet - profit)));
  });
});

describe("/amazon-seller-profit-tool product profit screen (issue 19, item 3)", () => {
  const rows = (screen.table?.rows ?? []).map((cells) => row(screen, cells[0] ?? ""));

  it("prints each row's profit per unit as price minus fees, COGS and ads", () => {
    for (const entry of rows) {
      const expected = round(
        money(entry.Price ?? "") - money(entry["Amazon fees"] ?? "") - money(entry.COGS ?? "") - money(entry.Ads ?? ""),
        2,
      );
      expect(money(entry["Profit / unit"] ?? ""), entry.SKU).toBe(expected);
    }
  });

  it("has tiles that are the totals of its rows", () => {
    const sold = column(screen, "Units").map(units);
    const totalUnits = sum(sold);
    const netProfit = sum(rows.map((entry) => units(entry.Units ?? "") * money(entry["Profit / unit"] ?? "")));
    const sales = sum(rows.map((entry) => units(entry.Units ?? "") * money(entry.Price ?? "")));
    const fees = sum(rows.map((entry) => units(entry.Units ?? "") * money(entry["Amazon fees"] ?? "")));
    expect(money(tile(screen, "Net profit").value)).toBe(Math.round(netProfit));
    expect(money(tile(screen, "Sales").value)).toBe(Math.round(sales));
    expect(count(tile(screen, "Sales").detail)).toBe(totalUnits);
    expect(percent(tile(screen, "Net profit").detail)).toBe(round((netProfit / sales) * 100, 1));
    expect(money(tile(screen, "Profit per unit").value)).toBe(round(netProfit / totalUnits, 2));
    expect(money(tile(screen, "Amazon fees per unit").value)).toBe(round(fees / totalUnits, 2));
  });

  it("shows the worked example's unit in the 30 ml serum row", () => {
    const serum = row(screen, "Serum 30 ml");
    expect(money(serum.Price ?? "")).toBe(money(lineValue(example, "Sale price")));
    expect(money(serum["Profit / unit"] ?? "")).toBe(money(example.result.value));
    expect(money(serum.Ads ?? "")).toBe(-money(lineValue(example, "Advertising")));
  });
});
