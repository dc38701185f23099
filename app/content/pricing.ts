import { formatNumber } from "~/lib/format";
import { supportByPlan } from "~/product/capabilities";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import type { PricingFaq, PricingPlan } from "./pricing-schema";
import { HISTORY_ON_CONNECT_SHORT, MULTI_ACCOUNT_PRICING } from "./shared-copy";

/**
 * Pricing plans shown on /pricing.
 *
 * SITE OWNER TO CONFIRM: every price, order limit, account/user allowance and the annual discount below
 * are proposals chosen to sit inside the market range (peers charge roughly $19-$399 a month by order
 * volume). Nothing here has been approved; change the numbers here and the page follows.
 *
 * Plans are priced by orders a month, Seller Central accounts, team members and support (capabilities.ts planTerms). Annual billing is quoted as a per-month equivalent, about 20% below
 * the monthly price, and pricing-schema.ts (checked by pricing.test.ts) makes sure the annual figures are consistent with each other.
 */

export const TRIAL_DAYS = 14;

const allLiveFeatures = "Every live feature: profit dashboard, P&L, PPC, inventory, smart tags, alerts";

/** Plan copy names product facts as tokens ({fact:historyOnConnectShort}), resolved from the product model here. */
export const pricingPlans: PricingPlan[] = resolveSiteTokens<PricingPlan[]>(
  [
    {
      id: "starter",
      name: "Starter",
      tagline: "For sellers who want real profit numbers without a spreadsheet.",
      price: { kind: "fixed", monthlyUsd: 39, annualMonthlyUsd: 31, annualTotalUsd: 372 },
      ordersPerMonth: 1_000,
      sellerAccounts: 1,
      users: 2,
      features: [
        "1 Seller Central account, all its marketplaces",
        "2 team members",
        allLiveFeatures,
        HISTORY_ON_CONNECT_SHORT,
        supportByPlan.starter,
      ],
      cta: { label: "Start 14-day free trial", href: "/signup" },
      highlighted: false,
    },
    {
      id: "growth",
      name: "Growth",
      tagline: "For sellers who need more orders, a second Seller Central account or more team members.",
      price: { kind: "fixed", monthlyUsd: 99, annualMonthlyUsd: 79, annualTotalUsd: 948 },
      ordersPerMonth: 5_000,
      sellerAccounts: 2,
      users: 5,
      features: [
        "2 Seller Central accounts",
        "5 team members",
        allLiveFeatures,
        HISTORY_ON_CONNECT_SHORT,
        supportByPlan.growth,
      ],
      cta: { label: "Start 14-day free trial", href: "/signup" },
      highlighted: true,
    },
    {
      id: "scale",
      name: "Scale",
      tagline: "For multi-brand sellers and teams with high order volume.",
      price: { kind: "fixed", monthlyUsd: 249, annualMonthlyUsd: 199, annualTotalUsd: 2_388 },
      ordersPerMonth: 20_000,
      sellerAccounts: 5,
      users: 15,
      features: [
        "5 Seller Central accounts",
        "15 team members",
        allLiveFeatures,
        HISTORY_ON_CONNECT_SHORT,
        supportByPlan.scale,
      ],
      cta: { label: "Start 14-day free trial", href: "/signup" },
      highlighted: false,
    },
    {
      id: "enterprise",
      name: "Enterprise",
      tagline: "For aggregators, agencies and data teams with custom needs.",
      price: { kind: "custom", label: "Custom pricing" },
      ordersPerMonth: null,
      sellerAccounts: null,
      users: null,
      features: [
        "Accounts and team members by agreement",
        "Data delivery to your warehouse or through an API, scoped with you",
        supportByPlan.enterprise,
        "Invoicing and annual agreements",
      ],
      cta: { label: "Contact sales", href: "/contact" },
      highlighted: false,
    },
  ],
  site,
);

/**
 * The one place a plan's order limit is stated on /pricing. A plan without a fixed limit starts where
 * the largest fixed limit ends, so Enterprise can never contradict the Scale plan.
 */
/** The lowest fixed plan's monthly price in USD: the offer in the product's structured data (app/seo/json-ld.ts). */
export const lowestMonthlyUsd = Math.min(
  ...pricingPlans.flatMap((plan) => (plan.price.kind === "fixed" ? [plan.price.monthlyUsd] : [])),
);

export function orderLimitLabel(plan: PricingPlan, plans: readonly PricingPlan[] = pricingPlans): string {
  if (plan.ordersPerMonth !== null) return `Up to ${formatNumber(plan.ordersPerMonth)} orders a month`;
  const largestFixedLimit = Math.max(...plans.map((other) => other.ordersPerMonth ?? 0));
  return `More than ${formatNumber(largestFixedLimit)} orders a month`;
}

export const pricingFaqs: PricingFaq[] = [
  {
    question: "How does the free trial work?",
    answer:
      "You get every live feature for 14 days with no credit card required. Connect your Amazon accounts, import your product costs and try it on your own data. If you do not choose a plan by the end of the trial, your account simply pauses.",
  },
  {
    question: "What counts as an order?",
    answer:
      "One Amazon order, whatever the number of units or items in it, across all connected marketplaces. Cancelled orders are not counted. The limit is the number of orders in a calendar month.",
  },
  {
    question: "What happens if I go over my plan's order limit?",
    answer:
      "Your data keeps syncing; nothing is cut off mid-month. If you exceed the limit two months in a row, we will ask you to move to the plan that fits your volume.",
  },
  {
    question: "Do all plans include every feature?",
    answer:
      "Yes, every live feature is on every plan. Plans differ by order volume, number of Seller Central accounts, team members and support level. Every plan exports any table to CSV; Enterprise adds a service, the same tables delivered to your warehouse or through an API, scoped with you.",
  },
  {
    question: "How much do I save with annual billing?",
    answer: "About 20%. Annual plans are charged once a year at the per-month price shown multiplied by twelve.",
  },
  {
    question: "Can I change or cancel my plan?",
    answer:
      "Yes. Upgrade at any time and the change applies immediately, prorated. Downgrades and cancellations take effect at the end of the current billing period.",
  },
  {
    question: "Do you offer pricing for agencies and aggregators?",
    answer: `Yes. ${MULTI_ACCOUNT_PRICING} Contact sales to discuss it.`,
  },
  {
    question: "Which payment methods do you accept?",
    answer: "Major credit and debit cards on monthly and annual plans. Enterprise customers can also pay by invoice.",
  },
];
