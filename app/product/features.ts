/**
 * What the product does: its features and free tools, each with its status and the KPIs it computes. This is the
 * one list the KPI library's "How {brand} tracks it" sections, the feature pages' metric links and the copy tests
 * read; a page that names an ability or a metric the product does not have fails app/product/claims.test.ts.
 */
import { productFacts } from "./facts";
import type { KpiSlug } from "./kpis";

export type FeatureStatus = "live" | "coming soon";

interface Ability {
  name: string;
  /** Live features are described in the present tense; coming-soon ones only as planned (no demo, no plan). */
  status?: FeatureStatus;
  /** How that page tracks its KPIs, read as "<name> <how>". */
  how: string;
  /**
   * Where `how` promises more than a KPI's data allows, that KPI's own sentence (read the same way). Ad history
   * imported on connection reaches back only months (model.ts adsHistoryDays), so a KPI built on ad data cannot be
   * promised a comparison with last year, and one that subtracts ad spend reads high for last year.
   */
  howFor?: Partial<Record<KpiSlug, string>>;
  /** The KPIs (kpis.ts) the feature computes. */
  kpis: readonly KpiSlug[];
}

/**
 * A feature of the product, with its page: this path is the one place it is typed (the route table builds the
 * "feature" routes from it), and its last segment is the feature's id.
 */
export interface ProductFeature extends Ability {
  kind: "feature";
  path: `/features/${string}`;
}

/**
 * A free tool, by its id (tools.ts and the tool catalogue, app/tools/tool-catalog.ts, which gives its page): the
 * product model names the tool, never restates its page's path.
 */
export interface FreeToolAbility extends Ability {
  kind: "free tool";
  tool: string;
}

export type Feature = ProductFeature | FreeToolAbility;

const DAILY_HOW = "shows it for today, yesterday and any day you choose, compared with the same weekday last week";
/** Daily Amazon Analytics, for a KPI that needs ad spend or ad sales: no last year until ad history reaches it. */
const DAILY_HOW_AD_DATA = `${DAILY_HOW}. The comparison with last year starts once your ad data reaches back that far: ad history imported when you connect covers ${productFacts.adsHistory}.`;

export const features: readonly Feature[] = [
  {
    name: "Profit & Loss",
    path: "/features/profit-loss",
    kind: "feature",
    how: "shows it by product and period, next to every other line of your profit and loss.",
    kpis: [
      "gross-sales",
      "net-sales",
      "cost-of-goods-sold",
      "landed-cost-per-unit",
      "gross-profit",
      "gross-margin",
      "contribution-margin",
      "contribution-margin-roi",
      "pre-ad-margin",
      "net-profit",
      "net-profit-margin",
      "roi",
      "profit-per-unit",
      "estimated-payout",
      "refund-rate",
      "refund-cost",
      "promotion-cost-share",
      "referral-fee",
      "fba-fulfillment-fee",
      "monthly-storage-fee",
      "aged-inventory-surcharge",
      "inbound-placement-fee",
      "low-inventory-level-fee",
      "returns-processing-fee",
      "storage-utilization-surcharge",
      "amazon-fees-percentage",
      "media-closing-fee",
      "fuel-and-logistics-surcharge",
      "fees-per-unit",
    ],
  },
  {
    name: "the free FBA Fee Calculator",
    tool: "fba_calculator",
    kind: "free tool",
    how: "works it out for any product from its dimensions, weight, price and category with the 2026 US fee schedules.",
    kpis: [
      "referral-fee",
      "fba-fulfillment-fee",
      "monthly-storage-fee",
      "inbound-placement-fee",
      "low-inventory-level-fee",
      "returns-processing-fee",
      "dimensional-weight",
      "media-closing-fee",
      "fuel-and-logistics-surcharge",
      "fees-per-unit",
      "storage-cost-per-unit",
      "profit-per-unit",
      "break-even-price",
    ],
  },
  {
    name: "Daily Amazon Analytics",
    path: "/features/daily-amazon-analytics",
    kind: "feature",
    how: `${DAILY_HOW} and last year.`,
    // Not net-profit: the day's estimated profit leaves out other expenses and reimbursements (its page says so);
    // net profit, by day too, is the P&L's.
    howFor: {
      acos: DAILY_HOW_AD_DATA,
      tacos: DAILY_HOW_AD_DATA,
      "ad-sales": DAILY_HOW_AD_DATA,
    },
    kpis: [
      "ordered-product-sales",
      "units-ordered",
      "total-order-items",
      "average-selling-price",
      "average-order-value",
      "sales-growth-rate",
      "refund-rate",
      "acos",
      "tacos",
      "ad-sales",
    ],
  },
  {
    name: "PPC Management",
    path: "/features/ppc-management",
    kind: "feature",
    how: "reports it from your Amazon Ads and Seller Central data, next to each product's margin, so you see profit after ads.",
    kpis: [
      "acos",
      "tacos",
      "roas",
      "cpc",
      "ctr",
      "cpm",
      "ad-conversion-rate",
      "break-even-acos",
      "target-acos",
      "sponsored-sales-share",
      "new-to-brand-order-share",
      "cost-per-acquisition",
      "ad-spend-share-of-revenue",
      "ad-impressions",
      "ad-clicks",
      "ad-orders",
      "ad-sales",
      "top-of-search-impression-share",
      "customer-acquisition-cost",
    ],
  },
  {
    name: "Winners & Losers",
    path: "/features/winners-losers",
    kind: "feature",
    how: "flags the products where it moved most between two periods and shows what moved it.",
    kpis: [
      "sales-growth-rate",
      "net-profit",
      "sessions",
      "unit-session-percentage",
      "featured-offer-percentage",
      "stockout-days",
    ],
  },
  {
    name: "Products Feed",
    path: "/features/products-feed",
    kind: "feature",
    how: "shows it for every product in one table, with a 30-day trend (for stock figures, built from the day you connect), filters and CSV export.",
    kpis: [
      "ordered-product-sales",
      "units-ordered",
      "total-order-items",
      "average-selling-price",
      "sessions",
      "unit-session-percentage",
      "featured-offer-percentage",
      "net-profit",
      "net-profit-margin",
      "roi",
      "profit-per-unit",
      "acos",
      "tacos",
      "break-even-acos",
      "days-of-supply",
      "weeks-of-cover",
      "stockout-days",
      "refund-rate",
      "refund-cost",
    ],
  },
  {
    name: "the free Lost Sales Calculator",
    tool: "lost_sales",
    kind: "free tool",
    how: "estimates the sales and profit a stockout cost you from your sales rate, days out of stock and price.",
    kpis: ["lost-sales", "stockout-days"],
  },
  {
    name: "the free ROI Calculator",
    tool: "roi_planner",
    kind: "free tool",
    how: "works out the profit, ROI and payback of your next purchase order before you place it.",
    kpis: ["roi", "profit-per-unit"],
  },
  {
    name: "the free Organic Rank Tracker",
    tool: "rank_tracker",
    kind: "free tool",
    how: "charts it from your own rank observations and flags keywords whose rank dropped.",
    kpis: ["organic-keyword-rank"],
  },
  {
    name: "SQP Keyword Optimizer",
    path: "/features/sqp-keyword-optimizer",
    kind: "feature",
    status: "coming soon",
    how: "is planned to follow it query by query from Search Query Performance and Brand Analytics data, week by week.",
    kpis: [
      "search-query-volume",
      "impression-share",
      "click-share",
      "cart-add-share",
      "purchase-share",
      "search-query-click-rate",
      "search-query-conversion-rate",
      "purchase-to-click-share-ratio",
      "top-search-terms-click-share",
      "top-search-terms-conversion-share",
    ],
  },
  {
    name: "Custom Analytics",
    path: "/features/custom-analytics",
    kind: "feature",
    status: "coming soon",
    how: "is planned to let you build it as your own metric from your Amazon data and share one definition with your team.",
    kpis: [
      "customer-lifetime-value",
      "ltv-to-cac-ratio",
      "repeat-purchase-rate",
      "customer-retention-rate",
      "review-rate",
      "market-share",
      "price-index",
      "subscribe-and-save-share",
      "estimated-monthly-sales",
    ],
  },
  {
    name: "Smart Tagging",
    path: "/features/smart-tagging",
    kind: "feature",
    how: "reports it for any group of products you tag.",
    kpis: [],
  },
  {
    name: "A/B Testing",
    path: "/features/ab-testing",
    kind: "feature",
    how: "compares it before and after a price, title or image change.",
    kpis: [],
  },
  {
    name: "the free FBA Fee Audit",
    tool: "fee_audit",
    kind: "free tool",
    how: "checks it against the fee Amazon charges in your Fee Preview report.",
    kpis: [],
  },
  {
    name: "the free Inbound Placement Fee Comparator",
    tool: "inbound_placement_comparator",
    kind: "free tool",
    how: "compares Amazon's placement splits for a shipment you enter: each line's fee from the ranges for its size tier and shipping weight, plus your freight quotes and prep, and where the cheapest choice flips inside the range.",
    kpis: ["inbound-placement-fee"],
  },
  {
    name: "the free FBA Reimbursement Finder",
    tool: "reimbursement_finder",
    kind: "free tool",
    how: "compares the units your Inventory Ledger shows lost or damaged with the units your Reimbursements report shows paid, in your browser, and lists each unit still unpaid with its estimated value and the day its claim window closes.",
    kpis: ["fba-reimbursements"],
  },
  {
    name: "the free Low-Inventory-Level Fee Predictor",
    tool: "low_inventory_fee_predictor",
    kind: "free tool",
    how: "reads your FBA Inventory, Fee Preview and Ledger reports in your browser and forecasts, per SKU, whether it pays the fee now and in the coming weeks, how much, and the last day to ship more to stay out of it.",
    kpis: ["low-inventory-level-fee"],
  },
];

export function featureStatus(feature: { status?: FeatureStatus }): FeatureStatus {
  return feature.status ?? "live";
}

/** The features with a page of their own (the route table's "feature" routes), in the order above. */
export const productFeatures: readonly ProductFeature[] = features.filter(
  (feature): feature is ProductFeature => feature.kind === "feature",
);

/** A feature's id: its page's last segment, by which the route table names it. */
export function featureId(feature: ProductFeature): string {
  return feature.path.slice("/features/".length);
}

/** The feature of an id (featureId); an unknown id throws, so a reference to no feature fails the build. */
export function productFeature(id: string): ProductFeature {
  const feature = productFeatures.find((candidate) => featureId(candidate) === id);
  if (!feature) throw new Error(`No feature "${id}" in product/features.ts`);
  return feature;
}

/** The pages of features that are coming soon: never offered a demo or a plan, never described as here today. */
export const comingSoonPaths: readonly string[] = productFeatures
  .filter((feature) => featureStatus(feature) === "coming soon")
  .map((feature) => feature.path);

/** KPI slugs computed by a live feature or free tool today. */
export const metricsTracked: readonly KpiSlug[] = [
  ...new Set(features.filter((feature) => featureStatus(feature) === "live").flatMap((feature) => feature.kpis)),
];

/** KPI slugs only a coming-soon feature will compute: never presented as delivered. */
export const metricsPlanned: readonly KpiSlug[] = [
  ...new Set(features.filter((feature) => featureStatus(feature) === "coming soon").flatMap((feature) => feature.kpis)),
].filter((slug) => !metricsTracked.includes(slug));

/**
 * KPIs no feature computes (Amazon computes them in Account Health or Inventory Performance, or they need data the
 * product does not import). Their KPI pages say so plainly, and no page may present them as delivered.
 */
export const metricsNotTracked: readonly KpiSlug[] = [
  "order-defect-rate",
  "negative-feedback-rate",
  "a-to-z-claim-rate",
  "chargeback-rate",
  "late-shipment-rate",
  "pre-fulfillment-cancel-rate",
  "valid-tracking-rate",
  "on-time-delivery-rate",
  "return-dissatisfaction-rate",
  "buyer-message-response-rate",
  "account-health-rating",
  "negative-customer-experience-rate",
  "page-views",
  "mobile-session-share",
  "units-per-order-item",
  "b2b-sales-share",
  "organic-sales-share",
  "best-sellers-rank",
  "average-offer-count",
  "average-star-rating",
  "review-velocity",
  "excess-inventory-percentage",
  "sell-through-rate",
  "stranded-inventory-percentage",
  "in-stock-rate",
  "inventory-turnover",
  "aged-inventory-percentage",
  "inventory-carrying-cost",
  "inventory-performance-index",
  "storage-utilization-ratio",
  "days-of-inventory-outstanding",
  "reorder-point",
  "safety-stock",
  "cash-conversion-cycle",
  "return-rate",
  "share-of-voice",
];
