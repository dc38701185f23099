import { toIsoDate } from "~/lib/dates";
import { checkNumber, checkOptionalNumber, fail, ok, type FieldIssue, type Result } from "~/lib/validation";
import { computeFeeBreakdown, type FbaFeeBreakdown } from "./calculate";
import { inputLimits, validateFbaFeeInput, type CalculateOptions, type FbaFeeInput } from "./fee-input";
import { priceBandStartsCents } from "./fulfillment";
import { referralFeeJumpPricesCents } from "./referral";
import { findReferralCategory } from "./referral-categories";
import { selectSchedule } from "./schedules";
import { fromCents, toCents } from "./units";

export interface ProfitInput extends FbaFeeInput {
  /** Product cost per unit (what you pay the supplier). */
  costOfGoodsPerUnit: number;
  /** Freight, duties and prep to get one unit into Amazon's warehouse. */
  inboundShippingPerUnit: number;
  /** Advertising spend divided by units sold. */
  adSpendPerUnit: number;
  /** Optional: adds monthly totals. */
  unitsPerMonth?: number;
}

export interface MonthlyTotals {
  units: number;
  revenue: number;
  amazonFees: number;
  landedCost: number;
  adSpend: number;
  netProfit: number;
}

export interface ProfitResult {
  price: number;
  fees: FbaFeeBreakdown;
  amazonFeesPerUnit: number;
  /** Cost of goods + inbound shipping. */
  landedCostPerUnit: number;
  adSpendPerUnit: number;
  profitBeforeAdsPerUnit: number;
  netProfitPerUnit: number;
  /** Net profit / price x 100. */
  marginPercent: number;
  /** Net profit / landed cost x 100; null when the landed cost is 0. */
  roiPercent: number | null;
  /**
   * The lowest price from which every higher price makes a profit (>= 0) with the same costs, ad spend
   * and date. Fees are re-priced at each price: the referral fee and the fulfillment price band move with
   * it, so a price just above a band edge can lose money while a cent lower does not. Null when no price
   * up to the input limit breaks even.
   */
  breakEvenPrice: number | null;
  /** Profit before ads / price x 100: the ACoS at which ads eat the whole profit. */
  breakEvenAcosPercent: number;
  monthly: MonthlyTotals | null;
}

interface CostsInCents {
  landed: number;
  ads: number;
}

function feesAtPriceCents(input: FbaFeeInput & { date: string }, priceCents: number): number | null {
  const breakdown = computeFeeBreakdown({ ...input, price: fromCents(priceCents) });
  return breakdown ? toCents(breakdown.totals.total) : null;
}

/**
 * Profit is non-decreasing in price between "jump" prices (fulfillment price-band edges and whole-price
 * referral tiers), because every referral rate is below 100% and fees are rounded to the cent. So we split
 * the price range at the jumps and binary-search inside the highest segment that still loses money.
 */
export function findBreakEvenPriceCents(input: FbaFeeInput & { date: string }, costs: CostsInCents): number | null {
  const selection = selectSchedule(input.date);
  const category = findReferralCategory(input.categoryId);
  if (!selection || !category) return null;
  const maxCents = toCents(inputLimits.maxPrice);
  const profitAt = (priceCents: number): number => {
    const fees = feesAtPriceCents(input, priceCents);
    return fees === null ? -Infinity : priceCents - fees - costs.landed - costs.ads;
  };

  const bandStarts = priceBandStartsCents(selection.schedule.priceBands);
  const segmentStarts = [...new Set([1, ...bandStarts, ...referralFeeJumpPricesCents(category)])]
    .filter((start) => start >= 1 && start <= maxCents)
    .sort((a, b) => a - b);

  if (profitAt(maxCents) < 0) return null;
  for (let index = segmentStarts.length - 1; index >= 0; index -= 1) {
    const low = segmentStarts[index] ?? 1;
    const high = (segmentStarts[index + 1] ?? maxCents + 1) - 1;
    if (profitAt(high) < 0) return high + 1;
    if (profitAt(low) < 0) {
      // Invariant: profit(lo) < 0 <= profit(hi).
      let lo = low;
      let hi = high;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (profitAt(mid) < 0) lo = mid;
        else hi = mid;
      }
      return hi;
    }
  }
  return 1;
}

function percentOf(part: number, whole: number): number {
  return Math.round((part / whole) * 100 * 100) / 100;
}

/**
 * Unit economics for one product: Amazon fees (via `calculateFbaFees`' engine), net profit, margin, ROI,
 * break-even price and break-even ACoS. Money is handled in whole cents so that
 * net profit + Amazon fees + landed cost + ad spend = price, exactly.
 */
export function calculateProfit(input: ProfitInput, options: CalculateOptions = {}): Result<ProfitResult> {
  const today = toIsoDate((options.now ?? (() => new Date()))());
  const errors: FieldIssue[] = [];
  const validatedFees = validateFbaFeeInput(input, today);
  if (!validatedFees.ok) errors.push(...validatedFees.errors);
  const moneyRule = (label: string) => ({ label, min: 0, max: inputLimits.maxPrice });
  checkNumber(errors, "costOfGoodsPerUnit", input.costOfGoodsPerUnit, moneyRule("Cost of goods"));
  checkNumber(errors, "inboundShippingPerUnit", input.inboundShippingPerUnit, moneyRule("Inbound shipping"));
  checkNumber(errors, "adSpendPerUnit", input.adSpendPerUnit, moneyRule("Ad spend per unit"));
  checkOptionalNumber(errors, "unitsPerMonth", input.unitsPerMonth, {
    label: "Units per month",
    min: 0,
    max: 10_000_000,
  });
  if (errors.length > 0 || !validatedFees.ok) return fail(errors);

  const feeInput = validatedFees.value;
  const fees = computeFeeBreakdown(feeInput);
  if (!fees) return fail([{ path: "date", message: "No fee schedule covers this date and product." }]);

  const priceCents = toCents(feeInput.price);
  const feesCents = toCents(fees.totals.total);
  const landedCents = toCents(input.costOfGoodsPerUnit) + toCents(input.inboundShippingPerUnit);
  const adsCents = toCents(input.adSpendPerUnit);
  const profitBeforeAdsCents = priceCents - feesCents - landedCents;
  const netProfitCents = profitBeforeAdsCents - adsCents;
  const breakEvenCents = findBreakEvenPriceCents(feeInput, { landed: landedCents, ads: adsCents });

  let monthly: MonthlyTotals | null = null;
  if (input.unitsPerMonth !== undefined) {
    const units = input.unitsPerMonth;
    const times = (cents: number) => fromCents(Math.round(cents * units));
    monthly = {
      units,
      revenue: times(priceCents),
      amazonFees: times(feesCents),
      landedCost: times(landedCents),
      adSpend: times(adsCents),
      netProfit: times(netProfitCents),
    };
  }

  return ok({
    price: fromCents(priceCents),
    fees,
    amazonFeesPerUnit: fromCents(feesCents),
    landedCostPerUnit: fromCents(landedCents),
    adSpendPerUnit: fromCents(adsCents),
    profitBeforeAdsPerUnit: fromCents(profitBeforeAdsCents),
    netProfitPerUnit: fromCents(netProfitCents),
    marginPercent: percentOf(netProfitCents, priceCents),
    roiPercent: landedCents > 0 ? percentOf(netProfitCents, landedCents) : null,
    breakEvenPrice: breakEvenCents === null ? null : fromCents(breakEvenCents),
    breakEvenAcosPercent: percentOf(profitBeforeAdsCents, priceCents),
    monthly,
  });
}
