import type { ExampleProduct } from "./unit-economics";

/**
 * Hypothetical products that more than one page or post uses, so each is described (package, category, landed
 * cost) once and every page computes the same fees for it. Products used by one page live in that page's module.
 */

/** A stainless garlic press in a 10 x 6 x 3 in box: the analytics-tool, BI and PPC landing pages. */
export const boxedGarlicPress: ExampleProduct = { lengthIn: 10, widthIn: 6, heightIn: 3, weightLb: 1.1, categoryId: "home-kitchen", landedCost: 7.8 };

/** A silicone lid set, 9 x 9 x 2 in: the BI and PPC landing pages. */
export const siliconeLidSet: ExampleProduct = { lengthIn: 9, widthIn: 9, heightIn: 2, weightLb: 0.9, categoryId: "home-kitchen", landedCost: 4.85 };

/** A compact garlic press, 8 x 3 x 2 in: the FBA-sellers and executives pages. */
export const compactGarlicPress: ExampleProduct = { lengthIn: 8, widthIn: 3, heightIn: 2, weightLb: 0.6, categoryId: "home-kitchen", landedCost: 3.8 };

/** A yoga mat, 14 x 6 x 6 in, 2.4 lb: the brand-managers and agencies pages. */
export const yogaMat: ExampleProduct = { lengthIn: 14, widthIn: 6, heightIn: 6, weightLb: 2.4, categoryId: "sports-outdoors", landedCost: 9 };

/** A Home & Kitchen item, 10 x 6 x 3 in, 1.2 lb, sold at $24.99 in May 2026: the A/B testing, P&L, PPC and custom analytics feature pages. */
export const homeKitchenItem: ExampleProduct = { lengthIn: 10, widthIn: 6, heightIn: 3, weightLb: 1.2, categoryId: "home-kitchen", landedCost: 4.8 };

/** A silicone utensil set, 12 x 4 x 3 in, 1.1 lb: the blog's break-even ACoS, fuel surcharge, Q4 and inventory posts. */
export const utensilSet: ExampleProduct = { lengthIn: 12, widthIn: 4, heightIn: 3, weightLb: 1.1, categoryId: "home-kitchen", landedCost: 6.5 };
