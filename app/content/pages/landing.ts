import type { MarketingPageInput } from "../page-schema";

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
    title: "Amazon Analytics Tool for Sellers and Brands | MarginAtlas",
    description:
      "An Amazon analytics tool that joins Seller Central, Amazon Ads and your product costs: sales, profit, PPC, inventory and search data in one place. Free 14-day trial.",
    keywords: ["amazon analytics tool", "amazon seller analytics", "amazon analytics software", "amazon sales analytics", "seller central analytics"],
    eyebrow: "Amazon analytics tool",
    h1: "The Amazon analytics tool that starts where Seller Central stops",
    intro:
      "Seller Central tells you what sold. Amazon Ads tells you what the ads spent. Neither tells you what you earned, which product earned it, or what to do next. MarginAtlas joins both with your product costs and turns them into analytics you can act on, without exporting a single report.",
    primaryCta: trialCta,
    secondaryCta: { label: "See all features", href: "/features/daily-amazon-analytics" },
    sections: [
      {
        kind: "table",
        heading: "What you get that Amazon's own reports do not give you",
        columns: ["You want to know", "In Amazon's tools", "In MarginAtlas"],
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
        heading: "What MarginAtlas covers",
        items: [
          { title: "Sales and traffic", icon: "chart", body: "Sales, units, sessions, conversion and Featured Offer percentage by product and marketplace." },
          { title: "Profit", icon: "dollar", body: "A full P&L with Amazon fees by type, refunds, promotions, ads and COGS." },
          { title: "Advertising", icon: "target", body: "Sponsored Products, Brands and Display analytics and management, measured against margin." },
          { title: "Inventory", icon: "boxes", body: "Stock cover, stockout dates and the fees that come with running too thin or too heavy." },
          { title: "Search", icon: "search", body: "Search Query Performance from Brand Analytics for brand-registered sellers." },
          { title: "Alerts", icon: "bell", body: "Notifications when profit, stock, ad spend or conversion move outside the range you set." },
        ],
      },
    ],
    faqs: [
      {
        question: "Is MarginAtlas an official Amazon product?",
        answer:
          "No. MarginAtlas is an independent company. It connects to your accounts through Amazon's Selling Partner API and Amazon Ads API, using authorizations you grant and can revoke in Amazon.",
      },
      {
        question: "Which marketplaces are supported?",
        answer:
          "The marketplaces available to your Seller Central account in North America, Europe and the Far East regions. You choose which to connect during setup.",
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
      "Most sellers know their referral fee and FBA fulfillment fee. Far fewer account for inbound placement, low-inventory-level, returns processing and storage, or spread ad spend and refunds over the units that caused them. MarginAtlas does it on every order, so the profit you see is the profit you keep.",
    primaryCta: trialCta,
    secondaryCta: { label: "Free FBA fee calculator", href: "/features/amazon-fba-calculator" },
    sections: [
      {
        kind: "table",
        heading: "The profit equation, line by line",
        intro: "What MarginAtlas subtracts from each sale. Fee amounts come from what Amazon actually charged, once it posts them.",
        columns: ["Line", "Typical basis", "Since"],
        rows: [
          ["Referral fee", "Percentage of the total sales price, usually 15% with a $0.30 minimum", "Long-standing"],
          ["FBA fulfillment fee", "Size tier, weight and, for US items, price band", "Price bands from Jan 15, 2026"],
          ["Monthly storage", "Cubic feet stored, higher October to December", "Current rates from Apr 1, 2024"],
          ["Inbound placement", "Per unit, by the shipment split you choose", "Mar 1, 2024"],
          ["Low-inventory-level", "Per unit shipped when supply runs under 28 days", "Apr 1, 2024"],
          ["Returns processing", "Per returned unit, by category threshold", "Jun 1, 2024"],
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
          "MarginAtlas starts each order with an estimate from the product's size tier, category and price, then replaces it with Amazon's actual charges as they post. Account-level charges such as storage are added on the day Amazon bills them. You always see which figures are final.",
        ],
      },
      {
        kind: "checklist",
        heading: "Profit views you get",
        items: [
          "Profit per unit, per order, per SKU and per parent ASIN",
          "Profit by marketplace, brand and any tag you create",
          "Net margin and ROI next to sales, so growth and profitability are read together",
          "Refund cost and return rate for every product",
          "A daily email with yesterday's profit",
        ],
      },
    ],
    faqs: [
      {
        question: "How is this different from Amazon's Revenue Calculator?",
        answer:
          "Amazon's Revenue Calculator estimates fees for one product at a time before you sell. MarginAtlas records the fees, refunds, ads and costs of every order you actually sold, continuously.",
      },
      {
        question: "Do I have to enter product costs?",
        answer: "Yes, Amazon does not know what you paid your supplier. Import them once from a CSV and update them with an effective date when they change.",
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
      "Since 2024, Amazon has added fees that depend on how you ship and how much stock you hold, and in 2026 it tied US fulfillment fees to price. Running FBA profitably now means watching inventory and fees together. MarginAtlas shows both on every SKU, from what Amazon actually charged.",
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
          ["Jun 1, 2024", "Returns processing fee", "High-return products cost more than the refund"],
          ["Jan 15, 2026", "Small bulky tier; fulfillment fees set by price band (under $10, $10 to $50, over $50)", "A price change can move a product's fulfillment fee"],
        ],
      },
      {
        kind: "cards",
        heading: "What FBA sellers watch in MarginAtlas",
        items: [
          { title: "Fees per unit by type", icon: "dollar", body: "Every FBA fee per unit sold, trended over time, so a tier or price-band change shows up the week it happens." },
          { title: "Days of supply", icon: "clock", body: "Stock cover per SKU from recent sales, to keep supply above the 28-day line that triggers the low-inventory-level fee." },
          { title: "Stock ageing", icon: "boxes", body: "Units approaching the ages where aged inventory surcharges begin, so you can run a promotion before you pay." },
          { title: "Stockout risk", icon: "bell", body: "Estimated stockout dates and alerts when a SKU will run out before its inbound shipment is available." },
          { title: "Returns", icon: "refresh", body: "Return rates by product, to catch the ones exposed to the returns processing fee." },
          { title: "Fulfillment channel", icon: "layers", body: "FBA and merchant-fulfilled orders side by side, each with the costs that apply to it." },
        ],
      },
      {
        kind: "prose",
        heading: "Inventory and fees are one decision",
        paragraphs: [
          "Hold too little stock and you pay the low-inventory-level fee, lose rank and risk a stockout. Hold too much and you pay storage, which roughly triples for standard-size items from October, and eventually aged inventory surcharges. The right level is different for every SKU and changes with its sales rate.",
          "That is why MarginAtlas puts days of supply, fees per unit and profit on the same row. Reorder decisions become a trade-off you can see rather than a guess.",
        ],
      },
    ],
    faqs: [
      {
        question: "Does MarginAtlas work with merchant-fulfilled (FBM) orders too?",
        answer: "Yes. FBM orders are included with their own shipping costs, which you can enter per SKU or per order, and FBA-only fees are not applied to them.",
      },
      {
        question: "Can I see the fees Amazon charged on a specific order?",
        answer: "Yes. Open any order to see each fee Amazon posted for it, next to the estimate MarginAtlas made before the fees settled.",
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
      "Some tools promise real time and quietly show yesterday's fees. MarginAtlas pulls each kind of Amazon data as soon as Amazon makes it available, estimates what is not final yet, and labels it. You see today's sales and profit as the day unfolds, and you know how firm each figure is.",
    primaryCta: trialCta,
    secondaryCta: { label: "See daily analytics", href: "/features/daily-amazon-analytics" },
    sections: [
      {
        kind: "table",
        heading: "How fresh each kind of Amazon data can be",
        intro: "Freshness is set by when Amazon publishes the data. This is how MarginAtlas treats each source.",
        columns: ["Data", "When Amazon makes it available", "How MarginAtlas shows it"],
        rows: [
          ["Orders and units", "Through the Orders API shortly after purchase", "Pulled through the day; today's sales update as orders arrive"],
          ["Fees", "In financial events, often days after the order", "Estimated at once from size tier, category and price; replaced by actuals"],
          ["Refunds", "When the refund is issued", "Added to the day of the refund and linked to the original order"],
          ["Advertising", "In Amazon Ads reports; sales credited for 7 to 14 days after a click", "Updated as reports arrive; recent days marked as still attributing"],
          ["Sessions and conversion", "In daily Sales and Traffic reports", "Shown by day once Amazon publishes them"],
          ["Search Query Performance", "Weekly, monthly and quarterly", "Shown by week for brand-registered accounts"],
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
          "A profit figure built on estimated fees and incomplete ad attribution is useful for spotting a trend and misleading if you treat it as final. MarginAtlas marks every figure as estimated or settled and every recent ad day as still attributing, so a fast number never passes for a final one.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is Amazon data ever truly real time?",
        answer:
          "Orders come close. Fees, ad attribution and traffic metrics are published later by Amazon, on their own schedules. Anyone who says otherwise is estimating; MarginAtlas estimates too, and says so.",
      },
      {
        question: "Why do today's numbers change later?",
        answer:
          "Because Amazon's later data replaces the estimates: actual fees replace estimated fees, and ad sales keep arriving within the attribution window. The numbers converge on Amazon's final figures.",
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
      "A dashboard with forty tiles gets ignored. The owner needs profit and cash, the PPC manager needs spend against margin, and whoever places purchase orders needs stock cover. MarginAtlas gives each role its own starting view on the same underlying data, so everyone reads one version of the truth.",
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
      "A P&L total tells you whether you made money. P&L analytics tell you where you lost it. MarginAtlas breaks every product's economics into contribution-margin layers, after product cost, after Amazon fees, after advertising, so you can see which layer is eating the margin and fix that one.",
    primaryCta: trialCta,
    secondaryCta: { label: "See the P&L feature", href: "/features/profit-loss" },
    sections: [
      {
        kind: "table",
        heading: "Reading the margin layers",
        intro: "An illustrative product selling at $30.00 per unit.",
        columns: ["Layer", "Subtract", "Per unit", "Share of net sales"],
        rows: [
          ["Net sales", "Refunds and promotions from gross sales", "$28.50", "100%"],
          ["Contribution 1", "Landed cost of goods", "$20.00", "70.2%"],
          ["Contribution 2", "Amazon referral, fulfillment, storage and other fees", "$11.40", "40.0%"],
          ["Contribution 3", "Advertising", "$7.90", "27.7%"],
          ["Net profit", "Allocated overheads you add (software, staff, agency)", "$6.40", "22.5%"],
        ],
      },
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
          "MarginAtlas calculates the layers for every product, brand, tag and marketplace, for any period, and compares them with the previous period or last year. When a layer moves, winners and losers shows which products moved it. Export the result for your monthly review, or switch to the settlement view to reconcile with Amazon's payouts.",
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
    ],
    updated: UPDATED,
  },
  {
    path: "amazon-business-intelligence-software",
    title: "Amazon Business Intelligence Software: Build or Buy?",
    description:
      "Amazon business intelligence without building a pipeline: modelled seller, fee and ads data, ready for analysis in MarginAtlas or delivered to your own warehouse.",
    keywords: ["amazon business intelligence software", "amazon bi", "amazon data analytics platform", "amazon reporting software", "amazon data warehouse"],
    eyebrow: "Business intelligence",
    h1: "Amazon business intelligence without building the pipeline first",
    intro:
      "General BI tools are excellent once the data is clean. Getting Amazon data clean is the hard part: dozens of report types, two APIs, fees posted weeks after orders, ad sales restated for days. MarginAtlas does that work and gives you analysis-ready Amazon data, in our app or in your warehouse.",
    primaryCta: { label: "Talk to us about your data", href: "/contact" },
    secondaryCta: trialCta,
    sections: [
      {
        kind: "table",
        heading: "Build it yourself or use MarginAtlas",
        columns: ["Task", "Building in-house", "With MarginAtlas"],
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
          { title: "In MarginAtlas", icon: "chart", body: "Dashboards, P&L, PPC, inventory and winners-and-losers analysis, ready to use from the first sync." },
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
    ],
    faqs: [
      {
        question: "Which BI tools can we use?",
        answer:
          "Any tool that reads from your warehouse or a CSV. We agree the delivery destination and format during scoping for warehouse and API access.",
      },
      {
        question: "Can we start with the app and add the warehouse export later?",
        answer: "Yes. Many teams start on a standard plan and move to custom pricing when they want the data in their own stack.",
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
      "When ACoS goes up, it is because clicks got more expensive, fewer clicks converted, or each order is worth less. MarginAtlas splits every campaign's ACoS into those three parts and puts it next to the product's real margin, so you know what to fix and whether the campaign makes money at all.",
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
    ],
    faqs: [
      {
        question: "What is a good ACoS?",
        answer:
          "One below the product's break-even ACoS, which is its profit before ad spend divided by its price. A product with 35% pre-ad margin breaks even at 35% ACoS; one with 18% breaks even at 18%.",
      },
      {
        question: "Does this tool change my campaigns?",
        answer: "Analytics are read-only. If you want to act from MarginAtlas, PPC management lets you approve bid, budget and keyword changes that are sent to Amazon Ads.",
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
