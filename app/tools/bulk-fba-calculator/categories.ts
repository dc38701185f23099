import { referralCategories } from "~/fba-fees";

/**
 * Referral fee categories by the names sellers write: Amazon's names as the FBA calculator lists them, our ids,
 * and common variants ("Home and Kitchen", "Toys", "Grocery & Gourmet Food"), in any case, with "&" or "and".
 * Variants map only where the fee rule is the same as the named category's (e.g. "Kitchen" is Home & Kitchen,
 * 15% like everything else there).
 */
const variants: Readonly<Record<string, readonly string[]>> = {
  "amazon-device-accessories": ["Amazon Devices Accessories", "Amazon device accessory"],
  "automotive-powersports": ["Automotive", "Powersports", "Auto"],
  "business-industrial-scientific": [
    "Industrial & Scientific",
    "Business, Industrial & Scientific",
    "Industrial and scientific supplies",
  ],
  baby: ["Baby"],
  "beauty-health-personal-care": [
    "Beauty",
    "Health & Personal Care",
    "Beauty & Personal Care",
    "Health & Household",
    "Beauty and Health",
    "Personal Care",
  ],
  "grocery-gourmet": ["Grocery", "Grocery & Gourmet Food", "Gourmet"],
  "clothing-accessories": ["Clothing", "Apparel", "Clothing and accessories"],
  "compact-appliances": ["Compact Appliance"],
  "full-size-appliances": ["Full Size Appliances", "Appliances"],
  computers: ["Computer", "PC"],
  "consumer-electronics": ["Electronics"],
  "camera-photo": ["Camera", "Cameras", "Photo"],
  "video-game-consoles": ["Game consoles", "Video game console"],
  "electronics-accessories": ["Electronic Accessories", "Accessories for electronics"],
  "fine-art": ["Art"],
  "gift-cards": ["Gift Card"],
  "lawn-mowers-snow-throwers": ["Lawn Mowers", "Snow Throwers"],
  books: ["Book"],
  "video-dvd": ["Video", "DVD", "Movies & TV", "Video DVD"],
  "video-games": ["Video Game", "Games"],
  "home-kitchen": ["Home", "Kitchen", "Home & Garden", "Kitchen & Dining"],
  "toys-games": ["Toys", "Games & Toys"],
  "sports-outdoors": ["Sports", "Outdoors", "Sporting goods"],
  "pet-supplies": ["Pets", "Pet", "Pet products"],
  "tools-home-improvement": ["Tools", "Home Improvement"],
  "office-products": ["Office", "Office supplies"],
  footwear: ["Shoes", "Footwear"],
  luggage: ["Luggage", "Travel Accessories", "Luggage & Travel"],
  "everything-else": ["Other", "Everything else (15%)"],
};

/** Lower case, "&" as "and", punctuation and spacing dropped: "Home & Kitchen" = "home and kitchen" = "HOME-AND-KITCHEN". */
export function categoryKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "");
}

const idByKey = new Map<string, string>();
for (const category of referralCategories) {
  for (const name of [category.label, category.id, ...(variants[category.id] ?? [])]) {
    const key = categoryKey(name);
    if (!idByKey.has(key)) idByKey.set(key, category.id);
  }
}

/** The referral category id a cell names, or null. */
export function findCategoryId(text: string): string | null {
  return idByKey.get(categoryKey(text)) ?? null;
}

/** A few of Amazon's names, for the message when a category is not recognised. */
export const categoryExamples = [
  "Home & Kitchen",
  "Beauty, Health & Personal Care",
  "Electronics Accessories",
  "Toys & Games",
  "Everything else",
];
