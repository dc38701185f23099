import { AMAZON_COUNTED_INVENTORY } from "./amazon-facts";

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
  id: "orders" | "finances" | "salesAndTraffic" | "ads" | "inventory" | "catalog" | "searchQueryPerformance";
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

/**
 * How long Amazon Ads keeps crediting sales to an ad after the click. Not in the research (product-facts-2026.md
 * covers only how far back Ads reports reach): the 7 to 14 days are Amazon Ads' help as we read it, never confirmed
 * against a stored copy, so copy states them only through {fact:adAttribution}, which says so and points the reader
 * to the window the Ads console shows. One string literal, not a template with a constant in it: the islands that
 * import the model keep an unused template (47 B gzipped on every tool page) but drop a literal.
 */
export const AD_ATTRIBUTION =
  "Amazon Ads' help describes attribution windows of 7 to 14 days after the click, depending on the ad type, during which sales keep being credited to the ad; we have not confirmed this against a stored Amazon page, so check the window the Ads console shows for each ad type.";

export const ORDERS_REFRESH = "every hour";
const ADS_REFRESH = "several times a day, as Amazon Ads reports arrive";

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
    name: "Campaigns, targets, search terms, ad spend and ad sales",
    api: "Amazon Ads API v3 reports",
    freshness: ADS_REFRESH,
    delay:
      "ad sales keep being credited for days after a click, while each ad type's attribution window runs, so recent days are marked as still attributing",
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
    id: "catalog",
    name: "Product titles, brands and categories",
    api: "Selling Partner API, Catalog Items and Listings",
    freshness: "once a day",
    delay: "Amazon's catalogue data for your listings",
    history: "as your listings are today (Amazon keeps no history of them to import)",
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
  currency:
    "each marketplace in its own currency, and a combined view in the one reporting currency you choose, converted at each day's exchange rate",
  feeEstimate: {
    us: "Amazon's 2026 US rate card (size tier, weight, category and price)",
    elsewhere:
      "the fees Amazon charged for the same product on its latest settled order in that marketplace; a product with no settled order there shows its fees as pending until Amazon posts them",
  },
} as const;

/**
 * The one costing method: a dated landed cost per SKU. No FIFO or batch matching: each order takes the unit cost
 * valid on its order date. How each of Amazon's charges that is not on an order is booked is written here once:
 * copy that tells a reader where a cost goes takes it from these entries (issue 35: advice to put the inbound
 * placement fee into landed cost counted it twice for a user of the product).
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
  reimbursements:
    "Amazon's reimbursements are a line of their own in the P&L, added to profit on the date Amazon posts them, never netted against product cost or fees",
  storage:
    "monthly storage fees and the aged-inventory and storage utilization surcharges are recorded on the date Amazon charges them and allocated to products where Amazon's reports say which product incurred them",
  otherExpenses:
    "expenses outside Amazon that you add (software, an agency, a virtual assistant), one-off or recurring, assigned to the account, a brand or a tag, and subtracted in net profit",
  /** Supply Chain Dive (2025): the peak fee is charged by the date the unit ships (product-facts-2026.md). */
  peakFee:
    "the holiday peak fulfillment fee is part of the FBA fulfillment fee Amazon charges each unit by its ship date; {brand} takes it from Amazon's financial events with the order's other fees, and until Amazon posts them a US order's fees are estimated with the rate card in force on its order date",
} as const;

/** Where an alert reaches you. Nothing else delivers them: no Slack, text message, push or webhook. */
export const alertChannels = ["in the app", "by email"] as const;

export interface Alert {
  id: "sales" | "profit" | "daysOfSupply" | "adSpend" | "traffic";
  what: string;
  /** How often it is checked: never faster than its data arrives. */
  checked: string;
}

/**
 * Every alert the product has. Each is delivered in the app and by email (alertChannels), checked no faster than
 * its data arrives. The product has no alert on fee or rate-card changes, Buy Box or Featured Offer losses,
 * listing changes, refunds or return reasons, reviews or account health: copy that offers one fails
 * app/product/claims.ts.
 */
export const alerts: readonly Alert[] = [
  { id: "sales", what: "orders or sales for a product fall outside the range you set", checked: ORDERS_REFRESH },
  { id: "profit", what: "estimated profit for a product falls outside the range you set", checked: ORDERS_REFRESH },
  { id: "daysOfSupply", what: "a product's days of supply falls below your threshold", checked: ORDERS_REFRESH },
  // A constant, not dataSource("ads"): a call here would keep this whole module in every island that reads
  // ORDERS_REFRESH (the FBA calculator's JS went past its budget).
  { id: "adSpend", what: "ad spend moves outside your range", checked: ADS_REFRESH },
  {
    id: "traffic",
    what: "sessions or conversion rate move outside your range",
    checked: "once a day, when Amazon's Sales and Traffic report arrives",
  },
];

/**
 * Days of supply as the product computes it: the kinds of units Amazon counts for the low-inventory-level fee
 * (amazon-facts.ts), but as they stand today over one sales rate. Amazon's fee test averages inventory over 30 and 90
 * days ({amazon:daysOfSupply}), so the two differ after a restock or a run-down: the figure does not decide the fee.
 * Units being inbounded do not count.
 */
export const DAYS_OF_SUPPLY_DEFINITION = `today's ${AMAZON_COUNTED_INVENTORY}, divided by average daily units shipped; shipments still on their way in do not count`;
