import { checkNumber, fail, ok, type FieldIssue, type Result } from "~/lib/validation";

/**
 * Inventory investment planner: what an order ties up, what it returns, and how fast.
 *
 * Definitions (documented for the page):
 * - Investment (cash tied up) = landed cost per unit x order quantity. Amazon fees and ads are paid out of
 *   sales as they happen, so they are costs, not upfront cash.
 * - Profit per unit = price - Amazon fees - ad cost - landed cost.
 * - ROI = total profit / investment.
 * - Annualised ROI compounds the ROI of one sell-through cycle over a year:
 *   (1 + ROI)^(12 / months) - 1. This assumes the cash is reinvested in identical cycles; a 20% ROI over
 *   3 months is (1.2)^4 - 1 = 107.4% a year, not 80%. A total loss (ROI <= -100%) stays -100%; a result
 *   too large to represent is reported as null.
 * - Payback period: months until the cash coming back from sales (price - Amazon fees - ads per unit sold,
 *   i.e. the payout after ads) adds up to the investment, with units selling evenly over the sell-through
 *   period. Null when the whole order never pays back (payout per unit below landed cost).
 */

export interface RoiPlannerInput {
  landedCostPerUnit: number;
  orderQuantity: number;
  price: number;
  /** Amazon fees per unit: typed in, or `calculateFbaFees(...).value.totals.total` from the fee engine. */
  amazonFeesPerUnit: number;
  adCostPerUnit: number;
  monthsToSellThrough: number;
}

export interface RoiPlannerResult {
  totalInvestment: number;
  totalRevenue: number;
  totalAmazonFees: number;
  totalAdCost: number;
  totalProfit: number;
  profitPerUnit: number;
  roiPercent: number | null;
  annualisedRoiPercent: number | null;
  /** Months to recover the investment from payouts; null if it never is. */
  paybackMonths: number | null;
  unitsPerMonth: number;
}

const LIMITS = { maxMoney: 100_000, maxQuantity: 10_000_000, maxMonths: 120 } as const;

function validate(input: RoiPlannerInput): FieldIssue[] {
  const errors: FieldIssue[] = [];
  const money = (label: string) => ({ label, min: 0, max: LIMITS.maxMoney });
  checkNumber(errors, "landedCostPerUnit", input.landedCostPerUnit, money("Landed cost per unit"));
  checkNumber(errors, "orderQuantity", input.orderQuantity, {
    label: "Order quantity",
    min: 0,
    minExclusive: true,
    max: LIMITS.maxQuantity,
    integer: true,
  });
  checkNumber(errors, "price", input.price, money("Price"));
  checkNumber(errors, "amazonFeesPerUnit", input.amazonFeesPerUnit, money("Amazon fees per unit"));
  checkNumber(errors, "adCostPerUnit", input.adCostPerUnit, money("Ad cost per unit"));
  checkNumber(errors, "monthsToSellThrough", input.monthsToSellThrough, {
    label: "Months to sell through",
    unit: "months",
    min: 0,
    minExclusive: true,
    max: LIMITS.maxMonths,
  });
  return errors;
}

const cents = (dollars: number) => Math.round(dollars * 100 + 1e-7);
const dollars = (wholeCents: number) => wholeCents / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;
/** ROI keeps four decimals so the one-decimal display rounds once: 115.846% shows 115.8%, as the page prints it, not 115.9%. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function planInventoryRoi(input: RoiPlannerInput): Result<RoiPlannerResult> {
  const errors = validate(input ?? ({} as RoiPlannerInput));
  if (errors.length > 0) return fail(errors);

  const quantity = input.orderQuantity;
  const landed = cents(input.landedCostPerUnit);
  const payoutPerUnit = cents(input.price) - cents(input.amazonFeesPerUnit) - cents(input.adCostPerUnit);
  const profitPerUnit = payoutPerUnit - landed;
  const investment = landed * quantity;
  const totalProfit = profitPerUnit * quantity;

  const roi = investment > 0 ? totalProfit / investment : null;
  const compounded = roi === null ? null : roi <= -1 ? -1 : Math.pow(1 + roi, 12 / input.monthsToSellThrough) - 1;
  // Huge ROIs over short cycles overflow; a number that large means nothing to a seller, so report none.
  const annualised = compounded !== null && Number.isFinite(compounded) ? compounded : null;

  let paybackMonths: number | null = null;
  if (investment === 0) {
    paybackMonths = 0;
  } else if (payoutPerUnit >= landed && payoutPerUnit > 0) {
    // Even sell-through: payouts arrive at payoutPerUnit x quantity / months per month.
    paybackMonths = round2((investment / (payoutPerUnit * quantity)) * input.monthsToSellThrough);
  }

  return ok({
    totalInvestment: dollars(investment),
    totalRevenue: dollars(cents(input.price) * quantity),
    totalAmazonFees: dollars(cents(input.amazonFeesPerUnit) * quantity),
    totalAdCost: dollars(cents(input.adCostPerUnit) * quantity),
    totalProfit: dollars(totalProfit),
    profitPerUnit: dollars(profitPerUnit),
    roiPercent: roi === null ? null : round4(roi * 100),
    annualisedRoiPercent: annualised === null ? null : round2(annualised * 100),
    paybackMonths,
    unitsPerMonth: round2(quantity / input.monthsToSellThrough),
  });
}
