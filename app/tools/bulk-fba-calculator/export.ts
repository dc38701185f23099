import { csvText } from "~/lib/csv";
import type { CsvRecord } from "~/lib/csv";
import type { PricedRow } from "./price-row";
import type { RowProblem } from "./read-row";

/** The columns first, then the ones this tool adds. Money in dollars, percentages as numbers (12.5 = 12.5%). */
export const exportColumns = [
  "sku",
  "size_tier",
  "fulfillment_fee",
  "fuel_surcharge",
  "referral_fee",
  "closing_fee",
  "storage_fee_monthly",
  "total_fees",
  "net_profit",
  "margin",
  "roi",
  "break_even_acos",
  "tier_headroom",
  "previous_card_fulfillment_fee",
  "fee_date",
  "other_fees",
  "headroom_saving_per_unit",
  "own_fulfillment_net_profit",
  "fba_minus_own_net_profit",
  "problem",
] as const;

const money = (value: number | null | undefined) => (value === null || value === undefined ? "" : value.toFixed(2));

function pricedCells(row: PricedRow): string[] {
  return [
    row.sku,
    row.sizeTierLabel,
    money(row.fulfillmentFee),
    money(row.fuelSurcharge),
    money(row.referralFee),
    money(row.closingFee),
    money(row.storageFeeMonthly),
    money(row.totalFees),
    money(row.netProfit),
    money(row.margin),
    money(row.roi),
    money(row.breakEvenAcos),
    row.headroom?.text ?? "",
    money(row.previousCardFulfillmentFee),
    row.date,
    money(row.otherFees),
    money(row.headroom?.savingPerUnit),
    money(row.ownNetProfit),
    money(row.fbaMinusOwn),
    "",
  ];
}

/**
 * The catalogue back as CSV: every input column as it came, then the computed columns; rows not priced keep their
 * input and say why in `problem`. Written by the shared CSV writer, which neutralises formulas (= + - @).
 */
export function bulkToCsv(headers: readonly string[], records: readonly CsvRecord[], rows: readonly PricedRow[], problems: readonly RowProblem[]): string {
  const byLine = new Map(records.map((record) => [record.line, record.fields]));
  const width = headers.length;
  const inputCells = (line: number) => {
    const fields = byLine.get(line) ?? [];
    return Array.from({ length: width }, (_, index) => fields[index] ?? "");
  };
  const problemsByLine = new Map<number, string[]>();
  for (const problem of problems) problemsByLine.set(problem.line, [...(problemsByLine.get(problem.line) ?? []), `${problem.column}: ${problem.reason}`]);
  const out: { line: number; cells: string[] }[] = rows.map((row) => ({ line: row.line, cells: [...inputCells(row.line), ...pricedCells(row)] }));
  const blank = exportColumns.map(() => "");
  for (const [line, reasons] of problemsByLine) {
    const cells = [...inputCells(line), ...blank];
    cells[cells.length - 1] = reasons.join("; ");
    out.push({ line, cells });
  }
  out.sort((a, b) => a.line - b.line);
  return csvText([[...headers.map((header) => header.trim()), ...exportColumns], ...out.map((entry) => entry.cells)]);
}
