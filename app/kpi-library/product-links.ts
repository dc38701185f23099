import type { KpiSlug } from "./registry";

/**
 * Which of our feature pages or free tools tracks which KPI: the one mapping behind both directions,
 * the "How <brand> tracks it" section of a KPI page and the "Metrics on this page" links of feature and
 * tool pages. Client-safe (paths and slugs only). Claims stay within what each page's own copy promises.
 */
export type ProductPage = {
  name: string;
  path: string;
  kind: "feature" | "free tool";
  comingSoon?: boolean;
  /** How that page tracks its KPIs, read as "<name> <how>". */
  how: string;
  kpis: readonly KpiSlug[];
};

export const productPages = [
  {
    name: "Profit & Loss",
    path: "/features/profit-loss",
    kind: "feature",
    how: "calculates it by product and period from Amazon's financial event data, after every Amazon fee, product cost and ad spend.",
    kpis: [
      "gross-sales", "net-sales", "cost-of-goods-sold", "landed-cost-per-unit", "gross-profit", "gross-margin",
      "contribution-margin", "contribution-margin-roi", "pre-ad-margin", "net-profit", "net-profit-margin", "roi",
      "profit-per-unit", "estimated-payout", "refund-rate", "refund-cost", "promotion-cost-share", "referral-fee",
      "fba-fulfillment-fee", "monthly-storage-fee", "aged-inventory-surcharge", "inbound-placement-fee",
      "low-inventory-level-fee", "returns-processing-fee", "storage-utilization-surcharge", "amazon-fees-percentage",
      "media-closing-fee", "fuel-and-logistics-surcharge", "fees-per-unit",
    ],
  },
  {
    name: "the free FBA Fee & Profit Calculator",
    path: "/features/amazon-fba-calculator",
    kind: "free tool",
    how: "works it out for any product from its dimensions, weight, price and category with the 2026 US fee schedules.",
    kpis: [
      "referral-fee", "fba-fulfillment-fee", "monthly-storage-fee", "inbound-placement-fee", "low-inventory-level-fee",
      "returns-processing-fee", "dimensional-weight", "media-closing-fee", "fuel-and-logistics-surcharge", "fees-per-unit",
      "storage-cost-per-unit", "profit-per-unit", "break-even-price",
    ],
  },
  {
    name: "Daily Amazon Analytics",
    path: "/features/daily-amazon-analytics",
    kind: "feature",
    how: "shows it for today, yesterday and any day you choose, compared with the same weekday last week and last year.",
    kpis: [
      "ordered-product-sales", "units-ordered", "total-order-items", "average-selling-price", "average-order-value",
      "sales-growth-rate", "refund-rate", "net-profit", "acos", "tacos", "ad-sales",
    ],
  },
  {
    name: "PPC Management",
    path: "/features/ppc-management",
    kind: "feature",
    how: "reports it per campaign, ad group and target, joined to product margins so you see profit after ads next to it.",
    kpis: [
      "acos", "tacos", "roas", "cpc", "ctr", "cpm", "ad-conversion-rate", "break-even-acos", "target-acos", "sponsored-sales-share",
      "new-to-brand-order-share", "cost-per-acquisition", "ad-spend-share-of-revenue", "ad-impressions", "ad-clicks", "ad-orders",
      "ad-sales", "top-of-search-impression-share", "customer-acquisition-cost",
    ],
  },
  {
    name: "Winners & Losers",
    path: "/features/winners-losers",
    kind: "feature",
    how: "flags the products where it moved most between two periods and shows what moved it.",
    kpis: [
      "sales-growth-rate", "net-profit", "sessions", "conversion-rate", "featured-offer-percentage", "stockout-days",
    ],
  },
  {
    name: "Products Feed",
    path: "/features/products-feed",
    kind: "feature",
    how: "shows it for every product in one table, with a 30-day trend, filters and CSV export.",
    kpis: [
      "ordered-product-sales", "units-ordered", "total-order-items", "average-selling-price", "sessions",
      "unit-session-percentage", "featured-offer-percentage", "net-profit", "net-profit-margin", "roi", "profit-per-unit",
      "acos", "tacos", "break-even-acos", "days-of-supply", "weeks-of-cover", "stockout-days", "refund-rate", "refund-cost",
    ],
  },
  {
    name: "the free Lost Sales Calculator",
    path: "/tools/lost-sales-calculator",
    kind: "free tool",
    how: "estimates the sales and profit a stockout cost you from your sales rate, days out of stock and price.",
    kpis: [
      "lost-sales", "stockout-days",
    ],
  },
  {
    name: "the free Inventory ROI Planner",
    path: "/tools/roi-calculator",
    kind: "free tool",
    how: "works out the profit, ROI and payback of your next purchase order before you place it.",
    kpis: [
      "roi", "landed-cost-per-unit", "profit-per-unit",
    ],
  },
  {
    name: "the free Organic Rank Tracker",
    path: "/tools/organic-rank-tracker",
    kind: "free tool",
    how: "charts it from your own rank observations and flags keywords whose rank dropped.",
    kpis: ["organic-keyword-rank", "share-of-voice"],
  },
  {
    name: "SQP Keyword Optimizer",
    path: "/features/sqp-keyword-optimizer",
    kind: "feature",
    comingSoon: true,
    how: "is planned to follow it query by query from Search Query Performance and Brand Analytics data, week by week.",
    kpis: [
      "search-query-volume", "impression-share", "click-share", "cart-add-share", "purchase-share", "search-query-click-rate",
      "search-query-conversion-rate", "purchase-to-click-share-ratio", "top-search-terms-click-share",
      "top-search-terms-conversion-share",
    ],
  },
  {
    name: "Custom Analytics",
    path: "/features/custom-analytics",
    kind: "feature",
    comingSoon: true,
    how: "is planned to let you build it as your own metric from your Amazon data and share one definition with your team.",
    kpis: [
      "customer-lifetime-value", "ltv-to-cac-ratio", "repeat-purchase-rate", "customer-retention-rate", "review-rate", "market-share",
      "price-index", "subscribe-and-save-share", "estimated-monthly-sales",
    ],
  },
] as const satisfies readonly ProductPage[];

/**
 * KPIs none of our pages tracks today (Amazon computes them in Account Health or Inventory Performance, or they
 * need data the product does not import). Their pages say so plainly instead of claiming a feature.
 */
export const kpisNotTracked: readonly KpiSlug[] = [
  "order-defect-rate", "negative-feedback-rate", "a-to-z-claim-rate", "chargeback-rate", "late-shipment-rate",
  "pre-fulfillment-cancel-rate", "valid-tracking-rate", "on-time-delivery-rate", "return-dissatisfaction-rate",
  "buyer-message-response-rate", "account-health-rating", "negative-customer-experience-rate", "page-views",
  "mobile-session-share", "units-per-order-item", "b2b-sales-share", "organic-sales-share", "best-sellers-rank",
  "average-offer-count", "average-star-rating", "review-velocity", "excess-inventory-percentage", "sell-through-rate",
  "stranded-inventory-percentage", "in-stock-rate", "inventory-turnover", "aged-inventory-percentage",
  "inventory-carrying-cost", "inventory-performance-index", "storage-utilization-ratio", "days-of-inventory-outstanding",
  "reorder-point", "safety-stock", "cash-conversion-cycle", "fba-reimbursements", "return-rate",
];

export type ProductLink = Pick<ProductPage, "name" | "path" | "kind" | "how"> & { comingSoon: boolean };

/** The feature pages and free tools that track a KPI, in the order above. */
export function productLinksForKpi(slug: string): ProductLink[] {
  return productPages
    .filter((page) => (page.kpis as readonly string[]).includes(slug))
    .map(({ name, path, kind, how, ...rest }) => ({ name, path, kind, how, comingSoon: "comingSoon" in rest && rest.comingSoon === true }));
}

/** The KPIs a feature or tool page tracks (empty for pages without any). */
export function kpiSlugsForPage(path: string): readonly KpiSlug[] {
  const normalized = `/${path.replace(/^\/+|\/+$/g, "")}`;
  return productPages.find((page) => page.path === normalized)?.kpis ?? [];
}
