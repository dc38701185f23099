import type { MarketingPageInput } from "../page-schema";
import { DATA_EXPORT_AND_DELETION, RETURNS_FEE_BOOKING_RULE } from "../shared-copy";
import { analyticsToolOverviewScreen, analyticsToolWeekExample } from "../worked-examples/amazon-analytics-tool";
import { exportPreviewScreen, orderItemExample } from "../worked-examples/amazon-business-intelligence-software";
import { fbaInventoryScreen, leanOrHoldExample } from "../worked-examples/amazon-fba-analytics-software";
import { ppcCampaignExample, ppcTargetsScreen } from "../worked-examples/amazon-ppc-analytics-tool";
import { marginBridgeExample, marginLayersTable, plLayerScreen } from "../worked-examples/amazon-profit-loss-analytics";
import { ownersMonthExample, ppcSavedViewScreen } from "../worked-examples/amazon-seller-dashboard-software";
import { sellerProfitScreen, sellerProfitUnitExample } from "../worked-examples/amazon-seller-profit-tool";
import { profitSoFarExample, todayScreen } from "../worked-examples/real-time-amazon-analytics";

/**
 * SEO landing pages. Each one targets one search phrase and takes its own angle, so no two pages
 * compete for the same query or repeat each other's copy:
 * - analytics tool: choosing a tool (buyer's checklist)
 * - seller profit tool: the unit-profit equation, fee by fee
 * - FBA analytics software: the FBA fee and inventory timeline
 * - real-time analytics: what "real time" honestly means with Amazon's APIs
 * - dashboard software: what belongs on a dashboard, by role
 * - profit & loss analytics: contribution margin layers and reading a P&L
 * - business intelligence software: build vs buy for Amazon data
 * - PPC analytics tool: diagnosing ACoS with its components
 */

const UPDATED = "2026-11-20";
const trialCta = { label: "Start your 14-day free trial", href: "/signup" };

export const landingPages = [
  {
    path: "amazon-analytics-tool",
    title: "Amazon Analytics Tool for Sellers and Brands",
    description:
      "An Amazon analytics tool that joins Seller Central, Amazon Ads and your product costs: sales, profit, PPC, inventory and search data in one place. Free 14-day trial.",
    keywords: ["amazon analytics tool", "amazon seller analytics", "amazon analytics software", "amazon sales analytics", "seller central analytics"],
    eyebrow: "Amazon analytics tool",
    h1: "The Amazon analytics tool that starts where Seller Central stops",
    intro:
      "Seller Central tells you what sold. Amazon Ads tells you what the ads spent. Neither tells you what you earned, which product earned it, or what to do next. {brand} joins both with your product costs and turns them into analytics you can act on, without exporting a single report.",
    primaryCta: trialCta,
    secondaryCta: { label: "See the daily analytics feature", href: "/features/daily-amazon-analytics" },
    sections: [
      {
        kind: "table",
        heading: "What you get that Amazon's own reports do not give you",
        columns: ["You want to know", "In Amazon's tools", "In {brand}"],
        rows: [
          ["Profit per product", "Not shown; fees sit in settlement and fee reports", "Net profit per SKU per day after every fee, COGS and ads"],
          ["Whether ads pay off", "ACoS per campaign, no product costs", "Profit after ad spend and break-even ACoS per product"],
          ["Why sales changed", "Totals you compare by hand", "Winners and losers with traffic, conversion, price, fee and ad drivers"],
          ["When to reorder", "Restock suggestions per SKU", "Days of supply and stockout date next to each SKU's profit"],
          ["All accounts together", "One account and console at a time", "Every connected account and marketplace in one currency"],
        ],
      },
      {
        kind: "checklist",
        heading: "How to choose an Amazon analytics tool",
        intro: "Whichever tool you pick, ask these questions during the trial.",
        items: [
          "Does it connect through Amazon's official Selling Partner API and Amazon Ads API, with authorizations you can revoke?",
          "Does profit include inbound placement, low-inventory-level and returns processing fees, not only referral and fulfillment?",
          "Can product costs change over time without rewriting past months?",
          "Does it show which numbers are estimated and which are settled by Amazon?",
          "Can you filter every report by your own groupings, such as brand, supplier or owner?",
          "Can you get your data out, as CSV or into your own warehouse?",
        ],
      },
      {
        kind: "cards",
        heading: "What {brand} covers",
        items: [
          { title: "Sales and traffic", icon: "chart", body: "Sales, units, sessions, conversion and Featured Offer percentage by product and marketplace." },
          { title: "Profit", icon: "dollar", body: "A full P&L with Amazon fees by type, refunds, promotions, ads and COGS." },
          { title: "Advertising", icon: "target", body: "Sponsored Products, Brands and Display analytics and management, measured against margin." },
          { title: "Inventory", icon: "boxes", body: "Stock cover, stockout dates and the fees that come with running too thin or too heavy." },
          { title: "Search (coming soon)", icon: "search", body: "Search Query Performance from Brand Analytics for brand-registered sellers arrives with the SQP Keyword Optimizer, which is {fact:comingSoon}." },
          { title: "Alerts", icon: "bell", body: "Notifications when profit, stock, ad spend or conversion move outside the range you set." },
        ],
      },
      {
        kind: "prose",
        heading: "When an analytics tool starts to pay for itself",
        paragraphs: [
          "The moment usually comes when sales have grown past the point where you can keep the numbers in your head, there are more SKUs than rows you can eyeball, and your Monday mornings have turned into an hour of downloading Business Reports, the Advertising console's campaign exports and a fee report, then pasting them into the same workbook. The job to be done is not \"see more charts\". It is to answer four questions quickly and believe the answers: what did you earn, on which products, why did it change, and what should you do this week.",
          "Seller Central answers part of the first question and none of the rest. Its Sales Dashboard and [Business Reports](/amazon-kpi/sales-and-traffic/ordered-product-sales) show ordered product sales, units and sessions; the Ads console shows spend and attributed sales; fees live in the Payments reports and settle days after the order. Nothing in Amazon's tools knows what you paid your supplier, so nothing there can show profit per product. An analytics tool earns its place by doing that join for you, every day, and by being honest about which figures are still provisional.",
        ],
      },
      analyticsToolWeekExample,
      {
        kind: "table",
        heading: "Four ways to answer the same questions",
        intro: "None of these is wrong; each fits a stage of the business. What differs is how much of your week it costs and what it cannot see.",
        columns: ["Approach", "Good at", "Blind spots", "Weekly effort"],
        rows: [
          ["Spreadsheet fed by exports", "Full control, free, any formula you like", "Fees averaged or stale, ad spend not tied to SKUs, breaks when a report's columns change", "1-3 hours of downloads and pasting"],
          ["Seller Central and Amazon Ads reports", "Authoritative sales, traffic and ad figures straight from Amazon", "No product costs, so no profit; each console on its own; one account at a time", "Minutes to read, hours to combine"],
          ["Generic BI (Looker Studio, Power BI and similar)", "Beautiful charts, any data source, shared with the whole company", "Someone must build and maintain the Amazon data pipeline and fee mapping first", "Low once built; the build takes weeks"],
          ["A dedicated Amazon analytics tool", "Fees, ads and COGS joined per order out of the box", "A monthly subscription; you work inside its data model", "Minutes: the numbers are waiting when you log in"],
        ],
      },
      analyticsToolOverviewScreen,
      {
        kind: "prose",
        heading: "What happens in the first hour after you connect",
        paragraphs: [
          `You authorize {brand} in Seller Central and in Amazon Ads; both screens are Amazon's own, and you can revoke access there at any time. {fact:historyOnConnect} Your first dashboard therefore already has last year's sales to compare against. {fact:yoyAdsCaveat} While it runs, upload your product costs as a CSV with one row per SKU and an effective date; if a supplier raised prices in March, enter two rows and past months keep the old cost.`,
          "From then on the data refreshes through the day. New orders arrive with estimated fees from their size tier, category and price, and the estimate is swapped for Amazon's posted charge when it appears in the financial events, usually within a few days. Ad figures for the most recent days are flagged while Amazon is still attributing sales to clicks. The step-by-step version is in [connecting your Amazon store](/getting-started/connect-amazon-store).",
        ],
      },
      {
        kind: "links",
        heading: "Metrics and free tools behind these analytics",
        intro: "Each metric page gives the formula, a worked example and where Amazon reports it.",
        items: [
          { label: "Net profit", href: "/amazon-kpi/profit-and-margin/net-profit", body: "What remains after fees, ads, refunds and product cost: the headline figure on the overview." },
          { label: "Net profit margin", href: "/amazon-kpi/profit-and-margin/net-profit-margin", body: "Net profit as a share of sales, so products of different prices can be compared." },
          { label: "TACoS", href: "/amazon-kpi/advertising/tacos", body: "Ad spend against all sales, the advertising number owners usually watch." },
          { label: "Break-even ACoS", href: "/amazon-kpi/advertising/break-even-acos", body: "The highest ACoS a product can carry before its ads lose money." },
          { label: "Unit session percentage", href: "/amazon-kpi/sales-and-traffic/unit-session-percentage", body: "Amazon's conversion measure, the first place to look when sales drop with steady traffic." },
          { label: "Featured Offer percentage", href: "/amazon-kpi/sales-and-traffic/featured-offer-percentage", body: "How often your offer wins the buy button; a fall explains lost sales no ad can fix." },
          { label: "Days of supply", href: "/amazon-kpi/inventory/days-of-supply", body: "Stock cover in days, which also decides whether the low-inventory-level fee applies." },
          { label: "Fees per unit", href: "/amazon-kpi/amazon-fees/fees-per-unit", body: "Every Amazon fee divided by units sold, the number that drifts when a tier changes." },
          { label: "ROI calculator", href: "/tools/roi-calculator", body: "Free: return on a product's landed cost before you commit to a purchase order." },
          { label: "Lost sales calculator", href: "/tools/lost-sales-calculator", body: "Free: what a stockout cost you in revenue and profit." },
          { label: "Organic rank tracker", href: "/tools/organic-rank-tracker", body: "Free: where a product ranks for a keyword without paying for the click." },
        ],
      },
    ],
    faqs: [
      {
        question: "Is {brand} an official Amazon product?",
        answer:
          "No. {brand} is an independent company. It connects to your accounts through Amazon's Selling Partner API and Amazon Ads API, using authorizations you grant and can revoke in Amazon.",
      },
      {
        question: "Which marketplaces are supported?",
        answer:
          "The marketplaces available to your Seller Central account in Amazon's {fact:marketplaceRegions} regions. You choose which to connect during setup. Until Amazon posts an order's fees, {brand} estimates them: in the US from {fact:feeEstimateUS}; elsewhere from {fact:feeEstimateElsewhere}.",
      },
      {
        question: "Do I still need Seller Central if I use an analytics tool?",
        answer:
          "Yes. Seller Central is where you list, price, ship and handle customers; {brand} reads from it and does not replace it: you keep Seller Central for operations and open {brand} for the numbers.",
      },
      {
        question: "What do I have to enter by hand?",
        answer:
          "Only what Amazon cannot know: your landed product cost per SKU (unit price, freight, duty, prep), any merchant-fulfilled shipping costs, and optional overheads such as software or agency fees. Everything else comes from Amazon.",
      },
      {
        question: "How much history will I see on day one?",
        answer:
          `{fact:historyOnConnect} Year-over-year comparisons of sales therefore work from the first session on every plan; see [pricing](/pricing) for order limits per plan. {fact:yoyAdsCaveat}`,
      },
      {
        question: "How is profit estimated before Amazon posts the fees?",
        answer:
          "From the product's size tier, category and price, using the same 2026 fee tables as our [FBA calculator](/features/amazon-fba-calculator). Each figure is marked estimated until Amazon's actual charge replaces it.",
      },
      {
        question: "Can I try it before paying?",
        answer:
          "Yes. The trial lasts 14 days with every live feature and needs no credit card. If you cancel, your Amazon authorizations can be revoked in Seller Central and Amazon Ads.",
      },
      {
        question: "Which metrics should a small seller watch first?",
        answer:
          "Net profit by product, [TACoS](/amazon-kpi/advertising/tacos) and [days of supply](/amazon-kpi/inventory/days-of-supply). Together they tell you whether you make money, whether ads are paying for themselves and whether you are about to run out.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "amazon-seller-profit-tool",
    title: "Amazon Seller Profit Tool: Profit After Every Fee",
    description:
      "Work out true Amazon profit per unit and per order: price minus referral, FBA, storage, placement, returns and ad costs, minus COGS. Tracked on every order, every day.",
    keywords: ["amazon seller profit tool", "amazon profit calculator", "amazon profit tracker", "amazon net profit", "fba profit", "amazon fees and profit"],
    eyebrow: "Amazon seller profit tool",
    h1: "An Amazon profit tool that counts every fee, not just the obvious two",
    intro:
      "Your referral fee and FBA fulfillment fee are easy to find. Inbound placement, low-inventory-level, returns processing and storage fees are not, and ad spend and refunds have to be spread over the units that caused them. {brand} does all of it on every order, so the profit you see is the profit you keep.",
    primaryCta: trialCta,
    secondaryCta: { label: "Free FBA fee calculator", href: "/features/amazon-fba-calculator" },
    sections: [
      {
        kind: "table",
        heading: "The profit equation, line by line",
        intro: "What {brand} subtracts from each sale. Fee amounts come from what Amazon actually charged, once it posts them.",
        columns: ["Line", "Typical basis", "Since"],
        rows: [
          ["Referral fee", "Percentage of the total sales price, usually 15% with a $0.30 minimum", "Long-standing"],
          // Low-Price FBA (under $10) began Aug 29, 2023 (Amazon seller notice of Jun 29, 2023, quoted by Digital Commerce 360);
          // the Apr 15, 2024 card changed its amounts (../shared/research/product-facts-2026.md).
          ["FBA fulfillment fee", "Size tier, weight and, for US items, price band", "Under-$10 rate since Aug 29, 2023 (amounts changed Apr 15, 2024); $10-$50 and over-$50 split from Jan 15, 2026"],
          ["Monthly storage", "Cubic feet stored, higher October to December", "Current rates from Apr 1, 2024"],
          ["Inbound placement", "Per unit, by the shipment split you choose", "Mar 1, 2024"],
          ["Low-inventory-level", "Per unit shipped when supply runs under 28 days", "Apr 1, 2024"],
          ["Returns processing", "Per returned unit: apparel and shoes on every return, other categories above their return-rate threshold", "Apparel and shoes before 2024; other categories from Jun 1, 2024"],
          ["Refunds and promotions", "Refunded principal, coupons, deals", "Per order"],
          ["Advertising", "Ad spend allocated to the products advertised", "Per day"],
          ["Cost of goods", "Your dated unit, freight, duty and prep costs", "Per unit"],
        ],
      },
      {
        kind: "prose",
        heading: "Why spreadsheets drift from reality",
        paragraphs: [
          "A spreadsheet usually multiplies units by an average fee that was right when someone last checked. Amazon's fees change every year, some depend on your stock levels or shipment choices, and some are charged weeks after the sale. The gap between the spreadsheet and the bank account grows quietly.",
          "{brand} starts each order with an estimate from the product's size tier, category and price, then replaces it with Amazon's actual charges as they post. Account-level charges such as storage are added on the day Amazon bills them. You always see which figures are final.",
        ],
      },
      {
        kind: "checklist",
        heading: "Profit views you get",
        items: [
          "Profit per unit, per order, per SKU and per parent ASIN",
          "Profit by marketplace, brand and any tag you create",
          "Net margin and ROI next to sales, so growth and profitability are read together",
          "Refund cost and refund rate for every product",
          "A daily email with yesterday's profit",
        ],
      },
      {
        kind: "prose",
        heading: "Two questions a profit tool has to answer",
        paragraphs: [
          "You are probably asking one of two questions. One is the sourcing question: you hold a supplier quote and want to know whether a product will make money at a given price before you order 1,000 units. The other is the bookkeeping question: you are already selling, you see a healthy sales total, a thinner payout and a bank balance that matches neither, and you want to know where the difference went. The first needs a good calculator; the second needs every fee Amazon actually charged, attached to the order that caused it.",
          "{brand} covers both, and keeps them consistent. The free [FBA fee calculator](/features/amazon-fba-calculator) and the [ROI calculator](/tools/roi-calculator) answer the sourcing question with the 2026 US rate card. Once the product is live, the same fee model provides the first estimate on each order, and Amazon's posted charges then replace it. If a forecast and the reality disagree, you can see on which line they part ways.",
        ],
      },
      sellerProfitUnitExample,
      {
        kind: "table",
        heading: "Where each method gets its profit number",
        columns: ["Method", "Fees it knows about", "When the number is final", "Can you trace it to an order?"],
        rows: [
          ["Amazon's Revenue Calculator", "Referral, fulfillment and an optional storage estimate for one ASIN", "Never: it is a forecast", "No"],
          ["Payments reports and the settlement file", "Every fee Amazon charged, grouped by settlement period", "When the settlement period closes, usually every 14 days", "Yes, with a lot of pivoting"],
          ["A spreadsheet of averages", "Whatever was typed in when the sheet was built", "Whenever someone updates it", "Rarely"],
          ["Generic BI on a raw data feed", "Every fee, once someone maps each fee type to products", "As soon as the pipeline loads it", "Yes, if the mapping was done right"],
          ["{brand}", "Every fee type per order; account-level charges allocated where Amazon's data allows", "Estimated the same day, settled when Amazon posts", "Yes, one click from any total"],
        ],
      },
      sellerProfitScreen,
      {
        kind: "steps",
        heading: "Getting a trustworthy profit figure in four steps",
        items: [
          { title: "Connect Amazon", icon: "plug", body: `Authorize Seller Central and Amazon Ads in Amazon's own screens. Orders, fees and refunds import with {fact:sellerHistory} of history; ad spend with {fact:adsHistory}, as far back as Amazon Ads reports reach.` },
          { title: "Load product costs", icon: "file-text", body: "Upload a CSV of landed costs per SKU with an effective date. Change a cost later by adding a new dated row; earlier months keep the old figure." },
          { title: "Decide how shared costs land", icon: "layers", body: "Storage, placement and other account-level charges are recorded on the day Amazon bills them and allocated to products where its data allows; overheads you add go to the account, a brand or a tag." },
          { title: "Read profit, then check it", icon: "shield", body: "Compare a settled month with Amazon's settlement totals. Every figure opens into the orders and fee lines behind it, so differences can be found, not argued about." },
        ],
      },
      {
        kind: "links",
        heading: "Definitions for every line of the profit equation",
        items: [
          { label: "Profit per unit", href: "/amazon-kpi/profit-and-margin/profit-per-unit", body: "The figure in the worked example, with its formula and an interactive calculator." },
          { label: "Landed cost per unit", href: "/amazon-kpi/profit-and-margin/landed-cost-per-unit", body: "Supplier price plus freight, duty and prep: the cost Amazon never sees." },
          { label: "Referral fee", href: "/amazon-kpi/amazon-fees/referral-fee", body: "Rates by category, the $0.30 minimum and the tiered categories." },
          { label: "FBA fulfillment fee", href: "/amazon-kpi/amazon-fees/fba-fulfillment-fee", body: "Size tiers, dimensional weight and the 2026 price bands." },
          { label: "Low-inventory-level fee", href: "/amazon-kpi/amazon-fees/low-inventory-level-fee", body: "When running under 28 days of supply starts to cost money, and the exemptions." },
          { label: "Returns processing fee", href: "/amazon-kpi/amazon-fees/returns-processing-fee", body: "Category return-rate thresholds and how the charge is counted by ship month." },
          { label: "Refund cost", href: "/amazon-kpi/profit-and-margin/refund-cost", body: "What a refund costs beyond the money handed back." },
          { label: "Break-even price", href: "/amazon-kpi/profit-and-margin/break-even-price", body: "The lowest price at which a product still covers its costs." },
          { label: "ROI", href: "/amazon-kpi/profit-and-margin/roi", body: "Profit against the money tied up in stock, the measure for sourcing decisions." },
          { label: "ROI calculator", href: "/tools/roi-calculator", body: "Free: test a supplier quote against a target price before you order." },
          { label: "Lost sales calculator", href: "/tools/lost-sales-calculator", body: "Free: the profit a stockout took away." },
        ],
      },
    ],
    faqs: [
      {
        question: "How is this different from Amazon's Revenue Calculator?",
        answer:
          "Amazon's Revenue Calculator estimates fees for one product at a time before you sell. {brand} records the fees, refunds, ads and costs of every order you actually sold, continuously.",
      },
      {
        question: "Do I have to enter product costs?",
        answer: "Yes, Amazon does not know what you paid your supplier. Import them once from a CSV and update them with an effective date when they change.",
      },
      {
        question: "Why does my payout never match sales minus the fees I expect?",
        answer:
          "Usually because of charges that are not on the order: storage, inbound placement, low-inventory-level and returns processing fees, reimbursements, and reserve holds. {brand} lists each of them by type, so the gap between sales and payout has names.",
      },
      {
        question: "Does the tool include the 2026 fuel and logistics surcharge?",
        answer:
          "Yes. Estimates add 3.5% to the fulfillment fee for units shipped from April 17, 2026, and Amazon's posted charges, which already include it, replace the estimate. See the [fuel and logistics surcharge](/amazon-kpi/amazon-fees/fuel-and-logistics-surcharge) page.",
      },
      {
        question: "How is ad spend turned into a per-unit cost?",
        answer:
          "Spend from each campaign is assigned to the advertised products, then divided by all units those products sold in the period, organic and ad-driven. That keeps per-unit profit comparable with products you do not advertise.",
      },
      {
        question: "Can I see profit for merchant-fulfilled orders?",
        answer:
          "Yes. FBM orders carry the referral fee and the shipping cost you enter per SKU or per order; FBA-only fees are not applied to them.",
      },
      {
        question: "What if my product costs change mid-month?",
        answer:
          "Add a new cost row with the date it applies from. Orders before that date keep the old cost, orders after it use the new one, and past reports do not shift.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "amazon-fba-analytics-software",
    title: "Amazon FBA Analytics Software for Fees and Inventory",
    description:
      "FBA analytics software built around Amazon's fulfillment fees and inventory rules: size tiers, storage, placement and low-inventory fees, stock cover and profit per SKU.",
    keywords: ["amazon fba analytics software", "fba analytics", "fba software", "fba inventory analytics", "fba fee tracking"],
    eyebrow: "FBA analytics software",
    h1: "FBA analytics software that keeps up with Amazon's fee rules",
    intro:
      "Since 2024 Amazon has added fees that depend on how you ship and how much stock you hold, and from January 15, 2026 the US fulfillment fee for items of $10 and more also depends on whether the price is over $50. Running FBA profitably now means watching inventory and fees together. {brand} shows both on every SKU, from what Amazon actually charged.",
    primaryCta: trialCta,
    secondaryCta: { label: "Read: 2026 FBA fee changes", href: "/resources/blog/amazon-fba-fees-2026-what-changed" },
    sections: [
      {
        kind: "table",
        heading: "The recent US FBA fee timeline",
        columns: ["Effective", "Change", "What it means for your analytics"],
        rows: [
          ["Feb 5, 2024", "Large bulky tier replaces parts of the oversize tiers", "Fee per unit changes for larger items"],
          ["Mar 1, 2024", "Inbound placement service fee", "Shipment choices now change unit cost"],
          ["Apr 1, 2024", "Low-inventory-level fee; monthly storage rates updated ($0.78 per cu ft Jan to Sep, $2.40 Oct to Dec for standard-size)", "Running thin costs money; storage jumps in the fourth quarter"],
          ["Jun 1, 2024", "Returns processing fee extended from apparel and shoes to every category, above its return-rate threshold", "High-return products cost more than the refund"],
          ["Jan 15, 2026", "Small bulky tier; the $10-and-over fulfillment rate split into $10 to $50 and over $50 (the under-$10 rate already existed)", "A price change across $10 or $50 moves a product's fulfillment fee"],
        ],
      },
      {
        kind: "cards",
        heading: "What you can watch in {brand}",
        items: [
          { title: "Fees per unit by type", icon: "dollar", body: "Every FBA fee per unit sold, trended over time, so a tier or price-band change shows up the week it happens." },
          { title: "Days of supply", icon: "clock", body: "Stock cover per SKU from recent sales, to keep supply above the 28-day line that triggers the low-inventory-level fee." },
          { title: "Stock ageing", icon: "boxes", body: "Units approaching the ages where aged inventory surcharges begin, so you can run a promotion before you pay." },
          { title: "Stockout risk", icon: "bell", body: "Estimated stockout dates and alerts when a SKU will run out before its inbound shipment is available." },
          { title: "Returns", icon: "refresh", body: "Refund rate and refund cost by product, and each returns processing fee Amazon charged, booked to the month it belongs to." },
          { title: "Fulfillment channel", icon: "layers", body: "FBA and merchant-fulfilled orders side by side, each with the costs that apply to it." },
        ],
      },
      {
        kind: "prose",
        heading: "Inventory and fees are one decision",
        paragraphs: [
          "Hold too little stock and you pay the low-inventory-level fee, lose rank and risk a stockout. Hold too much and you pay storage, which roughly triples for standard-size items from October, and eventually aged inventory surcharges. The right level is different for every SKU and changes with its sales rate.",
          "That is why {brand} puts days of supply, fees per unit and profit on the same row. Reorder decisions become a trade-off you can see rather than a guess.",
        ],
      },
      {
        kind: "prose",
        heading: "Running the inventory side in 2026",
        paragraphs: [
          "If you run the inventory side of an Amazon business, you place purchase orders, book freight, create shipments and answer for stockouts. Your reports are Seller Central's Restock Inventory page, the FBA Inventory page, Inventory Age and the monthly storage and fee reports, each downloaded separately. What you need is one place that says, per SKU, how many days of stock are left, what Amazon will charge to hold or ship it, and whether the product still earns after those charges.",
          "The reason this got harder is that Amazon now prices behaviour, not just size. Since March 2024 the way you split a shipment changes the inbound placement fee. Since April 2024 running below 28 days of supply adds a low-inventory-level fee to every unit shipped. Since June 2024 high-return products in every category can pay a returns processing fee, which apparel and shoes already paid on every return. And since January 15, 2026 the US fulfillment fee changes at $50 as well as at $10, so a repricing decision can change a fee. An FBA analytics tool has to follow those rules per SKU, or its margins are fiction.",
        ],
      },
      leanOrHoldExample,
      {
        kind: "table",
        heading: "Where the answers live today, and what each source leaves out",
        columns: ["Source", "Answers", "Leaves you to work out"],
        rows: [
          ["Restock Inventory and FBA Inventory pages", "Recommended order quantities, available and inbound units", "What a stockout or a lean month costs in fees and profit"],
          ["Inventory Age and storage fee reports", "Units by age bracket, storage charged per ASIN", "Which aged units still earn money after the surcharge"],
          ["Fee reports and the Fee Preview", "Amazon's current fee estimate per SKU", "When a fee changed, and why the charged amount differs"],
          ["A reorder spreadsheet", "Lead times, supplier MOQs, your own forecast", "Live sales rates and the fees tied to stock levels"],
          ["Generic BI", "Any chart you can build from loaded data", "The loading, and the rules for each Amazon fee"],
          ["{brand}", "Days of supply, stockout dates and every FBA fee per SKU, next to profit", "Order quantities and supplier terms, which stay your call"],
        ],
      },
      fbaInventoryScreen,
      {
        kind: "links",
        heading: "The inventory and fee metrics behind these decisions",
        items: [
          { label: "Days of supply", href: "/amazon-kpi/inventory/days-of-supply", body: "Units at Amazon divided by daily units shipped: the number behind every reorder." },
          { label: "Reorder point", href: "/amazon-kpi/inventory/reorder-point", body: "When to order, from lead time and sales rate; not computed by {brand}, so work it out there and set a days-of-supply alert to match." },
          { label: "Safety stock", href: "/amazon-kpi/inventory/safety-stock", body: "The buffer that keeps a late container from becoming a stockout; not computed by {brand}, so size it on its page." },
          { label: "Low-inventory-level fee", href: "/amazon-kpi/amazon-fees/low-inventory-level-fee", body: "Rates by size tier and days of supply, with the exemptions." },
          { label: "Monthly storage fee", href: "/amazon-kpi/amazon-fees/monthly-storage-fee", body: "Per cubic foot, with the October-to-December rise." },
          { label: "Aged inventory surcharge", href: "/amazon-kpi/amazon-fees/aged-inventory-surcharge", body: "What old stock costs from 181 days on." },
          { label: "Inbound placement fee", href: "/amazon-kpi/amazon-fees/inbound-placement-fee", body: "How the shipment split you choose changes unit cost." },
          { label: "Storage cost per unit", href: "/amazon-kpi/inventory/storage-cost-per-unit", body: "Storage charges divided by units sold, comparable across SKUs." },
          { label: "Lost sales", href: "/amazon-kpi/inventory/lost-sales", body: "Revenue and profit missed while out of stock." },
          { label: "Lost sales calculator", href: "/tools/lost-sales-calculator", body: "Free: put a number on last month's stockout." },
          { label: "FBA fee calculator", href: "/features/amazon-fba-calculator", body: "Free: every 2026 FBA fee for a product before you ship it in." },
        ],
      },
    ],
    faqs: [
      {
        question: "Does {brand} work with merchant-fulfilled (FBM) orders too?",
        answer: "Yes. FBM orders are included with their own shipping costs, which you can enter per SKU or per order, and FBA-only fees are not applied to them.",
      },
      {
        question: "Can I see the fees Amazon charged on a specific order?",
        answer: "Yes. Open any order to see each fee Amazon posted for it, next to the estimate {brand} made before the fees settled.",
      },
      {
        question: "How does {brand} calculate days of supply?",
        answer:
          "As Amazon counts it for the low-inventory-level fee: {fact:daysOfSupply}. The [days of supply](/amazon-kpi/inventory/days-of-supply) page shows the formula; Amazon's own historical days of supply for the fee uses its 30-day and 90-day figures, which can differ.",
      },
      {
        question: "Are peak-season fulfillment fees shown separately?",
        answer:
          "Yes. From October 15 to January 14 Amazon charges higher fulfillment fees; fees per unit are trended by week, so the peak step is visible, and the estimate switches to peak rates for orders in that window. Amazon's 2026 peak table was not available to us, so 2026 peak estimates are ours and marked as such until Amazon's charges replace them.",
      },
      {
        question: "Can I see which SKUs are exposed to the returns processing fee?",
        answer:
          `Refund rates and the returns processing fees Amazon charged are shown per product. {brand} does not compute return rate itself (units returned over units shipped, the figure Amazon compares with the category's threshold), so check that in Seller Central's returns reports. Outside apparel and shoes, Amazon bills the fee between the 7th and 15th of the third month after the units shipped, so a high rate in June shows up in September's charges. ${RETURNS_FEE_BOOKING_RULE}`,
      },
      {
        question: "Will it tell me when to reorder?",
        answer:
          "It shows days of supply, an estimated stockout date and inbound quantities, and alerts you when a SKU's days of supply falls below the threshold you set, which you can set to cover the time until its inbound shipment is available. How many units to order, and when, stays your decision.",
      },
      {
        question: "Does it track inbound placement fees by shipment?",
        answer:
          "Yes. Amazon bills the fee about 45 days after a shipment is received; {brand} records it on that date, allocates it to the products in the shipment where Amazon's data allows, and includes it in fees per unit by type.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "real-time-amazon-analytics",
    title: "Real-Time Amazon Analytics, Honestly Explained",
    description:
      "Real-time Amazon analytics: orders as Amazon's APIs release them, fees estimated instantly and settled later, ads as reports arrive. What each figure's freshness means.",
    keywords: ["real-time amazon analytics", "real time amazon sales", "live amazon sales dashboard", "amazon sales today", "amazon intraday sales"],
    eyebrow: "Real-time analytics",
    h1: "Real-time Amazon analytics, with every number's freshness on show",
    intro:
      "Some tools promise real time and quietly show yesterday's fees. {brand} pulls each kind of Amazon data as soon as Amazon makes it available, estimates what is not final yet, and labels it. You see today's sales and profit as the day unfolds, and you know how firm each figure is.",
    primaryCta: trialCta,
    secondaryCta: { label: "See daily analytics", href: "/features/daily-amazon-analytics" },
    sections: [
      {
        kind: "table",
        heading: "How fresh each kind of Amazon data can be",
        intro: "Freshness is set by when Amazon publishes the data. This is how {brand} treats each source.",
        columns: ["Data", "When Amazon makes it available", "How {brand} shows it"],
        rows: [
          ["Orders and units", "Through the Orders API shortly after purchase", "Pulled {fact:ordersRefresh}; today's sales update as orders arrive"],
          ["Fees", "In financial events, often days after the order", "Estimated at once from size tier, category and price; replaced by actuals"],
          ["Refunds", "When the refund is issued", "Added to the day of the refund and linked to the original order"],
          ["Advertising", "In Amazon Ads reports; sales credited for 7 to 14 days after a click", "Updated {fact:adsRefresh}; recent days marked as still attributing"],
          ["Sessions and conversion", "In daily Sales and Traffic reports", "Updated {fact:trafficRefresh}: {fact:trafficDelay}"],
          ["Search Query Performance", "Weekly, monthly and quarterly", "Not shown yet: it comes with the SQP Keyword Optimizer, {fact:comingSoon}"],
        ],
      },
      {
        kind: "cards",
        heading: "What real time is good for",
        items: [
          { title: "Catching problems the same day", icon: "bell", body: "A listing suppressed, a price error or a sudden drop in orders shows up in hours, not at the end of the week." },
          { title: "Watching events live", icon: "zap", body: "Follow sales and profit through Prime Day, a Lightning Deal or a launch hour by hour." },
          { title: "Keeping ads in check", icon: "target", body: "See spend climbing against sales during the day and step in before the budget is gone." },
        ],
      },
      {
        kind: "prose",
        heading: "Why labels matter more than speed",
        paragraphs: [
          "A profit figure built on estimated fees and incomplete ad attribution is useful for spotting a trend and misleading if you treat it as final. {brand} marks every figure as estimated or settled and every recent ad day as still attributing, so a fast number never passes for a final one.",
        ],
      },
      {
        kind: "prose",
        heading: "When real-time numbers matter",
        paragraphs: [
          "Real-time numbers matter most around events: Prime Day, Prime Big Deal Days, Black Friday week, a product launch, a price test or a new campaign. On those days you want to know by lunchtime, not tomorrow, whether sales are tracking, whether the ad budget will run out at 3 pm and whether a discount is turning volume into profit or just into volume. The rest of the year the same need is quieter but real: a listing that is suppressed at 9 am costs a full day of sales if nobody notices until the next morning's report.",
          "Amazon's own answer is the Sales Dashboard in Seller Central and the Amazon Seller app, which show today's ordered sales and units. They are quick and they are Amazon's figures, so they are the reference for sales. What they cannot show is what those sales are worth after fees, product cost and the ad spend that bought them, and that is the number most worth watching on a big day.",
        ],
      },
      profitSoFarExample,
      {
        kind: "table",
        heading: "Ways to watch today's Amazon business",
        columns: ["Option", "How current", "What you see", "What is missing"],
        rows: [
          ["Seller Central Sales Dashboard and the Amazon Seller app", "Close to live for orders", "Ordered sales and units, today against earlier days", "Fees, product cost, ads and therefore profit"],
          ["Amazon Ads console", "Spend through the day; attributed sales fill in over days", "Spend, clicks and ad sales by campaign", "Organic sales and margin, so no view of profit"],
          ["Spreadsheet", "As current as the last export", "Whatever you paste in", "Anything intraday, in practice"],
          ["Generic BI on your own pipeline", "As often as your jobs poll Amazon's APIs within rate limits", "Whatever the pipeline loads", "Fee estimates until Amazon posts actuals, unless you build them"],
          ["{brand}", "Orders through the day, each source as Amazon publishes it", "Sales, estimated fees, COGS and reported ad spend together, labelled by firmness", "Nothing hidden, but estimated figures are only as good as the rate card"],
        ],
      },
      todayScreen,
      {
        kind: "checklist",
        heading: "Using intraday numbers well",
        items: [
          "Compare today with the same weekday and hour, not with yesterday's full day: Amazon traffic follows a weekly rhythm.",
          "Act on sales and spend during the day; judge ACoS and profit after attribution has closed.",
          "Set an alert for an order drought: no orders for a SKU in several hours when it normally sells every hour often means a suppressed listing or a lost Featured Offer.",
          "On deal days, watch profit per order as well as orders: a discount that doubles units but halves margin is a marketing expense, which is fine if you planned it.",
          "Keep an eye on stock cover during spikes so a good day does not end in a stockout and a low-inventory-level fee.",
        ],
      },
      {
        kind: "links",
        heading: "Metrics that matter on the day",
        items: [
          { label: "Ordered product sales", href: "/amazon-kpi/sales-and-traffic/ordered-product-sales", body: "Amazon's sales figure and what it includes." },
          { label: "Units ordered", href: "/amazon-kpi/sales-and-traffic/units-ordered", body: "The count that moves first when something breaks." },
          { label: "Sessions", href: "/amazon-kpi/sales-and-traffic/sessions", body: "Traffic, published daily in the Sales and Traffic report." },
          { label: "Conversion rate", href: "/amazon-kpi/sales-and-traffic/conversion-rate", body: "Orders per session, which shows whether a price change is working." },
          { label: "Featured Offer percentage", href: "/amazon-kpi/sales-and-traffic/featured-offer-percentage", body: "Lose it and orders stop, whatever the ads do." },
          { label: "Ad sales", href: "/amazon-kpi/advertising/ad-sales", body: "Why today's figure keeps rising for a week." },
          { label: "Estimated payout", href: "/amazon-kpi/profit-and-margin/estimated-payout", body: "What Amazon is expected to deposit, once fees settle." },
          { label: "Lost sales", href: "/amazon-kpi/inventory/lost-sales", body: "The cost of a stockout on your best day." },
          { label: "Lost sales calculator", href: "/tools/lost-sales-calculator", body: "Free: price a stockout in revenue and profit." },
          { label: "Organic rank tracker", href: "/tools/organic-rank-tracker", body: "Free: see whether a sales spike moved your keyword rank." },
        ],
      },
    ],
    faqs: [
      {
        question: "Is Amazon data ever truly real time?",
        answer:
          "Orders come close. Fees, ad attribution and traffic metrics are published later by Amazon, on their own schedules. Anyone who says otherwise is estimating; {brand} estimates too, and says so.",
      },
      {
        question: "Why do today's numbers change later?",
        answer:
          "Because Amazon's later data replaces the estimates: actual fees replace estimated fees, and ad sales keep arriving within the attribution window. The numbers converge on Amazon's final figures.",
      },
      {
        question: "Why can today's sales differ from Seller Central's Sales Dashboard?",
        answer:
          "Usually timing and scope: cancelled and pending orders, the time zone a day is cut in, and which marketplaces are included. Both should agree once the day is over and cancellations have settled.",
      },
      {
        question: "Can I get alerted during the day?",
        answer:
          "Yes, for what Amazon updates during the day: orders, estimated profit and stock are checked {fact:ordersRefresh}, ad spend {fact:adsRefresh}. Conversion can only be checked {fact:alertsConversion}, because Amazon publishes sessions in its daily Sales and Traffic report.",
      },
      {
        question: "Does real-time cover every marketplace I connect?",
        answer:
          "Yes, each marketplace is shown on its own or combined in one currency. Data freshness follows each marketplace's own Amazon reports.",
      },
      {
        question: "Is an estimated fee good enough to act on?",
        answer:
          "For intraday decisions, usually. In the US, estimates use {fact:feeEstimateUS}; in other marketplaces, {fact:feeEstimateElsewhere}. Estimates miss account-level charges and anything Amazon changes without notice. Settled figures are the ones to report to your accountant.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "amazon-seller-dashboard-software",
    title: "Amazon Seller Dashboard Software for Every Role",
    description:
      "Amazon seller dashboard software with views for owners, PPC managers and operations: the right dozen numbers on one screen, filtered by brand, tag or marketplace.",
    keywords: ["amazon seller dashboard software", "amazon seller dashboard", "amazon dashboard", "fba dashboard", "amazon kpi dashboard"],
    eyebrow: "Seller dashboard software",
    h1: "An Amazon seller dashboard that shows each person what they act on",
    intro:
      "A dashboard with forty tiles gets ignored. The owner needs profit and cash, the PPC manager needs spend against margin, and whoever places purchase orders needs stock cover. {brand} gives each role its own starting view on the same underlying data, so everyone reads one version of the truth.",
    primaryCta: trialCta,
    secondaryCta: { label: "Browse the Amazon metrics library", href: "/amazon-data-library" },
    sections: [
      {
        kind: "table",
        heading: "What belongs on each dashboard",
        columns: ["Role", "The numbers that matter", "Checked"],
        rows: [
          ["Owner or executive", "Net profit, net margin, TACoS, inventory value, top movers", "Weekly"],
          ["PPC manager", "Spend, ACoS against break-even ACoS, profit after ads, search terms to act on", "Daily"],
          ["Operations and purchasing", "Days of supply, stockout dates, inbound units, aged stock", "Daily"],
          ["Brand manager", "Sales and profit by line, conversion, Featured Offer percentage, refund rate", "Weekly"],
          ["Finance", "Settled P&L, fees by type, refunds, reconciliation to payouts", "Monthly"],
        ],
      },
      {
        kind: "cards",
        heading: "Dashboard features",
        items: [
          { title: "Tiles with context", icon: "chart", body: "Each tile shows the figure, its change against the comparison period and whether it is estimated or settled." },
          { title: "Filters everywhere", icon: "filter", body: "Brand, marketplace, fulfillment channel and smart tags apply to the whole dashboard at once." },
          { title: "From tile to cause", icon: "search", body: "Click any tile to open the products behind it, then a product to see its orders, fees and ads." },
          { title: "Email digests", icon: "bell", body: "Daily and weekly summaries of the same numbers, for people who prefer their inbox." },
        ],
      },
      {
        kind: "checklist",
        heading: "Signs your current dashboard is not working",
        items: [
          "People export to a spreadsheet before every meeting",
          "Two people quote different profit figures for the same month",
          "Nobody can say which fees are included in the margin",
          "The dashboard shows sales growing while the bank balance does not",
        ],
      },
      {
        kind: "prose",
        heading: "What a seller dashboard is for",
        paragraphs: [
          "A seller dashboard earns its keep once more than one person looks at the numbers: a founder and a part-time PPC freelancer, a brand with an operations lead, an agency reporting to clients. The job is shared attention. Everyone should glance at one screen, see the same figures, and know within a minute whether their part of the business needs them today. A dashboard that needs a walkthrough, or that each person rebuilds in their own spreadsheet, has failed at that job however good its charts are.",
          "Seller Central has a dashboard, and it is useful for what it covers: sales, units, account health and action items, for one account. It was built to run the account, not to judge the business, so it has no product costs, no view across accounts and regions, and no way to put ad spend next to the margin it was spent against. {brand} is built for the second job and reads the data for the first from Amazon.",
        ],
      },
      ownersMonthExample,
      {
        kind: "table",
        heading: "Dashboard options compared",
        columns: ["Option", "Who builds and maintains it", "Same numbers for the whole team?", "Shows profit?"],
        rows: [
          ["Seller Central home and Sales Dashboard", "Amazon", "Yes, for users of that account", "No: sales, units and account health"],
          ["Amazon Ads console dashboards", "Amazon", "Yes, for users with ads access", "No: ad spend and ad sales only"],
          ["A shared spreadsheet", "Whoever has the time", "Until someone copies a tab", "Only as good as its fee assumptions"],
          ["Looker Studio or another BI tool on exports", "An analyst or contractor", "Yes, once built", "Yes, if fees and COGS are modelled"],
          ["{brand}", "Us; you choose filters and saved views", "Yes, one data model behind every view", "Yes, after every fee, ad dollar and COGS"],
        ],
      },
      ppcSavedViewScreen,
      {
        kind: "cards",
        heading: "Rules we follow so dashboards get read",
        items: [
          { title: "Eight tiles, not forty", icon: "blocks", body: "A starting view has at most eight figures. Everything else is one click deeper, in the table behind each tile." },
          { title: "Every figure has a comparison", icon: "trending-up", body: "Against the previous period, the same period last year or a target you set; a number without context invites a guess." },
          { title: "Firmness is visible", icon: "shield", body: "Estimated fees and ad days still attributing are marked, so nobody quotes a provisional figure as final." },
          { title: "One data model", icon: "database", body: "Views differ in what they show, never in how a figure is calculated. Net profit means the same thing on every screen." },
        ],
      },
      {
        kind: "links",
        heading: "The metrics on these dashboards, defined",
        items: [
          { label: "Net profit margin", href: "/amazon-kpi/profit-and-margin/net-profit-margin", body: "The owner's headline ratio." },
          { label: "Amazon fees percentage", href: "/amazon-kpi/amazon-fees/amazon-fees-percentage", body: "The share of sales Amazon keeps, by fee type." },
          { label: "TACoS", href: "/amazon-kpi/advertising/tacos", body: "Ad spend against total sales, for owners and PPC managers alike." },
          { label: "ACoS", href: "/amazon-kpi/advertising/acos", body: "The campaign-level efficiency figure, with its parts." },
          { label: "Break-even ACoS", href: "/amazon-kpi/advertising/break-even-acos", body: "The line every campaign is measured against." },
          { label: "Days of supply", href: "/amazon-kpi/inventory/days-of-supply", body: "Operations' first number each morning." },
          { label: "Refund rate", href: "/amazon-kpi/profit-and-margin/refund-rate", body: "A brand manager's early warning for listing or quality problems." },
          { label: "Sales growth rate", href: "/amazon-kpi/sales-and-traffic/sales-growth-rate", body: "Period-over-period growth, computed the same way on every tile." },
          { label: "ROI calculator", href: "/tools/roi-calculator", body: "Free: check a product's return before it earns a tile." },
          { label: "Organic rank tracker", href: "/tools/organic-rank-tracker", body: "Free: keyword rank checks to sit beside ad figures." },
        ],
      },
    ],
    faqs: [
      {
        question: "Can each user have a different default view?",
        answer: "Yes. Users save their own filtered views and choose which one opens by default; the underlying numbers stay the same for everyone.",
      },
      {
        question: "Does the dashboard work on a phone?",
        answer: "Yes. The dashboard runs in the browser and adapts to smaller screens, and the daily email gives a quick summary when you are away from a desk.",
      },
      {
        question: "How many people can use the dashboard?",
        answer:
          "It depends on the plan, from 2 team members on Starter to 15 on Scale and no fixed limit on Enterprise; see [pricing](/pricing). Everyone works on the same data and can save their own views.",
      },
      {
        question: "Can an agency show a client only their own brand?",
        answer:
          "Saved views can be filtered by brand, marketplace or smart tag, so a view can be limited to one client's products. Talk to us about agency set-ups with many accounts.",
      },
      {
        question: "Can I combine several Amazon accounts on one dashboard?",
        answer:
          "Yes. Every connected account and marketplace can be shown together in one currency, and the marketplace filter narrows the view to one of them.",
      },
      {
        question: "What should a one-person business put on its dashboard?",
        answer:
          "Five figures are enough to start: net profit, [net profit margin](/amazon-kpi/profit-and-margin/net-profit-margin), TACoS, the SKUs under 28 days of supply, and refunds. Add a tile only when you know what you would do if it moved.",
      },
      {
        question: "How is this different from Seller Central's dashboard?",
        answer:
          "Seller Central's dashboard runs one account: sales, health and tasks. {brand} reads that account, adds your product costs and the Amazon Ads data, and shows profit and stock across all your accounts.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "amazon-profit-loss-analytics",
    title: "Amazon Profit and Loss Analytics: Margin Layer by Layer",
    description:
      "Analyze your Amazon P&L in contribution-margin layers: after product cost, after Amazon fees, after advertising. Find where margin leaks, by product and marketplace.",
    keywords: ["amazon profit loss analytics", "amazon p&l analysis", "amazon contribution margin", "amazon margin analysis", "amazon seller profit and loss"],
    eyebrow: "Profit & loss analytics",
    h1: "Amazon profit and loss analytics that show where margin leaks",
    intro:
      "A P&L total tells you whether you made money. P&L analytics tell you where you lost it. {brand} breaks every product's economics into contribution-margin layers, after product cost, after Amazon fees, after advertising, so you can see which layer is eating the margin and fix that one.",
    primaryCta: trialCta,
    secondaryCta: { label: "See the P&L feature", href: "/features/profit-loss" },
    sections: [
      marginLayersTable,
      {
        kind: "cards",
        heading: "What each layer tells you",
        items: [
          { title: "Weak after product cost", icon: "calculator", body: "Sourcing or pricing problem: renegotiate, change packaging or freight, or reprice." },
          { title: "Weak after Amazon fees", icon: "boxes", body: "Fee problem: size tier, dimensional weight, price band, storage or placement choices are costing you." },
          { title: "Weak after advertising", icon: "target", body: "Ad problem: ACoS above the product's break-even, or ads carrying sales that should be organic." },
          { title: "Weak after overheads", icon: "building", body: "Scale problem: the products are fine but volume does not yet cover fixed costs." },
        ],
      },
      {
        kind: "prose",
        heading: "Analysis you can repeat every month",
        paragraphs: [
          "{brand} calculates the layers for every product, brand, tag and marketplace, for any period, and compares them with the previous period or last year. When a layer moves, winners and losers shows which products moved it. Export the result for your monthly review, or switch to the settlement view to reconcile with Amazon's payouts.",
        ],
      },
      {
        kind: "prose",
        heading: "The question P&L analytics answers",
        paragraphs: [
          "You already have a profit figure, often from your bookkeeper or the settlement totals, and you do not like it. Margin was 18% in spring and 13% now, and the monthly accounts only say that costs went up. The job is attribution: which cost, on which products, in which marketplace, starting when. Accounting software cannot answer that, because it books Amazon settlements as a handful of lines per payout and never sees a SKU.",
          "Analysis needs the opposite shape: every order's revenue and every fee type, refund, ad dollar and product cost attached to a product and a date, so totals can be split by any dimension and compared between any two periods. That is the structure {brand} keeps, and the margin layers below are the simplest useful way to read it.",
        ],
      },
      marginBridgeExample,
      {
        kind: "table",
        heading: "Where an Amazon P&L usually comes from",
        columns: ["Source", "Period basis", "Per product?", "Margin layers?"],
        rows: [
          ["Accounting software fed by settlement summaries", "Settlement or payout date", "No", "No: a few lines per payout"],
          ["Seller Central Date Range and settlement reports", "Transaction posting date", "Yes, after heavy pivoting", "Not without your COGS and ad data added"],
          ["A monthly P&L spreadsheet", "Whatever the exports used", "Sometimes", "If someone builds them every month"],
          ["Generic BI on raw transaction data", "Your choice, once modelled", "Yes", "Yes, after you define and maintain the logic"],
          ["{brand}", "Order date or settlement date, switchable", "Yes, and by brand, tag and marketplace", "Yes, the same four layers everywhere"],
        ],
      },
      plLayerScreen,
      {
        kind: "prose",
        heading: "Order date or settlement date?",
        paragraphs: [
          "The same month has two honest P&Ls. By order date, October contains the orders placed in October with all the fees they eventually incur, which is the right basis for judging prices, ads and products. By settlement date, October contains whatever Amazon paid out or charged in October, including refunds for September orders and storage for September's stock, which is the basis that ties to the bank. Analysis goes wrong when the two are mixed, for example when an October storage charge is set against October's order revenue and blamed on a product launched that month.",
        ],
      },
      {
        kind: "links",
        heading: "Definitions for each layer",
        items: [
          { label: "Net sales", href: "/amazon-kpi/profit-and-margin/net-sales", body: "Gross sales less refunds and promotions: the base every percentage uses." },
          { label: "Cost of goods sold", href: "/amazon-kpi/profit-and-margin/cost-of-goods-sold", body: "The first layer, and the one only you can supply." },
          { label: "Gross margin", href: "/amazon-kpi/profit-and-margin/gross-margin", body: "What is left after product cost." },
          { label: "Contribution margin", href: "/amazon-kpi/profit-and-margin/contribution-margin", body: "After every variable cost, Amazon fees and ads included." },
          { label: "Pre-ad margin", href: "/amazon-kpi/profit-and-margin/pre-ad-margin", body: "The layer before advertising, and the ceiling for ACoS." },
          { label: "Net profit margin", href: "/amazon-kpi/profit-and-margin/net-profit-margin", body: "The bottom layer, after your overheads." },
          { label: "Amazon fees percentage", href: "/amazon-kpi/amazon-fees/amazon-fees-percentage", body: "The fee layer as one ratio, split by fee type." },
          { label: "Monthly storage fee", href: "/amazon-kpi/amazon-fees/monthly-storage-fee", body: "The line that moves most between September and October." },
          { label: "Promotion cost share", href: "/amazon-kpi/profit-and-margin/promotion-cost-share", body: "Coupons and deals as a share of sales, the quiet part of the net sales layer." },
          { label: "ROI calculator", href: "/tools/roi-calculator", body: "Free: test whether a product's layers can pay back its stock." },
          { label: "FBA fee calculator", href: "/features/amazon-fba-calculator", body: "Free: the fee layer for one product, before it sells." },
        ],
      },
    ],
    faqs: [
      {
        question: "Are the layer names fixed?",
        answer:
          "The order of deductions is fixed so comparisons stay consistent; you can rename the layers and choose which overheads are allocated to products.",
      },
      {
        question: "Where do overheads come from?",
        answer: "You add them: recurring or one-off expenses such as software, staff or agency fees, assigned to the account, a brand or a tag.",
      },
      {
        question: "Can my bookkeeper use this P&L?",
        answer:
          "For reconciliation, yes: the settlement view ties to Amazon's payouts and exports to CSV. {brand} is a management P&L, not an accounting ledger, so your books stay in your accounting system.",
      },
      {
        question: "Which margin should I use to judge a product?",
        answer:
          "Contribution margin, after Amazon fees and ads, for decisions about a product's future; net margin, after overheads, for decisions about the business. A product with a healthy [contribution margin](/amazon-kpi/profit-and-margin/contribution-margin) is worth keeping even in a month when overheads win.",
      },
      {
        question: "Are refunds taken from the month of the sale or the month of the refund?",
        answer:
          `A refund is recorded on the day Amazon issues it and linked to its original order: the settlement view shows it in the month it was issued, the order-date view in the month of the order, which is where each product's [refund rate](/amazon-kpi/profit-and-margin/refund-rate) and refund cost are worked out. ${RETURNS_FEE_BOOKING_RULE}`,
      },
      {
        question: "Can I compare marketplaces in one P&L?",
        answer:
          "Yes. Each marketplace has its own layers, and a combined view converts them into one currency, so you can see whether, say, Amazon.ca's fee layer is heavier than Amazon.com's.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "amazon-business-intelligence-software",
    title: "Amazon Business Intelligence Software: Build or Buy?",
    description:
      "Amazon business intelligence without building a pipeline: modelled seller, fee and ads data, ready for analysis in {brand} or delivered to your own warehouse.",
    keywords: ["amazon business intelligence software", "amazon bi", "amazon data analytics platform", "amazon reporting software", "amazon data warehouse"],
    eyebrow: "Business intelligence",
    h1: "Amazon business intelligence without building the pipeline first",
    intro:
      "General BI tools are excellent once the data is clean. Getting Amazon data clean is the hard part: dozens of report types, two APIs, fees posted weeks after orders, ad sales restated for days. {brand} does that work and gives you analysis-ready Amazon data, in our app or in your warehouse.",
    primaryCta: { label: "Talk to us about your data", href: "/contact" },
    secondaryCta: trialCta,
    sections: [
      {
        kind: "table",
        heading: "Build it yourself or use {brand}",
        columns: ["Task", "Building in-house", "With {brand}"],
        rows: [
          ["API access", "Register as a developer, handle authorization and token refresh for each account", "Authorize in Amazon's screens; we handle the rest"],
          ["Report collection", "Schedule, poll, throttle and retry report requests", "Collected continuously"],
          ["Fee mapping", "Map financial events and fee types to orders and SKUs", "Fees by type per order and SKU"],
          ["Ad restatements", "Reload recent days as attribution closes", "Recent days updated automatically"],
          ["Product costs", "Maintain a separate cost table with dates", "Dated COGS built in"],
          ["Maintenance", "Keep up with API versions and new fee types", "Our job"],
        ],
      },
      {
        kind: "cards",
        heading: "Two ways to use it",
        items: [
          { title: "In {brand}", icon: "chart", body: "Dashboards, P&L, PPC, inventory and winners-and-losers analysis, ready to use from the first sync." },
          { title: "In your own stack", icon: "database", body: "Modelled tables delivered to your warehouse or pulled through our API, for teams that join Amazon with other channels. Custom pricing." },
        ],
      },
      {
        kind: "checklist",
        heading: "Questions BI teams answer with it",
        items: [
          "Contribution margin by channel when Amazon sits next to your own store and retail",
          "Customer acquisition cost on Amazon versus other channels",
          "Forecast inputs: sales rate, seasonality and stock cover by SKU",
          "The effect of Amazon's 2026 fee changes on each product line",
        ],
      },
      {
        kind: "prose",
        heading: "The decision a BI team faces",
        paragraphs: [
          "If you are an analyst, a head of data or a finance lead at a brand that sells on Amazon among other channels, or at an aggregator running many Amazon accounts, you probably have a warehouse or a BI tool already and a decision to make: spend a quarter of engineering time building an Amazon pipeline, or pay for data that arrives modelled. The question is not whether Amazon data can be put into BI; it can. It is how much of the team's time the Amazon-specific rules will eat, for how long.",
          "Those rules are the hidden part. Amazon reports orders, fees, refunds, ads and inventory through different APIs and reports, on different clocks, with different identifiers. Fees post days after the order; inbound placement is billed about 45 days after a shipment is received; the returns processing fee for a month's shipments is billed in the third month after; Sponsored Products keeps crediting sales for 7 days and Sponsored Brands and Display for 14. Every one of those becomes a join, a restatement job or a late-arriving row in your model.",
        ],
      },
      orderItemExample,
      {
        kind: "table",
        heading: "Routes from Amazon to your BI tool",
        columns: ["Route", "What arrives", "What your team still owns"],
        rows: [
          ["Scheduled exports uploaded by hand", "Flat files from Seller Central and the Ads console", "The uploads, every column change and all the joining"],
          ["A generic data connector", "Raw API objects and report rows, copied on a schedule", "Fee mapping, restatements, product costs and the business logic"],
          ["Your own SP-API and Amazon Ads API integration", "Exactly what you build", "Developer registration, tokens, rate limits, retries, API version changes, and the logic"],
          ["{brand} modelled data", "Orders, fees by type, refunds, ads and COGS joined per product and day", "Joining Amazon with your other channels, and your own reports"],
        ],
      },
      exportPreviewScreen,
      {
        kind: "checklist",
        heading: "Questions to settle before you build",
        intro: "Whichever route you take, these decisions shape the model. Answering them early saves rework.",
        items: [
          "Grain: order item, SKU-day or ASIN-week? Fee allocation and ad attribution both depend on it.",
          "Clock: order date for analysis, settlement date for finance, or both, and how restated rows are versioned.",
          "Cost history: where landed cost lives, with effective dates, so a supplier price change does not rewrite last year.",
          "Account-level charges: the rule for spreading storage, placement and subscription fees over products.",
          "Identifiers: how ASIN, SKU, FNSKU and parent ASIN map to your own product master across marketplaces.",
          "Currency: the rate and the date used to convert each marketplace into your reporting currency.",
        ],
      },
      {
        kind: "links",
        heading: "Metric definitions a BI team can adopt",
        items: [
          { label: "Contribution margin", href: "/amazon-kpi/profit-and-margin/contribution-margin", body: "The cross-channel comparison metric, defined for Amazon's cost structure." },
          { label: "Fees per unit", href: "/amazon-kpi/amazon-fees/fees-per-unit", body: "Amazon's fees per unit sold, split by type." },
          { label: "Customer acquisition cost", href: "/amazon-kpi/customers-and-market/customer-acquisition-cost", body: "Acquisition spend per new customer, for comparing Amazon with other channels." },
          { label: "New-to-brand order share", href: "/amazon-kpi/advertising/new-to-brand-order-share", body: "The Amazon Ads measure of first-time buyers." },
          { label: "Sell-through rate", href: "/amazon-kpi/inventory/sell-through-rate", body: "Amazon's definition, which differs from the retail one." },
          { label: "Inventory turnover", href: "/amazon-kpi/inventory/inventory-turnover", body: "Cost of goods sold against average inventory value." },
          { label: "Search query volume", href: "/amazon-kpi/search-query-performance/search-query-volume", body: "Demand data from Brand Analytics for forecasting inputs; in {brand} once the SQP Keyword Optimizer ships ({fact:comingSoon})." },
          { label: "Market share", href: "/amazon-kpi/customers-and-market/market-share", body: "How to estimate it from the data Amazon gives brand owners." },
          { label: "ROI calculator", href: "/tools/roi-calculator", body: "Free: a quick check of the return on a product's landed cost." },
          { label: "Lost sales calculator", href: "/tools/lost-sales-calculator", body: "Free: the formula we use for missed sales during a stockout." },
        ],
      },
    ],
    faqs: [
      {
        question: "Which BI tools can we use?",
        answer:
          "Any tool that reads from your warehouse or a CSV. We agree the delivery destination and format during scoping for warehouse and API access.",
      },
      {
        question: "Can we start with the app and add the warehouse export later?",
        answer: "Yes. You can start on a standard plan and move to custom pricing when you want the data in your own stack.",
      },
      {
        question: "Do we own the data?",
        answer:
          `It is your Amazon data. ${DATA_EXPORT_AND_DELETION} Warehouse delivery or API access can be agreed with custom pricing, and access to your Amazon accounts can be revoked in Amazon at any time.`,
      },
      {
        question: "How far back does the history go?",
        answer:
          `{fact:historyOnConnect} {fact:yoyAdsCaveat}`,
      },
      {
        question: "How do you handle restated advertising data?",
        answer:
          "Recent days are reloaded while Amazon is still attributing sales: 7 days for Sponsored Products and 14 for Sponsored Brands and Display. Those days are flagged until they are final.",
      },
      {
        question: "Can we see the fee logic?",
        answer:
          "Yes. Each fee type is kept as its own line, and estimates follow the 2026 US rate card that our [FBA calculator](/features/amazon-fba-calculator) documents, with its sources and dates.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "amazon-ppc-analytics-tool",
    title: "Amazon PPC Analytics Tool: Diagnose ACoS and Profit",
    description:
      "An Amazon PPC analytics tool that breaks ACoS into CPC, conversion rate and price, ties ad spend to product margin and shows profit after ads by campaign.",
    keywords: ["amazon ppc analytics tool", "amazon ppc analytics", "amazon advertising analytics", "acos analysis", "amazon ads reporting"],
    eyebrow: "PPC analytics tool",
    h1: "Amazon PPC analytics that explain why ACoS moved",
    intro:
      "When ACoS goes up, it is because clicks got more expensive, fewer clicks converted, or each order is worth less. {brand} splits every campaign's ACoS into those three parts and puts it next to the product's real margin, so you know what to fix and whether the campaign makes money at all.",
    primaryCta: trialCta,
    secondaryCta: { label: "ACoS in the metrics library", href: "/amazon-kpi/advertising/acos" },
    sections: [
      {
        kind: "prose",
        heading: "ACoS has three parts",
        paragraphs: [
          "ACoS is ad spend divided by ad sales. Spend is clicks times cost per click; ad sales are clicks times conversion rate times average order value. The clicks cancel out, which leaves ACoS = CPC / (conversion rate x average order value).",
          "Example: a CPC of $1.20, a 12% conversion rate and a $30 average order give ACoS = 1.20 / (0.12 x 30) = 33.3%. If CPC rises to $1.50, ACoS becomes 41.7%. If conversion falls to 9% instead, ACoS becomes 44.4%. Same symptom, different cure: bids and placements for the first, listing, price or reviews for the second.",
        ],
      },
      {
        kind: "table",
        heading: "From symptom to cause",
        columns: ["What moved", "Likely causes", "Where to look next"],
        rows: [
          ["CPC up", "More competition, higher bids, top-of-search placement", "Placement report and bid history"],
          ["Conversion down", "Price increase, lost Featured Offer, new negative review, stockout of a key variation", "Product page, winners and losers"],
          ["Order value down", "Coupon or deal, cheaper variation getting the clicks", "Average selling price by day"],
          ["ACoS fine, profit down", "Fee or cost increase shrinking break-even ACoS", "Profit after ads by product"],
        ],
      },
      {
        kind: "cards",
        heading: "Analytics included",
        items: [
          { title: "Profit after ads", icon: "dollar", body: "Each campaign, ad group and target with the margin of the products it sells." },
          { title: "Search term analysis", icon: "search", body: "Converting terms to harvest and non-converting terms to negate, with spend and orders behind each." },
          { title: "TACoS trend", icon: "line-chart", body: "Ad spend against total sales over time, showing whether advertising lifts organic sales." },
          { title: "Attribution-aware", icon: "clock", body: "Recent days marked while Amazon is still crediting sales: 7 days for Sponsored Products bought by sellers, 14 for Sponsored Brands and Display." },
        ],
      },
      {
        kind: "prose",
        heading: "What the Ads console leaves out",
        paragraphs: [
          "If you own the ad budget, as a seller running your own Sponsored Products, an in-house PPC manager, or a freelancer or agency managing several accounts, your week is built around the Amazon Ads console, the search term report and bulk sheets. You can see clicks, spend, ACoS and attributed sales down to the search term. What you cannot see there is whether any of it made money, because the console knows the price of an order and nothing about what the product cost or what Amazon charged to ship it.",
          "So the job is to judge ad performance against margin, product by product, and to find the cause when a metric moves. That means joining every campaign, ad group, target and search term to the products it sold and to each product's profit before advertising. {brand} does that join daily, and the break-even figure it produces becomes the yardstick for every bid.",
        ],
      },
      ppcCampaignExample,
      {
        kind: "table",
        heading: "How PPC is analysed today",
        columns: ["Where", "Strong at", "Cannot see"],
        rows: [
          ["Amazon Ads console", "Live campaign metrics, bids, budgets, placements", "Product costs and Amazon fees, so no profit; organic sales"],
          ["Search term report and bulk sheets in a spreadsheet", "Deep keyword work, custom rules, mass edits", "Margins unless you paste them in; history beyond what you keep"],
          ["Generic BI on the Ads API", "Long history, any chart, joins with other channels", "Break-even per product unless you model fees and COGS"],
          ["{brand} PPC analytics", "Spend, ACoS and its three parts next to each product's break-even and profit after ads", "Nothing changes in Amazon unless you approve it in PPC management"],
        ],
      },
      ppcTargetsScreen,
      {
        kind: "links",
        heading: "Advertising metrics, each with its formula",
        items: [
          { label: "ACoS", href: "/amazon-kpi/advertising/acos", body: "Ad spend over ad sales, with a calculator." },
          { label: "Break-even ACoS", href: "/amazon-kpi/advertising/break-even-acos", body: "Profit before ads over price: the line in the example." },
          { label: "Target ACoS", href: "/amazon-kpi/advertising/target-acos", body: "Break-even minus the profit you want to keep." },
          { label: "TACoS", href: "/amazon-kpi/advertising/tacos", body: "Spend over total sales, to see whether ads lift organic sales." },
          { label: "ROAS", href: "/amazon-kpi/advertising/roas", body: "The inverse of ACoS, used in Amazon's own reports." },
          { label: "CPC", href: "/amazon-kpi/advertising/cpc", body: "The first part of ACoS." },
          { label: "Ad conversion rate", href: "/amazon-kpi/advertising/ad-conversion-rate", body: "The second part: orders per click." },
          { label: "Average order value", href: "/amazon-kpi/sales-and-traffic/average-order-value", body: "The third part: what each order is worth." },
          { label: "Sponsored sales share", href: "/amazon-kpi/advertising/sponsored-sales-share", body: "How much of the business depends on ads." },
          { label: "Organic rank tracker", href: "/tools/organic-rank-tracker", body: "Free: check whether ad-driven sales moved your organic rank." },
          { label: "ROI calculator", href: "/tools/roi-calculator", body: "Free: the margin that sets your break-even ACoS, from a supplier quote." },
        ],
      },
    ],
    faqs: [
      {
        question: "Should I judge a campaign on ACoS or on TACoS?",
        answer:
          "On both, for different questions. ACoS against the product's break-even tells you whether the ad sales themselves were bought at a profit; [TACoS](/amazon-kpi/advertising/tacos) tells you what share of all sales, organic included, went back into ads, and so whether advertising grows the whole business or buys sales you would have had anyway. A falling TACoS while ACoS holds steady usually means organic sales are growing around the ads.",
      },
      {
        question: "What is a good ACoS?",
        answer:
          "One below the product's break-even ACoS, which is its profit before ad spend divided by its price. A product with 35% pre-ad margin breaks even at 35% ACoS; one with 18% breaks even at 18%.",
      },
      {
        question: "Does this tool change my campaigns?",
        answer: "Analytics are read-only. If you want to act from {brand}, PPC management lets you approve bid, budget and keyword changes that are sent to Amazon Ads.",
      },
      {
        question: "Why do last week's ad sales keep changing?",
        answer:
          "Amazon credits sales to a click for 7 days for Sponsored Products bought by sellers and 14 days for Sponsored Brands and Display. {brand} reloads those days and marks them until they are final.",
      },
      {
        question: "Are Sponsored Brands and Sponsored Display included?",
        answer:
          "Yes. Sponsored Products, Sponsored Brands and Sponsored Display are all analysed, each campaign, ad group and target against the margin of the products it sells.",
      },
      {
        question: "How do I find search terms to negate?",
        answer:
          "Search term analysis separates converting terms worth harvesting from non-converting terms worth negating, with the spend and orders behind each. Negating stays your call, in the Ads console or through PPC management.",
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
