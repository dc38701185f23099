import type { MarketingPageInput } from "../page-schema";

/** "Who we serve" pages: one per audience, each written around that reader's own questions. */

const UPDATED = "2026-11-20";
const trialCta = { label: "Start your 14-day free trial", href: "/signup" };

export const audiencePages = [
  {
    path: "who-we-serve/fba-sellers",
    title: "Profit Analytics for Amazon FBA Sellers | MarginAtlas",
    description:
      "For FBA sellers who want to know real profit per product after every Amazon fee, COGS and ad dollar, when to reorder, and which ads pay for themselves.",
    keywords: ["fba seller software", "amazon fba profit", "fba analytics", "fba inventory management", "private label amazon"],
    eyebrow: "For FBA sellers",
    h1: "For FBA sellers who want to know what they actually keep",
    intro:
      "Amazon sends you a payout and leaves you to work out what it means. MarginAtlas takes the orders, the fees, the refunds and the ad spend from your Seller Central and Amazon Ads accounts, adds your product costs, and shows the profit on every product, every day.",
    primaryCta: trialCta,
    secondaryCta: { label: "Try the free FBA calculator", href: "/features/amazon-fba-calculator" },
    sections: [
      {
        kind: "cards",
        heading: "The questions you can answer in a minute",
        items: [
          { title: "Which products make money?", icon: "dollar", body: "Net profit and margin per SKU after referral, fulfillment, storage, placement, low-inventory-level and returns fees, COGS and ads." },
          { title: "Where did the payout go?", icon: "file-text", body: "A settlement view that lines up with Amazon's statements, so fees, refunds and reserves are no longer a mystery." },
          { title: "When do I reorder?", icon: "boxes", body: "Days of supply and an estimated stockout date per SKU, so you place the purchase order before the low-inventory-level fee and the stockout." },
          { title: "Are my ads worth it?", icon: "target", body: "Break-even ACoS from each product's own margin and profit after ad spend by campaign." },
        ],
      },
      {
        kind: "prose",
        heading: "Built for small teams",
        paragraphs: [
          "Most FBA businesses are run by a founder and a few people, sometimes part time. MarginAtlas is set up in an afternoon: authorize Seller Central and Amazon Ads, import your unit costs from a spreadsheet, and the dashboard fills in as the history syncs. There is nothing to install and no spreadsheet to maintain afterwards.",
          "When Amazon changes its fees, as it did on January 15, 2026 with a new small bulky tier and price-based fulfillment fees, your numbers follow automatically because they come from what Amazon actually charged.",
        ],
      },
      {
        kind: "checklist",
        heading: "What is included for FBA sellers",
        items: [
          "Profit dashboard and P&L by day, product and marketplace",
          "COGS with effective dates, imported from CSV",
          "PPC analytics and management for Sponsored Products, Brands and Display",
          "Inventory cover, reorder timing and stockout alerts",
          "Morning email with yesterday's numbers",
          "Free FBA fee, ROI and lost sales calculators",
        ],
      },
    ],
    faqs: [
      {
        question: "I sell fewer than a hundred orders a month. Is MarginAtlas worth it?",
        answer:
          "Plans are priced by orders per month, so a small store pays for a small plan. The free trial shows your own numbers before you pay anything, which is the best way to decide.",
      },
      {
        question: "Do I need to be brand registered?",
        answer:
          "No. Profit, P&L, PPC and inventory work for any Professional seller account. Brand Registry only matters for brand-owner data such as Search Query Performance and Manage Your Experiments.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/brand-managers",
    title: "Amazon Analytics for Brand Managers | MarginAtlas",
    description:
      "For brand managers running Amazon for one or several brands: profit by brand and product line, PPC against margin, listing tests and search funnel data.",
    keywords: ["amazon brand manager", "amazon brand analytics", "amazon brand reporting", "brand registry analytics", "amazon category management"],
    eyebrow: "For brand managers",
    h1: "For brand managers who answer for the brand's Amazon P&L",
    intro:
      "You are judged on growth and margin, but Amazon's reports are organised by ASIN and by console. MarginAtlas rolls everything up to the brand and product line you manage, links advertising to profit, and keeps the evidence for every listing and pricing decision in one place.",
    primaryCta: trialCta,
    secondaryCta: { label: "See smart tagging", href: "/features/smart-tagging" },
    sections: [
      {
        kind: "cards",
        heading: "How brand managers use MarginAtlas",
        items: [
          { title: "Brand and line P&L", icon: "layers", body: "Tag products by brand, line or owner and get a P&L for each, including the fees and ad spend Seller Central never puts on one page." },
          { title: "Advertising against margin", icon: "target", body: "Set target ACoS per line from its break-even, and see TACoS to know whether ads grow the brand or only buy sales." },
          { title: "Listing and price tests", icon: "flask", body: "Run price and content tests and judge them on profit per session, with stockouts and ad changes flagged." },
          { title: "Search funnel", icon: "search", body: "Search Query Performance from Brand Analytics shows where shoppers drop off between impression, click, cart and purchase." },
          { title: "What changed and why", icon: "trending-up", body: "Winners and losers explains each product's change in sales and profit by traffic, conversion, price, fees and ads." },
          { title: "Reports for leadership", icon: "file-text", body: "Export the period's P&L and the drivers behind it for the monthly review, without rebuilding the spreadsheet." },
        ],
      },
      {
        kind: "checklist",
        heading: "Your weekly routine, shortened",
        items: [
          "Monday: winners and losers for the brand, week over week and year over year",
          "Tuesday: PPC search terms to harvest and negatives to approve",
          "Wednesday: stock cover for the top sellers before the next inbound",
          "Friday: test results and notes for the next listing change",
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
          "Search Query Performance for brand-registered sellers, read through Amazon's Selling Partner API. You need the Brand Analytics role in Seller Central for Amazon to make it available.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/agencies",
    title: "Amazon Analytics for Agencies and Consultants | MarginAtlas",
    description:
      "For Amazon agencies managing several client accounts: one login, client-level access, profit-based PPC, change logs and client-ready reports. Talk to us.",
    keywords: ["amazon agency software", "amazon ppc agency tool", "amazon agency reporting", "multi account amazon analytics", "amazon consultant tools"],
    eyebrow: "For agencies",
    h1: "For agencies that want to be measured on client profit",
    intro:
      "Clients increasingly ask whether the advertising you run makes them money, not just sales. MarginAtlas gives your team every client account in one place, PPC tied to each client's real margins, and reports that show profit after fees, costs and ads.",
    primaryCta: { label: "Talk to us about agency accounts", href: "/contact" },
    secondaryCta: { label: "Refer clients and earn 30%", href: "/affiliates" },
    sections: [
      {
        kind: "cards",
        heading: "Built for client work",
        items: [
          { title: "All clients, one login", icon: "briefcase", body: "Switch between client workspaces without separate logins, each with its own Seller Central and Amazon Ads connections." },
          { title: "Client-level access", icon: "lock", body: "Give each team member access only to the clients they work on, and invite clients to view their own workspace." },
          { title: "Profit-based PPC", icon: "target", body: "Break-even ACoS from each client's margins, search term harvesting, negatives and bid changes you approve." },
          { title: "Change log", icon: "file-text", body: "Every bid, budget and keyword change with the person who made it and the numbers before and after, ready for client calls." },
          { title: "Reporting", icon: "chart", body: "P&L, PPC and winners-and-losers views exported for monthly reports, with the same definitions for every client." },
          { title: "Onboarding help", icon: "rocket", body: "We help your team connect client accounts and import product costs so new clients show numbers in their first week." },
        ],
      },
      {
        kind: "prose",
        heading: "Why profit changes the agency conversation",
        paragraphs: [
          "An agency that reports ACoS is easy to replace with one that promises a lower ACoS. An agency that can show each client the profit its advertising produced, product by product, is having a different conversation: about growth the client can afford.",
          "That needs the client's product costs and Amazon fees in the same place as the ads data. MarginAtlas connects the client's Seller Central and Amazon Ads accounts through Amazon's authorization screens, so the client keeps control and can revoke access at any time.",
        ],
      },
    ],
    faqs: [
      {
        question: "How is agency pricing structured?",
        answer:
          "Each client account is priced by its order volume, with terms for agencies managing several clients. Contact us with the number of accounts and approximate monthly orders and we will send a quote.",
      },
      {
        question: "Who owns the data if a client leaves?",
        answer:
          "The client. Their Amazon authorizations belong to their accounts, and they can revoke them in Seller Central and Amazon Ads at any time.",
      },
      {
        question: "Can we also refer clients who manage themselves?",
        answer: "Yes. The affiliate program pays a 30% commission on referred subscriptions under its published terms.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/executives",
    title: "Amazon Business Reporting for Executives | MarginAtlas",
    description:
      "For founders, CEOs and CFOs: the Amazon business on one page, with profit, margin, cash tied up in stock and the drivers behind every change.",
    keywords: ["amazon executive dashboard", "amazon business reporting", "amazon cfo", "ecommerce profit reporting", "amazon kpi dashboard"],
    eyebrow: "For executives",
    h1: "For executives who need the Amazon business on one page",
    intro:
      "Sales are up; is profit? MarginAtlas gives leadership one view of the Amazon channel: revenue, contribution after Amazon fees and advertising, net profit, inventory and the few products behind each change, built from Amazon's own data instead of a spreadsheet someone updates on Fridays.",
    primaryCta: trialCta,
    secondaryCta: { label: "Book a walkthrough", href: "/contact" },
    sections: [
      {
        kind: "cards",
        heading: "What leadership sees",
        items: [
          { title: "Profit, not just sales", icon: "dollar", body: "Revenue, Amazon fees, ad spend, COGS and net profit for any period, with margin trends by marketplace and brand." },
          { title: "The drivers", icon: "trending-up", body: "The products and causes behind each change: traffic, conversion, price, fees, ads or stockouts." },
          { title: "Cash in inventory", icon: "boxes", body: "Units and value on hand and inbound, days of supply, and stock ageing toward Amazon's aged inventory surcharges." },
          { title: "Advertising efficiency", icon: "target", body: "TACoS and profit after ads, the two numbers that show whether advertising grows the business." },
        ],
      },
      {
        kind: "table",
        heading: "Questions and where the answer lives",
        columns: ["Question", "Where to look"],
        rows: [
          ["Are we more profitable than last quarter?", "P&L, quarter over quarter, by marketplace"],
          ["Why did margin drop last month?", "Winners and losers, profit view, with driver breakdown"],
          ["Is ad spend growing the business?", "TACoS trend next to total and organic sales"],
          ["How much cash is sitting in stock?", "Inventory value and days of supply by brand"],
          ["What did Amazon's 2026 fee changes cost us?", "Fees per unit by type, year over year"],
        ],
      },
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
    ],
    updated: UPDATED,
  },
  {
    path: "who-we-serve/data-teams",
    title: "Amazon Data for Your Warehouse and BI Tools | MarginAtlas",
    description:
      "For data teams: clean, modelled Amazon seller and ads data delivered to your warehouse or BI tool, plus an API. Custom pricing, scoped with you.",
    keywords: ["amazon data warehouse", "amazon sp-api data", "amazon ads data export", "amazon bi integration", "amazon data pipeline", "amazon api"],
    eyebrow: "For data teams",
    h1: "For data teams who would rather model data than maintain Amazon pipelines",
    intro:
      "Building on Amazon's Selling Partner API and Amazon Ads API means report scheduling, rate limits, token refreshes, late ad attribution and fee restatements before you write your first query. MarginAtlas handles that and delivers tidy tables to your warehouse or BI tool, or through our API.",
    primaryCta: { label: "Talk to us about custom pricing", href: "/contact" },
    secondaryCta: { label: "See custom analytics plans", href: "/features/custom-analytics" },
    sections: [
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
          ["Search Query Performance", "ASIN or brand by query by week", "For brand-registered accounts with Brand Analytics access"],
        ],
      },
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
          "Seller data can usually be backfilled for up to two years. Amazon Ads reporting only serves a limited look-back window, so ad history starts from about when the Ads account is connected; connect it early.",
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
    title: "Amazon Portfolio Analytics for Aggregators | MarginAtlas",
    description:
      "For aggregators and multi-brand operators: every acquired brand's Amazon P&L in one portfolio view, with consistent definitions from diligence to integration.",
    keywords: ["amazon aggregator software", "amazon portfolio analytics", "amazon brand acquisition", "amazon due diligence", "multi brand amazon reporting"],
    eyebrow: "For aggregators",
    h1: "For aggregators running many Amazon brands as one portfolio",
    intro:
      "Each acquired brand arrives with its own accounts, spreadsheets and definitions of profit. MarginAtlas connects every Seller Central and Amazon Ads account to one portfolio, applies the same profit definitions to all of them, and lets you compare brands, operators and acquisition cohorts side by side.",
    primaryCta: { label: "Talk to us about portfolio pricing", href: "/contact" },
    secondaryCta: { label: "Data warehouse options", href: "/who-we-serve/data-teams" },
    sections: [
      {
        kind: "cards",
        heading: "From diligence to steady state",
        items: [
          { title: "Diligence", icon: "search", body: "With the seller's authorization, connect their accounts and see up to two years of order and fee history rebuilt into a product-level P&L." },
          { title: "Integration", icon: "plug", body: "Add the brand to the portfolio with its product costs, tags and targets on day one, instead of after a quarter of spreadsheet work." },
          { title: "Portfolio view", icon: "building", body: "Revenue, contribution and net profit by brand, operator and acquisition cohort, in one currency and one definition." },
          { title: "Exceptions", icon: "bell", body: "Stockouts, margin drops and ad overspend across dozens of brands surfaced in one list, so operators work on what matters." },
        ],
      },
      {
        kind: "prose",
        heading: "One definition of profit",
        paragraphs: [
          "Comparing brands only works if everyone counts the same costs. In MarginAtlas, every brand's profit includes the same Amazon fees, the same treatment of advertising and refunds, and dated product costs, so a brand that looks better is better, and not just counted differently.",
        ],
      },
      {
        kind: "checklist",
        heading: "Portfolio essentials",
        items: [
          "Unlimited tags for brand, operator, acquisition date and category",
          "Access controls per brand for internal teams and external operators",
          "Data warehouse export and API for your finance and data teams",
          "Custom pricing based on the number of accounts and order volume",
        ],
      },
    ],
    faqs: [
      {
        question: "Can we use MarginAtlas before an acquisition closes?",
        answer:
          "Yes, if the seller authorizes read access to their Seller Central and Amazon Ads accounts. They can revoke the authorization in Amazon at any time.",
      },
      {
        question: "How is aggregator pricing set?",
        answer: "By the number of accounts and combined monthly order volume. Contact us for a quote.",
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
