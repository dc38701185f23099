import { describe, expect, it } from "vitest";
import { orderItemExample as example, exportPreviewScreen as screen } from "./amazon-business-intelligence-software";
import { ledgerMismatches, lineValue, money, percent, round, row, tile } from "./printed-figures";

describe("/amazon-business-intelligence-software worked example", () => {
  it("adds up to the contribution it prints, and its share of the price", () => {
    expect(ledgerMismatches(example)).toEqual([]);
    expect(percent(example.result.label)).toBe(
      round((money(example.result.value) / money(lineValue(example, "Item price"))) * 100, 1),
    );
  });
});

describe("/amazon-business-intelligence-software export preview", () => {
  it("prints each row's net profit as net sales minus fees, ad spend and COGS", () => {
    for (const cells of screen.table?.rows ?? []) {
      const entry = row(screen, cells[0] ?? "");
      const expected = round(
        Number(entry.net_sales) - Number(entry.amazon_fees) - Number(entry.ad_spend) - Number(entry.cogs),
        2,
      );
      expect(Number(entry.net_profit), cells[0]).toBe(expected);
    }
  });

  it("counts the columns it shows", () => {
    expect(Number(tile(screen, "Columns").value)).toBe(screen.table?.columns.length);
  });
});
