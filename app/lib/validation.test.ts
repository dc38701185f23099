import { describe, expect, it } from "vitest";
import { mapFieldErrors } from "./validation";

describe("mapFieldErrors", () => {
  it("puts each calculator error on its form field, the first error of a field winning, and skips fields the form lacks", () => {
    const into: Partial<Record<"price" | "units", string>> = { units: "Already wrong" };
    mapFieldErrors(
      [
        { field: "sellingPrice", message: "Enter a price above $0." },
        { field: "sellingPrice", message: "A second complaint." },
        { field: "unitsPerMonth", message: "Enter whole units." },
        { field: "internalOnly", message: "Not on this form." },
      ],
      { sellingPrice: "price", unitsPerMonth: "units" },
      into,
    );
    expect(into).toEqual({ price: "Enter a price above $0.", units: "Already wrong" });
  });
});
