import { describe, expect, it } from "vitest";
import { findClaims, summariseClaims, weekStarting } from "./find-claims";
import { claimSettings, emptyInputs, type FinderInputs } from "./finder-form";
import { readReports, type TextFile } from "./read-reports";
import {
  customerReturnsHeader,
  inventoryAdjustmentsHeader,
  ledgerHeader,
  ledgerRow,
  reimbursementsHeader,
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
      reasonMeaning: "Damaged in the warehouse",
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
    const us = run([file]).claims;
    expect(us).toHaveLength(1);
    expect(us[0]).toMatchObject({
      caseType: "return_unsellable",
      referenceId: "111-1",
      windowOpens: "2026-03-11",
      windowCloses: "2026-05-10",
      status: "not yet",
    });
    expect(run([file], { region: "eu_uk" }).claims[0]).toMatchObject({
      windowOpens: "2026-02-24",
      windowCloses: "2026-04-25",
    });
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
      note: "Replacement order R-1",
      windowOpens: "2026-03-06",
      windowCloses: "2026-05-05",
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
});

describe("removals, inbound shortages and underpaid units", () => {
  const shipments: TextFile = {
    name: "removal-shipments.txt",
    text: tsvReport(removalShipmentHeader, [
      {
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

  it("claims a removal that never arrived 15 to 75 days after shipment, and one that arrived short within 60 days of delivery", () => {
    const result = run([shipments], {
      removalReceived: "order id, units\nRMV-1, 0\nRMV-2, 3, 2026-01-09",
      asOf: "2026-01-10",
    });
    expect(result.removalOrders).toEqual([
      { orderId: "RMV-1", shippedUnits: 4, counted: true },
      { orderId: "RMV-2", shippedUnits: 5, counted: true },
    ]);
    expect(result.claims.find((claim) => claim.caseType === "removal_lost")).toMatchObject({
      referenceId: "RMV-1",
      unitsToClaim: 4,
      windowOpens: "2026-01-16",
      windowCloses: "2026-03-17",
      status: "not yet",
      note: "UPS tracking 1Z999",
    });
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

  it("compares the Ledger's receipts per shipment with the units shipped, in the chosen window", () => {
    const receipts = ledger(
      { "Event Type": "Receipts", "Reference ID": "FBA15ABC", Quantity: 30, Date: "01/10/2026", Reason: "" },
      { "Event Type": "Receipts", "Reference ID": "FBA15ABC", Quantity: 8, Date: "01/12/2026", Reason: "" },
    );
    const short = run([receipts], { shippedUnits: "FBA15ABC, 40", defaultCost: "5" }).claims[0]!;
    expect(short).toMatchObject({
      caseType: "inbound_shortage",
      referenceId: "FBA15ABC",
      unitsToClaim: 2,
      estimatedValue: 10,
      eventDate: "2026-01-10",
      windowOpens: "2026-01-25",
      windowCloses: "2026-03-11",
    });
    expect(
      run([receipts], { shippedUnits: "FBA15ABC, X00LEDGER1, 40", inboundWindow: "months_9" }).claims[0],
    ).toMatchObject({ windowOpens: "2026-01-10", windowCloses: "2026-10-10" });
    expect(run([receipts], { shippedUnits: "FBA15ABC, 38" }).claims).toEqual([]);
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
      windowCloses: "2026-03-21",
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
