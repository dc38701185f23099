/**
 * Hand-made reports for the tests and the benchmark, with the header rows of research reimbursements-2026.md §2,
 * and a year of Ledger for any number of SKUs (`npm run bench:claims`).
 */

export const ledgerHeader = [
  "Date",
  "FNSKU",
  "ASIN",
  "MSKU",
  "Title",
  "Event Type",
  "Reference ID",
  "Quantity",
  "Fulfillment Center",
  "Disposition",
  "Reason",
  "Country",
  "Reconciled Quantity",
  "Unreconciled Quantity",
  "Date and Time",
] as const;

/** The newer Seller Central download: the same columns and a trailing Store. */
export const ledgerHeaderWithStore = [...ledgerHeader, "Store"] as const;

export const reimbursementsHeader = [
  "approval-date",
  "reimbursement-id",
  "case-id",
  "amazon-order-id",
  "reason",
  "sku",
  "fnsku",
  "asin",
  "product-name",
  "condition",
  "currency-unit",
  "amount-per-unit",
  "amount-total",
  "quantity-reimbursed-cash",
  "quantity-reimbursed-inventory",
  "quantity-reimbursed-total",
  "original-reimbursement-id",
  "original-reimbursement-type",
] as const;

export const customerReturnsHeader = [
  "return-date",
  "order-id",
  "sku",
  "asin",
  "fnsku",
  "product-name",
  "quantity",
  "fulfillment-center-id",
  "detailed-disposition",
  "reason",
  "status",
  "license-plate-number",
  "customer-comments",
] as const;

export const removalOrderHeader = [
  "request-date",
  "order-id",
  "order-type",
  "order-status",
  "last-updated-date",
  "sku",
  "fnsku",
  "disposition",
  "requested-quantity",
  "cancelled-quantity",
  "disposed-quantity",
  "shipped-quantity",
  "in-process-quantity",
  "removal-fee",
  "currency",
] as const;

export const removalShipmentHeader = [
  "request-date",
  "order-id",
  "shipment-date",
  "sku",
  "fnsku",
  "disposition",
  "shipped-quantity",
  "carrier",
  "tracking-number",
  "removal-order-type",
] as const;

export const replacementsHeader = [
  "shipment-date",
  "sku",
  "asin",
  "fulfillment-center-id",
  "original-fulfillment-center-id",
  "quantity",
  "replacement-reason-code",
  "replacement-customer-order-id",
  "original-amazon-order-id",
] as const;

export const inventoryAdjustmentsHeader = [
  "adjusted-date",
  "transaction-item-id",
  "fnsku",
  "sku",
  "product-name",
  "fulfillment-center-id",
  "quantity",
  "reason",
  "disposition",
] as const;

type Row = Record<string, string | number>;

/** A report as tab-separated text (Amazon's .txt), rows given as column -> value; missing columns are empty. */
export function tsvReport(header: readonly string[], rows: readonly Row[], lineEnd = "\n"): string {
  const lines = [header.join("\t"), ...rows.map((row) => header.map((column) => String(row[column] ?? "")).join("\t"))];
  return lines.join(lineEnd) + lineEnd;
}

/** The same as Seller Central's CSV download: every field quoted, CRLF line ends, with or without a BOM. */
export function quotedCsvReport(header: readonly string[], rows: readonly Row[], { bom = false } = {}): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const lines = [
    header.map(quote).join(","),
    ...rows.map((row) => header.map((column) => quote(String(row[column] ?? ""))).join(",")),
  ];
  return `${bom ? "\uFEFF" : ""}${lines.join("\r\n")}\r\n`;
}

/** A Ledger row with sensible defaults: one sellable unit at PHX7 in the US. */
export function ledgerRow(fields: Row): Row {
  return {
    Date: "01/15/2026",
    FNSKU: "X00LEDGER1",
    ASIN: "B0LEDGER01",
    MSKU: "SKU-1",
    Title: "Bamboo cutting board, large",
    "Event Type": "Adjustments",
    "Reference ID": "1000000001",
    Quantity: -1,
    "Fulfillment Center": "PHX7",
    Disposition: "SELLABLE",
    Reason: "M",
    Country: "US",
    "Reconciled Quantity": 0,
    "Unreconciled Quantity": 0,
    ...fields,
  };
}

/**
 * A year of tab-separated Ledger (2025-11-01 to 2026-10-31) for `skuCount` SKUs, about 200 rows per SKU: mostly
 * shipments, with receipts, customer returns, transfers and a lost, damaged or found adjustment now and then. The
 * same text for the same arguments (a fixed pseudo-random sequence). "tsv" is the SP-API's form; "csv" Seller Central's
 * download, every field quoted, CRLF line ends, with the Store column.
 */
export function generateLedgerYear(
  skuCount: number,
  { rowsPerSku = 200, format = "tsv" as "tsv" | "csv" } = {},
): string {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const start = Date.UTC(2025, 10, 1);
  const centers = ["PHX7", "ONT8", "BFI4", "MDW2", "CLT2"];
  const header = format === "csv" ? ledgerHeaderWithStore : ledgerHeader;
  const lines: string[] = [format === "csv" ? header.map((name) => `"${name}"`).join(",") : header.join("\t")];
  for (let sku = 0; sku < skuCount; sku += 1) {
    const fnsku = `X00${String(sku).padStart(7, "0")}`;
    const asin = `B0${String(sku).padStart(8, "0")}`;
    const msku = `SKU-${sku}`;
    const title = `Generated product number ${sku}, 2-pack, assorted colours`;
    for (let row = 0; row < rowsPerSku; row += 1) {
      const day = new Date(start + Math.floor((row / rowsPerSku) * 365) * 86_400_000);
      const date = `${String(day.getUTCMonth() + 1).padStart(2, "0")}/${String(day.getUTCDate()).padStart(2, "0")}/${day.getUTCFullYear()}`;
      const center = centers[Math.floor(random() * centers.length)]!;
      const draw = random();
      let event = "Shipments";
      let quantity = -1;
      let reason = "";
      let reference = `11${String(Math.floor(random() * 1e9)).padStart(9, "0")}`;
      let disposition = "SELLABLE";
      if (draw < 0.08) {
        event = "Receipts";
        quantity = 24;
        reference = `FBA18${String(sku % 997).padStart(5, "0")}${row % 4}`;
      } else if (draw < 0.12) {
        event = "CustomerReturns";
        quantity = 1;
      } else if (draw < 0.16) {
        event = "WhseTransfers";
        quantity = random() < 0.5 ? -1 : 1;
      } else if (draw < 0.19) {
        event = "Adjustments";
        const kind = random();
        reason = kind < 0.4 ? "M" : kind < 0.6 ? "F" : kind < 0.8 ? "E" : "P";
        quantity = reason === "F" || reason === "P" ? 1 : -1;
        disposition = reason === "P" ? "UNSELLABLE" : "SELLABLE";
        reference = String(Math.floor(random() * 1e10));
      }
      const fields = [
        date,
        fnsku,
        asin,
        msku,
        title,
        event,
        reference,
        String(quantity),
        center,
        disposition,
        reason,
        "US",
        "0",
        "0",
        `${date.slice(6)}-${date.slice(0, 2)}-${date.slice(3, 5)}T10:00:00-07:00`,
      ];
      lines.push(
        format === "csv" ? [...fields, "Amazon.com"].map((field) => `"${field}"`).join(",") : fields.join("\t"),
      );
    }
  }
  const lineEnd = format === "csv" ? "\r\n" : "\n";
  return `${lines.join(lineEnd)}${lineEnd}`;
}

/**
 * A Ledger of adjustments only, as the SP-API gives it with reportOptions eventType=Adjustments (research §2.1):
 * `losses` units misplaced (M), one a row, spread over `skuCount` FNSKUs and 2026's first 300 days. Issue 51's 200 MB
 * file was such a report, about 1.2 million rows.
 */
export function generateAdjustmentsLedger(losses: number, skuCount = 5_000): string {
  const lines = [ledgerHeader.join("\t")];
  const start = Date.UTC(2026, 0, 1);
  for (let row = 0; row < losses; row += 1) {
    const day = new Date(start + (row % 300) * 86_400_000).toISOString().slice(0, 10);
    const [year, month, date] = day.split("-");
    const sku = row % skuCount;
    lines.push(
      [
        `${month}/${date}/${year}`,
        `X00${String(sku).padStart(7, "0")}`,
        `B0${String(sku).padStart(8, "0")}`,
        `SKU-${sku}`,
        "Generated product",
        "Adjustments",
        String(9_000_000_000 + row),
        "-1",
        "PHX7",
        "SELLABLE",
        "M",
        "US",
        "0",
        "1",
        `${day}T10:00:00-07:00`,
      ].join("\t"),
    );
  }
  return `${lines.join("\n")}\n`;
}
