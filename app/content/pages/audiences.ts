import type { MarketingPageInput } from "../page-schema";
import { DATA_EXPORT_AND_DELETION, MULTI_ACCOUNT_PRICING } from "../shared-copy";
import { acosImprovedExample, blanketTargetExample } from "../worked-examples/agencies";
import { q4StorageExample, twoDefinitionsExample } from "../worked-examples/aggregators";
import { brandLinesScreen, priceCutExample, queryFunnelExample } from "../worked-examples/brand-managers";
import { returnsCohortExample, tableSizingExample } from "../worked-examples/data-teams";
import { acosQuarterExample, feeChangesExample, onePageScreen } from "../worked-examples/executives";
import { garlicPressProfitExample, runningThinExample } from "../worked-examples/fba-sellers";

/** "Who we serve" pages: one per audience, each written around that reader's own questions. */

const UPDATED = "2026-11-20";
const trialCta = { label: "Start your 14-day free trial", href: "/signup" };

export const audiencePages = [
  {
    path: "who-we-serve/fba-sellers",
    title: "Profit Analytics for Amazon FBA Sellers",
    description:
      "For FBA sellers who want to know real profit per product after every Amazon fee, COGS and ad dollar, when to reorder, and which ads pay for themselves.",
    keywords: ["fba seller software", "amazon fba profit", "fba analytics", "fba inventory management", "private label amazon"],
    eyebrow: "For FBA sellers",
    h1: "For FBA sellers who want to know what they actually keep",
    intro:
      "Amazon sends you a payout and leaves you to work out what it means. {brand} takes the orders, the fees, the refunds and the ad spend from your Seller Central and Amazon Ads accounts, adds your product costs, and shows the profit on every product, every day.",
    primaryCta: trialCta,
    secondaryCta: { label: "Try the free FBA calculator", href: "/features/amazon-fba-calculator" },
    sections: [
      {
        kind: "prose",
        heading: "A week in a small FBA business",
        paragraphs: [
          "If you sell private label through FBA with a handful of products, you are the buyer, the advertiser, the bookkeeper and the person who answers the supplier at 11 pm. Monday starts with the Business Report to see whether the weekend sold. Tuesday goes on the Sponsored Products search term report, adding negatives by hand. Midweek you check FBA inventory to guess whether the next shipment from the factory lands before your best seller runs out. Friday, if there is time, you update the spreadsheet that is supposed to tell you whether any of this made money.",
          "Most weeks the spreadsheet loses. It needs the fee columns from the Payments reports, the ad spend from a different console, your unit costs from the supplier invoices and a refund column nobody trusts. By the time it balances, the month is over and the decision it was meant to support (reorder, raise the price, cut the campaign) has already been made on instinct.",
        ],
      },
      {
        kind: "table",
        heading: "The reports you stitch together today",
        intro: "Each one is accurate for what it covers. None of them gives profit per product on its own.",
        columns: ["Report", "Where it lives", "What it cannot tell you"],
        rows: [
          ["Business Report (Detail Page Sales and Traffic)", "Seller Central, Reports", "Sales and sessions per ASIN, but no fees, no product cost, no ad spend"],
          ["Payments and transaction view", "Seller Central, Payments", "Every fee and refund, but per transaction and settlement, not per product per day"],
          ["Search term and campaign reports", "Amazon Ads console", "ACoS per campaign, measured against ad sales rather than your margin"],
          ["FBA inventory and restock pages", "Seller Central, Inventory", "Units on hand and Amazon's suggestion, with no link to what a stockout would cost you"],
          ["Your COGS spreadsheet", "Your drive", "Unit costs that drift out of date every time the supplier quote changes"],
        ],
      },
      garlicPressProfitExample,
      runningThinExample,
      {
        kind: "cards",
        heading: "What changes when {brand} does the assembling",
        items: [
          { title: "Profit per SKU, daily", icon: "dollar", body: "The calculation in scenario 1 runs for every product {fact:ordersRefresh}, with the fees Amazon actually charged instead of a rate card estimate once they settle." },
          { title: "A payout you can read", icon: "file-text", body: "A settlement view that lines up with Amazon's statements, so reserves, refunds and fee lines stop being a mystery." },
          { title: "Reorder warnings before fees", icon: "boxes", body: "Days of supply and an estimated stockout date per SKU, so the purchase order goes out while you still have cover." },
          { title: "Ads judged on margin", icon: "target", body: "Each product's break-even ACoS next to its campaigns, and profit after ad spend instead of ad sales alone." },
        ],
      },
      {
        kind: "checklist",
        heading: "Included for FBA sellers",
        items: [
          "Profit dashboard and P&L by day, product and marketplace",
          "COGS with effective dates, imported from CSV, so a new supplier price only affects units sold after it",
          "PPC analytics and management for Sponsored Products, Brands and Display",
          "Inventory cover, estimated stockout dates and days-of-supply alerts",
          "A morning email with yesterday's sales, profit and anything that needs you",
          "The free FBA fee, ROI and lost sales calculators, no account needed",
        ],
      },
      {
        kind: "links",
        heading: "Worth reading next",
        items: [
          { label: "Net profit", href: "/amazon-kpi/profit-and-margin/net-profit", body: "What is left after every fee, refund, product cost and ad dollar." },
          { label: "Profit per unit", href: "/amazon-kpi/profit-and-margin/profit-per-unit", body: "The number to compare against a supplier quote or a price change." },
          { label: "FBA fulfillment fee", href: "/amazon-kpi/amazon-fees/fba-fulfillment-fee", body: "How size tier, shipping weight and the 2026 price bands set the fee." },
          { label: "TACoS", href: "/amazon-kpi/advertising/tacos", body: "Ad spend against all sales, to see whether ads lift the whole product." },
          { label: "Lost sales calculator", href: "/tools/lost-sales-calculator", body: "Revenue and profit a stockout costs, from your own daily sales." },
          { label: "ROI calculator", href: "/tools/roi-calculator", body: "Return on the cash you put into the next purchase order." },
        ],
      },
    ],
    faqs: [
      {
        question: "I sell fewer than a hundred orders a month. Is {brand} worth it?",
        answer:
          "Plans are priced by orders per month, so a small store pays for a small plan (see [pricing](/pricing)). The free trial shows your own numbers before you pay anything, which is the best way to decide.",
      },
      {
        question: "Do I need to be brand registered?",
        answer:
          "No. Profit, P&L, PPC and inventory work for any Professional seller account. Brand Registry will matter for Search Query Performance, which {brand} will read once the SQP Keyword Optimizer ships (it is {fact:comingSoon}).",
      },
      {
        question: "Why would my profit differ from the FBA calculator's estimate?",
        answer:
          "The calculator applies the published rate card to the dimensions you enter. Amazon bills on the dimensions and weight it measured, adds fees that depend on your stock level and returns, and restates some charges later. {brand} shows the estimate first and replaces it with what Amazon charged once the transaction settles.",
      },
      {
        question: "How long does setup take?",
        answer:
          "Authorizing Seller Central and Amazon Ads takes a few minutes; the step-by-step is in [connect your Amazon store](/getting-started/connect-amazon-store). Uploading unit costs from a spreadsheet is usually the longest part, and history fills in as it syncs.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/brand-managers",
    title: "Amazon Analytics for Brand Managers",
    description:
      "For brand managers running Amazon for one or several brands: profit by brand and product line, PPC against margin and listing tests; search funnel data {fact:comingSoon}.",
    keywords: ["amazon brand manager", "amazon brand analytics", "amazon brand reporting", "brand registry analytics", "amazon category management"],
    eyebrow: "For brand managers",
    h1: "For brand managers who answer for the brand's Amazon P&L",
    intro:
      "You are judged on growth and margin, but Amazon's reports are organised by ASIN and by console. {brand} rolls everything up to the brand and product line you manage, links advertising to profit, and keeps the evidence for every listing and pricing decision in one place.",
    primaryCta: trialCta,
    secondaryCta: { label: "See smart tagging", href: "/features/smart-tagging" },
    sections: [
      {
        kind: "checklist",
        heading: "The brand manager's calendar, as it usually goes",
        intro:
          "Whether you sit at the brand itself or run three brands for a holding company, if your week looks anything like this, most of it goes on collecting numbers rather than acting on them.",
        items: [
          "Monday: export last week's sales by ASIN, map the ASINs to product lines in a spreadsheet, and explain to leadership why the hero line dipped",
          "Tuesday: a call with whoever runs PPC, who reports ACoS by campaign while you are asked about margin by line",
          "Wednesday: download Search Query Performance from Brand Analytics, one ASIN or the brand at a time, to see which searches you are losing",
          "Thursday: brief design on a new main image or A+ module, with no clean way to prove the last change worked",
          "Friday: rebuild the monthly deck; the numbers in it disagree with finance because fees and refunds were counted differently",
        ],
      },
      {
        kind: "table",
        heading: "What you are asked, and where the answer hides today",
        columns: ["Question from leadership", "Data you pull today", "Why it takes half a day"],
        rows: [
          ["Is the new line profitable yet?", "Business Report, payments export, COGS sheet", "Fees arrive per transaction, costs per SKU, and the line exists only in your head"],
          ["Should we keep spending on the launch?", "Ads console campaign report", "ACoS is measured against ad sales, not the line's own margin"],
          ["Why are we losing share on our main keyword?", "Search Query Performance, weekly", "Four funnel steps across dozens of queries, one download at a time"],
          ["Did the price change work?", "Business Report before and after", "Stockouts, coupons and ad changes in the same weeks muddy the comparison"],
        ],
      },
      priceCutExample,
      queryFunnelExample,
      brandLinesScreen,
      {
        kind: "cards",
        heading: "What changes in your week",
        items: [
          { title: "Lines, not ASIN lists", icon: "layers", body: "Tag products by brand, line or owner once; every P&L, PPC and inventory screen can then be filtered and totalled by those tags." },
          { title: "One target per line", icon: "target", body: "Set target ACoS from each line's break-even instead of one number for the whole account, and watch TACoS to see whether ads grow the line or rent its sales." },
          { title: "Tests with a verdict", icon: "flask", body: "Price and content changes are read on profit per session, so the Thursday design brief starts from evidence." },
          { title: "The explanation ready", icon: "trending-up", body: "Winners and losers splits each product's change into traffic, conversion, price, fees and ads, which is the slide leadership asks for on Monday." },
        ],
      },
      {
        kind: "links",
        heading: "Definitions behind these numbers",
        items: [
          { label: "Contribution margin", href: "/amazon-kpi/profit-and-margin/contribution-margin", body: "What a line contributes after every variable cost, ads included." },
          { label: "Target ACoS", href: "/amazon-kpi/advertising/target-acos", body: "Setting an ad target from margin and the profit you want left." },
          { label: "Click share", href: "/amazon-kpi/search-query-performance/click-share", body: "Your share of a query's clicks, the step most listings lose." },
          { label: "Unit session percentage", href: "/amazon-kpi/sales-and-traffic/unit-session-percentage", body: "Amazon's conversion measure and how to read it in a test." },
          { label: "Average selling price", href: "/amazon-kpi/sales-and-traffic/average-selling-price", body: "The realised price after coupons, which is what fees follow." },
        ],
      },
    ],
    faqs: [
      {
        question: "Can I see only the brands I manage?",
        answer: "Yes. Tag products by brand or owner and save your views, so the dashboard, P&L and PPC screens open filtered to your portfolio.",
      },
      {
        question: "Which Brand Analytics data do you use?",
        answer:
          "None yet. Search Query Performance will come with the SQP Keyword Optimizer, which is {fact:comingSoon}; it will be read through Amazon's Selling Partner API for brand-registered sellers with the Brand Analytics role in Seller Central. Until then, download it from Brand Analytics.",
      },
      {
        question: "Will my numbers match what finance reports?",
        answer:
          "They start from the same Amazon settlement data, with your product costs applied by effective date. Differences usually come from timing (finance books by settlement, you look by order date) and from costs finance allocates that never touch Amazon, such as salaries.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/agencies",
    title: "Amazon Analytics for Agencies and Consultants",
    description:
      "For Amazon agencies managing several client accounts: one login, client-level access, profit-based PPC, change logs and client-ready reports. Talk to us.",
    keywords: ["amazon agency software", "amazon ppc agency tool", "amazon agency reporting", "multi account amazon analytics", "amazon consultant tools"],
    eyebrow: "For agencies",
    h1: "For agencies that want to be measured on client profit",
    intro:
      "When a client asks whether the advertising you run makes them money, not just sales, you need their margins to answer. {brand} gives your team every client account in one place, PPC tied to each client's real margins, and reports that show profit after fees, costs and ads.",
    primaryCta: { label: "Talk to us about agency accounts", href: "/contact" },
    secondaryCta: { label: "Refer clients and earn 30%", href: "/affiliates" },
    sections: [
      {
        kind: "prose",
        heading: "How an account manager's week disappears",
        paragraphs: [
          "Picture an account manager with eight clients. Each client has its own Seller Central login, its own Amazon Ads profile and its own idea of what a good month looks like. Monday and Tuesday go on pulling campaign and search term reports for every account and pasting them into the agency's template. Wednesday is bid and negative keyword work. Thursday and Friday are client calls, where the question that comes up most is the one the template cannot answer: did the money we spent on ads make the business any richer?",
          "To answer it honestly you need each client's unit costs and Amazon fees next to the ad data. Without them, the monthly report leads with ACoS and ad sales, and the client's finance person quietly works out the rest. When that person decides the numbers do not add up, the agency may be the last to hear.",
        ],
      },
      {
        kind: "table",
        heading: "The client report, before and after",
        columns: ["Line in the monthly report", "Template without client margins", "With client margins connected"],
        rows: [
          ["Headline", "Ad sales and ACoS versus last month", "Profit after ad spend versus last month"],
          ["Per product", "ACoS by campaign", "ACoS against each product's own break-even ACoS"],
          ["Growth", "Ad-attributed sales", "TACoS, so organic sales lost or gained are visible"],
          ["Work done", "A list typed up from memory", "The change log: every bid, budget and keyword change with before and after numbers"],
          ["Next month", "Spend more on what has low ACoS", "Spend more where profit per ad dollar is highest"],
        ],
      },
      blanketTargetExample,
      acosImprovedExample,
      {
        kind: "cards",
        heading: "What {brand} gives the agency team",
        items: [
          { title: "All clients, one login", icon: "briefcase", body: "Switch between client workspaces without separate logins, each with its own Seller Central and Amazon Ads connections." },
          { title: "Client-level access", icon: "lock", body: "Give each team member access only to the clients they work on, and invite clients to view their own workspace." },
          { title: "Profit-based PPC", icon: "target", body: "Break-even ACoS from each client's margins, search term harvesting, negatives and bid changes you approve." },
          { title: "Change log", icon: "file-text", body: "Every bid, budget and keyword change with the person who made it and the numbers before and after, ready for client calls." },
          { title: "Same definitions for everyone", icon: "chart", body: "P&L, PPC and winners-and-losers views exported for monthly reports, calculated the same way for every client." },
          { title: "Onboarding help", icon: "rocket", body: "We help your team connect client accounts and import product costs so new clients show numbers in their first week." },
        ],
      },
      {
        kind: "links",
        heading: "Useful when you brief a client",
        items: [
          { label: "ROAS", href: "/amazon-kpi/advertising/roas", body: "The inverse of ACoS, and the form other channels report: useful when a client's finance team thinks in return on ad spend." },
          { label: "Contribution margin", href: "/amazon-kpi/profit-and-margin/contribution-margin", body: "Margin after ads and fees, the fairest single measure of a campaign's effect." },
          { label: "Search term harvesting in PPC management", href: "/features/ppc-management", body: "How search terms, negatives and bids are proposed and approved." },
          { label: "Free FBA fee calculator", href: "/features/amazon-fba-calculator", body: "Work out a prospect's break-even ACoS before the first call." },
        ],
      },
    ],
    faqs: [
      {
        question: "How is agency pricing structured?",
        answer:
          `${MULTI_ACCOUNT_PRICING} Contact us with the number of accounts and their approximate monthly orders and we will send a quote.`,
      },
      {
        question: "Who owns the data if a client leaves?",
        answer:
          `The client. Their Amazon authorizations belong to their own Seller Central and Amazon Ads accounts, and they can revoke them there at any time. ${DATA_EXPORT_AND_DELETION} For a client's workspace, that means their numbers can go with them before they leave, and do not stay with us after it is closed.`,
      },
      {
        question: "What if a client will not share product costs?",
        answer:
          "Then profit cannot be computed, and we would rather show that gap than guess. Two facts may make the request easier: costs are visible only to the people the client invites, and a rough cost per product is already enough to set break-even targets.",
      },
      {
        question: "Can we also refer clients who manage themselves?",
        answer: "Yes. The [affiliate program](/affiliates) pays a 30% commission on referred subscriptions under its published terms.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/executives",
    title: "Amazon Business Reporting for Executives",
    description:
      "For founders, CEOs and CFOs: the Amazon business on one page, with profit, margin, cash tied up in stock and the drivers behind every change.",
    keywords: ["amazon executive dashboard", "amazon business reporting", "amazon cfo", "ecommerce profit reporting", "amazon kpi dashboard"],
    eyebrow: "For executives",
    h1: "For executives who need the Amazon business on one page",
    intro:
      "Sales are up; is profit? {brand} gives leadership one view of the Amazon channel: revenue, contribution after Amazon fees and advertising, net profit, inventory and the few products behind each change, built from Amazon's own data instead of a spreadsheet someone updates on Fridays.",
    primaryCta: trialCta,
    secondaryCta: { label: "Book a walkthrough", href: "/contact" },
    sections: [
      {
        kind: "prose",
        heading: "Where the Amazon numbers come from today",
        paragraphs: [
          "If you are a founder or CFO, Amazon may be your largest channel and your least legible one. Your week can bring three versions of the truth: the sales figure the operations team quotes from Seller Central, the advertising figure the agency or PPC manager sends, and the deposit that finance sees land every two weeks, smaller than either would suggest. Reconciling them falls to whoever built the master spreadsheet, and the answer arrives after the month has closed.",
          "Board packs and lender reports then repeat the same exercise by quarter. The questions are not complicated (are we more profitable, where is the cash, is advertising paying for itself) but each one needs fee, cost and ad data joined at product level, which Amazon does not provide in one place.",
        ],
      },
      {
        kind: "table",
        heading: "Questions and where the answer lives",
        columns: ["Question", "Where to look in {brand}"],
        rows: [
          ["Are we more profitable than last quarter?", "P&L, quarter over quarter, by marketplace"],
          ["Why did margin drop last month?", "Winners and losers, profit view, with driver breakdown"],
          ["Is ad spend growing the business?", "TACoS trend next to total sales and ad sales"],
          ["How much cash is sitting in stock?", "Inventory value and days of supply by brand"],
          ["What did Amazon's 2026 fee changes cost us?", "Fees per unit by type, year over year"],
        ],
      },
      feeChangesExample,
      acosQuarterExample,
      onePageScreen,
      {
        kind: "checklist",
        heading: "Without adding work for the team",
        items: [
          "A weekly summary email for leadership, separate from the team's daily one",
          "Read-only access for executives and board members",
          "Exports for board packs and lender reporting",
          "The same definitions the operators use, so meetings discuss decisions, not whose number is right",
        ],
      },
      {
        kind: "links",
        heading: "Measures worth standardising on",
        items: [
          { label: "Contribution margin", href: "/amazon-kpi/profit-and-margin/contribution-margin", body: "The channel's margin after every variable cost." },
          { label: "Inventory turnover", href: "/amazon-kpi/inventory/inventory-turnover", body: "How many times a year the cash in stock comes back." },
          { label: "Inventory carrying cost", href: "/amazon-kpi/inventory/inventory-carrying-cost", body: "What holding stock costs beyond Amazon's storage fee." },
          { label: "Amazon fees percentage", href: "/amazon-kpi/amazon-fees/amazon-fees-percentage", body: "The share of revenue Amazon keeps, tracked over time." },
          { label: "Inventory ROI planner", href: "/tools/roi-calculator", body: "Test a purchase order against the cash it ties up." },
        ],
      },
    ],
    faqs: [
      {
        question: "Does it replace our finance reporting?",
        answer:
          "No. It is a management view of the Amazon channel. Finance can export the settlement view to reconcile with the accounting system.",
      },
      {
        question: "Can I see several Amazon accounts together?",
        answer: "Yes. Connected accounts and marketplaces roll up into one view in your reporting currency, and you can split them back out at any time.",
      },
      {
        question: "How current are the numbers?",
        answer:
          "Orders appear as Amazon reports them, with fees estimated until the transaction settles and replaced by the charged amount afterwards. Recent advertising days are restated as Amazon updates attribution, so the last few days can still move slightly.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/data-teams",
    title: "Amazon Data for Your Warehouse and BI Tools",
    description:
      "For data teams: clean, modelled Amazon seller and ads data delivered to your warehouse or BI tool, plus an API. Custom pricing, scoped with you.",
    keywords: ["amazon data warehouse", "amazon sp-api data", "amazon ads data export", "amazon bi integration", "amazon data pipeline", "amazon api"],
    eyebrow: "For data teams",
    h1: "For data teams who would rather model data than maintain Amazon pipelines",
    intro:
      "Building on Amazon's Selling Partner API and Amazon Ads API means report scheduling, rate limits, token refreshes, late ad attribution and fee restatements before you write your first query. {brand} handles that and delivers tidy tables to your warehouse or BI tool, or through our API.",
    primaryCta: { label: "Talk to us about custom pricing", href: "/contact" },
    secondaryCta: { label: "See the Enterprise plan", href: "/pricing" },
    sections: [
      {
        kind: "steps",
        heading: "The sprint that was meant to take two weeks",
        intro: "A path you may recognise if you have been asked to put Amazon into the warehouse.",
        items: [
          { title: "Week 1: authorization", body: "App registration, OAuth for each seller account and ads profile, refresh tokens that expire or get revoked by someone in the business." },
          { title: "Week 2: reports", body: "Asynchronous report requests, polling, throttled endpoints, and files that arrive in different formats per report type and marketplace." },
          { title: "Week 3: money", body: "Financial events that do not map one-to-one to orders, refunds booked weeks after the sale, reimbursements, and fees that change with Amazon's rate cards." },
          { title: "Week 4 and on: drift", body: "Ad metrics that change for days after the click, fee estimates replaced by charges, new fee types in January, and a dashboard nobody trusts until it stops moving." },
        ],
      },
      {
        kind: "table",
        heading: "The data you get",
        columns: ["Dataset", "Grain", "Notes"],
        rows: [
          ["Orders and order items", "Order item", "Status, prices, promotions, marketplace, fulfillment channel"],
          ["Fees and financial events", "Event", "Every Amazon fee by type, refunds, reimbursements, mapped to orders where Amazon allows"],
          ["Profit", "SKU by day", "Revenue, fees, COGS, ad spend and net profit, estimated then settled"],
          ["Advertising", "Campaign, target and search term by day", "Sponsored Products, Brands and Display, restated as Amazon's attribution windows close"],
          ["Inventory", "SKU by day", "Available, inbound, reserved, days of supply"],
          ["Search Query Performance", "ASIN or brand by query by week", "Not available yet: it comes with the SQP Keyword Optimizer, {fact:comingSoon}"],
        ],
      },
      returnsCohortExample,
      tableSizingExample,
      {
        kind: "cards",
        heading: "What we take off your plate",
        items: [
          { title: "API plumbing", icon: "plug", body: "Authorization, token refresh, report requests, throttling and retries for the Selling Partner API and Amazon Ads API." },
          { title: "Restatements", icon: "refresh", body: "Recent ad days and fee estimates are updated when Amazon restates them, so your tables converge on the final numbers." },
          { title: "Currencies and time zones", icon: "globe", body: "Amounts in original and reporting currency, and dates in each marketplace's time zone, documented per column." },
          { title: "Delivery", icon: "database", body: "Scheduled delivery to your warehouse or cloud storage, or pull through the API. We agree the destination and schedule with you when scoping." },
        ],
      },
      {
        kind: "steps",
        heading: "How an engagement starts",
        items: [
          { title: "Scoping call", body: "Tell us your accounts, marketplaces, warehouse and the questions the data must answer." },
          { title: "Proposal", body: "A written scope with datasets, delivery method, refresh schedule and a custom price." },
          { title: "Pilot", body: "A first delivery on your own accounts so your team can test the tables before committing." },
        ],
      },
      {
        kind: "links",
        heading: "Metric definitions to align your models with",
        items: [
          { label: "Returns processing fee", href: "/amazon-kpi/amazon-fees/returns-processing-fee", body: "Cohorts, thresholds and billing timing in detail." },
          { label: "Estimated payout", href: "/amazon-kpi/profit-and-margin/estimated-payout", body: "Why the deposit differs from sales minus visible fees." },
          { label: "Fees per unit", href: "/amazon-kpi/amazon-fees/fees-per-unit", body: "The per-unit fee series that shows every rate card change." },
          { label: "Refund rate", href: "/amazon-kpi/profit-and-margin/refund-rate", body: "Units refunded over units ordered, and its time lag." },
        ],
      },
    ],
    faqs: [
      {
        question: "Why is data-team pricing custom?",
        answer:
          "Cost depends on the number of accounts, marketplaces, datasets, history and delivery method. We quote after a scoping call so you pay for what you use.",
      },
      {
        question: "How much history can we load?",
        answer:
          "{fact:historyOnConnect}",
      },
      {
        question: "Do you document the schema?",
        answer: "Yes. Every table and column is documented with its source, grain, currency and time zone, and changes are announced before they ship.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/aggregators",
    title: "Amazon Portfolio Analytics for Aggregators",
    description:
      "For aggregators and multi-brand operators: every acquired brand's Amazon P&L in one portfolio view, with consistent definitions from diligence to integration.",
    keywords: ["amazon aggregator software", "amazon portfolio analytics", "amazon brand acquisition", "amazon due diligence", "multi brand amazon reporting"],
    eyebrow: "For aggregators",
    h1: "For aggregators running many Amazon brands as one portfolio",
    intro:
      "Each acquired brand arrives with its own accounts, spreadsheets and definitions of profit. {brand} connects every Seller Central and Amazon Ads account to one portfolio, applies the same profit definitions to all of them, and lets you compare brands, operators and acquisition cohorts side by side.",
    primaryCta: { label: "Talk to us about portfolio pricing", href: "/contact" },
    secondaryCta: { label: "Data warehouse options", href: "/who-we-serve/data-teams" },
    sections: [
      {
        kind: "prose",
        heading: "Operating twenty brands with twenty spreadsheets",
        paragraphs: [
          "A portfolio operator's week is split between brands already owned and brands being evaluated. For the owned ones, brand operators send weekly numbers in whatever format the previous founder used; someone at head office copies them into the portfolio model and chases the ones that are late. For the targets, the deal team receives a seller's own P&L and has to decide how much of it to believe.",
          "Both jobs fail in the same place: every brand counts profit differently. One founder left advertising out of product margin; another booked storage as overhead; a third re-priced past months at the latest supplier quote, so one cost rise rewrote a year of margins. Numbers that look comparable on the monthly summary are not, and capital gets allocated on the difference.",
        ],
      },
      twoDefinitionsExample,
      q4StorageExample,
      {
        kind: "cards",
        heading: "From diligence to steady state",
        items: [
          { title: "Diligence", icon: "search", body: `With the seller's authorization, connect their accounts and see {fact:sellerHistory} of order and fee history rebuilt into a product-level P&L; advertising history reaches back {fact:adsHistory}, as far as Amazon Ads reports allow.` },
          { title: "Integration", icon: "plug", body: "Add the brand to the portfolio with its product costs, tags and targets on day one, instead of after a quarter of spreadsheet work." },
          { title: "Portfolio view", icon: "building", body: "Revenue, contribution and net profit by brand, operator and acquisition cohort, in one currency and one definition." },
          { title: "Exceptions", icon: "bell", body: "Stockouts, margin drops and ad overspend across dozens of brands surfaced in one list, so operators work on what matters." },
        ],
      },
      {
        kind: "table",
        heading: "What to check in a target's Amazon numbers",
        intro: "Questions a rebuilt P&L answers that a seller-prepared one often does not.",
        columns: ["Check", "Why it matters", "Where the evidence is"],
        rows: [
          ["Margin after advertising, by product", "A few heavily advertised hero SKUs can carry a catalogue that loses money", "P&L with ad spend per SKU"],
          ["Dependence on paid traffic", "Rising TACoS with flat sales means growth was bought", "TACoS and sponsored sales share by month"],
          ["Fee trend per unit", "2026 rate cards and surcharges change unit economics without any decision by the seller", "Fees per unit by type, year over year"],
          ["Refunds and returns", "High return categories pay returns processing fees above threshold", "Refund rate and refund cost by product"],
          ["Stock health", "Aged or excess inventory is cash that may need writing down", "Days of supply, aged inventory surcharge by SKU"],
        ],
      },
      {
        kind: "checklist",
        heading: "Portfolio essentials",
        items: [
          "Unlimited tags for brand, operator, acquisition date and category",
          "Access controls per brand for internal teams and external operators",
          "Data warehouse export and API for your finance and data teams",
          "Custom pricing based on the number of accounts and their combined monthly order volume",
        ],
      },
      {
        kind: "links",
        heading: "Further reading for deal and operating teams",
        items: [
          { label: "Aged inventory surcharge", href: "/amazon-kpi/amazon-fees/aged-inventory-surcharge", body: "The monthly charge that grows as stock passes 181 days." },
          { label: "Refund cost", href: "/amazon-kpi/profit-and-margin/refund-cost", body: "What refunds really cost once fees and unsellable units count." },
          { label: "Contribution margin ROI", href: "/amazon-kpi/profit-and-margin/contribution-margin-roi", body: "Return on inventory capital, brand against brand." },
          { label: "Smart tagging", href: "/features/smart-tagging", body: "How brand, operator and cohort tags roll up reports." },
        ],
      },
    ],
    faqs: [
      {
        question: "Can we use {brand} before an acquisition closes?",
        answer:
          "Yes, if the seller authorizes read access to their Seller Central and Amazon Ads accounts. They can revoke the authorization in Amazon at any time.",
      },
      {
        question: "How is aggregator pricing set?",
        answer: `${MULTI_ACCOUNT_PRICING} Contact us for a quote.`,
      },
      {
        question: "Do product costs from before the acquisition matter?",
        answer:
          "Yes, for diligence. Unit costs carry effective dates, so the seller's historical costs can be loaded for past periods and your own negotiated costs from the day you take over, without rewriting history.",
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
