import { describe, expect, it } from "vitest";
import {
  leanOrHoldExample as example,
  fbaInventoryScreenInputs as inputs,
  fbaInventoryScreen as screen,
} from "./amazon-fba-analytics-software";
import { column, count, lineLabel, lineValue, money, moneyAll, round, row, sum, tile } from "./printed-figures";

describe("/amazon-fba-analytics-software worked comparison", () => {
  it("multiplies out line by line and nets to the saving it prints", () => {
    const feePerUnit = money(lineValue(example, "Low-inventory-level fee at"));
    const shipped = count(lineValue(example, "Units shipped"));
    const monthlyFees = money(lineValue(example, "Low-inventory-level fees for the month"));
    expect(monthlyFees).toBe(round(feePerUnit * shipped, 2));
    const extraUnits = count(lineValue(example, "Extra units held"));
    expect(extraUnits).toBe((40 - 18) * 20);
    const cubicFeet = count(lineValue(example, "Extra cubic feet"));
    for (const start of ["Extra storage, January", "Extra storage, October"]) {
      const rate = money(lineLabel(example, start));
      expect(money(lineValue(example, start)), start).toBe(round(cubicFeet * rate, 2));
    }
    expect(money(example.result.value)).toBe(
      round(monthlyFees - money(lineValue(example, "Extra storage, January")), 2),
    );
    const [q4Gap, landedCost, cash] = moneyAll(example.note ?? "");
    expect(q4Gap).toBe(round(monthlyFees - money(lineValue(example, "Extra storage, October")), 2));
    expect(cash).toBe(Math.round(extraUnits * (landedCost ?? 0)));
  });
});

describe("/amazon-fba-analytics-software inventory screen", () => {
  it("counts the SKUs under 28 days from its own rows", () => {
    const under = column(screen, "Days of supply").filter((cell) => Number(cell) < 28).length;
    expect(Number(tile(screen, "SKUs under 28 days").value)).toBe(under);
  });

  it("dates each stockout from today plus the days of supply", () => {
    for (const entry of inputs.rows) {
      const printed = row(screen, entry.sku);
      const days = Math.floor(entry.available / entry.dailyUnits);
      expect(Number(printed["Days of supply"]), entry.sku).toBe(days);
      const stockout = new Date(`${inputs.today}T00:00:00Z`);
      stockout.setUTCDate(stockout.getUTCDate() + days);
      expect(printed["Stockout date"], entry.sku).toBe(
        stockout.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" }),
      );
    }
  });

  it("has tiles that are the totals and unit-weighted averages of its rows", () => {
    expect(count(tile(screen, "Available units").value)).toBe(sum(inputs.rows.map((entry) => entry.available)));
    const inbound = column(screen, "Inbound")
      .filter((cell) => cell !== "none")
      .map(count);
    expect(count(tile(screen, "Available units").detail)).toBe(sum(inbound));
    const fees = inputs.rows.map((entry) => entry.unitsIn30Days * money(row(screen, entry.sku)["Fees / unit"] ?? ""));
    expect(money(tile(screen, "Fees per unit, 30 days").value)).toBe(
      round(sum(fees) / sum(inputs.rows.map((entry) => entry.unitsIn30Days)), 2),
    );
  });
});
