import type { KpiContent } from "~/kpi-library/schema";

const lastReviewed = "2026-11-15";

export const salesAndTrafficKpis = [
  {
    slug: "ordered-product-sales",
    category: "sales-and-traffic",
    name: "Ordered Product Sales",
    aliases: ["OPS", "Gross ordered sales", "Ordered revenue", "Sales (Business Reports)"],
    definition:
      "Ordered product sales is the value of the units customers ordered in a period (item price × units ordered), counted when the order is placed and before Amazon fees, refunds, costs or payout.",
    whyItMatters:
      "It is the top line every other Amazon metric is measured against: ACoS, TACoS, fee percentages and margins all divide by some version of it. Because it is counted at order time, it reacts to a price change, a lost Buy Box or a deal within hours, long before settlement data arrives. It is also the number easiest to mistake for money in the bank, which is why you need to read it next to net sales and estimated payout.",
    workedExample: {
      scenario:
        "A kitchen brand sells a silicone baking mat at $24.99. In March, Business Reports shows 1,240 units ordered across the month. Ordered product sales = 1,240 × $24.99 = $30,987.60. After referral and FBA fees, ad spend, refunds and product cost, the seller's net profit on that month is a fraction of this figure.",
      inputs: { unitsOrdered: 1240, averageItemPrice: 24.99 },
      result: 30987.6,
    },
    typicalRange: {
      summary:
        "There is no benchmark: it is an absolute amount that depends on your catalog and category. Track it against your own prior periods (same weekday mix, and year over year for seasonal items) and against your forecast rather than against other sellers.",
      source: "Amazon Business Reports definition; no Amazon benchmark exists (as of 2026).",
    },
    howToImprove: [
      "Protect the Featured Offer first: a listing that drops out of the Buy Box or goes out of stock loses ordered sales immediately, whatever the traffic.",
      "Raise conversion on your top ASINs (main image, title, price, A+ Content, review rating) before buying more traffic; the same sessions then produce more sales.",
      "Grow traffic with Sponsored Products on proven converting search terms and defend branded terms with Sponsored Brands.",
      "Use bundles, multipacks or quantity discounts to lift units per order and average order value.",
      "Keep inventory above your reorder point through peak periods; a stockout during Prime Day or Q4 cannot be recovered later.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (by date) or Detail Page Sales and Traffic by Child Item (by ASIN), column 'Ordered Product Sales'; the Sales Dashboard in the same menu shows today's running figure. Business Reports days run midnight to midnight Pacific Time.",
    commonMistakes: [
      "Treating ordered product sales as revenue you keep: it is before referral fees, FBA fees, ad spend, refunds, promotions and product cost.",
      "Reconciling it against the Payments or Date Range reports: those count shipped and settled transactions, so totals differ by timing and cancellations.",
      "Comparing days across time zones: Business Reports use Pacific Time, while your own order exports may use UTC or local time.",
    ],
    related: ["units-ordered", "average-selling-price", "net-sales", "gross-sales", "estimated-payout"],
    faqs: [
      {
        question: "Does Amazon's ordered product sales include refunds and fees?",
        answer:
          "No. It is the value of items ordered (price × units) when the order is placed. Referral fees, FBA fees, advertising, promotions and later refunds are not deducted, so it will always be higher than what Amazon pays out. Use the Payments reports or a profit tool for net figures.",
      },
      {
        question: "Why don't Business Reports sales match my Payments report?",
        answer:
          "Business Reports count orders when they are placed; the Payments and Date Range reports record transactions when items ship and settle, net of fees and refunds. Pending orders, cancellations, returns and the Pacific Time day boundary all create differences. Over a long period the two converge, but they rarely match day by day.",
      },
      {
        question: "Is ordered product sales the same as gross sales?",
        answer:
          "Close, but not identical. Ordered product sales is Amazon's order-time figure from Business Reports. Profit tools may define gross sales from settled transactions (product charges plus shipping and gift wrap credits, before fees). Pick one definition and use it consistently in your margin calculations.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "units-ordered",
    category: "sales-and-traffic",
    name: "Units Ordered",
    aliases: ["Units sold", "Unit sales", "Ordered units"],
    definition:
      "Units ordered is the number of individual product units customers ordered in a period, counting every unit in a multi-quantity order, as reported in Amazon Business Reports.",
    whyItMatters:
      "Units drive your inventory plan, your storage and fulfillment fees and your reorder timing, so they often matter more than sales dollars for operations. Splitting units into sessions × unit session percentage tells you whether a change came from traffic or from conversion. A rise in sales with flat units means price did the work; a rise in units with flat sales means you discounted.",
    workedExample: {
      scenario:
        "A pet brand forecasts next month for its dog shampoo. It expects 6,400 sessions from organic search and ads, and its unit session percentage has held at 13.5% for three months. Forecast units = 6,400 × 13.5 ÷ 100 = 864 units, which becomes the demand figure for the reorder plan.",
      inputs: { sessions: 6400, unitSessionPercentage: 13.5 },
      result: 864,
    },
    typicalRange: {
      summary:
        "Absolute, so no universal range. What matters is the trend per ASIN and how units compare with what your inventory plan assumed. The sessions × unit session percentage identity holds exactly for reported figures and is a reasonable forecasting method when both inputs are stable.",
      source:
        "Amazon Business Reports definitions; identity follows from the Unit Session Percentage definition (as of 2026).",
    },
    howToImprove: [
      "Diagnose before acting: if sessions fell, work on traffic (ads, ranking, stock); if unit session percentage fell, work on the listing, price or Buy Box.",
      "Add multipacks or quantity discounts (including Amazon Business quantity pricing) so each order carries more units.",
      "Run time-boxed coupons or Prime Exclusive Discounts to lift velocity, and check that the extra units are still profitable after fees.",
      "Keep the ASIN in stock: days out of stock cut units to zero and can cost organic rank for weeks afterwards.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (by date) or Detail Page Sales and Traffic by Child Item, column 'Units Ordered' (and 'Units Ordered - B2B' for Amazon Business customers).",
    commonMistakes: [
      "Confusing units ordered with total order items: one order item can contain several units of the same ASIN.",
      "Forecasting with days that include a stockout, which understates true demand for the reorder.",
    ],
    related: ["sessions", "unit-session-percentage", "total-order-items", "units-per-order-item", "days-of-supply"],
    faqs: [
      {
        question: "What is the difference between units ordered and total order items?",
        answer:
          "Total order items counts each product line in an order once, whatever the quantity; units ordered counts every unit. A customer who buys 3 of the same ASIN creates 1 order item and 3 units. The ratio of the two is units per order item.",
      },
      {
        question: "Do units ordered include cancelled or returned units?",
        answer:
          "Units ordered is an order-time count, so later returns are not subtracted; Amazon reports refunds separately (units refunded and refund rate). Treat it as demand, and use shipped units and refund data when you need net units.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "total-order-items",
    category: "sales-and-traffic",
    name: "Total Order Items",
    aliases: ["Order items", "Order lines", "Order item count"],
    definition:
      "Total order items is the number of order lines customers placed in a period: each distinct product in an order counts once, regardless of the quantity ordered.",
    whyItMatters:
      "Order items are the closest Business Reports metric to a count of purchase decisions, which makes them the right numerator for an order-based conversion rate. Comparing order items with units shows whether customers buy one unit at a time or stock up, which shapes pack-size and pricing decisions. It also explains why 'average sales per order item' in Business Reports is not the same as average order value.",
    workedExample: {
      scenario:
        "A supplement seller sees 1,150 units ordered last month and an average of 1.15 units per order item (many buyers take two bottles). Total order items = 1,150 ÷ 1.15 = 1,000 order lines, so 1,000 purchase decisions produced the month's units.",
      inputs: { unitsOrdered: 1150, unitsPerOrderItem: 1.15 },
      result: 1000,
    },
    typicalRange: {
      summary:
        "There is no public benchmark: Amazon publishes the metric, not averages. Total order items is at most units ordered; in the worked example units per order item is 1.15. Set your own baseline from the last 12 months in Business Reports.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); definition from Amazon's Business Reports glossary, figures from the worked example.",
    },
    howToImprove: [
      "Grow order items with traffic and conversion work: better main image and title, competitive price, more reviews, Sponsored Products on high-intent terms.",
      "Cross-sell related ASINs through Sponsored Display product targeting and your Brand Store so one order contains more distinct items.",
      "Use Virtual Bundles (Brand Registry) to sell complementary products together in one purchase.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (by date) or Detail Page Sales and Traffic by Child Item, column 'Total Order Items'; the Sales Dashboard shows it for today and recent periods.",
    commonMistakes: [
      "Treating order items as orders: an order with two different ASINs counts as two order items, so order items overstate the number of orders for multi-product baskets.",
      "Using units instead of order items as the numerator of conversion rate, which inflates conversion for products bought in multiples.",
    ],
    related: ["units-ordered", "units-per-order-item", "conversion-rate", "average-order-value"],
    faqs: [
      {
        question: "Is an order item the same as an order on Amazon?",
        answer:
          "No. An order item is one product line within an order. If a customer buys a shampoo and a conditioner in one checkout, that is one order and two order items. If they buy three of the same shampoo, it is one order, one order item and three units.",
      },
      {
        question: "Where can I see the number of orders rather than order items?",
        answer:
          "Business Reports do not report distinct orders. Count distinct Amazon order IDs in Seller Central > Reports > Fulfillment > All Orders (it covers FBA and seller-fulfilled orders), or use a tool that syncs orders through the Selling Partner API.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "average-selling-price",
    category: "sales-and-traffic",
    name: "Average Selling Price",
    aliases: ["ASP", "Average unit price", "Realized price"],
    definition:
      "Average selling price is the average price customers actually paid per unit in a period: ordered product sales divided by units ordered.",
    whyItMatters:
      "Your list price is not what you earn: coupons, Prime Exclusive Discounts, Lightning Deals, business pricing and price changes all pull the realized price down. ASP is the number to plug into fee, margin and break-even calculations, because referral fees are charged on the price paid and FBA fees depend on price bands. A falling ASP with rising units usually means you are buying volume with discounts.",
    workedExample: {
      scenario:
        "A yoga mat lists at $29.99, but the seller ran a 20%-off coupon for part of June. Its order data shows customers paid $18,432.50 for 745 units. ASP = $18,432.50 ÷ 745 = $24.74, so the realized price was about $5 below list.",
      inputs: { orderedProductSales: 18432.5, unitsOrdered: 745 },
      result: 24.74,
    },
    typicalRange: {
      summary:
        "ASP has no universal range; judge it against your list price and your break-even price. A gap of more than a few percent between list price and ASP means promotions are doing a lot of the selling. Note that US FBA fulfillment fees use price bands (under $10, $10-$50, over $50 as of 2026), so an ASP near a band edge changes your fee.",
      source: "Amazon Business Reports glossary; FBA price bands per Amazon's US FBA rate card effective Jan 15, 2026.",
    },
    howToImprove: [
      "Audit promotions: stack coupons, deals and Prime discounts only where the extra units still clear your break-even price.",
      "Raise perceived value (better images, A+ Content, review count) so you can hold price instead of discounting.",
      "Test price increases in small steps and watch unit session percentage and Featured Offer percentage for a week after each change.",
      "Offer multipacks priced per unit slightly below the single to move ASP per order up without cutting the single-unit price.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (by date), column 'Average Selling Price'; by ASIN, divide Ordered Product Sales by Units Ordered in Detail Page Sales and Traffic by Child Item.",
    commonMistakes: [
      "Using list price instead of ASP in profit calculations, which overstates margin whenever promotions ran.",
      "Averaging ASPs across ASINs instead of dividing total sales by total units, which weights a slow SKU the same as a best-seller.",
    ],
    related: ["ordered-product-sales", "average-order-value", "break-even-price", "profit-per-unit", "price-index"],
    faqs: [
      {
        question: "Is average selling price the same as average order value?",
        answer:
          "No. ASP is per unit (sales ÷ units); average order value is per order (sales ÷ orders). A customer buying two $20 items has an ASP of $20 and an order value of $40.",
      },
      {
        question: "Do coupons reduce average selling price in Business Reports?",
        answer:
          "They reduce what you earn, but whether a given discount is already netted out of Business Reports' ordered product sales depends on the promotion type. Coupon and promotion rebates are itemized in your Payments transaction view, so compute ASP from what customers actually paid when promotions ran.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "average-order-value",
    category: "sales-and-traffic",
    name: "Average Order Value",
    aliases: ["AOV", "Average basket size", "Average order size"],
    definition:
      "Average order value is the average amount a customer spends per order: sales in a period divided by the number of distinct orders in the same period.",
    whyItMatters:
      "Several costs are paid per order or per click rather than per dollar, so a higher AOV spreads them thinner and improves ACoS and customer acquisition cost. AOV is also the starting point of customer lifetime value. On Amazon it is easy to mis-measure, because Business Reports give 'average sales per order item', not per order.",
    workedExample: {
      scenario:
        "A coffee brand sold $12,870 in April across 468 distinct orders (counted from the order report by order ID). AOV = $12,870 ÷ 468 = $27.50. Business Reports showed a lower 'average sales per order item', because many orders contained two different blends.",
      inputs: { sales: 12870, orders: 468 },
      result: 27.5,
    },
    typicalRange: {
      summary:
        "AOV is driven by your price points and pack sizes, so compare it only with your own history. For single-product brands AOV sits close to the average selling price; bundles, multipacks and cross-sells are what move it above ASP.",
      source: "Standard e-commerce definition; no Amazon benchmark exists (as of 2026).",
    },
    howToImprove: [
      "Create bundles or multipacks of products customers already buy together (check Brand Analytics > Market Basket Analysis).",
      "Set quantity discounts for Amazon Business customers, who often buy in larger quantities.",
      "Use Virtual Bundles and your Brand Store to present complementary products together.",
      "Run 'buy more, save more' promotions (Seller Central > Advertising > Promotions) with tiers that keep each extra unit profitable.",
    ],
    whereToFind:
      "Not a single column in Seller Central. Take sales from Business Reports and count distinct order IDs in Seller Central > Reports > Fulfillment > All Orders. Business Reports' 'Average Sales per Order Item' is per order line, not per order.",
    commonMistakes: [
      "Using 'Average Sales per Order Item' from Business Reports as AOV; it divides by order lines, so it understates AOV when orders contain several different products.",
      "Comparing AOV with ASP and concluding customers buy multiples, when the difference comes from cross-selling different ASINs.",
    ],
    related: ["average-selling-price", "units-per-order-item", "customer-lifetime-value", "total-order-items"],
    faqs: [
      {
        question: "How do I calculate average order value on Amazon?",
        answer:
          "Divide your sales for a period by the number of distinct orders in that period. Get sales from Business Reports (or settled product charges) and count unique Amazon order IDs in the All Orders report, because Business Reports only give order items, not orders.",
      },
      {
        question: "Why is my AOV almost the same as my selling price?",
        answer:
          "When most of your orders contain one unit of one product, AOV sits close to ASP. To move it, give customers a reason to buy more per order: multipacks, bundles, quantity discounts or a tiered promotion.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "units-per-order-item",
    category: "sales-and-traffic",
    name: "Units per Order Item",
    aliases: ["Average units per order item", "Units per order line", "Quantity per order item"],
    definition:
      "Units per order item is the average number of units bought in each order line: units ordered divided by total order items.",
    whyItMatters:
      "It shows whether customers stock up on a product or buy one at a time, which tells you whether multipacks, quantity discounts or Subscribe & Save will land. It also explains gaps between unit session percentage and an order-based conversion rate. A rise after a pack or pricing change is a direct read of whether the change worked.",
    workedExample: {
      scenario:
        "In May a cleaning-products seller recorded 1,312 units ordered across 1,120 order items. Units per order item = 1,312 ÷ 1,120 = 1.17, meaning roughly one order line in six included more than one unit.",
      inputs: { unitsOrdered: 1312, totalOrderItems: 1120 },
      result: 1.17,
    },
    typicalRange: {
      summary:
        "There is no public benchmark: Amazon publishes the metric, not averages. The floor is 1.00 (every order line one unit); in the worked example it is 1.17. Set your own baseline from the last 12 months in Business Reports and judge multipacks, quantity discounts and promotions by how far they move it.",
      source:
        "No public benchmark (checked November 2026); definition from Amazon's Business Reports glossary (Average Units per Order Item), figure from the worked example.",
    },
    howToImprove: [
      "Set Amazon Business quantity discounts (tiers such as 5+ or 10+ units) for business buyers.",
      "Launch a 2-pack or 3-pack variation priced slightly lower per unit than the single.",
      "Use a 'buy 2, save X%' promotion and measure units per order item before and after.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (by date), column 'Average Units per Order Item' (also '- B2B'); by ASIN, divide Units Ordered by Total Order Items in Detail Page Sales and Traffic by Child Item.",
    commonMistakes: [
      "Reading it as units per order: an order with two different products counts as two order items, so this metric says nothing about cross-selling.",
    ],
    related: ["units-ordered", "total-order-items", "average-order-value", "b2b-sales-share"],
    faqs: [
      {
        question: "Is a higher units per order item always better?",
        answer:
          "Not by itself. FBA fulfillment fees are charged per unit, so a customer buying three at once costs the same in FBA fees as three separate orders; only seller-fulfilled (FBM) shipping gets cheaper per unit when units share a box. What does improve is advertising cost per unit, because one click sells more. If the increase comes from a deep quantity discount, check profit per unit: selling two units at a loss is not a win.",
      },
      {
        question: "How does Amazon calculate average units per order item?",
        answer:
          "Business Reports divide units ordered by total order items for the selected period. A result of 1.00 means every order line had exactly one unit.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "sessions",
    category: "sales-and-traffic",
    name: "Sessions",
    aliases: ["Sessions - Total", "Listing visits", "Traffic", "Unique visits"],
    definition:
      "Sessions count visits to your Amazon product detail pages: all of one shopper's activity within a 24-hour period counts as a single session, summed across browser and mobile app.",
    whyItMatters:
      "Sessions are the top of the on-Amazon funnel: every sale needs a visit first. Splitting a sales change into sessions and conversion tells you whether to fix visibility (ranking, ads, stock) or the listing itself. Because Amazon de-duplicates within 24 hours, sessions track people better than page views do.",
    workedExample: {
      scenario:
        "A phone-accessory brand pulls last month's Detail Page Sales and Traffic report: 3,410 browser sessions and 5,920 mobile app sessions. Total sessions = 3,410 + 5,920 = 9,330, the figure to use as the denominator of unit session percentage.",
      inputs: { browserSessions: 3410, mobileAppSessions: 5920 },
      result: 9330,
    },
    typicalRange: {
      summary:
        "Absolute, so there is no universal range; it scales with search volume in your niche and your rank. Judge it against your own trend and, for market context, against search query volume in Brand Analytics.",
      source: "Amazon Business Reports glossary (24-hour session definition); no Amazon benchmark exists (as of 2026).",
    },
    howToImprove: [
      "Improve organic rank on your main search terms: relevant title and backend keywords, strong conversion, steady stock.",
      "Add Sponsored Products on high-intent keywords and competitor ASINs, and Sponsored Brands for branded and category terms.",
      "Raise click-through from search results: a clearer main image, competitive price, Prime badge and a visible coupon.",
      "Drive external traffic (social, email, creators) with Amazon Attribution links so you can measure it.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item (or by Parent Item), columns 'Sessions - Total', 'Sessions - Browser' and 'Sessions - Mobile App'; account totals in Sales and Traffic (by date).",
    commonMistakes: [
      "Adding up child-ASIN sessions to get parent sessions: a shopper who views two variations in a day can count once at parent level but on each child, so sums overstate.",
      "Comparing sessions with ad clicks one-to-one: several clicks by the same shopper in 24 hours produce one session.",
    ],
    related: [
      "page-views",
      "unit-session-percentage",
      "conversion-rate",
      "mobile-session-share",
      "search-query-volume",
    ],
    faqs: [
      {
        question: "What counts as a session on Amazon?",
        answer:
          "Amazon counts all of a shopper's activity on your pages within a 24-hour period as one session. If the same shopper looks at your listing five times in a day, that is one session but five page views.",
      },
      {
        question: "Why are my sessions lower than my ad clicks?",
        answer:
          "Clicks are counted every time, sessions once per shopper per 24 hours, and ad clicks can also land on a different ASIN or your Brand Store. Use each metric within its own funnel.",
      },
      {
        question: "Do sessions include traffic from ads?",
        answer:
          "Yes. Business Reports sessions include visits from every source: organic search, Sponsored ads, external links and browsing. To isolate paid traffic, look at clicks in Amazon Ads reports.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "page-views",
    category: "sales-and-traffic",
    name: "Page Views",
    aliases: ["Page Views - Total", "Detail page views", "PVs"],
    definition:
      "Page views are the total number of times your product detail pages were viewed in a period, counting every view, including repeat views by the same shopper within a session.",
    whyItMatters:
      "Page views are the base Amazon uses for Featured Offer percentage, so they decide how much traffic a lost Buy Box actually costs. Page views per session show engagement: shoppers who keep coming back to the page are comparing, while very high ratios on a non-converting listing can flag confusing variations or pricing. Brand Analytics-era metrics such as impressions and clicks sit above page views in the funnel.",
    workedExample: {
      scenario:
        "For a bestselling water bottle, last week's report shows 5,120 browser page views and 8,760 mobile app page views. Total page views = 5,120 + 8,760 = 13,880. With 9,330 sessions that is about 1.5 page views per session.",
      inputs: { browserPageViews: 5120, mobileAppPageViews: 8760 },
      result: 13880,
    },
    typicalRange: {
      summary:
        "Absolute, so judge it against your own trend. Page views are always at least equal to sessions. There is no public benchmark for the ratio; set your own baseline of page views per session and read changes in it after listing changes.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); definition from Amazon's Business Reports glossary.",
    },
    howToImprove: [
      "Grow page views the same way as sessions: rank, Sponsored Products, Sponsored Brands video and external traffic.",
      "Link related products in A+ Content comparison charts and your Brand Store so shoppers view more of your pages instead of competitors'.",
      "Fix variation structure so shoppers find the right size or color without bouncing between child pages.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item, columns 'Page Views - Total', 'Page Views - Browser' and 'Page Views - Mobile App'.",
    commonMistakes: [
      "Using page views as the denominator of conversion rate: repeat views by the same shopper make conversion look lower than Amazon's session-based unit session percentage.",
      "Assuming more page views per session is good: on a listing with falling conversion it can mean shoppers are hesitating.",
    ],
    related: ["sessions", "featured-offer-percentage", "unit-session-percentage", "mobile-session-share"],
    faqs: [
      {
        question: "What is the difference between sessions and page views on Amazon?",
        answer:
          "A session is one shopper's activity on your pages within 24 hours; a page view is every single load of a detail page. One shopper who opens your listing three times in a day creates one session and three page views.",
      },
      {
        question: "Why does Featured Offer percentage use page views?",
        answer:
          "Amazon measures the Buy Box at the moment each page is loaded, because the winning offer can change between views. That is why it is expressed as a share of page views, not sessions.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "mobile-session-share",
    category: "sales-and-traffic",
    name: "Mobile App Session Share",
    aliases: ["Mobile share", "Mobile vs browser share", "App traffic share"],
    definition:
      "Mobile app session share is the percentage of your detail-page sessions that came from the Amazon Shopping app rather than a web browser: mobile app sessions divided by total sessions.",
    whyItMatters:
      "On a phone only the first images, the title start and the price are visible before the fold. A high app share means image order, image text legibility and a short, front-loaded title decide conversion. Comparing unit session percentage by channel tells you whether your listing underperforms on mobile specifically.",
    workedExample: {
      scenario:
        "A beauty brand had 5,920 mobile app sessions out of 9,330 total sessions in October. Mobile app session share = 5,920 ÷ 9,330 × 100 = 63.45%, so nearly two-thirds of visits saw the listing in the app layout.",
      inputs: { mobileAppSessions: 5920, totalSessions: 9330 },
      result: 63.45,
    },
    typicalRange: {
      summary:
        "No public benchmark: Amazon publishes the browser and mobile app split, not averages. Browser sessions also include phones using a mobile web browser, so phone traffic is higher than the app share alone. Track your own share and check your images and A+ content on a phone when it is high.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); definition from Amazon Business Reports (Browser vs Mobile App split).",
    },
    howToImprove: [
      "Design the main image and the first three images for a small screen: large product, few words, readable at thumbnail size.",
      "Front-load the title with the brand, product type and key attribute; the app truncates long titles.",
      "Add a product video and check A+ Content on a phone, where modules stack and small text becomes unreadable.",
      "Compare unit session percentage for app versus browser sessions; if the app converts worse, test mobile-first images.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item, columns 'Sessions - Mobile App' and 'Sessions - Total' (also 'Session Percentage - Mobile App').",
    commonMistakes: [
      "Reading the app share as total mobile share: mobile web visits are counted under Browser.",
      "Judging the listing on a desktop screen when your sessions show a large app share.",
    ],
    related: ["sessions", "page-views", "unit-session-percentage", "conversion-rate"],
    faqs: [
      {
        question: "Do Amazon browser sessions include mobile web?",
        answer:
          "Yes. Business Reports split traffic by channel, not device: 'Browser' covers visits through any web browser, including phones and tablets, and 'Mobile App' covers the Amazon Shopping app. The app share is therefore a floor for mobile traffic, not the total.",
      },
      {
        question: "How can I see conversion for mobile app shoppers only?",
        answer:
          "Business Reports give sessions by channel but not units by channel, so an exact app conversion rate is not available. Track the app session share alongside total unit session percentage and look for conversion changes after mobile-focused listing edits.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "unit-session-percentage",
    category: "sales-and-traffic",
    name: "Unit Session Percentage",
    aliases: ["USP", "Unit session %", "Listing conversion rate", "Amazon conversion rate"],
    definition:
      "Unit session percentage is Amazon's listing conversion metric: units ordered divided by sessions, expressed as a percentage, for a product or your whole account over a period.",
    whyItMatters:
      "It measures how well your detail page, price, reviews and offer turn visits into units, independent of how much traffic you bought. It is the lever that makes every other channel cheaper: a listing that converts better gets more from the same ad spend and may gain organic rank. Falling USP with stable traffic is an early warning of a price, Buy Box, review or competitor problem.",
    workedExample: {
      scenario:
        "A garden-tools seller had 6,400 sessions on its pruning shears in August and 864 units ordered. Unit session percentage = 864 ÷ 6,400 × 100 = 13.5%. After adding a comparison chart in A+ Content the next month, it compares the new USP against this baseline.",
      inputs: { unitsOrdered: 864, sessions: 6400 },
      result: 13.5,
    },
    typicalRange: {
      summary:
        "No public benchmark: Amazon does not publish conversion averages, and category and price move it more than any average can capture. Set your own baseline per product from the last 90 days and judge listing, price and review changes by how they move it.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Fix price and Buy Box first: a competitive price and a high Featured Offer percentage raise conversion more than copy edits.",
      "Improve the main image and gallery (scale, lifestyle, infographic, video) and answer objections in the first bullets.",
      "Grow rating count and star rating through Request a Review and Vine; address the top complaints in Voice of the Customer.",
      "Make sure ads send relevant traffic: irrelevant keywords add sessions that do not convert and drag USP down.",
      "Test images and titles with Manage Your Experiments (Brand Registry) instead of guessing.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item, column 'Unit Session Percentage' (also '- B2B'); account level in Sales and Traffic (by date).",
    commonMistakes: [
      "Comparing USP with ad conversion rate: ad conversion is orders per click for ad traffic only, while USP covers all traffic and counts units.",
      "Reading a USP jump as a better listing when it comes from a bulk B2B order or a deal that pulled in multi-unit buyers.",
      "Judging a child ASIN's USP on a few dozen sessions; small samples swing by several points.",
    ],
    related: ["conversion-rate", "sessions", "units-ordered", "ad-conversion-rate", "featured-offer-percentage"],
    faqs: [
      {
        question: "What is a good unit session percentage on Amazon?",
        answer:
          "There is no public benchmark: it depends on category, price and competition. Compare against your own history and against your ad conversion rate; Amazon does not publish a target.",
      },
      {
        question: "Can unit session percentage be over 100%?",
        answer:
          "Yes, in theory. Because it counts units, not orders, a product bought in large quantities by a few shoppers (common with Amazon Business customers) can show more units than sessions. Use an order-based conversion rate (order items ÷ sessions) for those products.",
      },
      {
        question: "Is unit session percentage the same as conversion rate?",
        answer:
          "It is Amazon's closest equivalent and is often called conversion rate. Strictly, it counts units; an order-based conversion rate divides order items by sessions, which Amazon reports as Order Item Session Percentage.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "conversion-rate",
    category: "sales-and-traffic",
    name: "Conversion Rate",
    aliases: ["Order item session percentage", "CVR", "Order conversion rate", "Session conversion rate"],
    definition:
      "Conversion rate is the percentage of detail-page sessions that end in a purchase, measured as total order items divided by sessions, so multi-unit orders count once.",
    whyItMatters:
      "It answers the question conversion usually means: of the shoppers who visited, how many decided to buy. Because it counts order lines rather than units, it is not inflated by stock-up purchases, which makes it the cleaner metric for testing listing changes. It is the multiplier between traffic and sales in every forecast.",
    workedExample: {
      scenario:
        "The pruning-shears listing had 6,400 sessions and 790 order items in August (some buyers took two pairs, which is why units were 864). Conversion rate = 790 ÷ 6,400 × 100 = 12.34%, slightly below its unit session percentage of 13.5%.",
      inputs: { totalOrderItems: 790, sessions: 6400 },
      result: 12.34,
    },
    typicalRange: {
      summary:
        "No public benchmark: Amazon does not publish conversion averages. It sits slightly below unit session percentage for the same listing. Set your own baseline per product and compare like with like: the same product before and after a change, or variants of one listing.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Keep the Featured Offer and stock: shoppers who land on an unavailable or third-party offer rarely convert for you.",
      "Strengthen social proof: rating count, star rating, and answered customer questions on the page.",
      "Match the listing to the search intent that brings traffic; remove ad keywords that bring curious but unqualified visitors.",
      "Use coupons selectively: the coupon badge lifts click-through and conversion, but check profit per unit.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item: divide 'Total Order Items' by 'Sessions - Total'. Account-level 'Order Item Session Percentage' appears in Sales and Traffic (by date) and in the Selling Partner API sales and traffic report.",
    commonMistakes: [
      "Mixing up the session-based conversion rate with the ad conversion rate (orders ÷ clicks) in Campaign Manager.",
      "Dividing by page views instead of sessions, which understates conversion.",
    ],
    related: [
      "unit-session-percentage",
      "sessions",
      "total-order-items",
      "ad-conversion-rate",
      "search-query-conversion-rate",
    ],
    faqs: [
      {
        question: "How do I calculate my Amazon conversion rate?",
        answer:
          "Divide the order items (or units) for a period by the sessions in the same period and multiply by 100. With order items you get an order-based rate; with units you get Amazon's unit session percentage. Use the same one consistently.",
      },
      {
        question: "Why is my conversion rate lower than my ad conversion rate?",
        answer:
          "Ad traffic often comes from high-intent keywords and is measured per click, while sessions include every visitor, including browsers from related-product widgets. A lower overall rate is normal; a big gap can mean organic visitors see a different price, variation or offer.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "featured-offer-percentage",
    category: "sales-and-traffic",
    name: "Featured Offer (Buy Box) Percentage",
    aliases: ["Buy Box %", "Buy Box percentage", "Featured Offer %", "Buy Box win rate"],
    definition:
      "Featured Offer percentage is the share of your product's page views in which your offer was the Featured Offer (the Buy Box that powers 'Add to Cart' and 'Buy Now').",
    whyItMatters:
      "The Add to Cart and Buy Now buttons buy the Featured Offer, so page views where you do not hold it rarely turn into your sales. For brand owners who are the only seller, anything below 100% usually means stockouts, a price Amazon considers uncompetitive, or a suppressed offer. For resellers on shared listings it is the metric that decides revenue share between sellers.",
    workedExample: {
      scenario:
        "A brand's best-selling ASIN had 12,400 page views last week, and its offer was featured on 11,250 of them; the rest fell during a two-day stockout on the FBA offer while a merchant-fulfilled backup was slower. Featured Offer % = 11,250 ÷ 12,400 × 100 = 90.73%.",
      inputs: { featuredOfferPageViews: 11250, pageViews: 12400 },
      result: 90.73,
    },
    typicalRange: {
      summary:
        "Amazon publishes no target. A brand owner who is the only seller should be close to 100%, so anything lower is a fault to investigate (suppressed offer, pricing, stock). On shared listings the Featured Offer rotates between competitive sellers; set your own target from the number of eligible offers.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); definition from Amazon's Business Reports glossary.",
    },
    howToImprove: [
      "Stay in stock: an out-of-stock offer cannot be featured, and Amazon may show another seller or no Featured Offer at all.",
      "Check Seller Central > Pricing > Pricing Health for offers that lost Featured Offer eligibility because the price is higher than recent prices on or off Amazon.",
      "Keep delivery promise competitive: FBA or Seller Fulfilled Prime offers fast, reliable delivery, a factor Amazon names for featuring offers.",
      "Keep account health metrics (order defect rate under 1%, late shipment rate under 4%, pre-fulfillment cancel rate under 2.5%) within Amazon's targets.",
      "Remove unauthorized resellers with Brand Registry tools where they infringe, and enforce your distribution agreements.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item, column 'Featured Offer (Buy Box) Percentage'; Seller Central > Pricing > Pricing Health lists offers that are not featured and why.",
    commonMistakes: [
      "Averaging ASIN percentages across the catalog: weight by page views, or a tiny ASIN at 20% looks as important as a best-seller at 98%.",
      "Assuming 100% means no competition: it only means your offer was featured when pages were viewed; Amazon may still show other offers under 'Other sellers on Amazon'.",
    ],
    related: ["page-views", "unit-session-percentage", "average-offer-count", "price-index", "in-stock-rate"],
    faqs: [
      {
        question: "Why is my Buy Box percentage below 100% when I'm the only seller?",
        answer:
          "Common causes are days out of stock, a price Amazon considers higher than recent prices on or off Amazon (which can make no offer featured), an inactive or suppressed offer, or a slow delivery promise. Check Pricing Health and your inventory history for the days the percentage dropped.",
      },
      {
        question: "How does Amazon choose the Featured Offer?",
        answer:
          "Amazon does not publish the algorithm. Its help pages name factors such as price (including shipping), delivery speed and reliability, stock availability and seller performance. A Professional selling plan is required to be eligible, and sellers must also meet the performance standards.",
      },
      {
        question: "Is 'Buy Box percentage' the same as 'Featured Offer percentage'?",
        answer:
          "Yes. Amazon renamed the Buy Box to Featured Offer in its seller-facing language, and Business Reports label the column 'Featured Offer (Buy Box) Percentage'.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "average-offer-count",
    category: "sales-and-traffic",
    name: "Average Offer Count",
    aliases: ["Offer count", "Active offers", "Average active listings"],
    definition:
      "Average offer count is the average number of offers you had listed for sale per day over a period, as reported in the account-level Sales and Traffic report in Business Reports.",
    whyItMatters:
      "It tracks the breadth of your live catalog: offers that close through stockouts, listing suppressions or account-health actions disappear from it. A falling count while sales hold often means a few ASINs carry the business, a concentration risk. For resellers and wholesale sellers, it is a basic capacity KPI alongside sell-through.",
    workedExample: {
      scenario:
        "A wholesale seller adds up its daily count of active offers over a 30-day month: 4,350 offer-days. Average offer count = 4,350 ÷ 30 = 145, down from 160 the prior month because 15 offers were suppressed for missing compliance documents.",
      inputs: { sumOfDailyOffers: 4350, days: 30 },
      result: 145,
    },
    typicalRange: {
      summary:
        "Specific to your business model: a private-label brand may have a handful of offers, a wholesale or retail-arbitrage seller thousands. Watch the trend and any gap between offers created and offers active, not a benchmark.",
      source: "Amazon Business Reports glossary (Average Offer Count); no Amazon benchmark (as of 2026).",
    },
    howToImprove: [
      "Fix suppressed and inactive listings in Seller Central > Inventory > Manage All Inventory (filters for 'Inactive' and 'Search suppressed').",
      "Resolve stranded FBA inventory so offers with stock in Amazon's network become buyable again.",
      "Keep compliance documents current to avoid listing deactivations in restricted categories.",
      "Add profitable new offers steadily, checking fees and margin before listing.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (by date), column 'Average Offer Count' (next to 'Average Parent Items'). Amazon's glossary notes that daily views count differently from weekly and monthly averages, so compare like-for-like periods.",
    commonMistakes: [
      "Reading it as the number of competing sellers on your listing: Amazon defines it as the offers you have listed. Check competitor counts on the product page ('Other sellers on Amazon') instead.",
    ],
    related: ["featured-offer-percentage", "stranded-inventory-percentage", "in-stock-rate", "ordered-product-sales"],
    faqs: [
      {
        question: "Does average offer count show how many sellers compete on my ASIN?",
        answer:
          "No. Amazon's Business Reports glossary defines it as the average number of offers listed for sale over the period, meaning your own offers. Some third-party glossaries describe it as competitor count, which is a misreading.",
      },
      {
        question: "Why did my average offer count drop suddenly?",
        answer:
          "Typical reasons are listings deactivated for missing information or compliance documents, offers closed by policy or account-health actions, and merchant-fulfilled offers at zero quantity. Filter Manage All Inventory by status to find them.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "b2b-sales-share",
    category: "sales-and-traffic",
    name: "B2B Sales Share",
    aliases: ["Amazon Business sales share", "Business customer share", "B2B share"],
    definition:
      "B2B sales share is the percentage of your ordered product sales that came from Amazon Business (business) customers: B2B ordered product sales divided by total ordered product sales.",
    whyItMatters:
      "Business buyers behave differently: they order larger quantities, repeat on schedules, care about invoices and tax exemption, and respond to quantity pricing that consumers never see. A meaningful B2B share justifies business pricing, quantity discounts and bulk pack sizes. It also explains unusual jumps in unit session percentage, since one business order can carry many units.",
    workedExample: {
      scenario:
        "An office-supplies seller had $38,200 in ordered product sales in September, of which $4,860 came from Amazon Business customers. B2B sales share = $4,860 ÷ $38,200 × 100 = 12.72%, enough to justify setting quantity discount tiers.",
      inputs: { b2bSales: 4860, totalSales: 38200 },
      result: 12.72,
    },
    typicalRange: {
      summary:
        "Category-dependent, and there is no public benchmark: Amazon publishes no B2B shares by category. Set your own baseline from the B2B columns in Business Reports over the last 12 months, and judge business pricing and quantity discounts by how far they move it.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); definitions from the B2B columns of Amazon Business Reports.",
    },
    howToImprove: [
      "Enable business pricing and quantity discounts for your offers (visible only to verified business customers).",
      "Offer bulk and case-pack variations that fit how businesses buy.",
      "Make listings tax-friendly and clear for procurement: exact specifications, pack counts, model numbers.",
      "Add relevant business credentials (such as small-business or diversity certifications) in the Amazon Business seller profile where you qualify.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (by date) or Detail Page Sales and Traffic by Child Item, columns 'Ordered Product Sales - B2B' and 'Ordered Product Sales'. B2B columns appear for sellers in the Amazon Business program.",
    commonMistakes: [
      "Setting quantity discounts without checking fees: the per-unit referral and FBA fees do not shrink with order size, so deep tiers can erase margin.",
    ],
    related: ["ordered-product-sales", "units-per-order-item", "average-order-value", "unit-session-percentage"],
    faqs: [
      {
        question: "How do I see Amazon Business (B2B) sales in Seller Central?",
        answer:
          "Business Reports include B2B versions of the main columns (ordered product sales, units ordered, total order items and unit session percentage with the suffix '- B2B'). Add the columns in Detail Page Sales and Traffic by Child Item or Sales and Traffic by date.",
      },
      {
        question: "Do I need to do anything to sell to business customers?",
        answer:
          "Business customers can buy your regular offers by default. To show business-only prices or quantity discounts you enable business pricing for your account and set the prices per SKU. Check current program terms in Seller Central, as they change.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "organic-sales-share",
    category: "sales-and-traffic",
    name: "Organic Sales Share",
    aliases: ["Organic sales %", "Non-ad sales share", "Organic share of sales"],
    definition:
      "Organic sales share is the percentage of your total Amazon sales not attributed to advertising: total sales minus ad-attributed sales, divided by total sales.",
    whyItMatters:
      "It shows how much of the business would keep running if ads stopped, and whether ad spend is building organic rank or just renting sales. A rising organic share alongside steady ad spend is the sign of a healthy launch or brand. It is the mirror of sponsored sales share and explains TACoS: the higher the organic share, the lower TACoS is for the same ACoS.",
    workedExample: {
      scenario:
        "A supplement brand sold $52,000 in October; Campaign Manager attributes $17,680 of it to Sponsored Products, Sponsored Brands and Sponsored Display. Organic sales share = ($52,000 - $17,680) ÷ $52,000 × 100 = 66%.",
      inputs: { totalSales: 52000, adSales: 17680 },
      result: 66,
    },
    typicalRange: {
      summary:
        "No public benchmark, and attribution rules make the number approximate. Set your own direction: for an established product the organic share should hold or rise as ads build rank; a falling share at stable ad spend means organic rank is slipping.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); attribution windows per Amazon Ads documentation, checked November 2026.",
    },
    howToImprove: [
      "Move spend to keywords where you can reach and hold page-one organic rank, and reduce spend where you already rank top.",
      "Raise conversion: better conversion improves both ad efficiency and organic rank.",
      "Keep stock continuous; stockouts cost organic rank that ads then have to rebuild.",
      "Grow branded search through off-Amazon marketing, packaging inserts and Brand Store traffic.",
    ],
    whereToFind:
      "Total sales: Seller Central > Reports > Business Reports (ordered product sales). Ad-attributed sales: Amazon Ads Campaign Manager (Sponsored Products '7 Day Total Sales' for sellers; Sponsored Brands and Sponsored Display use 14-day attribution). Subtract and divide for the same dates.",
    commonMistakes: [
      "Assuming every ad-attributed sale would not have happened organically: branded-keyword ads often capture shoppers who were already looking for you.",
      "Mixing date bases: Amazon Ads reports sales by the date of the ad click or view within the attribution window, Business Reports by order date, so short periods can even show ad sales above total sales.",
      "Forgetting that ad-attributed sales can include other ASINs from your brand (halo sales), not just the advertised product.",
    ],
    related: ["sponsored-sales-share", "tacos", "ad-sales", "acos", "ordered-product-sales"],
    faqs: [
      {
        question: "How do I calculate organic sales on Amazon?",
        answer:
          "Take total sales for a period from Business Reports and subtract the ad-attributed sales for the same period from Campaign Manager (all ad types). Divide the remainder by total sales for the organic share. Treat it as an estimate, because ad attribution windows and halo sales blur the line.",
      },
      {
        question: "What is a healthy organic sales share?",
        answer:
          "There is no Amazon benchmark and no public one. Set your own direction instead: for an established product the organic share should hold or rise as ads build rank, and a launch can run a lower share for a planned period. The trend matters more than the level.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "estimated-monthly-sales",
    category: "sales-and-traffic",
    name: "Estimated Monthly Sales",
    aliases: ["Monthly sales run rate", "Monthly revenue estimate", "Sales velocity (monthly)"],
    definition:
      "Estimated monthly sales projects a product's sales for a 30-day month from its recent daily unit run rate and average selling price.",
    whyItMatters:
      "Inventory orders, cash-flow plans and ad budgets all need a monthly number before the month is over. For your own ASINs, the run rate from Business Reports is far more accurate than any outside estimate. For competitors and product research, sellers rely on modeled estimates from Best Sellers Rank, which are useful for scale but not precise.",
    workedExample: {
      scenario:
        "A new reusable-bag ASIN sold 412 units in its first 14 in-stock days at an average selling price of $29.99. Estimated monthly sales = 412 ÷ 14 × 30 × $29.99 = $26,476.89, about 883 units a month, which the seller uses to size its next FBA shipment.",
      inputs: { unitsSold: 412, daysObserved: 14, averageSellingPrice: 29.99 },
      result: 26476.89,
    },
    typicalRange: {
      summary:
        "Not a benchmark metric. Expect run-rate estimates to miss seasonal swings, promotions and rank changes; third-party BSR-based estimates for competitors are models whose error can be large, so compare several tools or use Amazon's own ranges where shown.",
      source:
        "Run-rate method (standard forecasting practice); Amazon does not publish a BSR-to-sales conversion (as of 2026).",
    },
    howToImprove: [
      "Base the run rate on in-stock days only, and exclude days with deals or Lightning Deals unless they will repeat.",
      "Use a longer window (28-90 days) for stable products and a seasonal index for seasonal ones.",
      "Cross-check competitor estimates with Amazon's 'bought in past month' badge on search results and niche data in Product Opportunity Explorer.",
      "Re-forecast weekly during launches, when velocity changes fast.",
    ],
    whereToFind:
      "Your ASINs: Seller Central > Reports > Business Reports > Detail Page Sales and Traffic by Child Item (units and sales for any date range). Market context: Seller Central > Growth > Product Opportunity Explorer (niche-level units sold) and the 'bought in past month' badge Amazon shows on many listings.",
    commonMistakes: [
      "Including stockout days in the window, which understates demand and leads to under-ordering.",
      "Treating third-party BSR-based sales estimates as facts: Best Sellers Rank is a relative, frequently updated rank, and Amazon does not publish how it maps to units.",
    ],
    related: ["units-ordered", "average-selling-price", "sales-growth-rate", "reorder-point", "market-share"],
    faqs: [
      {
        question: "How do I estimate monthly sales for an Amazon product?",
        answer:
          "For your own products, divide units sold by the number of in-stock days in a recent window, multiply by 30 and by your average selling price. For other sellers' products, use a research tool's BSR-based estimate, Amazon's 'bought in past month' badge, or niche data in Product Opportunity Explorer, and treat all of them as approximate.",
      },
      {
        question: "Can I convert Best Sellers Rank into sales exactly?",
        answer:
          "No. Amazon calculates BSR from recent and historical sales relative to other products in the same category, updates it frequently and does not publish a conversion. Tools fit statistical models to it; their estimates are useful for order of magnitude, not precision.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "sales-growth-rate",
    category: "sales-and-traffic",
    name: "Sales Growth Rate",
    aliases: ["Revenue growth", "YoY growth", "MoM growth", "Period-over-period growth"],
    definition:
      "Sales growth rate is the percentage change in sales from a prior period to the current one: (current sales - prior sales) divided by prior sales.",
    whyItMatters:
      "Growth is the first thing investors, lenders and aggregators ask about, and the quickest way to see whether changes are working. On Amazon it is easily distorted by seasonality, Prime Day, stockouts and price moves, so the comparison period matters as much as the number. Pair it with profit growth: sales bought with ads and discounts can grow while profit shrinks.",
    workedExample: {
      scenario:
        "A home-fragrance brand sold $48,300 in November this year versus $42,000 in November last year. Year-over-year sales growth = ($48,300 - $42,000) ÷ $42,000 × 100 = 15%.",
      inputs: { currentSales: 48300, previousSales: 42000 },
      result: 15,
    },
    typicalRange: {
      summary:
        "No universal benchmark: it depends on product life cycle, category growth and seasonality. Compare year over year for seasonal products and month over month only for stable ones, and set it against your category's growth from Brand Analytics or Product Opportunity Explorer.",
      source: "Standard definition; no Amazon benchmark (as of 2026).",
    },
    howToImprove: [
      "Decompose growth into sessions, conversion and average selling price to see which lever moved.",
      "Expand into new variations or adjacent products that share your customers.",
      "Open new marketplaces with Amazon's global selling tools once the home marketplace is stable.",
      "Protect the base: stockouts and lost Featured Offer time are two causes of negative growth you control.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales Dashboard (compare today, last week and last year) or Sales and Traffic (by date) for any two periods; export both periods and apply the formula.",
    commonMistakes: [
      "Comparing a month with Prime Day or a holiday against one without it, month over month.",
      "Comparing periods of different length (31 versus 30 days, or 4 versus 5 weekends).",
      "Celebrating sales growth without checking net profit growth over the same periods.",
    ],
    related: ["ordered-product-sales", "estimated-monthly-sales", "market-share", "net-profit"],
    faqs: [
      {
        question: "Should I compare Amazon sales month over month or year over year?",
        answer:
          "Year over year for anything seasonal, because it compares like-for-like demand. Month over month is useful for fast-moving launches and stable, non-seasonal products, but always note events such as Prime Day, Black Friday or stockouts in either period.",
      },
      {
        question: "How do I calculate growth if last period's sales were zero?",
        answer:
          "Growth from zero is undefined; report the absolute change instead (this calculator shows 0 in that case). For new products, track run rate and market share until there is a meaningful base period.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "review-velocity",
    category: "sales-and-traffic",
    name: "Review Velocity",
    aliases: ["Ratings velocity", "Review rate per month", "New reviews per month"],
    definition:
      "Review velocity is how fast a product collects new customer ratings and reviews, usually expressed as new ratings per 30 days.",
    whyItMatters:
      "Rating count and recency are social proof shoppers see before they click, and Amazon weights recent ratings more heavily in the displayed star rating. A product whose velocity lags competitors' will fall behind on both, even with good quality. Tracking velocity also shows whether your Request a Review routine or Vine enrollment is actually working.",
    workedExample: {
      scenario:
        "A kitchen gadget gained 57 new ratings and reviews over the last 90 days (the global ratings count went from 418 to 475). Review velocity = 57 ÷ 90 × 30 = 19 new ratings per 30 days. Its main competitor adds about 40 a month.",
      inputs: { newRatings: 57, days: 90 },
      result: 19,
    },
    typicalRange: {
      summary:
        "No public benchmark: Amazon publishes no review rates. Velocity scales with units sold and the share of buyers who leave a rating; set your own baseline from the last 90 days and judge Request a Review, Vine and insert changes against it.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Use the Request a Review button (or an approved automation that calls it) for every eligible order; Amazon allows it 5 to 30 days after delivery.",
      "Enroll new ASINs in Amazon Vine (Brand Registry) to get early reviews from Vine Voices; check current Vine fees and unit limits.",
      "Include a neutral product-insert reminder to leave a review; never offer incentives or ask only happy customers, which breaks Amazon policy.",
      "Fix the issues driving critical reviews: a better product earns more and better reviews.",
    ],
    whereToFind:
      "The global ratings count on the product detail page (record it weekly). Brand owners: Seller Central > Brands > Customer Reviews shows new reviews by ASIN. Seller Central > Performance > Voice of the Customer shows customer comments by offer.",
    commonMistakes: [
      "Counting only written reviews: Amazon's 'global ratings' include star-only ratings, which can be most of the total.",
      "Comparing velocity between variations that share one review pool; reviews are shown at the variation family level.",
    ],
    related: ["review-rate", "average-star-rating", "units-ordered", "conversion-rate"],
    faqs: [
      {
        question: "How many reviews should I get per month on Amazon?",
        answer:
          "It depends on how many units you sell: more orders create more ratings. Rather than a fixed target, compare your velocity with the top competitors on your main keywords and track your review rate (new ratings ÷ orders).",
      },
      {
        question: "Is it allowed to ask customers for reviews on Amazon?",
        answer:
          "Yes, neutrally. You can use the Request a Review button or a neutral message, and Amazon Vine for brand owners. You cannot offer refunds, gifts or discounts for reviews, ask only satisfied customers, or ask for positive reviews.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "average-star-rating",
    category: "sales-and-traffic",
    name: "Average Star Rating",
    aliases: ["Star rating", "Product rating", "Customer rating", "Average rating"],
    definition:
      "Average star rating is the overall 1-to-5-star score of a product's customer ratings; Amazon displays a machine-learned weighted score, while sellers can compute a simple average from the rating counts.",
    whyItMatters:
      "The star rating sits next to your product in every search result and is one of the strongest influences on click-through and conversion. Small differences near a rounding edge (say 4.2 versus 4.3) can change how many stars appear filled in the graphic and shift clicks. Amazon also uses ratings in deal and program eligibility rules, so a sliding rating can cut off growth levers.",
    workedExample: {
      scenario:
        "A blender has 1,000 ratings: 620 five-star, 180 four-star, 70 three-star, 40 two-star and 90 one-star. Simple average = (5 × 620 + 4 × 180 + 3 × 70 + 2 × 40 + 1 × 90) ÷ 1,000 = 4.2. Amazon's displayed rating may differ slightly because recent ratings weigh more.",
      inputs: { fiveStar: 620, fourStar: 180, threeStar: 70, twoStar: 40, oneStar: 90 },
      result: 4.2,
    },
    typicalRange: {
      summary:
        "Amazon publishes no threshold for search, and its displayed rating comes from machine-learned models rather than a simple average. Set your own target against the products you compete with on your main keywords, and check current deal-program minimum ratings before planning a deal.",
      source:
        "Amazon's help pages on customer reviews (displayed rating from machine-learned models), checked November 2026; no public threshold.",
    },
    howToImprove: [
      "Read one- to three-star reviews and Voice of the Customer comments, group them by root cause and fix the top cause in the product or listing.",
      "Set expectations precisely in images and bullets (size, material, compatibility) to prevent 'not as described' ratings.",
      "Improve packaging and inserts (setup instructions, care tips) to cut damage and misuse complaints.",
      "Keep new ratings flowing with Request a Review so recent experience, which Amazon weights more, reflects your current product.",
      "Report reviews that violate Amazon's community guidelines; do not try to remove legitimate negative reviews.",
    ],
    whereToFind:
      "The product detail page shows the displayed rating and the percentage of ratings at each star level. Brand owners: Seller Central > Brands > Customer Reviews. Seller Central > Performance > Voice of the Customer shows customer experience health and comments by offer.",
    commonMistakes: [
      "Expecting the simple average to equal Amazon's displayed rating: Amazon weights factors such as recency and verified purchase.",
      "Confusing product star rating with seller feedback rating, which rates the seller's service and counts toward order defect rate.",
    ],
    related: ["review-velocity", "review-rate", "conversion-rate", "return-rate", "negative-feedback-rate"],
    faqs: [
      {
        question: "Why doesn't my Amazon star rating match the average of my reviews?",
        answer:
          "Amazon states that it calculates product star ratings with machine-learned models instead of a simple average, considering factors such as how recent a rating is and whether it comes from a verified purchase. A simple average from the star counts is a close guide but can differ by a tenth or two.",
      },
      {
        question: "How can I raise my product's star rating?",
        answer:
          "Fix the causes of low ratings (quality, sizing, missing parts, misleading listing content) and keep collecting new ratings through compliant requests, since recent ratings count more. Paying for or incentivizing reviews violates Amazon policy and risks your account.",
      },
      {
        question: "Is product rating the same as seller feedback?",
        answer:
          "No. Product ratings and reviews describe the product and show on the detail page. Seller feedback rates your service as a seller; negative feedback is one of the components of the order defect rate in Account Health.",
      },
    ],
    lastReviewed,
  },
  {
    slug: "best-sellers-rank",
    category: "sales-and-traffic",
    name: "Best Sellers Rank (BSR)",
    aliases: ["BSR", "Amazon Best Sellers Rank", "Sales rank"],
    definition:
      "Best Sellers Rank is the position Amazon gives a product among all products in a category by its recent and historical sales: 1 is the best seller, a lower number is better.",
    whyItMatters:
      "BSR is the only public sales signal Amazon shows for every product, yours and your competitors'. A falling number means sales are picking up relative to the category; a rising one means you are losing ground, often before it shows in your own trend because the whole category moves. It is how sellers size a niche before launching and how they spot a competitor's stockout or price cut.",
    workedExample: {
      scenario:
        "A garlic press ranked #4,200 in Kitchen & Dining before a coupon; two weeks later it ranks #2,940. BSR improvement = (4,200 - 2,940) ÷ 4,200 × 100 = 30%: the product climbed past 1,260 others in its category.",
      inputs: { previousRank: 4200, currentRank: 2940 },
      result: 30,
    },
    typicalRange: {
      summary:
        "There is no good or bad BSR in itself: a rank depends on the category's size and season, and Amazon publishes no table that turns a rank into units. Set your own reference by logging your rank next to your daily units for a few weeks, then read a change in rank against that.",
      source:
        "No public benchmark: Amazon shows the rank on detail pages and Best Sellers lists but publishes no rank-to-sales figures (checked November 2026); the figures are from the worked example.",
    },
    howToImprove: [
      "Grow sales velocity: BSR follows units sold, so conversion, price and stock matter more than anything done to the rank directly.",
      "Stay in stock: a stockout stops sales and the rank drifts up within days.",
      "Check the category your product ranks in: a wrong browse node compares you with the wrong products.",
      "Read BSR over weeks, not hours: the rank moves with every few sales in a small category.",
    ],
    whereToFind:
      "On the product detail page under Product information (Best Sellers Rank, with the category), and on Amazon's Best Sellers lists. Track it daily yourself or in a product tool: Seller Central does not keep a history.",
    commonMistakes: [
      "Comparing ranks across categories: #5,000 in a large category can sell far more than #500 in a small one.",
      "Treating third-party BSR-to-sales estimates as facts: they are models, not Amazon data.",
    ],
    related: ["units-ordered", "estimated-monthly-sales", "sales-growth-rate", "organic-keyword-rank"],
    faqs: [
      {
        question: "How is Amazon Best Sellers Rank calculated?",
        answer:
          "Amazon says the rank is based on sales and weighs recent sales more than older ones, and it updates the lists often through the day. It does not publish the formula, and reviews or ratings are not part of it.",
      },
      {
        question: "Can I estimate monthly sales from BSR?",
        answer:
          "Only roughly. Tools fit models of rank against sales per category, but Amazon publishes no such table. Your own data is better: log your rank and your units together and you will see which rank your sales level produces in your category.",
      },
    ],
    lastReviewed: "2026-11-23",
  },
  {
    slug: "organic-keyword-rank",
    category: "sales-and-traffic",
    name: "Organic Keyword Rank",
    aliases: ["Organic rank", "Keyword rank", "Search rank", "Organic search position"],
    definition:
      "Organic keyword rank is the position of your product among the unsponsored search results for a keyword: 1 is the first organic result, and sponsored placements are not counted.",
    whyItMatters:
      "The first results are the ones shoppers see first, so the organic rank on your main keywords decides how many sales you get without paying for a click. It is the result that advertising on a keyword is meant to buy over time: if rank does not improve while you spend, the ad budget is not building anything that lasts.",
    workedExample: {
      scenario:
        "A seller checked the keyword 'silicone baking mat' every morning. Before a two-week ranking campaign the mat sat at organic position 18; now it is at position 7. Positions gained = 18 - 7 = 11.",
      inputs: { previousRank: 18, currentRank: 7 },
      result: 11,
    },
    typicalRange: {
      summary:
        "No public benchmark exists: Amazon does not report organic rank, and how many results fit on page 1 varies with the search and the device. Set your own target per keyword: the position where your share of the query's purchases (Search Query Performance) stops growing, and defend it.",
      source:
        "No public benchmark (Amazon reports no organic rank, checked November 2026); the figures are from the worked example.",
    },
    howToImprove: [
      "Put the keyword in the title and backend search terms so the listing is indexed and relevant for it.",
      "Drive sales on that keyword: exact-match Sponsored Products on the term help rank when the clicks convert.",
      "Raise conversion (main image, price, reviews): sales from the search are the strongest ranking signal sellers can influence.",
      "Track rank daily and after each change, so you know which change moved it.",
    ],
    whereToFind:
      "Not in Seller Central. Check it by searching the keyword in a private browser window from your marketplace, or log daily positions and chart them with a rank tracker.",
    commonMistakes: [
      "Counting sponsored results as organic positions.",
      "Reading one check as the truth: results differ by location, device and shopper history, so track the trend.",
    ],
    related: ["impression-share", "purchase-share", "share-of-voice", "best-sellers-rank", "organic-sales-share"],
    faqs: [
      {
        question: "Does Amazon show my organic keyword rank?",
        answer:
          "No. Search Query Performance shows your share of impressions, clicks and purchases for a query, but not a position. Rank comes from searching the keyword yourself or from a tracker that records it daily.",
      },
      {
        question: "Why does my organic rank differ between checks?",
        answer:
          "Results depend on delivery location, device, shopper history and tests Amazon runs on the layout. Check at the same time from the same place, and judge the trend over days rather than single readings.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
] satisfies KpiContent[];
