import { csvText } from "~/lib/csv";
import { addDays } from "~/lib/dates";
import { icsDate, icsFile, icsStamp, icsText } from "~/lib/ics";
import type { SkuForecast } from "./forecast";

/** The CSV's columns, snake_case, in this order. */
export const forecastExportColumns = [
  "sku",
  "fnsku",
  "asin",
  "size_tier",
  "status_today",
  "band_today",
  "short_term_days_of_supply",
  "long_term_days_of_supply",
  "days_of_supply_source",
  "units_on_hand",
  "units_per_day",
  "units_shipped_last_7_days",
  "fee_per_unit",
  "fee_per_week",
  "fee_next_week",
  "fee_next_4_weeks",
  "status_changes_on",
  "status_after_change",
  "ship_by",
  "ship_by_passed",
  "inbound_units",
  "inbound_arrives",
  "fee_next_4_weeks_with_inbound",
  "saved_by_inbound",
  "exemptions",
  "note",
] as const;

const amount = (value: number | null) => (value === null ? "" : value.toFixed(2));
const figure = (value: number | null) => (value === null ? "" : Math.round(value * 100) / 100);
const bandText = (band: number | null) => (band === null ? "" : String(band + 1));

/**
 * Every SKU as CSV, in the table's order (money at stake first). Dates are YYYY-MM-DD, amounts have two decimals and
 * no currency sign, the band is 1 (under 14 days) to 3, a missing value is an empty cell.
 */
export function forecastsToCsv(rows: readonly SkuForecast[]): string {
  return csvText([
    [...forecastExportColumns],
    ...rows.map((row) => [
      row.sku,
      row.fnsku,
      row.asin,
      row.sizeTier,
      row.today.status,
      bandText(row.today.band),
      figure(row.shortTermDaysOfSupply),
      figure(row.longTermDaysOfSupply),
      row.daysOfSupplySource,
      row.onHand ?? "",
      figure(row.unitsPerDay),
      figure(row.unitsShippedLast7Days),
      amount(row.feePerUnit),
      amount(row.feePerWeek),
      amount(row.feeNextWeek),
      amount(row.feeNext4Weeks),
      row.changesOn ?? "",
      row.changesTo
        ? `${row.changesTo.status}${row.changesTo.band === null ? "" : ` ${bandText(row.changesTo.band)}`}`
        : "",
      row.shipBy ?? "",
      row.shipBy === null ? "" : row.isOverdue ? "yes" : "no",
      row.inbound?.units ?? "",
      row.inbound?.arrives ?? "",
      amount(row.feeNext4WeeksWithInbound),
      row.inbound ? (row.isSavedByInbound ? "yes" : "no") : "",
      row.exemptions.join(" "),
      row.notes.join(" "),
    ]),
  ]);
}

/**
 * The ship-by dates as an iCalendar file: one all-day event per day, naming the SKUs to send by then; SKUs whose date
 * has passed are on the as-of day ("ship now"). `stamp` is when the file was made (DTSTAMP, UTC).
 */
export function shipByToIcs(rows: readonly SkuForecast[], asOf: string, stamp: Date): string {
  const byDay = new Map<string, SkuForecast[]>();
  for (const row of rows) {
    if (row.shipBy === null) continue;
    const day = row.isOverdue ? asOf : row.shipBy;
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Low-inventory-level fee predictor//Ship-by dates//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const [day, skus] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const overdue = skus.some((row) => row.isOverdue);
    const listed = skus.slice(0, 30).map((row) => `${row.sku}: ship by ${row.shipBy}`);
    if (skus.length > 30) listed.push(`and ${skus.length - 30} more: see the CSV`);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${day}-ship-by@low-inventory-fee-predictor`,
      `DTSTAMP:${icsStamp(stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(day)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(day, 1))}`,
      `SUMMARY:${icsText(`${overdue ? "Ship now" : "Last day to ship"}: ${skus.length} SKU${skus.length === 1 ? "" : "s"}, to stay out of the low-inventory-level fee`)}`,
      `DESCRIPTION:${icsText(listed.join("\n"))}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return icsFile(lines);
}
