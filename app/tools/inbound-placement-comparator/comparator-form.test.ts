import { describe, expect, it } from "vitest";
import { comparatorDefaults, emptyLine, errorLabel, evaluateComparator } from "./comparator-form";

const today = "2026-12-02";

describe("the comparator's form", () => {
  it("defaults to the page's worked example: the Amazon-optimized split saves $336", () => {
    const { errors, result } = evaluateComparator(comparatorDefaults, today);
    expect(errors).toEqual({});
    expect(result).toMatchObject({ cheapest: "amazon-optimized", saving: 336, units: 1800, chargedOn: "2027-01-16" });
  });

  it("reads an empty shipment date as today, and a receipt date when given", () => {
    expect(evaluateComparator(comparatorDefaults, "2026-03-02").result?.chargedOn).toBe("2026-04-16");
    const received = evaluateComparator({ ...comparatorDefaults, receivedOn: "2026-12-20" }, today).result;
    expect(received).toMatchObject({ chargedOn: "2027-02-03", chargeDateIsEarliest: false });
  });

  it("reads a line that names its tier by its shipping weight, without dimensions", () => {
    const line = { ...emptyLine, sku: "MAT", units: "60", unitsPerCarton: "6", tier: "large-bulky", weight: "14" };
    const { errors, result } = evaluateComparator({ ...comparatorDefaults, lines: [line] }, today);
    expect(errors).toEqual({});
    expect(result?.lines[0]).toMatchObject({ tierLabel: "Large bulky", shippingWeightLb: 14, tierFrom: "entered" });
  });

  it("puts each problem under its field: settings by name, lines by index, and labels them for the list to fix", () => {
    const [first, second] = comparatorDefaults.lines;
    const { errors, result } = evaluateComparator(
      {
        ...comparatorDefaults,
        rateMinimal: "abc",
        basis: "pallet",
        destinationsOptimized: "1",
        lines: [
          { ...first!, units: "", cartonWeight: "" },
          { ...second!, tier: "small-standard", weight: "2" },
        ],
      },
      today,
    );
    expect(result).toBeNull();
    expect(errors).toEqual({
      rateMinimal: "Freight, minimal split must be a number, like 12.5.",
      cartonsPerPallet: "Enter the cartons per pallet.",
      "lines.0.units": "Enter the units.",
      "lines.0.cartonWeight": "Enter the carton weight.",
    });
    // Once the text reads as numbers, the comparison's own checks land on the same fields.
    const checked = evaluateComparator(
      {
        ...comparatorDefaults,
        destinationsOptimized: "1",
        lines: [first!, { ...second!, tier: "small-standard", weight: "2" }],
      },
      today,
    );
    expect(checked.errors).toEqual({
      destinationsOptimized: "Locations, Amazon-optimized split must be at least 2.",
      "lines.1.weight": "Shipping weight must be at most 1 lb.",
    });
    expect(errorLabel("lines.1.weight")).toBe("Line 2, weight");
    expect(errorLabel("rateMinimal")).toBe("Freight, minimal split");
    expect(errorLabel("lines")).toBe("Lines");
    expect(evaluateComparator({ ...comparatorDefaults, lines: [] }, today).errors).toEqual({
      lines: "Add at least one line.",
    });
  });
});
