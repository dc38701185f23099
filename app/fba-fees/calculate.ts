import { combineProvenance } from "~/fba-fees/schedules/peak";
import { toIsoDate } from "~/lib/dates";
import { formatFixed, formatUsd } from "~/lib/format";
import { fail, ok, type Result } from "~/lib/validation";
import { bulkyPackagingFee } from "./bulky-packaging-fee";
import { validateFbaFeeInput, type CalculateOptions, type FbaFeeInput } from "./fee-input";
import { computeFeeTotals, nonPeakScheduleOn, returnsContext, type FbaFeeTotals, type FeeTotals } from "./fee-totals";
import {
  fuelAndLogisticsSurchargeFee,
  fulfillmentFee,
  priceBandEdge,
  sippDiscount,
  type PriceBandEdge,
} from "./fulfillment";
import { inboundPlacementFee } from "./inbound-placement-fee";
import { lowInventoryLevelFee } from "./low-inventory-fee";
import { overmaxHandlingFee } from "./overmax-handling-fee";
import { calculateReferralFee } from "./referral";
import type { ReferralCategory } from "./referral-categories";
import { returnsProcessingFee } from "./returns-processing-fee";
import { schedules } from "./schedules";
import { sizeTierLabels, sizeTierLimits, type SizeTierResult } from "./size-tier";
import { sources } from "./sources";
import { monthlyStorageFee } from "./storage-fee";
import type { FeeLine, FeeSchedule, PriceBand, ProductType, Provenance } from "./types";
import { fromCents, roundToCents } from "./units";

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
  totals: FeeTotals;
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

function describeTier(tier: SizeTierResult): string {
  const weight = tier.usesDimensionalWeight
    ? `greater of unit ${formatFixed(tier.unitWeightLb, 2)} lb and dimensional ${formatFixed(tier.dimensionalWeightLb, 2)} lb`
    : `unit weight ${formatFixed(tier.unitWeightLb, 2)} lb`;
  return `${tier.label}; ${weight}, ${tier.shippingWeightRule}: ${tier.shippingWeightLb} lb`;
}

/**
 * Every fee line for already-validated input: the amounts of `computeFeeTotals` (the engine's one pipeline), each
 * with the words that explain it and its source. Exposed for the profit layer, which re-prices the same product many
 * times while solving for the break-even price.
 */
export function computeFeeBreakdown(input: FbaFeeInput & { date: string }): FbaFeeBreakdown | null {
  const fees = computeFeeTotals(input);
  if (!fees) return null;
  const { schedule, period, category, productType, sizeTier: tier, price, cents } = fees;
  const lines: FeeLine[] = [];
  const add = (
    id: FeeLine["id"],
    label: string,
    amountCents: number | null,
    fee: { explanation: string; provenance: Provenance } | null,
  ) => {
    if (amountCents !== null && fee)
      lines.push(line(id, label, fromCents(amountCents), fee.explanation, fee.provenance));
  };

  // Referral and closing fee.
  const referral = calculateReferralFee(category, price);
  add("referral", "Referral fee", cents.referral, {
    explanation: referral.explanation,
    provenance: category.provenance,
  });
  if (cents.closing !== null) {
    const explanation = `${formatUsd(fromCents(cents.closing))} per media item sold.`;
    add("closing", "Closing fee (media)", cents.closing, { explanation, provenance: category.provenance });
  }

  // Fulfillment.
  const fulfillment = fulfillmentFee(schedule, productType, tier.tier, tier.shippingWeightLb, price);
  if (!fulfillment) return null;
  let peakText = "";
  if (schedule.season === "peak") {
    const nonPeak = nonPeakScheduleOn(input.date) ?? schedule;
    const base = fulfillmentFee(nonPeak, productType, tier.tier, tier.shippingWeightLb, price);
    if (base) {
      peakText = ` Holiday peak: non-peak ${formatUsd(base.amount)} + peak ${formatUsd(roundToCents(fulfillment.amount - base.amount))}.`;
    }
  }
  const discount = input.sippCertified ? sippDiscount(schedule, productType, tier.tier, tier.shippingWeightLb) : null;
  const fulfillmentAmount = fromCents(cents.fulfillment);
  const sippText = discount
    ? ` Ships in Product Packaging discount: -${formatUsd(discount.amount)} (${discount.weightBandLabel}), so ${formatUsd(fulfillmentAmount)}.`
    : "";
  const cliff = tier.isOver150LbByDimensionalWeightOnly ? extraLargeCliff(schedule, productType, tier, price) : null;
  const productTypeLabel =
    productType === "non-apparel" ? "non-apparel" : productType === "apparel" ? "apparel" : "dangerous goods";
  const fulfillmentProvenance = [fulfillment.provenance, discount?.provenance, cliff?.provenance].filter(
    (entry): entry is Provenance => entry !== undefined,
  );
  add(
    "fulfillment",
    schedule.season === "peak" ? "FBA fulfillment fee (holiday peak)" : "FBA fulfillment fee",
    cents.fulfillment,
    {
      explanation: `${describeTier(tier)}; band ${fulfillment.weightBandLabel}; ${productTypeLabel}; price band ${fulfillment.priceBand.label}: ${formatUsd(fulfillment.amount)}.${peakText}${sippText}`,
      provenance: combineProvenance(fulfillmentProvenance),
    },
  );
  add(
    "fuel-and-logistics-surcharge",
    "Fuel and logistics surcharge",
    cents.fuelAndLogisticsSurcharge,
    fuelAndLogisticsSurchargeFee(schedule, fulfillmentAmount, input.date),
  );
  const sippCertified = input.sippCertified ?? false;
  add("bulky-packaging", "Bulky packaging fee", cents.bulkyPackaging, bulkyPackagingFee(schedule, tier, sippCertified));
  add("overmax-handling", "Overmax handling fee", cents.overmaxHandling, overmaxHandlingFee(schedule, tier));

  // Storage and inventory.
  const isDangerousGoods = productType === "dangerous-goods";
  const storage = monthlyStorageFee(schedule, tier, isDangerousGoods, input.date, input.monthsInStorage ?? 1);
  add("storage", "Monthly storage", cents.storage, storage);
  if (input.lowInventory) {
    const lowInventory = lowInventoryLevelFee(schedule, tier, input.lowInventory);
    add("low-inventory-level", "Low-inventory-level fee", cents.lowInventoryLevel, lowInventory);
  }
  const placement = inboundPlacementFee(schedule, tier, input.inboundPlacement ?? "minimal", input.date);
  add("inbound-placement", "Inbound placement fee", cents.inboundPlacement, placement);
  if (input.returns) {
    const returns = returnsProcessingFee(schedule, tier, input.returns, returnsContext(fees, fulfillment.amount));
    add("returns-processing", "Returns processing (allowance)", cents.returnsProcessing, returns);
  }

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
    totals: fees.totals,
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
