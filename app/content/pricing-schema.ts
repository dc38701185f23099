import { z } from "~/lib/zod";

/**
 * The rules /pricing's data must follow, checked by pricing.test.ts (not in the browser: the page ships the
 * checked data, not Zod).
 */
const linkSchema = z.object({ label: z.string().min(2), href: z.string().regex(/^(\/|https:\/\/)/) });

const fixedPriceSchema = z
  .object({
    kind: z.literal("fixed"),
    /** Billed month to month, USD. */
    monthlyUsd: z.number().int().positive(),
    /** Per-month equivalent when billed annually, USD. */
    annualMonthlyUsd: z.number().int().positive(),
    /** Amount charged once a year, USD. */
    annualTotalUsd: z.number().int().positive(),
  })
  .refine((p) => p.annualTotalUsd === p.annualMonthlyUsd * 12, "annualTotalUsd must equal annualMonthlyUsd x 12")
  .refine((p) => p.annualMonthlyUsd < p.monthlyUsd, "annual billing must be cheaper per month than monthly billing");

const customPriceSchema = z.object({ kind: z.literal("custom"), label: z.string().min(3) });

export const pricingPlanSchema = z.object({
  id: z.enum(["starter", "growth", "scale", "enterprise"]),
  name: z.string().min(3).max(20),
  tagline: z.string().min(10).max(120),
  price: z.discriminatedUnion("kind", [fixedPriceSchema, customPriceSchema]),
  /** Orders per month included; null = no fixed limit (custom plans). */
  ordersPerMonth: z.number().int().positive().nullable(),
  /** Seller Central accounts (each covering the marketplaces of one Amazon region); null = by agreement. */
  sellerAccounts: z.number().int().positive().nullable(),
  /** Team members who can log in; null = unlimited. */
  users: z.number().int().positive().nullable(),
  /** What the plan adds or includes, shortest first; shown as a list. The order limit is not repeated here: orderLimitLabel states it. */
  features: z.array(z.string().min(5)).min(3).max(10),
  cta: linkSchema,
  /** The plan the page visually recommends. Exactly one plan should set it. */
  highlighted: z.boolean().default(false),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingPlansSchema = z
  .array(pricingPlanSchema)
  .length(4)
  .refine((plans) => plans.filter((p) => p.highlighted).length === 1, "exactly one plan must be highlighted");

export const pricingFaqSchema = z.object({ question: z.string().min(10), answer: z.string().min(20) });
export type PricingFaq = z.infer<typeof pricingFaqSchema>;
export const pricingFaqsSchema = z.array(pricingFaqSchema).max(8);
