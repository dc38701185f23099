import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/dates";
import { adjustmentCode, windowCaveats } from "./claim-rules";
import { summariseClaims, weekStarting } from "./claims-summary";
import { findClaims } from "./find-claims";
import { claimSettings, emptyInputs, type FinderInputs } from "./finder-form";
import { readReports } from "./read-reports";
import type { AdjustmentEvent, TextFile } from "./report-rows";
import {
  customerReturnsHeader,
  inventoryAdjustmentsHeader,
  ledgerHeader,
  ledgerRow,
  reimbursementsHeader,
  removalOrderHeader,
  removalShipmentHeader,
  replacementsHeader,
  tsvReport,
} from "./test-reports";

const ledger = (...rows: Record<string, string | number>[]): TextFile => ({
  name: "ledger.txt",
  text: tsvReport(ledgerHeader, rows.map(ledgerRow)),
});
const reimbursements = (...rows: Record<string, string | number>[]): TextFile => ({
  name: "reimbursements.txt",
  text: tsvReport(reimbursementsHeader, rows),
});

function run(files: TextFile[], inputs: Partial<FinderInputs> = {}) {
  const { settings } = claimSettings({ ...emptyInputs("2026-02-01"), ...inputs });
  return findClaims(readReports(files), settings);
}

describe("warehouse lost or damaged", () => {
  // Lost on January 15, 2026: the window closes 60 days later, on March 16.
  const lost = ledger({ Date: "01/15/2026", Reason: "M", Quantity: -1 });

  it("is open on day 59 and day 60 after the adjustment, expired on day 61", () => {
    const day59 = run([lost], { asOf: "2026-03-15" }).claims[0]!;
    expect(day59).toMatchObject({
      caseType: "warehouse_lost",
      eventDate: "2026-01-15",
      windowOpens: "2026-01-15",
      windowCloses: "2026-03-16",
      status: "open",
      daysLeft: 1,
      unitsToClaim: 1,
    });
    expect(run([lost], { asOf: "2026-03-16" }).claims[0]).toMatchObject({ status: "open", daysLeft: 0 });
    expect(run([lost], { asOf: "2026-03-17" }).claims[0]).toMatchObject({ status: "expired", daysLeft: -1 });
  });

  it("is settled by a unit found later, not by one found before the loss", () => {
    const foundLater = ledger(
      { Date: "01/15/2026", Reason: "M", Quantity: -2 },
      { Date: "01/20/2026", Reason: "F", Quantity: 1, "Reference ID": "1000000002" },
    );
    expect(run([foundLater]).claims[0]).toMatchObject({ unitsLost: 2, unitsFound: 1, unitsToClaim: 1, status: "open" });
    const foundBefore = ledger(
      { Date: "01/10/2026", Reason: "F", Quantity: 1 },
      { Date: "01/15/2026", Reason: "M", Quantity: -1 },
    );
    expect(run([foundBefore]).claims[0]).toMatchObject({ unitsFound: 0, unitsToClaim: 1 });
  });

  it("counts a partial reimbursement in cash and one in kind, and is settled once all units are paid", () => {
    const threeLost = ledger({ Date: "01/15/2026", Reason: "M", Quantity: -3 });
    const partly = reimbursements({
      "approval-date": "2026-01-25T08:00:00+00:00",
      "reimbursement-id": "R1",
      reason: "Lost_Warehouse",
      sku: "SKU-1",
      fnsku: "X00LEDGER1",
      "amount-per-unit": 9.5,
      "quantity-reimbursed-cash": 1,
      "quantity-reimbursed-inventory": 0,
    });
    const claim = run([threeLost, partly]).claims[0]!;
    expect(claim).toMatchObject({ unitsReimbursedCash: 1, unitsReimbursedInKind: 0, unitsToClaim: 2, status: "open" });
    // Valued at what Amazon paid a unit when no cost is entered, at the seller's cost when it is.
    expect(claim).toMatchObject({ unitValue: 9.5, estimatedValue: 19, valueBasis: "Amazon's average payment" });
    expect(run([threeLost, partly], { defaultCost: "12" }).claims[0]).toMatchObject({ estimatedValue: 24 });

    const rest = reimbursements(
      {
        "approval-date": "2026-01-25",
        reason: "Lost_Warehouse",
        fnsku: "X00LEDGER1",
        "quantity-reimbursed-cash": 1,
        "quantity-reimbursed-inventory": 0,
      },
      {
        "approval-date": "2026-01-28",
        reason: "Lost_Warehouse",
        fnsku: "X00LEDGER1",
        "quantity-reimbursed-cash": 0,
        "quantity-reimbursed-inventory": 2,
      },
    );
    expect(run([threeLost, rest]).claims[0]).toMatchObject({
      unitsReimbursedCash: 1,
      unitsReimbursedInKind: 2,
      unitsToClaim: 0,
      status: "settled",
      daysLeft: null,
    });
  });

  it("does not count a reimbursement approved before the loss, or one for another FNSKU", () => {
    const lostUnit = ledger({ Date: "01/15/2026", Reason: "M", Quantity: -1 });
    const other = reimbursements(
      { "approval-date": "2026-01-10", reason: "Lost_Warehouse", fnsku: "X00LEDGER1", "quantity-reimbursed-cash": 1 },
      { "approval-date": "2026-01-20", reason: "Lost_Warehouse", fnsku: "X00OTHER99", "quantity-reimbursed-cash": 1 },
    );
    expect(run([lostUnit, other]).claims[0]).toMatchObject({ unitsReimbursedCash: 0, unitsToClaim: 1 });
  });

  it("keeps a damaged unit moved to unsellable as owed: the move is not a find", () => {
    const damaged = ledger(
      { Date: "01/15/2026", Reason: "E", Quantity: -1, Disposition: "SELLABLE" },
      { Date: "01/15/2026", Reason: "P", Quantity: 1, Disposition: "UNSELLABLE" },
    );
    const { claims } = run([damaged]);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      caseType: "warehouse_damaged",
      reason: "E",
      reasonMeaning: "Damaged at an Amazon fulfillment center (a sellable unit)",
      unitsFound: 0,
      unitsToClaim: 1,
    });
  });

  it("reads the retired Inventory Adjustments report as the same events", () => {
    const archive: TextFile = {
      name: "adjustments-2022.txt",
      text: tsvReport(inventoryAdjustmentsHeader, [
        {
          "adjusted-date": "2026-01-15",
          "transaction-item-id": "T1",
          fnsku: "X00OLD0001",
          sku: "OLD-1",
          "fulfillment-center-id": "ONT8",
          quantity: -2,
          reason: "M",
          disposition: "SELLABLE",
        },
      ]),
    };
    expect(run([archive]).claims[0]).toMatchObject({
      caseType: "warehouse_lost",
      referenceId: "T1",
      unitsToClaim: 2,
      windowCloses: "2026-03-16",
    });
  });

  it("does not count an N adjustment that is a reimbursement in kind as a find as well", () => {
    // Two units lost; Amazon reimburses one in kind, which the Ledger also shows as an N adjustment.
    const losses = [
      { Date: "01/15/2026", Reason: "M", Quantity: -1, "Reference ID": "L1" },
      { Date: "01/20/2026", Reason: "M", Quantity: -1, "Reference ID": "L2" },
    ];
    const inKind = reimbursements({
      "approval-date": "2026-01-24",
      reason: "Lost_Warehouse",
      fnsku: "X00LEDGER1",
      "quantity-reimbursed-cash": 0,
      "quantity-reimbursed-inventory": 1,
    });
    const withN = ledger(...losses, { Date: "01/25/2026", Reason: "N", Quantity: 1, "Reference ID": "N1" });
    const claims = run([withN, inKind]).claims;
    expect(
      claims.map((claim) => [claim.referenceId, claim.unitsFound, claim.unitsReimbursedInKind, claim.status]),
    ).toEqual([
      ["L1", 0, 1, "settled"],
      ["L2", 0, 0, "open"],
    ]);
    // Without the Reimbursements report the N is the only record of the payment, and settles the oldest loss.
    expect(run([withN]).claims.map((claim) => [claim.unitsFound, claim.status])).toEqual([
      [1, "settled"],
      [0, "open"],
    ]);
    // An N of two units against one reimbursed in kind: one unit is the reimbursement, the other a find.
    const twoN = ledger(...losses, { Date: "01/25/2026", Reason: "N", Quantity: 2, "Reference ID": "N2" });
    expect(
      run([twoN, inKind]).claims.map((claim) => [claim.unitsFound, claim.unitsReimbursedInKind, claim.status]),
    ).toEqual([
      [1, 0, "settled"],
      [0, 1, "settled"],
    ]);
    // An F is a find whatever the Reimbursements report holds.
    const withF = ledger(...losses, { Date: "01/25/2026", Reason: "F", Quantity: 1, "Reference ID": "F1" });
    expect(
      run([withF, inKind]).claims.map((claim) => [claim.unitsFound, claim.unitsReimbursedInKind, claim.status]),
    ).toEqual([
      [1, 0, "settled"],
      [0, 1, "settled"],
    ]);
  });

  it("gives reason codes Amazon's meaning in each report: 5 and M are inventory misplaced", () => {
    expect(adjustmentCode("ledger", "5")).toMatchObject({
      meaning: expect.stringMatching(/^Inventory misplaced/),
      treatment: "lost",
    });
    expect(adjustmentCode("ledger", "m")).toEqual(adjustmentCode("ledger", "M"));
    expect(adjustmentCode("ledger", "N").meaning).toMatch(/reimbursement in kind/);
    expect(adjustmentCode("inventory-adjustments", "5")).toMatchObject({
      meaning: "Unrecoverable inventory",
      treatment: "lost",
    });
  });

  it("ignores shipments, receipts and disposals", () => {
    const other = ledger(
      { "Event Type": "Shipments", Quantity: -1, Reason: "" },
      { "Event Type": "Adjustments", Quantity: -1, Reason: "D" },
    );
    expect(run([other]).claims).toEqual([]);
  });
});

describe("customer returns and replacements", () => {
  const returns = (...rows: Record<string, string | number>[]): TextFile => ({
    name: "returns.txt",
    text: tsvReport(customerReturnsHeader, rows),
  });

  it("claims returns damaged by Amazon or the carrier, 60 to 120 days in the US and 45 to 105 in Europe", () => {
    const file = returns(
      {
        "return-date": "2026-01-10T10:00:00+00:00",
        "order-id": "111-1",
        sku: "SKU-1",
        fnsku: "X1",
        quantity: 1,
        "detailed-disposition": "CARRIER_DAMAGED",
      },
      {
        "return-date": "2026-01-10",
        "order-id": "111-2",
        sku: "SKU-1",
        fnsku: "X1",
        quantity: 1,
        "detailed-disposition": "CUSTOMER_DAMAGED",
      },
      {
        "return-date": "2026-01-10",
        "order-id": "111-3",
        sku: "SKU-1",
        fnsku: "X1",
        quantity: 1,
        "detailed-disposition": "DEFECTIVE",
      },
    );
    // Amazon counts from the refund, which the report lacks: opened from the return date, closed 30 days before
    // 120 days after it (105 in Europe and the UK), with the caveat on the row.
    const us = run([file]).claims;
    expect(us).toHaveLength(1);
    expect(us[0]).toMatchObject({
      caseType: "return_unsellable",
      referenceId: "111-1",
      windowOpens: "2026-03-11",
      windowCloses: "2026-04-10",
      windowCaveat: windowCaveats.returnDate.text,
      windowCaveatKind: "estimate",
      status: "not yet",
    });
    expect(us[0]!.note).toContain("Amazon counts from the refund");
    expect(run([file], { region: "eu_uk" }).claims[0]).toMatchObject({
      windowOpens: "2026-02-24",
      windowCloses: "2026-03-26",
    });
    const on = (asOf: string) => run([file], { asOf }).claims[0]!;
    expect(on("2026-03-10")).toMatchObject({ status: "not yet" });
    expect(on("2026-03-11")).toMatchObject({ status: "open" });
    expect(on("2026-04-09")).toMatchObject({ status: "open", daysLeft: 1 });
    expect(on("2026-04-10")).toMatchObject({ status: "open", daysLeft: 0, windowLatestCloses: "2026-05-10" });
    // Days 91 to 120 after the return: past the cautious day, but Amazon's window (120 days after a refund no later
    // than the return) may still be open, never "expired" (issue 48).
    expect(on("2026-04-11")).toMatchObject({ status: "may be open", daysLeft: 29 });
    expect(on("2026-05-10")).toMatchObject({ status: "may be open", daysLeft: 0 });
    expect(on("2026-05-11")).toMatchObject({ status: "expired", daysLeft: -31 });
  });

  it("claims a replacement whose original order never came back, and is settled by a reimbursement on that order", () => {
    const replacements: TextFile = {
      name: "replacements.txt",
      text: tsvReport(replacementsHeader, [
        {
          "shipment-date": "2026-01-05",
          sku: "SKU-1",
          asin: "B01",
          "fulfillment-center-id": "PHX7",
          quantity: 1,
          // A replacement reason code, not a Ledger reason: it gets no Ledger meaning.
          "replacement-reason-code": "5",
          "replacement-customer-order-id": "R-1",
          "original-amazon-order-id": "111-9",
        },
        {
          "shipment-date": "2026-01-05",
          sku: "SKU-1",
          asin: "B01",
          quantity: 1,
          "replacement-customer-order-id": "R-2",
          "original-amazon-order-id": "111-8",
        },
      ]),
    };
    const returned = returns({
      "return-date": "2026-01-20",
      "order-id": "111-8",
      sku: "SKU-1",
      fnsku: "X1",
      quantity: 1,
      "detailed-disposition": "SELLABLE",
    });
    const claims = run([replacements, returned]).claims;
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      caseType: "replacement_not_returned",
      referenceId: "111-9",
      fnsku: "X1",
      reason: "5",
      reasonMeaning: "",
      windowOpens: "2026-03-06",
      windowCaveat: windowCaveats.replacementShipDate.text,
      windowCaveatKind: "estimate",
      note: `Replacement order R-1; ${windowCaveats.replacementShipDate.text}`,
    });
    // Amazon counts from the replacement; the report gives its ship date (January 5), on or after it: opened 60 days
    // after the ship date, closed 7 days before 120 days after it (May 5), an estimate. Europe: 45 and 105 days.
    const replacedOn = (asOf: string, region: "us" | "eu_uk" = "us") =>
      run([replacements, returned], { asOf, region }).claims[0]!;
    expect(replacedOn("2026-03-05")).toMatchObject({ status: "not yet" });
    expect(replacedOn("2026-03-06")).toMatchObject({ status: "open" });
    expect(replacedOn("2026-04-27")).toMatchObject({ windowCloses: "2026-04-28", status: "open", daysLeft: 1 });
    expect(replacedOn("2026-04-28")).toMatchObject({ status: "open", daysLeft: 0 });
    // Amazon's window closes 120 days after the replacement, which is made no later than it ships: May 5 at the latest.
    expect(replacedOn("2026-04-29")).toMatchObject({ status: "may be open", windowLatestCloses: "2026-05-05" });
    expect(replacedOn("2026-05-05")).toMatchObject({ status: "may be open", daysLeft: 0 });
    expect(replacedOn("2026-05-06")).toMatchObject({ status: "expired" });
    expect(replacedOn("2026-02-19", "eu_uk")).toMatchObject({
      windowOpens: "2026-02-19",
      windowCloses: "2026-04-13",
      status: "open",
    });
    const paid = reimbursements({
      "approval-date": "2026-03-01",
      reason: "CustomerReturn",
      "amazon-order-id": "111-9",
      sku: "SKU-1",
      "quantity-reimbursed-cash": 1,
    });
    expect(run([replacements, returned, paid]).claims[0]).toMatchObject({ status: "settled" });
    // Without the Customer Returns report nothing says the original was not returned: no claim, and a note why.
    const alone = run([replacements]);
    expect(alone.claims).toEqual([]);
    expect(alone.missing.map((entry) => entry.topic)).toContain("Customer returns and replacements");
  });

  it("names the window of a refund not returned, which no report it reads can check", () => {
    const refunded = run([]).missing.find((entry) => entry.topic === "Refunded but not returned")!;
    expect(refunded.message).toContain("Check refunds from 60 to 120 days old (45 to 105 in Europe and the UK)");
  });
});

describe("removals, inbound shortages and underpaid units", () => {
  const shipments: TextFile = {
    name: "removal-shipments.txt",
    text: tsvReport(removalShipmentHeader, [
      {
        "request-date": "2025-12-20T00:00:00+00:00",
        "shipment-date": "2026-01-01T00:00:00+00:00",
        "order-id": "RMV-1",
        sku: "SKU-1",
        fnsku: "X1",
        "shipped-quantity": 4,
        carrier: "UPS",
        "tracking-number": "1Z999",
      },
      {
        "shipment-date": "2026-01-01",
        "order-id": "RMV-2",
        sku: "SKU-2",
        fnsku: "X2",
        "shipped-quantity": 5,
        carrier: "UPS",
        "tracking-number": "1Z998",
      },
    ]),
  };

  it("claims a removal that never arrived from 15 days after shipment to 75 days after the request, and one that arrived short within 60 days of delivery", () => {
    const result = run([shipments], {
      removalReceived: "order id, units\nRMV-1, 0\nRMV-2, 3, 2026-01-09",
      asOf: "2026-01-10",
    });
    expect(result.removalOrders).toEqual([
      { orderId: "RMV-1", shippedUnits: 4, counted: true },
      { orderId: "RMV-2", shippedUnits: 5, counted: true },
    ]);
    // Amazon counts from the shipment's creation, which no report gives: opened 15 days after the ship date (never
    // before Amazon's opening), closed 75 days after the request (never after Amazon's close).
    expect(result.claims.find((claim) => claim.caseType === "removal_lost")).toMatchObject({
      referenceId: "RMV-1",
      unitsToClaim: 4,
      windowOpens: "2026-01-16",
      windowCloses: "2026-03-05",
      windowCaveat: windowCaveats.removalRequest.text,
      windowCaveatKind: "closes early",
      status: "not yet",
      note: `UPS tracking 1Z999; ${windowCaveats.removalRequest.text}`,
    });
    const lostOn = (asOf: string) =>
      run([shipments], { removalReceived: "RMV-1, 0", asOf }).claims.find((claim) => claim.referenceId === "RMV-1")!;
    expect(lostOn("2026-01-15")).toMatchObject({ status: "not yet" });
    expect(lostOn("2026-01-16")).toMatchObject({ status: "open" });
    expect(lostOn("2026-03-04")).toMatchObject({ status: "open", daysLeft: 1 });
    expect(lostOn("2026-03-05")).toMatchObject({ status: "open", daysLeft: 0 });
    // The shipment is created no later than it ships (January 1): Amazon's window closes by March 17 at the latest.
    expect(lostOn("2026-03-06")).toMatchObject({
      status: "may be open",
      windowLatestCloses: "2026-03-17",
      daysLeft: 11,
    });
    expect(lostOn("2026-03-18")).toMatchObject({ status: "expired" });
    expect(result.claims.find((claim) => claim.caseType === "removal_short")).toMatchObject({
      referenceId: "RMV-2",
      unitsToClaim: 2,
      windowOpens: "2026-01-09",
      windowCloses: "2026-03-10",
      status: "open",
    });
    // Nothing typed for an order: no claim yet.
    expect(run([shipments]).claims).toEqual([]);
  });

  it("counts a short removal without a delivery date from the order's first shipment", () => {
    const twoPackages: TextFile = {
      name: "removal-shipments.txt",
      text: tsvReport(removalShipmentHeader, [
        {
          "request-date": "2025-12-28",
          "shipment-date": "2026-01-05",
          "order-id": "RMV-5",
          fnsku: "X1",
          "shipped-quantity": 2,
        },
        {
          "request-date": "2025-12-28",
          "shipment-date": "2026-01-01",
          "order-id": "RMV-5",
          fnsku: "X1",
          "shipped-quantity": 3,
        },
      ]),
    };
    const shortOn = (asOf: string) => run([twoPackages], { removalReceived: "RMV-5, 3", asOf }).claims[0]!;
    expect(shortOn("2026-03-01")).toMatchObject({
      caseType: "removal_short",
      unitsToClaim: 2,
      windowCloses: "2026-03-02",
      status: "open",
      daysLeft: 1,
      windowCaveat: windowCaveats.firstShipment.text,
      windowCaveatKind: "closes early",
      note: `5 shipped, 3 arrived; ${windowCaveats.firstShipment.text}`,
    });
    expect(shortOn("2026-03-02")).toMatchObject({ status: "open", daysLeft: 0 });
    // Amazon counts from the delivery, which no report gives: past the cautious day, never called expired.
    expect(shortOn("2026-03-03")).toMatchObject({ status: "may be open", windowLatestCloses: null, daysLeft: null });
    expect(shortOn("2027-03-03")).toMatchObject({ status: "may be open" });
  });

  it("with Removal Order Detail only, opens from the order's last update and closes from the request", () => {
    const orders: TextFile = {
      name: "removal-orders.txt",
      text: tsvReport(removalOrderHeader, [
        {
          "request-date": "2025-12-01",
          "order-id": "RMV-7",
          "order-type": "Return",
          "last-updated-date": "2025-12-20",
          sku: "SKU-7",
          fnsku: "X7",
          "requested-quantity": 3,
          "shipped-quantity": 3,
        },
      ]),
    };
    const lostOn = (asOf: string) => run([orders], { removalReceived: "RMV-7, 0", asOf }).claims[0]!;
    expect(lostOn("2026-01-03")).toMatchObject({
      caseType: "removal_lost",
      windowOpens: "2026-01-04",
      windowCloses: "2026-02-14",
      windowCaveat: windowCaveats.orderDetailShipDate.text,
      windowCaveatKind: "closes early",
      status: "not yet",
    });
    expect(lostOn("2026-01-04")).toMatchObject({ status: "open" });
    expect(lostOn("2026-02-13")).toMatchObject({ status: "open", daysLeft: 1 });
    expect(lostOn("2026-02-14")).toMatchObject({ status: "open", daysLeft: 0 });
    // The order's last update (December 20) is no earlier than its shipments: Amazon's closes by March 5 at the latest.
    expect(lostOn("2026-02-15")).toMatchObject({ status: "may be open", windowLatestCloses: "2026-03-05" });
    expect(lostOn("2026-03-06")).toMatchObject({ status: "expired" });
    // Arrived short, no delivery date: 60 days from the request.
    const shortOn = (asOf: string) => run([orders], { removalReceived: "RMV-7, 1", asOf }).claims[0]!;
    expect(shortOn("2026-01-29")).toMatchObject({
      caseType: "removal_short",
      windowCloses: "2026-01-30",
      windowCaveat: windowCaveats.orderDetailDelivery.text,
      windowCaveatKind: "closes early",
      daysLeft: 1,
    });
    expect(shortOn("2026-01-30")).toMatchObject({ status: "open", daysLeft: 0 });
    expect(shortOn("2026-01-31")).toMatchObject({ status: "may be open", windowLatestCloses: null });
    // With the delivery date the window is Amazon's own, without a caveat.
    expect(run([orders], { removalReceived: "RMV-7, 1, 2026-01-10" }).claims[0]).toMatchObject({
      windowCloses: "2026-03-11",
      windowCaveat: "",
      windowCaveatKind: null,
    });
  });

  it("compares the Ledger's receipts per shipment with the units shipped, in the chosen window", () => {
    const receipts = ledger(
      { "Event Type": "Receipts", "Reference ID": "FBA15ABC", Quantity: 30, Date: "01/10/2026", Reason: "" },
      { "Event Type": "Receipts", "Reference ID": "FBA15ABC", Quantity: 8, Date: "01/12/2026", Reason: "" },
      // A shipment on January 20 shows the file's dates are month first (01/10 and 01/12 alone could be day first).
      { "Event Type": "Shipments", "Reference ID": "111-5", Quantity: -1, Date: "01/20/2026", Reason: "" },
    );
    // No delivery date: opened from the first receipt (after delivery), closed 30 days early, with the caveat.
    const short = run([receipts], { shippedUnits: "FBA15ABC, 40", defaultCost: "5" }).claims[0]!;
    expect(short).toMatchObject({
      caseType: "inbound_shortage",
      referenceId: "FBA15ABC",
      unitsToClaim: 2,
      estimatedValue: 10,
      eventDate: "2026-01-10",
      windowOpens: "2026-01-25",
      windowCloses: "2026-02-09",
      windowCaveat: windowCaveats.firstReceipt.text,
      windowCaveatKind: "estimate",
    });
    const estimateOn = (asOf: string) => run([receipts], { shippedUnits: "FBA15ABC, 40", asOf }).claims[0]!;
    expect(estimateOn("2026-02-08")).toMatchObject({ status: "open", daysLeft: 1 });
    expect(estimateOn("2026-02-09")).toMatchObject({ status: "open", daysLeft: 0 });
    // Delivery comes before the first receipt (January 10): Amazon's 60 days end on March 11 at the latest.
    expect(estimateOn("2026-02-10")).toMatchObject({ status: "may be open", windowLatestCloses: "2026-03-11" });
    expect(estimateOn("2026-03-12")).toMatchObject({ status: "expired" });
    expect(
      run([receipts], { shippedUnits: "FBA15ABC, X00LEDGER1, 40", inboundWindow: "months_9" }).claims[0],
    ).toMatchObject({ windowOpens: "2026-01-10", windowCloses: "2026-09-10" });
    expect(run([receipts], { shippedUnits: "FBA15ABC, 38" }).claims).toEqual([]);
  });

  it("counts an inbound window from the delivery date typed, the day Amazon counts from", () => {
    const receipts = ledger(
      { "Event Type": "Receipts", "Reference ID": "FBA15ABC", Quantity: 30, Date: "01/10/2026", Reason: "" },
      { "Event Type": "Shipments", "Reference ID": "111-5", Quantity: -1, Date: "01/20/2026", Reason: "" },
    );
    const deliveredOn = (asOf: string) =>
      run([receipts], { shippedUnits: "FBA15ABC, 40, 2026-01-05", asOf }).claims[0]!;
    expect(deliveredOn("2026-01-19")).toMatchObject({
      eventDate: "2026-01-05",
      unitsToClaim: 10,
      windowOpens: "2026-01-20",
      windowCloses: "2026-03-06",
      windowCaveat: "",
      windowCaveatKind: null,
      status: "not yet",
    });
    expect(deliveredOn("2026-01-20")).toMatchObject({ status: "open" });
    expect(deliveredOn("2026-03-05")).toMatchObject({ status: "open", daysLeft: 1 });
    expect(deliveredOn("2026-03-06")).toMatchObject({ status: "open", daysLeft: 0 });
    expect(deliveredOn("2026-03-07")).toMatchObject({ status: "expired" });
    // Nothing received at all: the delivery date alone gives the window.
    expect(
      run([ledger()], { shippedUnits: "FBA99XYZ, 12, 2026-01-05" }).claims.find((c) => c.referenceId === "FBA99XYZ"),
    ).toMatchObject({
      unitsToClaim: 12,
      windowCloses: "2026-03-06",
    });
  });

  it("finds units reimbursed below the manufacturing cost since March 10, 2025", () => {
    const rows = reimbursements(
      {
        "approval-date": "2026-01-20",
        "reimbursement-id": "R9",
        reason: "Lost_Warehouse",
        sku: "SKU-1",
        fnsku: "X1",
        "amount-per-unit": 3.1,
        "quantity-reimbursed-cash": 2,
      },
      {
        "approval-date": "2025-03-09",
        "reimbursement-id": "R8",
        reason: "Lost_Warehouse",
        sku: "SKU-1",
        fnsku: "X1",
        "amount-per-unit": 3.1,
        "quantity-reimbursed-cash": 2,
      },
      {
        "approval-date": "2026-01-20",
        "reimbursement-id": "R7",
        reason: "CustomerReturn",
        sku: "SKU-1",
        fnsku: "X1",
        "amount-per-unit": 3.1,
        "quantity-reimbursed-cash": 2,
      },
    );
    const claims = run([rows], { costsBySku: "SKU-1, 4.60" }).claims;
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      caseType: "underpaid",
      referenceId: "R9",
      unitsToClaim: 2,
      estimatedValue: 3,
      // No source gives a window to dispute an amount: no deadline, rather than a made-up one (issue 46).
      windowOpens: null,
      windowCloses: null,
      daysLeft: null,
      status: "open",
      note: "Paid 3.10 a unit against your cost of 4.60; no source confirms Amazon revises a paid amount",
    });
    expect(run([rows], { costsBySku: "SKU-1, 3.10" }).claims).toEqual([]);
  });
});

describe("summary", () => {
  it("adds units and value to claim by case and by the week the window closes, sorted by deadline", () => {
    const { claims } = run(
      [
        ledger(
          { Date: "01/15/2026", Reason: "M", Quantity: -1 },
          { Date: "01/20/2026", Reason: "E", Quantity: -2, FNSKU: "X00LEDGER2", MSKU: "SKU-2" },
          { Date: "10/01/2025", Reason: "M", Quantity: -1, FNSKU: "X00LEDGER3", MSKU: "SKU-3" },
        ),
      ],
      { defaultCost: "4" },
    );
    expect(claims.map((claim) => claim.windowCloses)).toEqual(["2025-11-30", "2026-03-16", "2026-03-21"]);
    const summary = summariseClaims(claims);
    expect(summary.toClaim).toEqual({ claims: 2, units: 3, value: 12 });
    expect(summary.expired).toEqual({ claims: 1, units: 1, value: 4 });
    expect(summary.byCase).toEqual([
      { caseType: "warehouse_lost", totals: { claims: 1, units: 1, value: 4 } },
      { caseType: "warehouse_damaged", totals: { claims: 1, units: 2, value: 8 } },
    ]);
    expect(summary.byDeadlineWeek).toEqual([
      { weekStarting: "2026-03-16", totals: { claims: 2, units: 3, value: 12 } },
    ]);
  });

  it("starts deadline weeks on Monday", () => {
    expect(weekStarting("2026-03-16")).toBe("2026-03-16");
    expect(weekStarting("2026-03-22")).toBe("2026-03-16");
    expect(weekStarting("2026-03-23")).toBe("2026-03-23");
  });
});

describe("a Ledger of adjustments only, as large as a browser takes", () => {
  // Issue 51: a 200 MB Ledger (adjustments only, about 1.2 million rows) threw "RangeError: Maximum call stack size
  // exceeded" at drafts.push(...claims): a spread passes every claim as an argument, and the stack holds only so many
  // (about 120,000 in a browser or Node's main thread, 300,000 to 500,000 in the test's worker thread).
  it("finds every claim of 600,000 losses without a stack overflow", () => {
    const losses: AdjustmentEvent[] = Array.from({ length: 600_000 }, (_, row) => ({
      source: "ledger",
      date: addDays("2026-01-01", row % 300),
      fnsku: `X00${row % 5_000}`,
      sku: `SKU-${row % 5_000}`,
      asin: "",
      referenceId: String(row),
      quantity: -1,
      fulfillmentCenter: "PHX7",
      disposition: "SELLABLE",
      reason: "M",
    }));
    const reports = { ...readReports([]), adjustments: losses };
    const { settings } = claimSettings(emptyInputs("2026-11-01"));
    const { claims } = findClaims(reports, settings);
    expect(claims).toHaveLength(600_000);
    expect(claims.every((claim) => claim.caseType === "warehouse_lost" && claim.unitsToClaim === 1)).toBe(true);
    // 600,000 claims take a few seconds on a quiet machine, 40 on one loaded 10 times over its cores.
  }, 120_000);
});
