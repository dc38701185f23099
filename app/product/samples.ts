/**
 * The sample products every worked example, sample screen, post and KPI page draws from: each described (name,
 * package, category, landed cost, price) once, so every page computes the same size tier and fees for it and states
 * the same specification; sampleCopyProblems (claims.ts) fails a page that gives one another price, weight, size or
 * landed cost. All are hypothetical. Products used by one page only may live in that page's module, under a name no
 * sample here uses.
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
  /** The price the pages sell it at, in US dollars (a page that tries another price names it as such). */
  price: number;
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
  price: 29.99,
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
  price: 17.99,
};

/**
 * The herb keeper, a 2 pack in an 11 x 5 x 5 in box: a row of the analytics-tool overview and of the BI page's
 * export preview, which price it the same.
 */
export const herbKeeper: SampleProduct = {
  name: "herb keeper",
  lengthIn: 11,
  widthIn: 5,
  heightIn: 5,
  weightLb: 1.3,
  categoryId: "home-kitchen",
  landedCost: 9.7,
  price: 26.99,
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
  price: 19.99,
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
  price: 29.99,
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
  price: 24.99,
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
  price: 24.99,
};

/** A desk lamp in a 17 x 8 x 6 in box, 2.6 lb: the fuel surcharge, size tier and placement posts. */
export const deskLamp: SampleProduct = {
  name: "desk lamp",
  lengthIn: 17,
  widthIn: 8,
  heightIn: 6,
  weightLb: 2.6,
  categoryId: "home-kitchen",
  landedCost: 14,
  price: 54.99,
};

/** A foam garden kneeler in a 22 x 16 x 10 in carton, 6 lb (small bulky): the fuel surcharge and size tier posts. */
export const gardenKneeler: SampleProduct = {
  name: "garden kneeler",
  lengthIn: 22,
  widthIn: 16,
  heightIn: 10,
  weightLb: 6,
  categoryId: "tools-home-improvement",
  landedCost: 12,
  price: 59.99,
};

/** Resistance bands in a flat 9 x 6 x 0.7 in mailer, 0.5 lb (small standard): the fuel, size tier and placement posts. */
export const resistanceBands: SampleProduct = {
  name: "resistance bands",
  lengthIn: 9,
  widthIn: 6,
  heightIn: 0.7,
  weightLb: 0.5,
  categoryId: "sports-outdoors",
  landedCost: 3,
  price: 14.99,
};

/**
 * The silicone baking mat of the KPI library's advertising pages (ACoS, break-even ACoS, CPC, ROAS...): 12 oz,
 * large standard. The pages give no package size; this one keeps its dimensional weight under its unit weight.
 */
export const bakingMat: SampleProduct = {
  name: "baking mat",
  lengthIn: 16,
  widthIn: 3,
  heightIn: 2,
  weightLb: 0.75,
  categoryId: "home-kitchen",
  landedCost: 9.5,
  price: 40,
};

/**
 * The silicone spatula set of the KPI library's profit pages (the brand's March 2026: gross sales, net sales, COGS,
 * refunds, margins): 12 oz, large standard. As for the baking mat, the pages give no package size.
 */
export const spatulaSet: SampleProduct = {
  name: "spatula set",
  lengthIn: 13,
  widthIn: 4,
  heightIn: 2,
  weightLb: 0.75,
  categoryId: "home-kitchen",
  landedCost: 6.85,
  price: 24.99,
};

export const sampleProducts: readonly SampleProduct[] = [
  boxedGarlicPress,
  siliconeLidSet,
  herbKeeper,
  compactGarlicPress,
  yogaMat,
  homeKitchenItem,
  utensilSet,
  deskLamp,
  gardenKneeler,
  resistanceBands,
  bakingMat,
  spatulaSet,
];

/** The package as copy states it: "10 x 6 x 3 in". */
export function sampleDimensions(product: SampleProduct): string {
  return `${product.lengthIn} x ${product.widthIn} x ${product.heightIn} in`;
}
