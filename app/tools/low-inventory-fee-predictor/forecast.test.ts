import { describe, expect, it } from "vitest";
import { us2026NonPeak } from "~/fba-fees/schedules";
import { forecastAll, forecastSku, type ForecastSettings } from "./forecast";
import { emptyPredictorInputs, predictorSettings } from "./predictor-form";
import { readPredictorReports, type SkuFacts } from "./read-reports";
import { CATALOGUE_AS_OF, generateCatalogue, plantedSettingsLines, plantedSkus } from "./test-catalogue";

const settings = (overrides: Partial<ForecastSettings> = {}): ForecastSettings => ({
  asOf: "2026-06-01",
  leadTimeDays: 10,
  isNewSeller: false,
  inbound: new Map(),
  typedDaysOfSupply: new Map(),
  productExemptions: new Map(),
  ...overrides,
});

const facts = (overrides: Partial<SkuFacts>): SkuFacts => ({
  sku: "A",
  fnsku: "",
  asin: "",
  onHand: 100,
  inboundInReport: null,
  shortTermDaysOfSupply: null,
  longTermDaysOfSupply: null,
  amazonExempt: null,
  appliedThisWeek: null,
  shipped7: 70,
  shipped30: 300,
  shipped90: 900,
  daily: null,
  sizeTier: { rowId: "small-standard", label: "Small standard", problem: null },
  ...overrides,
});

describe("the forecast", () => {
  it("comes out as planted for the generated catalogue, each band, each exemption, the SKU saved by its inbound shipment", () => {
    const read = readPredictorReports(generateCatalogue());
    const { settings: planted } = predictorSettings(
      { ...emptyPredictorInputs(), ...plantedSettingsLines },
      CATALOGUE_AS_OF,
    );
    const { rows, summary } = forecastAll(read.skus, planted);
    for (const entry of plantedSkus) {
      const row = rows.find((candidate) => candidate.sku === entry.sku)!;
      expect(row.today.status, entry.sku).toBe(entry.expected.status);
      if (entry.expected.band !== undefined) expect(row.today.band, entry.sku).toBe(entry.expected.band);
      if (entry.expected.exemption) expect(row.exemptions, entry.sku).toContain(entry.expected.exemption);
    }
    const saved = rows.find((row) => row.sku === "LIL-SAVED")!;
    expect(saved.feeNext4Weeks).toBeGreaterThan(0);
    expect(saved.feeNext4WeeksWithInbound).toBe(0);
    expect(saved.isSavedByInbound).toBe(true);
    expect(summary.savedByInbound).toBe(1);
    // Money at stake first: the table's order is by the fee of the next 4 weeks.
    expect(rows.map((row) => row.feeNext4Weeks)).toEqual(
      [...rows.map((row) => row.feeNext4Weeks)].sort((a, b) => b - a),
    );
    // The 2026 rates: large bulky under 14 days, 4 a day, $2.09 a unit.
    expect(rows.find((row) => row.sku === "LIL-BULKY")!.feePerWeek).toBe(Math.round(4 * 7 * 2.09 * 100) / 100);
  });

  it("exempts every SKU of a new seller", () => {
    const read = readPredictorReports(generateCatalogue());
    const { summary } = forecastAll(read.skus, settings({ asOf: CATALOGUE_AS_OF, isNewSeller: true }));
    expect(summary.chargedToday).toBe(0);
    expect(summary.feeNext4Weeks).toBe(0);
  });

  it("moves both figures day by day: 20 days of sales on hand is charged today, then stock runs out and sales stop", () => {
    const row = forecastSku(
      facts({ onHand: 200, shortTermDaysOfSupply: 20, longTermDaysOfSupply: 20 }),
      settings(),
      us2026NonPeak,
    );
    expect(row.today).toEqual({ status: "charged", band: 1 });
    expect(row.feePerUnit).toBe(0.63);
    expect(row.feePerWeek).toBe(44.1);
    // 200 units last 20 days; the 90-day figure, the higher, is still over 14 then. From day 26 fewer than 20 units
    // shipped in 7 days: exempt, for the worst reason.
    expect(row.changesTo).toEqual({ status: "exempt", band: null });
    expect(row.changesOn).toBe("2026-06-27");
    expect(row.feeNextWeek).toBe(Math.round(70 * 0.63 * 100) / 100);
    expect(row.isOverdue).toBe(true);
  });

  it("ship by the day stock falls under 28 days of sales, less the lead time; the long-term figure protects a SKU stocked for months", () => {
    const row = forecastSku(
      facts({ onHand: 600, shortTermDaysOfSupply: 60, longTermDaysOfSupply: 60 }),
      settings(),
      us2026NonPeak,
    );
    expect(row.today.status).toBe("not charged");
    // 600 units at 10 a day fall under 280 (28 days of sales) on day 33; sent 10 days before.
    expect(row.shipBy).toBe("2026-06-24");
    expect(row.isOverdue).toBe(false);
    // With nothing sent the 90-day figure stays over 28 until the stock is gone: never charged, exempt once sales stop.
    expect(row.changesTo).toEqual({ status: "exempt", band: null });
    expect(row.feeNext4Weeks).toBe(0);
  });

  it("a fee that starts later: a month of sales on hand after a well-stocked month, a lean quarter", () => {
    const row = forecastSku(
      facts({ onHand: 300, shortTermDaysOfSupply: 40, longTermDaysOfSupply: 27 }),
      settings(),
      us2026NonPeak,
    );
    expect(row.today.status).toBe("not charged");
    // The 30-day figure falls under 28 on day 19, the 90-day one is under it by then: band 21 to 28 days.
    expect(row.changesTo).toEqual({ status: "charged", band: 2 });
    expect(row.changesOn).toBe("2026-06-20");
    expect(row.feeNextWeek).toBe(0);
    expect(row.feeNext4Weeks).toBeGreaterThan(0);
    expect(row.isOverdue).toBe(true);
  });

  it("estimates the figures from the units on hand when no report gives them, and says so", () => {
    const row = forecastSku(facts({ onHand: 150 }), settings(), us2026NonPeak);
    expect(row.daysOfSupplySource).toBe("estimate");
    expect(row.shortTermDaysOfSupply).toBe(15);
    expect(row.today).toEqual({ status: "charged", band: 1 });
    expect(row.notes.join(" ")).toContain("estimated");
  });

  it("prices nothing for extra-large, and tests a SKU without a size tier without pricing it", () => {
    const extraLarge = forecastSku(
      facts({
        shortTermDaysOfSupply: 5,
        longTermDaysOfSupply: 5,
        sizeTier: { rowId: null, label: "Extra-large", problem: null },
      }),
      settings(),
      us2026NonPeak,
    );
    expect(extraLarge.today.status).toBe("not charged");
    const unknown = forecastSku(
      facts({ shortTermDaysOfSupply: 5, longTermDaysOfSupply: 5, sizeTier: null }),
      settings(),
      us2026NonPeak,
    );
    expect(unknown.today.status).toBe("charged");
    expect(unknown.feePerUnit).toBeNull();
    expect(unknown.notes.join(" ")).toContain("Fee Preview");
  });

  it("a SKU under 20 units in 7 days is exempt until its sales pass 20", () => {
    const row = forecastSku(
      facts({ shipped7: 19, shortTermDaysOfSupply: 5, longTermDaysOfSupply: 5 }),
      settings(),
      us2026NonPeak,
    );
    expect(row.today.status).toBe("exempt");
    expect(row.exemptions).toEqual(["low-volume"]);
    // At 10 a day the next 7 days sell 70: charged from the day the 7-day count reaches 20.
    expect(row.changesTo?.status).toBe("charged");
    expect(row.changesOn).toBe("2026-06-02");
  });
});
