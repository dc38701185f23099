import type { KpiCategory } from "./schema";

/** The KPI library's categories, in the order of `kpiCategorySlugs`. */
export const kpiCategories = [
  {
    slug: "sales-and-traffic",
    name: "Sales & Traffic",
    description:
      "Amazon sales and traffic metrics explained: sessions, page views, unit session percentage, Buy Box share, average order value and more, with formulas and calculators.",
    intro:
      "Sales and traffic metrics describe the top of your Amazon funnel: how many shoppers reach your listings (sessions and page views), how many of them buy (unit session percentage), how often you hold the Featured Offer, and what each order is worth. Most come straight from the Business Reports in Seller Central. Read them together: a sales drop with steady sessions points to conversion, price or Buy Box problems, while falling sessions point to rank, ads or seasonality.",
    cta: {
      title: "Track sales, sessions and conversion automatically",
      body: "{brand} shows sales, units, sessions, conversion and Featured Offer percentage for every product from your Seller Central data; each metric's page says whether and where it is tracked.",
    },
  },
  {
    slug: "profit-and-margin",
    name: "Profit & Margin",
    description:
      "How to calculate Amazon seller profit: gross and net sales, COGS, gross margin, contribution margin, net profit, ROI, break-even price and payout, with worked examples.",
    intro:
      "Revenue on Amazon is easy to see; profit is not. Between the sale price and the money you keep sit product and freight costs, referral and FBA fees, storage, refunds, promotions and advertising. The metrics in this category walk down that waterfall, from gross sales to contribution margin and net profit, and show how to judge a product by ROI, profit per unit and break-even price. Each page includes a calculator so you can plug in your own numbers.",
    cta: {
      title: "Track your profit and margins automatically",
      body: "{brand} works out most of them by product and period from your Seller Central and Amazon Ads data and the product costs you enter; each metric's page says where.",
    },
  },
  {
    slug: "amazon-fees",
    name: "Amazon Fees",
    description:
      "Every major Amazon seller fee explained: referral, FBA fulfillment, storage, aged inventory, inbound placement, low-inventory-level and returns fees, with US rates and sources.",
    intro:
      "Amazon fees typically take a large share of every sale, and the fee list keeps growing: besides referral and FBA fulfillment fees, sellers now pay inbound placement, low-inventory-level and returns processing fees, and storage utilization and aged inventory surcharges. This category explains how each fee is calculated, which products and situations trigger it, the US rates in force as of 2026 with their sources (where Amazon's current table could not be found, the page says so), and practical ways to reduce it. Always confirm current rates on Amazon's own fee pages before making pricing decisions.",
    cta: {
      title: "See every Amazon fee in your profit and loss",
      body: "{brand} books every fee Amazon charges you in its P&L, by product where Amazon's data names the product; each metric's page says how.",
    },
  },
  {
    slug: "advertising",
    name: "Advertising (PPC)",
    description:
      "Amazon PPC metrics explained: ACoS, TACoS, ROAS, CPC, CTR, ad conversion rate, break-even and target ACoS, with formulas, worked examples and calculators.",
    intro:
      "Amazon Ads metrics tell you whether your Sponsored Products, Sponsored Brands and Sponsored Display spend is buying profitable growth. Efficiency ratios such as ACoS and ROAS judge campaigns in isolation; TACoS and sponsored sales share show how advertising affects the whole business, including organic sales. This category defines each metric, the way Amazon Ads reports it where it does, shows how to set a break-even and a target ACoS from your own margins, and flags the comparisons that most often mislead sellers.",
    cta: {
      title: "See your ad metrics next to your true profit",
      body: "{brand} works out the advertising metrics it tracks from your Amazon Ads and Seller Central data, next to each product's margin; each metric's page says where.",
    },
  },
  {
    slug: "search-query-performance",
    name: "Search Query Performance",
    description:
      "Brand Analytics Search Query Performance explained: search query volume, impression, click, cart-add and purchase share, and how to turn them into keyword decisions.",
    intro:
      "Search Query Performance, in Brand Analytics (for brand-registered sellers, an access rule not confirmed against Amazon's current help: check your account), shows how shoppers move through the funnel for each search term: how often your brand is seen, clicked, added to cart and purchased compared with all brands for that query. These shares reveal where you lose shoppers, for example high impression share but low click share (a main image or price problem) or strong clicks but weak purchase share (a listing or review problem). This category explains each metric and how to act on it.",
  },
  {
    slug: "inventory",
    name: "Inventory",
    description:
      "FBA inventory metrics explained: sell-through, excess and stranded inventory, in-stock rate, days of supply, reorder point, safety stock and storage cost per unit.",
    intro:
      "Inventory is where Amazon sellers most often lose money without noticing: too little and you stock out, lose rank and pay low-inventory-level fees; too much and storage, aged inventory and utilization surcharges eat the margin while cash sits on shelves. The metrics in this category cover both sides, from the factors on Amazon's Inventory Performance dashboard (excess, sell-through, stranded inventory, in-stock rate) to the planning numbers you control yourself: days of supply, weeks of cover, reorder point and safety stock.",
    cta: {
      title: "Track days of supply for every product",
      body: "{brand} shows days of supply, weeks of cover and stockout days for every product from your Seller Central data, and alerts you {fact:alertDelivery} when a product's days of supply falls below your threshold.",
    },
  },
  {
    slug: "account-health",
    name: "Account Health",
    description:
      "Amazon account health limits: order defect rate under 1%, late shipment under 4%, valid tracking over 95%, on-time delivery at least 90% (US, seller-fulfilled), and fixes.",
    intro:
      "Account health metrics are the performance targets Amazon uses to decide whether you can keep selling. Order defect rate applies to every seller; late shipment, pre-fulfillment cancel, valid tracking and on-time delivery rates apply to orders you ship yourself. Missing a target can lead Amazon to act: below 90% on-time delivery, for example, it can restrict your seller-fulfilled offers. Each page here gives the metric's definition, time window and Amazon target, and says where we could not check a figure against Amazon's current help. Some metrics, such as negative feedback, A-to-z claim and chargeback rates, count toward the order defect rate's target instead of having their own. Each page also shows where to find the metric in Seller Central (menus move) and the fixes that work. The negative customer experience rate is a per-product measure on the Voice of the Customer dashboard, not an Account Health target.",
  },
  {
    slug: "customers-and-market",
    name: "Customers & Market",
    description:
      "Customer and market metrics for Amazon sellers: acquisition cost, lifetime value, LTV:CAC, repeat purchase and retention rate, review rate, market share and price index.",
    intro:
      "Beyond a single sale, the long-term value of an Amazon brand depends on what a customer costs to win, how often they come back and how you stand against competitors. This category covers customer economics (acquisition cost, lifetime value, LTV:CAC, repeat purchase and retention), market position (market share, price index, Subscribe & Save share) and customer experience (review rate, return rate). Amazon only exposes part of this data, mainly in Brand Analytics, Amazon Ads and FBA reports, so each page explains what you can measure directly and what has to be estimated.",
  },
] satisfies KpiCategory[];
