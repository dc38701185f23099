import { describe, expect, it } from "vitest";
import { convertFbaUnits, evaluateFba, FBA_REFERENCE_DATE, fbaDefaults, type FbaFormValues } from "./fba-form";
import { parseFbaQuery, serializeFbaQuery } from "./fba-url-state";

const knownCase: FbaFormValues = {
  ...fbaDefaults,
  weight: "1.2",
  cogs: "4.00",
  inbound: "0.80",
  ads: "2.00",
  date: "2026-05-01",
};

describe("FBA calculator URL state", () => {
  it("serializes to short, versioned parameters", () => {
    expect(serializeFbaQuery(fbaDefaults)).toBe(
      "?v=1&u=in&l=10&w=6&h=3&wt=0.75&p=24.99&c=home-kitchen&t=non-apparel&cogs=6&ship=0.8&ads=2&n=300&p2=29.99&m=1&ib=minimal&sipp=0",
    );
  });

  it("round-trips the defaults and a metric product with every option set", () => {
    expect(parseFbaQuery(serializeFbaQuery(fbaDefaults))).toEqual(fbaDefaults);
    const metric: FbaFormValues = {
      ...convertFbaUnits(fbaDefaults, "cm"),
      price: "59.00",
      category: "clothing-accessories",
      productType: "apparel",
      unitsPerMonth: "",
      date: "2026-11-22",
      comparePrice: "",
      months: "2.5",
      placement: "amazon-optimized",
      sipp: "1",
      returnRate: "12.5",
      returnThreshold: "3",
      daysOfSupply: "20",
    };
    expect(parseFbaQuery(serializeFbaQuery(metric))).toEqual(metric);
  });

  it("keeps utm parameters that were in the address", () => {
    expect(serializeFbaQuery(fbaDefaults, "?utm_source=newsletter")).toMatch(/&utm_source=newsletter$/);
  });

  it("ignores a query without state and rejects or clamps garbage", () => {
    expect(parseFbaQuery("")).toBeNull();
    expect(parseFbaQuery("?utm_source=x")).toBeNull();
    const parsed = parseFbaQuery(
      "?v=1&u=mm&l=-3&w=999&h=abc&wt=0&p=1e9&c=<script>&t=food&cogs=-1&n=2.4&d=2026-13-01&ib=fast&sipp=2&rr=150",
    );
    expect(parsed).toEqual({
      ...fbaDefaults,
      width: "240",
      price: "24.99",
      cogs: "0.00",
      unitsPerMonth: "2",
      returnRate: "100",
    });
  });

  it("clamps metric sizes to the metric limits", () => {
    expect(parseFbaQuery("?v=1&u=cm&l=1000&wt=900")).toMatchObject({
      units: "cm",
      length: "609.6",
      weight: "226.7",
      width: "15.24",
    });
  });
});

describe("unit toggle", () => {
  it("converts the size both ways without drifting out of its tier", () => {
    const metric = convertFbaUnits(fbaDefaults, "cm");
    expect(metric).toMatchObject({ units: "cm", length: "25.4", width: "15.24", height: "7.62", weight: "0.34" });
    expect(convertFbaUnits(metric, "in")).toMatchObject({ length: "10", width: "6", height: "3", weight: "0.75" });
    const inches = evaluateFba(fbaDefaults, FBA_REFERENCE_DATE).result;
    const centimeters = evaluateFba(metric, FBA_REFERENCE_DATE).result;
    expect(centimeters?.fees.sizeTier.tier).toBe(inches?.fees.sizeTier.tier);
    expect(centimeters?.amazonFeesPerUnit).toBe(inches?.amazonFeesPerUnit);
  });

  it("does not let binary noise push a side over a tier limit (38.1 cm = 15 in)", () => {
    const result = evaluateFba(
      { ...fbaDefaults, units: "cm", length: "38.1", width: "30.48", height: "1.905", weight: "0.2" },
      FBA_REFERENCE_DATE,
    ).result;
    expect(result?.fees.sizeTier.tier).toBe("small-standard");
  });
});

describe("evaluateFba", () => {
  it("matches the engine's known 2026 non-peak case", () => {
    const { result, errors, date } = evaluateFba(knownCase, FBA_REFERENCE_DATE);
    expect(errors).toEqual({});
    expect(date).toBe("2026-05-01");
    expect(result?.fees.lines.map((line) => [line.id, line.amount])).toEqual([
      ["referral", 3.75],
      ["fulfillment", 5.42],
      ["fuel-and-logistics-surcharge", 0.19],
      ["storage", 0.08],
      ["inbound-placement", 0.41],
    ]);
    expect(result).toMatchObject({
      amazonFeesPerUnit: 9.85,
      netProfitPerUnit: 8.34,
      marginPercent: 33.37,
      roiPercent: 173.75,
      breakEvenPrice: 15.18,
      breakEvenAcosPercent: 41.38,
    });
  });

  it("uses today when the date is empty", () => {
    const evaluation = evaluateFba(fbaDefaults, "2026-11-22");
    expect(evaluation).toMatchObject({ date: "2026-11-22", dateIsToday: true });
    expect(evaluation.result?.fees.schedule.season).toBe("peak");
  });

  it("gives one readable message per bad field and no result, never NaN", () => {
    const { errors, result } = evaluateFba(
      { ...fbaDefaults, length: "", width: "abc", height: "300", weight: "0", price: "-1", cogs: "x" },
      FBA_REFERENCE_DATE,
    );
    expect(result).toBeNull();
    expect(errors.length).toBe("Enter the length.");
    expect(errors.width).toBe("Width must be a number, like 12.5.");
    expect(errors.height).toMatch(/at most 240 in.*centimeters/);
    expect(errors.weight).toBe("Weight must be greater than 0.");
    expect(errors.price).toBe("Price cannot be negative.");
    expect(errors.cogs).toMatch(/must be a number/);
  });

  it("names the metric limit in metric", () => {
    const { errors } = evaluateFba(
      { ...convertFbaUnits(fbaDefaults, "cm"), length: "700", weight: "300" },
      FBA_REFERENCE_DATE,
    );
    expect(errors.length).toMatch(/at most 609.6 cm.*inches/);
    expect(errors.weight).toMatch(/at most 226.7 kg/);
  });

  it("rejects dates before the first rate card", () => {
    expect(evaluateFba({ ...fbaDefaults, date: "2023-01-01" }, FBA_REFERENCE_DATE).errors.date).toMatch(
      /not supported/,
    );
  });

  it("prices the 'what if' column and keeps the main result when only the compare price is bad", () => {
    const good = evaluateFba({ ...knownCase, comparePrice: "29.99" }, FBA_REFERENCE_DATE);
    expect(good.compare?.price).toBe(29.99);
    expect(good.compare?.netProfitPerUnit).toBeGreaterThan(good.result?.netProfitPerUnit ?? Infinity);
    const bad = evaluateFba({ ...knownCase, comparePrice: "0" }, FBA_REFERENCE_DATE);
    expect(bad.result).not.toBeNull();
    expect(bad.compare).toBeNull();
    expect(bad.errors.comparePrice).toMatch(/greater than 0/);
  });

  it("adds the optional returns and low-inventory lines", () => {
    const { result } = evaluateFba({ ...knownCase, returnRate: "10", daysOfSupply: "10" }, FBA_REFERENCE_DATE);
    expect(result?.fees.lines.map((line) => line.id)).toEqual(
      expect.arrayContaining(["returns-processing", "low-inventory-level"]),
    );
  });

  it("carries the own-fulfillment costs in the link, and opens links from before them with the fields empty", () => {
    const own: FbaFormValues = {
      ...fbaDefaults,
      ownLabel: "5.10",
      ownPackaging: "0.40",
      ownLabour: "1.00",
      ownShipping: "4.99",
      ownStorage: "0.12",
    };
    const query = serializeFbaQuery(own);
    expect(query).toContain("&ol=5.1&opk=0.4&olb=1&osh=4.99&ost=0.12");
    expect(parseFbaQuery(query)).toEqual(own);
    const oldLink =
      "?v=1&u=in&l=10&w=6&h=3&wt=0.75&p=24.99&c=home-kitchen&t=non-apparel&cogs=6&ship=0.8&ads=2&n=300&p2=29.99&m=1&ib=minimal&sipp=0";
    expect(parseFbaQuery(oldLink)).toEqual(fbaDefaults);
  });

  it("compares own fulfillment once a label cost is entered, and a bad own cost hides only that comparison", () => {
    expect(evaluateFba(knownCase, FBA_REFERENCE_DATE).own).toBeNull();
    const own = evaluateFba({ ...knownCase, ownLabel: "5", ownStorage: "0.10" }, FBA_REFERENCE_DATE);
    expect(own.own?.own.fulfillmentPerUnit).toBe(5);
    expect(own.own?.own.storagePerUnit).toBe(0.1);
    const bad = evaluateFba({ ...knownCase, ownLabel: "5", ownLabour: "-1" }, FBA_REFERENCE_DATE);
    expect(bad.result).not.toBeNull();
    expect(bad.own).toBeNull();
    expect(bad.errors.ownLabour).toMatch(/between \$0 and/);
  });
});
