import { describe, expect, it } from "vitest";
import type { Claim } from "./claim-types";
import { isToClaim } from "./claims-summary";
import { findClaims } from "./find-claims";
import { claimSettings, emptyInputs } from "./finder-form";
import { readReports } from "./read-reports";
import type { TextFile } from "./report-rows";
import {
  customerReturnsHeader,
  inventoryAdjustmentsHeader,
  ledgerHeader,
  ledgerHeaderWithStore,
  ledgerRow,
  quotedCsvReport,
  reimbursementsHeader,
  removalShipmentHeader,
  replacementsHeader,
  tsvReport,
} from "./test-reports";

/**
 * Issue 48's test, kept: 49 planted cases in Seller Central's own headers (39 claims, 10 rows that are no claim), read
 * as of December 2, 2026, and the drops a seller's real downloads make of them: overlapping Ledgers, the same Ledger as
 * tab-separated text and as CSV, a report downloaded twice, a Ledger of December 1 and 2 downloaded on the 2nd, each
 * giving the same claims as the clean drop.
 */

const asOf = "2026-12-02";
type Row = Record<string, string | number>;

/** A US Ledger row: month-first Date, its Date and Time, Country US. */
const ledgerAt = (date: string, fields: Row): Row => {
  const [year, month, day] = date.split("-");
  return ledgerRow({ Date: `${month}/${day}/${year}`, "Date and Time": `${date}T10:00:00-08:00`, ...fields });
};
const loss = (date: string, fnsku: string, reason: string, units: number) =>
  ledgerAt(date, {
    FNSKU: fnsku,
    MSKU: `SKU-${fnsku}`,
    Reason: reason,
    Quantity: -units,
    "Reference ID": `ADJ-${fnsku}`,
  });

/** [case, reference, units to claim] of each planted claim. */
const expectedClaims: [Claim["caseType"], string, number][] = [];
const ledgerRows: Row[] = [];
const plant = (row: Row, claim?: [Claim["caseType"], string, number]) => {
  ledgerRows.push(row);
  if (claim) expectedClaims.push(claim);
};

// 12 lost (M), day 60 among them: October 3 plus 60 days is December 2, the last day.
const lostDays = ["2026-10-03", "2026-10-09", "2026-10-15", "2026-10-21", "2026-10-27", "2026-11-02"];
const moreLostDays = ["2026-11-08", "2026-11-14", "2026-11-20", "2026-11-24", "2026-11-28", "2026-12-01"];
[...lostDays, ...moreLostDays].forEach((date, n) =>
  plant(loss(date, `LOST${n}`, "M", (n % 2) + 1), ["warehouse_lost", `ADJ-LOST${n}`, (n % 2) + 1]),
);
// 2 misplaced (5).
["2026-10-12", "2026-11-18"].forEach((date, n) =>
  plant(loss(date, `MIS${n}`, "5", 1), ["warehouse_lost", `ADJ-MIS${n}`, 1]),
);
// 10 damaged at Amazon: E five times, and 6, 7, H, K, U, which in the Ledger are damage at Amazon too.
["E", "E", "E", "E", "E", "6", "7", "H", "K", "U"].forEach((code, n) => {
  const date = `2026-11-${String(n + 3).padStart(2, "0")}`;
  plant(loss(date, `DMG${n}`, code, 1), ["warehouse_damaged", `ADJ-DMG${n}`, 1]);
  // The P that follows each damage moves the unit to unsellable: not a find.
  plant(ledgerAt(date, { FNSKU: `DMG${n}`, Reason: "P", Quantity: 1, "Reference ID": `P-DMG${n}` }));
});
// Partly paid: 3 lost, 1 reimbursed in cash; 2 lost, 1 in kind.
plant(loss("2026-11-05", "PART0", "M", 3), ["warehouse_lost", "ADJ-PART0", 2]);
plant(loss("2026-11-06", "PART1", "M", 2), ["warehouse_lost", "ADJ-PART1", 1]);
// Partly found: 2 lost, 1 found later.
plant(loss("2026-11-07", "FOUND0", "M", 2), ["warehouse_lost", "ADJ-FOUND0", 1]);
plant(ledgerAt("2026-11-15", { FNSKU: "FOUND0", Reason: "F", Quantity: 1, "Reference ID": "F-FOUND0" }));
// Inbound receipts of two shipments, which arrived short of what was shipped (typed below).
plant(
  ledgerAt("2026-11-10", { "Event Type": "Receipts", FNSKU: "IN0", Reason: "", Quantity: 40, "Reference ID": "FBA1" }),
);
plant(
  ledgerAt("2026-11-12", { "Event Type": "Receipts", FNSKU: "IN1", Reason: "", Quantity: 18, "Reference ID": "FBA2" }),
);
expectedClaims.push(["inbound_shortage", "FBA1", 8], ["inbound_shortage", "FBA2", 2]);

// Non-claims in the Ledger: day 61 (expired), one paid in full, one found in full; and noise that is never a claim.
plant(loss("2026-10-02", "EXPIRED", "M", 1));
plant(loss("2026-11-09", "PAID", "M", 2));
plant(loss("2026-11-10", "FOUNDALL", "M", 1));
plant(ledgerAt("2026-11-20", { FNSKU: "FOUNDALL", Reason: "F", Quantity: 1, "Reference ID": "F-FOUNDALL" }));
for (const code of ["D", "Q", "O", "G", "4"]) plant(loss("2026-11-11", `NOISE${code}`, code, 1));
plant(ledgerAt("2026-11-11", { "Event Type": "Shipments", FNSKU: "SHIP", Reason: "", Quantity: -1 }));

const reimbursements = tsvReport(reimbursementsHeader, [
  {
    "approval-date": "2026-11-10",
    "reimbursement-id": "R1",
    reason: "Lost_Warehouse",
    fnsku: "PART0",
    "amount-per-unit": 8,
    "quantity-reimbursed-cash": 1,
  },
  {
    "approval-date": "2026-11-12",
    "reimbursement-id": "R2",
    reason: "Lost_Warehouse",
    fnsku: "PART1",
    "quantity-reimbursed-inventory": 1,
  },
  {
    "approval-date": "2026-11-15",
    "reimbursement-id": "R3",
    reason: "Lost_Warehouse",
    fnsku: "PAID",
    "amount-per-unit": 8,
    "quantity-reimbursed-cash": 2,
  },
  // Paid below the cost entered (7.50): 2 units and 1 unit underpaid.
  {
    "approval-date": "2026-11-20",
    "reimbursement-id": "R4",
    reason: "Lost_Warehouse",
    fnsku: "UNDER0",
    sku: "SKU-UNDER0",
    "amount-per-unit": 5,
    "quantity-reimbursed-cash": 2,
  },
  {
    "approval-date": "2026-11-21",
    "reimbursement-id": "R5",
    reason: "Damaged_Warehouse",
    fnsku: "UNDER1",
    sku: "SKU-UNDER1",
    "amount-per-unit": 6,
    "quantity-reimbursed-cash": 1,
  },
]);
expectedClaims.push(["underpaid", "R4", 2], ["underpaid", "R5", 1]);

const returns = tsvReport(customerReturnsHeader, [
  {
    "return-date": "2026-09-20",
    "order-id": "111-A",
    fnsku: "RET0",
    sku: "SKU-RET0",
    quantity: 1,
    "detailed-disposition": "CARRIER_DAMAGED",
    "license-plate-number": "LPN1",
  },
  {
    "return-date": "2026-09-25",
    "order-id": "111-B",
    fnsku: "RET1",
    sku: "SKU-RET1",
    quantity: 2,
    "detailed-disposition": "DAMAGED",
    "license-plate-number": "LPN2",
  },
  // 100 days old: past the cautious day (90 days), inside Amazon's 120: still to claim.
  {
    "return-date": "2026-08-24",
    "order-id": "111-C",
    fnsku: "RET2",
    sku: "SKU-RET2",
    quantity: 1,
    "detailed-disposition": "CARRIER_DAMAGED",
    "license-plate-number": "LPN3",
  },
  {
    "return-date": "2026-09-20",
    "order-id": "111-D",
    fnsku: "RET3",
    sku: "SKU-RET3",
    quantity: 1,
    "detailed-disposition": "CUSTOMER_DAMAGED",
    "license-plate-number": "LPN4",
  },
  {
    "return-date": "2026-09-20",
    "order-id": "111-E",
    fnsku: "RET4",
    sku: "SKU-RET4",
    quantity: 1,
    "detailed-disposition": "DEFECTIVE",
    "license-plate-number": "LPN5",
  },
  // The original of a replacement, returned.
  {
    "return-date": "2026-09-22",
    "order-id": "111-RETURNED",
    fnsku: "REP2",
    sku: "SKU-REP2",
    quantity: 1,
    "detailed-disposition": "SELLABLE",
    "license-plate-number": "LPN6",
  },
]);
expectedClaims.push(
  ["return_unsellable", "111-A", 1],
  ["return_unsellable", "111-B", 2],
  ["return_unsellable", "111-C", 1],
);

const replacements = tsvReport(replacementsHeader, [
  {
    "shipment-date": "2026-09-15",
    sku: "SKU-REP0",
    quantity: 1,
    "replacement-customer-order-id": "112-0",
    "original-amazon-order-id": "111-R0",
  },
  {
    "shipment-date": "2026-09-18",
    sku: "SKU-REP1",
    quantity: 1,
    "replacement-customer-order-id": "112-1",
    "original-amazon-order-id": "111-R1",
  },
  {
    "shipment-date": "2026-09-18",
    sku: "SKU-REP2",
    quantity: 1,
    "replacement-customer-order-id": "112-2",
    "original-amazon-order-id": "111-RETURNED",
  },
]);
expectedClaims.push(["replacement_not_returned", "111-R0", 1], ["replacement_not_returned", "111-R1", 1]);

const removals = tsvReport(removalShipmentHeader, [
  {
    "request-date": "2026-10-20",
    "order-id": "RMV-0",
    "shipment-date": "2026-10-28",
    fnsku: "RMV0",
    "shipped-quantity": 3,
    carrier: "UPS",
    "tracking-number": "1Z0",
  },
  {
    "request-date": "2026-10-22",
    "order-id": "RMV-1",
    "shipment-date": "2026-10-30",
    fnsku: "RMV1",
    "shipped-quantity": 2,
    carrier: "UPS",
    "tracking-number": "1Z1",
  },
  {
    "request-date": "2026-10-25",
    "order-id": "RMV-2",
    "shipment-date": "2026-11-01",
    fnsku: "RMV2",
    "shipped-quantity": 5,
    carrier: "UPS",
    "tracking-number": "1Z2",
  },
]);
expectedClaims.push(["removal_lost", "RMV-0", 3], ["removal_lost", "RMV-1", 2], ["removal_short", "RMV-2", 2]);

// The retired Inventory Adjustments report's 6, 7, H and K: carrier damage, an expired unit, a customer return, a
// defect. No claims.
const retired = tsvReport(
  inventoryAdjustmentsHeader,
  ["6", "7", "H", "K"].map((reason, n) => ({
    "adjusted-date": "2026-11-20",
    "transaction-item-id": `T${n}`,
    fnsku: `OLD${n}`,
    sku: `SKU-OLD${n}`,
    "fulfillment-center-id": "PHX7",
    quantity: -1,
    reason,
    disposition: "SELLABLE",
  })),
);

const { settings } = claimSettings({
  ...emptyInputs(asOf),
  costsBySku: "SKU-UNDER0, 7.50\nSKU-UNDER1, 7.50",
  shippedUnits: "FBA1, 48, 2026-11-08\nFBA2, 20, 2026-11-09",
  removalReceived: "RMV-0, 0\nRMV-1, 0\nRMV-2, 3, 2026-11-06",
});

const others: TextFile[] = [
  { name: "reimbursements.txt", text: reimbursements },
  { name: "returns.txt", text: returns },
  { name: "replacements.txt", text: replacements },
  { name: "removals.txt", text: removals },
  { name: "adjustments-archive.txt", text: retired },
];
const ledgerText = tsvReport(ledgerHeader, ledgerRows);
const dated = (row: Row) => row["Date and Time"] as string;

/** The claims still to file, as [case, reference, units], in a stable order. */
const toFile = (claims: readonly Claim[]) =>
  claims
    .filter((claim) => isToClaim(claim.status))
    .map((claim): [Claim["caseType"], string, number] => [claim.caseType, claim.referenceId, claim.unitsToClaim])
    .sort((a, b) => (a.join() < b.join() ? -1 : 1));

const run = (files: TextFile[]) => findClaims(readReports([...files, ...others]), settings);
const clean = run([{ name: "ledger.txt", text: ledgerText }]);

describe("the 49 planted cases", () => {
  it("finds the 39 claims with their units, and nothing else to file", () => {
    expect(expectedClaims).toHaveLength(39);
    expect(toFile(clean.claims)).toEqual([...expectedClaims].sort((a, b) => (a.join() < b.join() ? -1 : 1)));
  });

  it("leaves the 10 non-claims alone: expired, paid, found, a customer's damage, a defect, a returned original, retired damage codes", () => {
    const byReference = (reference: string) => clean.claims.filter((claim) => claim.referenceId === reference);
    expect(byReference("ADJ-EXPIRED")).toMatchObject([{ status: "expired", daysLeft: -1 }]);
    expect(byReference("ADJ-PAID")).toMatchObject([{ status: "settled", unitsReimbursedCash: 2 }]);
    expect(byReference("ADJ-FOUNDALL")).toMatchObject([{ status: "settled", unitsFound: 1 }]);
    for (const reference of ["111-D", "111-E", "111-RETURNED", "T0", "T1", "T2", "T3"])
      expect(byReference(reference), reference).toEqual([]);
    // The retired codes are listed as what they are, never as claims.
    const retiredCodes = clean.adjustmentCodes.filter((code) => code.source === "inventory-adjustments");
    expect(retiredCodes.map((code) => [code.code, code.treatment, code.whyNot])).toEqual([
      ["6", "not a claim", "damaged by the carrier that delivered it, not in Amazon's warehouse"],
      ["7", "not a claim", "the unit had expired"],
      ["H", "not a claim", "damaged by the customer"],
      ["K", "not a claim", "the item's own defect"],
    ]);
  });

  it("keeps day 60 open and calls day 61 expired, and a return 100 days old possibly open, not expired", () => {
    const claim = (reference: string) => clean.claims.find((entry) => entry.referenceId === reference)!;
    expect(claim("ADJ-LOST0")).toMatchObject({
      eventDate: "2026-10-03",
      windowCloses: asOf,
      status: "open",
      daysLeft: 0,
    });
    expect(claim("ADJ-EXPIRED")).toMatchObject({ windowCloses: "2026-12-01", status: "expired" });
    expect(claim("111-C")).toMatchObject({
      windowCloses: "2026-11-22",
      windowLatestCloses: "2026-12-22",
      status: "may be open",
      daysLeft: 20,
    });
  });
});

describe("the same claims from a seller's real downloads", () => {
  const expected = toFile(clean.claims);

  it("from two overlapping Ledgers (to November 10, and from October 20)", () => {
    const early = ledgerRows.filter((row) => dated(row) <= "2026-11-10");
    const late = ledgerRows.filter((row) => dated(row) >= "2026-10-20");
    expect(early.length + late.length).toBeGreaterThan(ledgerRows.length);
    const overlapping = run([
      { name: "ledger-aug-nov.txt", text: tsvReport(ledgerHeader, early) },
      { name: "ledger-oct-dec.txt", text: tsvReport(ledgerHeader, late) },
    ]);
    expect(toFile(overlapping.claims)).toEqual(expected);
  });

  it("from the same Ledger as tab-separated text and as Seller Central's CSV, and from one downloaded twice", () => {
    const asCsv = quotedCsvReport(ledgerHeaderWithStore, ledgerRows, { bom: true });
    expect(
      toFile(
        run([
          { name: "ledger.txt", text: ledgerText },
          { name: "ledger.csv", text: asCsv },
        ]).claims,
      ),
    ).toEqual(expected);
    expect(
      toFile(
        run([
          { name: "ledger.txt", text: ledgerText },
          { name: "ledger (1).txt", text: ledgerText },
        ]).claims,
      ),
    ).toEqual(expected);
  });

  it("from a Ledger downloaded on December 2 for December so far, beside the one to November 30", () => {
    const november = ledgerRows.filter((row) => dated(row) < "2026-12-01");
    const december = ledgerRows.filter((row) => dated(row) >= "2026-12-01");
    expect(december.length).toBeGreaterThan(0);
    // The older download has no Date and Time; its Country decides (US), or, without one, the other file does.
    const withoutTimestamp = ledgerHeader.filter((column) => column !== "Date and Time");
    for (const country of ["US", ""]) {
      const drop = run([
        { name: "ledger-november.txt", text: tsvReport(ledgerHeader, november) },
        {
          name: "ledger-december.txt",
          text: tsvReport(
            withoutTimestamp,
            december.map((row) => ({ ...row, Country: country })),
          ),
        },
      ]);
      expect(toFile(drop.claims), `Country "${country}"`).toEqual(expected);
    }
  });
});
