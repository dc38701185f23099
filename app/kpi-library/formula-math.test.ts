import { describe, expect, it } from "vitest";
import { divide, input, percentOf, stepsToCover } from "./formula-math";

describe("the formulas' shared arithmetic", () => {
  it("reads a missing input as 0", () => {
    expect(input({ adSpend: 12.5 }, "adSpend")).toBe(12.5);
    expect(input({ adSpend: 12.5 }, "adSales")).toBe(0);
  });

  it("divides, and gives 0 for a denominator of 0 instead of Infinity or NaN", () => {
    expect(divide(4960, 1240)).toBe(4);
    expect(divide(4960, 0)).toBe(0);
    expect(divide(0, 0)).toBe(0);
  });

  it("gives a percentage as a percentage number, 0 of a whole of 0", () => {
    expect(percentOf(1240, 4960)).toBe(25);
    expect(percentOf(5, 0)).toBe(0);
  });

  it("counts the whole steps that cover an amount, ignoring floating-point noise, and none for nothing to cover", () => {
    expect(stepsToCover(1.1, 0.25)).toBe(5);
    expect(stepsToCover(1, 0.25)).toBe(4);
    expect(stepsToCover(0.1 + 0.2, 0.1)).toBe(3);
    expect(stepsToCover(0, 1)).toBe(0);
    expect(stepsToCover(-2, 1)).toBe(0);
    expect(stepsToCover(3, 0)).toBe(0);
  });
});
