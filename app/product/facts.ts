import { alertDelivery, planTerms, productExports, SUPPORT_REPLY_TIME } from "./capabilities";
import {
  AD_ATTRIBUTION,
  adsHistoryDays,
  alerts,
  costing,
  dataSource,
  DAYS_OF_SUPPLY_DEFINITION,
  marketplaces,
  ORDERS_REFRESH,
  SELLER_HISTORY_YEARS,
} from "./model";

/**
 * The product's facts as copy tokens: copy writes `{fact:name}` and the modules that load copy resolve it to the
 * text here at build time (settings/site-tokens.ts), in page data, KPI content and the Markdown source of blog posts
 * alike. A fact changes in model.ts and every page says the new thing; an unknown name fails the build.
 */
const years = SELLER_HISTORY_YEARS === 2 ? "two years" : `${SELLER_HISTORY_YEARS} years`;
const sp = adsHistoryDays.sponsoredProducts;
const sd = adsHistoryDays.sponsoredDisplay;
const sb = adsHistoryDays.sponsoredBrands;

export const productFacts = {
  /** "every hour": how often orders, fees, inventory and estimated profit refresh. */
  ordersRefresh: ORDERS_REFRESH,
  /** "once a day": sessions, page views and conversion (Sales and Traffic). */
  trafficRefresh: dataSource("salesAndTraffic").freshness,
  inventoryRefresh: dataSource("inventory").freshness,
  trafficDelay: dataSource("salesAndTraffic").delay,
  adsRefresh: dataSource("ads").freshness,
  adsDelay: dataSource("ads").delay,
  /** Amazon Ads' attribution windows (7 to 14 days by ad type), as its help describes them, with our caveat: a sentence. */
  adAttribution: AD_ATTRIBUTION,
  /** "up to two years" of seller history. */
  sellerHistory: `up to ${years}`,
  sellerHistoryYears: years,
  /** "95 days for Sponsored Products, 65 for Sponsored Display and 60 for Sponsored Brands". */
  adsHistory: dataSource("ads").history,
  adsHistoryLongest: `${sp} days`,
  adsHistoryShortest: `${Math.min(sp, sd, sb)} days`,
  historyOnConnect: `Seller Central order, fee and refund history is imported for up to ${years}. Amazon Ads reports reach back only ${sp} days for Sponsored Products, ${sd} for Sponsored Display and ${sb} for Sponsored Brands, so advertising history starts that far before you connect Amazon Ads; connect it on day one.`,
  historyOnConnectShort: `Up to ${SELLER_HISTORY_YEARS} years of seller history and ${Math.min(sp, sd, sb)}-${sp} days of ad history (by ad type) imported`,
  /** The consequence for year-over-year profit at first connection. */
  yoyAdsCaveat: `Last year's figures have no ad spend in them until your ad history reaches back that far (${sp} days at most), so for those months last year's profit reads higher than it was.`,
  costingMethod: costing.method,
  costingShort: costing.short,
  costingNotComputed: costing.notComputed,
  placementFeeBooking: costing.placementFee,
  returnsFeeBooking: costing.returnsFee,
  daysOfSupply: DAYS_OF_SUPPLY_DEFINITION,
  marketplaceRegions: marketplaces.regions,
  currency: marketplaces.currency,
  feeEstimateUS: marketplaces.feeEstimate.us,
  feeEstimateElsewhere: marketplaces.feeEstimate.elsewhere,
  alerts: `Alerts, ${alertDelivery}: ${alerts.map((alert) => `${alert.what} (checked ${alert.checked})`).join("; ")}.`,
  alertsConversion: alerts.find((alert) => alert.what.startsWith("sessions"))!.checked,
  comingSoon: "coming soon",
  /** "in the app and by email": where every alert reaches you. */
  alertDelivery,
  /** "within 24 hours": the one reply-time promise. */
  supportReplyTime: SUPPORT_REPLY_TIME,
  reimbursementsBooking: costing.reimbursements,
  storageBooking: costing.storage,
  peakFeeBooking: costing.peakFee,
  otherExpensesBooking: costing.otherExpenses,
  csvExport: productExports.csv,
  planFeatures: planTerms.features,
  /** "orders a month, Seller Central accounts, team members and the level of support": what sets a plan's price. */
  planDiffer: planTerms.differ,
} as const;

export type ProductFactName = keyof typeof productFacts;

export const FACT_TOKEN = /\{fact:([A-Za-z]+)\}/g;

/** `text` with every {fact:name} replaced by the model's words; an unknown name throws (the build fails). */
export function resolveFactTokens(text: string): string {
  return text.replace(FACT_TOKEN, (_token, name: string) => {
    if (!(name in productFacts)) throw new Error(`Unknown product fact {fact:${name}}`);
    return productFacts[name as ProductFactName];
  });
}
