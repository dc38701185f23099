import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateFbaFees,
  calculateProfit,
  productTypes,
  referralCategories,
  type FbaFeeInput,
  type ProfitInput,
} from ".";
import { computeFeeBreakdown } from "./calculate";
import { toCents } from "./units";

const isoDate = fc
  .integer({ min: Date.UTC(2024, 3, 15) / 86_400_000, max: Date.UTC(2027, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const positive = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

const feeInput: fc.Arbitrary<FbaFeeInput> = fc.record({
  lengthIn: positive(0.1, 120),
  widthIn: positive(0.1, 60),
  heightIn: positive(0.1, 40),
  weightLb: positive(0.01, 200),
  price: money(2000).filter((price) => price > 0),
  categoryId: fc.constantFrom(...referralCategories.map((category) => category.id)),
  productType: fc.constantFrom(...productTypes),
  date: isoDate,
  sippCertified: fc.boolean(),
  monthsInStorage: fc.integer({ min: 0, max: 12 }),
  inboundPlacement: fc.constantFrom("minimal", "partial", "amazon-optimized"),
  returns: fc.option(fc.record({ returnRatePercent: fc.integer({ min: 0, max: 100 }) }), { nil: undefined }),
  lowInventory: fc.option(
    fc.record({
      shortTermDaysOfSupply: fc.integer({ min: 0, max: 60 }),
      longTermDaysOfSupply: fc.integer({ min: 0, max: 60 }),
    }),
    { nil: undefined },
  ),
});

describe("fee engine properties", () => {
  it("fees are never negative and never NaN", () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const result = calculateFbaFees(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        for (const line of result.value.lines) {
          expect(Number.isFinite(line.amount)).toBe(true);
          expect(line.amount).toBeGreaterThanOrEqual(0);
        }
        expect(result.value.totals.total).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(result.value.sizeTier.shippingWeightLb)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("the fulfillment fee never decreases as weight rises within a tier", () => {
    fc.assert(
      fc.property(feeInput, positive(0.01, 200), (input, otherWeight) => {
        const lighter = Math.min(input.weightLb, otherWeight);
        const heavier = Math.max(input.weightLb, otherWeight);
        const light = computeFeeBreakdown({ ...input, weightLb: lighter, date: input.date ?? "2026-06-01" });
        const heavy = computeFeeBreakdown({ ...input, weightLb: heavier, date: input.date ?? "2026-06-01" });
        if (!light || !heavy || light.sizeTier.tier !== heavy.sizeTier.tier) return;
        const fulfillment = (breakdown: typeof light) =>
          breakdown.lines.find((line) => line.id === "fulfillment")?.amount ?? NaN;
        expect(fulfillment(heavy)).toBeGreaterThanOrEqual(fulfillment(light));
      }),
      { numRuns: 500 },
    );
  });

  it("invalid input gives errors, never an exception or NaN", () => {
    const junk = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.constant(undefined),
      fc.constant(null),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.record({
          lengthIn: junk,
          widthIn: junk,
          heightIn: junk,
          weightLb: junk,
          price: junk,
          categoryId: junk,
          date: junk,
        }),
        (input) => {
          const result = calculateFbaFees(input as unknown as FbaFeeInput);
          if (result.ok) {
            expect(Number.isFinite(result.value.totals.total)).toBe(true);
          } else {
            expect(result.errors.length).toBeGreaterThan(0);
            for (const error of result.errors) expect(error.message.length).toBeGreaterThan(5);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

const profitInput: fc.Arbitrary<ProfitInput> = fc
  .record({
    product: feeInput,
    cogs: money(500),
    inbound: money(50),
    ads: money(50),
    units: fc.integer({ min: 0, max: 5000 }),
  })
  .map(({ product, cogs, inbound, ads, units }) => ({
    ...product,
    costOfGoodsPerUnit: cogs,
    inboundShippingPerUnit: inbound,
    adSpendPerUnit: ads,
    unitsPerMonth: units,
  }));

describe("profit properties", () => {
  it("net profit + Amazon fees + landed cost + ad spend = price, to the cent", () => {
    fc.assert(
      fc.property(profitInput, (input) => {
        const result = calculateProfit(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { netProfitPerUnit, amazonFeesPerUnit, landedCostPerUnit, adSpendPerUnit, price } = result.value;
        expect(
          toCents(netProfitPerUnit) + toCents(amazonFeesPerUnit) + toCents(landedCostPerUnit) + toCents(adSpendPerUnit),
        ).toBe(toCents(price));
        expect(toCents(amazonFeesPerUnit)).toBe(toCents(result.value.fees.totals.total));
      }),
      { numRuns: 300 },
    );
  });

  it("the break-even price makes money and one cent less does not", () => {
    fc.assert(
      fc.property(profitInput, (input) => {
        const result = calculateProfit(input);
        if (!result.ok || result.value.breakEvenPrice === null) return;
        const profitAt = (price: number) => {
          const breakdown = computeFeeBreakdown({ ...input, date: input.date ?? "2026-06-01", price });
          return (
            toCents(price) -
            toCents(breakdown?.totals.total ?? NaN) -
            toCents(input.costOfGoodsPerUnit) -
            toCents(input.inboundShippingPerUnit) -
            toCents(input.adSpendPerUnit)
          );
        };
        const breakEven = result.value.breakEvenPrice;
        expect(profitAt(breakEven)).toBeGreaterThanOrEqual(0);
        if (breakEven > 0.01) expect(profitAt(Math.round((breakEven - 0.01) * 100) / 100)).toBeLessThan(0);
        // By definition every price at or above the break-even price makes money (a lower price may too,
        // e.g. in the cheaper under-$10 band).
        if (toCents(input.price) >= toCents(breakEven)) expect(result.value.netProfitPerUnit).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 120 },
    );
  });
});
