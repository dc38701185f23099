import { describe, expect, it } from "vitest";
import {
  howItWorksParagraphs,
  placementRatesTable,
  workedExampleTable as table,
  workedExampleParagraphs,
} from "./inbound-placement";
import { count, money, moneyAll, round, row } from "./printed-figures";

describe("/tools/inbound-placement-comparator worked example", () => {
  const units = [...(table.intro ?? "").matchAll(/([\d,]+) units of /g)].reduce(
    (sum, match) => sum + count(match[1] ?? ""),
    0,
  );
  const cells = (split: string) => row(table, split);

  it("states the units it divides by", () => {
    expect(units).toBe(1_800);
  });

  it("adds placement fee, freight and prep to each split's total, and divides it by the units", () => {
    for (const split of ["Minimal split", "Amazon-optimized split"]) {
      const printed = cells(split);
      const parts = ["Placement fee", "Freight", "Prep and labour"].map((column) => money(printed[column] ?? ""));
      expect(money(printed.Total ?? "")).toBe(
        round(
          parts.reduce((sum, part) => sum + part, 0),
          2,
        ),
      );
      expect(money(printed["Per unit"] ?? "")).toBe(round(money(printed.Total ?? "") / units, 2));
    }
    expect(cells("Partial split")["Placement fee"]).toBe("Not offered for standard-size products");
  });

  it("prices freight from the quotes it names: 100 cartons at each rate, and $25 for each of four extra locations", () => {
    const [toOne, toFive, perLocation] = moneyAll(table.intro ?? "").slice(-3);
    expect(money(cells("Minimal split").Freight ?? "")).toBe(100 * (toOne ?? 0));
    expect(money(cells("Amazon-optimized split").Freight ?? "")).toBe(100 * (toFive ?? 0));
    expect(money(cells("Amazon-optimized split")["Prep and labour"] ?? "")).toBe(4 * (perLocation ?? 0));
  });

  it("reports the saving and the break-even freight the table implies", () => {
    const [saving, optimizedTotal, minimalTotal] = moneyAll(workedExampleParagraphs[0] ?? "");
    expect(optimizedTotal).toBe(money(cells("Amazon-optimized split").Total ?? ""));
    expect(minimalTotal).toBe(money(cells("Minimal split").Total ?? ""));
    expect(saving).toBe(round((minimalTotal ?? 0) - (optimizedTotal ?? 0), 2));
    const [breakEvenFreight, perCarton] = moneyAll(workedExampleParagraphs[1] ?? "");
    const prep = money(cells("Amazon-optimized split")["Prep and labour"] ?? "");
    expect(breakEvenFreight).toBe(round((minimalTotal ?? 0) - prep, 2));
    expect(perCarton).toBe(round((breakEvenFreight ?? 0) / 100, 2));
  });

  it("prints each range's middle as the half-up cent between its low end and its top", () => {
    for (const cells of placementRatesTable.rows.filter((cells) => /^\$[\d.]+ \/ /.test(cells[2] ?? ""))) {
      const [low, middle, top] = moneyAll(cells[2] ?? "");
      expect(middle).toBe(Math.round(((low ?? 0) + (top ?? 0)) * 50 + 1e-6) / 100);
    }
  });

  it("explains the rule with the rule's own figures", () => {
    // When Amazon charges it is the fact's ({amazon:inboundPlacementFee}); the example applies it to its shipment.
    expect(workedExampleParagraphs.join(" ")).toContain("charged 45 days after the shipment's receipt");
    expect(count(howItWorksParagraphs[2]?.split("fewer than ")[1] ?? "")).toBe(5);
  });
});
