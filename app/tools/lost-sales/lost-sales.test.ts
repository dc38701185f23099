import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateLostSales, type LostSalesInput, type LostSalesResult } from "./lost-sales";

function run(input: LostSalesInput): LostSalesResult {
  const result = calculateLostSales(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe("calculateLostSales", () => {
  it("multiplies daily units by days out of stock and by price / unit profit", () => {
    const result = run({ unitsPerDay: 12, daysOutOfStock: 10, price: 25, unitProfit: 6 });
    expect(result.lostUnits).toBe(120);
    expect(result.lostRevenue).toBe(3000);
    expect(result.lostProfit).toBe(720);
    expect(result.lostUnitsDuringRecovery).toBe(0);
  });

  it("accepts units per month (30-day month) and a margin % instead of unit profit", () => {
    const result = run({ unitsPerMonth: 300, daysOutOfStock: 7, price: 20, marginPercent: 25 });
    expect(result.unitsPerDay).toBe(10);
    expect(result.unitProfit).toBe(5);
    expect(result.lostUnits).toBe(70);
    expect(result.lostProfit).toBe(350);
  });

  it("adds the sales missed while they ramp back after the restock (triangle under a linear ramp)", () => {
    const fromZero = run({ unitsPerDay: 10, daysOutOfStock: 5, price: 10, unitProfit: 2, recoveryDays: 14 });
    expect(fromZero.lostUnitsWhileOutOfStock).toBe(50);
    expect(fromZero.lostUnitsDuringRecovery).toBe(70); // 10 x 14 / 2
    expect(fromZero.lostUnits).toBe(120);
    const fromHalf = run({
      unitsPerDay: 10,
      daysOutOfStock: 5,
      price: 10,
      unitProfit: 2,
      recoveryDays: 14,
      recoveryStartPercent: 50,
    });
    expect(fromHalf.lostUnitsDuringRecovery).toBe(35);
    const instant = run({
      unitsPerDay: 10,
      daysOutOfStock: 5,
      price: 10,
      unitProfit: 2,
      recoveryDays: 14,
      recoveryStartPercent: 100,
    });
    expect(instant.lostUnitsDuringRecovery).toBe(0);
  });

  it("computes the reorder point = daily units x lead time + safety stock, rounded up", () => {
    const result = run({
      unitsPerDay: 7.5,
      daysOutOfStock: 0,
      price: 10,
      unitProfit: 2,
      leadTimeDays: 45,
      safetyStockDays: 14,
    });
    expect(result.safetyStockUnits).toBe(105);
    expect(result.reorderPointUnits).toBe(443); // 337.5 + 105 = 442.5 -> 443
    expect(
      run({ unitsPerDay: 10, daysOutOfStock: 0, price: 10, unitProfit: 2, leadTimeDays: 30 }).reorderPointUnits,
    ).toBe(300);
  });

  it("allows a loss-making product (negative profit lost = money saved)", () => {
    expect(run({ unitsPerDay: 2, daysOutOfStock: 3, price: 10, unitProfit: -1 }).lostProfit).toBe(-6);
  });

  it("returns field errors instead of throwing", () => {
    const result = calculateLostSales({
      unitsPerDay: 5,
      unitsPerMonth: 100,
      daysOutOfStock: -1,
      price: Number.NaN,
    } as LostSalesInput);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((error) => error.path)).toEqual([
        "unitsPerDay",
        "daysOutOfStock",
        "price",
        "unitProfit",
      ]);
      expect(result.errors[0]?.message).toContain("either units per day or units per month");
    }
    const both = calculateLostSales({ unitsPerDay: 5, daysOutOfStock: 1, price: 5, unitProfit: 1, marginPercent: 10 });
    expect(both.ok).toBe(false);
    const badMargin = calculateLostSales({ unitsPerDay: 5, daysOutOfStock: 1, price: 5, marginPercent: 150 });
    expect(badMargin.ok ? [] : badMargin.errors.map((error) => error.path)).toEqual(["marginPercent"]);
    expect(calculateLostSales(undefined as unknown as LostSalesInput).ok).toBe(false);
  });

  it("never returns NaN and never loses money from revenue: lost revenue = lost units x price", () => {
    fc.assert(
      fc.property(
        fc.record({
          unitsPerDay: fc.double({ min: 0, max: 1000, noNaN: true }),
          daysOutOfStock: fc.integer({ min: 0, max: 365 }),
          price: fc.double({ min: 0, max: 1000, noNaN: true }),
          marginPercent: fc.double({ min: -100, max: 100, noNaN: true }),
          recoveryDays: fc.integer({ min: 0, max: 90 }),
          recoveryStartPercent: fc.integer({ min: 0, max: 100 }),
          leadTimeDays: fc.integer({ min: 0, max: 180 }),
          safetyStockDays: fc.integer({ min: 0, max: 60 }),
        }),
        (input) => {
          const result = run(input);
          for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
          expect(result.lostUnits).toBeGreaterThanOrEqual(result.lostUnitsWhileOutOfStock - 0.01);
          expect(result.lostRevenue).toBeCloseTo(result.lostUnits * input.price, -1);
          expect(result.reorderPointUnits).toBeGreaterThanOrEqual(result.safetyStockUnits);
        },
      ),
    );
  });
});
