import { describe, expect, it } from "vitest";
import { parseCsvRecords } from "~/lib/csv";
import { windowCaveats } from "./claim-rules";
import { claimExportColumns, claimsToCsv, claimsToIcs } from "./export";
import { findClaims } from "./find-claims";
import { claimSettings, emptyInputs } from "./finder-form";
import { readReports } from "./read-reports";
import { customerReturnsHeader, ledgerHeader, ledgerRow, replacementsHeader, tsvReport } from "./test-reports";

const text = tsvReport(ledgerHeader, [
  ledgerRow({ Date: "01/15/2026", Reason: "M", Quantity: -2, FNSKU: "X1", MSKU: "=HYPERLINK(1)" }),
  ledgerRow({ Date: "01/15/2026", Reason: "E", Quantity: -1, FNSKU: "X2", MSKU: "SKU-2", "Reference ID": "2000" }),
  ledgerRow({ Date: "10/01/2025", Reason: "M", Quantity: -1, FNSKU: "X3", MSKU: "SKU-3" }),
  ledgerRow({ Date: "01/17/2026", Reason: "F", Quantity: 1, FNSKU: "X3", MSKU: "SKU-3" }),
]);
const { settings } = claimSettings({ ...emptyInputs("2026-02-01"), defaultCost: "4.5" });
const { claims } = findClaims(readReports([{ name: "ledger.txt", text }]), settings);

describe("claimsToCsv", () => {
  it("has the issue's snake_case columns and one row per claim, sorted by deadline, with ISO dates", () => {
    const records = parseCsvRecords(claimsToCsv(claims)).map((record) => record.fields);
    const header = records[0]!;
    expect(header).toEqual([...claimExportColumns]);
    for (const column of [
      "case_type",
      "fnsku",
      "sku",
      "asin",
      "event_date",
      "reference_id",
      "fulfillment_center",
      "reason",
      "units_lost",
      "units_found",
      "units_reimbursed",
      "units_to_claim",
      "estimated_value",
      "window_opens",
      "window_closes",
      "days_left",
      "status",
    ]) {
      expect(header).toContain(column);
    }
    const rows = records
      .slice(1)
      .map((fields) => Object.fromEntries(header.map((column, index) => [column, fields[index]])));
    expect(rows.map((row) => [row.case_type, row.fnsku, row.window_closes, row.status])).toEqual([
      ["warehouse_lost", "X3", "2025-11-30", "settled"],
      ["warehouse_damaged", "X2", "2026-03-16", "open"],
      ["warehouse_lost", "X1", "2026-03-16", "open"],
    ]);
    expect(rows[2]).toMatchObject({
      sku: "'=HYPERLINK(1)",
      event_date: "2026-01-15",
      units_lost: "2",
      units_to_claim: "2",
      estimated_value: "9.00",
      days_left: "43",
      window_opens: "2026-01-15",
    });
    // The unit found after the loss window closed still counts as found.
    expect(rows[0]).toMatchObject({
      units_found: "1",
      units_to_claim: "0",
      status: "settled",
      estimated_value: "0.00",
      days_left: "",
    });
  });
});

describe("claimsToIcs", () => {
  const ics = claimsToIcs(claims, new Date("2026-02-01T09:30:00Z"));

  it("is an iCalendar file with one all-day event per deadline and case for claims still to file", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART;VALUE=DATE:20260316\r\nDTEND;VALUE=DATE:20260317");
    expect(ics).toContain("DTSTAMP:20260201T093000Z");
    expect(ics).toContain("SUMMARY:Last day to claim: Lost in the warehouse\\, 2 units");
    expect(ics).toContain("SUMMARY:Last day to claim: Damaged in the warehouse\\, 1 unit\r\n");
    expect(ics).not.toContain("20251130");
  });

  it("folds lines at 75 octets and escapes text", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded).toMatch(
      /DESCRIPTION:1 claim\. Window opens 2026-01-15\\, counted from the Ledger adjustment\.\\n1000000001: 2 units \(X1 =HYPERLINK\(1\)\)/,
    );
  });
});

/** Text as icsText escapes it. */
const escaped = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`);

describe("claimsToIcs and claimsToCsv, a window the reports cannot count from Amazon's event", () => {
  it("puts the estimated close on the calendar and says why in the event", () => {
    const returns = tsvReport(customerReturnsHeader, [
      {
        "return-date": "2026-01-10",
        "order-id": "111-1",
        sku: "SKU-1",
        fnsku: "X1",
        quantity: 1,
        "detailed-disposition": "CARRIER_DAMAGED",
      },
    ]);
    const read = readReports([{ name: "returns.txt", text: returns }]);
    const ics = claimsToIcs(findClaims(read, settings).claims, new Date("2026-02-01T09:30:00Z"));
    // 120 days after the return would be May 10; the refund is usually earlier, so the day shown is April 10.
    expect(ics).toContain("DTSTART;VALUE=DATE:20260410\r\n");
    expect(ics).not.toContain("20260510");
    expect(ics.replace(/\r\n /g, "")).toContain(
      `${escaped(windowCaveats.returnDate.text)}.\\n111-1: 1 unit (X1 SKU-1)`,
    );
  });

  it("closes a replacement's window a week early, with the reason in the CSV and on the calendar", () => {
    const files = [
      {
        name: "replacements.txt",
        text: tsvReport(replacementsHeader, [
          {
            "shipment-date": "2026-01-05",
            sku: "SKU-1",
            quantity: 1,
            "replacement-customer-order-id": "R-1",
            "original-amazon-order-id": "111-9",
          },
        ]),
      },
      { name: "returns.txt", text: tsvReport(customerReturnsHeader, []) },
    ];
    const replaced = findClaims(readReports(files), settings).claims;
    // 120 days after the ship date would be May 5; 7 days earlier, April 28.
    const rows = parseCsvRecords(claimsToCsv(replaced)).map((record) => record.fields);
    const column = (name: string) => rows[1]![claimExportColumns.indexOf(name as (typeof claimExportColumns)[number])];
    expect(column("window_closes")).toBe("2026-04-28");
    expect(column("note")).toBe(`Replacement order R-1; ${windowCaveats.replacementShipDate.text}`);
    const ics = claimsToIcs(replaced, new Date("2026-02-01T09:30:00Z"));
    expect(ics).toContain("DTSTART;VALUE=DATE:20260428\r\n");
    expect(ics).not.toContain("20260505");
    expect(ics.replace(/\r\n /g, "")).toContain(`${escaped(windowCaveats.replacementShipDate.text)}.`);
  });
});
