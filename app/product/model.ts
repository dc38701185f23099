/**
 * The product as it is: where its data comes from and how fresh and how old it can be, the marketplaces and how
 * their fees are estimated, the one costing method, the alerts, and the definitions the product computes with.
 * Copy never restates these facts in its own words: it writes a {fact:...} token (facts.ts) that resolves to the
 * text below at build time, so a fact is written once. Amazon's side of each fact has its source beside it
 * (../shared/research/product-facts-2026.md, checked 2026-11-26).
 */

/** Amazon Ads sponsored ad types the product reports on. */
export type AdType = "sponsoredProducts" | "sponsoredBrands" | "sponsoredDisplay";

/**
 * How far back Amazon Ads API v3 reports reach, per ad type: the "Campaign reports" configuration table of the
 * Amazon Ads API docs (data retention 95 days Sponsored Products, 60 Sponsored Brands, 65 Sponsored Display). Ad
 * history imported when an account connects therefore starts this many days back, and not earlier.
 */
export const adsHistoryDays: Readonly<Record<AdType, number>> = {
  sponsoredProducts: 95,
  sponsoredBrands: 60,
  sponsoredDisplay: 65,
};

export const adTypeNames: Readonly<Record<AdType, string>> = {
  sponsoredProducts: "Sponsored Products",
  sponsoredBrands: "Sponsored Brands",
  sponsoredDisplay: "Sponsored Display",
};

/** Seller Central history (orders, fees, refunds, settlements) imported on connection: the product's promise. */
export const SELLER_HISTORY_YEARS = 2;

export interface DataSource {
  id: "orders" | "finances" | "salesAndTraffic" | "ads" | "inventory" | "searchQueryPerformance";
  name: string;
  /** Where it is read. */
  api: string;
  /** How often the product refreshes it, as a phrase after "updated". */
  freshness: string;
  /** What limits freshness on Amazon's side. */
  delay: string;
  /** How far back the import reaches on connection. */
  history: string;
  /** Only coming-soon features use it. */
  comingSoon?: boolean;
}

export const ORDERS_REFRESH = "every hour";

export const dataSources: readonly DataSource[] = [
  {
    id: "orders",
    name: "Orders and units",
    api: "Selling Partner API, Orders",
    freshness: ORDERS_REFRESH,
    delay: "Amazon lists an order shortly after purchase",
    history: `up to ${SELLER_HISTORY_YEARS} years`,
  },
  {
    id: "finances",
    name: "Fees, refunds, reimbursements and settlements",
    api: "Selling Partner API, Finances and settlement reports",
    freshness: ORDERS_REFRESH,
    delay:
      "Amazon posts an order's fees in its financial events, often days after the order; until then the fees are estimated",
    history: `up to ${SELLER_HISTORY_YEARS} years`,
  },
  {
    id: "salesAndTraffic",
    // Amazon does not publish a fixed time for the report (no Amazon text found), hence the caveat in `delay`.
    name: "Sessions, conversion and Featured Offer percentage",
    api: "Sales and Traffic report (Selling Partner API reports)",
    freshness: "once a day",
    delay:
      "Amazon publishes each day's Sales and Traffic report after the day ends and sets no fixed time for it, so the latest day can lag by a day or more",
    history: "as far back as Amazon's Sales and Traffic reports allow",
  },
  {
    id: "ads",
    name: "Campaigns, ad spend and ad sales",
    api: "Amazon Ads API v3 reports",
    freshness: "several times a day, as Amazon Ads reports arrive",
    delay:
      "ad sales keep being credited for 7 to 14 days after a click, so recent days are marked as still attributing",
    history: `${adsHistoryDays.sponsoredProducts} days for Sponsored Products, ${adsHistoryDays.sponsoredDisplay} for Sponsored Display and ${adsHistoryDays.sponsoredBrands} for Sponsored Brands`,
  },
  {
    id: "inventory",
    name: "FBA inventory",
    api: "Selling Partner API, FBA inventory",
    freshness: ORDERS_REFRESH,
    delay: "Amazon's inventory counts",
    history: "from the day you connect (Amazon keeps no inventory history to import)",
  },
  {
    id: "searchQueryPerformance",
    name: "Search Query Performance",
    api: "Brand Analytics reports",
    freshness: "weekly, monthly and quarterly, as Amazon publishes them",
    delay: "Amazon publishes each week's report after the week ends",
    history: "as far back as Amazon's Brand Analytics reports allow",
    comingSoon: true,
  },
];

export function dataSource(id: DataSource["id"]): DataSource {
  const source = dataSources.find((candidate) => candidate.id === id);
  if (!source) throw new Error(`No data source ${id}`);
  return source;
}

/**
 * Marketplaces and how fees are estimated before Amazon posts them. Only the US has a rate card in the product
 * (the 2026 US schedules of app/fba-fees); elsewhere the estimate is the fee Amazon last charged for that product.
 */
export const marketplaces = {
  regions: "North America, Europe and Far East",
  feeEstimate: {
    us: "Amazon's 2026 US rate card (size tier, weight, category and price)",
    elsewhere:
      "the fees Amazon charged for the same product on its latest settled order in that marketplace; a product with no settled order there shows its fees as pending until Amazon posts them",
  },
} as const;

/**
 * The one costing method: a dated landed cost per SKU. No FIFO or batch matching: each order takes the unit cost
 * valid on its order date. Amazon's inbound placement fee is an Amazon fee (the P&L's FBA fees), never part of COGS;
 * your own freight to Amazon is.
 */
export const costing = {
  method:
    "one landed cost per SKU with the date it takes effect; each order uses the cost valid on its order date, so a new supplier price is a new row and past months keep the old cost",
  short: "a dated unit cost per SKU, applied by order date",
  notComputed: "FIFO or batch-level costing",
  placementFee:
    "Amazon's inbound placement fee is booked as an Amazon fee in the P&L, not in COGS; your own freight to Amazon's warehouses is part of landed cost",
  /** Amazon bills the threshold regime between the 7th and 15th of month M+3 for the month-M ship cohort. */
  returnsFee:
    "{brand} records a returns processing fee on the date Amazon charges it and links it to the month the returned units shipped: the settlement view shows it on the charge date, the order-date view in the month of the sales it belongs to.",
} as const;

export interface Alert {
  what: string;
  /** How often it is checked: never faster than its data arrives. */
  checked: string;
}

export const alerts: readonly Alert[] = [
  { what: "orders or sales for a product fall outside the range you set", checked: ORDERS_REFRESH },
  { what: "estimated profit for a product falls outside the range you set", checked: ORDERS_REFRESH },
  { what: "a product's days of supply falls below your threshold", checked: ORDERS_REFRESH },
  { what: "ad spend moves outside your range", checked: dataSources.find((source) => source.id === "ads")!.freshness },
  {
    what: "sessions or conversion rate move outside your range",
    checked: "once a day, when Amazon's Sales and Traffic report arrives",
  },
  { what: "a morning email with yesterday's sales, profit and the alerts that fired", checked: "once a day" },
];

/**
 * Days of supply as the product computes it: Amazon's definition for the low-inventory-level fee (Seller Central
 * help GV43F6S76Y9DHYRH), so the figure and the fee agree. Units being inbounded do not count.
 */
export const DAYS_OF_SUPPLY_DEFINITION =
  "units available for sale, moving between fulfillment centers or in fulfillment center processing, divided by average daily units shipped; shipments still on their way in do not count";
