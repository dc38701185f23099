import { divide, percentOf } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

export const advertisingFormulas = [
  {
    slug: "acos",
    expression: "ACoS = Ad spend ÷ Ad-attributed sales × 100",
    inputs: [
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      { key: "adSales", label: "Ad-attributed sales", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "ACoS", unit: "percent" },
    compute: ({ adSpend = 0, adSales = 0 }) => percentOf(adSpend, adSales),
  },
  {
    slug: "tacos",
    expression: "TACoS = Ad spend ÷ Total sales (ad + organic) × 100",
    inputs: [
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      { key: "totalSales", label: "Total sales (ad + organic)", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "TACoS", unit: "percent" },
    compute: ({ adSpend = 0, totalSales = 0 }) => percentOf(adSpend, totalSales),
  },
  {
    slug: "roas",
    expression: "ROAS = Ad-attributed sales ÷ Ad spend",
    inputs: [
      { key: "adSales", label: "Ad-attributed sales", unit: "usd", min: 0, step: 0.01 },
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "ROAS", unit: "ratio" },
    compute: ({ adSales = 0, adSpend = 0 }) => divide(adSales, adSpend),
  },
  {
    slug: "cpc",
    expression: "CPC = Ad spend ÷ Clicks",
    inputs: [
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      { key: "clicks", label: "Clicks", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Average cost per click", unit: "usd" },
    compute: ({ adSpend = 0, clicks = 0 }) => divide(adSpend, clicks),
  },
  {
    slug: "ctr",
    expression: "CTR = Clicks ÷ Impressions × 100",
    inputs: [
      { key: "clicks", label: "Clicks", unit: "count", min: 0, step: 1 },
      { key: "impressions", label: "Impressions", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Click-through rate", unit: "percent" },
    compute: ({ clicks = 0, impressions = 0 }) => percentOf(clicks, impressions),
  },
  {
    slug: "cpm",
    expression: "CPM = Ad spend ÷ Impressions × 1,000",
    inputs: [
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      { key: "impressions", label: "Impressions", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Cost per 1,000 impressions", unit: "usd" },
    compute: ({ adSpend = 0, impressions = 0 }) => divide(adSpend, impressions) * 1000,
  },
  {
    slug: "ad-conversion-rate",
    expression: "Ad conversion rate = Ad orders ÷ Clicks × 100",
    inputs: [
      { key: "adOrders", term: "Ad orders", label: "Ad-attributed orders", unit: "count", min: 0, step: 1 },
      { key: "clicks", label: "Clicks", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Ad conversion rate", unit: "percent" },
    compute: ({ adOrders = 0, clicks = 0 }) => percentOf(adOrders, clicks),
  },
  {
    slug: "break-even-acos",
    expression: "Break-even ACoS = (Price - Product cost - Amazon fees - Other variable costs) ÷ Price × 100",
    inputs: [
      { key: "sellingPrice", term: "Price", label: "Selling price", unit: "usd", min: 0, step: 0.01 },
      {
        key: "productCost",
        term: "Product cost",
        label: "Landed product cost per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "amazonFees",
        term: "Amazon fees",
        label: "Amazon fees per unit (referral + FBA)",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Referral fee plus FBA fulfillment fee for one unit at this price.",
      },
      {
        key: "otherCosts",
        term: "Other variable costs",
        label: "Other variable costs per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Storage, inbound placement, returns allowance, packaging: anything that scales with units sold.",
      },
    ],
    result: { label: "Break-even ACoS", unit: "percent" },
    compute: ({ sellingPrice = 0, productCost = 0, amazonFees = 0, otherCosts = 0 }) =>
      percentOf(sellingPrice - productCost - amazonFees - otherCosts, sellingPrice),
  },
  {
    slug: "target-acos",
    expression:
      "Target ACoS = Break-even ACoS - Target profit margin; where Break-even ACoS = (Price - Product cost - Amazon fees - Other variable costs) ÷ Price × 100",
    inputs: [
      { key: "sellingPrice", term: "Price", label: "Selling price", unit: "usd", min: 0, step: 0.01 },
      {
        key: "productCost",
        term: "Product cost",
        label: "Landed product cost per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "amazonFees",
        term: "Amazon fees",
        label: "Amazon fees per unit (referral + FBA)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "otherCosts",
        term: "Other variable costs",
        label: "Other variable costs per unit",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "targetMargin",
        term: "Target profit margin",
        label: "Target profit margin after ads",
        unit: "percent",
        min: 0,
        max: 100,
        step: 0.1,
        help: "The margin you want to keep on each ad-attributed sale, as % of the price.",
      },
    ],
    result: { label: "Target ACoS", unit: "percent" },
    compute: ({ sellingPrice = 0, productCost = 0, amazonFees = 0, otherCosts = 0, targetMargin = 0 }) =>
      sellingPrice === 0
        ? 0
        : percentOf(sellingPrice - productCost - amazonFees - otherCosts, sellingPrice) - targetMargin,
  },
  {
    slug: "sponsored-sales-share",
    expression: "Sponsored sales share = Ad-attributed sales ÷ Total sales × 100",
    inputs: [
      { key: "adSales", label: "Ad-attributed sales", unit: "usd", min: 0, step: 0.01 },
      { key: "totalSales", term: "Total sales", label: "Total sales (ad + organic)", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Sponsored sales share", unit: "percent" },
    compute: ({ adSales = 0, totalSales = 0 }) => percentOf(adSales, totalSales),
  },
  {
    slug: "new-to-brand-order-share",
    expression: "% of orders new-to-brand = New-to-brand orders ÷ Ad-attributed orders × 100",
    inputs: [
      { key: "ntbOrders", label: "New-to-brand orders", unit: "count", min: 0, step: 1 },
      { key: "adOrders", label: "Ad-attributed orders", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "% of orders new-to-brand", unit: "percent" },
    compute: ({ ntbOrders = 0, adOrders = 0 }) => percentOf(ntbOrders, adOrders),
  },
  {
    slug: "cost-per-acquisition",
    expression: "CPA = Ad spend ÷ Ad-attributed orders",
    inputs: [
      { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
      { key: "adOrders", label: "Ad-attributed orders", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Cost per acquisition (order)", unit: "usd" },
    compute: ({ adSpend = 0, adOrders = 0 }) => divide(adSpend, adOrders),
  },
  {
    slug: "ad-spend-share-of-revenue",
    expression: "Ad spend share of revenue = (Amazon ads spend + Other paid marketing) ÷ Net revenue × 100",
    inputs: [
      {
        key: "amazonAdSpend",
        term: "Amazon ads spend",
        label: "Amazon ads spend (all ad types)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "otherMarketingSpend",
        term: "Other paid marketing",
        label: "Other paid marketing (DSP, external ads)",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Paid spend that drives Amazon sales but is not in the sponsored ads console, e.g. DSP, Google, Meta, influencers.",
      },
      { key: "netRevenue", term: "Net revenue", label: "Net revenue (after refunds)", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Ad spend share of revenue", unit: "percent" },
    compute: ({ amazonAdSpend = 0, otherMarketingSpend = 0, netRevenue = 0 }) =>
      percentOf(amazonAdSpend + otherMarketingSpend, netRevenue),
  },
  {
    slug: "share-of-voice",
    expression: "Share of voice = Your brand's page-1 results ÷ All page-1 results for the keyword × 100",
    inputs: [
      {
        key: "brandResults",
        term: "Your brand's page-1 results",
        label: "Your page-1 results (organic + sponsored)",
        unit: "count",
        min: 0,
        step: 1,
        help: "Count every slot your brand holds on page 1, or sum them over a basket of keywords.",
      },
      {
        key: "totalResults",
        term: "All page-1 results for the keyword",
        label: "All page-1 results",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Share of voice", unit: "percent" },
    compute: ({ brandResults = 0, totalResults = 0 }) => percentOf(brandResults, totalResults),
  },
  {
    slug: "ad-impressions",
    expression: "Impressions needed = Target ad orders ÷ (CTR ÷ 100 × Ad conversion rate ÷ 100)",
    planning: true,
    inputs: [
      { key: "targetOrders", label: "Target ad orders", unit: "count", min: 0, step: 1 },
      { key: "ctr", term: "CTR", label: "Click-through rate", unit: "percent", min: 0, max: 100, step: 0.01 },
      { key: "conversionRate", label: "Ad conversion rate", unit: "percent", min: 0, max: 100, step: 0.1 },
    ],
    result: { label: "Impressions needed", unit: "count" },
    compute: ({ targetOrders = 0, ctr = 0, conversionRate = 0 }) =>
      divide(targetOrders, (ctr / 100) * (conversionRate / 100)),
  },
  {
    slug: "ad-clicks",
    expression: "Clicks you can buy = Ad spend ÷ Average CPC",
    planning: true,
    inputs: [
      { key: "adSpend", term: "Ad spend", label: "Ad spend or budget", unit: "usd", min: 0, step: 0.01 },
      { key: "averageCpc", term: "Average CPC", label: "Average cost per click", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Clicks", unit: "count" },
    compute: ({ adSpend = 0, averageCpc = 0 }) => divide(adSpend, averageCpc),
  },
  {
    slug: "ad-orders",
    expression: "Expected ad orders = Clicks × Ad conversion rate ÷ 100",
    planning: true,
    inputs: [
      { key: "clicks", label: "Clicks", unit: "count", min: 0, step: 1 },
      { key: "conversionRate", label: "Ad conversion rate", unit: "percent", min: 0, max: 100, step: 0.1 },
    ],
    result: { label: "Ad-attributed orders", unit: "count" },
    compute: ({ clicks = 0, conversionRate = 0 }) => (clicks * conversionRate) / 100,
  },
  {
    slug: "ad-sales",
    expression: "Ad sales = Advertised SKU sales + Other SKU (halo) sales",
    inputs: [
      { key: "advertisedSkuSales", label: "Advertised SKU sales", unit: "usd", min: 0, step: 0.01 },
      {
        key: "otherSkuSales",
        label: "Other SKU (halo) sales",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Sales of products other than the one advertised, bought after the ad click within the attribution window.",
      },
    ],
    result: { label: "Ad-attributed sales", unit: "usd" },
    compute: ({ advertisedSkuSales = 0, otherSkuSales = 0 }) => advertisedSkuSales + otherSkuSales,
  },
  {
    slug: "top-of-search-impression-share",
    expression:
      "Top-of-search impression share = Top-of-search impressions won ÷ Eligible top-of-search impressions × 100",
    inputs: [
      { key: "impressionsWon", label: "Top-of-search impressions won", unit: "count", min: 0, step: 1 },
      { key: "eligibleImpressions", label: "Eligible top-of-search impressions", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Top-of-search impression share", unit: "percent" },
    compute: ({ impressionsWon = 0, eligibleImpressions = 0 }) => percentOf(impressionsWon, eligibleImpressions),
  },
] satisfies KpiFormula[];
