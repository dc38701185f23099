import { percentOf } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/** Average days in a month (365 ÷ 12), used to put weekly, monthly and quarterly SQP periods on one scale. */
const DAYS_PER_MONTH = 365 / 12;

export const searchQueryPerformanceFormulas = [
  {
    slug: "search-query-volume",
    expression: "Monthly-equivalent search volume = Search query volume ÷ Days in the reporting period × (365 ÷ 12)",
    inputs: [
      {
        key: "searchQueryVolume",
        term: "Search query volume",
        label: "Search query volume (SQP)",
        unit: "count",
        min: 0,
        step: 1,
        help: "The Search Query Volume column of Search Query Performance for one query and one period.",
      },
      {
        key: "periodDays",
        label: "Days in the reporting period",
        unit: "days",
        min: 1,
        max: 92,
        step: 1,
        help: "7 for a week, 28-31 for a month, 90-92 for a quarter.",
      },
    ],
    result: { label: "Monthly-equivalent searches", unit: "count" },
    compute: ({ searchQueryVolume = 0, periodDays = 0 }) =>
      periodDays === 0 ? 0 : (searchQueryVolume / periodDays) * DAYS_PER_MONTH,
  },
  {
    slug: "impression-share",
    expression: "Impression share = Brand impression count ÷ Total impression count × 100",
    inputs: [
      {
        key: "brandImpressions",
        term: "Brand impression count",
        label: "Impressions: brand (or ASIN) count",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "totalImpressions",
        term: "Total impression count",
        label: "Impressions: total count",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Impression share", unit: "percent" },
    compute: ({ brandImpressions = 0, totalImpressions = 0 }) => percentOf(brandImpressions, totalImpressions),
  },
  {
    slug: "click-share",
    expression: "Click share = Brand click count ÷ Total click count × 100",
    inputs: [
      {
        key: "brandClicks",
        term: "Brand click count",
        label: "Clicks: brand (or ASIN) count",
        unit: "count",
        min: 0,
        step: 1,
      },
      { key: "totalClicks", term: "Total click count", label: "Clicks: total count", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Click share", unit: "percent" },
    compute: ({ brandClicks = 0, totalClicks = 0 }) => percentOf(brandClicks, totalClicks),
  },
  {
    slug: "cart-add-share",
    expression: "Cart-add share = Brand cart-add count ÷ Total cart-add count × 100",
    inputs: [
      {
        key: "brandCartAdds",
        term: "Brand cart-add count",
        label: "Cart adds: brand (or ASIN) count",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "totalCartAdds",
        term: "Total cart-add count",
        label: "Cart adds: total count",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Cart-add share", unit: "percent" },
    compute: ({ brandCartAdds = 0, totalCartAdds = 0 }) => percentOf(brandCartAdds, totalCartAdds),
  },
  {
    slug: "purchase-share",
    expression: "Purchase share = Brand purchase count ÷ Total purchase count × 100",
    inputs: [
      {
        key: "brandPurchases",
        term: "Brand purchase count",
        label: "Purchases: brand (or ASIN) count",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "totalPurchases",
        term: "Total purchase count",
        label: "Purchases: total count",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Purchase share", unit: "percent" },
    compute: ({ brandPurchases = 0, totalPurchases = 0 }) => percentOf(brandPurchases, totalPurchases),
  },
  {
    slug: "search-query-click-rate",
    expression: "Click rate = Total click count ÷ Search query volume × 100",
    inputs: [
      { key: "totalClicks", term: "Total click count", label: "Clicks: total count", unit: "count", min: 0, step: 1 },
      { key: "searchQueryVolume", label: "Search query volume", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Click rate (clicks per 100 searches)", unit: "percent" },
    compute: ({ totalClicks = 0, searchQueryVolume = 0 }) => percentOf(totalClicks, searchQueryVolume),
  },
  {
    slug: "search-query-conversion-rate",
    expression: "Search query conversion rate = Brand purchase count ÷ Brand click count × 100",
    inputs: [
      {
        key: "brandPurchases",
        term: "Brand purchase count",
        label: "Purchases: brand (or ASIN) count",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "brandClicks",
        term: "Brand click count",
        label: "Clicks: brand (or ASIN) count",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Search query conversion rate", unit: "percent" },
    compute: ({ brandPurchases = 0, brandClicks = 0 }) => percentOf(brandPurchases, brandClicks),
  },
  {
    slug: "purchase-to-click-share-ratio",
    expression: "Purchase-to-click share ratio = Purchase share ÷ Click share",
    inputs: [
      {
        key: "purchaseShare",
        term: "Purchase share",
        label: "Purchases: brand share",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.01,
      },
      {
        key: "clickShare",
        term: "Click share",
        label: "Clicks: brand share",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.01,
      },
    ],
    result: { label: "Purchase-to-click share ratio", unit: "ratio" },
    compute: ({ purchaseShare = 0, clickShare = 0 }) => (clickShare === 0 ? 0 : purchaseShare / clickShare),
  },
  {
    slug: "top-search-terms-click-share",
    expression: "Click share = Clicks on the ASIN ÷ All clicks for the search term × 100",
    inputs: [
      { key: "asinClicks", label: "Clicks on the ASIN", unit: "count", min: 0, step: 1 },
      { key: "termClicks", label: "All clicks for the search term", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Click share", unit: "percent" },
    compute: ({ asinClicks = 0, termClicks = 0 }) => percentOf(asinClicks, termClicks),
  },
  {
    slug: "top-search-terms-conversion-share",
    expression: "Conversion share = Purchases of the ASIN ÷ All purchases for the search term × 100",
    inputs: [
      { key: "asinPurchases", label: "Purchases of the ASIN", unit: "count", min: 0, step: 1 },
      { key: "termPurchases", label: "All purchases for the search term", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Conversion share", unit: "percent" },
    compute: ({ asinPurchases = 0, termPurchases = 0 }) => percentOf(asinPurchases, termPurchases),
  },
] satisfies KpiFormula[];
