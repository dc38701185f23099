import { describe, expect, it } from "vitest";
import { divide, input, percentOf } from "./formula-math";

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
});
