import { sources } from "./sources";
import type { Provenance } from "./types";

/**
 * US referral fee categories (unchanged for 2025 and 2026 per research S10). Rates are fractions.
 * - "flat": one rate on the whole price.
 * - "marginal": each rate applies only to the part of the price inside its bracket ("15% of the portion
 *   up to $200, 10% of the portion above").
 * - "whole-price-tiers": the total price picks ONE rate for the whole price ("8% if the total sales price
 *   is $10 or less, else 15%"). Tier limits are inclusive.
 */
export type ReferralRule =
  | { kind: "flat"; rate: number }
  | { kind: "marginal"; brackets: readonly { upTo: number | null; rate: number }[] }
  | { kind: "whole-price-tiers"; tiers: readonly { upTo: number | null; rate: number }[] };

export interface ReferralCategory {
  id: string;
  label: string;
  rule: ReferralRule;
  /** Per-item minimum referral fee, or null when the category has none (media). */
  minimumFee: number | null;
  /** Per-item closing fee (media only). */
  closingFee: number;
  /** One line for the UI, e.g. "15% up to $200, 10% above (marginal); $0.30 minimum". */
  summary: string;
  provenance: Provenance;
}

const STANDARD_MINIMUM = 0.3;
const MEDIA_CLOSING_FEE = 1.8;
const published: Provenance = { isEstimate: false, source: sources.referral };

const flat = (rate: number): ReferralRule => ({ kind: "flat", rate });

function category(
  id: string,
  label: string,
  rule: ReferralRule,
  summary: string,
  options: { minimumFee?: number | null; closingFee?: number; provenance?: Provenance } = {},
): ReferralCategory {
  return {
    id,
    label,
    rule,
    minimumFee: options.minimumFee === undefined ? STANDARD_MINIMUM : options.minimumFee,
    closingFee: options.closingFee ?? 0,
    summary,
    provenance: options.provenance ?? published,
  };
}

const media = (id: string, label: string) =>
  category(id, label, flat(0.15), "15%; no minimum; plus $1.80 closing fee per item", {
    minimumFee: null,
    closingFee: MEDIA_CLOSING_FEE,
  });

const everythingElse = (id: string, label: string) => category(id, label, flat(0.15), "15%; $0.30 minimum");

export const referralCategories: readonly ReferralCategory[] = [
  category("amazon-device-accessories", "Amazon Device Accessories", flat(0.45), "45%; $0.30 minimum"),
  category("automotive-powersports", "Automotive & Powersports", flat(0.12), "12%; $0.30 minimum"),
  category("base-equipment-power-tools", "Base Equipment Power Tools", flat(0.12), "12%; $0.30 minimum"),
  category(
    "business-industrial-scientific",
    "Business, Industrial & Scientific Supplies",
    flat(0.12),
    "12%; $0.30 minimum",
  ),
  category(
    "baby",
    "Baby Products",
    {
      kind: "whole-price-tiers",
      tiers: [
        { upTo: 10, rate: 0.08 },
        { upTo: null, rate: 0.15 },
      ],
    },
    "8% if the total price is $10 or less, else 15%; $0.30 minimum",
  ),
  category(
    "beauty-health-personal-care",
    "Beauty, Health & Personal Care",
    {
      kind: "whole-price-tiers",
      tiers: [
        { upTo: 10, rate: 0.08 },
        { upTo: null, rate: 0.15 },
      ],
    },
    "8% if the total price is $10 or less, else 15%; $0.30 minimum",
  ),
  category(
    "grocery-gourmet",
    "Grocery & Gourmet",
    {
      kind: "whole-price-tiers",
      tiers: [
        { upTo: 15, rate: 0.08 },
        { upTo: null, rate: 0.15 },
      ],
    },
    "8% if the total price is $15 or less, else 15%; $0.30 minimum assumed",
    {
      provenance: {
        ...published,
        isEstimate: true,
        note: "Sources do not say whether Grocery has the $0.30 minimum; it is applied (the more cautious choice).",
      },
    },
  ),
  category(
    "clothing-accessories",
    "Clothing & Accessories",
    {
      kind: "whole-price-tiers",
      tiers: [
        { upTo: 15, rate: 0.05 },
        { upTo: 20, rate: 0.1 },
        { upTo: null, rate: 0.17 },
      ],
    },
    "5% if the total price is $15 or less, 10% up to $20, 17% above $20; $0.30 minimum",
  ),
  category(
    "compact-appliances",
    "Compact Appliances",
    {
      kind: "marginal",
      brackets: [
        { upTo: 300, rate: 0.15 },
        { upTo: null, rate: 0.08 },
      ],
    },
    "15% on the part up to $300, 8% on the part above; $0.30 minimum",
  ),
  category("full-size-appliances", "Full-Size Appliances", flat(0.08), "8%; $0.30 minimum"),
  category("computers", "Computers", flat(0.08), "8%; $0.30 minimum"),
  category("consumer-electronics", "Consumer Electronics", flat(0.08), "8%; $0.30 minimum"),
  category("camera-photo", "Camera & Photo", flat(0.08), "8%; $0.30 minimum"),
  category("video-game-consoles", "Video Game Consoles", flat(0.08), "8%; $0.30 minimum"),
  category(
    "electronics-accessories",
    "Electronics Accessories",
    {
      kind: "marginal",
      brackets: [
        { upTo: 100, rate: 0.15 },
        { upTo: null, rate: 0.08 },
      ],
    },
    "15% on the part up to $100, 8% on the part above; $0.30 minimum",
  ),
  category(
    "furniture",
    "Furniture",
    {
      kind: "marginal",
      brackets: [
        { upTo: 200, rate: 0.15 },
        { upTo: null, rate: 0.1 },
      ],
    },
    "15% on the part up to $200, 10% on the part above; $0.30 minimum",
  ),
  category(
    "jewelry",
    "Jewelry",
    {
      kind: "marginal",
      brackets: [
        { upTo: 250, rate: 0.2 },
        { upTo: null, rate: 0.05 },
      ],
    },
    "20% on the part up to $250, 5% on the part above; $0.30 minimum",
  ),
  category(
    "watches",
    "Watches",
    {
      kind: "marginal",
      brackets: [
        { upTo: 1500, rate: 0.16 },
        { upTo: null, rate: 0.03 },
      ],
    },
    "16% on the part up to $1,500, 3% on the part above; $0.30 minimum",
  ),
  category(
    "fine-art",
    "Fine Art",
    {
      kind: "marginal",
      brackets: [
        { upTo: 100, rate: 0.2 },
        { upTo: 1000, rate: 0.15 },
        { upTo: 5000, rate: 0.1 },
        { upTo: null, rate: 0.05 },
      ],
    },
    "20% up to $100, 15% to $1,000, 10% to $5,000, 5% above (marginal); $0.30 minimum",
  ),
  category("gift-cards", "Gift Cards", flat(0.2), "20%; $0.30 minimum"),
  category("merchant-fulfilled-services", "Merchant-Fulfilled Services", flat(0.2), "20%; $0.30 minimum"),
  category("tires", "Tires", flat(0.1), "10%; $0.30 minimum"),
  category(
    "lawn-mowers-snow-throwers",
    "Lawn Mowers & Snow Throwers",
    {
      kind: "whole-price-tiers",
      tiers: [
        { upTo: 500, rate: 0.15 },
        { upTo: null, rate: 0.08 },
      ],
    },
    "15% if the total price is $500 or less, else 8%; $0.30 minimum",
    {
      provenance: {
        ...published,
        isEstimate: true,
        note: "Amazon's wording is ambiguous: '8% above $500' is read as a whole-price tier, not a marginal bracket.",
      },
    },
  ),
  // Media: no minimum, plus the closing fee.
  media("books", "Books"),
  media("music", "Music"),
  media("video-dvd", "Video & DVD"),
  media("software", "Software"),
  media("video-games", "Video Games"),
  // "Everything else" at 15%: listed one by one so sellers find their category by name.
  everythingElse("home-kitchen", "Home & Kitchen"),
  everythingElse("toys-games", "Toys & Games"),
  everythingElse("sports-outdoors", "Sports & Outdoors"),
  everythingElse("pet-supplies", "Pet Supplies"),
  everythingElse("tools-home-improvement", "Tools & Home Improvement"),
  everythingElse("office-products", "Office Products"),
  everythingElse("footwear", "Shoes & Footwear"),
  everythingElse("luggage", "Luggage & Travel Accessories"),
  everythingElse("everything-else", "Everything else"),
];

export type ReferralCategoryId = string;

/** The categories as a form's options: alphabetical, with "Everything else" last. */
export const referralCategoryOptions: readonly { value: string; label: string }[] = [...referralCategories]
  .sort((a, b) => (a.id === "everything-else" ? 1 : b.id === "everything-else" ? -1 : a.label.localeCompare(b.label)))
  .map((category) => ({ value: category.id, label: category.label }));

const categoriesById = new Map(referralCategories.map((entry) => [entry.id, entry]));

export function findReferralCategory(id: string): ReferralCategory | undefined {
  return categoriesById.get(id);
}
