import { describe, expect, it } from "vitest";
import { auditRow } from "./audit";
import {
  measurementTemplateCsv,
  parseMeasurementsCsv,
  remeasurementCandidates,
  savingFromMeasurement,
} from "./measurements";
import { parseFeePreviewReport } from "./report-parser";
import { reportText } from "./test-report";

const parsed = parseFeePreviewReport(
  reportText([
    {
      sku: "PILLOW",
      asin: "B0PILLOW01",
      "product-group": "Luggage",
      "your-price": "27.50",
      "longest-side": "13.5",
      "median-side": "10",
      "shortest-side": "7.5",
      "unit-of-dimension": "inches",
      "item-package-weight": "1.1",
      "unit-of-weight": "pounds",
      "product-size-tier": "UsLargeStandardSize",
      currency: "USD",
      "expected-fulfillment-fee-per-unit": "9.75",
    },
  ]),
);
if (!parsed.ok || !parsed.rows[0]) throw new Error("fixture did not parse");
const pillow = auditRow(parsed.rows[0], { date: "2026-09-15" });

describe("parseMeasurementsCsv", () => {
  it("reads the template", () => {
    const { measurements, issues } = parseMeasurementsCsv(measurementTemplateCsv);
    expect(issues).toEqual([]);
    expect(measurements).toEqual([
      {
        sku: "YOUR-SKU-1",
        length: 10.5,
        width: 6,
        height: 2,
        dimensionUnit: "in",
        weight: 12,
        weightUnit: "oz",
        unitsPerMonth: 300,
      },
      {
        sku: "YOUR-SKU-2",
        length: 30,
        width: 20,
        height: 4.5,
        dimensionUnit: "cm",
        weight: 450,
        weightUnit: "g",
        unitsPerMonth: null,
      },
    ]);
  });

  it("reports bad rows and missing columns", () => {
    expect(parseMeasurementsCsv("sku,length\nA,1\n").issues[0]?.message).toMatch(/Missing columns: width, height/);
    const { measurements, issues } = parseMeasurementsCsv(
      "sku,length,width,height,dimension_unit,weight,weight_unit\nA,0,1,1,in,1,lb\nB,1,1,1,feet,1,lb\n",
    );
    expect(measurements).toEqual([]);
    expect(issues.map((issue) => issue.line)).toEqual([2, 3]);
  });
});

describe("savingFromMeasurement", () => {
  it("prices the seller's measurements on the audit's basis and scales the saving", () => {
    // Large standard over 3 lb ($10-$50): $6.97 + $0.08 per started 4 oz above 3 lb, then + 3.5% surcharge.
    // Amazon's record 13.5 x 10 x 7.5 in: dim 7.28 -> 7.5 lb: 6.97 + 18 x 0.08 = $8.41 + 0.29 = $8.70 (Amazon says $9.75).
    // Seller's 12 x 9 x 5 in, 1.1 lb: dim 3.88 -> 4 lb: 6.97 + 4 x 0.08 = $7.29 + 0.26 = $7.55; saving $2.20 a unit.
    expect(pillow).toMatchObject({ flag: "fee_mismatch", expectedFee: 8.7 });
    const saving = savingFromMeasurement(
      pillow,
      {
        sku: "PILLOW",
        length: 12,
        width: 9,
        height: 5,
        dimensionUnit: "in",
        weight: 1.1,
        weightUnit: "lb",
        unitsPerMonth: null,
      },
      100,
    );
    expect(saving).toEqual({
      yourTier: "large-standard",
      yourFee: 7.55,
      savingPerUnit: 2.2,
      unitsPerMonth: 100,
      savingPerMonth: 220,
      savingPerYear: 2640,
    });
    if ("error" in saving) return;
    const ownUnits = savingFromMeasurement(
      pillow,
      {
        sku: "PILLOW",
        length: 12,
        width: 9,
        height: 5,
        dimensionUnit: "in",
        weight: 1.1,
        weightUnit: "lb",
        unitsPerMonth: 160,
      },
      100,
    );
    expect(ownUnits).toMatchObject({ unitsPerMonth: 160, savingPerMonth: 352 });
    expect(remeasurementCandidates([{ audit: pillow, saving }])).toHaveLength(1);
  });
});
