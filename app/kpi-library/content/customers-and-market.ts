import type { KpiContent } from "~/kpi-library/schema";

const lastReviewed = "2026-11-15";

export const customersAndMarketKpis = [
  {
    slug: "customer-acquisition-cost",
    category: "customers-and-market",
    name: "Customer Acquisition Cost",
    aliases: ["CAC", "Cost per new customer", "Cost per new-to-brand customer", "Acquisition cost"],
    definition:
      "Customer acquisition cost is what you spend, on average, to win one new customer for your brand: advertising and other acquisition spend divided by the number of first-time buyers gained.",
    whyItMatters:
      "ACoS judges each sale in isolation; CAC judges the spend against the customers it creates. For repeat-purchase products you can profitably pay more for a first order than it earns, as long as CAC stays below what the customer is worth over time. Without CAC, brands either underspend on growth or overspend on customers who never come back.",
    workedExample: {
      scenario:
        "In Q2 the pet-supplement brand spent $9,600 on Sponsored Brands and Sponsored Display aimed at non-buyers plus $1,400 on launch coupons and Vine. Amazon Ads reported 520 new-to-brand orders, used as new customers. CAC = ($9,600 + $1,400) ÷ 520 = $21.15 per new customer.",
      inputs: { adSpend: 9600, otherAcquisitionCosts: 1400, newCustomers: 520 },
      result: 21.15,
    },
    typicalRange: {
      summary:
        "No public benchmark: CAC depends on price point, category competition and how you count new customers. Set your own ceiling from your economics: break-even on the first order means CAC ≤ first-order contribution before ads, and over a customer's life CAC must stay below customer lifetime value ($21.15 against $44.80 for the pet-supplement brand).",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked examples on this page and the lifetime value page.",
    },
    howToImprove: [
      "Target non-buyers deliberately: category and competitor targeting, Sponsored Display audiences, and new-to-brand optimization where the ad type offers it.",
      "Cut spend on branded keywords from the CAC calculation (those shoppers mostly know you already) and judge them on ROAS instead.",
      "Raise conversion on the landing ASIN: every point of conversion lowers the cost of each new customer.",
      "Lead with the product that has the best repeat rate, so each acquired customer is worth more.",
    ],
    whereToFind:
      "Amazon Ads console > Campaign Manager: add the new-to-brand columns (new-to-brand orders, new-to-brand sales, cost per new-to-brand customer where shown); they are reported for Sponsored Brands, Sponsored Display and Amazon DSP, with a 12-month lookback. Brand owners: Seller Central > Brands > Brand Analytics > Customer Loyalty Analytics shows new customers to the brand across all channels.",
    commonMistakes: [
      "Dividing all ad spend by all orders: that is cost per acquisition of an order, not of a new customer.",
      "Counting every ad-attributed buyer as new, when some had bought your brand before (that is what new-to-brand metrics are for).",
    ],
    related: [
      "customer-lifetime-value",
      "ltv-to-cac-ratio",
      "new-to-brand-order-share",
      "cost-per-acquisition",
      "acos",
    ],
    faqs: [
      {
        question: "How do I calculate customer acquisition cost on Amazon?",
        answer:
          "Add up the spend aimed at winning new customers in a period (ads, launch coupons, Vine, external traffic) and divide it by the number of new customers in the same period. Amazon's new-to-brand metrics (buyers who had not purchased your brand in the previous 12 months) are the most practical count of new customers.",
      },
      {
        question: "What is the difference between CAC and cost per acquisition (CPA)?",
        answer:
          "CPA usually means ad spend per order, whether the buyer is new or returning. CAC counts only new customers, so it is higher than CPA and is the figure to compare with customer lifetime value.",
      },
      {
        question: "Are new-to-brand metrics available for Sponsored Products?",
        answer:
          "New-to-brand reporting was built for Sponsored Brands, Sponsored Display and DSP, and Amazon has been extending it; check which columns your Campaign Manager offers for each ad type. Where it is missing, use Customer Loyalty Analytics or Amazon Marketing Cloud to estimate new customers.",
      },
    ],
    tracking: {
      how: {
        "/features/ppc-management":
          "shows the advertising part from your Amazon Ads data: ad spend ÷ new-to-brand orders. Coupons, Vine and off-Amazon spend are not in that figure; add them in your own calculation.",
      },
      cta: {
        title: "See ad spend per new-to-brand order automatically",
        body: "{brand} shows the advertising part of customer acquisition cost, ad spend per new-to-brand order, from your Amazon Ads data, next to your true profit.",
      },
    },
    lastReviewed,
  },
  {
    slug: "customer-lifetime-value",
    category: "customers-and-market",
    name: "Customer Lifetime Value",
    aliases: ["CLV", "LTV", "CLTV", "Lifetime value"],
    definition:
      "Customer lifetime value is the profit an average customer generates over the whole time they keep buying from you: order value × orders per year × years retained × contribution margin.",
    whyItMatters:
      "CLV sets the ceiling on what you can pay to acquire a customer and still make money. It turns repeat-purchase products from 'unprofitable at this ACoS' into 'profitable over the customer's life', and it tells you which products deserve launch investment. Using profit rather than revenue keeps the number honest: Amazon fees and product costs come out of every future order too.",
    workedExample: {
      scenario:
        "A pet-supplement brand's customers spend $32 per order, order 2.5 times a year and typically stay 2 years. Contribution margin before ads is 28% after product cost and Amazon fees. CLV = $32 × 2.5 × 2 × 28% = $44.80 of profit per customer.",
      inputs: { averageOrderValue: 32, ordersPerYear: 2.5, yearsRetained: 2, contributionMarginPercent: 28 },
      result: 44.8,
    },
    typicalRange: {
      summary:
        "Entirely product-dependent: consumables with monthly reorders can have a CLV many times their first-order profit, while durable goods have a CLV close to one order's profit. Compare CLV with CAC rather than with other brands.",
      source:
        "No public benchmark: Amazon publishes no lifetime-value figures and no named study for Amazon sellers was found (checked November 2026). Set your own target from your CAC: CLV must exceed what you pay to win a customer.",
    },
    howToImprove: [
      "Enroll replenishable products in Subscribe & Save to lock in repeat orders.",
      "Use Brand Tailored Promotions to offer targeted discounts to repeat, high-spend or lapsed customers.",
      "Email your Amazon Store followers through Seller Central > Brands > Customer Engagement when you launch new products.",
      "Expand the range with products your existing buyers need next (refills, accessories, complementary items).",
      "Protect margin on repeat orders: customers who come back on their own should not need your deepest discounts.",
    ],
    whereToFind:
      "Not a single Seller Central figure. Brand owners get the inputs from Seller Central > Brands > Brand Analytics > Customer Loyalty Analytics (sales per customer, repeat customers, customer segments) and Repeat Purchase Behavior; margin comes from your profit data. Amazon Marketing Cloud allows custom lifetime analyses for advertisers with access.",
    commonMistakes: [
      "Calculating CLV on revenue and comparing it with CAC, which makes nearly any acquisition cost look affordable.",
      "Assuming retention years you have not observed: base 'years retained' on actual cohorts, not hope.",
    ],
    related: [
      "customer-acquisition-cost",
      "ltv-to-cac-ratio",
      "repeat-purchase-rate",
      "average-order-value",
      "contribution-margin",
    ],
    faqs: [
      {
        question: "Can I see customer lifetime value in Seller Central?",
        answer:
          "Not as a finished number. Brand Registry owners can use Brand Analytics' Customer Loyalty Analytics and Repeat Purchase Behavior to see repeat customers and sales per customer, then apply their own margin. Amazon does not share customer identities with sellers.",
      },
      {
        question: "Should CLV use revenue or profit?",
        answer:
          "Profit. Use contribution margin after product cost and Amazon fees (and before acquisition ads, which CAC covers). A revenue-based CLV overstates what you can afford to spend to win a customer.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "ltv-to-cac-ratio",
    category: "customers-and-market",
    name: "LTV to CAC Ratio",
    aliases: ["LTV:CAC", "CLV to CAC ratio", "Lifetime value to acquisition cost"],
    definition:
      "The LTV to CAC ratio compares the lifetime profit a customer generates with what it cost to acquire them: customer lifetime value divided by customer acquisition cost.",
    whyItMatters:
      "It is the single number that says whether growth spending creates or destroys value. A ratio below 1 means each new customer loses money over their lifetime; a very high ratio can mean you are underinvesting and leaving growth to competitors. On Amazon it justifies aggressive launch ACoS for repeat products and warns against it for one-time purchases.",
    workedExample: {
      scenario:
        "The pet-supplement brand from the lifetime value and acquisition cost pages: its customer lifetime value is $44.80 of profit and its Q2 customer acquisition cost was $21.15. LTV:CAC = $44.80 ÷ $21.15 = 2.12: each new customer returns about $2.12 of lifetime profit per $1 of acquisition spend.",
      inputs: { lifetimeValue: 44.8, acquisitionCost: 21.15 },
      result: 2.12,
    },
    typicalRange: {
      summary:
        "There is no public benchmark for Amazon sellers. Below 1:1 destroys value by definition. Set your own floor: the ratio must cover the overheads that CLV leaves out (team, software, warehousing) and the cash tied up while you wait for repeat orders, so a brand whose overheads take a third of contribution needs at least 1.5:1 just to break even.",
      source:
        "No public benchmark: Amazon publishes none and no named study for Amazon sellers was found (checked November 2026); the 1:1 floor is arithmetic, the example from the worked example.",
    },
    howToImprove: [
      "Lower CAC: shift spend to targets with the highest new-to-brand share at an acceptable cost, and improve landing-page conversion.",
      "Raise LTV: Subscribe & Save, refill and bundle offers, and Brand Tailored Promotions for repeat buyers.",
      "Improve contribution margin (product cost, packaging size for lower FBA fees) so every repeat order earns more.",
      "Track it per product line: acquisition on a product with strong repeat behaviour can carry a higher CAC.",
    ],
    whereToFind:
      "Calculated, not reported: CAC from Amazon Ads new-to-brand metrics and your acquisition spend; LTV from Seller Central > Brands > Brand Analytics > Customer Loyalty Analytics and Repeat Purchase Behavior plus your margin data.",
    commonMistakes: [
      "Using a revenue-based LTV against CAC, which inflates the ratio by the inverse of your margin.",
      "Ignoring payback time: a 3:1 ratio reached over four years can still strain cash flow for an inventory-heavy Amazon business.",
    ],
    related: ["customer-lifetime-value", "customer-acquisition-cost", "repeat-purchase-rate", "tacos"],
    faqs: [
      {
        question: "What is a good LTV to CAC ratio for Amazon sellers?",
        answer:
          "There is no public benchmark for Amazon sellers; the ratio must at least cover the overheads lifetime value leaves out. Also check payback: how many months of repeat orders it takes to earn back the acquisition cost, because inventory and ad spend tie up cash long before the lifetime profit arrives.",
      },
      {
        question: "Is a very high LTV:CAC ratio always good?",
        answer:
          "Not necessarily. A ratio far above 3:1 can mean you are spending too little on acquisition and letting competitors take customers you could profitably win. Test higher bids on new-customer targeting and watch whether the ratio stays healthy.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "repeat-purchase-rate",
    category: "customers-and-market",
    name: "Repeat Purchase Rate",
    aliases: ["Repeat customer rate", "Repurchase rate", "Repeat buyer rate"],
    definition:
      "Repeat purchase rate is the percentage of your unique customers in a period who placed more than one order: repeat customers divided by unique customers.",
    whyItMatters:
      "Repeat buyers cost nothing to acquire again, so a high repeat rate makes every acquisition dollar go further. It is the clearest signal of product satisfaction you can measure on Amazon beyond reviews. It also tells you whether Subscribe & Save, refill packs and loyalty promotions are worth the effort for a product.",
    workedExample: {
      scenario:
        "Brand Analytics' Repeat Purchase Behavior report shows 2,400 unique customers bought a brand's electrolyte powder last quarter, and 312 of them ordered more than once. Repeat purchase rate = 312 ÷ 2,400 × 100 = 13%.",
      inputs: { repeatCustomers: 312, uniqueCustomers: 2400 },
      result: 13,
    },
    typicalRange: {
      summary:
        "Depends mostly on the product's natural reorder cycle and the length of the window: consumables such as coffee, supplements and pet food repeat far more than durable goods, and a quarterly window shows fewer repeats than a yearly one. Amazon publishes no benchmark, so compare the same window over time.",
      source: "Brand Analytics Repeat Purchase Behavior definitions; no Amazon benchmark (as of 2026).",
    },
    howToImprove: [
      "Enroll eligible products in Subscribe & Save and consider 5% or 10% seller-funded discounts.",
      "Use Brand Tailored Promotions for recent and repeat customers, timed to the product's reorder cycle.",
      "Include usage and reorder reminders in packaging (not review requests tied to incentives).",
      "Fix quality issues flagged in reviews and Voice of the Customer: disappointed buyers do not return.",
    ],
    whereToFind:
      "Seller Central > Brands > Brand Analytics > Repeat Purchase Behavior (orders, unique customers, repeat customers % of total, repeat purchase sales) and Customer Loyalty Analytics (repeat customers and repeat purchase trends). Both require Brand Registry.",
    commonMistakes: [
      "Comparing rates from windows of different length: a longer window always shows more repeat customers.",
      "Counting repeat orders instead of repeat customers: one subscriber ordering monthly is one repeat customer, not twelve.",
    ],
    related: ["customer-retention-rate", "customer-lifetime-value", "subscribe-and-save-share", "review-rate"],
    faqs: [
      {
        question: "How do I find my repeat customer rate on Amazon?",
        answer:
          "If you are enrolled in Brand Registry, open Brand Analytics > Repeat Purchase Behavior. It shows orders, unique customers and the share of repeat customers by ASIN or brand for weekly, monthly or quarterly windows. Without Brand Registry, Amazon does not identify repeat buyers to you.",
      },
      {
        question: "What repeat purchase rate should I aim for?",
        answer:
          "There is no universal target. A product used up every few weeks should show clearly rising repeat rates as it ages; a durable product may never repeat much. Track your own trend by product and compare products within your catalog.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "customer-retention-rate",
    category: "customers-and-market",
    name: "Customer Retention Rate",
    aliases: ["CRR", "Retention rate", "Customer retention"],
    definition:
      "Customer retention rate is the share of customers active at the start of a period who are still active at its end: (customers at end - new customers) divided by customers at start.",
    whyItMatters:
      "Retention shows whether your customer base is compounding or leaking. A brand that must replace most of its customers every year pays acquisition costs again and again, while strong retention turns past ad spend into recurring revenue. It is also the input that makes lifetime value estimates credible.",
    workedExample: {
      scenario:
        "A baby-care brand defines active customers as buyers in the trailing 12 months. It had 1,800 active customers on January 1 and 2,150 on March 31, of whom 900 were new in the quarter. Retention = (2,150 - 900) ÷ 1,800 × 100 = 69.44%.",
      inputs: { customersAtStart: 1800, customersAtEnd: 2150, newCustomers: 900 },
      result: 69.44,
    },
    typicalRange: {
      summary:
        "Strongly tied to purchase frequency and to how you define 'active'; consumable brands retain far more than durable-goods brands. Amazon does not publish a benchmark, and general e-commerce retention figures found online vary too much by method to transfer.",
      source: "Standard retention formula; no Amazon benchmark (as of 2026).",
    },
    howToImprove: [
      "Use Customer Loyalty Analytics segments (for example 'At Risk' and 'Hibernating') to target lapsing customers with Brand Tailored Promotions.",
      "Offer Subscribe & Save on replenishable products.",
      "Keep products in stock: a customer who finds you out of stock may switch brands for good.",
      "Follow up on product issues found in reviews and Voice of the Customer before they cost repeat orders.",
    ],
    whereToFind:
      "Seller Central > Brands > Brand Analytics > Customer Loyalty Analytics (brand owners) shows customer counts and loyalty segments over time; Repeat Purchase Behavior gives repeat customers by period. Define 'active' consistently and calculate from those counts.",
    commonMistakes: [
      "Counting new customers acquired in the period as retained, which is why the formula subtracts them.",
      "Changing the 'active customer' window between periods, which makes retention move for reasons that have nothing to do with customers.",
    ],
    related: ["repeat-purchase-rate", "customer-lifetime-value", "subscribe-and-save-share", "ltv-to-cac-ratio"],
    faqs: [
      {
        question: "What is the difference between retention rate and repeat purchase rate?",
        answer:
          "Repeat purchase rate looks inside one window: how many customers bought more than once. Retention looks across windows: how many customers from the start of a period are still buying at its end. Both are useful; retention is the one that feeds lifetime value.",
      },
      {
        question: "Can Amazon sellers measure retention without customer data?",
        answer:
          "Amazon does not share buyer identities, but Brand Registry owners get aggregated counts in Customer Loyalty Analytics and Repeat Purchase Behavior, which are enough to track retention by period. Sellers without Brand Registry can only approximate it from reorder patterns.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "review-rate",
    category: "customers-and-market",
    name: "Review Rate",
    aliases: ["Rating rate", "Review conversion rate", "Reviews per order"],
    definition:
      "Review rate is the percentage of orders that result in a new product rating or review: new ratings and reviews in a period divided by orders in the same period.",
    whyItMatters:
      "It converts sales into social proof: at a given sales volume, a higher review rate means faster growth in rating count and a fresher star rating. It is also the honest way to judge your review-request process, because review velocity alone rises and falls with sales. A sudden drop can point to a broken request automation or a policy change.",
    workedExample: {
      scenario:
        "In September a kitchen brand shipped 2,150 orders of its knife sharpener and the global ratings count rose by 38. Review rate = 38 ÷ 2,150 × 100 = 1.77%, the brand's baseline for judging its next review request or insert change.",
      inputs: { newRatings: 38, orders: 2150 },
      result: 1.77,
    },
    typicalRange: {
      summary:
        "No public benchmark: Amazon publishes no review rates. Set your own baseline from the last 90 days (new ratings ÷ orders in Business Reports and the review counts on your listings) and judge Request a Review, Vine and insert changes by how they move it.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Send Amazon's Request a Review for every eligible order (5 to 30 days after delivery), manually or through an approved tool.",
      "Enroll new ASINs in Amazon Vine for early reviews (Brand Registry; check current fees and limits).",
      "Time the request to when the customer has used the product, within Amazon's window.",
      "Make the product experience worth talking about: clear setup instructions and packaging reduce silent disappointment.",
    ],
    whereToFind:
      "New ratings: the change in the 'global ratings' count on the detail page, or Seller Central > Brands > Customer Reviews for brand owners. Orders: Seller Central > Reports > Business Reports (total order items) or the All Orders report.",
    commonMistakes: [
      "Comparing the rate across variations that share one review pool; calculate it at the variation-family level.",
      "Offering discounts, refunds or gifts for reviews, or asking only happy customers: both violate Amazon's policies and can lead to review removal or account action.",
    ],
    related: ["review-velocity", "average-star-rating", "units-ordered", "repeat-purchase-rate"],
    faqs: [
      {
        question: "What percentage of Amazon buyers leave a review?",
        answer:
          "Amazon does not publish a figure, and no public study gives a reliable one. Your own rate depends on category, price and whether you request reviews consistently.",
      },
      {
        question: "Does the Request a Review button increase review rate?",
        answer:
          "Amazon publishes no figure on its effect. The button sends Amazon's standard message asking for both seller feedback and a product review; it can be used once per order, between 5 and 30 days after delivery. To see its effect on your own products, compare your review rate for periods when you request every eligible order with periods when you do not.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "market-share",
    category: "customers-and-market",
    name: "Market Share",
    aliases: ["Share of market", "Category share", "Niche share", "Sales share"],
    definition:
      "Market share is your share of total sales in a defined market on Amazon (a niche, category node or set of search queries): your sales divided by the market's total sales.",
    whyItMatters:
      "Your own growth can hide a shrinking position: if the niche grows 40% and you grow 15%, you are losing ground. Market share separates your performance from the market's and shows how much room is left to grow. It also frames advertising goals: share of voice and search-query purchase share are the leading indicators of share of sales.",
    workedExample: {
      scenario:
        "A brand sold $38,000 of reusable food wraps last month. A niche estimate from Product Opportunity Explorer and a research tool puts the niche at about $475,000 for the same month. Market share = $38,000 ÷ $475,000 × 100 = 8%.",
      inputs: { yourSales: 38000, marketSales: 475000 },
      result: 8,
    },
    typicalRange: {
      summary:
        "No benchmark: share depends entirely on how narrowly you define the market. The narrower the definition, the larger any brand's share looks. Keep the market definition fixed and watch the trend.",
      source:
        "Standard definition; market totals on Amazon are estimates (Amazon does not publish category sales), as of 2026.",
    },
    howToImprove: [
      "Track purchase share in Search Query Performance for your top queries and target queries where your click share is high but purchase share lags.",
      "Increase share of voice on the highest-volume queries with Sponsored Products and Sponsored Brands.",
      "Widen your assortment to cover the sizes, flavours or price points the niche buys that you do not offer.",
      "Compete on the detail page: price index, star rating and delivery speed versus the niche leaders.",
    ],
    whereToFind:
      "Your sales: Seller Central > Reports > Business Reports. Market totals: Seller Central > Growth > Product Opportunity Explorer (niche-level sales and search data) or third-party estimates. Query-level share: Seller Central > Brands > Brand Analytics > Search Query Performance (purchase share by query, brand owners).",
    commonMistakes: [
      "Mixing sources: dividing Amazon-reported sales by a tool's modeled market total estimated on a different basis (units versus dollars, different months).",
      "Defining the market so narrowly that share looks high but the market is tiny, or so broadly that no action can move it.",
    ],
    related: ["purchase-share", "share-of-voice", "impression-share", "sales-growth-rate", "estimated-monthly-sales"],
    faqs: [
      {
        question: "How can I measure my market share on Amazon?",
        answer:
          "Amazon does not publish category sales totals. Estimate the market from Product Opportunity Explorer niche data or third-party tools, keep the definition fixed, and divide your sales by it. For a direct Amazon-reported proxy, use purchase share in Brand Analytics Search Query Performance for your key queries.",
      },
      {
        question: "Is search query purchase share the same as market share?",
        answer:
          "It is a close proxy for the demand that comes through those specific searches, reported by Amazon for brand owners. It excludes purchases from other searches and browsing, so it is not the same as total category share.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "price-index",
    category: "customers-and-market",
    name: "Price Index",
    aliases: ["Relative price", "Price position", "Competitive price index"],
    definition:
      "Price index compares your price with the average price of comparable competitors, scaled so 100 means parity: your price divided by the average competitor price, times 100.",
    whyItMatters:
      "Shoppers compare prices in the same search results, so your price relative to alternatives drives click-through and conversion more than the absolute price. Tracking the index over time shows whether a conversion drop came from your listing or from competitors cutting prices. It also keeps premium pricing deliberate: an index of 115 should be backed by better reviews, features or brand.",
    workedExample: {
      scenario:
        "A brand sells a 2-pack of bamboo cutting boards at $27.99 delivered, while the five closest competitors on page one average $24.50 for comparable sets. Price index = $27.99 ÷ $24.50 × 100 = 114.24, a 14% premium that its 4.6-star rating needs to justify.",
      inputs: { yourPrice: 27.99, competitorPrice: 24.5 },
      result: 114.24,
    },
    typicalRange: {
      summary:
        "There is no right index: value brands run below 100 on purpose, premium brands above. What matters is that conversion and Featured Offer status stay healthy at your chosen position, and that you do not exceed your own recent or external prices by so much that Amazon stops featuring your offer.",
      source:
        "Standard retail pricing metric; Amazon's fair-pricing and Featured Offer pricing rules per its help pages (as of 2026).",
    },
    howToImprove: [
      "Define the competitor set carefully: same pack size and quality tier, compared per unit or per ounce if packs differ.",
      "Include delivery cost and visible coupons in both your price and theirs; shoppers compare what they pay.",
      "Check Seller Central > Pricing > Pricing Health for offers at risk of losing the Featured Offer because of price.",
      "If you price above 100, close the gap in perceived value: reviews, images, bundle contents, warranty.",
    ],
    whereToFind:
      "Competitor prices: the search results and product pages for your main keywords, or a repricing or research tool. Seller Central > Pricing > Pricing Health shows offers whose price is not competitive with recent prices on and off Amazon; Automate Pricing can follow rules you set.",
    commonMistakes: [
      "Comparing list prices while competitors run coupons or Subscribe & Save discounts, which understates your index.",
      "Comparing different pack sizes without normalizing to price per unit.",
    ],
    related: [
      "average-selling-price",
      "featured-offer-percentage",
      "conversion-rate",
      "break-even-price",
      "market-share",
    ],
    faqs: [
      {
        question: "Can a high price make me lose the Buy Box even as the only seller?",
        answer:
          "Yes. Amazon can decline to feature an offer whose price is significantly higher than recent prices for that product on or off Amazon. Pricing Health in Seller Central flags affected offers and shows the reference price Amazon used.",
      },
      {
        question: "Should I always price at or below competitors on Amazon?",
        answer:
          "No. Price parity or below helps conversion, but a premium is sustainable when your listing shows clear reasons for it: a better star rating, more reviews, better materials or more units. Watch unit session percentage when you change the index to find the position that maximizes profit, not just units.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "subscribe-and-save-share",
    category: "customers-and-market",
    name: "Subscribe & Save Share",
    aliases: ["S&S share", "SnS share", "Subscription share of units"],
    definition:
      "Subscribe & Save share is the percentage of a product's units (or sales) delivered through Amazon Subscribe & Save subscriptions rather than one-time purchases.",
    whyItMatters:
      "Subscription units are the most predictable demand you have: they recur on a schedule and make forecasting, reorder points and cash planning easier. A rising share raises customer lifetime value and lowers the advertising needed per unit. The share also shows whether your seller-funded discount is earning its cost.",
    workedExample: {
      scenario:
        "A vitamin brand shipped 4,200 units of its magnesium supplement last month, of which 1,260 were Subscribe & Save deliveries (sign-up and replenishment orders). Subscribe & Save share = 1,260 ÷ 4,200 × 100 = 30%.",
      inputs: { subscribeAndSaveUnits: 1260, totalUnits: 4200 },
      result: 30,
    },
    typicalRange: {
      summary:
        "Meaningful only for replenishable products (supplements, pet food, coffee, household and personal-care consumables); for those, the share can climb as subscribers accumulate. Amazon does not publish typical shares, so track your own trend per ASIN.",
      source:
        "Amazon Subscribe & Save program pages (eligibility and funding options); no published benchmark (as of 2026).",
    },
    howToImprove: [
      "Check Manage Products in the Subscribe & Save dashboard for eligible ASINs that are not enrolled and why.",
      "Test seller-funded base discounts of 5% or 10% (the options are 0%, 5% and 10%); Amazon has been funding an extra 5% for customers with five or more subscriptions in a delivery.",
      "Stay in stock: Amazon considers in-stock rate for eligibility, and skipped deliveries cost subscribers.",
      "Promote subscription in images and A+ Content for products with a natural reorder cycle.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Subscribe & Save Performance (S&S units, sales and subscribers) and Subscribe & Save Forecasting; enrollment and discounts on the Subscribe & Save Manage Products page. Total units from Business Reports.",
    commonMistakes: [
      "Ignoring the cost of the seller-funded discount when judging the share: calculate profit per subscription unit, not just volume.",
      "Counting subscriptions created instead of units delivered: subscribers can skip or cancel deliveries.",
    ],
    related: ["repeat-purchase-rate", "customer-lifetime-value", "customer-retention-rate", "in-stock-rate"],
    faqs: [
      {
        question: "Who can offer Subscribe & Save on Amazon?",
        answer:
          "Amazon's US help pages say participation needs an FBA account in good standing, and since December 2019 enrollment of new products has been limited to brand owners. Amazon decides product eligibility using factors such as fulfillment history, in-stock rate, sales, category and price. Seller-fulfilled Subscribe & Save has also been offered to some sellers; check current terms.",
      },
      {
        question: "Who pays the Subscribe & Save discount?",
        answer:
          "You fund the base discount you choose (0%, 5% or 10%). For customers with five or more subscriptions arriving in the same delivery, Amazon has been funding an additional 5% for a limited time, per its help pages. Check the current funding terms in Seller Central.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "return-rate",
    category: "customers-and-market",
    name: "Return Rate",
    aliases: ["Product return rate", "Returns %", "Customer return rate"],
    definition:
      "Return rate is the percentage of shipped units that customers send back: units returned divided by units shipped, ideally matching returns to the period the units shipped in.",
    whyItMatters:
      "Returns cost you the refund, often the resale value of the unit, and, for FBA products above their category's threshold, a returns processing fee per returned unit. High return rates also feed poor customer-experience ratings in Voice of the Customer, which can lead Amazon to suppress a listing. Return reasons are among the best free product-research data you have.",
    workedExample: {
      scenario:
        "A fitness brand shipped 1,600 resistance-band sets in April; by the end of June, 96 of those units had come back (matching Amazon's approach of counting returns over the ship month and the two months after). Return rate = 96 ÷ 1,600 × 100 = 6%.",
      inputs: { unitsReturned: 96, unitsShipped: 1600 },
      result: 6,
    },
    typicalRange: {
      summary:
        "Varies hugely by category: apparel and shoes run far higher than consumables or small household goods. Amazon's own reference points are the category-specific return-rate thresholds for the FBA returns processing fee (in force since June 1, 2024, visible on the FBA Returns dashboard); apparel and shoes are charged on every returned unit.",
      source:
        "Amazon FBA returns processing fee rules (since June 2024, per Amazon's announcement); category thresholds on the FBA Returns dashboard (as of 2026).",
    },
    howToImprove: [
      "Group return reasons from the FBA customer returns report and fix the largest cause first (sizing, 'not as described', defects).",
      "Make size charts, dimensions and compatibility unmistakable in images, not only in text.",
      "Improve packaging and instructions to cut damage and 'difficult to use' returns.",
      "Check Voice of the Customer for offers rated Poor or Very poor and resolve the listed issues before Amazon suppresses the offer.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Customer Concessions > Returns (the FBA customer returns report, with reason and disposition); the FBA Returns dashboard shows monthly return rates and your category threshold; seller-fulfilled returns are in Reports > Return Reports. Seller Central > Performance > Voice of the Customer shows return-driven customer experience issues.",
    commonMistakes: [
      "Dividing this month's returns by this month's shipments for fast-growing or seasonal products; returns lag shipments, so match returns to the ship period.",
      "Confusing return rate with refund rate: Amazon can refund without a physical return, and those refunds do not appear in the FBA customer returns report.",
    ],
    related: [
      "refund-rate",
      "returns-processing-fee",
      "return-dissatisfaction-rate",
      "refund-cost",
      "average-star-rating",
    ],
    faqs: [
      {
        question: "How does Amazon calculate return rate for the returns processing fee?",
        answer:
          "Amazon takes the units of a product shipped in a month and counts how many are returned over that month and the following two calendar months. Returned units above the category's threshold are charged the fee; products shipping fewer than 25 units in the month are exempt, and apparel and shoes pay on every return.",
      },
      {
        question: "What is a normal return rate on Amazon?",
        answer:
          "It depends on the category. Amazon's returns processing fee thresholds, set per category and shown on the FBA Returns dashboard, are the best Amazon-published reference; staying below your category's threshold avoids the fee on non-apparel products.",
      },
      {
        question: "Why is my refund rate higher than my return rate?",
        answer:
          "Refunds include returnless refunds (where Amazon refunds without requiring the item back) and refunds issued before the return is received. The FBA customer returns report only lists units physically processed at a fulfillment center.",
      },
    ],
    lastReviewed,
  },
] satisfies KpiContent[];
