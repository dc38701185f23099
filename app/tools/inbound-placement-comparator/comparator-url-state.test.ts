import { describe, expect, it } from "vitest";
import { comparatorDefaults, emptyLine } from "./comparator-form";
import {
  clearComparatorQuery,
  LINK_QUERY_LIMIT,
  linkHoldsLines,
  parseComparatorQuery,
  serializeComparatorQuery,
} from "./comparator-url-state";

describe("the comparator's URL", () => {
  it("round-trips the settings and every line", () => {
    expect(serializeComparatorQuery(comparatorDefaults)).toBe(
      "?v=1&r=unknown&fb=carton&rm=14&rp=16&ro=17.5&dp=3&do=5&xd=25" +
        "&ln=UTENSIL-SET*1200*24**12*4*3*1.1*18*12*10*28&ln=BAMBOO-TRAY*600*12**16*10*2*2.2*17*11*13*28",
    );
    expect(parseComparatorQuery(serializeComparatorQuery(comparatorDefaults))).toEqual({
      ...comparatorDefaults,
      rateMinimal: "14.00",
      ratePartial: "16.00",
      rateOptimized: "17.50",
      extraDestinationCost: "25.00",
    });
    const byPallet = {
      ...comparatorDefaults,
      shipmentDate: "2026-12-02",
      receivedOn: "2026-12-14",
      region: "west",
      basis: "pallet",
      cartonsPerPallet: "40",
      lines: [{ ...emptyLine, sku: "MAT*2 100%", units: "60", unitsPerCarton: "6", tier: "large-bulky", weight: "14" }],
    };
    const query = serializeComparatorQuery(byPallet, "?utm_source=mail");
    expect(query).toContain("&d=2026-12-02&rcv=2026-12-14&r=west&fb=pallet&cpp=40&");
    expect(query.endsWith("&utm_source=mail")).toBe(true);
    expect(parseComparatorQuery(query)).toMatchObject({
      region: "west",
      basis: "pallet",
      cartonsPerPallet: "40",
      receivedOn: "2026-12-14",
      lines: [{ sku: "MAT*2 100%", tier: "large-bulky", weight: "14", length: "" }],
    });
  });

  it("clamps garbage and ignores unknown choices", () => {
    expect(parseComparatorQuery("?v=1&r=north&fb=ship&dp=9&do=0&rm=-5&ln=X*0*2*giant*-1")).toMatchObject({
      region: "unknown",
      basis: "carton",
      destinationsPartial: "3",
      destinationsOptimized: "2",
      rateMinimal: "0.00",
      lines: [{ sku: "X", units: "1", unitsPerCarton: "2", tier: "", length: "" }],
    });
    expect(parseComparatorQuery("?utm_source=x")).toBeNull();
  });

  it("leaves a long shipment's lines out of the link, keeping the settings", () => {
    const many = Array.from({ length: 100 }, (_, index) => ({
      ...comparatorDefaults.lines[0]!,
      sku: `A-LONG-SELLER-SKU-NUMBER-${String(index).padStart(4, "0")}`,
    }));
    const long = { ...comparatorDefaults, lines: many };
    expect(linkHoldsLines(comparatorDefaults)).toBe(true);
    expect(linkHoldsLines(long)).toBe(false);
    const query = serializeComparatorQuery(long);
    expect(query.length).toBeLessThan(LINK_QUERY_LIMIT);
    expect(query).not.toContain("ln=");
    expect(parseComparatorQuery(query)?.lines).toEqual([]);
  });

  it("clears only its own parameters, the lines included", () => {
    expect(clearComparatorQuery("?v=1&rm=3&ln=A*1*1&utm_source=mail")).toBe("?utm_source=mail");
  });
});
