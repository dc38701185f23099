import { describe, expect, it } from "vitest";
import {
  DEFAULT_LEAD_TIME_DAYS,
  emptyPredictorInputs,
  planningPostLeadTime,
  predictorSettings,
  TYPED_SKU_NAME,
} from "./predictor-form";

describe("the predictor's typed inputs", () => {
  it("defaults the lead time to the planning post's freight and receiving", () => {
    expect(DEFAULT_LEAD_TIME_DAYS).toBe(planningPostLeadTime.freightDays + planningPostLeadTime.receivingDays);
    expect(predictorSettings(emptyPredictorInputs(), "2026-11-30").settings.leadTimeDays).toBe(DEFAULT_LEAD_TIME_DAYS);
  });

  it("reads pasted lines, skips a header row and names every line it did not understand", () => {
    const { settings, issues } = predictorSettings(
      {
        ...emptyPredictorInputs(),
        leadTimeDays: "twelve",
        inbound: "sku, units, arrives\nA, 120, 2026-12-10\nB, lots, 2026-12-10",
        daysOfSupply: "A\t12\t30",
        productExemptions: "C, new selection\nD, 75%\nE, 140",
      },
      "2026-11-30",
    );
    expect(settings.inbound.get("A")).toEqual({ units: 120, arrives: "2026-12-10" });
    expect(settings.typedDaysOfSupply.get("A")).toEqual({ shortTerm: 12, longTerm: 30 });
    expect(settings.productExemptions.get("C")).toEqual({ isNewSelection: true, awdPercent: null });
    expect(settings.productExemptions.get("D")).toEqual({ isNewSelection: false, awdPercent: 75 });
    expect(settings.leadTimeDays).toBe(DEFAULT_LEAD_TIME_DAYS);
    expect(issues).toEqual([
      expect.stringContaining('"twelve" is not a whole number of days'),
      expect.stringContaining('line 3: "B, lots, 2026-12-10"'),
      expect.stringContaining('line 3: "E, 140"'),
    ]);
  });

  it("turns one typed SKU into a row with its inbound shipment and Amazon's figures", () => {
    const { typedSku, settings } = predictorSettings(
      {
        ...emptyPredictorInputs(),
        typedOnHand: "150",
        typedRate: "10",
        typedTier: "large-bulky",
        typedInboundUnits: "400",
        typedInboundDate: "2026-12-05",
        typedShortTerm: "14",
        typedLongTerm: "20",
      },
      "2026-11-30",
    );
    expect(typedSku).toMatchObject({
      sku: TYPED_SKU_NAME,
      onHand: 150,
      shipped30: 300,
      sizeTier: { rowId: "large-bulky" },
    });
    expect(settings.inbound.get(TYPED_SKU_NAME)).toEqual({ units: 400, arrives: "2026-12-05" });
    expect(settings.typedDaysOfSupply.get(TYPED_SKU_NAME)).toEqual({ shortTerm: 14, longTerm: 20 });
    expect(predictorSettings({ ...emptyPredictorInputs(), typedOnHand: "150" }, "2026-11-30").typedSku).toBeNull();
  });
});
