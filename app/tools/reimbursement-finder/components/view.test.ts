import { describe, expect, it } from "vitest";
import { claimSettings, emptyInputs, findClaims, readReports, type Claim } from "~/tools/reimbursement-finder";
import {
  customerReturnsHeader,
  ledgerHeader,
  ledgerRow,
  removalShipmentHeader,
  replacementsHeader,
  tsvReport,
} from "~/tools/reimbursement-finder/test-reports";
import {
  amazonCloseText,
  dateQuestionText,
  daysLeftText,
  fileSummary,
  formatClaimValue,
  visibleClaims,
  weekLabel,
  windowCaveatMark,
} from "./view";

const text = tsvReport(ledgerHeader, [
  ledgerRow({ Date: "01/15/2026", Reason: "M", Quantity: -1, FNSKU: "X1", MSKU: "MUG-RED" }),
  ledgerRow({ Date: "01/15/2026", Reason: "E", Quantity: -1, FNSKU: "X2", MSKU: "MUG-BLUE" }),
  ledgerRow({ Date: "09/01/2025", Reason: "M", Quantity: -1, FNSKU: "X3", MSKU: "CUP" }),
  ledgerRow({ Date: "01/10/2026", Reason: "M", Quantity: -1, FNSKU: "X4", MSKU: "LID" }),
  ledgerRow({ Date: "01/11/2026", Reason: "F", Quantity: 1, FNSKU: "X4", MSKU: "LID" }),
]);
const { settings } = claimSettings(emptyInputs("2026-03-16"));
const { claims } = findClaims(readReports([{ name: "l.txt", text }]), settings);

describe("visibleClaims", () => {
  it("shows the claims still to file by default, and filters by status, case and search", () => {
    const skus = (list: Claim[]) => list.map((claim) => claim.sku).sort();
    expect(skus(visibleClaims(claims, { filter: "to_claim", caseType: "all", search: "" }))).toEqual([
      "MUG-BLUE",
      "MUG-RED",
    ]);
    expect(skus(visibleClaims(claims, { filter: "all", caseType: "all", search: "" }))).toEqual([
      "CUP",
      "LID",
      "MUG-BLUE",
      "MUG-RED",
    ]);
    expect(skus(visibleClaims(claims, { filter: "expired", caseType: "all", search: "" }))).toEqual(["CUP"]);
    expect(skus(visibleClaims(claims, { filter: "settled", caseType: "all", search: "" }))).toEqual(["LID"]);
    expect(skus(visibleClaims(claims, { filter: "all", caseType: "warehouse_damaged", search: "" }))).toEqual([
      "MUG-BLUE",
    ]);
    expect(skus(visibleClaims(claims, { filter: "all", caseType: "all", search: "mug-r" }))).toEqual(["MUG-RED"]);
  });
});

describe("windowCaveatMark", () => {
  it("says Closes by only where the close is counted from a date before Amazon's, Estimate where it may be later", () => {
    const files = [
      {
        name: "ledger.txt",
        text: tsvReport(ledgerHeader, [
          ledgerRow({ Date: "01/15/2026", Reason: "M", Quantity: -1, FNSKU: "X1", MSKU: "LOST" }),
          ledgerRow({ Date: "01/14/2026", "Event Type": "Receipts", "Reference ID": "FBA1", Quantity: 5, Reason: "" }),
        ]),
      },
      {
        name: "returns.txt",
        text: tsvReport(customerReturnsHeader, [
          {
            "return-date": "2026-01-10",
            "order-id": "111-1",
            sku: "RET",
            quantity: 1,
            "detailed-disposition": "DAMAGED",
          },
        ]),
      },
      {
        name: "replacements.txt",
        text: tsvReport(replacementsHeader, [
          { "shipment-date": "2026-01-05", sku: "REP", quantity: 1, "original-amazon-order-id": "111-9" },
        ]),
      },
      {
        name: "removals.txt",
        text: tsvReport(removalShipmentHeader, [
          {
            "request-date": "2026-01-02",
            "order-id": "RMV-1",
            "shipment-date": "2026-01-06",
            sku: "RMV",
            "shipped-quantity": 2,
          },
        ]),
      },
    ];
    const { settings: inputs } = claimSettings({
      ...emptyInputs("2026-02-01"),
      shippedUnits: "FBA1, 8",
      removalReceived: "RMV-1, 0",
    });
    const found = findClaims(readReports(files), inputs).claims;
    const marks = Object.fromEntries(found.map((claim) => [claim.caseType, windowCaveatMark(claim)]));
    expect(marks).toEqual({
      warehouse_lost: null,
      return_unsellable: "Estimate: see note",
      replacement_not_returned: "Estimate: see note",
      inbound_shortage: "Estimate: see note",
      removal_lost: "Closes by: see note",
    });
    // With the delivery date typed, the inbound window is counted from Amazon's own event: no mark.
    const delivered = claimSettings({ ...emptyInputs("2026-02-01"), shippedUnits: "FBA1, 8, 2026-01-12" }).settings;
    const inbound = findClaims(readReports(files), delivered).claims.find((c) => c.caseType === "inbound_shortage")!;
    expect(windowCaveatMark(inbound)).toBeNull();
  });
});

describe("texts", () => {
  it("says the days left, the last day and how long ago a window closed", () => {
    const bySku = (sku: string) => claims.find((claim) => claim.sku === sku)!;
    expect(daysLeftText(bySku("MUG-RED"))).toBe("Last day");
    expect(daysLeftText(bySku("CUP"))).toBe("Closed 136 days ago");
    expect(daysLeftText(bySku("LID"))).toBe("—");
    expect(daysLeftText({ ...bySku("MUG-RED"), daysLeft: 1 })).toBe("1 day");
  });

  it("says a claim past its day to act by may still be open, up to Amazon's last possible day when one is known", () => {
    const claim = { ...claims.find((entry) => entry.sku === "MUG-RED")!, status: "may be open" as const };
    expect(daysLeftText({ ...claim, daysLeft: 12 })).toBe("Check now: up to 12 days");
    expect(daysLeftText({ ...claim, daysLeft: 0 })).toBe("Check now: last possible day");
    expect(daysLeftText({ ...claim, daysLeft: null })).toBe("Check now");
    expect(amazonCloseText({ ...claim, windowCloses: "2026-04-10", windowLatestCloses: "2026-05-10" })).toBe(
      "Amazon's: no later than May 10, 2026",
    );
    expect(amazonCloseText({ ...claim, windowCloses: "2026-04-10", windowLatestCloses: null })).toBe(
      "Amazon's: not known",
    );
    // A window counted from Amazon's own event needs no second date.
    expect(amazonCloseText({ ...claim, windowCloses: "2026-04-10", windowLatestCloses: "2026-04-10" })).toBeNull();
  });

  it("asks the date question with the file's own examples", () => {
    expect(
      dateQuestionText({ files: [{ name: "ledger.txt", rows: 2, examples: ["12/01/2026", "12/02/2026"] }] }),
    ).toEqual({
      intro:
        '2 rows of "ledger.txt" have dates such as 12/01/2026, 12/02/2026, which can be read as month/day/year or as day/month/year, and nothing in the files dropped shows which. They are not counted until you say.',
      options: [
        { order: "month-first", label: "Month first: 12/01/2026 is December 1, 2026" },
        { order: "day-first", label: "Day first: 12/01/2026 is January 12, 2026" },
      ],
    });
  });

  it("prints dollars in the US and the bare amount elsewhere", () => {
    expect(formatClaimValue(1234.5, "us")).toBe("$1,234.50");
    expect(formatClaimValue(1234.5, "eu_uk")).toBe("1,234.50");
    expect(formatClaimValue(null, "us")).toBe("—");
    expect(weekLabel("2026-03-16")).toBe("Week of Mar 16, 2026");
  });

  it("names each file's report and row count, or why it was not read", () => {
    expect(fileSummary({ name: "a.txt", kind: "ledger", rows: 1200, message: null })).toEqual({
      text: "a.txt: Inventory Ledger (detailed view), 1,200 rows",
      recognised: true,
    });
    expect(fileSummary({ name: "b.csv", kind: null, rows: 0, message: "Not a report." })).toEqual({
      text: "Not a report.",
      recognised: false,
    });
  });
});
