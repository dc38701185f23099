import { describe, expect, it } from "vitest";
import { readReports, removalOrderDetailNote } from "./read-reports";
import { ReportFileReader } from "./report-file";
import {
  customerReturnsHeader,
  ledgerHeader,
  ledgerHeaderWithStore,
  ledgerRow,
  quotedCsvReport,
  reimbursementsHeader,
  removalOrderHeader,
  removalShipmentHeader,
  tsvReport,
} from "./test-reports";

const lost = ledgerRow({ Date: "01/15/2026", Reason: "M", Quantity: -2, Title: 'Board, "large", oak' });
const expectedAdjustment = {
  source: "ledger",
  date: "2026-01-15",
  fnsku: "X00LEDGER1",
  sku: "SKU-1",
  asin: "B0LEDGER01",
  referenceId: "1000000001",
  quantity: -2,
  fulfillmentCenter: "PHX7",
  disposition: "SELLABLE",
  reason: "M",
};

describe("readReports", () => {
  it("reads both Ledger header variants, tab-separated and as Seller Central's quoted CSV", () => {
    const withoutStore = ledgerHeader.filter((column) => column !== "Date and Time");
    for (const text of [
      tsvReport(ledgerHeader, [lost]),
      tsvReport(withoutStore, [lost]),
      quotedCsvReport(ledgerHeaderWithStore, [{ ...lost, Store: "Amazon.com" }]),
    ]) {
      const read = readReports([{ name: "ledger", text }]);
      expect(read.files).toEqual([{ name: "ledger", kind: "ledger", rows: 1, message: null }]);
      expect(read.adjustments).toEqual([expectedAdjustment]);
    }
  });

  it("reads the event type in any case, and skips other events, in both formats", () => {
    const rows = [
      ledgerRow({ "Event Type": "adjustments", Reason: "M", Quantity: -1 }),
      ledgerRow({ "Event Type": "ADJUSTMENTS", Reason: "M", Quantity: -1 }),
      ledgerRow({ "Event Type": "Shipments", Reason: "", Quantity: -1, Title: "Receipts organiser" }),
      ledgerRow({ "Event Type": "RECEIPTS", Reason: "", Quantity: 4, "Reference ID": "FBA1" }),
    ];
    for (const text of [tsvReport(ledgerHeader, rows), quotedCsvReport(ledgerHeaderWithStore, rows)]) {
      const read = readReports([{ name: "ledger", text }]);
      expect(read.files[0]).toMatchObject({ kind: "ledger", rows: 4 });
      expect(read.adjustments).toHaveLength(2);
      expect(read.receipts).toMatchObject([{ shipmentId: "FBA1", units: 4 }]);
    }
  });

  it("reads a BOM with CRLF line ends, a title with a comma, quotes and a line break, and keeps going", () => {
    const text = quotedCsvReport(
      ledgerHeaderWithStore,
      [{ ...lost, Title: "Board,\r\nlarge" }, ledgerRow({ Date: "01/16/2026", Reason: "F", Quantity: 1 })],
      { bom: true },
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    const read = readReports([{ name: "ledger.csv", text }]);
    expect(read.files[0]).toMatchObject({ kind: "ledger", rows: 2 });
    expect(read.adjustments.map((event) => [event.date, event.quantity])).toEqual([
      ["2026-01-15", -2],
      ["2026-01-16", 1],
    ]);
    const tsvWithBom = `\uFEFF${tsvReport(ledgerHeader, [lost], "\r\n")}`;
    expect(readReports([{ name: "ledger.txt", text: tsvWithBom }]).adjustments).toEqual([expectedAdjustment]);
  });

  it("matches headers whatever their case, with extra columns and optional ones missing", () => {
    const header = [
      "Approval-Date",
      "REIMBURSEMENT-ID",
      "Reason",
      "Sku",
      "FNSKU",
      "Quantity-Reimbursed-Cash",
      "Quantity-Reimbursed-Inventory",
      "quantity",
      "something-new",
    ];
    const text = tsvReport(header, [
      {
        "Approval-Date": "2026-02-01T10:00:00+00:00",
        "REIMBURSEMENT-ID": "R1",
        Reason: "Lost_Warehouse",
        Sku: "SKU-1",
        FNSKU: "X1",
        "Quantity-Reimbursed-Cash": 2,
        "Quantity-Reimbursed-Inventory": 1,
        quantity: 3,
      },
    ]);
    const read = readReports([{ name: "reimbursements.txt", text }]);
    expect(read.reimbursements).toEqual([
      {
        approvalDate: "2026-02-01",
        reimbursementId: "R1",
        caseId: "",
        orderId: "",
        reason: "Lost_Warehouse",
        sku: "SKU-1",
        fnsku: "X1",
        asin: "",
        amountPerUnit: null,
        currency: "",
        cashUnits: 2,
        inventoryUnits: 1,
      },
    ]);
    expect(readReports([{ name: "r.txt", text: tsvReport(reimbursementsHeader, []) }]).files[0]).toMatchObject({
      kind: "reimbursements",
      rows: 0,
      message: expect.stringContaining("no rows"),
    });
  });

  it("takes order-id or amazon-order-id in FBA Customer Returns", () => {
    const row = {
      "return-date": "2026-01-10",
      "order-id": "111-1",
      "amazon-order-id": "111-1",
      sku: "S",
      fnsku: "X",
      quantity: 1,
      "detailed-disposition": "Carrier Damaged",
    };
    const renamed = customerReturnsHeader.map((column) => (column === "order-id" ? "amazon-order-id" : column));
    for (const header of [customerReturnsHeader, renamed]) {
      const read = readReports([{ name: "returns.txt", text: tsvReport(header, [row]) }]);
      expect(read.returns[0]).toMatchObject({ orderId: "111-1", detailedDisposition: "CARRIER_DAMAGED" });
    }
  });

  it("uses Removal Order Detail only for orders Removal Shipment Detail does not have, and never for disposals", () => {
    const orders = tsvReport(removalOrderHeader, [
      {
        "request-date": "2025-12-01",
        "order-id": "RMV-1",
        "order-type": "Return",
        "last-updated-date": "2025-12-20",
        sku: "S",
        fnsku: "X",
        "requested-quantity": 3,
        "shipped-quantity": 3,
      },
      {
        "request-date": "2025-12-01",
        "order-id": "RMV-3",
        "order-type": "Disposal",
        "last-updated-date": "2025-12-20",
        sku: "S",
        fnsku: "X",
        "requested-quantity": 3,
        "shipped-quantity": 3,
      },
    ]);
    // Amazon's older help page spells the column "quantity shipped".
    const shipments = tsvReport(
      [
        "removal-date",
        "order-id",
        "shipment-date",
        "sku",
        "fnsku",
        "disposition",
        "quantity shipped",
        "carrier",
        "tracking-number",
      ],
      [],
    );
    const read = readReports([
      { name: "orders.txt", text: orders },
      { name: "shipments.txt", text: shipments },
    ]);
    expect(read.files.map((file) => file.kind)).toEqual(["removal-orders", "removal-shipments"]);
    // Its rows are used, so the file's line says it has no ship date.
    expect(read.files[0]!.message).toBe(removalOrderDetailNote);
    expect(read.removals).toEqual([
      {
        orderId: "RMV-1",
        shipmentDate: "2025-12-20",
        requestDate: "2025-12-01",
        sku: "S",
        fnsku: "X",
        shippedUnits: 3,
        carrier: "",
        trackingNumber: "",
        fromOrderDetail: true,
      },
    ]);
  });

  it("reads Removal Shipment Detail's request date (or the older removal-date), never after the ship date", () => {
    const older = ["removal-date", "order-id", "shipment-date", "sku", "fnsku", "quantity shipped"];
    const read = readReports([
      {
        name: "new.txt",
        text: tsvReport(removalShipmentHeader, [
          { "request-date": "2025-12-01", "order-id": "A", "shipment-date": "2025-12-09", "shipped-quantity": 1 },
          { "request-date": "", "order-id": "B", "shipment-date": "2025-12-09", "shipped-quantity": 1 },
        ]),
      },
      {
        name: "old.txt",
        text: tsvReport(older, [
          { "removal-date": "2025-12-12", "order-id": "C", "shipment-date": "2025-12-10", "quantity shipped": 1 },
        ]),
      },
    ]);
    expect(read.removals.map((row) => [row.orderId, row.requestDate, row.shipmentDate])).toEqual([
      ["A", "2025-12-01", "2025-12-09"],
      ["B", "2025-12-09", "2025-12-09"],
      ["C", "2025-12-10", "2025-12-10"],
    ]);
    // Removal Shipment Detail has ship dates: no note on its line.
    expect(read.files.map((file) => file.message)).toEqual([null, null]);
  });

  it("names an unknown file by what it looked like and still reads the others", () => {
    const read = readReports([
      {
        name: "orders.csv",
        text: "amazon-order-id,purchase-date,sku,quantity,item-price,ship-city\r\n111-1,2026-01-01,S,1,9.99,Austin\r\n",
      },
      { name: "ledger.txt", text: tsvReport(ledgerHeader, [lost]) },
      { name: "summary.txt", text: "Date\tFNSKU\tStarting Warehouse Balance\tLost\n" },
      { name: "empty.txt", text: "" },
    ]);
    expect(read.files[0]).toEqual({
      name: "orders.csv",
      kind: null,
      rows: 0,
      message: expect.stringMatching(
        /^"orders\.csv" is not a report this tool reads: its first row has 6 columns \("amazon-order-id", "purchase-date", "sku", "quantity", "item-price" and 1 more\)\. It reads: Inventory Ledger/,
      ),
    });
    expect(read.files[1]).toMatchObject({ kind: "ledger", rows: 1 });
    expect(read.files[2]?.message).toMatch(/summary view/);
    expect(read.files[3]?.message).toMatch(/empty/);
    expect(read.adjustments).toHaveLength(1);
  });

  it("leaves out rows whose date it cannot read, and one that contradicts the file's order, and says how many", () => {
    // 01/15/2026 shows the file is month first: 31/01/2026 cannot be read that way.
    const text = tsvReport(ledgerHeader, [
      lost,
      ledgerRow({ Date: "31/01/2026", Reason: "M", Quantity: -1 }),
      ledgerRow({ Date: "Jan 20, 2026", Reason: "M", Quantity: -1 }),
    ]);
    const read = readReports([{ name: "ledger.txt", text }]);
    expect(read.adjustments).toEqual([expectedAdjustment]);
    expect(read.files[0]).toMatchObject({
      rows: 3,
      message:
        "2 rows were left out: their date is not one the tool reads (YYYY-MM-DD, or month/day/year or day/month/year in the order the file's other dates show).",
    });
  });

  it("reads the same content dropped twice once, and says so", () => {
    const text = tsvReport(ledgerHeader, [lost]);
    const read = readReports([
      { name: "ledger.txt", text },
      { name: "ledger (1).txt", text },
    ]);
    expect(read.adjustments).toHaveLength(1);
    expect(read.files[1]).toEqual({
      name: "ledger (1).txt",
      kind: "ledger",
      rows: 1,
      message:
        '1 row was also in "ledger.txt" (an overlapping period, or the same report in another format): each event is counted once.',
    });
  });

  it("sums Ledger receipts per shipment and FNSKU from their first day", () => {
    const text = tsvReport(ledgerHeader, [
      ledgerRow({ "Event Type": "Receipts", "Reference ID": "FBA1", Quantity: 10, Date: "01/12/2026", Reason: "" }),
      ledgerRow({ "Event Type": "Receipts", "Reference ID": "FBA1", Quantity: 5, Date: "01/10/2026", Reason: "" }),
      ledgerRow({ "Event Type": "Shipments", "Reference ID": "111-2", Quantity: -1, Reason: "" }),
    ]);
    expect(readReports([{ name: "l.txt", text }]).receipts).toEqual([
      {
        shipmentId: "FBA1",
        fnsku: "X00LEDGER1",
        sku: "SKU-1",
        asin: "B0LEDGER01",
        units: 15,
        firstDate: "2026-01-10",
        fulfillmentCenter: "PHX7",
      },
    ]);
  });
});

describe("the date order of a file", () => {
  const adjustment = (date: string, reference: string) =>
    ledgerRow({ Date: date, Reason: "M", Quantity: -1, "Reference ID": reference });
  const read = (...dates: string[]) =>
    readReports([
      {
        name: "ledger.txt",
        text: tsvReport(
          ledgerHeader,
          dates.map((date, n) => adjustment(date, `R${n}`)),
        ),
      },
    ]);

  it("reads a US file month first: 03/04/2026 is March 4 when a date after the 12th shows the order", () => {
    const us = read("03/04/2026", "03/13/2026");
    expect(us.adjustments.map((event) => event.date)).toEqual(["2026-03-04", "2026-03-13"]);
    expect(us.files[0]!.message).toBeNull();
  });

  it("reads a day-first file day first: 03/04/2026 is April 3, and the file's line says so", () => {
    for (const text of [
      tsvReport(ledgerHeader, [adjustment("03/04/2026", "R0"), adjustment("13/04/2026", "R1")]),
      quotedCsvReport(ledgerHeaderWithStore, [adjustment("03/04/2026", "R0"), adjustment("13/04/2026", "R1")]),
    ]) {
      const uk = readReports([{ name: "ledger.csv", text }]);
      expect(uk.adjustments.map((event) => event.date)).toEqual(["2026-04-03", "2026-04-13"]);
      expect(uk.files[0]!.message).toBe(
        "Dates read as day/month/year: 13/04/2026 in this file can be read no other way.",
      );
    }
  });

  it("keeps the dates that could be two days waiting for the seller when nothing in the drop shows the order", () => {
    const abroad = (date: string, reference: string) => ({ ...adjustment(date, reference), Country: "GB" });
    const unclear = readReports([
      {
        name: "ledger.txt",
        text: tsvReport(
          ledgerHeader.filter((column) => column !== "Date and Time"),
          [
            abroad("03/04/2026", "R0"),
            abroad("04/03/2026", "R1"),
            abroad("05/05/2026", "R2"),
            abroad("2026-03-20", "R3"),
          ],
        ),
      },
    ]);
    // 05/05 is the same day either way, and the ISO date is read: only the two that could be two days wait.
    expect(unclear.adjustments.map((event) => event.date)).toEqual(["2026-05-05", "2026-03-20"]);
    expect(unclear.files[0]!.message).toBe(
      "2 rows wait for your answer on dates: their dates (such as 03/04/2026) can be read as month/day/year or as day/month/year, and nothing in the files dropped shows which.",
    );
    expect(unclear.dateQuestion).toEqual({
      files: [{ name: "ledger.txt", rows: 2, examples: ["03/04/2026", "04/03/2026"] }],
    });
  });

  it("decides each file on its own: a day-first file beside a month-first one", () => {
    const both = readReports([
      {
        name: "us.txt",
        text: tsvReport(ledgerHeader, [adjustment("03/04/2026", "US"), adjustment("03/14/2026", "U2")]),
      },
      {
        name: "uk.txt",
        text: tsvReport(ledgerHeader, [adjustment("03/04/2026", "UK"), adjustment("14/03/2026", "K2")]),
      },
    ]);
    expect(both.adjustments.map((event) => [event.referenceId, event.date])).toEqual([
      ["US", "2026-03-04"],
      ["U2", "2026-03-14"],
      ["UK", "2026-04-03"],
      ["K2", "2026-03-14"],
    ]);
  });

  it("reads the order from any date column of the file, here Removal Shipment Detail's request date", () => {
    const removals = readReports([
      {
        name: "removals.txt",
        text: tsvReport(removalShipmentHeader, [
          { "request-date": "25/02/2026", "order-id": "A", "shipment-date": "03/04/2026", "shipped-quantity": 1 },
        ]),
      },
    ]);
    expect(removals.removals.map((row) => [row.requestDate, row.shipmentDate])).toEqual([["2026-02-25", "2026-04-03"]]);
  });
});

describe("the dates of a drop that a file cannot tell by itself", () => {
  // A Ledger downloaded on December 2 for the month so far: no day after the 12th shows its order.
  const early = (fields: Record<string, string | number>[] = []) =>
    ["12/01/2026", "12/02/2026"].map((date, n) =>
      ledgerRow({ Date: date, Reason: "M", Quantity: -1, "Reference ID": `D${n}`, Country: "GB", ...fields[n] }),
    );
  const withoutTimestamp = ledgerHeader.filter((column) => column !== "Date and Time");
  const dates = (read: ReturnType<typeof readReports>) => read.adjustments.map((event) => event.date);

  it("reads each row by its own Date and Time", () => {
    const read = readReports([
      {
        name: "ledger.txt",
        text: tsvReport(
          ledgerHeader,
          early([{ "Date and Time": "2026-12-01T09:00:00-08:00" }, { "Date and Time": "2026-12-02T23:30:00-08:00" }]),
        ),
      },
    ]);
    expect(dates(read)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(read.files[0]!.message).toBeNull();
    expect(read.dateQuestion).toBeNull();
  });

  it("reads a Ledger whose Country is US month first, and says why", () => {
    const rows = early().map((row) => ({ ...row, Country: "US" }));
    const read = readReports([{ name: "ledger.txt", text: tsvReport(withoutTimestamp, rows) }]);
    expect(dates(read)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(read.files[0]!.message).toBe(
      "2 rows were dated like 12/01/2026, which could be two days, and were read as month/day/year: its Country is US, and downloads for the US write dates that way.",
    );
  });

  it("takes the order another file of the drop shows, and names it", () => {
    const reimbursements = tsvReport(reimbursementsHeader, [
      { "approval-date": "11/20/2026", "reimbursement-id": "R1", reason: "Lost_Warehouse", fnsku: "X9" },
    ]);
    const read = readReports([
      { name: "ledger.txt", text: tsvReport(withoutTimestamp, early()) },
      { name: "reimbursements.txt", text: reimbursements },
    ]);
    expect(dates(read)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(read.files[0]!.message).toBe(
      '2 rows were dated like 12/01/2026, which could be two days, and were read as month/day/year: the dates of "reimbursements.txt", dropped with it, show that order.',
    );
  });

  it("asks the seller once when the other files disagree or there are none, and reads the rows as answered", () => {
    const ledgers = [
      { name: "ledger.txt", text: tsvReport(withoutTimestamp, early()) },
      { name: "us.txt", text: tsvReport(withoutTimestamp, [ledgerRow({ Date: "11/20/2026", Country: "GB" })]) },
      { name: "uk.txt", text: tsvReport(withoutTimestamp, [ledgerRow({ Date: "20/11/2026", Country: "GB" })]) },
    ];
    const asked = readReports(ledgers);
    expect(asked.dateQuestion).toEqual({
      files: [{ name: "ledger.txt", rows: 2, examples: ["12/01/2026", "12/02/2026"] }],
    });
    expect(asked.adjustments.map((event) => event.referenceId)).not.toContain("D0");
    const answered = readReports(ledgers, "day-first");
    expect(answered.dateQuestion).toBeNull();
    expect(
      answered.adjustments.filter((event) => event.referenceId.startsWith("D")).map((event) => event.date),
    ).toEqual(["2026-01-12", "2026-02-12"]);
    expect(answered.files[0]!.message).toBe(
      "2 rows were dated like 12/01/2026, which could be two days, and were read as day/month/year: as you said.",
    );
    // The answer never overrides a file that tells its own order.
    expect(answered.files.map((file) => file.message)).toEqual([
      expect.any(String),
      null,
      expect.stringContaining("day/month/year: 20/11/2026"),
    ]);
  });

  it("reads the rows before the first date that shows the order in it, in pieces of any size", () => {
    const text = tsvReport(withoutTimestamp, [
      ...early(),
      ledgerRow({ Date: "12/20/2026", Reason: "M", Quantity: -1, Country: "GB" }),
    ]);
    for (const size of [7, 100, text.length]) {
      const reader = new ReportFileReader("ledger.txt");
      for (let start = 0; start < text.length; start += size) reader.push(text.slice(start, start + size));
      const read = reader.end();
      expect(read).toMatchObject({ shown: "month-first", shownBy: "12/20/2026", lines: [], rowsUsed: 3 });
      expect(read.events!.adjustments.map((event) => event.date)).toEqual(["2026-12-01", "2026-12-02", "2026-12-20"]);
    }
  });
});

describe("events counted once across the files of a drop", () => {
  const month = (month: string, days: number[]) =>
    days.map((day) =>
      ledgerRow({
        Date: `${month}/${String(day).padStart(2, "0")}/2026`,
        Reason: "M",
        Quantity: -1,
        "Reference ID": `${month}${day}`,
      }),
    );

  it("counts overlapping Ledgers' shared rows once and says how many", () => {
    const julyToOctober = tsvReport(ledgerHeader, [...month("07", [14, 20]), ...month("10", [14, 20])]);
    const octoberToDecember = tsvReport(ledgerHeader, [...month("10", [14, 20]), ...month("12", [14])]);
    const read = readReports([
      { name: "jul-oct.txt", text: julyToOctober },
      { name: "oct-dec.txt", text: octoberToDecember },
    ]);
    expect(read.adjustments.map((event) => event.referenceId)).toEqual(["0714", "0720", "1014", "1020", "1214"]);
    expect(read.files[1]!.message).toBe(
      '2 rows were also in "jul-oct.txt" (an overlapping period, or the same report in another format): each event is counted once.',
    );
  });

  it("counts the same report as tab-separated text and as Seller Central's CSV once", () => {
    const rows = [
      ...month("10", [14, 20]),
      ledgerRow({ "Event Type": "Receipts", "Reference ID": "FBA1", Quantity: 5, Reason: "" }),
    ];
    const read = readReports([
      { name: "ledger.txt", text: tsvReport(ledgerHeader, rows) },
      {
        name: "ledger.csv",
        text: quotedCsvReport(
          ledgerHeaderWithStore,
          rows.map((row) => ({ ...row, Store: "" })),
        ),
      },
    ]);
    expect(read.adjustments).toHaveLength(2);
    expect(read.receipts).toMatchObject([{ shipmentId: "FBA1", units: 5 }]);
    expect(read.files[1]!.message).toMatch(/^3 rows were also in "ledger.txt"/);
  });

  it("keeps two identical rows of one file as two events, and takes the later update of a Removal Order Detail row", () => {
    const twice = tsvReport(ledgerHeader, [lost, lost]);
    expect(readReports([{ name: "a.txt", text: twice }]).adjustments).toHaveLength(2);
    // A third file holding the row once adds nothing; one holding it three times adds the third.
    const thrice = tsvReport(ledgerHeader, [lost, lost, lost]);
    const read = readReports([
      { name: "a.txt", text: twice },
      { name: "b.txt", text: tsvReport(ledgerHeader, [lost]) },
      { name: "c.txt", text: thrice },
    ]);
    expect(read.adjustments).toHaveLength(3);
    const order = (updated: string, shipped: number) =>
      tsvReport(removalOrderHeader, [
        {
          "request-date": "2025-12-01",
          "order-id": "RMV-1",
          "order-type": "Return",
          "last-updated-date": updated,
          fnsku: "X",
          "requested-quantity": 3,
          "shipped-quantity": shipped,
        },
      ]);
    const removals = readReports([
      { name: "orders-december.txt", text: order("2025-12-05", 1) },
      { name: "orders-january.txt", text: order("2026-01-03", 3) },
    ]).removals;
    expect(removals).toMatchObject([{ orderId: "RMV-1", shipmentDate: "2026-01-03", shippedUnits: 3 }]);
  });
});

describe("files that are no text report", () => {
  it("says an Excel workbook is one, and binary data is no report, instead of describing garbage columns", () => {
    const read = readReports([
      { name: "ledger.xlsx", text: "PK\u0003\u0004\u0014\u0000\u0006\u0000[Content_Types].xml" },
      { name: "ledger.xls", text: "\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1" },
      { name: "photo.png", text: "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR" },
    ]);
    expect(read.files.map((file) => file.message)).toEqual([
      '"ledger.xlsx" is an Excel workbook (.xlsx), which this tool does not read. Open it and save it as CSV, or download the report from Seller Central again as a .txt or .csv file.',
      '"ledger.xls" is an Excel workbook in the older .xls format, which this tool does not read. Open it and save it as CSV, or download the report from Seller Central again as a .txt or .csv file.',
      '"photo.png" is not a text file: it holds binary data. Drop the reports as Seller Central downloads them, .txt or .csv files.',
    ]);
  });
});
