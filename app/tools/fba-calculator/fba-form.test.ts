import { describe, expect, it } from "vitest";
import { evaluateFba, fbaDefaults } from "./fba-form";

const returnsLine = (values: Partial<typeof fbaDefaults>) =>
  evaluateFba({ ...fbaDefaults, date: "2026-06-01", ...values }, "2026-06-01").result?.fees.lines.find(
    (line) => line.id === "returns-processing",
  );

describe("evaluateFba: returns processing", () => {
  // Defaults: 10 x 6 x 3 in, 0.75 lb, Home & Kitchen (8.1% threshold) -> large standard billed on 1.3 lb dimensional weight (1.5 lb shipping): $2.96 per return.
  it("applies the category's threshold when the field is empty, and the seller's when filled", () => {
    expect(returnsLine({ returnRate: "10" })?.amount).toBe(0.06); // (10 - 8.1)% x $2.96
    expect(returnsLine({ returnRate: "10", returnThreshold: "5" })?.amount).toBe(0.15); // 5% x $2.96
  });

  it("takes units per month as units shipped: under 25 is exempt", () => {
    expect(returnsLine({ returnRate: "10", unitsPerMonth: "24" })?.amount).toBe(0);
    expect(returnsLine({ returnRate: "10", unitsPerMonth: "25" })?.amount).toBe(0.06);
  });
});
