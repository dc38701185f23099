import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareShipment, type Comparison, type ComparisonInput, type ShipmentLine } from "./placement-comparison";

const utensils: ShipmentLine = {
  sku: "UTENSIL-SET",
  units: 1200,
  unitsPerCarton: 24,
  size: { kind: "dimensions", lengthIn: 12, widthIn: 4, heightIn: 3, weightLb: 1.1 },
  carton: { lengthIn: 18, widthIn: 12, heightIn: 10, weightLb: 28 },
};
const trays: ShipmentLine = {
  sku: "BAMBOO-TRAY",
  units: 600,
  unitsPerCarton: 12,
  size: { kind: "dimensions", lengthIn: 16, widthIn: 10, heightIn: 2, weightLb: 2.2 },
  carton: { lengthIn: 17, widthIn: 11, heightIn: 13, weightLb: 28 },
};

const shipment: ComparisonInput = {
  shipmentDate: "2026-12-02",
  region: "unknown",
  freight: {
    basis: "carton",
    rates: { minimal: 14, partial: 16, "amazon-optimized": 17.5 },
    destinations: { partial: 3, "amazon-optimized": 5 },
    extraDestinationCost: 25,
  },
  lines: [utensils, trays],
};

function compare(input: ComparisonInput): Comparison {
  const result = compareShipment(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const split = (comparison: Comparison, choice: string) => comparison.splits.find((entry) => entry.choice === choice)!;

describe("compareShipment: the page's worked example", () => {
  const comparison = compare(shipment);

  it("looks each line up by tier and shipping weight: unit weight for the utensils, dimensional for the trays", () => {
    expect(
      comparison.lines.map((line) => [line.tierLabel, line.shippingWeightLb, line.tierFrom, line.bandLabel]),
    ).toEqual([
      ["Large standard", 1.25, "unit-weight", "over 12 oz to 1.5 lb"],
      ["Large standard", 2.5, "dimensional-weight", "over 1.5 to 3 lb"],
    ]);
    // Region unknown: the top of Amazon's ranges.
    expect(comparison.figure).toBe("high");
    expect(comparison.lines.map((line) => line.fees.minimal.perUnit)).toEqual([0.41, 0.49]);
  });

  it("adds placement fee + freight + prep per split, per shipment and per unit", () => {
    const minimal = split(comparison, "minimal");
    // 1,200 x $0.41 + 600 x $0.49; 100 cartons x $14 to one location.
    expect(minimal).toMatchObject({ placementFee: 786, freight: 1400, prep: 0, total: 2186, destinations: 1 });
    expect(minimal.perUnit).toBeCloseTo(2186 / 1800, 10);
    // 100 cartons x $17.50 to five locations, and four extra locations x $25.
    expect(split(comparison, "amazon-optimized")).toMatchObject({
      placementFee: 0,
      freight: 1750,
      prep: 100,
      total: 1850,
    });
    expect(comparison.cheapest).toBe("amazon-optimized");
    expect(comparison.runnerUp).toBe("minimal");
    expect(comparison.saving).toBe(336);
    expect(comparison).toMatchObject({ units: 1800, cartons: 100, weightLb: 2800 });
  });

  it("does not offer the partial split: both products are standard-size and it is after Feb 19, 2025", () => {
    expect(split(comparison, "partial").isAvailable).toBe(false);
  });

  it("flips inside Amazon's range: the minimal split wins at the low end", () => {
    expect(split(comparison, "minimal").placementFeeAt).toEqual({ low: 426, mid: 612, high: 786 });
    expect(comparison.cheapestAt).toEqual({ low: "minimal", mid: "amazon-optimized", high: "amazon-optimized" });
  });

  it("gives the break-even freight: the Amazon-optimized split's freight at which both cost the same", () => {
    expect(comparison.breakEvens).toEqual([{ choice: "amazon-optimized", freight: 2086, perFreightUnit: 20.86 }]);
    const at = (rate: number) =>
      compare({
        ...shipment,
        freight: { ...shipment.freight, rates: { ...shipment.freight.rates, "amazon-optimized": rate } },
      });
    // At the break-even rate the totals are equal and the tie goes to the split with fewer locations.
    expect(split(at(20.86), "amazon-optimized").total).toBe(split(at(20.86), "minimal").total);
    expect(at(20.86).cheapest).toBe("minimal");
    expect(at(20.85).cheapest).toBe("amazon-optimized");
  });

  it("charges the fee 45 days after receipt: without a receipt date, 45 days after the shipment's date at the earliest", () => {
    expect(comparison).toMatchObject({ chargedOn: "2027-01-16", chargeDateIsEarliest: true });
    expect(compare({ ...shipment, receivedOn: "2026-12-15" })).toMatchObject({
      chargedOn: "2027-01-29",
      chargeDateIsEarliest: false,
    });
  });

  it("takes the middle of the range elsewhere and the top in the West", () => {
    expect(compare({ ...shipment, region: "elsewhere" }).lines.map((line) => line.fees.minimal.perUnit)).toEqual([
      0.32, 0.38,
    ]);
    expect(split(compare({ ...shipment, region: "elsewhere" }), "minimal").placementFee).toBe(612);
    expect(split(compare({ ...shipment, region: "west" }), "minimal").placementFee).toBe(786);
  });

  it("flags the 2026 ranges as estimates and Amazon's own 2025 ranges as confirmed", () => {
    expect(comparison.isEstimate).toBe(true);
    expect(comparison.rates.isEstimate).toBe(true);
    const in2025 = compare({ ...shipment, shipmentDate: "2025-06-02" });
    expect(in2025.isEstimate).toBe(false);
    expect(split(in2025, "minimal").total).toBe(2186);
  });
});

describe("compareShipment: the five-identical-cartons condition", () => {
  it("takes the no-fee split off the table when an item has fewer than five cartons or an odd one", () => {
    const fourCartons = compare({ ...shipment, lines: [utensils, { ...trays, units: 48 }] });
    expect(fourCartons.lines[1]).toMatchObject({ cartons: 4, meetsCartonCondition: false });
    expect(split(fourCartons, "amazon-optimized").isAvailable).toBe(false);
    expect(fourCartons.cheapest).toBe("minimal");
    expect(fourCartons.runnerUp).toBeNull();
    expect(fourCartons.saving).toBeNull();
    expect(fourCartons.breakEvens).toEqual([]);

    const oddCarton = compare({ ...shipment, lines: [utensils, { ...trays, units: 610 }] });
    expect(oddCarton.lines[1]).toMatchObject({ cartons: 51, fullCartons: 50, leftoverUnits: 10 });
    expect(split(oddCarton, "amazon-optimized").isAvailable).toBe(false);
  });
});

describe("compareShipment: a mixed shipment", () => {
  const bulky: ShipmentLine = {
    sku: "FLOOR-MAT",
    units: 60,
    unitsPerCarton: 6,
    size: { kind: "dimensions", lengthIn: 36, widthIn: 8, heightIn: 8, weightLb: 14 },
  };
  const extraLarge: ShipmentLine = {
    sku: "BENCH",
    units: 10,
    unitsPerCarton: 1,
    size: { kind: "tier", tier: "extra-large", shippingWeightLb: 62 },
  };

  it("prices each tier on its own rows, charges nothing on extra-large and uses the top where only the top is known", () => {
    const mixed = compare({ ...shipment, region: "elsewhere", lines: [utensils, bulky, extraLarge] });
    const [standard, mat, bench] = mixed.lines;
    expect(standard).toMatchObject({ tierLabel: "Large standard" });
    expect(standard?.fees.minimal).toMatchObject({ perUnit: 0.32, figure: "mid" });
    // 36 x 8 x 8 in is small bulky on the 2026 card, billed on its 16.6 lb dimensional weight (17 lb): over 12 to
    // 28 lb, where only the top of the range is published ($3.50).
    expect(mat).toMatchObject({ tierLabel: "Small bulky", shippingWeightLb: 17, bandLabel: "over 12 to 28 lb" });
    expect(mat?.fees.minimal).toMatchObject({ perUnit: 3.5, figure: "high", amount: 210 });
    expect(bench).toMatchObject({ tierLabel: "Extra-large", tierFrom: "entered", bandLabel: null });
    expect(bench?.fees.minimal).toMatchObject({ perUnit: 0, amount: 0, rate: { basis: "extra-large" } });
    expect(split(mixed, "minimal").placementFee).toBe(1200 * 0.32 + 210);
    // A standard-size line keeps the partial split off the shipment; the bench's 10 single cartons meet the rule.
    expect(split(mixed, "partial").isAvailable).toBe(false);
    expect(bench?.meetsCartonCondition).toBe(true);
  });

  it("offers the partial split when every charged line is bulky, and compares all three", () => {
    const bulkyOnly = compare({ ...shipment, lines: [bulky, extraLarge] });
    const partial = split(bulkyOnly, "partial");
    // Partial split, small bulky over 12 to 28 lb: up to $2.19; 20 cartons at $16 to three locations, two extra x $25.
    expect(partial).toMatchObject({ isAvailable: true, placementFee: 131.4, freight: 320, prep: 50, total: 501.4 });
    expect(split(bulkyOnly, "minimal")).toMatchObject({ placementFee: 210, freight: 280, total: 490 });
    expect(split(bulkyOnly, "amazon-optimized")).toMatchObject({ freight: 350, prep: 100, total: 450 });
    expect(bulkyOnly.cheapest).toBe("amazon-optimized");
    expect(bulkyOnly.runnerUp).toBe("minimal");
    expect(bulkyOnly.breakEvens.map(({ choice, freight }) => [choice, freight])).toEqual([
      ["partial", 308.6],
      ["amazon-optimized", 390],
    ]);
    expect(bulkyOnly.breakEvens[0]?.perFreightUnit).toBeCloseTo(15.43, 10);
  });

  it("reads a small bulky tier given for a 2025 shipment as large bulky (small bulky starts Jan 15, 2026)", () => {
    const line: ShipmentLine = { ...bulky, size: { kind: "tier", tier: "small-bulky", shippingWeightLb: 4.2 } };
    const in2025 = compare({ ...shipment, shipmentDate: "2025-06-02", lines: [line] });
    expect(in2025.lines[0]).toMatchObject({ tier: "large-bulky", tierLabel: "Large bulky", shippingWeightLb: 5 });
    expect(in2025.lines[0]?.fees.partial.perUnit).toBe(1.1);
  });
});

describe("compareShipment: freight by the pallet", () => {
  it("pays for at least one pallet per location", () => {
    const byPallet = compare({
      ...shipment,
      freight: {
        ...shipment.freight,
        basis: "pallet",
        cartonsPerPallet: 40,
        rates: { minimal: 180, partial: 200, "amazon-optimized": 150 },
      },
    });
    // 100 cartons: 3 pallets to one location, 5 to five.
    expect(split(byPallet, "minimal")).toMatchObject({ freightUnits: 3, freight: 540 });
    expect(split(byPallet, "amazon-optimized")).toMatchObject({ freightUnits: 5, freight: 750 });
    expect(byPallet.breakEvens[0]?.perFreightUnit).toBeCloseTo((786 + 540 - 100) / 5, 10);
  });

  it("counts each location's pallets, not the shipment's", () => {
    const byPallet = compare({
      ...shipment,
      lines: shipment.lines.map((line) => ({ ...line, units: line.units * 2 })),
      freight: {
        ...shipment.freight,
        basis: "pallet",
        cartonsPerPallet: 40,
        destinations: { ...shipment.freight.destinations, partial: 3 },
        rates: { minimal: 180, partial: 200, "amazon-optimized": 150 },
      },
    });
    // 200 cartons: 5 pallets to one location; 67, 67 and 66 cartons to three, 2 pallets each.
    expect(split(byPallet, "minimal")).toMatchObject({ freightUnits: 5 });
    expect(split(byPallet, "partial")).toMatchObject({ freightUnits: 6 });
  });
});

describe("compareShipment: bad input", () => {
  it("returns one issue per field instead of throwing", () => {
    const result = compareShipment({
      ...shipment,
      shipmentDate: "2024-01-01",
      receivedOn: "2023-12-01",
      freight: {
        ...shipment.freight,
        basis: "pallet",
        rates: { minimal: -1, partial: 16, "amazon-optimized": Number.NaN },
        destinations: { partial: 4, "amazon-optimized": 1 },
      },
      lines: [
        { ...utensils, units: 0, unitsPerCarton: 2.5 },
        { ...trays, sku: " ", size: { kind: "tier", tier: "small-standard", shippingWeightLb: 1.2 } },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toEqual([
      "shipmentDate",
      "receivedOn",
      "freight.rates.minimal",
      "freight.rates.amazon-optimized",
      "freight.destinations.partial",
      "freight.destinations.amazon-optimized",
      "freight.cartonsPerPallet",
      "lines.0.units",
      "lines.0.unitsPerCarton",
      "lines.1.sku",
      "lines.1.weight",
    ]);
    expect(result.errors.at(-1)?.message).toBe("Shipping weight must be at most 1 lb.");
    expect(compareShipment({ ...shipment, lines: [] }).ok).toBe(false);
    expect(compareShipment({ ...shipment, lines: Array.from({ length: 101 }, () => utensils) }).ok).toBe(false);
  });

  it("never returns NaN: total = placement fee + freight + prep, and per unit x units = total", () => {
    fc.assert(
      fc.property(
        fc.record({
          units: fc.integer({ min: 1, max: 5000 }),
          unitsPerCarton: fc.integer({ min: 1, max: 60 }),
          weightLb: fc.double({ min: 0.05, max: 60, noNaN: true }),
          longest: fc.double({ min: 1, max: 80, noNaN: true }),
          minimal: fc.double({ min: 0, max: 500, noNaN: true }),
          optimized: fc.double({ min: 0, max: 500, noNaN: true }),
          region: fc.constantFrom("west" as const, "elsewhere" as const, "unknown" as const),
        }),
        ({ units, unitsPerCarton, weightLb, longest, minimal, optimized, region }) => {
          const comparison = compare({
            ...shipment,
            region,
            freight: { ...shipment.freight, rates: { minimal, partial: 0, "amazon-optimized": optimized } },
            lines: [
              {
                sku: "X",
                units,
                unitsPerCarton,
                size: { kind: "dimensions", lengthIn: longest, widthIn: 6, heightIn: 4, weightLb },
              },
            ],
          });
          for (const entry of comparison.splits) {
            expect(Number.isFinite(entry.total) && Number.isFinite(entry.perUnit)).toBe(true);
            expect(entry.total).toBeCloseTo(entry.placementFee + entry.freight + entry.prep, 6);
            expect(entry.perUnit * units).toBeCloseTo(entry.total, 6);
          }
          expect(comparison.splits.find((entry) => entry.choice === comparison.cheapest)?.isAvailable).toBe(true);
        },
      ),
    );
  });
});
