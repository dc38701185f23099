import { describe, expect, it } from "vitest";
import { matchHeader, splitHeader } from "./columns";

describe("matchHeader", () => {
  it("finds columns by name ignoring case, spacing and a unit in parentheses, and reads the unit", () => {
    const match = matchHeader([
      "Item SKU",
      " LENGTH (CM) ",
      "width(cm)",
      "Height",
      "weight (g)",
      "Listing_Price",
      "category",
      "Units per month",
      "Notes",
    ]);
    if (!match.ok) throw new Error(match.message);
    expect(match.columns.get("sku")?.index).toBe(0);
    expect(match.columns.get("length")?.unit).toEqual({ kind: "length", unit: "cm" });
    expect(match.columns.get("width")?.unit).toEqual({ kind: "length", unit: "cm" });
    expect(match.columns.get("height")?.unit).toEqual({ kind: "length", unit: "in" });
    expect(match.columns.get("weight")?.unit).toEqual({ kind: "weight", unit: "g" });
    expect(match.columns.get("price")?.index).toBe(5);
    expect(match.columns.get("unitsPerMonth")?.index).toBe(7);
    expect(match.ignored).toEqual(["Notes"]);
  });

  it("says which columns it needs when there is no header, and which are missing otherwise", () => {
    const none = matchHeader(["hello", "world"]);
    expect(none.ok).toBe(false);
    if (!none.ok)
      expect(none.message).toContain(
        "No recognisable header row. The first row must name the columns: SKU, Length, Width, Height, Weight, Price, Category",
      );
    const partial = matchHeader(["SKU", "Length", "Width", "Height", "Weight", "Price"]);
    expect(partial).toMatchObject({
      ok: false,
      missing: ["category"],
      message: expect.stringContaining('no "Category" column'),
    });
  });

  it("rejects a unit that is not one for the column", () => {
    const match = matchHeader(["SKU", "Length (ft)", "Width", "Height", "Weight (lb)", "Price", "Category"]);
    expect(match).toMatchObject({
      ok: false,
      message: expect.stringContaining('"Length (ft)": the unit "ft" is not a length'),
    });
  });

  it("splits a header into its name and unit", () => {
    expect(splitHeader("Weight (oz)")).toEqual({ name: "weight", unit: "oz" });
    expect(splitHeader("Units per month")).toEqual({ name: "unitspermonth", unit: null });
  });
});
