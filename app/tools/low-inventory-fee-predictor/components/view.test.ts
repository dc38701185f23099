import { describe, expect, it } from "vitest";
import {
  emptyPredictorInputs,
  forecastAll,
  predictorSettings,
  readPredictorReports,
  type SkuForecast,
} from "~/tools/low-inventory-fee-predictor";
import {
  CATALOGUE_AS_OF,
  generateCatalogue,
  plantedSettingsLines,
} from "~/tools/low-inventory-fee-predictor/test-catalogue";
import { changeText, fileSummary, shipByText, statusText, visibleForecasts, whatIfText } from "./view";

const { settings } = predictorSettings({ ...emptyPredictorInputs(), ...plantedSettingsLines }, CATALOGUE_AS_OF);
const read = readPredictorReports([...generateCatalogue(), { name: "ranks.csv", text: "date,keyword,rank\n" }]);
const { rows } = forecastAll(read.skus, settings);
const bySku = (sku: string) => rows.find((row) => row.sku === sku)!;

describe("the predictor's view", () => {
  it("names the status with its band", () => {
    expect(statusText(bySku("LIL-14-TO-21").today)).toBe("Pays the fee, 14 to 21 days");
    expect(statusText(bySku("LIL-LOW-VOLUME").today)).toBe("Exempt");
    expect(statusText(bySku("LIL-HEALTHY").today)).toBe("No fee");
  });

  it("filters the SKUs with money at stake, paying today or to ship now, and searches SKU, FNSKU and ASIN", () => {
    const atStake = visibleForecasts(rows, { filter: "at_stake", search: "" });
    expect(atStake.map((row) => row.sku)).not.toContain("LIL-HEALTHY");
    expect(atStake.map((row) => row.sku)).toContain("LIL-UNDER-14");
    expect(
      visibleForecasts(rows, { filter: "charged", search: "" }).every((row) => row.today.status === "charged"),
    ).toBe(true);
    expect(visibleForecasts(rows, { filter: "overdue", search: "" }).every((row) => row.isOverdue)).toBe(true);
    expect(visibleForecasts(rows, { filter: "all", search: "lil-bulky" }).map((row) => row.sku)).toEqual(["LIL-BULKY"]);
    expect(visibleForecasts(rows, { filter: "all", search: bySku("LIL-AWD").fnsku.toLowerCase() })).toHaveLength(1);
  });

  it("says when to ship, what changes and what the inbound shipment does", () => {
    expect(shipByText(bySku("LIL-UNDER-14"))).toMatch(/^Ship now \(was /);
    expect(shipByText(bySku("LIL-NEW-SELECTION"))).toBe("Not needed: no fee applies");
    expect(shipByText(bySku("LIL-EXTRA-LARGE"))).toBe("Not needed: no fee applies");
    // Its inbound shipment lifts stock to 720 on day 3: under 280 (28 days of sales) on day 48, sent 45 days before.
    expect(shipByText(bySku("LIL-SAVED"))).toBe("Dec 3, 2026");
    expect(whatIfText(bySku("LIL-SAVED"))).toBe("600 units on Dec 3, 2026: no fee in the next 4 weeks");
    expect(whatIfText(bySku("LIL-UNDER-14"))).toBe("—");
    expect(changeText(bySku("LIL-SAVED"))).toMatch(/^Dec \d+, 2026: Pays the fee, 21 to 28 days$/);
    const steady: SkuForecast = { ...bySku("LIL-HEALTHY"), changesOn: null, changesTo: null };
    expect(changeText(steady)).toBe("No change in 13 weeks");
  });

  it("describes each file: the report it was read as, or what it was", () => {
    expect(fileSummary(read.files[0]!)).toEqual({
      text: "fba-inventory.txt: FBA Inventory (Inventory Health), 12 rows",
      recognised: true,
    });
    expect(fileSummary(read.files[3]!).recognised).toBe(false);
    expect(fileSummary(read.files[3]!).text).toContain('"ranks.csv" is not a report this tool reads');
  });
});
