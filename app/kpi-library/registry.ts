import type { KpiCategorySlug } from "./schema";

/**
 * Every KPI slug in the library, by category. Content and formula files must define exactly these
 * (a test checks it), so related links written by different authors always resolve.
 */
export const kpiSlugsByCategory = {
  "sales-and-traffic": [
    "ordered-product-sales", "units-ordered", "total-order-items", "average-selling-price", "average-order-value",
    "units-per-order-item", "sessions", "page-views", "mobile-session-share", "unit-session-percentage",
    "conversion-rate", "featured-offer-percentage", "average-offer-count", "b2b-sales-share", "organic-sales-share",
    "estimated-monthly-sales", "sales-growth-rate", "review-velocity", "average-star-rating", "best-sellers-rank",
    "organic-keyword-rank",
  ],
  "profit-and-margin": [
    "gross-sales", "net-sales", "cost-of-goods-sold", "landed-cost-per-unit", "gross-profit", "gross-margin",
    "contribution-margin", "contribution-margin-roi", "pre-ad-margin", "net-profit", "net-profit-margin", "roi",
    "profit-per-unit", "break-even-price", "estimated-payout", "refund-rate", "refund-cost", "promotion-cost-share",
    "cash-conversion-cycle",
  ],
  "amazon-fees": [
    "referral-fee", "fba-fulfillment-fee", "monthly-storage-fee", "aged-inventory-surcharge", "inbound-placement-fee",
    "low-inventory-level-fee", "returns-processing-fee", "storage-utilization-surcharge", "amazon-fees-percentage",
    "dimensional-weight", "media-closing-fee", "fuel-and-logistics-surcharge", "fees-per-unit", "fba-reimbursements",
  ],
  advertising: [
    "acos", "tacos", "roas", "cpc", "ctr", "cpm", "ad-conversion-rate", "break-even-acos", "target-acos",
    "sponsored-sales-share", "new-to-brand-order-share", "cost-per-acquisition", "ad-spend-share-of-revenue",
    "share-of-voice", "ad-impressions", "ad-clicks", "ad-orders", "ad-sales", "top-of-search-impression-share",
  ],
  "search-query-performance": [
    "search-query-volume", "impression-share", "click-share", "cart-add-share", "purchase-share",
    "search-query-click-rate", "search-query-conversion-rate", "purchase-to-click-share-ratio", "top-search-terms-click-share",
    "top-search-terms-conversion-share",
  ],
  inventory: [
    "excess-inventory-percentage", "sell-through-rate", "stranded-inventory-percentage", "in-stock-rate",
    "days-of-supply", "weeks-of-cover", "stockout-days", "inventory-turnover", "lost-sales", "reorder-point",
    "safety-stock", "aged-inventory-percentage", "inventory-carrying-cost", "storage-cost-per-unit", "inventory-performance-index",
    "storage-utilization-ratio", "days-of-inventory-outstanding",
  ],
  "account-health": [
    "order-defect-rate", "negative-feedback-rate", "a-to-z-claim-rate", "chargeback-rate", "late-shipment-rate",
    "pre-fulfillment-cancel-rate", "valid-tracking-rate", "on-time-delivery-rate", "return-dissatisfaction-rate",
    "buyer-message-response-rate", "account-health-rating", "negative-customer-experience-rate",
  ],
  "customers-and-market": [
    "customer-acquisition-cost", "customer-lifetime-value", "ltv-to-cac-ratio", "repeat-purchase-rate",
    "customer-retention-rate", "review-rate", "market-share", "price-index", "subscribe-and-save-share",
    "return-rate",
  ],
} as const satisfies Record<KpiCategorySlug, readonly string[]>;

export type KpiSlug = (typeof kpiSlugsByCategory)[KpiCategorySlug][number];

/** How many KPIs the library has (navigation and home copy quote it). */
export const kpiCount: number = Object.values(kpiSlugsByCategory).flat().length;
