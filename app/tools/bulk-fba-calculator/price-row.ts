import {
  calculateFbaFeeTotals,
  classifySizeTier,
  earliestSupportedDate,
  ownFulfillmentProfit,
  selectSchedule,
  type SizeTierId,
} from "~/fba-fees";
import { fulfillmentFeeAmount } from "~/fba-fees/fulfillment";
import { toCents } from "~/fba-fees/units";
import type { BulkField, MatchedColumn } from "./columns";
import { findHeadroom, type Headroom } from "./headroom";
import type { BulkInput, RowProblem } from "./read-row";

/** One priced catalogue row: Amazon's fees per unit on the row's date, profit when a cost is given, headroom, the previous card. */
export interface PricedRow {
  line: number;
  sku: string;
  categoryLabel: string;
  date: string;
  /** The rate card the date picks, e.g. "2026 US FBA fees (holiday peak)". */
  cardName: string;
  price: number;
  sizeTier: SizeTierId;
  sizeTierLabel: string;
  fulfillmentFee: number;
  fuelSurcharge: number;
  referralFee: number;
  closingFee: number;
  storageFeeMonthly: number;
  /** Bulky packaging, overmax handling and inbound placement (minimal split), as the FBA calculator adds them. */
  otherFees: number;
  totalFees: number;
  cost: number | null;
  netProfit: number | null;
  /** Percent of the price. */
  margin: number | null;
  /** Percent of the cost; null without a cost above 0. */
  roi: number | null;
  /** Profit before ads / price, in percent (no ad spend is in the file, so it equals the margin). */
  breakEvenAcos: number | null;
  unitsPerMonth: number | null;
  headroom: Headroom | null;
  /** The fulfillment fee of the same product on the card in force a year before the row's date; null when that is the same card or none is loaded. */
  previousCardFulfillmentFee: number | null;
  /** Net profit per unit fulfilling the order yourself (needs a cost); null without own-fulfillment costs. */
  ownNetProfit: number | null;
  /** FBA net profit minus own-fulfillment net profit per unit (the product cost cancels out). */
  fbaMinusOwn: number | null;
}

export type PriceRowResult = { ok: true; row: PricedRow } | { ok: false; problems: RowProblem[] };

const engineFieldToColumn: Readonly<Record<string, BulkField>> = {
  lengthIn: "length",
  widthIn: "width",
  heightIn: "height",
  weightLb: "weight",
  price: "price",
  categoryId: "category",
  date: "date",
};

const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;

/** The same date a year earlier (Feb 29 becomes Feb 28). */
export function yearEarlier(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4)) - 1;
  const rest = isoDate.slice(4) === "-02-29" ? "-02-28" : isoDate.slice(4);
  return `${year}${rest}`;
}

/** The fulfillment fee on the card in force a year before `date`, when that card is another one. */
export function previousCardFulfillmentFee(input: BulkInput, currentScheduleId: string): number | null {
  const date = yearEarlier(input.date);
  if (date < earliestSupportedDate) return null;
  const selection = selectSchedule(date);
  if (!selection || selection.schedule.id === currentScheduleId) return null;
  const tier = classifySizeTier(
    input.lengthIn,
    input.widthIn,
    input.heightIn,
    input.weightLb,
    selection.schedule.sizeTierRules,
  );
  return fulfillmentFeeAmount(selection.schedule, input.productType, tier.tier, tier.shippingWeightLb, input.price);
}

const feeInput = (input: BulkInput) => ({
  lengthIn: input.lengthIn,
  widthIn: input.widthIn,
  heightIn: input.heightIn,
  weightLb: input.weightLb,
  price: input.price,
  categoryId: input.categoryId,
  productType: input.productType,
  date: input.date,
});

/**
 * Prices one row with the FBA calculator's engine (same defaults: one month of storage, minimal inbound placement),
 * through its totals path: the same amounts as the calculator's fee lines, without their explanations.
 */
export function priceRow(
  input: BulkInput,
  columns: ReadonlyMap<BulkField, MatchedColumn>,
  rawCell: (field: BulkField) => string,
): PriceRowResult {
  const result = calculateFbaFeeTotals(feeInput(input));
  if (!result.ok) {
    return {
      ok: false,
      problems: result.errors.map((error) => {
        const field = engineFieldToColumn[error.path] ?? "sku";
        return {
          line: input.line,
          column: columns.get(field)?.header ?? field,
          value: rawCell(field),
          reason: error.message.replace(/\.$/, ""),
        };
      }),
    };
  }
  const fees = result.value;
  const totalFees = fees.totals.total;
  const fulfillment = fees.cents.fulfillment / 100;
  const fuelSurcharge = (fees.cents.fuelAndLogisticsSurcharge ?? 0) / 100;
  const referralFee = fees.cents.referral / 100;
  const closingFee = (fees.cents.closing ?? 0) / 100;
  const storage = fees.cents.storage / 100;
  const otherFees =
    (toCents(totalFees) -
      toCents(fulfillment) -
      toCents(fuelSurcharge) -
      toCents(referralFee) -
      toCents(closingFee) -
      toCents(storage)) /
    100;
  const priceCents = toCents(input.price);
  const profitBeforeCost = (priceCents - toCents(totalFees)) / 100;
  const netProfit = input.cost === null ? null : (priceCents - toCents(totalFees) - toCents(input.cost)) / 100;

  let ownNetProfit: number | null = null;
  let fbaMinusOwn: number | null = null;
  if (input.own) {
    // One month in storage, as on the FBA side; priced without the product cost, which is the same either way (the
    // file has no ad spend), and then taken off.
    const own = ownFulfillmentProfit({
      category: fees.category,
      price: input.price,
      shippingCharged: input.own.shippingCharged,
      costsPerOrder: [input.own.costPerOrder],
      storagePerUnitMonth: input.own.storagePerUnitMonth,
      monthsInStorage: 1,
      landedCostPerUnit: 0,
      adSpendPerUnit: 0,
    });
    fbaMinusOwn = (toCents(profitBeforeCost) - own.netProfitCents) / 100;
    ownNetProfit = input.cost === null ? null : (own.netProfitCents - toCents(input.cost)) / 100;
  }

  return {
    ok: true,
    row: {
      line: input.line,
      sku: input.sku,
      categoryLabel: fees.category.label,
      date: fees.date,
      cardName: fees.schedule.name,
      price: priceCents / 100,
      sizeTier: fees.sizeTier.tier,
      sizeTierLabel: fees.sizeTier.label,
      fulfillmentFee: fulfillment,
      fuelSurcharge,
      referralFee,
      closingFee,
      storageFeeMonthly: storage,
      otherFees,
      totalFees,
      cost: input.cost,
      netProfit,
      margin: netProfit === null ? null : percent(netProfit, input.price),
      roi: netProfit === null || !input.cost ? null : percent(netProfit, input.cost),
      breakEvenAcos: netProfit === null ? null : percent(netProfit, input.price),
      unitsPerMonth: input.unitsPerMonth,
      headroom: findHeadroom(input, fees),
      previousCardFulfillmentFee: previousCardFulfillmentFee(input, fees.schedule.id),
      ownNetProfit,
      fbaMinusOwn,
    },
  };
}
