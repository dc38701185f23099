import { describe, expect, it } from "vitest";
import {
  comparatorDefaults,
  emptyLine,
  evaluateComparator,
  type ComparatorFormValues,
} from "~/tools/inbound-placement-comparator/comparator-form";
import {
  breakEvenSentences,
  caveats,
  chargeSentence,
  errorFieldId,
  lineErrors,
  lineRows,
  rangeSummary,
  shipmentSize,
  splitCards,
  verdict,
} from "./view";

const today = "2026-12-02";
const compare = (values: ComparatorFormValues = comparatorDefaults) => {
  const { result } = evaluateComparator(values, today);
  if (!result) throw new Error("the example must compare");
  return result;
};

describe("the comparator's view", () => {
  it("leads with the cheapest split and the saving, per shipment and per unit", () => {
    expect(verdict(compare())).toEqual({
      title: "Amazon-optimized split is cheapest",
      detail: "$336.00 less than the minimal split for this shipment, $0.19 a unit.",
    });
    const fewCartons = compare({ ...comparatorDefaults, lines: [{ ...comparatorDefaults.lines[0]!, units: "96" }] });
    expect(verdict(fewCartons).title).toBe("Minimal split: the only split open to this shipment");
    expect(verdict(compare({ ...comparatorDefaults, rateOptimized: "20.86" }))).toEqual({
      title: "Minimal split and Amazon-optimized split cost the same",
      detail: "On a tie the comparator picks the split with fewer locations.",
    });
  });

  it("shows each split's total from its three parts, or why Amazon does not offer it", () => {
    const cards = splitCards(compare(), "carton");
    expect(cards.map((card) => [card.label, card.total, card.perUnit, card.isCheapest])).toEqual([
      ["Minimal split", "$2,186.00", "$1.21 a unit", false],
      ["Partial split", "$1,650.00", "$0.92 a unit", false],
      ["Amazon-optimized split", "$1,850.00", "$1.03 a unit", true],
    ]);
    expect(cards[0]?.rows).toEqual([
      { label: "Placement fee", value: "$786.00", detail: "Top of Amazon's ranges" },
      { label: "Freight", value: "$1,400.00", detail: "100 cartons x $14.00, 1 location" },
      { label: "Prep and labour", value: "$0.00", detail: "One location" },
    ]);
    expect(cards[2]?.rows[2]).toEqual({ label: "Prep and labour", value: "$100.00", detail: "4 extra locations" });
    expect(cards[1]?.unavailable).toBe(
      "Not offered: Amazon withdrew the partial split for standard-size products on February 20, 2025 (UTENSIL-SET, BAMBOO-TRAY). Ship bulky lines on their own to get it.",
    );
    const odd = compare({ ...comparatorDefaults, lines: [{ ...comparatorDefaults.lines[0]!, units: "1210" }] });
    expect(splitCards(odd, "carton")[2]?.unavailable).toBe(
      "Not offered as entered: every item needs at least 5 identical cartons (UTENSIL-SET).",
    );
  });

  it("says where the choice flips inside Amazon's ranges, and the break-even freight per carton or pallet", () => {
    expect(rangeSummary(compare())).toEqual({
      fees: "Minimal-split fee for this shipment: $426.00 at the low end of Amazon's ranges, $612.00 in the middle, $786.00 at the top.",
      flip: "The choice flips inside Amazon's ranges: at the low end the minimal split is cheapest; in the middle and at the top, the Amazon-optimized split.",
    });
    expect(breakEvenSentences(compare(), "carton")).toEqual([
      "The Amazon-optimized split is cheaper than the minimal split while its freight stays under $2,086.00, $20.86 a carton (quoted: $1,750.00).",
    ]);
    const dearPrep = compare({ ...comparatorDefaults, extraDestinationCost: "600" });
    expect(breakEvenSentences(dearPrep, "carton")[0]).toContain(
      "costs more than the minimal split even with free freight",
    );
  });

  it("dates the charge 45 days after receipt, at the earliest without a receipt date", () => {
    expect(chargeSentence(compare())).toBe(
      "No placement fee on the Amazon-optimized split. If you choose the minimal split, Amazon charges its fee 45 days after it receives the shipment, on the units it receives: January 16, 2027 at the earliest. Add the day it arrives for the exact date.",
    );
    expect(chargeSentence(compare({ ...comparatorDefaults, receivedOn: "2026-12-10" }))).toContain("January 24, 2027.");
  });

  it("lists each line's tier, band, ranges and carton check", () => {
    expect(lineRows(compare())).toEqual([
      {
        sku: "UTENSIL-SET",
        tier: "Large standard, 1.25 lb",
        band: "over 12 oz to 1.5 lb",
        minimalRange: "$0.22 to $0.41 ($0.41 used)",
        partialRange: "Not offered",
        cartons: "50",
        meetsCartonCondition: true,
        cartonCheck: "Five identical cartons: met",
      },
      {
        sku: "BAMBOO-TRAY",
        tier: "Large standard, 2.5 lb (dimensional)",
        band: "over 1.5 to 3 lb",
        minimalRange: "$0.27 to $0.49 ($0.49 used)",
        partialRange: "Not offered",
        cartons: "50",
        meetsCartonCondition: true,
        cartonCheck: "Five identical cartons: met",
      },
    ]);
    const bench = { ...emptyLine, sku: "BENCH", units: "10", unitsPerCarton: "4", tier: "extra-large", weight: "60" };
    expect(lineRows(compare({ ...comparatorDefaults, lines: [bench] }))[0]).toMatchObject({
      minimalRange: "Not charged",
      cartons: "2 full + 1 of 2 units",
      cartonCheck: "Five identical cartons: not met",
    });
    expect(shipmentSize(compare())).toBe("1,800 units in 100 cartons, 2,800 lb, 132.8 cu ft");
  });

  it("names only the caveats that apply to the shipment", () => {
    const standard = caveats(compare());
    expect(standard[0]).toContain("no 2026 placement table");
    expect(standard.join(" ")).not.toContain("Bulky lines");
    const mixed = caveats(
      compare({
        ...comparatorDefaults,
        region: "elsewhere",
        lines: [
          { ...emptyLine, sku: "MAT", units: "60", unitsPerCarton: "6", tier: "small-bulky", weight: "14" },
          { ...emptyLine, sku: "BENCH", units: "10", unitsPerCarton: "1", tier: "extra-large", weight: "60" },
        ],
      }),
    ).join(" ");
    for (const note of [
      "middle of each range is our working figure",
      "Bulky lines",
      "Extra-large lines",
      "Small bulky",
    ])
      expect(mixed).toContain(note);
  });

  it("points each error at its field", () => {
    expect(errorFieldId("lines.2.unitsPerCarton")).toBe("placement-line-2-unitsPerCarton");
    expect(errorFieldId("rateMinimal")).toBe("placement-rateMinimal");
    expect(errorFieldId("lines")).toBe("placement-add-line");
    expect(lineErrors({ "lines.1.units": "Enter the units.", "lines.10.sku": "x", rateMinimal: "y" }, 1)).toEqual({
      units: "Enter the units.",
    });
  });
});
