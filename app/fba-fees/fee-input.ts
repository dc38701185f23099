import { isIsoDate } from "~/lib/dates";
import { checkNumber, checkOptionalNumber, fail, ok, type FieldIssue, type Result } from "~/lib/validation";
import type { LowInventoryInput } from "./low-inventory-fee";
import { findReferralCategory } from "./referral-categories";
import type { ReturnsInput } from "./returns-processing-fee";
import { earliestSupportedDate } from "./schedules";
import type { InboundPlacementChoice, ProductType } from "./types";
import { productTypes } from "./types";

export interface FbaFeeInput {
  /** Package dimensions in inches, any order (the engine sorts them). */
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  /** Unit weight with packaging, in pounds. */
  weightLb: number;
  /** Listing price in dollars; also the referral fee base (FBA orders carry no separate shipping charge). */
  price: number;
  /** An id from `referralCategories`. */
  categoryId: string;
  productType?: ProductType;
  /** ISO date (YYYY-MM-DD) the fees apply on; picks the schedule. Defaults to today. */
  date?: string;
  /**
   * Ships in Product Packaging certified: waives the 2026 bulky packaging fee and takes the 2026 SIPP discount
   * off standard-size fulfillment fees. Default false.
   */
  sippCertified?: boolean;
  /** Average months a unit sits in storage before it sells (storage line = monthly fee x months). Default 1. */
  monthsInStorage?: number;
  /** Inbound placement split. Default "minimal" (one location, the cautious choice). */
  inboundPlacement?: InboundPlacementChoice;
  /** Optional: adds a returns processing allowance. */
  returns?: ReturnsInput;
  /** Optional: adds the low-inventory-level fee. */
  lowInventory?: LowInventoryInput;
}

export interface CalculateOptions {
  /** Clock used when `date` is omitted (tests pass a fixed one). */
  now?: () => Date;
}

/** Input limits. Beyond these the input is almost surely a unit mistake (cm typed as in, g as lb). */
export const inputLimits = {
  maxSideIn: 240,
  maxWeightLb: 500,
  maxPrice: 100_000,
  maxMonthsInStorage: 36,
  maxDaysOfSupply: 10_000,
  maxFeePerReturn: 1_000,
} as const;

const inboundChoices: readonly InboundPlacementChoice[] = ["minimal", "partial", "amazon-optimized"];

export function validateFbaFeeInput(input: FbaFeeInput, today: string): Result<FbaFeeInput & { date: string }> {
  const errors: FieldIssue[] = [];
  const sideRule = (label: string) => ({
    label,
    unit: "in",
    min: 0,
    minExclusive: true,
    max: inputLimits.maxSideIn,
    maxHint: "check the unit (inches, not centimeters)",
  });
  checkNumber(errors, "lengthIn", input.lengthIn, sideRule("Length"));
  checkNumber(errors, "widthIn", input.widthIn, sideRule("Width"));
  checkNumber(errors, "heightIn", input.heightIn, sideRule("Height"));
  checkNumber(errors, "weightLb", input.weightLb, {
    label: "Weight",
    unit: "lb",
    min: 0,
    minExclusive: true,
    max: inputLimits.maxWeightLb,
    maxHint: "Amazon's heaviest tier is 150+ lb and units this heavy need a freight quote",
  });
  if (typeof input.price === "number" && input.price < 0) {
    errors.push({ path: "price", message: "Price cannot be negative." });
  } else {
    checkNumber(errors, "price", input.price, {
      label: "Price",
      min: 0,
      minExclusive: true,
      max: inputLimits.maxPrice,
    });
  }
  if (typeof input.categoryId !== "string" || !findReferralCategory(input.categoryId)) {
    errors.push({ path: "categoryId", message: "Choose a referral fee category from the list." });
  }
  if (input.productType !== undefined && !productTypes.includes(input.productType)) {
    errors.push({ path: "productType", message: "Product type must be non-apparel, apparel or dangerous goods." });
  }
  const date = input.date ?? today;
  if (!isIsoDate(date)) {
    errors.push({ path: "date", message: "Date must be a calendar date written YYYY-MM-DD." });
  } else if (date < earliestSupportedDate) {
    errors.push({
      path: "date",
      message: `Dates before ${earliestSupportedDate} are not supported (no rate card loaded).`,
    });
  }
  checkOptionalNumber(errors, "monthsInStorage", input.monthsInStorage, {
    label: "Months in storage",
    min: 0,
    max: inputLimits.maxMonthsInStorage,
  });
  if (input.inboundPlacement !== undefined && !inboundChoices.includes(input.inboundPlacement)) {
    errors.push({
      path: "inboundPlacement",
      message: "Inbound placement must be minimal, partial or amazon-optimized.",
    });
  }
  if (input.returns) {
    checkNumber(errors, "returns.returnRatePercent", input.returns.returnRatePercent, {
      label: "Return rate",
      unit: "%",
      min: 0,
      max: 100,
    });
    checkOptionalNumber(errors, "returns.returnRateThresholdPercent", input.returns.returnRateThresholdPercent, {
      label: "Return-rate threshold",
      unit: "%",
      min: 0,
      max: 100,
    });
    checkOptionalNumber(errors, "returns.feePerReturn", input.returns.feePerReturn, {
      label: "Fee per return",
      min: 0,
      max: inputLimits.maxFeePerReturn,
    });
  }
  if (input.lowInventory) {
    const daysRule = (label: string) => ({ label, unit: "days", min: 0, max: inputLimits.maxDaysOfSupply });
    checkNumber(
      errors,
      "lowInventory.shortTermDaysOfSupply",
      input.lowInventory.shortTermDaysOfSupply,
      daysRule("30-day days of supply"),
    );
    checkNumber(
      errors,
      "lowInventory.longTermDaysOfSupply",
      input.lowInventory.longTermDaysOfSupply,
      daysRule("90-day days of supply"),
    );
    checkOptionalNumber(errors, "lowInventory.unitsShippedLast7Days", input.lowInventory.unitsShippedLast7Days, {
      label: "Units shipped in the last 7 days",
      min: 0,
    });
    checkOptionalNumber(errors, "lowInventory.awdReplenishedPercent", input.lowInventory.awdReplenishedPercent, {
      label: "Share replenished through AWD",
      unit: "%",
      min: 0,
      max: 100,
    });
  }
  if (errors.length > 0) return fail(errors);
  return ok({ ...input, date });
}
