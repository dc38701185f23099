import {
  chargesEveryReturn,
  kgToLb,
  lbToKg,
  lbToOz,
  returnRateThresholdPercent,
  type FbaFeeBreakdown,
  type ProfitResult,
} from "~/fba-fees";
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdWhole,
  MISSING,
  signedPoints,
  signedUsd,
  signedUsdWhole,
} from "~/lib/format";
import { parseDecimal } from "~/lib/number-text";
import {
  fbaDefaults,
  fbaFieldLabel,
  type FbaEvaluation,
  type FbaFieldName,
  type FbaFormValues,
  type UnitSystem,
} from "~/tools/fba-calculator/fba-form";
import type { OwnFulfillmentComparison } from "~/tools/fba-calculator/own-fulfillment";

/**
 * What the FBA calculator shows, worked out from its values and results (pure, so it is tested without a
 * browser): choices, hints, labels and the rows of its cards. The components only lay it out.
 */

export const idFor = (name: string) => `fba-${name}`;

/** The form field a control's name stands for (controls are named as their ids), for values typed before hydration. */
export function fbaFieldOfControl(name: string): FbaFieldName | null {
  const field = name.startsWith("fba-") ? name.slice(4) : "";
  return field in fbaDefaults ? (field as FbaFieldName) : null;
}

/** Each field's label, for the list of inputs to fix. */
export const fieldLabels: Record<string, string> = Object.fromEntries(
  (Object.keys(fbaDefaults) as FbaFieldName[]).map((name) => [name, fbaFieldLabel(name)]),
);

export const productTypeOptions = [
  { value: "non-apparel", label: "Non-apparel" },
  { value: "apparel", label: "Apparel" },
  { value: "dangerous-goods", label: "Dangerous goods (hazmat)" },
];

export const placementOptions = [
  { value: "minimal", label: "Minimal split (one location, fee charged)" },
  { value: "partial", label: "Partial split (bulky only)" },
  { value: "amazon-optimized", label: "Amazon-optimized split (no fee)" },
];

/** The typed weight in the other unit (or in ounces / grams below 1), so a unit mix-up shows at once. */
export function weightHint(text: string, units: UnitSystem): string | undefined {
  const value = parseDecimal(text);
  if (value === null || value <= 0) return undefined;
  if (units === "in")
    return value < 1
      ? `= ${formatNumber(lbToOz(value), 1)} oz, with packaging`
      : `With packaging (= ${formatNumber(lbToKg(value), 2)} kg)`;
  return value < 1
    ? `= ${formatNumber(value * 1000, 0)} g, with packaging`
    : `With packaging (= ${formatNumber(kgToLb(value), 2)} lb)`;
}

/** What the threshold field falls back to when left empty, for the chosen category. */
export function returnThresholdHint(categoryId: string, productType: string): string {
  if (chargesEveryReturn(categoryId, productType === "apparel")) return "Apparel and shoes pay on every return";
  const known = returnRateThresholdPercent(categoryId);
  return known === null
    ? "Empty = every return counts (no published threshold for this category)"
    : `Empty = this category's ${formatNumber(known, 1)}% (estimate)`;
}

/** Whether any "More fees" input differs from its default, so the section opens to show it. */
export function moreFeesSet(values: FbaFormValues): boolean {
  return (
    values.sipp === "1" ||
    values.placement !== "minimal" ||
    values.months !== fbaDefaults.months ||
    Boolean(values.returnRate || values.daysOfSupply)
  );
}

/** A date in the other season of the same fee year (for the "Try peak / non-peak" button). */
export function seasonSwitchDate(evaluation: FbaEvaluation): string {
  const year = Number(evaluation.date.slice(0, 4)) || 2026;
  const base = Math.max(year, 2026);
  return evaluation.result?.fees.schedule.season === "peak" ? `${base}-06-01` : `${base}-11-22`;
}

/** "Jun 1, 2026 (today)": the fee date, and whether it is today or, before hydration, the prerender's reference date. */
export function feeDateLabel(evaluation: FbaEvaluation, hydrated: boolean): string {
  const today = evaluation.dateIsToday ? (hydrated ? " (today)" : " (reference date)") : "";
  return `${formatDate(evaluation.date, "short")}${today}`;
}

/** The tier line above the fee lines: tier, shipping weight, which weight is billed, volume. */
export function tierSummary(fees: FbaFeeBreakdown): string {
  const tier = fees.sizeTier;
  const weightText = tier.usesDimensionalWeight
    ? `${tier.weightBasis === "dimensional-weight" ? "dimensional" : "unit"} weight billed (${formatNumber(tier.dimensionalWeightLb, 2)} lb dimensional vs ${formatNumber(tier.unitWeightLb, 2)} lb unit)`
    : "unit weight billed";
  return `${tier.label}, shipping weight ${formatNumber(tier.shippingWeightLb, 2)} lb, ${weightText}; ${formatNumber(fees.cubicFeet, 3)} cu ft`;
}

export type PricePart = "Amazon fees" | "Landed cost" | "Ads" | "Profit";

/** Where the price goes: each part's amount and its share of the bar (a loss shows as no profit share). */
export function priceParts(result: ProfitResult): { label: PricePart; amount: string; sharePercent: number }[] {
  const parts: { label: PricePart; value: number; amount: number }[] = [
    { label: "Amazon fees", value: result.amazonFeesPerUnit, amount: result.amazonFeesPerUnit },
    { label: "Landed cost", value: result.landedCostPerUnit, amount: result.landedCostPerUnit },
    { label: "Ads", value: result.adSpendPerUnit, amount: result.adSpendPerUnit },
    { label: "Profit", value: Math.max(result.netProfitPerUnit, 0), amount: result.netProfitPerUnit },
  ];
  const whole = parts.reduce((sum, part) => sum + part.value, 0) || 1;
  return parts.map((part) => ({
    label: part.label,
    amount: formatUsd(part.amount),
    sharePercent: part.value > 0 ? (part.value / whole) * 100 : 0,
  }));
}

/** One-click compare prices: 10% either way and, when there is one, the break-even price. */
export function quickComparePrices(result: ProfitResult | null): { label: string; price: number }[] {
  if (!result) return [];
  return [
    { label: "-10%", price: result.price * 0.9 },
    { label: "+10%", price: result.price * 1.1 },
    ...(result.breakEvenPrice !== null ? [{ label: "Break-even", price: result.breakEvenPrice }] : []),
  ];
}

// NaN (a field mid-edit) prints $0 here, as these totals always have.
const wholeDollars = (value: number) => formatUsdWhole(value || 0);

/** The what-if table: each measure at your price, at the compare price, and the change. */
export function whatIfRows(
  result: ProfitResult,
  compare: ProfitResult,
): { label: string; yours: string; whatIf: string; change: string }[] {
  const row = (label: string, format: (entry: ProfitResult) => string, change: string) => ({
    label,
    yours: format(result),
    whatIf: format(compare),
    change,
  });
  const monthlyProfit = (entry: ProfitResult) => entry.monthly?.netProfit ?? 0;
  return [
    row("Price", (entry) => formatUsd(entry.price), signedUsd(compare.price - result.price)),
    row(
      "Amazon fees",
      (entry) => formatUsd(entry.amazonFeesPerUnit),
      signedUsd(compare.amazonFeesPerUnit - result.amazonFeesPerUnit),
    ),
    row(
      "Net profit per unit",
      (entry) => formatUsd(entry.netProfitPerUnit),
      signedUsd(compare.netProfitPerUnit - result.netProfitPerUnit),
    ),
    row(
      "Margin",
      (entry) => formatPercent(entry.marginPercent),
      signedPoints(compare.marginPercent - result.marginPercent),
    ),
    row(
      "ROI",
      (entry) => formatPercent(entry.roiPercent),
      result.roiPercent === null || compare.roiPercent === null
        ? MISSING
        : signedPoints(compare.roiPercent - result.roiPercent),
    ),
    ...(result.monthly
      ? [
          row(
            "Profit per month",
            (entry) => wholeDollars(monthlyProfit(entry)),
            signedUsdWhole(monthlyProfit(compare) - monthlyProfit(result)),
          ),
        ]
      : []),
  ];
}

/** FBA against your own fulfillment: each line for both columns, then net profit, margin and the month. */
export function ownFulfillmentRows(
  comparison: OwnFulfillmentComparison,
): { label: string; fba: string; own: string; emphasis?: boolean }[] {
  const { fba, own } = comparison;
  const cost = (value: number) => formatUsd(value === 0 ? 0 : -value);
  return [
    { label: "Price + shipping charged", fba: formatUsd(fba.revenuePerUnit), own: formatUsd(own.revenuePerUnit) },
    { label: "Referral fee", fba: cost(fba.referralFeesPerUnit), own: cost(own.referralFeesPerUnit) },
    { label: "Fulfillment", fba: cost(fba.fulfillmentPerUnit), own: cost(own.fulfillmentPerUnit) },
    { label: "Storage", fba: "In Amazon's fees", own: cost(own.storagePerUnit) },
    {
      label: "Landed cost and ads",
      fba: cost(fba.landedCostPerUnit + fba.adSpendPerUnit),
      own: cost(own.landedCostPerUnit + own.adSpendPerUnit),
    },
    {
      label: "Net profit per unit",
      fba: formatUsd(fba.netProfitPerUnit),
      own: formatUsd(own.netProfitPerUnit),
      emphasis: true,
    },
    { label: "Margin", fba: formatPercent(fba.marginPercent), own: formatPercent(own.marginPercent), emphasis: true },
    ...(fba.netProfitPerMonth !== null && own.netProfitPerMonth !== null
      ? [
          {
            label: "Profit per month",
            fba: wholeDollars(fba.netProfitPerMonth),
            own: wholeDollars(own.netProfitPerMonth),
          },
        ]
      : []),
  ];
}

/** The sentence under the comparison: which side earns more, per unit and per month. */
export function ownFulfillmentVerdict(comparison: OwnFulfillmentComparison): string {
  if (comparison.better === "same") return "Both earn the same per unit.";
  const side = comparison.better === "own" ? "Fulfilling orders yourself" : "FBA";
  const perUnit = formatUsd(Math.abs(comparison.differencePerUnit));
  const perMonth =
    comparison.differencePerMonth === null ? "" : `, ${wholeDollars(Math.abs(comparison.differencePerMonth))} a month`;
  return `${side} earns ${perUnit} more per unit${perMonth}.`;
}
