import { csvText } from "~/lib/csv";
import type { CsvRecord } from "~/lib/csv";
import type { PricedRow } from "./price-row";
import type { PricedTable } from "./priced-table";
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
 * The catalogue back as CSV, written as the file is read again record by record (no copy of the file is kept):
 * every input column as it came, then the computed columns; rows not priced keep their input and say why in
 * `problem`; blank lines are left out. Every line goes through the shared CSV writer, which neutralises formulas
 * (= + - @).
 */
export class BulkCsvWriter {
  private next = 0;
  private readonly problemsByLine = new Map<number, string[]>();
  private headerSeen = false;
  private readonly blank = exportColumns.map(() => "");

  constructor(
    private readonly headers: readonly string[],
    private readonly table: PricedTable,
    problems: readonly RowProblem[],
  ) {
    for (const problem of problems) {
      const reasons = this.problemsByLine.get(problem.line);
      const reason = `${problem.column}: ${problem.reason}`;
      if (reasons) reasons.push(reason);
      else this.problemsByLine.set(problem.line, [reason]);
    }
  }

  /** The header line of the export. */
  head(): string {
    return csvText([[...this.headers.map((header) => header.trim()), ...exportColumns]]);
  }

  /** The export line of one record of the file (in file order), or "" for the header and blank lines. */
  line(record: CsvRecord): string {
    if (record.fields.every((field) => field.trim() === "")) return "";
    if (!this.headerSeen) {
      this.headerSeen = true;
      return "";
    }
    const { table } = this;
    while (this.next < table.length && table.line[this.next]! < record.line) this.next += 1;
    const input = Array.from({ length: this.headers.length }, (_, index) => record.fields[index] ?? "");
    if (this.next < table.length && table.line[this.next] === record.line)
      return csvText([[...input, ...pricedCells(table.row(this.next))]]);
    const reasons = this.problemsByLine.get(record.line);
    if (!reasons) return "";
    const cells = [...input, ...this.blank];
    cells[cells.length - 1] = reasons.join("; ");
    return csvText([cells]);
  }
}

/** The whole export as one string, from records in memory (tests, small files). */
export function bulkToCsv(
  headers: readonly string[],
  records: Iterable<CsvRecord>,
  table: PricedTable,
  problems: readonly RowProblem[],
): string {
  const writer = new BulkCsvWriter(headers, table, problems);
  let text = writer.head();
  for (const record of records) text += writer.line(record);
  return text;
}
