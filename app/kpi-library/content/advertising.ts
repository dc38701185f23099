import type { KpiContent } from "~/kpi-library/schema";

export const advertisingKpis = [
  {
    slug: "acos",
    category: "advertising",
    name: "ACoS (Advertising Cost of Sales)",
    aliases: ["ACoS", "ACOS", "Advertising cost of sales", "Ad cost of sale"],
    definition:
      "ACoS is the share of ad-attributed sales that you spent on advertising: ad spend divided by the sales Amazon attributes to your ads, expressed as a percentage.",
    whyItMatters:
      "ACoS is the efficiency number Amazon shows on every campaign, keyword and search term, so it is the quickest way to see where ad money is wasted. On its own it says nothing about profit: a 30% ACoS is excellent on a product with a 45% margin before ads and a loss on one with 20%. Compare it with your break-even ACoS, and watch TACoS alongside it to see what ads do to the whole business.",
    workedExample: {
      scenario:
        "A seller of a $40 silicone baking mat spent $1,240 on Sponsored Products last month. Campaign manager credits those ads with 124 orders worth $4,960 in 7-day attributed sales. ACoS = $1,240 ÷ $4,960 × 100 = 25%: every $1 of ad-driven sales cost 25 cents of ad spend.",
      inputs: { adSpend: 1240, adSales: 4960 },
      result: 25,
    },
    typicalRange: {
      summary:
        "No public benchmark fits your product: ACoS averages mix categories with very different margins. Set your own ceiling from your break-even ACoS (47.5% for the baking mat) minus the margin you want to keep after ads; the worked example's 25% leaves that product about 22 points of profit on ad-driven sales.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); break-even figures from the worked examples on the break-even ACoS page.",
    },
    howToImprove: [
      "Harvest converting customer search terms from auto and broad campaigns into exact-match campaigns with their own bids, and add the non-converting ones as negative keywords.",
      "Set bids from your target ACoS: maximum CPC = average order value × ad conversion rate × target ACoS, and review keywords that ran 20+ clicks without an order.",
      "Fix the listing before buying more traffic: main image, title, price, review count and rating drive the conversion rate that ACoS depends on.",
      "Check placement reports and lower top-of-search or product-page bid adjustments where those placements convert worse.",
      "Let data mature before judging: Sponsored Products sales keep arriving for 7 days after a click (14 days for Sponsored Brands and Sponsored Display), so yesterday's ACoS is overstated.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager (also reachable from Seller Central > Advertising > Campaign Manager): the ACOS column at campaign, ad group, keyword and target level. For search-term detail, download Measurement & reporting > Sponsored ads reports > Search term report.",
    commonMistakes: [
      "Confusing ACoS with TACoS: ACoS divides by ad-attributed sales only, TACoS by total sales, so ACoS can rise while the business as a whole gets healthier.",
      "Judging a target ACoS against an industry average instead of against the product's own break-even ACoS.",
      "Reading ACoS for the last few days before the attribution window has closed, which makes recent performance look worse than it is.",
    ],
    related: ["tacos", "roas", "break-even-acos", "target-acos", "ad-sales"],
    faqs: [
      {
        question: "What is a good ACoS on Amazon?",
        answer:
          "A good ACoS is one below your break-even ACoS by the profit margin you want to keep. If a product keeps 40% of its price after product cost and Amazon fees, a 25% ACoS leaves about 15% profit on ad-driven sales, while a 45% ACoS loses money on each of them. Published averages mix categories with very different margins, so your own break-even is the better yardstick.",
      },
      {
        question: "Is ACoS the same as ROAS?",
        answer:
          "They are the same information inverted: ROAS = 1 ÷ ACoS (with ACoS as a fraction). A 25% ACoS is a ROAS of 4, meaning $4 of attributed sales for every $1 spent. Amazon shows both columns in campaign manager; ROAS is the easier one to compare with channels that report return on ad spend, such as DSP.",
      },
      {
        question: "Why does my ACoS change after a few days?",
        answer:
          "Amazon credits sales to the day of the click, and Sponsored Products keep adding sales for 7 days after the click for sellers (14 days for vendors, and for Sponsored Brands and Sponsored Display). Orders that are cancelled are also removed afterwards. Recent days therefore show full spend but incomplete sales until the window closes.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "tacos",
    category: "advertising",
    name: "TACoS (Total Advertising Cost of Sales)",
    aliases: ["TACoS", "TACOS", "Total ACoS", "Total advertising cost of sales"],
    definition:
      "TACoS is your advertising spend as a percentage of total sales, organic and ad-attributed together, for the same products and period.",
    whyItMatters:
      "TACoS shows how dependent the business is on advertising. A falling TACoS with steady or growing sales means ads are lifting organic rank and repeat purchases; a rising TACoS means you are buying a growing share of your sales. It is the metric that connects ad spend to the P&L, which ACoS alone cannot do.",
    workedExample: {
      scenario:
        "The baking-mat seller spent $1,240 on ads in the month and Business Reports show $15,500 of ordered product sales for the same ASINs in the same month, ads and organic together. TACoS = $1,240 ÷ $15,500 × 100 = 8%, even though the campaign ACoS was 25%.",
      inputs: { adSpend: 1240, totalSales: 15500 },
      result: 8,
    },
    typicalRange: {
      summary:
        "No public benchmark: TACoS depends on margin, category and growth stage. Set your own ceiling from your pre-ad profit: take off your overhead and the net profit you want to keep, and divide what is left by total sales (in the pre-ad margin page's example, $9,588.63 of pre-ad profit, less $2,350.00 of overhead and $4,306.18 for a 15% net margin on net sales, leaves $2,932.45: 9.4% of the $31,099.60 of total sales), and watch the trend: a falling TACoS at stable sales means ads are building organic sales.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked examples on the pre-ad margin and net profit pages.",
    },
    howToImprove: [
      "Track TACoS weekly per ASIN next to organic sales: if ad spend rises and organic sales do not follow, the extra spend is not building rank.",
      "Move budget from generic keywords where you never gain organic rank to those where SQP shows your impression and purchase share growing.",
      "Cut ad spend on branded searches you already dominate organically, after testing whether sales hold without it.",
      "Raise organic conversion (images, A+ content, reviews, price) so every ad-driven rank gain turns into more unpaid sales.",
    ],
    whereToFind:
      "TACoS combines two sources: Spend from the Amazon Ads console > Campaign manager (or Sponsored ads reports) and Ordered product sales from Seller Central > Reports > Business Reports > Sales Dashboard or Detail Page Sales and Traffic by Child Item, for the same dates. Profit tools such as {brand} join the two per ASIN automatically.",
    commonMistakes: [
      "Mixing periods or scopes, e.g. ad spend for one ASIN against sales for the whole account, or a 7-day ad window against calendar-month sales.",
      "Using TACoS as a target on a launch product, where high early TACoS is the price of gaining reviews and rank.",
      "Treating TACoS and ACoS as interchangeable: a 25% ACoS and an 8% TACoS can describe the same month.",
    ],
    related: ["acos", "sponsored-sales-share", "organic-sales-share", "ad-spend-share-of-revenue", "net-profit-margin"],
    faqs: [
      {
        question: "What is the difference between ACoS and TACoS?",
        answer:
          "ACoS divides ad spend by the sales Amazon attributes to ads; TACoS divides the same spend by all sales, including organic. ACoS measures campaign efficiency, TACoS measures how much of your revenue you are paying for. If ACoS stays flat while TACoS falls, organic sales are growing faster than ad sales, which is usually the goal.",
      },
      {
        question: "What is a good TACoS for Amazon sellers?",
        answer:
          "There is no Amazon standard and no public benchmark. Work out your own ceiling from your pre-ad profit: the most you can spend is pre-ad profit minus your overhead and the net profit you want to keep, divided by total sales, the denominator TACoS uses. In the pre-ad margin page's example that is 9.4%, far below its 33.40% pre-ad margin. A falling trend at stable sales matters more than the exact number.",
      },
      {
        question: "Should TACoS include Sponsored Brands and Sponsored Display spend?",
        answer:
          "Yes, include every sponsored ad type that promotes the products in the denominator. Leaving Sponsored Brands or Display spend out understates what you pay for sales. If you also run DSP or off-Amazon ads, track them separately or use ad spend share of revenue for the all-in view.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "roas",
    category: "advertising",
    name: "ROAS (Return on Ad Spend)",
    aliases: ["ROAS", "Return on ad spend", "Return on advertising spend"],
    definition:
      "ROAS is the ad-attributed sales generated for every dollar of ad spend: attributed sales divided by ad spend, the inverse of ACoS.",
    whyItMatters:
      "ROAS expresses ad efficiency as a multiple, which is easier to compare across channels such as Sponsored ads, DSP and off-Amazon campaigns. Like ACoS it measures revenue, not profit: a ROAS of 3 is profitable only if your margin before ads is above 33%. Break-even ROAS = 1 ÷ break-even ACoS tells you the floor.",
    workedExample: {
      scenario:
        "The baking-mat campaigns generated $4,960 of attributed sales from $1,240 of spend. ROAS = $4,960 ÷ $1,240 = 4.0, so each ad dollar brought back $4 of sales (the same month had a 25% ACoS).",
      inputs: { adSales: 4960, adSpend: 1240 },
      result: 4,
    },
    typicalRange: {
      summary:
        "No public benchmark fits your product. Your floor is break-even ROAS = 100 ÷ break-even ACoS: 2.1 for the baking mat with a 47.5% break-even ACoS. Set your own target above that by the margin you want to keep; the worked example's ROAS of 4 is well clear of it.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); break-even figures from the worked examples on the break-even ACoS page.",
    },
    howToImprove: [
      "Compute break-even ROAS per product (1 ÷ pre-ad margin) and cut bids on targets that stay below it after enough clicks.",
      "Shift budget to exact-match keywords and product targets that convert above the campaign average.",
      "Raise average order value with bundles, multipacks or virtual product bundles so each click can earn more.",
      "Improve conversion on the detail page before scaling budgets: ROAS rises with conversion rate at the same CPC.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the ROAS column (add it via Columns if hidden). Downloadable Sponsored ads reports give Spend and Sales columns (7 Day Total Sales for Sponsored Products, 14 Day Total Sales for Sponsored Brands and Display) to compute it yourself.",
    commonMistakes: [
      "Treating any ROAS above 1 as profitable: ROAS of 1 only means you got your ad money back as revenue, before product cost and Amazon fees.",
      "Comparing ROAS across ad types without noting their different attribution windows (7 days vs 14 days for sellers).",
    ],
    related: ["acos", "break-even-acos", "ad-sales", "cost-per-acquisition"],
    faqs: [
      {
        question: "How do I convert ACoS to ROAS?",
        answer:
          "ROAS = 100 ÷ ACoS when ACoS is written as a percentage. A 20% ACoS is a ROAS of 5, 25% is 4, 33.3% is 3 and 50% is 2. The conversion is exact because both use the same spend and the same attributed sales.",
      },
      {
        question: "What ROAS do I need to break even on Amazon?",
        answer:
          "Break-even ROAS = price ÷ profit per unit before ads. If a $40 product leaves $19 after product cost, Amazon fees and other variable costs, break-even ROAS is about 2.1 and anything above it is profitable on ad-driven sales. Products with thin margins need much higher ROAS.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "cpc",
    category: "advertising",
    name: "CPC (Cost per Click)",
    aliases: ["CPC", "Cost per click", "Average CPC"],
    definition:
      "CPC is the average amount you pay each time a shopper clicks one of your ads: total ad spend divided by the number of clicks.",
    whyItMatters:
      "Sponsored Products and most Sponsored Brands campaigns are paid per click, so CPC is the price of every visit you buy. Together with conversion rate and order value it fixes your ACoS: ACoS = CPC ÷ (conversion rate × average order value). Rising CPCs with flat conversion mean margins are being eaten by auction competition.",
    workedExample: {
      scenario:
        "Last month the baking-mat campaigns spent $1,240 and received 992 clicks. Average CPC = $1,240 ÷ 992 = $1.25 per click. With a 12.5% conversion rate and a $40 order, each order costs $10 in clicks: a 25% ACoS.",
      inputs: { adSpend: 1240, clicks: 992 },
      result: 1.25,
    },
    typicalRange: {
      summary:
        "No public benchmark: CPCs vary with category, keyword, season and auction. Set your own ceiling per keyword: maximum CPC = average order value × conversion rate × target ACoS (with the baking mat's $40 order, 12.5% conversion and 25% target, $1.25), and use the bid ranges campaign manager suggests for your own terms as the current market price.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked example.",
    },
    howToImprove: [
      "Set a maximum CPC from your economics: max CPC = average order value × conversion rate × target ACoS, and bid at or below it.",
      "Review the bidding strategy: dynamic bids up and down can raise CPC by up to 100% on top of search, so use fixed or down-only bids where placements convert poorly.",
      "Use long-tail exact-match keywords and product targets, which usually cost less per click than broad generic terms.",
      "Raise click-through rate with a stronger main image and price: Amazon's auction weighs relevance, and better CTR tends to help you win at lower bids.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the CPC column at campaign, ad group, keyword and target level. Search term and targeting reports under Measurement & reporting > Sponsored ads reports include Cost Per Click (CPC) per row.",
    commonMistakes: [
      "Confusing your bid with your CPC: the bid is the maximum you are willing to pay, the CPC is what clicks actually cost on average, and bid adjustments can push it above the base bid.",
      "Cutting CPC without watching conversion: cheaper clicks on less relevant searches can raise ACoS.",
    ],
    related: ["ctr", "ad-conversion-rate", "acos", "ad-clicks", "cpm"],
    faqs: [
      {
        question: "How much does an Amazon click cost?",
        answer:
          "It depends on category, keyword competition and season, and Amazon publishes no average. The bid recommendations shown in campaign manager for each keyword are the best current guide for your own terms.",
      },
      {
        question: "Can my CPC be higher than my bid?",
        answer:
          "Yes. Placement bid adjustments (top of search, product pages, rest of search) and the 'dynamic bids - up and down' strategy let Amazon raise the bid for some placements, so the price paid can exceed your base bid. With fixed bids and no placement adjustments, you do not pay more than your bid.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "ctr",
    category: "advertising",
    name: "CTR (Click-Through Rate)",
    aliases: ["CTR", "Click-through rate", "Click rate"],
    definition:
      "CTR is the percentage of ad impressions that turned into a click: clicks divided by impressions, times 100.",
    whyItMatters:
      "CTR tells you whether shoppers who see your ad find it relevant and attractive compared with the results around it. Low CTR wastes impressions, slows data collection and is generally understood to weaken your position in the auction, since Amazon favors ads shoppers engage with. It is mainly a test of main image, title, price, rating and badge.",
    workedExample: {
      scenario:
        "The baking-mat ads were shown 248,000 times in the month and received 992 clicks. CTR = 992 ÷ 248,000 × 100 = 0.4%: four clicks for every thousand impressions.",
      inputs: { clicks: 992, impressions: 248000 },
      result: 0.4,
    },
    typicalRange: {
      summary:
        "No public benchmark: CTR depends on placement, targeting type and category. Set your own baseline per campaign type from the last 60 days and judge changes against it; a keyword far below its campaign's average usually means weak relevance, main image or price.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Test the main image (angle, scale, packaging, infographic-free hero shot within Amazon's image rules) with Manage Your Experiments if you are brand-registered.",
      "Price competitively against the results shown next to you, and use coupons or Prime-exclusive discounts that display a badge in search.",
      "Remove or negate irrelevant search terms with many impressions and no clicks: they drag CTR down and signal poor relevance.",
      "Build review count and rating: the star rating displayed in search is one of the strongest click drivers.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the CTR column (Impressions and Clicks alongside). Per search term: Measurement & reporting > Sponsored ads reports > Search term report, Click-Thru Rate (CTR) column.",
    commonMistakes: [
      "Comparing CTR across placements: top-of-search ads naturally get far higher CTR than product-page ads, so a blended campaign CTR hides the split.",
      "Optimizing CTR alone: a click-bait image or an irrelevant keyword can raise CTR while conversion and ACoS get worse.",
    ],
    related: ["ad-impressions", "ad-clicks", "cpc", "search-query-click-rate"],
    faqs: [
      {
        question: "What is a good click-through rate on Amazon ads?",
        answer:
          "There is no public benchmark: Amazon publishes no average CTR and no named study was found (checked November 2026). Set your own baseline per campaign type and placement from the last 60 days and compare each keyword with it; read exact, broad and auto targeting separately, because they match shoppers' searches differently.",
      },
      {
        question: "Why is my CTR low when my impressions are high?",
        answer:
          "Usually the ad is shown on searches that are not a close match (broad or auto targeting), appears mostly in lower or product-page placements, or the listing looks less appealing than competitors on price, rating or image. Check the search term report for high-impression, zero-click terms and the placement report for where impressions come from.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "cpm",
    category: "advertising",
    name: "CPM (Cost per Thousand Impressions)",
    aliases: ["CPM", "Cost per mille", "vCPM", "Cost per 1,000 impressions"],
    definition:
      "CPM is what you pay, or effectively paid, for one thousand ad impressions: ad spend divided by impressions, times 1,000.",
    whyItMatters:
      "Sponsored Display, Sponsored Brands video and Amazon DSP can be bought per thousand viewable impressions (vCPM), so CPM is their price tag. For click-based campaigns an effective CPM lets you compare the cost of reach across ad types and channels. Awareness campaigns should be judged on CPM, reach and new-to-brand share rather than ACoS alone.",
    workedExample: {
      scenario:
        "A brand ran a Sponsored Display awareness campaign billed per viewable impression. It spent $450 and delivered 180,000 viewable impressions. CPM = $450 ÷ 180,000 × 1,000 = $2.50 per thousand impressions.",
      inputs: { adSpend: 450, impressions: 180000 },
      result: 2.5,
    },
    typicalRange: {
      summary:
        "No public benchmark: Amazon publishes no CPM rate cards for sponsored ads, and CPMs vary by format, audience and season, rising sharply in Q4. Set your own ceiling from what an impression must earn: CPM ≤ CTR × conversion rate × order value × target ACoS × 1,000.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Narrow audiences to in-market and remarketing segments (viewed or purchased similar products) instead of broad lifestyle audiences.",
      "Use frequency caps in DSP so the same shoppers do not absorb most of the impressions.",
      "Judge vCPM campaigns on downstream results (detail page views, new-to-brand orders, branded search lift in SQP), not only on cost.",
      "Avoid peak weeks for pure awareness goals unless the event is the point of the campaign.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: Spend and Impressions (or Viewable impressions for vCPM campaigns) per campaign; Sponsored Display and DSP reports include CPM/vCPM columns. For click-based campaigns compute it from Spend and Impressions.",
    commonMistakes: [
      "Comparing a vCPM (viewable impressions only) with a CPM computed on all impressions: the viewable figure will always look more expensive.",
      "Judging an awareness campaign by ACoS, when it was bought to reach shoppers who have not searched for you yet.",
    ],
    related: ["ad-impressions", "cpc", "new-to-brand-order-share", "share-of-voice"],
    faqs: [
      {
        question: "Does Amazon charge by CPM or CPC?",
        answer:
          "Both, depending on the ad type. Sponsored Products is cost-per-click. Sponsored Brands and Sponsored Display are mostly cost-per-click but offer viewable-impression (vCPM) billing for reach or awareness goals. Amazon DSP is bought on CPM.",
      },
      {
        question: "How do I calculate an effective CPM for Sponsored Products?",
        answer:
          "Divide spend by impressions and multiply by 1,000. For example, $1,240 spent for 248,000 impressions is an effective CPM of $5.00. It is useful for comparing the cost of being seen across ad types, even though you actually paid per click.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "ad-conversion-rate",
    category: "advertising",
    name: "Ad Conversion Rate",
    aliases: ["CVR", "Ad CVR", "Click-to-order rate", "PPC conversion rate", "7 Day Conversion Rate"],
    definition:
      "Ad conversion rate is the percentage of ad clicks that lead to an attributed order: ad-attributed orders divided by clicks, times 100.",
    whyItMatters:
      "Conversion rate turns clicks into sales, so at a given CPC it decides your ACoS. A listing that converts twice as well can afford twice the CPC at the same ACoS, which is a structural advantage in the auction. Low ad conversion on a relevant keyword usually points to the listing or offer, not the campaign.",
    workedExample: {
      scenario:
        "The baking-mat campaigns received 992 clicks and Amazon attributed 124 orders to them within the 7-day window. Ad conversion rate = 124 ÷ 992 × 100 = 12.5%.",
      inputs: { adOrders: 124, clicks: 992 },
      result: 12.5,
    },
    typicalRange: {
      summary:
        "No public benchmark: conversion depends on price, category, reviews and keyword intent. Set your own floor from your economics: the conversion rate at which a click at your CPC stays under target ACoS is CPC ÷ (order value × target ACoS), 12.5% for the baking mat at $1.25 CPC, $40 and 25%.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked examples.",
    },
    howToImprove: [
      "Keep ads on searches that match the product exactly: negate terms with many clicks and no orders, and give converting terms their own exact-match bids.",
      "Improve the detail page: images that answer sizing and use questions, a clear title, A+ content, and enough reviews at 4+ stars.",
      "Check the offer: price versus the results next to you, Prime eligibility and delivery promise, and that you hold the Featured Offer (ads do not serve without it).",
      "Stay in stock: low stock can slow delivery dates and out-of-stock stops ads entirely.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: add the Orders and Clicks columns (a Conversion rate column is available for some views); Sponsored Products search term and targeting reports include a 7 Day Conversion Rate column. Compare with Unit Session Percentage in Seller Central > Reports > Business Reports.",
    commonMistakes: [
      "Comparing ad conversion rate with Business Reports unit session percentage: one counts orders per ad click, the other units per session, and they measure different traffic.",
      "Deciding on too few clicks: with a 10% conversion rate, 10 clicks without an order happen by chance about a third of the time.",
    ],
    related: ["conversion-rate", "unit-session-percentage", "ad-orders", "cpc", "search-query-conversion-rate"],
    faqs: [
      {
        question: "What is a good conversion rate for Amazon PPC?",
        answer:
          "There is no public benchmark: Amazon publishes no conversion averages. Set your own floor from your economics: the conversion rate at which a click at your CPC stays under target ACoS is CPC ÷ (order value × target ACoS), 12.5% for the baking mat at a $1.25 CPC, $40 and 25%. Compare each keyword with the product's own organic conversion rate and with SQP purchase versus click share.",
      },
      {
        question: "How many clicks should I wait before pausing a keyword with no sales?",
        answer:
          "One way to decide: wait for enough clicks to expect two orders, 2 ÷ expected conversion rate. With a 10% expected rate that is 20 clicks; with 5%, 40. Even then a keyword that converts at 10% goes 20 clicks without an order about 12% of the time (0.9 to the power of 20), so pause on evidence, not on one quiet stretch. Cheaper products can use a click count, expensive ones a spend cap such as your target CPA.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "break-even-acos",
    category: "advertising",
    name: "Break-Even ACoS",
    aliases: ["BE ACoS", "Breakeven ACoS", "Maximum ACoS", "Profit margin before ads"],
    definition:
      "Break-even ACoS is the ACoS at which ad-driven sales make exactly zero profit: profit per unit before advertising divided by the selling price, as a percentage.",
    whyItMatters:
      "It is the line every ACoS should be judged against. Below it, each ad-attributed sale still earns money; above it, you pay to sell. Because it depends on price, product cost and Amazon fees, it differs per product and changes every time fees, costs or prices move.",
    workedExample: {
      scenario:
        "The baking mat sells for $40. Landed cost is $9.50, the 15% referral fee is $6.00 and the FBA fee for a 12-oz large-standard item priced $10-$50 is $4.35 ($4.20 on the 2026 card plus the 3.5% fuel and logistics surcharge since April 17, 2026), so Amazon fees total $10.35. Storage, inbound placement and returns average $1.15 per unit. Profit before ads = $40 - $9.50 - $10.35 - $1.15 = $19.00, and break-even ACoS = $19 ÷ $40 × 100 = 47.5%.",
      inputs: { sellingPrice: 40, productCost: 9.5, amazonFees: 10.35, otherCosts: 1.15 },
      result: 47.5,
    },
    typicalRange: {
      summary:
        "Break-even ACoS equals your margin before ads, so it is set by your own price, product cost and Amazon fees: 47.5% for the $40 baking mat with 2026 fees. Low-priced items sit lower because the fixed FBA fee takes a larger share of the price; a break-even ACoS under about 15% leaves little room to advertise profitably.",
      source:
        "Arithmetic from Amazon's US referral fees and the FBA rate card effective January 15, 2026 with the 3.5% fuel and logistics surcharge (from April 17, 2026); figures from the worked example.",
    },
    howToImprove: [
      "Recalculate it whenever Amazon fees change (the US FBA fee schedule changed on Jan 15, 2026) or your landed cost moves.",
      "Reduce FBA fees by shrinking packaging to a lower size tier or weight band.",
      "Raise price where conversion allows: each extra dollar of price, less the referral fee on it, adds to profit before ads and raises break-even ACoS.",
      "Include all variable costs (returns, storage, inbound placement) or your break-even will be too optimistic.",
    ],
    whereToFind:
      "Amazon does not report it. Take the price from your listing, fees from Seller Central's Revenue Calculator or the fee preview in Reports > Fulfillment > Fee Preview, and your own landed cost; a profit tool such as {brand} computes it per ASIN from the fees Amazon posts (estimated until Amazon posts them).",
    commonMistakes: [
      "Leaving out the FBA fee or using only the referral fee, which overstates break-even ACoS by several points.",
      "Using one account-wide break-even ACoS for products with very different margins.",
      "Treating break-even ACoS as the target: at break-even, ad sales earn nothing; the target should sit below it.",
    ],
    related: ["target-acos", "acos", "pre-ad-margin", "contribution-margin", "fees-per-unit"],
    faqs: [
      {
        question: "How do I calculate break-even ACoS?",
        answer:
          "Subtract product cost, Amazon fees (referral plus FBA) and other variable costs from the selling price, divide by the selling price and multiply by 100. A $40 product with $19 left over has a break-even ACoS of 47.5%. Any campaign running below that is profitable on the sales it drives.",
      },
      {
        question: "Is break-even ACoS the same as profit margin?",
        answer:
          "It equals your profit margin before advertising (pre-ad margin), not your net margin. Net margin also deducts ad spend and fixed costs, which is exactly what break-even ACoS is designed to leave room for.",
      },
      {
        question: "Should I ever run ads above break-even ACoS?",
        answer:
          "Sometimes, on purpose: during a launch to gain reviews and organic rank, or to acquire customers who buy again. Set a time or budget limit and track whether TACoS and organic sales improve; otherwise above-break-even ads just lose money.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "target-acos",
    category: "advertising",
    name: "Target ACoS",
    aliases: ["Goal ACoS", "Desired ACoS", "ACoS target"],
    definition:
      "Target ACoS is the ACoS you set for a product or campaign so that ad-driven sales still leave your desired profit margin: break-even ACoS minus the margin you want to keep.",
    whyItMatters:
      "A target turns bidding into arithmetic: max bid = average order value × conversion rate × target ACoS. Without one, sellers chase an industry average that may be unprofitable for their product or too cautious to grow. Different targets for launch, growth and harvest phases make the trade-off between profit and growth explicit.",
    workedExample: {
      scenario:
        "With the baking mat's break-even ACoS of 47.5% ($40 price, $9.50 landed cost, $10.35 Amazon fees including the fuel and logistics surcharge, $1.15 other variable costs), the seller wants to keep a 15% margin on ad-driven sales. Target ACoS = 47.5% - 15% = 32.5%.",
      inputs: { sellingPrice: 40, productCost: 9.5, amazonFees: 10.35, otherCosts: 1.15, targetMargin: 15 },
      result: 32.5,
    },
    typicalRange: {
      summary:
        "No public benchmark: Amazon publishes no target ACoS. Set your own from each product's goal: at or near break-even while a launch buys reviews and rank for a set budget and period, and break-even minus the net margin you want once profit is the goal (47.5% - 15% = 32.5% for the baking mat). A negative result from the calculator means the margin target cannot be met through ads at the current price and costs.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked example on the break-even ACoS page.",
    },
    howToImprove: [
      "Set a target per product (and per phase: launch, growth, harvest) instead of one for the account.",
      "Convert the target into bids: max CPC = average order value × conversion rate × target ACoS.",
      "Review targets when fees or costs change, and when TACoS shows ads are building organic sales that justify a higher target.",
      "Use Amazon's target-ACOS style bidding in ad tools only after entering a target derived from your own margins.",
    ],
    whereToFind:
      "You set it; Amazon does not compute it. Compare it with the ACOS column in Amazon Ads console > Campaign manager. Derive break-even ACoS from your price, Amazon fees (Revenue Calculator or Fee Preview report) and landed cost.",
    commonMistakes: [
      "Copying a generic target such as 30% without checking it against the product's break-even ACoS.",
      "Keeping a launch target (near break-even) long after launch, which quietly caps profit.",
    ],
    related: ["break-even-acos", "acos", "cpc", "ad-conversion-rate", "contribution-margin"],
    faqs: [
      {
        question: "How do I set a target ACoS?",
        answer:
          "Start from break-even ACoS (profit before ads ÷ price) and subtract the margin you want to keep on ad-driven sales. With a 47.5% break-even and a 15% margin goal, the target is 32.5%. Use a higher target during launches and a lower one when maximizing profit.",
      },
      {
        question: "What bid should I use for my target ACoS?",
        answer:
          "Max CPC = average order value × conversion rate × target ACoS. A $40 order, 12.5% conversion and 32.5% target ACoS give a max CPC of $1.63. Recalculate per keyword as you collect conversion data, since conversion rates differ widely between search terms.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "sponsored-sales-share",
    category: "advertising",
    name: "Sponsored Sales Share",
    aliases: ["Ad sales share", "Paid sales share", "Ad-attributed share of sales", "PPC sales percentage"],
    definition:
      "Sponsored sales share is the percentage of total sales that Amazon attributes to your sponsored ads: ad-attributed sales divided by total sales, times 100.",
    whyItMatters:
      "It shows how much of your revenue currently comes through paid placements and therefore how exposed you are to rising CPCs or a cut in ad budget. Its complement is roughly your organic share. A healthy product normally sees this share fall after launch as organic rank builds.",
    workedExample: {
      scenario:
        "In the month, the baking mat had $15,500 of ordered product sales in Business Reports and $4,960 of ad-attributed sales in campaign manager. Sponsored sales share = $4,960 ÷ $15,500 × 100 = 32%, so about two thirds of sales came without an ad click in the attribution window.",
      inputs: { adSales: 4960, totalSales: 15500 },
      result: 32,
    },
    typicalRange: {
      summary:
        "No public benchmark: the share depends on brand strength, organic rank and growth stage. Set your own direction instead of a level: during a launch it may be high, and for an established product it should fall over time as organic rank takes over; a share that keeps rising at stable total sales means you are buying sales you used to get free.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Invest in organic rank drivers (conversion, reviews, sales velocity on core keywords) so organic sales grow faster than ad sales.",
      "Test pausing ads on branded keywords where you already rank first organically and measure total sales, not ad sales.",
      "Monitor the share per ASIN: an account average hides products that live entirely on ads.",
    ],
    whereToFind:
      "Ad-attributed Sales from Amazon Ads console > Campaign manager (or the Advertised product report) and Ordered product sales from Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item, for the same ASINs and dates.",
    commonMistakes: [
      "Assuming 100% minus sponsored share is truly organic: ad clicks often influence later organic purchases outside the attribution window, and halo sales of other SKUs count as ad sales.",
      "Comparing ad sales with a 7- or 14-day attribution window against calendar-period total sales for very short periods.",
    ],
    related: ["organic-sales-share", "tacos", "ad-sales", "ordered-product-sales"],
    faqs: [
      {
        question: "What percentage of Amazon sales should come from ads?",
        answer:
          "There is no single right number and no public benchmark. What matters is the direction: a falling share at stable or rising total sales means ads are building organic demand, while a share that keeps rising at stable total sales means you are buying sales you used to get free. A launch can run a high share for a planned period.",
      },
      {
        question: "How is sponsored sales share related to TACoS?",
        answer:
          "TACoS = sponsored sales share × ACoS. With 32% of sales from ads at a 25% ACoS, TACoS is 8%. Lowering either the share of sales you buy or the cost of buying them lowers TACoS.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "new-to-brand-order-share",
    category: "advertising",
    name: "New-to-Brand Order Share",
    aliases: ["% of orders new-to-brand", "NTB order percentage", "New-to-brand rate", "NTB share"],
    definition:
      "New-to-brand order share is the percentage of ad-attributed orders placed by shoppers who had not bought from your brand on Amazon in the previous 12 months.",
    whyItMatters:
      "It separates campaigns that win new customers from those that mainly resell to existing ones, which would often have bought anyway. A campaign with a high ACoS but a high new-to-brand share may be worth keeping if customers buy again. It also makes customer acquisition cost measurable on Amazon, where you do not see buyer identities.",
    workedExample: {
      scenario:
        "A Sponsored Brands campaign for the baking-mat brand drove 80 orders in a month, of which Amazon flags 62 as new-to-brand. New-to-brand order share = 62 ÷ 80 × 100 = 77.5%.",
      inputs: { ntbOrders: 62, adOrders: 80 },
      result: 77.5,
    },
    typicalRange: {
      summary:
        "No public benchmark: small and new brands score high because few shoppers have bought from them yet, while brand-term and remarketing campaigns score low by design. Set your own target per campaign goal: high for prospecting campaigns, and judge it together with the cost per new customer.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); definition (12-month lookback) per Amazon Ads help, checked November 2026.",
    },
    howToImprove: [
      "Use Sponsored Brands and Sponsored Display on category and competitor terms, which reach shoppers who do not know your brand yet.",
      "Exclude or separately budget branded keywords so they do not dilute the view of acquisition campaigns.",
      "Judge acquisition campaigns on cost per new-to-brand order combined with repeat purchase data, not only ACoS.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: add the New-to-brand orders and % of orders new-to-brand columns on Sponsored Brands and Sponsored Display campaigns (brand-registered advertisers). As of 2026 Amazon's standard reports do not give it for Sponsored Products; use Amazon Marketing Cloud for that.",
    commonMistakes: [
      "Reading 'new-to-brand' as a lifetime first purchase: it means no purchase of the brand on Amazon in the last 12 months.",
      "Comparing new-to-brand share across ad types with different attribution rules without noting it.",
    ],
    related: ["customer-acquisition-cost", "repeat-purchase-rate", "customer-lifetime-value", "cost-per-acquisition"],
    faqs: [
      {
        question: "How does Amazon define a new-to-brand customer?",
        answer:
          "Amazon looks at the shopper's purchase history over the last 12 months: if they have not bought any product of your brand in that window, the attributed order is counted as new-to-brand. Someone who bought two years ago counts as new again.",
      },
      {
        question: "Why can't I see new-to-brand metrics for Sponsored Products?",
        answer:
          "Amazon has historically reported new-to-brand metrics in the standard console only for Sponsored Brands and Sponsored Display (and DSP). Advertisers with access to Amazon Marketing Cloud can build new-to-brand analysis for Sponsored Products there. Check your campaign manager columns, as Amazon adds metrics over time.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "cost-per-acquisition",
    category: "advertising",
    name: "Cost per Acquisition (CPA)",
    aliases: ["CPA", "Cost per order", "Cost per conversion", "Ad cost per order"],
    definition:
      "Cost per acquisition is the average ad spend needed to generate one ad-attributed order: ad spend divided by ad-attributed orders.",
    whyItMatters:
      "CPA compares directly with your profit per unit before ads: if an order costs $10 in ads and leaves $19 of profit, advertising is paying for itself. Unlike ACoS it is in dollars, which makes it easier to relate to unit economics and to customer lifetime value.",
    workedExample: {
      scenario:
        "The baking-mat campaigns spent $1,240 and produced 124 attributed orders. CPA = $1,240 ÷ 124 = $10.00 per order, against $19.00 of profit per unit before ads (the $40 price minus $9.50 landed cost, $10.35 of Amazon fees and $1.15 of other variable costs, as on the break-even ACoS page).",
      inputs: { adSpend: 1240, adOrders: 124 },
      result: 10,
    },
    typicalRange: {
      summary:
        "CPA scales with price: it is usually a fraction of the order value equal to ACoS, so a $40 order at 25% ACoS costs $10. The useful limit is your profit per unit before ads (break-even CPA), or for repeat-purchase products a share of customer lifetime value.",
      source: "Derived from ACoS and order value; no Amazon benchmark. As of 2026.",
    },
    howToImprove: [
      "Cut spend on targets whose CPA has exceeded profit per unit before ads after enough clicks.",
      "Raise conversion rate: CPA = CPC ÷ conversion rate, so better conversion lowers it at the same bids.",
      "Use a CPA cap when judging keywords for expensive products, where click-count rules are too slow.",
    ],
    whereToFind:
      "Compute from Spend and Orders in Amazon Ads console > Campaign manager or the Sponsored ads reports. For new customers, divide spend by New-to-brand orders (Sponsored Brands and Display) for a cost per new-to-brand order.",
    commonMistakes: [
      "Counting units instead of orders, or mixing the two between periods.",
      "Treating CPA as the cost of a new customer: attributed orders include customers who have bought before; use new-to-brand orders for acquisition cost.",
    ],
    related: ["customer-acquisition-cost", "profit-per-unit", "acos", "ad-orders", "new-to-brand-order-share"],
    faqs: [
      {
        question: "What is the difference between CPA and customer acquisition cost?",
        answer:
          "CPA divides ad spend by all attributed orders, including those from repeat customers. Customer acquisition cost divides acquisition spend by genuinely new customers, for which the new-to-brand orders column of Sponsored Brands and Display is the closest Amazon-native measure.",
      },
      {
        question: "What is a good CPA on Amazon?",
        answer:
          "Any CPA below your profit per unit before advertising makes ad-driven orders profitable. For consumables with repeat purchases, a CPA above that can still pay off if the customer's lifetime profit covers it.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "ad-spend-share-of-revenue",
    category: "advertising",
    name: "Ad Spend Share of Revenue",
    aliases: ["Marketing cost ratio", "Ad spend to revenue", "Advertising as % of sales", "Media cost ratio"],
    definition:
      "Ad spend share of revenue is all paid advertising that drives your Amazon sales, on and off Amazon, as a percentage of net revenue after refunds, for the same period.",
    whyItMatters:
      "It is the P&L view of advertising: the marketing line as a share of the revenue you actually keep. Where TACoS usually covers sponsored ads against gross ordered sales, this ratio also includes DSP and external traffic and uses net revenue, so it reconciles with your profit and loss and budget. It is the number to plan annual marketing budgets with.",
    workedExample: {
      scenario:
        "In October a brand spent $5,200 on Sponsored Products, Brands and Display plus $800 on Meta ads sending traffic to Amazon. Net revenue after refunds was $48,000. Ad spend share of revenue = ($5,200 + $800) ÷ $48,000 × 100 = 12.5%.",
      inputs: { amazonAdSpend: 5200, otherMarketingSpend: 800, netRevenue: 48000 },
      result: 12.5,
    },
    typicalRange: {
      summary:
        "No public benchmark: the right level depends on your margin and growth plan. Set your own ceiling as your margin before marketing minus your fixed costs and the net margin you want to keep, each as a share of revenue: with a 35% margin before marketing, 5% fixed costs and a 15% target, total paid marketing can take up to 15% of revenue.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Include every paid channel that drives Amazon sales (DSP, Google, Meta, influencer fees with Amazon Attribution tags) so the ratio is complete.",
      "Use actual invoiced ad charges from the settlement or Amazon Ads billing rather than console estimates when closing the month.",
      "Set the budget top-down from target net margin: allowable ad ratio = pre-ad margin - target net margin - fixed cost ratio.",
    ],
    whereToFind:
      "Sponsored ads charges: Amazon Ads console > Billing and payments (or the advertising cost lines in Seller Central > Payments > Transaction view / settlement reports). Off-Amazon spend from those platforms. Net revenue from your settlement data or a P&L tool such as {brand}.",
    commonMistakes: [
      "Using it interchangeably with TACoS without stating the scope: the two differ when you run DSP or external ads and when refunds are significant.",
      "Mixing accrual-based console spend with cash-based invoice charges across months.",
    ],
    related: ["tacos", "net-sales", "net-profit-margin", "sponsored-sales-share", "customer-acquisition-cost"],
    faqs: [
      {
        question: "Is ad spend share of revenue the same as TACoS?",
        answer:
          "Often used as a synonym, but it is worth separating them. TACoS is usually sponsored ads spend over gross ordered sales for the products advertised; ad spend share of revenue is all paid marketing over net revenue, matching the P&L. When you only run sponsored ads and refunds are low, the two are close.",
      },
      {
        question: "How much should an Amazon seller spend on advertising?",
        answer:
          "Work backwards from margin: if products keep 35% before ads and you want 15% net after about 5% fixed costs, you can afford about 15% of revenue on advertising. Launches can run higher for a limited time.",
      },
    ],
    tracking: {
      how: {
        "/features/ppc-management":
          "reports its sponsored-ads part (Sponsored Products, Brands and Display spend, no DSP or off-Amazon ads) from your Amazon Ads and Seller Central data, next to each product's margin.",
      },
      note: "For the full ratio, add DSP and off-Amazon spend in your own calculation.",
      cta: {
        title: "Track sponsored ads spend against revenue automatically",
        body: "{brand} works out the sponsored-ads part of it from your Amazon Ads and Seller Central data, next to your true profit.",
      },
    },
    lastReviewed: "2026-11-15",
  },
  {
    slug: "share-of-voice",
    category: "advertising",
    name: "Share of Voice",
    aliases: ["SOV", "Search share of voice", "Page-one share"],
    definition:
      "Share of voice is the share of visible search results for a keyword, or a basket of keywords, that belong to your brand: your page-1 organic and sponsored results divided by all page-1 results.",
    whyItMatters:
      "Shoppers rarely scroll past page 1, so the share of that page you occupy is a leading indicator of sales share. Tracking it for your core keywords shows whether competitors are pushing you out before sales drop, and whether ad spend is buying visibility you could not earn organically.",
    workedExample: {
      scenario:
        "A brand tracks 10 core keywords. Across their page-1 results it counts 500 slots (organic and sponsored), of which 36 show its products. Share of voice = 36 ÷ 500 × 100 = 7.2%.",
      inputs: { brandResults: 36, totalResults: 500 },
      result: 7.2,
    },
    typicalRange: {
      summary:
        "No public benchmark: share of voice depends on the keyword, the category's competition and how results are counted. Set your own target per keyword from your current share and your purchase share on the same query (Search Query Performance): raise visibility where you convert well and stop where you do not.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); definition as used by rank-tracking tools.",
    },
    howToImprove: [
      "Defend top-of-search on your highest-converting keywords and watch Search term impression share and rank in the Sponsored Products report.",
      "Add Sponsored Brands (headline and video) on core keywords to occupy more than one slot on page 1.",
      "Build organic rank on the same keywords through conversion and sales velocity so paid and organic slots stack.",
      "Compare with SQP impression share, which measures the same idea from Amazon's own search data.",
    ],
    whereToFind:
      "Amazon does not report page-1 share of voice directly. The closest native measures are the Search term impression share and rank columns (Amazon Ads console > Measurement & reporting > Sponsored ads reports > Search term impression share, sponsored impressions only) and impression share in Seller Central > Brands > Brand Analytics > Search Query Performance. Third-party rank trackers compute page-1 share of voice.",
    commonMistakes: [
      "Measuring one keyword on one day: page 1 varies by location, device and time, so track a basket of keywords over weeks.",
      "Counting only sponsored slots and calling it share of voice; organic presence is usually the larger part.",
    ],
    related: ["impression-share", "ad-impressions", "market-share", "click-share"],
    faqs: [
      {
        question: "How do I measure share of voice on Amazon?",
        answer:
          "Pick the keywords that matter, record the page-1 results for each (organic and sponsored) on a regular schedule, and divide the slots your brand holds by all slots. Rank-tracking tools automate this and often weight higher positions more. Amazon's native alternatives are Search term impression share for ads and SQP impression share for all search results.",
      },
      {
        question: "What is Search term impression share in Amazon Ads?",
        answer:
          "It is the percentage of all Sponsored Products (or Sponsored Brands) ad impressions on a search term that your account won over the chosen period, with a rank against other advertisers. It covers ad impressions only, so it is a paid share of voice.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "ad-impressions",
    category: "advertising",
    name: "Ad Impressions",
    aliases: ["Impressions", "Ad views", "Viewable impressions"],
    definition:
      "Ad impressions are the number of times your ads were displayed to shoppers on Amazon, counted by Amazon for each sponsored placement served.",
    whyItMatters:
      "Impressions are the top of the ad funnel: no impressions, no clicks, no orders. Planning backwards from an order goal tells you how much visibility you need, and a sudden fall in impressions usually means lost Featured Offer, out-of-stock, budget caps or bids that no longer win the auction.",
    workedExample: {
      scenario:
        "The seller wants 30 ad orders a week from a new campaign. From past data, CTR is about 0.4% and ad conversion rate 12.5%. Impressions needed = 30 ÷ (0.004 × 0.125) = 60,000 impressions a week.",
      inputs: { targetOrders: 30, ctr: 0.4, conversionRate: 12.5 },
      result: 60000,
    },
    typicalRange: {
      summary:
        "Impression counts depend entirely on keyword search volume, bids and budget, so there is no typical level. What to watch is the trend and the impressions-to-clicks ratio (CTR). Broad and auto targeting generate far more impressions per dollar than exact match, but fewer clicks per impression.",
      source: "No benchmark exists; counts are account-specific (Amazon Ads campaign reports). As of 2026.",
    },
    howToImprove: [
      "Raise bids or top-of-search adjustments on converting keywords where Search term impression share is low.",
      "Check campaigns that run out of budget before the end of the day (campaign manager shows budget status and missed-opportunity estimates).",
      "Keep the Featured Offer and stock: Sponsored Products ads only serve for offers that win it.",
      "Expand targeting with phrase and broad match, product targeting and category targeting once exact terms are saturated.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the Impressions column at every level; Measurement & reporting > Sponsored ads reports (Campaign, Targeting, Search term, Placement reports) for detail. Viewable impressions are reported for vCPM campaigns.",
    commonMistakes: [
      "Treating more impressions as better regardless of relevance: irrelevant impressions lower CTR and waste budget on broad match.",
      "Comparing impressions across ad types, which count differently (e.g. viewable impressions for vCPM campaigns).",
    ],
    related: ["ctr", "ad-clicks", "cpm", "share-of-voice", "impression-share"],
    faqs: [
      {
        question: "Why are my Amazon ads getting no impressions?",
        answer:
          "Common causes: bids below what the auction needs, a campaign or ad group out of budget, the offer not winning the Featured Offer, the item being out of stock or suppressed, keywords with little search volume, or the ad not yet approved. Check ad status and eligibility in campaign manager first.",
      },
      {
        question: "How many impressions do I need to get a sale?",
        answer:
          "Divide 1 by CTR × conversion rate (both as fractions). With a 0.4% CTR and 12.5% conversion, one order takes about 2,000 impressions. Use your own campaign averages, since both rates vary widely by keyword and placement.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "ad-clicks",
    category: "advertising",
    name: "Ad Clicks",
    aliases: ["Clicks", "Paid clicks", "PPC clicks"],
    definition:
      "Ad clicks are the number of times shoppers clicked your sponsored ads; on cost-per-click campaigns each valid click is what you pay for.",
    whyItMatters:
      "Clicks are the traffic you buy, so they connect budget to outcomes: budget ÷ CPC gives the clicks you can afford, and clicks × conversion rate gives expected orders. Enough clicks are also needed before any keyword decision is statistically meaningful.",
    workedExample: {
      scenario:
        "A seller plans a $1,500 monthly budget for a keyword group whose average CPC is $1.25. Clicks = $1,500 ÷ $1.25 = 1,200 clicks a month.",
      inputs: { adSpend: 1500, averageCpc: 1.25 },
      result: 1200,
    },
    typicalRange: {
      summary:
        "Click volume is set by budget, bids and search volume, so there is no typical number and no public benchmark. Set your own decision rule instead: judge a keyword once it has had enough clicks to expect two orders at your expected conversion rate (2 ÷ conversion rate, so 20 clicks at 10%).",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); the decision rule is arithmetic from the conversion rate.",
    },
    howToImprove: [
      "Raise CTR with better main images, price and ratings so the same impressions bring more clicks.",
      "Increase budgets on campaigns that are profitable but run out of budget early in the day.",
      "Use placement reports to shift bids toward top of search where clicks convert best.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the Clicks column at campaign, ad group, keyword and target level; search-term detail in Measurement & reporting > Sponsored ads reports > Search term report.",
    commonMistakes: [
      "Expecting ad clicks to match Business Reports sessions: sessions count all visits in 24 hours and include organic traffic, while Amazon also filters invalid clicks from billing.",
      "Judging keywords on a handful of clicks.",
    ],
    related: ["ctr", "cpc", "ad-orders", "sessions", "click-share"],
    faqs: [
      {
        question: "Does Amazon charge for invalid or accidental clicks?",
        answer:
          "Amazon says it filters invalid clicks (for example repeated clicks or bot traffic) and does not charge for them; filtered clicks are removed from reports, sometimes a few days later. You cannot see which clicks were filtered.",
      },
      {
        question: "Why do my ad clicks not match my sessions in Business Reports?",
        answer:
          "Business Reports sessions combine all visits from a shopper within 24 hours and include organic, external and ad traffic, while the ads console counts each billed ad click. One session can contain several ad clicks, and many sessions contain none.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "ad-orders",
    category: "advertising",
    name: "Ad Orders",
    aliases: ["Orders", "Ad-attributed orders", "PPC orders", "7 Day Total Orders"],
    definition:
      "Ad orders are the orders Amazon attributes to your ads because the shopper clicked an ad and then purchased within the attribution window.",
    whyItMatters:
      "Ad orders are the outcome campaigns are bought for, and the denominator of CPA. Because Sponsored Products attribution runs 7 days for sellers and Sponsored Brands and Display 14 days, counts for recent days keep rising, so plan with completed periods.",
    workedExample: {
      scenario:
        "A planned budget buys about 1,200 clicks a month, and the campaign's ad conversion rate has been 12.5%. Expected ad orders = 1,200 × 12.5 ÷ 100 = 150 orders.",
      inputs: { clicks: 1200, conversionRate: 12.5 },
      result: 150,
    },
    typicalRange: {
      summary:
        "Order counts are account-specific. Set your own target on the ad conversion rate behind them instead: its floor is the rate at which your CPC stays under target ACoS (see ad conversion rate).",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked example.",
    },
    howToImprove: [
      "Grow clicks on keywords that already convert above average rather than adding new untested terms.",
      "Improve listing conversion (images, A+ content, reviews, price) so each click yields more orders.",
      "Keep stock and the Featured Offer continuously: ads stop serving without them.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the Orders column. Sponsored Products reports show 7 Day Total Orders, and the Advertised product report splits units into advertised SKU and other SKU; Sponsored Brands and Display reports use 14-day windows.",
    commonMistakes: [
      "Adding ad orders to Business Reports orders: ad orders are a subset of total orders, not extra ones.",
      "Mixing orders and units: one order can contain several units; reports show both.",
    ],
    related: ["ad-conversion-rate", "ad-clicks", "cost-per-acquisition", "units-ordered", "ad-sales"],
    faqs: [
      {
        question: "What is the attribution window for Amazon ad orders?",
        answer:
          "Sponsored Products: 7 days after the click for sellers, 14 days for vendors. Sponsored Brands and Sponsored Display: 14 days. Sponsored Display can also attribute orders after views for vCPM campaigns.",
      },
      {
        question: "Do ad orders include purchases of products I did not advertise?",
        answer:
          "Yes. For Sponsored Products, total orders include other products from your inventory bought after the click; for Sponsored Brands and Display, other products of the same brand. Advertised product reports split advertised SKU from other SKU results.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "ad-sales",
    category: "advertising",
    name: "Ad Sales",
    aliases: ["Ad-attributed sales", "Sponsored sales", "PPC sales", "7 Day Total Sales", "14 Day Total Sales"],
    definition:
      "Ad sales are the sales value Amazon attributes to your ads: purchases of the advertised product and of other eligible products (halo) made within the attribution window after an ad click.",
    whyItMatters:
      "Ad sales are the denominator of ACoS and the numerator of ROAS, so what they include changes every efficiency number you look at. The split between advertised-SKU and other-SKU (halo) sales shows whether an ad sells the product itself or mainly pulls shoppers to the rest of the catalog.",
    workedExample: {
      scenario:
        "The Sponsored Products advertised product report for the baking mat shows $4,410 of 7 Day Advertised SKU Sales and $550 of 7 Day Other SKU Sales (shoppers who bought a matching rolling mat instead of or with it). Ad sales = $4,410 + $550 = $4,960.",
      inputs: { advertisedSkuSales: 4410, otherSkuSales: 550 },
      result: 4960,
    },
    typicalRange: {
      summary:
        "Totals are account-specific and there is no public benchmark for the halo share. Track your own: the share of other-SKU sales in your Sponsored Products and Sponsored Brands sales tells you how much of an ad's value lands on products other than the one advertised.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); attribution rules per Amazon Ads help, checked November 2026.",
    },
    howToImprove: [
      "Raise ad conversion and average order value (bundles, multipacks, cross-sells via Sponsored Brands and A+ content).",
      "Check advertised versus other SKU sales per ad: if most sales are halo, consider advertising the product people actually buy.",
      "Grow clicks on keywords whose ad sales per click exceed your break-even CPC.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the Sales column. Measurement & reporting > Sponsored ads reports > Advertised product report (Sponsored Products) splits 7 Day Advertised SKU Sales and 7 Day Other SKU Sales; Sponsored Brands and Display reports use 14-day totals.",
    commonMistakes: [
      "Treating ad sales as incremental: some ad-attributed buyers would have found you organically, especially on branded keywords.",
      "Judging the last 7-14 days as final: sales are credited to the click date and keep arriving until the attribution window closes.",
    ],
    related: ["acos", "roas", "sponsored-sales-share", "ad-orders", "ordered-product-sales"],
    faqs: [
      {
        question: "Why are my ad sales different from my Business Reports sales?",
        answer:
          "Ad sales count only orders after an ad click, credited to the click date within a 7- or 14-day window, and can include other SKUs. Business Reports count all ordered product sales by order date. The two measure different things over different clocks, so they rarely match.",
      },
      {
        question: "Do Sponsored Brands ad sales include products sold by other sellers?",
        answer:
          "According to Amazon's help pages, Sponsored Brands sales include other products of the same brand bought after the click, regardless of who sold them. Sponsored Products for sellers count products from your own inventory.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "top-of-search-impression-share",
    category: "advertising",
    name: "Top-of-Search Impression Share",
    aliases: ["Top-of-search IS", "TOS impression share"],
    definition:
      "Top-of-search impression share is the percentage of the top-of-search ad impressions you were eligible for that your Sponsored Products ads actually won, reported per campaign.",
    whyItMatters:
      "The top row of search results gets the most attention, and this share says how much of it you hold on the terms that matter. A low share on a converting term is growth left on the table; a high share on a term that does not convert is money spent on visibility you cannot use.",
    workedExample: {
      scenario:
        "The baking-mat campaign (exact match on 'silicone baking mat') was eligible for about 80,000 top-of-search impressions last month and won 18,400. Top-of-search impression share = 18,400 ÷ 80,000 × 100 = 23%.",
      inputs: { impressionsWon: 18400, eligibleImpressions: 80000 },
      result: 23,
    },
    typicalRange: {
      summary:
        "There is no public benchmark: the share depends on how many advertisers bid on a term. Set your own target per term from its profit: raise the share where the term's ACoS is below your target ACoS, and accept a low share where it is not.",
      source:
        "No public benchmark (checked November 2026); definition from the Amazon Ads console metric for Sponsored Products; figures from the worked example.",
    },
    howToImprove: [
      "Raise the top-of-search placement adjustment on campaigns whose top-of-search conversion beats the rest.",
      "Raise the bid on exact-match terms with a low share and a good conversion rate, one step at a time.",
      "Improve relevance (title, main image, price): Amazon's auction rewards ads shoppers click.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign manager: the Top-of-search impression share column for Sponsored Products campaigns. For a per-search-term view, the Search term impression share report shows your share of all ad impressions on the term, not only at the top of search.",
    commonMistakes: [
      "Chasing 100% share on every term regardless of profit.",
      "Confusing it with Search Query Performance impression share, which counts all impressions, organic and sponsored.",
    ],
    related: ["impression-share", "share-of-voice", "ad-impressions", "cpc", "acos"],
    faqs: [
      {
        question: "What is top-of-search impression share on Amazon?",
        answer:
          "It is the share of the top-of-search impressions your Sponsored Products ads were eligible for that they actually received. Amazon shows it per campaign in Campaign manager; per search term, the nearest measure is the Search term impression share report, which counts ad impressions anywhere on the results page.",
      },
      {
        question: "How do I raise top-of-search impression share?",
        answer:
          "Bid more on the terms that matter, add a top-of-search placement adjustment where that placement converts well, and improve the listing's relevance. Raise it only where the extra clicks stay under your target ACoS.",
      },
    ],
    lastReviewed: "2026-11-23",
  },
] satisfies KpiContent[];
