import { describe, expect, it } from "vitest";
import { analyticsToolWeekExample as example, analyticsToolOverviewScreen as screen } from "./amazon-analytics-tool";
import {
  column,
  ledgerMismatches,
  lineLabel,
  lineValue,
  money,
  percent,
  round,
  row,
  sum,
  tile,
} from "./printed-figures";

describe("/amazon-analytics-tool worked example", () => {
  it("adds up: each line, the profit before advertising and the net profit", () => {
    expect(ledgerMismatches(example, ["Profit before advertising"])).toEqual([]);
  });

  it("prints margins and per-unit amounts that follow from its own lines", () => {
    const sales = money(lineValue(example, "Ordered product sales"));
    expect(sales).toBe(round(140 * 29.99, 2));
    const beforeAds = money(lineValue(example, "Profit before advertising"));
    expect(percent(lineLabel(example, "Profit before advertising"))).toBe(round((beforeAds / sales) * 100, 1));
    const net = money(example.result.value);
    expect(percent(example.result.label)).toBe(round((net / sales) * 100, 1));
    for (const start of ["Referral fee", "FBA fulfillment fee", "Storage for two months"]) {
      const label = lineLabel(example, start);
      const perUnit = money(label.slice(label.lastIndexOf("(")));
      expect(money(lineValue(example, start)), start).toBe(round(-perUnit * 140, 2));
    }
  });

  it("quotes a TACoS and break-even ACoS in the note that match the lines", () => {
    const sales = money(lineValue(example, "Ordered product sales"));
    const spend = -money(lineValue(example, "Sponsored Products spend"));
    expect(example.note).toContain(`TACoS of ${round((spend / sales) * 100, 1)}%`);
    const beforeAds = money(lineValue(example, "Profit before advertising"));
    expect(example.note).toContain(`break-even ACoS of ${round((beforeAds / sales) * 100, 1)}%`);
  });
});

describe("/amazon-analytics-tool overview screen", () => {
  it("has tiles that are the totals of its rows", () => {
    expect(money(tile(screen, "Sales").value)).toBe(sum(column(screen, "Sales").map(money)));
    expect(money(tile(screen, "Net profit").value)).toBe(sum(column(screen, "Net profit").map(money)));
    expect(Number(tile(screen, "Units").value.replaceAll(",", ""))).toBe(
      sum(column(screen, "Units").map((cell) => Number(cell.replaceAll(",", "")))),
    );
    const sales = money(tile(screen, "Sales").value);
    expect(percent(tile(screen, "Net profit").detail)).toBe(
      round((money(tile(screen, "Net profit").value) / sales) * 100, 1),
    );
  });

  it("prints each row's margin from its own profit and sales", () => {
    for (const cells of screen.table?.rows ?? []) {
      const entry = row(screen, cells[0] ?? "");
      expect(percent(entry.Margin ?? ""), cells[0]).toBe(
        round((money(entry["Net profit"] ?? "") / money(entry.Sales ?? "")) * 100, 1),
      );
    }
  });

  it("shows the worked example's week in the garlic press row", () => {
    const press = row(screen, "Garlic press, steel");
    expect(money(press.Sales ?? "")).toBe(Math.round(money(lineValue(example, "Ordered product sales"))));
    expect(money(press["Net profit"] ?? "")).toBe(Math.round(money(example.result.value)));
  });
});
