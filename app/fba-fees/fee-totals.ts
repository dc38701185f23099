import { bulkyPackagingAmount } from "./bulky-packaging-fee";
import type { FbaFeeInput } from "./fee-input";
import { fuelAndLogisticsSurchargeAmount, fulfillmentFeeAmount, sippDiscount } from "./fulfillment";
import { inboundPlacementAmount } from "./inbound-placement-fee";
import { lowInventoryLevelFee } from "./low-inventory-fee";
import { overmaxHandlingAmount } from "./overmax-handling-fee";
import { referralFeeCents } from "./referral";
import { findReferralCategory, type ReferralCategory } from "./referral-categories";
import { returnsProcessingFee, type ReturnsProcessingContext } from "./returns-processing-fee";
import { schedules, selectSchedule, type ScheduleSelection } from "./schedules";
import { classifySizeTier, type SizeTierResult } from "./size-tier";
import { monthlyStorageAmount } from "./storage-fee";
import type { FeeSchedule, ProductType } from "./types";
import { fromCents, roundToCents, toCents } from "./units";

/**
 * Every fee of a unit as amounts only, in whole cents (each line cent-rounded, as on the breakdown): the one pipeline
 * of the engine. It picks the schedule, the category, the size tier and the price once and reads the rate tables
 * through each fee's amount function (`fulfillmentFeeAmount`, `monthlyStorageAmount`, ...) without building any
 * text, so the bulk calculator prices 100,000 rows with it; `computeFeeBreakdown` (calculate.ts) puts the words
 * beside these amounts. A line that does not apply is null.
 */
export interface FbaFeeTotals {
  date: string;
  schedule: FeeSchedule;
  period: ScheduleSelection["period"];
  category: ReferralCategory;
  productType: ProductType;
  sizeTier: SizeTierResult;
  /** The listing price, cent-rounded (the referral fee base and the price band). */
  price: number;
  cents: {
    referral: number;
    closing: number | null;
    fulfillment: number;
    fuelAndLogisticsSurcharge: number | null;
    bulkyPackaging: number | null;
    overmaxHandling: number | null;
    storage: number;
    lowInventoryLevel: number | null;
    inboundPlacement: number;
    returnsProcessing: number | null;
  };
  totals: FeeTotals;
}

/** The fees summed by group, in dollars (each group summed in cents). */
export interface FeeTotals {
  /** Referral + closing fee. */
  referral: number;
  /** Fulfillment + fuel surcharge + bulky packaging + overmax handling. */
  fulfillment: number;
  /** Storage + low-inventory-level + inbound placement + returns processing. */
  inventoryAndOther: number;
  /** Sum of all lines (each already rounded to the cent). */
  total: number;
}

/** What a unit's fees are priced on: its schedule, category, product type, size tier and cent-rounded price. */
type PricedUnit = Pick<FbaFeeTotals, "date" | "schedule" | "category" | "productType" | "sizeTier" | "price">;

/** The non-peak schedule in force on a date: the base of a holiday peak fee and the stand-in fee of a return. */
export function nonPeakScheduleOn(date: string): FeeSchedule | undefined {
  return schedules.find(
    (schedule) =>
      schedule.season === "non-peak" &&
      schedule.periods.some((period) => date >= period.from && (period.until === null || date <= period.until)),
  );
}

/** What the returns processing fee needs besides the card: its stand-in fee per return is the non-peak fulfillment fee. */
export function returnsContext(unit: PricedUnit, fulfillmentBeforeDiscount: number): ReturnsProcessingContext {
  const { date, schedule, productType, sizeTier: tier, price, category } = unit;
  const nonPeakFee = fulfillmentFeeAmount(
    nonPeakScheduleOn(date) ?? schedule,
    productType,
    tier.tier,
    tier.shippingWeightLb,
    price,
  );
  return {
    categoryId: category.id,
    isApparel: productType === "apparel",
    fallbackFeePerReturn: nonPeakFee ?? fulfillmentBeforeDiscount,
  };
}

const centsOf = (amount: number) => toCents(roundToCents(amount));
const optionalCents = (amount: number | null) => (amount === null ? null : centsOf(amount));

export function computeFeeTotals(input: FbaFeeInput & { date: string }): FbaFeeTotals | null {
  const selection = selectSchedule(input.date);
  const category = findReferralCategory(input.categoryId);
  if (!selection || !category) return null;
  const { schedule, period } = selection;
  const productType = input.productType ?? "non-apparel";
  const tier = classifySizeTier(input.lengthIn, input.widthIn, input.heightIn, input.weightLb, schedule.sizeTierRules);
  // One cent-rounded price for the referral fee, the fulfillment price band and everything else.
  const price = roundToCents(input.price);

  const referral = referralFeeCents(category, price);
  const fulfillmentBase = fulfillmentFeeAmount(schedule, productType, tier.tier, tier.shippingWeightLb, price);
  if (fulfillmentBase === null) return null;
  const discount = input.sippCertified ? sippDiscount(schedule, productType, tier.tier, tier.shippingWeightLb) : null;
  const fulfillment = roundToCents(fulfillmentBase - (discount?.amount ?? 0));
  const surcharge = fuelAndLogisticsSurchargeAmount(schedule, fulfillment, input.date);
  const packaging = bulkyPackagingAmount(schedule, tier, input.sippCertified ?? false);
  const overmax = overmaxHandlingAmount(schedule, tier);
  const storage = monthlyStorageAmount(
    schedule,
    tier,
    productType === "dangerous-goods",
    input.date,
    input.monthsInStorage ?? 1,
  ).amount;
  const lowInventory = input.lowInventory ? lowInventoryLevelFee(schedule, tier, input.lowInventory).amount : null;
  const placement = inboundPlacementAmount(schedule, tier, input.inboundPlacement ?? "minimal", input.date);

  const unit = { date: input.date, schedule, category, productType, sizeTier: tier, price };
  const returns = input.returns
    ? returnsProcessingFee(schedule, tier, input.returns, returnsContext(unit, fulfillmentBase)).amount
    : null;

  const cents: FbaFeeTotals["cents"] = {
    referral: centsOf(fromCents(referral.referralFeeCents)),
    closing: referral.closingFeeCents > 0 ? centsOf(fromCents(referral.closingFeeCents)) : null,
    fulfillment: centsOf(fulfillment),
    fuelAndLogisticsSurcharge: optionalCents(surcharge),
    bulkyPackaging: optionalCents(packaging),
    overmaxHandling: optionalCents(overmax),
    storage: centsOf(storage),
    lowInventoryLevel: optionalCents(lowInventory),
    inboundPlacement: centsOf(placement),
    returnsProcessing: optionalCents(returns),
  };
  const referralCents = cents.referral + (cents.closing ?? 0);
  const fulfillmentCents =
    cents.fulfillment +
    (cents.fuelAndLogisticsSurcharge ?? 0) +
    (cents.bulkyPackaging ?? 0) +
    (cents.overmaxHandling ?? 0);
  const otherCents =
    cents.storage + (cents.lowInventoryLevel ?? 0) + cents.inboundPlacement + (cents.returnsProcessing ?? 0);
  return {
    ...unit,
    period,
    cents,
    totals: {
      referral: fromCents(referralCents),
      fulfillment: fromCents(fulfillmentCents),
      inventoryAndOther: fromCents(otherCents),
      total: fromCents(referralCents + fulfillmentCents + otherCents),
    },
  };
}
