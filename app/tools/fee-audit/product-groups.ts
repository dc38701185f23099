import type { ProductType } from "~/fba-fees";

/**
 * Amazon's `product-group` (a department, not the referral fee category: research A8) mapped to a referral
 * category of the fee engine, only where the department sits wholly inside one category. Departments that
 * span several fee categories (Wireless, PC, Consumer Electronics, Kitchen appliances...) stay unmapped and the
 * audit says so instead of guessing. UNVERIFIED: only `Luggage` and `Sports` were seen in real rows; the other
 * keys are Amazon department names as sellers see them in listings.
 */
const groupToCategory: Readonly<Record<string, string>> = {
  luggage: "luggage",
  sports: "sports-outdoors",
  "sporting goods": "sports-outdoors",
  toy: "toys-games",
  toys: "toys-games",
  book: "books",
  books: "books",
  music: "music",
  dvd: "video-dvd",
  video: "video-dvd",
  software: "software",
  "video games": "video-games",
  "pet products": "pet-supplies",
  "home improvement": "tools-home-improvement",
  "office product": "office-products",
  "office products": "office-products",
  shoes: "footwear",
  home: "home-kitchen",
  kitchen: "home-kitchen",
  furniture: "furniture",
  jewelry: "jewelry",
  watch: "watches",
  grocery: "grocery-gourmet",
  "baby product": "baby",
  beauty: "beauty-health-personal-care",
  "health and beauty": "beauty-health-personal-care",
  apparel: "clothing-accessories",
  "automotive parts and accessories": "automotive-powersports",
  camera: "camera-photo",
};

export interface ProductGroupMapping {
  /** Referral category id, or null when the group cannot be mapped to one category. */
  categoryId: string | null;
  /** Apparel has its own fulfillment card. Dangerous goods cannot be told from the report. */
  productType: ProductType;
}

export function mapProductGroup(productGroup: string): ProductGroupMapping {
  const key = productGroup.trim().toLowerCase().replace(/_/g, " ").replace(/\s+/g, " ");
  const categoryId = groupToCategory[key] ?? null;
  return { categoryId, productType: key === "apparel" ? "apparel" : "non-apparel" };
}
