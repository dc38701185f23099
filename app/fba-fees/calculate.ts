import { combineProvenance } from "~/fba-fees/schedules/peak";
import { isIsoDate, toIsoDate } from "~/lib/dates";
import { formatFixed, formatUsd } from "~/lib/format";
import { checkNumber, checkOptionalNumber, fail, ok, type FieldIssue, type Result } from "~/lib/validation";
import {
  fuelAndLogisticsSurchargeAmount,
  fuelAndLogisticsSurchargeFee,
  fulfillmentFee,
  fulfillmentFeeAmount,
  priceBandEdge,
  sippDiscount,
  type PriceBandEdge,
} from "./fulfillment";
import {
  bulkyPackagingAmount,
  bulkyPackagingFee,
  inboundPlacementAmount,
  inboundPlacementFee,
  lowInventoryLevelFee,
  monthlyStorageAmount,
  monthlyStorageFee,
  overmaxHandlingAmount,
  overmaxHandlingFee,
  returnsProcessingFee,
  type LowInventoryInput,
  type ReturnsInput,
} from "./inventory-fees";
import { calculateReferralFee, referralFeeCents } from "./referral";
import { findReferralCategory, type ReferralCategory } from "./referral-categories";
import { earliestSupportedDate, schedules, selectSchedule, type ScheduleSelection } from "./schedules";
import { classifySizeTier, sizeTierLabels, sizeTierLimits, type SizeTierResult } from "./size-tier";
import { sources } from "./sources";
import type { FeeLine, FeeSchedule, InboundPlacementChoice, PriceBand, ProductType, Provenance } from "./types";
import { productTypes } from "./types";
import { fromCents, roundToCents, toCents } from "./units";

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

export interface FbaFeeBreakdown {
  date: string;
  schedule: {
    id: string;
    name: string;
    season: FeeSchedule["season"];
    /** Start of the schedule period that contains the date. */
    effectiveFrom: string;
    effectiveUntil: string | null;
    priceBand: PriceBand;
    assumptions: string[];
    notes: readonly string[];
  };
  productType: ProductType;
  category: { id: string; label: string; summary: string };
  sizeTier: SizeTierResult;
  cubicFeet: number;
  lines: FeeLine[];
  totals: {
    /** Referral + closing fee. */
    referral: number;
    /** Fulfillment + fuel surcharge + bulky packaging + overmax handling. */
    fulfillment: number;
    /** Storage + low-inventory-level + inbound placement + returns processing. */
    inventoryAndOther: number;
    /** Sum of all lines (each already rounded to the cent). */
    total: number;
  };
  /** True when any line is an estimate. */
  hasEstimates: boolean;
  /** Set when the price is within $0.50 of a fulfillment price-band edge and the fee differs across it. */
  priceBandEdge: PriceBandEdge | null;
  /** Things the seller should read next to the result (e.g. an estimated tier rule and its cost cliff). */
  notices: FeeNotice[];
}

export interface FeeNotice {
  id: "extra-large-by-dimensional-weight";
  text: string;
}

// UNVERIFIED in the research: whether Amazon picks the band by listing price or total sales price.
export const PRICE_BAND_ASSUMPTION =
  "Not confirmed by Amazon: the fulfillment price band is chosen by the listing price entered here (rounded to the cent); Amazon may use the total sales price instead.";

export const BEYOND_KNOWN_CARDS_ASSUMPTION =
  "No rate card later than the 2026 card is known: its non-peak rates are used, and no holiday peak is assumed after Jan 14, 2027.";

/** The last day covered by a dated (closed) period of any schedule. */
const lastKnownDate = schedules
  .flatMap((schedule) => schedule.periods.map((period) => period.until))
  .filter((until): until is string => until !== null)
  .reduce((latest, until) => (until > latest ? until : latest), "");

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

function line(id: FeeLine["id"], label: string, amount: number, explanation: string, provenance: Provenance): FeeLine {
  const note = provenance.note ? ` ${provenance.note}` : "";
  return {
    id,
    label,
    amount: roundToCents(amount),
    explanation: `${explanation}${note}`,
    isEstimate: provenance.isEstimate,
    source: provenance.source,
  };
}

/**
 * An item over 150 lb by dimensional weight only lands in the 150+ lb tier under our reading of Amazon's rule
 * (UNVERIFIED). The cliff: the same item at 150 lb would be extra-large 70-150 lb, billed on 150 lb, plus the
 * overmax fee when its sides make it overmax.
 */
function extraLargeCliff(
  schedule: FeeSchedule,
  productType: ProductType,
  tier: SizeTierResult,
  price: number,
): { text: string; provenance: Provenance } {
  const below = fulfillmentFee(schedule, productType, "extra-large-70-150", sizeTierLimits.extraLarge.upTo150Lb, price);
  const here = fulfillmentFee(schedule, productType, tier.tier, tier.shippingWeightLb, price);
  const limits = sizeTierLimits.overmax;
  const overmaxBelow =
    schedule.sizeTierRules.hasOvermax &&
    (tier.sides.longest > limits.longest || tier.lengthPlusGirthIn > limits.lengthPlusGirth);
  const overmax = overmaxBelow ? (schedule.overmaxHandlingFee?.fees["extra-large-70-150"] ?? 0) : 0;
  const belowTotal = below ? roundToCents(below.amount + overmax) : null;
  const overmaxText = overmax > 0 ? ` + ${formatUsd(overmax)} overmax handling` : "";
  const comparison =
    below && here && belowTotal !== null
      ? ` If its dimensional weight were 150 lb, it would be ${sizeTierLabels["extra-large-70-150"]} at ${formatUsd(below.amount)}${overmaxText} = ${formatUsd(belowTotal)}, so crossing 150 lb adds about ${formatUsd(Math.max(0, roundToCents(here.amount - belowTotal)))} per unit.`
      : "";
  return {
    text:
      `This item is over 150 lb only by dimensional weight (${formatFixed(tier.dimensionalWeightLb, 1)} lb; it weighs ${formatFixed(tier.unitWeightLb, 1)} lb). ` +
      `Amazon's current rule for this case was not found; we follow its older wording (the greater weight picks the tier, the unit weight sets the fee).${comparison} ` +
      "Check the tier in Amazon's Revenue Calculator before you ship.",
    provenance: {
      isEstimate: true,
      source: sources.extraLargeByDimensionalWeight,
      note: "Amazon's current rule for items over 150 lb by dimensional weight only was not found (see the note above the fees).",
    },
  };
}

function nonPeakScheduleOn(date: string): FeeSchedule | undefined {
  return schedules.find(
    (schedule) =>
      schedule.season === "non-peak" &&
      schedule.periods.some((period) => date >= period.from && (period.until === null || date <= period.until)),
  );
}

function describeTier(tier: SizeTierResult): string {
  const weight = tier.usesDimensionalWeight
    ? `greater of unit ${formatFixed(tier.unitWeightLb, 2)} lb and dimensional ${formatFixed(tier.dimensionalWeightLb, 2)} lb`
    : `unit weight ${formatFixed(tier.unitWeightLb, 2)} lb`;
  return `${tier.label}; ${weight}, ${tier.shippingWeightRule}: ${tier.shippingWeightLb} lb`;
}

/**
 * Every fee of a unit as amounts only, in whole cents (each line cent-rounded, as on the breakdown): the one place
 * the fees of `computeFeeBreakdown` (which stays the reference: its lines carry the explanations and sources) without
 * building any text, for the bulk calculator's 100,000 rows. Both read the rate tables through the same functions
 * (`fulfillmentFeeAmount`, `monthlyStorageAmount`, ...); calculate-totals.test.ts checks they agree on 20,000
 * random products. A line that does not apply is null.
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
  /** As on the breakdown, in dollars. */
  totals: FbaFeeBreakdown["totals"];
}

const centsOf = (amount: number) => toCents(roundToCents(amount));

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
  let returns: number | null = null;
  if (input.returns) {
    const nonPeakFee = fulfillmentFeeAmount(
      nonPeakScheduleOn(input.date) ?? schedule,
      productType,
      tier.tier,
      tier.shippingWeightLb,
      price,
    );
    returns = returnsProcessingFee(schedule, tier, input.returns, {
      categoryId: category.id,
      isApparel: productType === "apparel",
      fallbackFeePerReturn: nonPeakFee ?? fulfillmentBase,
    }).amount;
  }

  const optional = (amount: number | null) => (amount === null ? null : centsOf(amount));
  const cents: FbaFeeTotals["cents"] = {
    referral: centsOf(fromCents(referral.referralFeeCents)),
    closing: referral.closingFeeCents > 0 ? centsOf(fromCents(referral.closingFeeCents)) : null,
    fulfillment: centsOf(fulfillment),
    fuelAndLogisticsSurcharge: optional(surcharge),
    bulkyPackaging: optional(packaging),
    overmaxHandling: optional(overmax),
    storage: centsOf(storage),
    lowInventoryLevel: optional(lowInventory),
    inboundPlacement: centsOf(placement),
    returnsProcessing: optional(returns),
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
    date: input.date,
    schedule,
    period,
    category,
    productType,
    sizeTier: tier,
    price,
    cents,
    totals: {
      referral: fromCents(referralCents),
      fulfillment: fromCents(fulfillmentCents),
      inventoryAndOther: fromCents(otherCents),
      total: fromCents(referralCents + fulfillmentCents + otherCents),
    },
  };
}

/**
 * Computes every fee line for already-validated input. Exposed for the profit layer, which re-prices the
 * same product many times while solving for the break-even price.
 */
export function computeFeeBreakdown(input: FbaFeeInput & { date: string }): FbaFeeBreakdown | null {
  const selection = selectSchedule(input.date);
  const category = findReferralCategory(input.categoryId);
  if (!selection || !category) return null;
  const { schedule, period } = selection;
  const productType = input.productType ?? "non-apparel";
  const tier = classifySizeTier(input.lengthIn, input.widthIn, input.heightIn, input.weightLb, schedule.sizeTierRules);
  const lines: FeeLine[] = [];

  // One cent-rounded price for the referral fee, the fulfillment price band and everything else.
  const price = roundToCents(input.price);

  // Referral and closing fee.
  const referral = calculateReferralFee(category, price);
  lines.push(
    line("referral", "Referral fee", fromCents(referral.referralFeeCents), referral.explanation, category.provenance),
  );
  if (referral.closingFeeCents > 0) {
    lines.push(
      line(
        "closing",
        "Closing fee (media)",
        fromCents(referral.closingFeeCents),
        `${formatUsd(fromCents(referral.closingFeeCents))} per media item sold.`,
        category.provenance,
      ),
    );
  }

  // Fulfillment.
  const fulfillment = fulfillmentFee(schedule, productType, tier.tier, tier.shippingWeightLb, price);
  if (!fulfillment) return null;
  const nonPeak = nonPeakScheduleOn(input.date) ?? schedule;
  let peakText = "";
  if (schedule.season === "peak") {
    const base = fulfillmentFee(nonPeak, productType, tier.tier, tier.shippingWeightLb, price);
    if (base) {
      peakText = ` Holiday peak: non-peak ${formatUsd(base.amount)} + peak ${formatUsd(roundToCents(fulfillment.amount - base.amount))}.`;
    }
  }
  const discount = input.sippCertified ? sippDiscount(schedule, productType, tier.tier, tier.shippingWeightLb) : null;
  const fulfillmentAmount = roundToCents(fulfillment.amount - (discount?.amount ?? 0));
  const sippText = discount
    ? ` Ships in Product Packaging discount: -${formatUsd(discount.amount)} (${discount.weightBandLabel}), so ${formatUsd(fulfillmentAmount)}.`
    : "";
  const cliff = tier.isOver150LbByDimensionalWeightOnly ? extraLargeCliff(schedule, productType, tier, price) : null;
  const productTypeLabel =
    productType === "non-apparel" ? "non-apparel" : productType === "apparel" ? "apparel" : "dangerous goods";
  const fulfillmentProvenance = [fulfillment.provenance, discount?.provenance, cliff?.provenance].filter(
    (entry): entry is Provenance => entry !== undefined,
  );
  lines.push(
    line(
      "fulfillment",
      schedule.season === "peak" ? "FBA fulfillment fee (holiday peak)" : "FBA fulfillment fee",
      fulfillmentAmount,
      `${describeTier(tier)}; band ${fulfillment.weightBandLabel}; ${productTypeLabel}; price band ${fulfillment.priceBand.label}: ${formatUsd(fulfillment.amount)}.${peakText}${sippText}`,
      combineProvenance(fulfillmentProvenance),
    ),
  );

  const surcharge = fuelAndLogisticsSurchargeFee(schedule, fulfillmentAmount, input.date);
  if (surcharge)
    lines.push(
      line(
        "fuel-and-logistics-surcharge",
        "Fuel and logistics surcharge",
        surcharge.amount,
        surcharge.explanation,
        surcharge.provenance,
      ),
    );

  const packaging = bulkyPackagingFee(schedule, tier, input.sippCertified ?? false);
  if (packaging)
    lines.push(
      line("bulky-packaging", "Bulky packaging fee", packaging.amount, packaging.explanation, packaging.provenance),
    );

  const overmax = overmaxHandlingFee(schedule, tier);
  if (overmax)
    lines.push(
      line("overmax-handling", "Overmax handling fee", overmax.amount, overmax.explanation, overmax.provenance),
    );

  // Storage and inventory.
  const isDangerousGoods = productType === "dangerous-goods";
  const storage = monthlyStorageFee(schedule, tier, isDangerousGoods, input.date, input.monthsInStorage ?? 1);
  lines.push(line("storage", "Monthly storage", storage.amount, storage.explanation, storage.provenance));

  if (input.lowInventory) {
    const lowInventory = lowInventoryLevelFee(schedule, tier, input.lowInventory);
    lines.push(
      line(
        "low-inventory-level",
        "Low-inventory-level fee",
        lowInventory.amount,
        lowInventory.explanation,
        lowInventory.provenance,
      ),
    );
  }

  const placementChoice = input.inboundPlacement ?? "minimal";
  const placement = inboundPlacementFee(schedule, tier, placementChoice, input.date);
  lines.push(
    line("inbound-placement", "Inbound placement fee", placement.amount, placement.explanation, placement.provenance),
  );

  if (input.returns) {
    const nonPeakFee = fulfillmentFee(nonPeak, productType, tier.tier, tier.shippingWeightLb, price);
    const returns = returnsProcessingFee(schedule, tier, input.returns, {
      categoryId: category.id,
      isApparel: productType === "apparel",
      fallbackFeePerReturn: nonPeakFee?.amount ?? fulfillment.amount,
    });
    lines.push(
      line(
        "returns-processing",
        "Returns processing (allowance)",
        returns.amount,
        returns.explanation,
        returns.provenance,
      ),
    );
  }

  const sumCents = (ids: FeeLine["id"][]) =>
    lines.filter((entry) => ids.includes(entry.id)).reduce((total, entry) => total + toCents(entry.amount), 0);
  const referralCents = sumCents(["referral", "closing"]);
  const fulfillmentCents = sumCents([
    "fulfillment",
    "fuel-and-logistics-surcharge",
    "bulky-packaging",
    "overmax-handling",
  ]);
  const otherCents = sumCents(["storage", "low-inventory-level", "inbound-placement", "returns-processing"]);

  return {
    date: input.date,
    schedule: {
      id: schedule.id,
      name: schedule.name,
      season: schedule.season,
      effectiveFrom: period.from,
      effectiveUntil: period.until,
      priceBand: fulfillment.priceBand,
      assumptions:
        input.date > lastKnownDate ? [PRICE_BAND_ASSUMPTION, BEYOND_KNOWN_CARDS_ASSUMPTION] : [PRICE_BAND_ASSUMPTION],
      notes: schedule.notes,
    },
    productType,
    category: { id: category.id, label: category.label, summary: category.summary },
    sizeTier: tier,
    cubicFeet: storage.cubicFeet,
    lines,
    totals: {
      referral: fromCents(referralCents),
      fulfillment: fromCents(fulfillmentCents),
      inventoryAndOther: fromCents(otherCents),
      total: fromCents(referralCents + fulfillmentCents + otherCents),
    },
    hasEstimates: lines.some((entry) => entry.isEstimate),
    priceBandEdge: priceBandEdge(schedule, productType, tier.tier, tier.shippingWeightLb, price),
    notices: cliff ? [{ id: "extra-large-by-dimensional-weight", text: cliff.text }] : [],
  };
}

/**
 * All Amazon fees for one unit of a product on a date: validates the input, picks the schedule by date,
 * assigns the size tier and returns every fee as a line with its explanation and source.
 * Never throws; invalid input gives `{ ok: false, errors }`.
 */
export function calculateFbaFees(input: FbaFeeInput, options: CalculateOptions = {}): Result<FbaFeeBreakdown> {
  const today = toIsoDate((options.now ?? (() => new Date()))());
  const validated = validateFbaFeeInput(input ?? ({} as FbaFeeInput), today);
  if (!validated.ok) return validated;
  const breakdown = computeFeeBreakdown(validated.value);
  if (!breakdown) {
    return fail([{ path: "date", message: "No fee schedule covers this date and product." }]);
  }
  return ok(breakdown);
}

/**
 * `calculateFbaFees` without the words: the same validation and amounts (its lines and totals), no explanations,
 * sources or notices. For pricing many products at once; a single product is shown with `calculateFbaFees`.
 */
export function calculateFbaFeeTotals(input: FbaFeeInput, options: CalculateOptions = {}): Result<FbaFeeTotals> {
  const validated = validateFbaFeeInput(
    input ?? ({} as FbaFeeInput),
    input?.date ?? toIsoDate((options.now ?? (() => new Date()))()),
  );
  if (!validated.ok) return validated;
  const totals = computeFeeTotals(validated.value);
  if (!totals) return fail([{ path: "date", message: "No fee schedule covers this date and product." }]);
  return ok(totals);
}

export type { ReferralCategory };
