import type { KpiContent } from "~/kpi-library/schema";

const SQP_PATH =
  "Seller Central > Brands > Brand Analytics > Search Query Performance (available to brand owners enrolled in Brand Registry). Choose Brand view or ASIN view and a Weekly, Monthly or Quarterly reporting range; weeks run Sunday to Saturday.";

export const searchQueryPerformanceKpis = [
  {
    slug: "search-query-volume",
    category: "search-query-performance",
    name: "Search Query Volume",
    aliases: ["SQV", "Search volume", "Query volume", "Amazon search volume"],
    definition:
      "Search query volume is the number of times shoppers searched for a given query on Amazon during the selected week, month or quarter, as reported in Brand Analytics Search Query Performance.",
    whyItMatters:
      "It is Amazon's own count of demand for a search term, not a third-party estimate, and it sets the size of the prize for every share metric in SQP: 5% of 100,000 searches is worth far more than 20% of 2,000. Watching it week by week shows seasonality and trend before they reach your sales, and the volume of your own branded queries is one of the few direct measures of brand awareness on Amazon.",
    workedExample: {
      scenario:
        "In the weekly SQP view, 'silicone baking mat' shows a search query volume of 4,200 for the Sunday-Saturday week. To compare it with monthly figures from keyword tools, the seller scales it: 4,200 ÷ 7 days × (365 ÷ 12) = 18,250 monthly-equivalent searches.",
      inputs: { searchQueryVolume: 4200, periodDays: 7 },
      result: 18250,
    },
    typicalRange: {
      summary:
        "There is no typical value: Search Query Performance lists queries from a few searches a week to hundreds of thousands, and seasonal queries swing across the year. Set your own priority list by volume × your purchase share gap.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); Brand Analytics data is brand-specific.",
    },
    howToImprove: [
      "Grow branded query volume (searches containing your brand name) with off-Amazon traffic, Sponsored Brands and packaging or inserts that name the brand; track it monthly as an awareness KPI.",
      "Prioritize keyword work by volume × your purchase share gap: high-volume queries where your share is low are the largest opportunities.",
      "Use the weekly view to time budgets and inventory ahead of seasonal peaks visible in last year's volumes.",
      "Cover the high-volume queries in titles, bullets and backend search terms so your listings are eligible to be shown for them.",
    ],
    whereToFind:
      SQP_PATH +
      " The Search Query Volume column sits next to Search Query and Search Query Score. Also available through the SP-API report GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT (since February 2025).",
    commonMistakes: [
      "Comparing SQP volume directly with third-party 'monthly search volume' figures, which are modeled estimates and often cover a different period.",
      "Adding volumes of overlapping queries ('baking mat' and 'silicone baking mat') as if they were separate markets.",
      "Assuming the list shows all queries in the category: SQP lists only queries where your brand or ASIN had activity, up to the top queries ranked by Search Query Score.",
    ],
    related: ["impression-share", "search-query-click-rate", "purchase-share", "market-share"],
    faqs: [
      {
        question: "Does search query volume count searches or shoppers?",
        answer:
          "Searches. Amazon defines it as the number of times customers searched for the query in the period, so one shopper searching twice counts twice. It is not a count of unique customers.",
      },
      {
        question: "Why is SQP search volume different from Helium 10 or Jungle Scout?",
        answer:
          "SQP is Amazon's first-party count of searches for the exact query in a fixed Sunday-Saturday week, calendar month or quarter. Keyword tools estimate monthly volume from panels, models or ad data and may group close variants. Use SQP for truth on queries it lists, tools for queries your brand does not appear on yet.",
      },
      {
        question: "Why does SQP not show every keyword I care about?",
        answer:
          "SQP only includes queries on which your brand or ASIN received activity in the period, ranked by Search Query Score (third-party guides report up to the top 1,000 queries; we could not confirm the limit in Amazon's help). Queries where you never appeared are missing; for those, use the Top Search Terms report in Brand Analytics or a keyword tool.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "impression-share",
    category: "search-query-performance",
    name: "Impression Share (SQP)",
    aliases: [
      "Brand impression share",
      "ASIN impression share",
      "Impressions: Brand Share %",
      "Search impression share",
    ],
    definition:
      "Impression share is your brand's (or ASIN's) count of impressions in search results for a query divided by the total impressions for all products on that query, as a percentage.",
    whyItMatters:
      "Impression share is the top of the SQP funnel: it measures how visible you are when shoppers search, across the whole results page (Amazon does not split organic from sponsored placements in SQP). If it is low, no amount of listing optimization downstream can win the query; if it is high but later shares are lower, the problem is appeal, not visibility. It is also the most direct first-party share-of-voice measure Amazon offers.",
    workedExample: {
      scenario:
        "For 'silicone baking mat' in October (monthly view), SQP shows Impressions: Total Count 460,000 and Brand Count 18,400. Impression share = 18,400 ÷ 460,000 × 100 = 4.0%.",
      inputs: { brandImpressions: 18400, totalImpressions: 460000 },
      result: 4,
    },
    typicalRange: {
      summary:
        "No public benchmark: impression share depends on query breadth and how many of your ASINs rank and advertise. Set your own targets per query: high on your own branded queries (a low share there means competitors advertise on your name), and on generic queries at least your purchase share.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); Brand Analytics data is brand-specific.",
    },
    howToImprove: [
      "Improve organic rank on the query: keyword in title and bullets, sales velocity and conversion on that query.",
      "Add Sponsored Products (exact match, top-of-search) and Sponsored Brands on the query to occupy more slots.",
      "Make more ASINs eligible: relevant variations or complementary products can each earn impressions on the query.",
      "Fix eligibility issues (out of stock, lost Featured Offer, suppressed listing) that remove you from results.",
    ],
    whereToFind:
      SQP_PATH + " Columns: Impressions: Total Count, Brand Count (ASIN Count in ASIN view) and Brand Share %.",
    commonMistakes: [
      "Comparing SQP impressions with ad-console impressions: SQP counts search-result impressions for all your products, organic and sponsored together, and Amazon does not split the two.",
      "Reading Brand view and ASIN view interchangeably: brand share adds up all your ASINs, so it is higher than any single ASIN's share.",
    ],
    related: ["click-share", "search-query-volume", "share-of-voice", "ad-impressions", "purchase-share"],
    faqs: [
      {
        question: "Does SQP impression share include sponsored ads?",
        answer:
          "SQP counts impressions that originate from the search results page and does not separate sponsored from organic placements, so treat it as your total search visibility. For ad-only share, use the Search term impression share report in the Amazon Ads console.",
      },
      {
        question: "What is a good impression share on Amazon?",
        answer:
          "There is no absolute standard; compare it with your other shares on the same query. Impression share below your click and purchase share means shoppers choose you when they see you, so visibility is the constraint and more ads or rank should pay off. Impression share above purchase share means you are seen but not chosen.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "click-share",
    category: "search-query-performance",
    name: "Click Share (SQP)",
    aliases: ["Brand click share", "ASIN click share", "Clicks: Brand Share %", "Search click share"],
    definition:
      "Click share is your brand's (or ASIN's) clicks from the search results for a query divided by the total clicks on all products for that query, as a percentage.",
    whyItMatters:
      "Click share shows how often shoppers pick your result over competitors' once they have searched. Comparing it with impression share isolates how appealing you look in search results: main image, title, price, rating, review count, badges and delivery promise. Because it counts real shopper choices, it is a stronger signal than impression share.",
    workedExample: {
      scenario:
        "For 'silicone baking mat' in October, Clicks: Total Count is 23,000 and Brand Count is 1,150. Click share = 1,150 ÷ 23,000 × 100 = 5.0%, above the brand's 4.0% impression share: when shoppers see the mat, they click it a little more often than average.",
      inputs: { brandClicks: 1150, totalClicks: 23000 },
      result: 5,
    },
    typicalRange: {
      summary:
        "No public benchmark: read click share against impression share on the same query. Roughly equal means average appeal, clearly higher means your result stands out, clearly lower means it is skipped. Set your own target per query from that gap, since absolute levels follow impression share.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); the comparison is arithmetic on Amazon's SQP share columns.",
    },
    howToImprove: [
      "Test main images and titles with Manage Your Experiments (Brand Registry) and keep the winner.",
      "Check the Price (Median) columns: if your median click price is well above the query's median, price or a visible coupon may be holding clicks back.",
      "Build ratings and reviews, which show directly in search results.",
      "Improve delivery promise (Prime, FBA inventory placement); SQP reports how many clicks went to same-day, one-day and two-day offers.",
    ],
    whereToFind:
      SQP_PATH +
      " Columns: Clicks: Total Count, Brand Count (ASIN Count in ASIN view), Brand Share %, plus median prices and shipping-speed counts.",
    commonMistakes: [
      "Comparing click share with ad CTR: click share is your share of all clicks on the query, CTR is clicks per ad impression.",
      "Judging click share on branded queries, where it is naturally high and hides weakness on generic terms.",
    ],
    related: ["impression-share", "cart-add-share", "ctr", "search-query-click-rate", "purchase-to-click-share-ratio"],
    faqs: [
      {
        question: "Why is my click share lower than my impression share?",
        answer:
          "Shoppers see your product but choose others more often than average. Usual causes are a weaker main image, higher price than the query median, fewer reviews or a lower rating, slower delivery, or showing up on queries where the product is only partly relevant.",
      },
      {
        question: "Is click share the same as the click share in the Top Search Terms report?",
        answer:
          "Related but not identical. Top Search Terms shows click share for the top three clicked products on each search term across all brands; SQP shows your own brand's or ASIN's share on queries relevant to you, with the totals behind it.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "cart-add-share",
    category: "search-query-performance",
    name: "Cart-Add Share (SQP)",
    aliases: ["Brand cart add share", "Add-to-cart share", "Cart Adds: Brand Share %", "ASIN cart add share"],
    definition:
      "Cart-add share is your brand's (or ASIN's) add-to-cart actions originating from a query's search results divided by all cart adds for that query, as a percentage.",
    whyItMatters:
      "Cart adds sit between the click and the purchase, so cart-add share shows whether shoppers who reach your detail page are persuaded enough to commit. A drop from click share to cart-add share points at the detail page or offer: images, bullets, A+ content, price, delivery date or variation choice. A drop from cart-add share to purchase share points at checkout-stage comparisons or price.",
    workedExample: {
      scenario:
        "For 'silicone baking mat' in October, Cart Adds: Total Count is 6,000 and Brand Count is 420. Cart-add share = 420 ÷ 6,000 × 100 = 7.0%, higher than the 5.0% click share: the detail page converts clicks into cart adds better than competitors' pages do.",
      inputs: { brandCartAdds: 420, totalCartAdds: 6000 },
      result: 7,
    },
    typicalRange: {
      summary:
        "No public benchmark: read it against click share on the same query. Cart-add share above click share means your page persuades better than average, below it means shoppers leave your page for other options. Set your own target per query as a cart-add share at least equal to your click share.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); the comparison is arithmetic on Amazon's SQP share columns.",
    },
    howToImprove: [
      "Answer the main purchase questions on the page: size and fit images, comparison charts, clear bullets and A+ content.",
      "Check the Brand Price (Median) for cart adds against the query median and test price or coupon changes.",
      "Make sure the right variation is preselected and in stock, and that the delivery date shown is competitive.",
      "Read recent critical reviews and fix the issues they raise in the product or the listing.",
    ],
    whereToFind:
      SQP_PATH +
      " Columns: Cart Adds: Total Count, Cart Add Rate %, Brand Count (ASIN Count in ASIN view), Brand Share %.",
    commonMistakes: [
      "Expecting cart adds to equal Business Reports data: SQP only counts cart adds that originate from a search for that query.",
      "Reading low cart-add share as a price problem without checking stock, variation and delivery date, which often matter as much.",
    ],
    related: ["click-share", "purchase-share", "conversion-rate", "search-query-conversion-rate"],
    faqs: [
      {
        question: "What does a high cart-add share but low purchase share mean?",
        answer:
          "Shoppers add your product to the cart but finish by buying something else, or leave it in the cart. Common causes: a competitor's price or coupon noticed late, delivery dates, or shoppers adding several options to compare. Check the median purchase price columns against your own.",
      },
      {
        question: "Do cart adds from the search results page count?",
        answer:
          "Amazon describes SQP cart adds as those that originate from the search results page for the query, which in practice means shoppers who reached your product from that search, whether they added from the results or from the detail page. Cart adds from traffic that did not start with that search, such as external links, are not counted. Amazon does not publish the exact attribution rules.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "purchase-share",
    category: "search-query-performance",
    name: "Purchase Share (SQP)",
    aliases: ["Brand purchase share", "ASIN purchase share", "Purchases: Brand Share %", "Search conversion share"],
    definition:
      "Purchase share is your brand's (or ASIN's) purchases originating from a query divided by all purchases originating from that query, as a percentage: your market share of the query.",
    whyItMatters:
      "Purchase share is the bottom line of the SQP funnel: the share of buyers on that search who chose you. Tracked over time on your core generic queries it is a close proxy for market share, and comparing it with impression share tells you whether to invest in visibility or in conversion. It is the metric to report when asking whether ads and listing work are winning the category.",
    workedExample: {
      scenario:
        "For 'silicone baking mat' in October, Purchases: Total Count is 2,200 and Brand Count is 198. Purchase share = 198 ÷ 2,200 × 100 = 9.0%, more than twice the 4.0% impression share: the mat wins buyers when seen, so buying more visibility is the obvious next step.",
      inputs: { brandPurchases: 198, totalPurchases: 2200 },
      result: 9,
    },
    typicalRange: {
      summary:
        "No public benchmark: purchase share depends on query breadth and competition. Set your own target per query against your impression share: purchase share above impression share means your product wins more than its share of the shoppers who see it.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); Brand Analytics data is brand-specific.",
    },
    howToImprove: [
      "Where purchase share exceeds impression share, increase visibility: bids on the query, Sponsored Brands, and organic rank work.",
      "Where purchase share trails impression share, fix appeal and conversion first (image, price, reviews, page content, delivery).",
      "Compare your median purchase price with the query's median purchase price to see whether you are priced in line with what buyers choose.",
      "Watch weekly share on your top 10-20 generic queries to catch a competitor's gain early.",
    ],
    whereToFind:
      SQP_PATH +
      " Columns: Purchases: Total Count, Purchase Rate %, Brand Count (ASIN Count in ASIN view), Brand Share %, plus median purchase prices.",
    commonMistakes: [
      "Expecting SQP purchases to match your orders: SQP counts purchases attributed to searches for listed queries only, so totals are lower than Business Reports.",
      "Celebrating high purchase share on branded queries, which mostly reflects existing demand rather than winning the category.",
    ],
    related: [
      "impression-share",
      "click-share",
      "market-share",
      "search-query-conversion-rate",
      "purchase-to-click-share-ratio",
    ],
    faqs: [
      {
        question: "Is SQP purchase share the same as market share?",
        answer:
          "It is your market share of purchases that started with that search query, which is a good proxy for market share on your core keywords. It excludes purchases that did not come from search (external traffic, recommendations, reorders from order history), so true category market share can differ.",
      },
      {
        question: "How should I read purchase share against impression share?",
        answer:
          "Purchase share above impression share means you convert your visibility better than the average competitor, so more visibility should bring proportionally more sales. Purchase share below impression share means you are seen but not chosen, and buying more impressions will mostly raise costs.",
      },
      {
        question: "Why did my purchase share drop while my sales stayed flat?",
        answer:
          "The query's total purchases grew faster than yours, often because of seasonality or new competitors. Check the Total Count trend: flat sales in a growing query mean you are losing share and will feel it when demand turns.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "search-query-click-rate",
    category: "search-query-performance",
    name: "Search Query Click Rate",
    aliases: ["SQP click rate", "Clicks: Click Rate %", "Query click rate", "Search click-through rate"],
    definition:
      "Search query click rate is the total number of product clicks on a query's search results divided by the query's search volume, as a percentage: how many clicks each 100 searches generate.",
    whyItMatters:
      "It describes shopper behavior on the query as a whole, not your brand. A high click rate means shoppers engage with the results (the query is specific and buyable); a low one means many searches end without a click, often because the query is vague or the results miss the intent. Comparing it with the Purchase Rate % shows how much of the engagement turns into buying, which helps choose queries worth advertising.",
    workedExample: {
      scenario:
        "'Silicone baking mat' had a search query volume of 40,000 in October and 23,000 total clicks. Click rate = 23,000 ÷ 40,000 × 100 = 57.5 clicks per 100 searches. The Purchase Rate % column (2,200 purchases ÷ 40,000 searches) is 5.5%.",
      inputs: { totalClicks: 23000, searchQueryVolume: 40000 },
      result: 57.5,
    },
    typicalRange: {
      summary:
        "Varies widely by query: specific product queries tend to show higher click rates than broad exploratory ones. Because one search can produce several clicks, the rate can in principle exceed 100%. Compare queries within your own list rather than against a general benchmark.",
      source:
        "Definition per Amazon's SQP report schema (clicks ÷ search query volume); ranges are not published by Amazon. As of 2026.",
    },
    howToImprove: [
      "You cannot change a query's click rate much; use it to choose queries: favor high click rate plus high purchase rate queries for ads and listing keywords.",
      "Treat low click rate queries as vague or mismatched: target them with Sponsored Brands (which can show several products) rather than single-product ads.",
      "Improve your own share of the clicks (click share) with images, price and reviews.",
    ],
    whereToFind:
      SQP_PATH +
      " Column: Clicks: Click Rate % (next to Clicks: Total Count); Cart Add Rate % and Purchase Rate % use the same denominator.",
    commonMistakes: [
      "Reading Click Rate % as your own CTR: it is the query's total clicks for all products divided by searches, not your ads' clicks per impression.",
      "Comparing it with ad CTR, which divides one ad's clicks by its impressions rather than all clicks by searches, so it is far lower (0.4% in the CTR page's example).",
    ],
    related: ["search-query-volume", "click-share", "ctr", "search-query-conversion-rate"],
    faqs: [
      {
        question: "How does Amazon calculate Click Rate in Search Query Performance?",
        answer:
          "Amazon divides the query's total click count (clicks on any product from that query's search results) by the search query volume. Cart Add Rate and Purchase Rate are calculated the same way, with cart adds and purchases as numerators and searches as the denominator.",
      },
      {
        question: "Why can Click Rate be higher than my ad CTR?",
        answer:
          "They have different denominators. Click Rate counts clicks on all products per search, and a shopper sees dozens of products per search; ad CTR counts clicks on one ad per time it was shown. A 50% query click rate and a 0.4% ad CTR can describe the same search.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "search-query-conversion-rate",
    category: "search-query-performance",
    name: "Search Query Conversion Rate",
    aliases: [
      "SQP conversion rate",
      "Brand query conversion rate",
      "Query-level conversion rate",
      "Click-to-purchase rate",
    ],
    definition:
      "Search query conversion rate is your brand's (or ASIN's) purchases from a query divided by your clicks from that query, as a percentage: how often a search click turns into a sale for you on that keyword.",
    whyItMatters:
      "It is the organic-and-paid conversion rate per keyword that Business Reports cannot give you. Comparing it with the market's rate on the same query (total purchases ÷ total clicks) shows whether your product wins shoppers who consider it. Keywords where you convert far above the market are the safest places to raise bids.",
    workedExample: {
      scenario:
        "On 'silicone baking mat' in October the brand had 1,150 clicks and 198 purchases in SQP. Search query conversion rate = 198 ÷ 1,150 × 100 = 17.22%. The market converted 2,200 ÷ 23,000 = 9.57%, so the brand converts about 1.8 times the market rate.",
      inputs: { brandPurchases: 198, brandClicks: 1150 },
      result: 17.22,
    },
    typicalRange: {
      summary:
        "No public benchmark: the meaningful comparison is with the market rate on the same query, total purchases ÷ total clicks from the Total Count columns. Set your own target as at least the market rate on each query you care about, and read branded and generic queries separately.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); the market rate is derived from Amazon's SQP columns.",
    },
    howToImprove: [
      "Fix the detail page for the intent of the query: if shoppers search 'large baking mat', show size clearly in images and title.",
      "Compare your median purchase price with the query median and test pricing or coupons where you trail the market.",
      "Move ad spend from queries where you convert below the market to queries where you convert above it.",
      "Build reviews and rating, which drive conversion on every query.",
    ],
    whereToFind:
      SQP_PATH +
      " Divide Purchases: Brand Count by Clicks: Brand Count; for the market rate, divide Purchases: Total Count by Clicks: Total Count. Note that Amazon's own Purchase Rate % column divides purchases by searches, not clicks.",
    commonMistakes: [
      "Confusing it with Amazon's Purchase Rate %, which is purchases per search for the whole query, not purchases per click for your brand.",
      "Drawing conclusions from small queries: 3 purchases from 10 clicks is a 30% rate with a very wide margin of error.",
    ],
    related: [
      "ad-conversion-rate",
      "conversion-rate",
      "purchase-to-click-share-ratio",
      "purchase-share",
      "unit-session-percentage",
    ],
    faqs: [
      {
        question: "How do I find my conversion rate per keyword on Amazon?",
        answer:
          "For ads, the search term report gives conversion per search term. For all traffic (organic and paid), use Search Query Performance: divide your brand (or ASIN) purchase count by your click count for the query. Compare it with total purchases ÷ total clicks for the market rate.",
      },
      {
        question: "Why is my SQP conversion rate different from my PPC conversion rate on the same keyword?",
        answer:
          "PPC conversion covers only ad clicks and credits orders within 7 or 14 days; SQP covers all clicks from the search results, organic and sponsored, and attributes purchases to the search that led to them. Organic clicks often convert differently from ad clicks, and the time windows differ.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "purchase-to-click-share-ratio",
    category: "search-query-performance",
    name: "Purchase-to-Click Share Ratio",
    aliases: ["Conversion index", "Purchase share ÷ click share", "Relative conversion rate", "Conversion efficiency"],
    definition:
      "The purchase-to-click share ratio is your SQP purchase share divided by your click share for a query: above 1 means you convert clicks into purchases better than the market average on that query.",
    whyItMatters:
      "It condenses the lower funnel into one comparable number per query, independent of volume. Because it equals your conversion rate divided by the market's, it shows where your product and offer beat competitors once shoppers click, and where they lose. Sorting SQP by this ratio gives a quick list of where to add traffic (ratio above 1) and where to fix the offer first (ratio below 1).",
    workedExample: {
      scenario:
        "On 'silicone baking mat' in October the brand's purchase share was 9.0% and its click share 5.0%. Ratio = 9.0 ÷ 5.0 = 1.8: a click on the brand's mat is 1.8 times as likely to end in a purchase as the average click on that query.",
      inputs: { purchaseShare: 9, clickShare: 5 },
      result: 1.8,
    },
    typicalRange: {
      summary:
        "1.0 means your conversion on the query equals the market's; above 1 you convert the clicks you win better than the average competitor, below 1 worse. There is no public benchmark for how far from 1 matters: set your own thresholds per query from how much the ratio moves week to week, and act when it stays outside them.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); the meaning of 1.0 is arithmetic on Amazon's SQP share columns.",
    },
    howToImprove: [
      "On queries above 1, raise bids and visibility: you convert the traffic you get better than competitors do.",
      "On queries below 1, compare your median purchase price, rating and delivery speed with the query medians, and fix the largest gap.",
      "Check relevance: a low ratio on a loosely related query may simply mean the product is not what searchers want; negate it in ads.",
      "Look at cart-add share too: if cart-add share is high but purchase share low, the loss happens late (price or delivery comparison).",
    ],
    whereToFind:
      SQP_PATH +
      " Divide Purchases: Brand Share % by Clicks: Brand Share % for each query (or use ASIN Share % in ASIN view).",
    commonMistakes: [
      "Computing it on tiny counts: with 5 clicks and 1 purchase the ratio swings wildly; use monthly or quarterly views for small queries.",
      "Mixing views: use brand shares with brand shares, or ASIN shares with ASIN shares.",
    ],
    related: ["purchase-share", "click-share", "search-query-conversion-rate", "conversion-rate"],
    faqs: [
      {
        question: "Why is purchase share divided by click share equal to relative conversion?",
        answer:
          "Purchase share ÷ click share = (your purchases ÷ total purchases) ÷ (your clicks ÷ total clicks) = (your purchases ÷ your clicks) ÷ (total purchases ÷ total clicks): your conversion rate divided by the market's conversion rate on the same query.",
      },
      {
        question: "What should I do when the ratio is below 1 on my main keyword?",
        answer:
          "Find where shoppers drop: if cart-add share is already below click share, the detail page or price loses them; if cart-add share is fine but purchase share is low, they leave at the final comparison (price, coupon, delivery date). Fix that before adding ad spend, which would only buy more clicks that convert below average.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "top-search-terms-click-share",
    category: "search-query-performance",
    name: "Top Search Terms Click Share",
    aliases: ["Brand Analytics click share", "Amazon Search Terms click share", "TST click share"],
    definition:
      "Top search terms click share is the percentage of all clicks on a search term's results that went to one ASIN, as shown for the top three clicked ASINs in Brand Analytics.",
    whyItMatters:
      "It shows who wins the clicks on the searches that matter in your category, your products or competitors', and how concentrated the clicks are. Compared with conversion share, it says whether a product that attracts clicks also closes the sale.",
    workedExample: {
      scenario:
        "For the search term 'garlic press', Brand Analytics shows a competitor's ASIN in first place. Of an estimated 9,000 clicks on the term's results that week, 1,530 went to it. Click share = 1,530 ÷ 9,000 × 100 = 17%.",
      inputs: { asinClicks: 1530, termClicks: 9000 },
      result: 17,
    },
    typicalRange: {
      summary:
        "There is no public benchmark: a term's click share depends on how many strong offers compete for it. Set your own target from the leaders: the report shows the top three ASINs' shares, so the third-placed share is the bar to clear to appear in it.",
      source:
        "No public benchmark (checked November 2026); definition from Amazon Brand Analytics (Top Search Terms / Amazon Search Terms report); figures from the worked example.",
    },
    howToImprove: [
      "Win the click on the results page: main image, price, rating and Prime badge are what shoppers compare.",
      "Target the term with Sponsored Products and Sponsored Brands to add visibility.",
      "Watch competitors' click shares for sudden drops: a stockout or price rise is an opening.",
    ],
    whereToFind:
      "Seller Central > Brands > Brand Analytics > Search Analytics > Top Search Terms (Amazon Search Terms): the click share of each of the top three clicked ASINs per term. Requires Brand Registry.",
    commonMistakes: [
      "Reading the report as complete: it lists only the top three clicked ASINs per term.",
      "Comparing click share with SQP click share, which is your brand's share of the query's clicks across all your ASINs.",
    ],
    related: ["top-search-terms-conversion-share", "click-share", "search-query-volume", "ctr"],
    faqs: [
      {
        question: "What is click share in Amazon Brand Analytics?",
        answer:
          "The percentage of all clicks on a search term's results that went to a given ASIN. The Top Search Terms report shows it for the three most clicked ASINs per term, next to their conversion share.",
      },
      {
        question: "Who can see Brand Analytics click share?",
        answer:
          "Brand owners enrolled in Amazon Brand Registry, in Seller Central under Brands > Brand Analytics. The report covers all products on the term, including competitors'.",
      },
    ],
    lastReviewed: "2026-11-23",
  },
  {
    slug: "top-search-terms-conversion-share",
    category: "search-query-performance",
    name: "Top Search Terms Conversion Share",
    aliases: ["Brand Analytics conversion share", "Amazon Search Terms conversion share", "TST conversion share"],
    definition:
      "Top search terms conversion share is the percentage of all purchases made after a search for a term that went to one ASIN, as shown for the top three clicked ASINs in Brand Analytics.",
    whyItMatters:
      "It shows who actually wins the sale on a term. An ASIN whose conversion share is higher than its click share turns clicks into orders better than the rest of the results; one whose conversion share is lower is losing shoppers after the click, usually to price, reviews or the detail page.",
    workedExample: {
      scenario:
        "For 'garlic press' the same week, about 1,000 purchases followed a search for the term and 205 of them were the leading ASIN. Conversion share = 205 ÷ 1,000 × 100 = 20.5%, above its 17% click share.",
      inputs: { asinPurchases: 205, termPurchases: 1000 },
      result: 20.5,
    },
    typicalRange: {
      summary:
        "There is no public benchmark. The useful comparison is with the same ASIN's click share: set your own target as a conversion share at least equal to your click share, which means your listing closes sales at least as well as the average result for the term.",
      source:
        "No public benchmark (checked November 2026); definition from Amazon Brand Analytics (Top Search Terms / Amazon Search Terms report); figures from the worked example.",
    },
    howToImprove: [
      "Fix what loses shoppers after the click: price against the top three, review count and rating, images and A+ content.",
      "Check that the term matches what the product is: clicks from a loosely related term convert poorly.",
      "Use coupons or Lightning Deals on the terms where click share is high but conversion share lags.",
    ],
    whereToFind:
      "Seller Central > Brands > Brand Analytics > Search Analytics > Top Search Terms (Amazon Search Terms): conversion share beside click share for each of the top three ASINs. Requires Brand Registry.",
    commonMistakes: [
      "Reading conversion share as a conversion rate: it is a share of the term's purchases, not purchases per click.",
    ],
    related: ["top-search-terms-click-share", "purchase-share", "purchase-to-click-share-ratio", "conversion-rate"],
    faqs: [
      {
        question: "What is conversion share in Amazon Brand Analytics?",
        answer:
          "The percentage of all purchases after a search for the term that were of a given ASIN. Compare it with the same ASIN's click share: higher means the listing wins more than its share of sales once clicked.",
      },
      {
        question: "Is conversion share the same as conversion rate?",
        answer:
          "No. Conversion rate is your orders divided by your sessions; conversion share is your part of all purchases on one search term. A product can have a modest conversion rate and still lead conversion share on a term few others convert on.",
      },
    ],
    lastReviewed: "2026-11-23",
  },
] satisfies KpiContent[];
