import type { SizeTierId } from "~/fba-fees";
// The size-tier module alone: the page imports the table view (its sort order), not the whole fee engine.
import { sizeTierLabels } from "~/fba-fees/size-tier";
import type { PricedRow } from "./price-row";

/** Size tiers from the smallest, the order the table sorts them in. */
export const sizeTierOrder: readonly SizeTierId[] = [
  "small-standard",
  "large-standard",
  "small-bulky",
  "large-bulky",
  "extra-large-0-50",
  "extra-large-50-70",
  "extra-large-70-150",
  "extra-large-150-plus",
];
const tierIndex = new Map(sizeTierOrder.map((tier, index) => [tier, index]));

/** The money and percentage columns of a priced row, kept as numbers (NaN where the row has none). */
export const numberColumns = [
  "price",
  "fulfillmentFee",
  "fuelSurcharge",
  "referralFee",
  "closingFee",
  "storageFeeMonthly",
  "otherFees",
  "totalFees",
  "cost",
  "netProfit",
  "margin",
  "roi",
  "breakEvenAcos",
  "unitsPerMonth",
  "headroomSaving",
  "previousCardFulfillmentFee",
  "ownNetProfit",
  "fbaMinusOwn",
] as const;
export type NumberColumn = (typeof numberColumns)[number];

const INITIAL_CAPACITY = 1024;
const orNaN = (value: number | null) => (value === null ? Number.NaN : value);
const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * Priced rows as columns: numbers in Float64Arrays, the tier as a byte, text in plain arrays (the card name,
 * category label and date are shared strings). 100,000 rows take a few MB instead of 100,000 objects, sort and
 * filter on typed arrays, and a row is made into a `PricedRow` only when it is shown or exported. Rows are kept
 * in the order they were added, which is file order.
 */
export class PricedTable {
  length = 0;
  private capacity = INITIAL_CAPACITY;
  line = new Int32Array(INITIAL_CAPACITY);
  tier = new Uint8Array(INITIAL_CAPACITY);
  numbers = Object.fromEntries(numberColumns.map((column) => [column, new Float64Array(INITIAL_CAPACITY)])) as Record<
    NumberColumn,
    Float64Array
  >;
  sku: string[] = [];
  categoryLabel: string[] = [];
  date: string[] = [];
  cardName: string[] = [];
  headroomText: (string | null)[] = [];
  private lowerSkus: string[] | null = null;

  add(row: PricedRow): void {
    if (this.length === this.capacity) this.grow();
    const index = this.length;
    this.length += 1;
    this.line[index] = row.line;
    this.tier[index] = tierIndex.get(row.sizeTier) ?? 0;
    const numbers = this.numbers;
    numbers.price[index] = row.price;
    numbers.fulfillmentFee[index] = row.fulfillmentFee;
    numbers.fuelSurcharge[index] = row.fuelSurcharge;
    numbers.referralFee[index] = row.referralFee;
    numbers.closingFee[index] = row.closingFee;
    numbers.storageFeeMonthly[index] = row.storageFeeMonthly;
    numbers.otherFees[index] = row.otherFees;
    numbers.totalFees[index] = row.totalFees;
    numbers.cost[index] = orNaN(row.cost);
    numbers.netProfit[index] = orNaN(row.netProfit);
    numbers.margin[index] = orNaN(row.margin);
    numbers.roi[index] = orNaN(row.roi);
    numbers.breakEvenAcos[index] = orNaN(row.breakEvenAcos);
    numbers.unitsPerMonth[index] = orNaN(row.unitsPerMonth);
    numbers.headroomSaving[index] = orNaN(row.headroom?.savingPerUnit ?? null);
    numbers.previousCardFulfillmentFee[index] = orNaN(row.previousCardFulfillmentFee);
    numbers.ownNetProfit[index] = orNaN(row.ownNetProfit);
    numbers.fbaMinusOwn[index] = orNaN(row.fbaMinusOwn);
    this.sku.push(row.sku);
    this.categoryLabel.push(row.categoryLabel);
    this.date.push(row.date);
    this.cardName.push(row.cardName);
    this.headroomText.push(row.headroom?.text ?? null);
    this.lowerSkus = null;
  }

  sizeTier(index: number): SizeTierId {
    return sizeTierOrder[this.tier[index] ?? 0] ?? "small-standard";
  }

  /** SKUs in lower case, for the search (made on the first search). */
  lowerCaseSkus(): readonly string[] {
    this.lowerSkus ??= this.sku.map((sku) => sku.toLowerCase());
    return this.lowerSkus;
  }

  row(index: number): PricedRow {
    const number = (column: NumberColumn) => this.numbers[column][index] ?? Number.NaN;
    const sizeTier = this.sizeTier(index);
    const headroomText = this.headroomText[index] ?? null;
    return {
      line: this.line[index] ?? 0,
      sku: this.sku[index] ?? "",
      categoryLabel: this.categoryLabel[index] ?? "",
      date: this.date[index] ?? "",
      cardName: this.cardName[index] ?? "",
      price: number("price"),
      sizeTier,
      sizeTierLabel: sizeTierLabels[sizeTier],
      fulfillmentFee: number("fulfillmentFee"),
      fuelSurcharge: number("fuelSurcharge"),
      referralFee: number("referralFee"),
      closingFee: number("closingFee"),
      storageFeeMonthly: number("storageFeeMonthly"),
      otherFees: number("otherFees"),
      totalFees: number("totalFees"),
      cost: orNull(number("cost")),
      netProfit: orNull(number("netProfit")),
      margin: orNull(number("margin")),
      roi: orNull(number("roi")),
      breakEvenAcos: orNull(number("breakEvenAcos")),
      unitsPerMonth: orNull(number("unitsPerMonth")),
      headroom: headroomText === null ? null : { text: headroomText, savingPerUnit: number("headroomSaving") },
      previousCardFulfillmentFee: orNull(number("previousCardFulfillmentFee")),
      ownNetProfit: orNull(number("ownNetProfit")),
      fbaMinusOwn: orNull(number("fbaMinusOwn")),
    };
  }

  /** Every row as objects: for tests and small files. */
  rows(): PricedRow[] {
    return Array.from({ length: this.length }, (_, index) => this.row(index));
  }

  private grow() {
    this.capacity *= 2;
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T, make: (size: number) => T): T => {
      const next = make(this.capacity);
      next.set(array);
      return next;
    };
    this.line = grown(this.line, (size) => new Int32Array(size));
    this.tier = grown(this.tier, (size) => new Uint8Array(size));
    for (const column of numberColumns)
      this.numbers[column] = grown(this.numbers[column], (size) => new Float64Array(size));
  }
}
