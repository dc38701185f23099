/**
 * The sample products every worked example, sample screen and post draws from: each described (name, package,
 * category, landed cost) once, so every page computes the same fees for it and states the same specification
 * (sampleSpec). All are hypothetical. Products used by one page only may live in that page's module, under a name
 * no sample here uses.
 */

export interface SampleProduct {
  /** What copy calls it ("a garlic press"); one specification per name site-wide. */
  name: string;
  /** Package sides in inches, any order, and unit weight in pounds, as the page states them. */
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  weightLb: number;
  /** An id from the fee engine's referral categories. */
  categoryId: string;
  /** Landed cost per unit in US dollars (product, freight to Amazon, duty). */
  landedCost: number;
}

/** The stainless garlic press in a 10 x 6 x 3 in box: the analytics-tool, BI and PPC landing pages. */
export const boxedGarlicPress: SampleProduct = {
  name: "stainless garlic press",
  lengthIn: 10,
  widthIn: 6,
  heightIn: 3,
  weightLb: 1.1,
  categoryId: "home-kitchen",
  landedCost: 7.8,
};

/** A silicone lid set, 9 x 9 x 2 in: the BI and PPC landing pages. */
export const siliconeLidSet: SampleProduct = {
  name: "silicone lid set",
  lengthIn: 9,
  widthIn: 9,
  heightIn: 2,
  weightLb: 0.9,
  categoryId: "home-kitchen",
  landedCost: 4.85,
};

/** The compact garlic press, 8 x 3 x 2 in: the FBA-sellers and executives pages. */
export const compactGarlicPress: SampleProduct = {
  name: "compact garlic press",
  lengthIn: 8,
  widthIn: 3,
  heightIn: 2,
  weightLb: 0.6,
  categoryId: "home-kitchen",
  landedCost: 3.8,
};

/** A yoga mat, 14 x 6 x 6 in, 2.4 lb: the brand-managers and agencies pages. */
export const yogaMat: SampleProduct = {
  name: "yoga mat",
  lengthIn: 14,
  widthIn: 6,
  heightIn: 6,
  weightLb: 2.4,
  categoryId: "sports-outdoors",
  landedCost: 9,
};

/** A Home & Kitchen item, 10 x 6 x 3 in, 1.2 lb, sold at $24.99 in May 2026: the A/B testing, P&L, PPC and custom analytics feature pages. */
export const homeKitchenItem: SampleProduct = {
  name: "Home & Kitchen item",
  lengthIn: 10,
  widthIn: 6,
  heightIn: 3,
  weightLb: 1.2,
  categoryId: "home-kitchen",
  landedCost: 4.8,
};

/** A silicone utensil set, 12 x 4 x 3 in, 1.1 lb: the blog's break-even ACoS, fuel surcharge, Q4 and inventory posts. */
export const utensilSet: SampleProduct = {
  name: "utensil set",
  lengthIn: 12,
  widthIn: 4,
  heightIn: 3,
  weightLb: 1.1,
  categoryId: "home-kitchen",
  landedCost: 6.5,
};

export const sampleProducts: readonly SampleProduct[] = [
  boxedGarlicPress,
  siliconeLidSet,
  compactGarlicPress,
  yogaMat,
  homeKitchenItem,
  utensilSet,
];

/** The package as copy states it: "10 x 6 x 3 in". */
export function sampleDimensions(product: SampleProduct): string {
  return `${product.lengthIn} x ${product.widthIn} x ${product.heightIn} in`;
}
