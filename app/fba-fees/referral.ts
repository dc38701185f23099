import { formatNumber, formatUsd } from "../lib/format";
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

/** The percentage part of the fee in (unrounded) cents, and a description of how it was reached. */
function percentagePart(rule: ReferralRule, priceCents: number): { cents: number; detail: string } {
  switch (rule.kind) {
    case "flat":
      return { cents: priceCents * rule.rate, detail: `${percent(rule.rate)} of ${dollars(priceCents)}` };
    case "whole-price-tiers": {
      const tier =
        rule.tiers.find((candidate) => candidate.upTo === null || priceCents <= toCents(candidate.upTo)) ??
        rule.tiers[rule.tiers.length - 1];
      const rate = tier?.rate ?? 0;
      return { cents: priceCents * rate, detail: `${percent(rate)} of the whole ${dollars(priceCents)} (price tier)` };
    }
    case "marginal": {
      let remainingFrom = 0;
      let total = 0;
      const parts: string[] = [];
      for (const bracket of rule.brackets) {
        const upToCents = bracket.upTo === null ? Infinity : toCents(bracket.upTo);
        const portion = Math.max(0, Math.min(priceCents, upToCents) - remainingFrom);
        if (portion > 0) {
          total += portion * bracket.rate;
          parts.push(`${percent(bracket.rate)} of ${dollars(portion)}`);
        }
        remainingFrom = upToCents;
        if (priceCents <= upToCents) break;
      }
      return { cents: total, detail: parts.join(" + ") };
    }
  }
}

/**
 * Referral fee on the total sales price (item price + any shipping or gift wrap charged to the buyer),
 * rounded half up to the cent, with the category's per-item minimum and closing fee.
 */
export function calculateReferralFee(category: ReferralCategory, totalSalesPrice: number): ReferralFee {
  const priceCents = toCents(totalSalesPrice);
  const part = percentagePart(category.rule, priceCents);
  // Round half up; the nudge absorbs float error on exact half cents.
  const percentageFeeCents = Math.round(part.cents + 1e-7);
  const minimumCents = category.minimumFee === null ? 0 : toCents(category.minimumFee);
  const minimumApplied = minimumCents > percentageFeeCents;
  const referralFeeCents = Math.max(percentageFeeCents, minimumCents);
  const closingFeeCents = toCents(category.closingFee);
  const minimumText = minimumApplied ? `; the ${dollars(minimumCents)} per-item minimum applies` : "";
  return {
    percentageFeeCents,
    referralFeeCents,
    minimumApplied,
    closingFeeCents,
    effectiveRate: priceCents > 0 ? referralFeeCents / priceCents : 0,
    explanation: `${category.label}: ${part.detail} = ${dollars(percentageFeeCents)}${minimumText}.`,
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
