import { describe, expect, it } from "vitest";
import { forecastExportColumns, forecastsToCsv, shipByToIcs } from "./export";
import { forecastAll } from "./forecast";
import { emptyPredictorInputs, predictorSettings } from "./predictor-form";
import { readPredictorReports } from "./read-reports";
import { CATALOGUE_AS_OF, generateCatalogue, plantedSettingsLines } from "./test-catalogue";

describe("the predictor's CSV and calendar", () => {
  const { settings } = predictorSettings({ ...emptyPredictorInputs(), ...plantedSettingsLines }, CATALOGUE_AS_OF);
  const { rows } = forecastAll(readPredictorReports(generateCatalogue()).skus, settings);

  it("writes snake_case columns, one row per SKU in the table's order, dates as YYYY-MM-DD", () => {
    const lines = forecastsToCsv(rows).split("\r\n");
    expect(lines[0]).toBe(forecastExportColumns.join(","));
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines[1]!.startsWith(`${rows[0]!.sku},`)).toBe(true);
    const saved = lines.find((line) => line.startsWith("LIL-SAVED,"))!.split(",");
    const column = (name: (typeof forecastExportColumns)[number]) => saved[forecastExportColumns.indexOf(name)];
    expect(column("inbound_arrives")).toBe("2026-12-03");
    expect(column("saved_by_inbound")).toBe("yes");
    expect(column("ship_by")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(column("fee_next_4_weeks_with_inbound")).toBe("0.00");
  });

  it("puts each ship-by day in the calendar, the passed ones on the as-of day as ship now", () => {
    const ics = shipByToIcs(rows, CATALOGUE_AS_OF, new Date("2026-11-30T09:00:00Z"));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const withShipBy = rows.filter((row) => row.shipBy !== null);
    const days = new Set(withShipBy.map((row) => (row.isOverdue ? CATALOGUE_AS_OF : row.shipBy)));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(days.size);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${CATALOGUE_AS_OF.replaceAll("-", "")}`);
    expect(ics).toContain("SUMMARY:Ship now");
  });
});
