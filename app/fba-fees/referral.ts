import { formatNumber, formatUsd } from "~/lib/format";
import type { ReferralCategory, ReferralRule } from "./referral-categories";
import { fromCents, toCents } from "./units";

export interface ReferralFee {
  /** The percentage part before the minimum, in cents. */
  percentageFeeCents: number;
  /** The fee charged: the greater of the percentage part and the per-item minimum, in cents. */
  referralFeeCents: number;
  minimumApplied: boolean;
  closingFeeCents: number;
  /** Effective rate on the whole price (fee / price), for display. */
  effectiveRate: number;
  explanation: string;
}

/** A rate as Amazon's tables print it: 15%, 8.5%. */
function percent(rate: number): string {
  return `${formatNumber(rate * 100, 2)}%`;
}

function dollars(cents: number): string {
  return formatUsd(fromCents(cents));
}

interface RatedPortion {
  rate: number;
  /** The part of the price, in cents, the rate applies to. */
  cents: number;
}

/** Which rate applies to which part of the price: the category's rule, in one place for both the fee and its description. */
function ratedPortions(rule: ReferralRule, priceCents: number): RatedPortion[] {
  switch (rule.kind) {
    case "flat":
      return [{ rate: rule.rate, cents: priceCents }];
    case "whole-price-tiers": {
      const tier =
        rule.tiers.find((candidate) => candidate.upTo === null || priceCents <= toCents(candidate.upTo)) ??
        rule.tiers[rule.tiers.length - 1];
      return [{ rate: tier?.rate ?? 0, cents: priceCents }];
    }
    case "marginal": {
      let remainingFrom = 0;
      const portions: RatedPortion[] = [];
      for (const bracket of rule.brackets) {
        const upToCents = bracket.upTo === null ? Infinity : toCents(bracket.upTo);
        const portion = Math.max(0, Math.min(priceCents, upToCents) - remainingFrom);
        if (portion > 0) portions.push({ rate: bracket.rate, cents: portion });
        remainingFrom = upToCents;
        if (priceCents <= upToCents) break;
      }
      return portions;
    }
  }
}

/** The percentage part of the fee in (unrounded) cents. */
function percentageCents(rule: ReferralRule, priceCents: number): number {
  let total = 0;
  for (const portion of ratedPortions(rule, priceCents)) total += portion.cents * portion.rate;
  return total;
}

/** How the percentage part was reached, e.g. "15% of $19.99" or "15% of $100.00 + 8% of $50.00". */
function percentageDetail(rule: ReferralRule, priceCents: number): string {
  const portions = ratedPortions(rule, priceCents);
  if (rule.kind === "whole-price-tiers")
    return `${percent(portions[0]?.rate ?? 0)} of the whole ${dollars(priceCents)} (price tier)`;
  return portions.map((portion) => `${percent(portion.rate)} of ${dollars(portion.cents)}`).join(" + ");
}

function referralFeeFromPart(category: ReferralCategory, percentageCents: number) {
  // Round half up; the nudge absorbs float error on exact half cents.
  const percentageFeeCents = Math.round(percentageCents + 1e-7);
  const minimumCents = category.minimumFee === null ? 0 : toCents(category.minimumFee);
  return {
    percentageFeeCents,
    minimumCents,
    referralFeeCents: Math.max(percentageFeeCents, minimumCents),
    closingFeeCents: toCents(category.closingFee),
  };
}

/** The referral and closing fee of `calculateReferralFee` in cents, without the explanation (the bulk calculator's path). */
export function referralFeeCents(
  category: ReferralCategory,
  totalSalesPrice: number,
): { referralFeeCents: number; closingFeeCents: number } {
  const priceCents = toCents(totalSalesPrice);
  return referralFeeFromPart(category, percentageCents(category.rule, priceCents));
}

/**
 * Referral fee on the total sales price (item price + any shipping or gift wrap charged to the buyer),
 * rounded half up to the cent, with the category's per-item minimum and closing fee.
 */
export function calculateReferralFee(category: ReferralCategory, totalSalesPrice: number): ReferralFee {
  const priceCents = toCents(totalSalesPrice);
  const { percentageFeeCents, referralFeeCents, closingFeeCents, minimumCents } = referralFeeFromPart(
    category,
    percentageCents(category.rule, priceCents),
  );
  const minimumApplied = minimumCents > percentageFeeCents;
  const minimumText = minimumApplied ? `; the ${dollars(minimumCents)} per-item minimum applies` : "";
  return {
    percentageFeeCents,
    referralFeeCents,
    minimumApplied,
    closingFeeCents,
    effectiveRate: priceCents > 0 ? referralFeeCents / priceCents : 0,
    explanation: `${category.label}: ${percentageDetail(category.rule, priceCents)} = ${dollars(percentageFeeCents)}${minimumText}.`,
  };
}

/**
 * Prices (in cents) where the referral fee can jump up as the price rises by one cent: the first cent
 * above each whole-price tier limit. Marginal brackets and the minimum are continuous and never jump.
 */
export function referralFeeJumpPricesCents(category: ReferralCategory): number[] {
  if (category.rule.kind !== "whole-price-tiers") return [];
  return category.rule.tiers
    .filter((tier): tier is { upTo: number; rate: number } => tier.upTo !== null)
    .map((tier) => toCents(tier.upTo) + 1);
}
