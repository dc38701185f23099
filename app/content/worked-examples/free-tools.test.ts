import { describe, expect, it } from "vitest";
import { lostSalesExampleParagraphs, roiWorkedExampleTable as table } from "./free-tools";
import { money, moneyAll, percent, round, row, sum } from "./printed-figures";

describe("/tools/roi-calculator worked example", () => {
  const value = (line: string) => money(row(table, line)["Per unit"] ?? "");
  it("profit per unit is the price less every line above it, and ROI follows", () => {
    const lines = table.rows
      .slice(
        0,
        table.rows.findIndex((cells) => cells[0] === "Profit per unit"),
      )
      .map((cells) => money(cells[1] ?? ""));
    const profit = value("Profit per unit");
    expect(profit).toBe(round(sum(lines), 2));
    const landedLabel = table.rows.find((cells) => cells[0]?.startsWith("Landed cost"))?.[0] ?? "";
    const landed = -value(landedLabel);
    expect(landed).toBe(round(sum(moneyAll(landedLabel)), 2));
    expect(percent(row(table, "ROI")["Per unit"] ?? "")).toBe(round((profit / landed) * 100, 1));
  });
});

describe("/tools/lost-sales-calculator worked example", () => {
  it("multiplies daily units by days, then by price and by unit profit", () => {
    const [, result] = lostSalesExampleParagraphs;
    expect(result).toContain("25 x 12 = 300");
    const [price, revenue, profitPerUnit, profit] = moneyAll(result ?? "");
    expect(revenue).toBe(Math.round(300 * (price ?? 0)));
    expect(profit).toBe(Math.round(300 * (profitPerUnit ?? 0)));
  });
});
