import { describe, expect, it } from "vitest";
import { distinctAliases, shortName } from "./aliases";

describe("distinctAliases", () => {
  it("drops aliases that repeat the name or each other", () => {
    expect(
      distinctAliases("ACoS (Advertising Cost of Sales)", [
        "ACoS",
        "ACOS",
        "Advertising cost of sales",
        "Ad cost of sale",
      ]),
    ).toEqual(["Ad cost of sale"]);
    expect(distinctAliases("Order Defect Rate (ODR)", ["ODR", "Order defect %", "Defect rate"])).toEqual([
      "Order defect %",
      "Defect rate",
    ]);
    expect(
      distinctAliases("Featured Offer (Buy Box) Percentage", ["Buy Box %", "Buy Box percentage", "Featured Offer %"]),
    ).toEqual(["Buy Box %", "Buy Box percentage", "Featured Offer %"]);
    expect(distinctAliases("Sessions", ["sessions", "Traffic", "traffic"])).toEqual(["Traffic"]);
  });
});

describe("shortName", () => {
  it("drops a trailing parenthesis only", () => {
    expect(shortName("ACoS (Advertising Cost of Sales)")).toBe("ACoS");
    expect(shortName("Featured Offer (Buy Box) Percentage")).toBe("Featured Offer (Buy Box) Percentage");
    expect(shortName("Gross margin")).toBe("Gross margin");
  });
});
