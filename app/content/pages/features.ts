import type { MarketingPageInput } from "../page-schema";
import { RATE_CARD_2026_SOURCE, RETURNS_FEE_BOOKING_RULE } from "../shared-copy";
import { imageTestScreen, priceTestExample } from "../worked-examples/ab-testing";
import { customMetricExample } from "../worked-examples/custom-analytics";
import { dailyScreen } from "../worked-examples/daily-amazon-analytics";
import { acos35Example, bidCeilingParagraph, campaignScreen } from "../worked-examples/ppc-management";
import { marginUnder15Screen } from "../worked-examples/products-feed";
import { plScreen, productMonthExample } from "../worked-examples/profit-loss";
import { supplierScreen, weightedMarginExample } from "../worked-examples/smart-tagging";
import { driverSplitExample, rankingScreen } from "../worked-examples/winners-losers";

/**
 * Feature pages ("What we offer"). Copy describes what the product does and how; the only numbers are
 * dated Amazon facts (see /work/shared/research/fba-fees-us.md). Coming-soon pages say so plainly.
 */

const UPDATED = "2026-11-20";
const trialCta = { label: "Start your 14-day free trial", href: "/signup" };


export const featurePages = [
  {
    path: "features/ab-testing",
    title: "Amazon A/B Testing Judged on Profit",
    description:
      "Test prices, images, titles and coupons on Amazon and pick the winner on profit per session, not clicks alone. Confounders like stockouts and ad changes are flagged.",
    keywords: ["amazon a/b testing", "amazon split testing", "amazon price testing", "manage your experiments", "listing optimization"],
    eyebrow: "A/B testing",
    h1: "A/B tests that pick the variant that makes you more money",
    intro:
      "A new main image can lift conversion and still lose money if it came with a deeper coupon. {brand} measures every test on sessions, conversion and profit per unit after all Amazon fees and ad spend, so the variant you keep is the one that grows margin, not just orders.",
    primaryCta: trialCta,
    secondaryCta: { label: "See the profit dashboard", href: "/features/profit-loss" },
    sections: [
      {
        kind: "cards",
        heading: "What you can test",
        items: [
          {
            title: "Price",
            icon: "dollar",
            body: "Compare two or more price points on the same ASIN and see which one earns the most total profit per day once referral and FBA fees move with the price.",
          },
          {
            title: "Main image and title",
            icon: "sparkles",
            body: "Record the change you made, or the Manage Your Experiments test you ran in Seller Central, and read the outcome against sessions, unit session percentage and margin.",
          },
          {
            title: "Coupons and promotions",
            icon: "tag",
            body: "Find out whether a 10% coupon brings enough extra units to cover the discount and Amazon's coupon fees, or whether it just discounts sales you would have made anyway.",
          },
          {
            title: "Bullets, A+ content and description",
            icon: "file-text",
            body: "Pair content changes with the conversion and refund-rate data that follows them, so a persuasive claim that drives returns shows up as a loss.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "How a test runs",
        items: [
          {
            title: "Define the test",
            body: "Pick the ASINs, describe each variant and choose the success metric: profit per day, profit per session or conversion. {brand} stores the hypothesis with the test.",
          },
          {
            title: "Run it the way Amazon allows",
            body: "Listing content can be split by Amazon's Manage Your Experiments for eligible brand-registered ASINs. Amazon does not split traffic by price, so price tests run as alternating periods (A, B, A) to cancel out seasonality.",
          },
          {
            title: "Measure like for like",
            body: "Each variant period is compared on the same weekdays, with sessions, conversion, units, fees, ad spend and profit laid side by side.",
          },
          {
            title: "Decide with the caveats in view",
            body: "You see the difference, the number of days and sessions behind it, and any event that could bias the result, then mark the winner and keep the record.",
          },
        ],
      },
      {
        kind: "table",
        heading: "The metrics behind a verdict",
        columns: ["Metric", "Why it matters in a test"],
        rows: [
          ["Sessions", "Shows whether a change altered traffic (a new main image can change click-through from search)."],
          ["Unit session percentage", "Amazon's conversion measure: units ordered divided by sessions."],
          ["Profit per unit", "Price, fees, COGS and ad cost per unit; a higher price moves the referral fee and can move the 2026 FBA price band."],
          ["Profit per session", "Combines conversion and unit margin into one number that rewards the variant that earns more from the same traffic."],
          ["Refund rate", "Catches variants that sell more but come back more, which also exposes you to the returns processing fee."],
        ],
      },
      {
        kind: "checklist",
        heading: "Guardrails built in",
        items: [
          "Flags days with stockouts, lost Featured Offer (Buy Box) or Lightning Deals inside a test period",
          "Flags ad spend changes larger than you set as normal, so paid traffic does not masquerade as a better listing",
          "Shows the number of sessions per variant and warns when a result rests on too little data",
          "Keeps a history of every test, winner and note for the next person who touches the listing",
        ],
      },
      priceTestExample,
      imageTestScreen,
      {
        kind: "checklist",
        heading: "Limits",
        items: [
          "No statistics can rescue a test with a few hundred sessions per variant; the page says when the data is thin rather than declaring a winner",
          "Alternating periods are not a true split: a competitor's price change in one week lands in one variant only, which is why confounders are flagged",
          "Setup needs the store and Amazon Ads connected and landed costs entered, or profit per session cannot be computed",
        ],
      },
    ],
    faqs: [
      {
        question: "Does {brand} replace Manage Your Experiments?",
        answer:
          "No. Manage Your Experiments is Amazon's own tool for splitting traffic between two versions of content on eligible brand-registered ASINs. {brand} adds what it does not show: the profit impact of the winning version after fees, ad spend and refunds.",
      },
      {
        question: "How long should a price test run?",
        answer:
          "Long enough for each variant to see full weeks of traffic. Alternate prices week by week for at least four weeks so weekday patterns and paydays affect both variants equally; low-traffic ASINs need longer.",
      },
      {
        question: "Can I test on products without Brand Registry?",
        answer:
          "Yes, for price, coupon and promotion tests, which run as alternating periods. Content split tests through Manage Your Experiments require Brand Registry and an ASIN Amazon considers eligible.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/daily-amazon-analytics",
    title: "Daily Amazon Sales and Profit Analytics",
    description:
      "Yesterday's Amazon sales, units, refunds, ad spend and profit in one morning view and email, compared with the same day last week, for every marketplace you sell in.",
    keywords: ["daily amazon analytics", "amazon daily sales report", "amazon sales dashboard", "amazon profit today", "seller central daily report"],
    eyebrow: "Daily analytics",
    h1: "Know how yesterday went before your first coffee",
    intro:
      "{brand} pulls orders, refunds, fees and ad spend from Amazon's APIs through the day and turns them into one daily view: what you sold, what it cost, what you kept. A morning email brings the same numbers to your inbox, with the changes worth a look already highlighted.",
    primaryCta: trialCta,
    secondaryCta: { label: "How connecting works", href: "/getting-started/connect-amazon-store" },
    sections: [
      {
        kind: "cards",
        heading: "What the daily view shows",
        items: [
          { title: "Sales and units", icon: "chart", body: "Ordered product sales, orders and units for today so far, yesterday and any day you choose, per marketplace and in total." },
          { title: "Profit after every fee", icon: "dollar", body: "Referral, FBA fulfillment, storage, inbound placement, low-inventory-level and returns processing fees, COGS and ad spend, netted into one profit figure." },
          { title: "Advertising", icon: "target", body: "Ad spend, ad sales, ACoS and TACoS for the day, so a runaway campaign shows up the morning after, not at month end." },
          { title: "Refunds and returns", icon: "refresh", body: "Refunded units and amounts by product, with the reasons customers gave where Amazon provides them." },
          { title: "Comparisons that make sense", icon: "line-chart", body: "Each day is compared with the same weekday last week and last year, which removes the weekday swings that make day-over-day charts misleading." },
          { title: "Morning email", icon: "bell", body: "A short summary sent at the hour you choose, in your time zone, to everyone on your team who wants it." },
        ],
      },
      {
        kind: "prose",
        heading: "Estimated today, exact once Amazon settles",
        paragraphs: [
          "Amazon reports an order within minutes, but the fees for it are only final when Amazon posts the financial events, often days later. {brand} does not wait: it estimates each order's referral and FBA fees from the product's category, size tier and price, then replaces the estimate with the amount Amazon actually charged as soon as it arrives.",
          "Every figure in the daily view is labelled estimated or settled, so you always know how firm a number is. Ad data follows Amazon's own attribution windows, which means the last few days of ad sales can still rise as late conversions are credited.",
        ],
      },
      {
        kind: "checklist",
        heading: "Built for the daily check-in",
        items: [
          "One view across all connected marketplaces, converted to your reporting currency",
          "Drill from the daily total to the products that drove it in one click",
          "Filter by brand, tag or marketplace to see a single part of the business",
          "Time zones set per marketplace, so an Amazon day matches what Seller Central shows",
        ],
      },
      dailyScreen,
      {
        kind: "prose",
        heading: "What 'yesterday' means, exactly",
        paragraphs: [
          "A day runs midnight to midnight in the marketplace's own time zone, the convention Seller Central uses, so Amazon.com's day ends on Pacific time even if you work in London. [Ordered product sales](/amazon-kpi/sales-and-traffic/ordered-product-sales) count the day an order was placed, including orders Amazon has not shipped yet; cancellations later in the week reduce the day they belong to.",
          "Profit for the day is [net sales](/amazon-kpi/profit-and-margin/net-sales) minus fees (estimated until settled), landed cost and the day's ad spend. Comparing Monday with last Monday rather than with Sunday matters: a store can sell noticeably differently on weekends, and a day-over-day chart turns that rhythm into false alarms. The flags under the totals fire on changes you set as meaningful, such as ad spend up more than 50% on a product, refunds above its usual [refund rate](/amazon-kpi/profit-and-margin/refund-rate), or [days of supply](/amazon-kpi/inventory/days-of-supply) under a threshold.",
        ],
      },
      {
        kind: "steps",
        heading: "Set it up once",
        items: [
          { title: "Connect Seller Central and Amazon Ads", body: "Orders arrive first; ad metrics follow as Amazon Ads releases them." },
          { title: "Choose the reporting currency", body: "Sales in other currencies are converted at daily rates; the original amounts stay visible." },
          { title: "Pick flags and send time", body: "Decide what counts as a change worth flagging and when the morning email should arrive." },
        ],
      },
      {
        kind: "checklist",
        heading: "Honest limits",
        items: [
          "Today's figures are partial and estimated; they firm up as Amazon posts fees and ad data",
          "Sessions and conversion come from Business Reports, which Amazon publishes with a delay, so they appear after the sales figures",
          "A flag shows that something moved, not why; the [winners and losers](/features/winners-losers) report breaks a change into its drivers",
        ],
      },
    ],
    faqs: [
      {
        question: "How fresh is the data?",
        answer:
          "Orders are pulled through the day as Amazon's Selling Partner API makes them available. Fees are estimated immediately and replaced with settled amounts when Amazon posts them. Ad metrics update as Amazon Ads releases report data.",
      },
      {
        question: "Why does yesterday's ad revenue change after the fact?",
        answer:
          "Amazon Ads credits a sale to an ad click for days after the click: 7 days for Sponsored Products bought by sellers and 14 days for Sponsored Brands and Sponsored Display. Recent days fill in as those conversions arrive.",
      },
      {
        question: "Can I choose who gets the morning email?",
        answer: "Yes. Each user turns the email on or off, picks the send time and chooses which marketplaces and brands it covers.",
      },
      {
        question: "Why compare with the same weekday instead of the day before?",
        answer:
          "Because weekday rhythm is usually larger than the change you are looking for. Monday against last Monday removes it; year over year also removes seasonality such as Prime Day or the fourth quarter.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/products-feed",
    title: "Amazon Products Feed: Every SKU's Profit & Stock",
    description:
      "A live table of every ASIN and SKU with sales, profit, margin, ROI, ad metrics and stock cover. Sort, filter by tag, export; no more stitching reports.",
    keywords: ["amazon product analytics", "amazon sku profit", "asin level profit", "amazon product performance", "amazon inventory by sku"],
    eyebrow: "Products feed",
    h1: "Every product's profit, ads and stock in one table",
    intro:
      "Seller Central spreads a product's story across Business Reports, the Fee Preview, the Inventory dashboard and the Ads console. The products feed puts it on one row per ASIN or SKU, updated through the day, so you can see which products carry the business and which ones quietly cost you money.",
    primaryCta: trialCta,
    secondaryCta: { label: "See winners and losers", href: "/features/winners-losers" },
    sections: [
      {
        kind: "table",
        heading: "What each row carries",
        columns: ["Group", "Columns"],
        rows: [
          ["Sales", "Ordered product sales, units, orders, average selling price, sessions, unit session percentage, Featured Offer (Buy Box) percentage"],
          ["Profit", "Amazon fees by type, COGS, ad spend, net profit, net margin, ROI, profit per unit"],
          ["Advertising", "Ad spend, ad sales, ACoS, TACoS, break-even ACoS from the product's own margin"],
          ["Inventory", "Available, inbound and reserved units, days of supply, estimated stockout date"],
          ["Returns", "Refunded units, refund rate and refund cost"],
        ],
      },
      {
        kind: "cards",
        heading: "Work the list, not the spreadsheet",
        items: [
          { title: "Parent and child views", icon: "layers", body: "Roll variations up to the parent ASIN or open them to see which size or colour actually earns the margin." },
          { title: "Filters and saved views", icon: "filter", body: "Filter by marketplace, brand, tag, fulfillment channel or any metric threshold, and save the view for next time." },
          { title: "Sparklines", icon: "line-chart", body: "A 30-day trend next to each product shows direction at a glance without opening a chart." },
          { title: "Export", icon: "file-text", body: "Download the view you are looking at as CSV, with the same columns, filters and date range." },
        ],
      },
      {
        kind: "checklist",
        heading: "Questions the feed answers in seconds",
        items: [
          "Which products have a positive ACoS but a negative profit after ads?",
          "Which SKUs will run out of stock before the next shipment lands?",
          "Which variations have a refund rate far above the rest of the family?",
          "Which listings lost the Featured Offer on days their sales dropped?",
        ],
      },
      marginUnder15Screen,
      {
        kind: "prose",
        heading: "How the profit columns are worked out",
        paragraphs: [
          "Every column is a KPI from the library, computed per SKU for the date range you pick. [Profit per unit](/amazon-kpi/profit-and-margin/profit-per-unit) is the [average selling price](/amazon-kpi/sales-and-traffic/average-selling-price) minus that SKU's own [fees per unit](/amazon-kpi/amazon-fees/fees-per-unit), landed cost and ad spend per unit. Net margin divides profit by sales; [ROI](/amazon-kpi/profit-and-margin/roi) divides it by the cost of the goods sold, which is why a cheap accessory can show a thin margin and a high ROI at once, like the spice jar labels above.",
          "Stock columns come from Amazon's inventory data. [Days of supply](/amazon-kpi/inventory/days-of-supply) is sellable plus inbound units divided by average daily units sold over the last 30 days, and the stockout date projects it forward. The [unit session percentage](/amazon-kpi/sales-and-traffic/unit-session-percentage) and [Featured Offer percentage](/amazon-kpi/sales-and-traffic/featured-offer-percentage) come from Business Reports, at child-ASIN level.",
        ],
      },
      {
        kind: "steps",
        heading: "Setup in three moves",
        items: [
          { title: "Connect the store", body: "Listings, orders, inventory and fees import for every marketplace; the feed fills as each report arrives." },
          { title: "Add landed costs", body: "Paste or import SKU costs. Until a SKU has one, its profit columns stay empty instead of showing a flattering number." },
          { title: "Save your views", body: "Build the two or three views you check weekly (for example 'stock under 30 days' or 'TACoS above 15%') and pin them." },
        ],
      },
      {
        kind: "checklist",
        heading: "Limits",
        items: [
          "Sessions and conversion exist only where Amazon's Business Reports provide them, so merchant-fulfilled B2B orders may lack traffic data",
          "Days of supply looks backwards at sales; it cannot see a promotion you are about to run",
          "Sparklines show the last 30 days regardless of the range you choose, to keep rows comparable",
        ],
      },
    ],
    faqs: [
      {
        question: "Does the feed include FBM and FBA products?",
        answer:
          "Yes. Each SKU is labelled by fulfillment channel. FBA-only fees, such as fulfillment, storage and low-inventory-level fees, apply only to FBA units; for merchant-fulfilled orders you can add your own shipping cost per unit.",
      },
      {
        question: "Where does COGS come from?",
        answer:
          "From you: enter unit costs in {brand} or import them from a CSV, with effective dates so a supplier price change does not rewrite past profit.",
      },
      {
        question: "How many products can the feed handle?",
        answer:
          "The feed lists the SKUs of the connected accounts. Plans are priced by orders a month, Seller Central accounts and team members (see [pricing](/pricing)), not by the number of SKUs.",
      },
      {
        question: "Can I export the feed to a spreadsheet?",
        answer: "Yes. The export follows the view on screen: its columns, filters, sort order and date range, as CSV that opens in Excel or Google Sheets.",
      },
      {
        question: "Why does a product show a high ROI but a low margin?",
        answer:
          "Margin compares profit with the price; ROI compares it with what you paid for the goods. A $9.99 item that costs $1.20 to land can keep only 10% of its price after Amazon's fees and still return well over half of its cost each time it sells. Sort by both: margin tells you how exposed a product is to a fee or price change, ROI how hard your cash works.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/amazon-fba-calculator",
    title: "Free Amazon FBA Fee Calculator (2026 US Rates)",
    description:
      "Free FBA calculator on Amazon's US fee card effective Jan 15, 2026: size tier, fulfillment fee by price band, referral fee, storage and the fees others skip.",
    keywords: ["fba calculator", "amazon fba fee calculator", "fba fees 2026", "amazon fulfillment fee", "amazon referral fee calculator", "fba profit calculator"],
    eyebrow: "Free tool",
    h1: "Free Amazon FBA fee calculator for 2026",
    intro:
      "Enter a product's dimensions, weight, category and price to see its size tier, FBA fulfillment fee, referral fee and monthly storage cost under the US rate card Amazon introduced on January 15, 2026, plus the profit and margin left after your product cost. Free, no signup, and it states the fee schedule it used.",
    primaryCta: { label: "Track real fees on every order", href: "/signup" },
    secondaryCta: { label: "Read: 2026 FBA fee changes", href: "/resources/blog/amazon-fba-fees-2026-what-changed" },
    sections: [
      {
        kind: "table",
        heading: "What goes into the estimate",
        intro: `Each fee below is calculated from Amazon's US rates; the 2026 fulfillment fees come from ${RATE_CARD_2026_SOURCE}. The schedule and its effective date are shown next to the result.`,
        columns: ["Fee", "What drives it", "Notes"],
        rows: [
          ["FBA fulfillment fee", "Size tier, shipping weight, apparel or dangerous goods, and price band", "From Jan 15, 2026 the fee depends on price: under $10, $10 to $50, over $50"],
          ["Referral fee", "Category and total sales price", "15% in most categories with a $0.30 minimum; some categories use tiered rates on each part of the price"],
          ["Monthly storage fee", "Cubic feet and time of year", "Standard-size $0.78 per cu ft January to September, $2.40 October to December"],
          ["Inbound placement fee", "Size tier, shipping weight and the shipment split you choose", "Amazon publishes a range per unit and the result uses its top; $0 for the Amazon-optimized split. Since February 20, 2025 standard-size products can no longer choose a partial split"],
          ["Low-inventory-level fee", "Historical days of supply", "Charged per unit only when both 30- and 90-day supply are under 28 days"],
          ["Returns processing fee", "Size tier, shipping weight and the category's return-rate threshold", "Apparel and shoes pay on every returned unit; other categories, since June 1, 2024, only above their threshold (third-party figures run from 2.9% for grocery to 12.8% for backpacks, handbags and luggage; your FBA Returns dashboard shows Amazon's). No fee in a month with fewer than 25 units shipped. Amazon's current rate card is not public, so the per-return amount is an estimate"],
          ["Ships in Product Packaging discount", "Certified standard-size items, by weight", "An option, off by default: $0.04 to $0.23 off the 2026 fulfillment fee (an estimate from public transcriptions of the rate card)"],
        ],
      },
      {
        kind: "prose",
        heading: "How Amazon decides the size tier",
        paragraphs: [
          "Amazon sorts a product's sides from longest to shortest and compares them, and its weight, with each tier's limits. Small standard allows up to 15 x 12 x 0.75 inches and 16 oz; large standard up to 18 x 14 x 8 inches and 20 lb. Since January 15, 2026 the US card adds a small bulky tier (up to 37 x 28 x 20 inches and 50 lb) between large standard and large bulky.",
          "For every tier except small standard, the fee uses the greater of the unit weight and the dimensional weight, which is length x width x height in inches divided by 139. For bulky and extra-large items, width and height count as at least 2 inches. A light but boxy product can therefore be charged as if it were several pounds heavier.",
          "Pricing a whole catalogue? The [bulk FBA calculator](/tools/bulk-fba-calculator) applies the same fees to every row of a CSV or Excel file, in your browser, and shows which products are a fraction of an inch or a few ounces from a cheaper tier.",
        ],
      },
      {
        kind: "cards",
        heading: "Three fees a referral-and-fulfillment calculator leaves out",
        items: [
          {
            title: "Inbound placement",
            icon: "boxes",
            body: "Since March 1, 2024, sending a shipment to fewer fulfillment centres than Amazon would choose costs a per-unit placement fee. Accepting the Amazon-optimized split keeps it at $0 but means more shipments.",
          },
          {
            title: "Low-inventory-level",
            icon: "trending-down",
            body: "Since April 1, 2024, standard-size items (and, from January 15, 2026, bulky items) can be charged per unit shipped when stock runs thin relative to sales, for example $0.89 for a small-standard unit under 14 days of supply.",
          },
          {
            title: "Returns processing",
            icon: "refresh",
            body: "Apparel and shoes pay a fee on every returned unit, as they did before 2024; since June 1, 2024 every other category pays on returns above its return-rate threshold.",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "What an estimate cannot know",
        intro: "Use the result to compare products and prices, then confirm against Amazon's Revenue Calculator before you commit to a purchase order.",
        items: [
          "The dimensions and weight Amazon measures at receipt, which can differ from your supplier's spec sheet",
          "Peak-season fulfillment surcharges Amazon applies from October 15 to January 14",
          "Surcharges Amazon adds or ends during the year. The result includes the 3.5% fuel and logistics surcharge from April 17, 2026, which Amazon called temporary; no end date had been announced as of November 2026",
          "Aged inventory and storage utilization surcharges, which depend on your whole account's inventory",
          "Promotions, coupons, advertising and refunds, which {brand} tracks per order once your store is connected",
        ],
      },
    ],
    faqs: [
      {
        question: "What changed in FBA fees on January 15, 2026?",
        answer:
          "Amazon's 2026 US rate card introduced a small bulky size tier and split the fulfillment rate for items of $10 and more into $10 to $50 and over $50 (the lower under-$10 rate already existed), with apparel and dangerous goods on their own rates. Referral fee rates were reported unchanged.",
      },
      {
        question: "Is the referral fee charged on the item price only?",
        answer:
          "No. It is a percentage of the total sales price the buyer pays, which includes shipping and gift wrap but not sales tax. In most categories Amazon charges the greater of the percentage or $0.30.",
      },
      {
        question: "How do tiered referral rates work?",
        answer:
          "In categories such as Electronics Accessories (15% up to $100, 8% above) the rates apply to each part of the price, not the whole price. A $150 accessory pays 15% on the first $100 and 8% on the remaining $50, or $19.00.",
      },
      {
        question: "What is dimensional weight?",
        answer:
          "Length x width x height in inches divided by 139, in pounds. Amazon uses the greater of dimensional and unit weight for large standard, bulky and most extra-large items.",
      },
      {
        question: "Why is storage so much higher in the fourth quarter?",
        answer:
          "Amazon charges standard-size storage at $0.78 per cubic foot per month from January to September and $2.40 from October to December, rates in place since April 1, 2024. Oversize goes from $0.56 to $1.40.",
      },
      {
        question: "Does the calculator work for marketplaces outside the US?",
        answer:
          "Not yet. It uses the US rate card only. Other marketplaces have their own fee schedules and, in Europe, VAT, which a US calculation does not handle.",
      },
      {
        question: "How accurate is the estimate?",
        answer:
          "It follows the US rates of the schedule it names (for 2026, the card as transcribed by public fee calculators; Amazon's Revenue Calculator is where to confirm any one product), but Amazon bills on its own measurements and may apply surcharges or promotions an estimate cannot see. Connected to your store, {brand} shows the fees Amazon actually charged on each order.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/profit-loss",
    title: "Amazon Profit & Loss Statement by Product",
    description:
      "An Amazon P&L that itemizes every fee, refund, promotion, ad and product cost, by marketplace, brand, tag or SKU, from order date to settled payout.",
    keywords: ["amazon profit and loss", "amazon p&l", "amazon seller p&l", "amazon net profit", "amazon fees breakdown", "fba profit tracking"],
    eyebrow: "Profit & Loss",
    h1: "The Amazon P&L your accountant and your ad manager can both read",
    intro:
      "{brand} builds a profit and loss statement from Amazon's own financial events: every referral fee, fulfillment fee, storage charge, placement fee, refund, promotion and ad dollar, less the product and shipping costs you provide. Slice it by marketplace, brand, tag or SKU and by day, week, month or quarter.",
    primaryCta: trialCta,
    secondaryCta: { label: "See pricing", href: "/pricing" },
    sections: [
      {
        kind: "table",
        heading: "The lines on the statement",
        columns: ["Line", "What it includes"],
        rows: [
          ["Gross sales", "Product sales, shipping and gift wrap charged to buyers"],
          ["Refunds and returns", "Refunded principal, with Amazon's refund administration fee, and restocked units"],
          ["Promotions", "Coupons, Prime exclusive discounts, Lightning Deals and promotional rebates"],
          ["Amazon selling fees", "Referral fees, closing fees for media, subscription fee"],
          ["FBA fees", "Fulfillment, monthly storage, aged inventory and storage utilization surcharges, inbound placement, low-inventory-level, returns processing, removal and disposal"],
          ["Advertising", "Sponsored Products, Sponsored Brands and Sponsored Display spend"],
          ["Cost of goods", "Unit cost, freight, duties and prep you enter, dated so history stays correct"],
          ["Other expenses", "Software, agency, VA or photography costs you add, one-off or recurring"],
          ["Net profit and margin", "What is left, in currency and as a share of sales"],
        ],
      },
      {
        kind: "cards",
        heading: "How the number is built",
        items: [
          { title: "Built from Amazon's ledger", icon: "database", body: "Fees come from Amazon's financial event data, not from an average rate, so a mis-measured product or a surprise surcharge shows up." },
          { title: "Estimated until settled", icon: "clock", body: "Recent orders carry estimated fees, clearly labelled, and are trued up when Amazon posts the actual charges." },
          { title: "Dated product costs", icon: "calculator", body: "When a supplier raises prices, enter the new cost from a date; months already closed keep the old cost." },
          { title: "Multi-currency", icon: "globe", body: "Marketplaces in other currencies are converted to your reporting currency at daily rates, with the original amounts kept." },
        ],
      },
      {
        kind: "prose",
        heading: "Order view and settlement view",
        paragraphs: [
          "Operators want profit by the day the order was placed, because that is when pricing and advertising decisions take effect. Finance wants the figures that match Amazon's settlement reports and the bank deposit. {brand} keeps both: switch between the order-date view and the settlement view of the same period, and export either to CSV for your bookkeeping.",
        ],
      },
      {
        kind: "prose",
        heading: "How each line is computed",
        paragraphs: [
          "The statement starts from [gross sales](/amazon-kpi/profit-and-margin/gross-sales) and subtracts refunds and promotions to reach [net sales](/amazon-kpi/profit-and-margin/net-sales). Amazon's charges come next, grouped the way the fee schedule groups them: the [referral fee](/amazon-kpi/amazon-fees/referral-fee), the [FBA fulfillment fee](/amazon-kpi/amazon-fees/fba-fulfillment-fee), the [monthly storage fee](/amazon-kpi/amazon-fees/monthly-storage-fee) and, since April 17, 2026, the [fuel and logistics surcharge](/amazon-kpi/amazon-fees/fuel-and-logistics-surcharge). [Cost of goods sold](/amazon-kpi/profit-and-margin/cost-of-goods-sold) uses the unit cost that was valid on the order date.",
          "Net profit is net sales minus Amazon fees, advertising, COGS and the other expenses you add. [Net profit margin](/amazon-kpi/profit-and-margin/net-profit-margin) divides it by net sales; [ROI](/amazon-kpi/profit-and-margin/roi) divides it by what the goods cost you. Because every line is kept per order and per fee type, the same numbers roll up to a SKU, a brand, a tag or the whole account without being recalculated from averages.",
        ],
      },
      productMonthExample,
      plScreen,
      {
        kind: "steps",
        heading: "Setting it up",
        items: [
          { title: "Connect Seller Central", body: "Authorise read access through Amazon's Selling Partner API; orders, refunds and financial events start importing for every marketplace on the account." },
          { title: "Connect Amazon Ads", body: "Add each advertising profile so campaign spend lands on the right products and days." },
          { title: "Enter product costs", body: "Type unit costs or import a CSV with SKU, cost and the date it applies from; freight, duty and prep can be separate lines." },
          { title: "Add outside expenses", body: "Software, agency fees or a VA, monthly or one-off, assigned to the account, a brand or a tag." },
        ],
      },
      {
        kind: "checklist",
        heading: "Limits worth knowing",
        items: [
          "Profit is only as right as the costs you enter: a missing COGS shows as a warning, not as zero-cost profit",
          "Recent days carry estimated fees until Amazon posts the financial events, often several days after the order",
          "Account-level charges such as storage are allocated to products only where Amazon's reports say which product incurred them",
          "It is a management P&L, not a tax or accrual-accounting ledger",
        ],
      },
    ],
    faqs: [
      {
        question: "Does the P&L include fees that are not tied to an order?",
        answer:
          "Yes. Storage, aged inventory surcharges, inbound placement, removal orders, subscription fees and advertising are account-level or shipment-level charges; {brand} records them on the date Amazon charged them and allocates them to products where Amazon's data allows.",
      },
      {
        question: "Can I add expenses that happen outside Amazon?",
        answer: "Yes. Add one-off or recurring expenses such as software, agency retainers or photography, and assign them to the whole account, a brand or a tag.",
      },
      {
        question: "Is this a replacement for my accounting software?",
        answer:
          "No. {brand} is a management P&L for running the Amazon business day to day. Your bookkeeper can export the settlement view to reconcile with your accounting system.",
      },
      {
        question: "Why does my P&L differ from the Seller Central payments report?",
        answer:
          "The payments report follows settlement periods and includes reserves and transfers; the default P&L follows order dates and includes your product costs and ads. Switch to the settlement view to line the two up.",
      },
      {
        question: "How are refunds counted?",
        answer:
          `A refund is recorded on the date Amazon issues it, with the refunded principal and the part of the referral fee Amazon keeps as its refund administration fee, and linked to its original order: the settlement view shows it on the refund date, the order-date view in the month of the order. ${RETURNS_FEE_BOOKING_RULE} The [refund rate](/amazon-kpi/profit-and-margin/refund-rate) and [refund cost](/amazon-kpi/profit-and-margin/refund-cost) pages explain both measures.`,
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/ppc-management",
    title: "Amazon PPC Management Tied to Real Profit",
    description:
      "Manage Sponsored Products, Brands and Display with each product's break-even ACoS from real margins. Harvest search terms, add negatives, change bids, and log it all.",
    keywords: ["amazon ppc management", "amazon ppc software", "sponsored products", "break-even acos", "amazon advertising optimization", "search term harvesting"],
    eyebrow: "PPC management",
    h1: "Run Amazon PPC against profit, not a made-up ACoS target",
    intro:
      "A 30% ACoS is a bargain on one product and a loss on another. {brand} knows each product's margin after every Amazon fee and COGS, so it computes the break-even ACoS per product and shows which campaigns, targets and search terms make money after ad spend, and which only make sales.",
    primaryCta: trialCta,
    secondaryCta: { label: "What is break-even ACoS?", href: "/amazon-kpi/advertising/break-even-acos" },
    sections: [
      {
        kind: "cards",
        heading: "What you can do",
        items: [
          { title: "Profit by campaign", icon: "dollar", body: "Ad spend and ad sales joined to product margins, so every campaign, ad group and target shows profit after ads, not just ACoS." },
          { title: "Break-even and target ACoS", icon: "target", body: "Break-even ACoS is profit before ad spend divided by price. Set a target below it per product or per tag, for launch, growth or harvest." },
          { title: "Search term harvesting", icon: "search", body: "Search terms that convert in auto and broad campaigns are suggested as exact-match keywords, with the data behind each suggestion." },
          { title: "Negative keywords", icon: "filter", body: "Terms that spend without converting past the click threshold you set are suggested as negatives, for you to approve." },
          { title: "Bid and budget changes", icon: "zap", body: "Approve bid, budget and state changes in {brand}; they are sent to Amazon through the Amazon Ads API." },
          { title: "Change log", icon: "file-text", body: "Every change, who made it and the numbers before and after, so you can tell what worked and undo what did not." },
        ],
      },
      {
        kind: "table",
        heading: "The advertising numbers, defined",
        columns: ["Metric", "Formula", "Use it to"],
        rows: [
          ["ACoS", "Ad spend / ad-attributed sales x 100", "Judge campaign efficiency against the product's break-even"],
          ["TACoS", "Ad spend / total sales x 100", "See whether ads are growing the whole business or just buying sales"],
          ["ROAS", "Ad-attributed sales / ad spend", "Compare with channels that report return on ad spend"],
          ["Break-even ACoS", "Profit before ad spend / price x 100", "Set the ceiling above which an ad sale loses money"],
        ],
      },
      {
        kind: "prose",
        heading: "Recommendations you approve",
        paragraphs: [
          "{brand} suggests; you decide. Suggestions come with the clicks, spend, orders and profit behind them, and nothing is sent to Amazon until someone on your team approves it. Agencies can restrict who approves changes on each client account.",
          "Ad data follows Amazon's attribution windows: 7 days for Sponsored Products bought by sellers, 14 days for Sponsored Brands and Sponsored Display. Suggestions ignore the most recent days by default so late-attributed sales do not make a keyword look worse than it is.",
        ],
      },
      acos35Example,
      campaignScreen,
      {
        kind: "prose",
        heading: "Formulas behind the screen",
        paragraphs: [
          "[ACoS](/amazon-kpi/advertising/acos) is ad spend divided by ad-attributed sales; [TACoS](/amazon-kpi/advertising/tacos) divides the same spend by all sales, organic included; [ROAS](/amazon-kpi/advertising/roas) is the inverse of ACoS. None of them knows your costs. Break-even ACoS does: it is [pre-ad margin](/amazon-kpi/profit-and-margin/pre-ad-margin), the share of the price left after Amazon fees and landed cost, expressed as an ACoS. A campaign below its product's break-even earns money on the sales it buys; one above it loses money even while its ACoS looks respectable next to an account average.",
          bidCeilingParagraph,
        ],
      },
      {
        kind: "steps",
        heading: "Getting started",
        items: [
          { title: "Connect both sides", body: "Seller Central for orders, fees and refunds; Amazon Ads for every advertising profile you run. Without the first, there is no margin to judge ads against." },
          { title: "Fill in product costs", body: "Break-even ACoS needs landed cost. Products without one are shown with ACoS only and a missing-cost flag." },
          { title: "Set targets", body: "Choose a target ACoS per product or per tag (launch, core, harvest), or accept the break-even as the ceiling." },
          { title: "Set approval rules", body: "Decide who can approve bid, budget and negative-keyword changes, and the click and spend thresholds behind suggestions." },
        ],
      },
      {
        kind: "checklist",
        heading: "What it does not do",
        items: [
          "It does not change bids on its own: every change waits for a person to approve it",
          "Amazon's attribution credits the advertised ASIN's brand halo imperfectly, so some organic lift never shows in ACoS; TACoS is the cross-check",
          "Sponsored Brands and Display sales are credited over 14 days, so their last two weeks keep moving",
          "Break-even is per product; a campaign that advertises several products uses their spend-weighted mix",
        ],
      },
    ],
    faqs: [
      {
        question: "Which ad types are supported?",
        answer: "Sponsored Products, Sponsored Brands and Sponsored Display, for every advertising profile you connect through Amazon Ads.",
      },
      {
        question: "Does {brand} change my bids automatically?",
        answer:
          "No. It recommends changes and applies only the ones you approve. Every applied change is logged with the user and the data that supported it.",
      },
      {
        question: "Why use TACoS as well as ACoS?",
        answer:
          "ACoS only looks at sales Amazon attributes to ads. TACoS divides ad spend by all sales, so it shows whether advertising is lifting organic sales too. Read more in the KPI library under [TACoS](/amazon-kpi/advertising/tacos).",
      },
      {
        question: "What ACoS should I aim for?",
        answer:
          "There is no universal number. Start from the product's break-even ACoS, subtract the net margin you want to keep, and allow launch campaigns to run above the target for a limited, planned period. The [ACoS page](/amazon-kpi/advertising/acos) shows why account averages mislead.",
      },
      {
        question: "Where does the break-even number come from if fees change?",
        answer:
          "It is recalculated from each product's current price, fees and dated landed cost, so a new fee card, a price change or a supplier increase moves the break-even the day it takes effect.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/smart-tagging",
    title: "Smart Tagging: Group Amazon Products Your Way",
    description:
      "Tag ASINs, SKUs and campaigns by brand, supplier, launch cohort or any rule, then filter every {brand} report by tag. Rules keep new products tagged automatically.",
    keywords: ["amazon product tagging", "amazon product groups", "amazon portfolio reporting", "sku grouping", "amazon brand reporting"],
    eyebrow: "Smart tagging",
    h1: "Group products the way your business is organised",
    intro:
      "Amazon groups products by ASIN and category. You think in brands, suppliers, product lines, launch seasons and owners. Smart tags let you label products and campaigns in those terms, by hand or by rule, and every dashboard, P&L and export in {brand} can then be filtered or grouped by tag.",
    primaryCta: trialCta,
    secondaryCta: { label: "See the products feed", href: "/features/products-feed" },
    sections: [
      {
        kind: "cards",
        heading: "Tags that work for you",
        items: [
          { title: "Manual tags", icon: "tag", body: "Select products in the feed and apply one or more tags, such as a supplier name, a buyer's initials or a product line." },
          { title: "Rule-based tags", icon: "zap", body: "Tag every SKU whose title contains a word, whose brand or category matches, or whose launch date is after a date. New listings that match are tagged as they appear." },
          { title: "Metric tags", icon: "filter", body: "Tag by live conditions such as margin under 10% or days of supply under 21; tags update as the numbers change." },
          { title: "Campaign tags", icon: "target", body: "Tag campaigns by strategy (launch, defend, harvest) and compare spend and profit by strategy across brands." },
        ],
      },
      {
        kind: "steps",
        heading: "From tags to answers",
        items: [
          { title: "Create a tag group", body: "For example Supplier, with one tag per supplier. A product can carry one tag per group, so totals never double count." },
          { title: "Apply tags", body: "By hand, by import from CSV, or with a rule that keeps applying itself." },
          { title: "Filter and group", body: "Every report accepts tags: the P&L by supplier, PPC by launch cohort, winners and losers by product manager." },
        ],
      },
      {
        kind: "checklist",
        heading: "Common tag setups",
        items: [
          "Supplier, to compare landed cost and margin by factory",
          "Launch cohort (2025 Q4, 2026 Q1), to see how new products mature",
          "Owner, so each brand manager sees their own portfolio",
          "Lifecycle (launch, core, clearance), to set different ACoS targets",
          "Acquired brand, for aggregators tracking performance after acquisition",
        ],
      },
      {
        kind: "prose",
        heading: "The question tags answer",
        paragraphs: [
          "'Is supplier B still worth it?' cannot be answered from Seller Central, because Amazon has no idea who makes your products. Neither can 'are this year's launches paying back faster than last year's?'. Both need the products grouped by something only you know, and then every measure summed within each group: sales, fees, ad spend, [net profit](/amazon-kpi/profit-and-margin/net-profit), [contribution margin ROI](/amazon-kpi/profit-and-margin/contribution-margin-roi) and stock cover.",
          "A grouped figure is a sum of product figures, never an average of averages. Margin for a tag is the tag's total profit divided by its total sales, so a small product with a 60% margin cannot make a struggling supplier look healthy. This is also why one product carries at most one tag per group: otherwise the groups would overlap and their totals would exceed the account's.",
        ],
      },
      supplierScreen,
      weightedMarginExample,
      {
        kind: "checklist",
        heading: "Limits",
        items: [
          "Metric tags follow the live numbers, so a product can leave a tag like 'margin under 10%' without anyone touching it; use a manual tag to freeze a list",
          "Rules match on what Amazon's catalogue data holds (title, brand, category, dates); a typo in a title can keep a product out",
          "Tags exist only in {brand} and do not appear in Seller Central or Amazon Ads",
        ],
      },
    ],
    faqs: [
      {
        question: "Do tags sync back to Amazon?",
        answer: "No. Tags live in {brand} only; your listings and campaigns on Amazon are not changed.",
      },
      {
        question: "Can a product have several tags?",
        answer:
          "Yes, one per tag group and as many groups as you like. Keeping one tag per group means a grouped report always adds up to the account total.",
      },
      {
        question: "What happens to history when I tag a product today?",
        answer: "Tags apply to the product, not to dates, so reports for past periods regroup too. That lets you tag a supplier today and see last year's results by supplier.",
      },
      {
        question: "Can I use tags in PPC targets?",
        answer: "Yes. A target ACoS can be set per tag, for example a higher ceiling for a launch cohort, as described on the [PPC management](/features/ppc-management) page.",
      },
      {
        question: "How do I tag hundreds of existing products at once?",
        answer:
          "Either write a rule (brand is X, title contains Y, category is Z) and let it tag every match, or export the [products feed](/features/products-feed), add a column with the tag in your spreadsheet and import the CSV back. Rules are the better choice when new listings should be tagged too, because they keep applying themselves.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/sqp-keyword-optimizer",
    title: "SQP Keyword Optimizer for Amazon (Coming Soon)",
    description:
      "Coming soon: turn Amazon Search Query Performance data into keyword actions, finding queries where you win clicks but lose purchases. Join the waitlist.",
    keywords: ["search query performance", "amazon sqp", "brand analytics keywords", "amazon keyword research", "amazon search funnel"],
    eyebrow: "Coming soon",
    h1: "SQP Keyword Optimizer: coming soon",
    intro:
      "This feature is not available yet. The SQP Keyword Optimizer will read your Search Query Performance data from Amazon Brand Analytics and tell you, query by query, where you are losing shoppers: not seen, seen but not clicked, or clicked but not bought. Join the waitlist and we will invite you when it opens.",
    comingSoon: true,
    primaryCta: { label: "Join the waitlist", href: "/features/sqp-keyword-optimizer#waitlist" },
    secondaryCta: { label: "Learn the SQP metrics", href: "/amazon-kpi/search-query-performance/impression-share" },
    sections: [
      {
        kind: "prose",
        heading: "What Search Query Performance tells you",
        paragraphs: [
          "Search Query Performance is a Brand Analytics report available to brand owners enrolled in Amazon Brand Registry. For the search queries that led shoppers to your brand, it shows the total number of impressions, clicks, cart adds and purchases across Amazon, and how many of each went to your brand. Your share at each step is the funnel.",
          "Faced with hundreds of queries, it is easy to close the report unread. The optimizer is designed to do the sorting for you.",
        ],
      },
      {
        kind: "cards",
        heading: "What the optimizer will do",
        intro: "Planned capabilities. Details may change before launch.",
        items: [
          { title: "Find funnel leaks", icon: "filter", body: "Flag queries where your click share is healthy but purchase share drops, a sign that price, reviews or the listing lose the sale." },
          { title: "Spot visibility gaps", icon: "search", body: "Flag queries where you convert well when seen but have a low impression share, the candidates for more advertising." },
          { title: "Cross-check your PPC", icon: "target", body: "Compare SQP queries with your ad search terms to find high-volume queries you are not bidding on, and ones you pay for without winning." },
          { title: "Track share over time", icon: "line-chart", body: "Follow impression, click, cart-add and purchase share week by week after each listing or ad change." },
        ],
      },
      {
        kind: "checklist",
        heading: "What you will need",
        items: [
          "A brand enrolled in Amazon Brand Registry, with access to Brand Analytics",
          "Your Seller Central account connected to {brand}",
          "Amazon Ads connected, for the PPC cross-check",
        ],
      },
    ],
    faqs: [
      {
        question: "When will it be available?",
        answer:
          "We have not set a public date. Leave your email in the waitlist form on this page and we will write once, when early access opens; there is no obligation.",
      },
      {
        question: "Can I see Search Query Performance data in {brand} today?",
        answer:
          "Yes. Search Query Performance reporting is available today for brand-registered accounts with Brand Analytics access. What is coming soon is the optimizer: the query-by-query diagnosis and recommendations.",
      },
      {
        question: "How often does Amazon update Search Query Performance?",
        answer: "Amazon publishes the report for weekly, monthly and quarterly periods. The optimizer will work from the weekly data so changes show up quickly.",
      },
      {
        question: "Which SQP metrics will the optimizer use?",
        answer:
          "The four funnel shares Amazon reports, [impression share](/amazon-kpi/search-query-performance/impression-share), [click share](/amazon-kpi/search-query-performance/click-share), [cart-add share](/amazon-kpi/search-query-performance/cart-add-share) and [purchase share](/amazon-kpi/search-query-performance/purchase-share), together with [search query volume](/amazon-kpi/search-query-performance/search-query-volume) to rank queries by what they are worth.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/custom-analytics",
    title: "Custom Amazon Analytics & Report Builder (Coming Soon)",
    description:
      "Coming soon: build your own Amazon metrics, reports and scheduled exports on {brand} data. Join the waitlist to shape it and get early access.",
    keywords: ["custom amazon reports", "amazon report builder", "amazon custom metrics", "amazon analytics export", "amazon bi"],
    eyebrow: "Coming soon",
    h1: "Custom analytics: coming soon",
    intro:
      "This feature is not available yet. Custom analytics will let you define your own metrics from {brand} data, lay out reports the way your team reads them and schedule them to inboxes. Join the waitlist to get early access and tell us which reports you build by hand today.",
    comingSoon: true,
    primaryCta: { label: "Join the waitlist", href: "/features/custom-analytics#waitlist" },
    secondaryCta: { label: "Data team options today", href: "/who-we-serve/data-teams" },
    sections: [
      {
        kind: "cards",
        heading: "What we are building",
        intro: "Planned capabilities. Details may change before launch.",
        items: [
          { title: "Custom metrics", icon: "calculator", body: "Combine existing fields into your own formulas, such as contribution margin after a fixed warehouse cost per unit." },
          { title: "Report builder", icon: "blocks", body: "Choose rows (products, tags, marketplaces, campaigns), columns and date comparisons, and save the layout." },
          { title: "Scheduled delivery", icon: "clock", body: "Send a report as CSV or a summary email every day, week or month to the people who need it." },
          { title: "Shared definitions", icon: "users", body: "One definition of each custom metric for the whole team, so everyone quotes the same number." },
        ],
      },
      {
        kind: "prose",
        heading: "What you can use today",
        paragraphs: [
          "Until custom analytics ships, every {brand} table can be filtered, grouped by tag and exported to CSV. Teams that need their data in their own warehouse or BI tool can talk to us about the warehouse export and API offered with custom pricing.",
          "Two views you might otherwise rebuild by hand already exist: the [profit and loss statement](/features/profit-loss) by marketplace, brand, tag or SKU, and the [products feed](/features/products-feed) with one row per ASIN. Grouping by a [smart tag](/features/smart-tagging) covers many of the 'by supplier' or 'by product manager' cuts that otherwise live in a pivot table.",
        ],
      },
      customMetricExample,
    ],
    faqs: [
      {
        question: "When will custom analytics launch?",
        answer: "We have not set a public date. Waitlist members are invited first and we will email you when it opens.",
      },
      {
        question: "How does joining the waitlist work?",
        answer:
          "Enter your email in the form near the top of this page. It goes on the custom analytics list only, separate from the newsletter, and we email you when early access opens. If you want to tell us which reports you rebuild by hand every week, the [contact page](/contact) reaches the team that decides what ships first.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "features/winners-losers",
    title: "Amazon Winners and Losers Report by Product",
    description:
      "See which Amazon products gained or lost the most sales and profit versus last period, and why: price, conversion, traffic, stockouts, Buy Box or ad spend.",
    keywords: ["amazon winners and losers", "amazon sales drop", "amazon product trends", "period over period amazon", "why did my amazon sales drop"],
    eyebrow: "Winners & losers",
    h1: "Which products moved, and what moved them",
    intro:
      "When total profit falls 12%, the question is which products caused it. Winners and losers ranks every product by its change in sales and profit against the previous period or last year, then breaks each change into its drivers, so you spend the morning fixing the cause instead of searching for it.",
    primaryCta: trialCta,
    secondaryCta: { label: "See daily analytics", href: "/features/daily-amazon-analytics" },
    sections: [
      {
        kind: "cards",
        heading: "How the report reads",
        items: [
          { title: "Ranked by impact", icon: "trending-up", body: "Products sorted by how much of the account's change they explain, in currency, so a small SKU's big percentage swing does not crowd out the one that matters." },
          { title: "Change broken into drivers", icon: "layers", body: "Each product's change split into traffic (sessions), conversion, price, fees and ad spend, so a price cut and a conversion drop are not confused." },
          { title: "Context flags", icon: "bell", body: "Stockout days, lost Featured Offer (Buy Box) time, price changes and new ad campaigns in either period are flagged next to the product." },
          { title: "Any comparison", icon: "clock", body: "Week over week, month over month, year over year or two custom ranges, for one marketplace or all of them." },
        ],
      },
      {
        kind: "table",
        heading: "Reading a driver breakdown",
        intro: "An illustrative example of how one product's profit change is explained.",
        columns: ["Driver", "What it means", "Example reading"],
        rows: [
          ["Sessions", "More or fewer shopper visits", "Traffic down after a competitor took the top sponsored slot"],
          ["Conversion", "Unit session percentage rose or fell", "Conversion down after a 1-star review reached the top of the page"],
          ["Price", "Average selling price changed", "Coupon ran for 9 of 30 days"],
          ["Fees", "Amazon fees per unit changed", "New price band under the 2026 fulfillment fee card"],
          ["Ad spend", "More or less advertising", "Launch campaign doubled spend on the product"],
        ],
      },
      {
        kind: "checklist",
        heading: "Use it for",
        items: [
          "The Monday review: the five products that explain most of last week's change",
          "Month-end commentary for owners and investors, with causes not just totals",
          "Spotting a slow decline in a core product before it shows in the account total",
          "Checking that a price increase or listing change had the effect you intended",
        ],
      },
      driverSplitExample,
      rankingScreen,
      {
        kind: "prose",
        heading: "Why the order of drivers matters",
        paragraphs: [
          "Any breakdown of a change into parts has to choose an order, because drivers interact: lost sessions also mean fewer units that a lower price could touch. The report fixes the order traffic, conversion, unit profit, ad spend and states it, so the same data always gives the same split and a month-end comment written from it can be repeated next month.",
          "Ranking uses the currency amount of each change, not its percentage. A SKU that went from $20 to $60 profit tripled, but the $836 drop on a core product is what moved the account. Products with too few sessions to support a conversion reading are marked, so noise is not presented as a driver.",
        ],
      },
      {
        kind: "checklist",
        heading: "Limits",
        items: [
          "It explains what changed in Amazon's own data; a competitor's price cut shows up only through its effect on your traffic or conversion",
          "Periods must be comparable: a 31-day month against a 30-day one is normalised per day only if you choose per-day figures",
          "Setup is the store and Amazon Ads connection plus product costs; without costs the report ranks by sales instead of profit",
        ],
      },
    ],
    faqs: [
      {
        question: "Why did a product lose profit when its sales went up?",
        answer:
          "Usually because something per unit moved against it: a lower price, a higher fee tier, more ad spend per sale or more returns. The driver split shows which of those took the margin, so you can fix the cause rather than the total.",
      },
      {
        question: "Can I compare against last year instead of last period?",
        answer: "Yes. Choose year over year to compare the same weeks last year, which removes seasonal swings such as Prime Day and the fourth quarter.",
      },
      {
        question: "Can I see winners and losers for a brand or tag only?",
        answer: "Yes. Filter by brand, marketplace or any smart tag and the ranking is recalculated within that group.",
      },
      {
        question: "Can I rank by sales instead of profit?",
        answer: "Yes. Choose sales, units, profit or margin as the measure; profit is the default because a product can grow sales while its contribution falls.",
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
