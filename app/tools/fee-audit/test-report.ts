/**
 * Builds Fee Preview report text for tests and the benchmark: the US 2026 header (research 2.1) and rows
 * given as column -> value, or the shipped sample repeated to any size with unique SKUs.
 */
export const usReportHeader = [
  "sku",
  "fnsku",
  "asin",
  "amazon-store",
  "product-name",
  "product-group",
  "brand",
  "fulfilled-by",
  "your-price",
  "sales-price",
  "longest-side",
  "median-side",
  "shortest-side",
  "length-and-girth",
  "unit-of-dimension",
  "item-package-weight",
  "unit-of-weight",
  "product-size-tier",
  "currency",
  "estimated-fee-total",
  "estimated-referral-fee-per-unit",
  "estimated-variable-closing-fee",
  "estimated-order-handling-fee-per-order",
  "estimated-pick-pack-fee-per-unit",
  "estimated-weight-handling-fee-per-unit",
  "expected-fulfillment-fee-per-unit",
  "estimated-future-fee (Current Selling on Amazon + Future Fulfillment fees)",
  "estimated-future-order-handling-fee-per-order",
  "estimated-future-pick-pack-fee-per-unit",
  "estimated-future-weight-handling-fee-per-unit",
  "expected-future-fulfillment-fee-per-unit",
];

export function reportText(
  rows: readonly Readonly<Record<string, string>>[],
  header: readonly string[] = usReportHeader,
  lineEnd = "\n",
): string {
  return (
    [header.join("\t"), ...rows.map((row) => header.map((column) => row[column] ?? "--").join("\t"))].join(lineEnd) +
    lineEnd
  );
}

/** The sample report's rows repeated until `rowCount` rows, each SKU made unique. */
export function repeatReport(sampleText: string, rowCount: number): string {
  const [header = "", ...rows] = sampleText.split(/\r\n|\n/).filter((line) => line !== "");
  const out = [header];
  for (let index = 0; index < rowCount; index += 1) {
    const row = rows[index % rows.length] ?? "";
    out.push(row.replace(/^[^\t]*/, (sku) => `${sku}-${index}`));
  }
  return `${out.join("\r\n")}\r\n`;
}
