import type { MarketingPageInput } from "../page-schema";
import { lostSalesExampleParagraphs, roiWorkedExampleTable } from "../worked-examples/free-tools";

/**
 * Copy around the free tools (hub + calculators). The interactive parts are rendered by the tool
 * components; this copy explains the inputs, the formulas and the limits of each estimate.
 * The site cannot query Amazon: every tool works only on numbers the visitor enters or imports.
 */

const UPDATED = "2026-11-20";

export const toolPages = [
  {
    path: "tools",
    title: "Free Amazon Seller Tools and Calculators",
    description:
      "Free Amazon seller tools: FBA fee calculator, bulk FBA calculator, fee audit, lost sales and ROI calculators, rank tracker. One email unlocks them all.",
    keywords: ["free amazon seller tools", "amazon seller calculators", "fba tools", "amazon roi calculator", "amazon lost sales calculator", "amazon rank tracker"],
    eyebrow: "Free tools",
    h1: "Free tools for the numbers Amazon sellers check every week",
    intro:
      "Six calculators, audits and trackers built around the questions you face before a reorder, a price change or a new launch. They run in your browser on the numbers you enter. Enter your email once to unlock the five that ask for it (the FBA fee calculator asks for nothing); this browser remembers it, so you will not be asked again.",
    primaryCta: { label: "Try the FBA fee calculator", href: "/features/amazon-fba-calculator" },
    secondaryCta: { label: "Browse the Amazon metrics library", href: "/amazon-data-library" },
    sections: [
      {
        kind: "cards",
        heading: "The tools",
        items: [
          {
            title: "FBA fee calculator",
            icon: "calculator",
            body: "Size tier, fulfillment fee, referral fee and storage under the US fee card effective January 15, 2026, with the fees most calculators leave out.",
          },
          {
            title: "Bulk FBA calculator",
            icon: "boxes",
            body: "Drop a CSV or Excel catalogue and get each product's size tier, FBA fees, profit and how close it is to a cheaper tier, priced in your browser and ready to download.",
          },
          {
            title: "FBA fee audit",
            icon: "search",
            body: "Drop in Amazon's Fee Preview report and see every SKU whose size tier or fulfillment fee does not match its own recorded dimensions, checked in your browser.",
          },
          {
            title: "Lost sales calculator",
            icon: "trending-down",
            body: "What a stockout cost you in revenue and profit: average daily units x days out of stock x price, and x unit profit for the profit you missed.",
          },
          {
            title: "ROI calculator",
            icon: "dollar",
            body: "Return on the money you put into inventory, next to profit per unit and net margin, so you can compare products that sell at very different prices.",
          },
          {
            title: "Organic rank tracker",
            icon: "search",
            body: "Record or import where your ASINs rank for your keywords and chart it over time. Your data stays in your browser.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Why we ask for an email, and what we do with it",
        paragraphs: [
          "The tools are free. We ask for an email address once so we can send you the occasional guide on Amazon fees, advertising and profit, and tell you when a tool is updated for a new Amazon fee schedule. You can unsubscribe from any email with one click.",
          "After you unlock the tools, this browser stores a note that you did, so you are not asked again. The numbers you type into the calculators are not sent to us. Our privacy policy explains what is collected and why.",
        ],
      },
      {
        kind: "checklist",
        heading: "Good to know",
        items: [
          "The tools give estimates from the numbers you enter; they cannot read your Seller Central data",
          "Fee-based tools state the Amazon fee schedule and effective date they use",
          "Amazon changes fees, usually with notice; check results against Amazon's Revenue Calculator before big decisions",
          "Connected to your store, {brand} calculates the same figures on your real orders, every day",
        ],
      },
    ],
    faqs: [
      {
        question: "Are the tools really free?",
        answer: "Yes. There is no trial clock, no account and no credit card. All we ask for is an email address, once per browser, to unlock the bulk calculator, the audit, the lost sales and ROI calculators and the rank tracker; the FBA fee calculator needs nothing.",
      },
      {
        question: "Why am I asked for my email again?",
        answer:
          "The unlock is remembered by the browser you used. A different browser or device, a private window, or clearing your site data means entering it once more.",
      },
      {
        question: "Do the tools work for marketplaces outside the US?",
        answer:
          "The lost sales, ROI and rank tools work with any currency and marketplace because you supply the numbers. The FBA fee calculator uses the US fee schedule only.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "tools/bulk-fba-calculator",
    title: "Bulk FBA Calculator: Fees and Profit for a Whole Catalogue",
    description:
      "Drop a CSV or Excel catalogue and get size tier, every FBA fee, profit, margin and tier headroom for each product, priced in your browser. Free, nothing uploaded.",
    keywords: ["bulk fba calculator", "fba fee calculator csv", "bulk amazon fee calculator", "fba fees excel", "amazon fba profit calculator bulk", "fba size tier checker"],
    eyebrow: "Free tool",
    h1: "Bulk FBA calculator: every fee for every product in one file",
    intro:
      "Amazon's Revenue Calculator prices one product at a time. Drop your catalogue as a CSV file or an Excel workbook and this calculator prices every row with the same fee engine as our FBA calculator: size tier, fulfillment fee, referral fee, storage, profit and how close each package is to a cheaper tier. The file is read in your browser and never uploaded.",
    primaryCta: { label: "All free tools", href: "/tools" },
    secondaryCta: { label: "One product at a time", href: "/features/amazon-fba-calculator" },
    sections: [
      {
        kind: "table",
        heading: "The columns it reads",
        intro:
          "Columns are found by name in any order; case, spaces and a unit in parentheses do not matter. Lengths are inches and weights pounds unless the header names another unit: (cm), (mm), (g), (kg) or (oz). Example header: SKU, Length (cm), Width (cm), Height (cm), Weight (g), Price, Category, Cost, Units per month.",
        columns: ["Column", "Required", "What to write"],
        rows: [
          ["SKU", "Yes", "Your SKU, as you want it in the results"],
          ["Length, Width, Height", "Yes", "The packaged unit's sides, in any order (the longest is taken as the length)"],
          ["Weight", "Yes", "The unit's weight with its packaging"],
          ["Price", "Yes", "Your listing price in US dollars"],
          ["Category", "Yes", "Amazon's referral fee category as the FBA calculator lists it, e.g. Home & Kitchen, Beauty, Health & Personal Care, Electronics Accessories; common variants such as Home and Kitchen or Toys are read too"],
          ["Cost", "No", "Landed cost per unit (product, freight, prep): adds net profit, margin, ROI and break-even ACoS"],
          ["Date", "No", "YYYY-MM-DD: that row's fees on that day instead of the date chosen on the page (today by default)"],
          ["Units per month", "No", "Turns the tier headroom saving into a monthly figure"],
          ["Product type", "No", "non-apparel (the default), apparel or dangerous goods: each has its own fulfillment fee card"],
          ["Own fulfillment cost, Own storage, Shipping charged", "No", "Your cost per order to ship it yourself (label, packaging, labour), your storage per unit per month and what the buyer pays for shipping: adds FBA against your own fulfillment per product"],
        ],
      },
      {
        kind: "table",
        heading: "What you get for each product",
        columns: ["Result", "How it is worked out"],
        rows: [
          ["Size tier", "From the sorted sides, unit weight and dimensional weight (L x W x H / 139), small standard to extra-large 150+ lb"],
          ["Fulfillment fee and fuel surcharge", "The rate card in force on the row's date: the 2026 card from January 15, 2026, its holiday peak from October 15, 2026 to January 14, 2027, and the 3.5% fuel and logistics surcharge from April 17, 2026; the 2025 card and its peak for earlier dates"],
          ["Referral and closing fee", "The category's rate on the price with its $0.30 minimum; media categories add the $1.80 closing fee"],
          ["Monthly storage and other fees", "One month of storage by cubic feet and season, plus bulky packaging, overmax handling and the minimal-split inbound placement fee where they apply, as the FBA calculator adds them"],
          ["Net profit, margin, ROI, break-even ACoS", "Price minus Amazon's fees minus your cost; break-even ACoS is the share of the price ads could take before the product loses money"],
          ["Tier headroom", "How far the package is from the next cheaper size tier or weight band, e.g. \"0.2 in too tall for small standard\" or \"1 oz over the 12 oz band\", and the fees it would save per unit. Only near misses count: sides at most 1 in over in total, at most 2 oz over (2 lb for bulky and extra-large)"],
          ["Previous card", "The fulfillment fee of the same product on the rate card in force a year before the row's date, so you see what the fee change did to each product"],
          ["FBA against your own fulfillment", "Net profit per unit each way: your own costs and storage instead of Amazon's fulfillment and storage fees, the referral fee on the price plus the shipping the buyer pays"],
        ],
      },
      {
        kind: "steps",
        heading: "How to use it",
        items: [
          { title: "Export your catalogue", body: "From your spreadsheet or inventory system, save one product per row with the columns above, as CSV or .xlsx (the first sheet is read). Or download the template and fill it in." },
          { title: "Drop it in", body: "Every row is priced in your browser, 100,000 rows in a couple of seconds. Rows with a problem are listed with their line, column, value and the reason; every other row is still priced." },
          { title: "Sort, filter and download", body: "Sort by fees, profit or headroom, show only the products losing money, then download the CSV: your columns as they came, plus every fee and result column." },
        ],
      },
      {
        kind: "checklist",
        heading: "Limits of the estimate",
        items: [
          "US marketplace and US dollars only",
          "The 2026 holiday peak fees are estimates: Amazon's 2026 peak table is modelled from one public transcription that equals the 2026 card plus the 2025 peak increments",
          "Amazon has not confirmed whether the fulfillment price band follows the listing price or the total sales price; the listing price is used",
          "Storage is one month at the standard rate for the date's season; storage utilization and aged inventory surcharges, returns and low-inventory-level fees are not included",
          "Fees come from the dimensions and weight you enter; Amazon bills on the ones it records, so check a surprising tier against Amazon's Revenue Calculator",
        ],
      },
    ],
    faqs: [
      {
        question: "Is my catalogue uploaded anywhere?",
        answer: "No. The file is read and priced by your browser, in a background worker; its content is never sent to {brand} or anyone else. Only the email you unlock the tools with is sent to us.",
      },
      {
        question: "What does tier headroom mean?",
        answer:
          "It is how far a package is over the limit of a cheaper size tier or weight band. A box 8.2 in tall is small bulky; at 8 in it would be large standard, usually several dollars less per unit. The calculator names the side or the weight, by how much, and the fee it would save.",
      },
      {
        question: "Why does a row say it was not priced?",
        answer:
          "A required cell is empty or not a number, the category is not one of Amazon's referral fee categories, a date is not written YYYY-MM-DD, or a size or weight is beyond Amazon's limits (often centimeters in an inches column). The list gives the line, the column, the value and the reason.",
      },
      {
        question: "Which fee card does it use?",
        answer:
          "The one in force on the date chosen on the page, today by default, or on each row's Date. Dates from April 15, 2024 are supported; after January 14, 2027 the 2026 non-peak card is used, as no later card is known.",
      },
    ],
    updated: "2026-11-26",
  },
  {
    path: "tools/fba-fee-audit",
    title: "Free FBA Fee Audit: Find Size Tier Overcharges",
    description:
      "Drop in Amazon's Fee Preview report and see which SKUs may be overcharged: size tier and FBA fee rechecked per SKU, in your browser. Free, nothing uploaded.",
    keywords: ["fba fee audit", "amazon fee preview report", "fba overcharge", "amazon size tier audit", "fba remeasurement", "fba fee reimbursement"],
    eyebrow: "Free tool",
    h1: "FBA fee audit: find the SKUs Amazon may be overcharging",
    intro:
      "Amazon bills FBA fees on the dimensions and weight it records for each unit. When that record puts a product in a bigger size tier or weight band than it belongs in, you pay more on every unit. Drop in your Fee Preview report and this audit rechecks every SKU against the 2026 US fee card, in your browser. The file is never uploaded.",
    primaryCta: { label: "All free tools", href: "/tools" },
    secondaryCta: { label: "FBA fee calculator", href: "/features/amazon-fba-calculator" },
    sections: [
      {
        kind: "table",
        heading: "What the audit checks, per SKU",
        intro: "Every check uses Amazon's own figures from the report: its recorded sides, weight, price and fees.",
        columns: ["Check", "How", "Flag when"],
        rows: [
          ["Size tier", "The tier of Amazon's recorded dimensions and weight (small standard to extra-large 150+ lb) against Amazon's product-size-tier", "Amazon's tier differs: tier_mismatch"],
          ["Fulfillment fee", "Our fee on the report's date against expected-fulfillment-fee-per-unit, both without and with the 3.5% fuel and logistics surcharge", "Same tier, but the fee differs by more than $0.01: fee_mismatch"],
          ["Referral fee", "The category's referral fee on your price against estimated-referral-fee-per-unit, where the product group belongs to one fee category", "Shown per SKU; product groups that span several categories are named, not guessed"],
          ["Your measurements (optional)", "The tier and fee of the size and weight you measured, the saving per unit and, with units per month, per month and per year", "Ranked as re-measurement candidates"],
        ],
      },
      {
        kind: "steps",
        heading: "Download the Fee Preview report",
        intro: "It is Amazon's estimate of the referral and fulfillment fees for every SKU with an active FBA offer, refreshed at least every 72 hours.",
        items: [
          { title: "In Seller Central", body: "Open Reports, then Fulfillment. In the Payments section choose Fee Preview, request the report and download the .txt file when it is ready." },
          { title: "Through the SP-API", body: "Create a report of type GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA with the Reports API, then fetch the document. It may come gzip-compressed; unpack it and drop in the text file." },
          { title: "Drop it in", body: "Drop the file on the audit or choose it. Columns are found by name, in any order; values shown as -- are treated as missing, and inches, centimeters, pounds, ounces, grams and kilograms are all read." },
        ],
      },
      {
        kind: "prose",
        heading: "What to do with the results",
        paragraphs: [
          "A tier mismatch means Amazon's fee does not follow from the dimensions Amazon itself recorded. A fee mismatch with the same tier usually points to a weight band or price band difference, or to a fee change the report has not caught up with. Sort by the difference and start with the SKUs you sell most of.",
          "The most common overcharge is a record that is simply larger or heavier than the product. Measure a unit yourself and add the figures: the audit shows the tier and fee they give and what a re-measurement would save per month. Download the CSV to keep the evidence with your claim.",
        ],
      },
      {
        kind: "steps",
        heading: "How to request a re-measurement",
        intro: "Amazon's fee reimbursement policy for weight and dimensions sets the process; Amazon's verified measurement is final.",
        items: [
          { title: "Measure like Amazon", body: "Measure and weigh one unit in its own packaging, laid flat, edge to edge, including loose flaps and handles." },
          { title: "Take photos", body: "Photograph a unit with the same FNSKU on a scale and against a tape measure or ruler." },
          { title: "Open a case", body: "Contact Selling Partner Support from Seller Central Help and ask for a review of the item's weight and dimensions, with your figures and photos." },
          { title: "Claim within 90 days", body: "Fees already charged can be claimed within 90 days of the charge. Amazon does not re-measure an ASIN measured twice in the last 60 days or with no units in its fulfillment centers." },
        ],
      },
      {
        kind: "checklist",
        heading: "Limits of the audit",
        items: [
          "US reports in US dollars only for now; European reports use different tiers and are not supported yet",
          "The report is Amazon's estimate and can lag a fee change by up to 72 hours",
          "Whether the report's fulfillment fee includes the 3.5% fuel and logistics surcharge is not documented, so the audit tries both and says which one matched",
          "Dangerous goods have their own fee card and cannot be told from the report; such SKUs may show as fee mismatches",
          "Overmax handling and bulky packaging fees are not part of the comparison",
          "The referral fee is checked only where the product group belongs to one fee category",
        ],
      },
    ],
    faqs: [
      {
        question: "Is my Fee Preview report uploaded anywhere?",
        answer: "No. The file is read and checked by your browser; its content is never sent to {brand} or anyone else. Only the email you unlock the tools with is sent to us.",
      },
      {
        question: "Why would Amazon charge the wrong size tier?",
        answer:
          "Amazon measures units with sensors in its fulfillment centers. A loose flap, a bulging polybag or a record from an earlier version of the packaging can put a unit in a larger tier or weight band, and every unit is then billed at that rate until the record changes.",
      },
      {
        question: "What does a fee mismatch with the same tier mean?",
        answer:
          "The tier agrees, but the fee does not follow from the recorded weight and price: often a different weight band, the price band of a price near $10 or $50, a dangerous-goods SKU, or a report that has not yet caught up with a fee change.",
      },
      {
        question: "Can I audit a report with 20,000 SKUs?",
        answer: "Yes. Reading and checking 20,000 rows took about a second in our benchmark, all in the browser. The table shows the first 500 rows of any filter; the CSV download holds every row.",
      },
      {
        question: "Does the audit work for Canada or Europe?",
        answer: "Not yet. Rows in other currencies are listed as not checked, and a European report is recognised and named as unsupported.",
      },
    ],
    updated: "2026-11-23",
  },
  {
    path: "tools/lost-sales-calculator",
    title: "Amazon Lost Sales Calculator: Cost of a Stockout",
    description:
      "Estimate the revenue and profit a stockout cost you on Amazon from daily sales, days out of stock, price and unit profit, plus the knock-on costs to watch.",
    keywords: ["amazon lost sales calculator", "amazon stockout cost", "out of stock amazon", "missed sales amazon", "fba stockout"],
    eyebrow: "Free tool",
    h1: "Lost sales calculator: what a stockout really costs",
    intro:
      "Running out of stock on Amazon costs more than the orders you missed, but the missed orders are where the estimate starts. Enter your average daily units, the days you were out of stock, your average selling price and your profit per unit to see the revenue and profit the stockout cost you.",
    primaryCta: { label: "Get stockout alerts before it happens", href: "/signup" },
    secondaryCta: { label: "All free tools", href: "/tools" },
    sections: [
      {
        kind: "table",
        heading: "The formula",
        columns: ["Result", "Formula"],
        rows: [
          ["Lost units", "Average daily units sold before the stockout x days out of stock"],
          ["Lost revenue", "Lost units x average selling price"],
          ["Lost profit", "Lost units x profit per unit after Amazon fees, COGS and ad cost"],
        ],
      },
      {
        kind: "prose",
        heading: "A worked example",
        paragraphs: lostSalesExampleParagraphs,
      },
      {
        kind: "cards",
        heading: "Costs the formula does not capture",
        intro: "These are real but hard to put a single number on. Keep them in mind when you decide how much safety stock to hold.",
        items: [
          {
            title: "Organic rank",
            icon: "trending-down",
            body: "Amazon does not publish how organic rank is set, but days without sales leave a gap in a listing's sales history, and rank lost during a stockout can take time to recover after restocking.",
          },
          {
            title: "Advertising momentum",
            icon: "target",
            body: "Ads stop serving while a product is out of stock, and campaigns can need higher bids for a while to win back placements.",
          },
          {
            title: "Low-inventory-level fee",
            icon: "dollar",
            body: "Since April 1, 2024, Amazon can charge a per-unit fee when both your 30- and 90-day historical days of supply fall under 28 days, so running thin costs money even before you run out.",
          },
          {
            title: "Customers who switch",
            icon: "users",
            body: "A shopper who buys a competitor's product during your stockout may not come back, especially for consumables they reorder.",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "How to avoid the next one",
        items: [
          "Calculate a reorder point: daily units x (supplier lead time + shipping + FBA check-in time) + safety stock",
          "Track days of supply per SKU, not only units on hand",
          "Allow extra check-in time before Prime Day and the fourth quarter",
          "Keep buffer stock in a warehouse or Amazon Warehousing and Distribution for fast replenishment",
        ],
      },
    ],
    faqs: [
      {
        question: "Which daily sales rate should I use?",
        answer:
          "The average daily units over a normal period before the stockout, for example the 30 days before you ran low. If sales were rising or you had a promotion planned, adjust for that.",
      },
      {
        question: "Should I count partial stockouts?",
        answer:
          "Yes, if a variation or a marketplace was out while others were in stock. Run the calculation for the SKU that was out, with its own sales rate.",
      },
      {
        question: "Where do I find my days out of stock?",
        answer:
          "Seller Central's inventory reports show available quantity by day. Connected to {brand}, stockout days and estimated lost sales are calculated for every SKU automatically.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "tools/roi-calculator",
    title: "Amazon ROI Calculator: Return on Inventory Spend",
    description:
      "Calculate ROI, profit per unit and net margin for an Amazon product from price, landed cost, Amazon fees and ad cost, and see why ROI and margin differ.",
    keywords: ["amazon roi calculator", "fba roi", "amazon profit margin calculator", "return on investment amazon", "fba profit per unit"],
    eyebrow: "Free tool",
    h1: "Amazon ROI calculator",
    intro:
      "ROI tells you what each dollar you put into inventory earns back. Enter your selling price, product and freight cost, Amazon fees and advertising cost per unit to get profit per unit, net margin and ROI side by side, then change one input at a time to see which lever matters most.",
    primaryCta: { label: "See ROI on every SKU automatically", href: "/signup" },
    secondaryCta: { label: "Work out the FBA fees first", href: "/features/amazon-fba-calculator" },
    sections: [
      {
        kind: "table",
        heading: "The formulas",
        columns: ["Metric", "Formula"],
        rows: [
          ["Profit per unit", "Price - referral fee - FBA fees - landed cost - ad cost per unit - other costs"],
          ["Net margin", "Profit per unit / price x 100"],
          ["ROI", "Profit per unit / landed cost (product cost + freight, duties and prep) x 100"],
        ],
      },
      roiWorkedExampleTable,
      {
        kind: "prose",
        heading: "ROI or margin: which one to watch",
        paragraphs: [
          "Margin compares profit with the price; ROI compares it with the cash you tied up. A $60 product with a 20% margin and a $9 product with a 20% margin look the same on margin, but if the cheap one costs $2 to make and the expensive one $30, their ROI is very different, and so is how fast they grow your cash.",
          "ROI also ignores time. A product with 80% ROI that sells through in 45 days can return more cash over a year than one with 150% ROI that sits in a warehouse for eight months, paying storage and, after 181 days, the aged inventory surcharge. Check days of supply next to ROI before reordering.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is a good ROI for an Amazon FBA product?",
        answer:
          "It depends on the category, how fast the product sells and your cost of capital, so treat any single benchmark with caution. Compare ROI across your own products and reorder the ones that combine healthy ROI with quick sell-through.",
      },
      {
        question: "Should advertising be included in ROI?",
        answer:
          "Yes, as an average ad cost per unit sold (total ad spend for the product divided by total units, not just ad-attributed units). Leaving ads out overstates ROI for products that depend on them.",
      },
      {
        question: "Is landed cost the same as COGS?",
        answer:
          "Landed cost is the full cost of getting a unit to Amazon: the supplier price plus freight, duties, inspection and prep. Using only the supplier price makes ROI look better than it is.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "tools/organic-rank-tracker",
    title: "Free Amazon Organic Rank Tracker (Private, In-Browser)",
    description:
      "Track where your ASINs rank organically for each keyword. Record positions or import a CSV, chart them over time; your data stays in your browser.",
    keywords: ["amazon rank tracker", "amazon keyword rank tracker", "organic rank amazon", "amazon keyword position", "free rank tracker"],
    eyebrow: "Free tool",
    h1: "Organic rank tracker for your Amazon keywords",
    intro:
      "Keep a clean history of where your products rank for the keywords that matter. This tracker does not query Amazon: you record the positions you check, or import them from a CSV, and it charts each keyword over time. Everything is stored in this browser, so your keyword list stays private.",
    primaryCta: { label: "All free tools", href: "/tools" },
    secondaryCta: { label: "Read about Search Query Performance", href: "/resources/blog/how-to-read-search-query-performance" },
    sections: [
      {
        kind: "steps",
        heading: "How it works",
        items: [
          { title: "Add your keywords and ASINs", body: "List the search terms you care about and the ASIN you want to follow for each." },
          { title: "Record ranks", body: "Enter the organic position you found for each keyword on the day you checked, or import a CSV with a date, keyword, ASIN and rank on each row. The tool shows the expected columns." },
          { title: "Watch the trend", body: "Each keyword gets a chart over time. Add notes such as price changes, new images or a PPC push so you can see what moved the rank." },
          { title: "Export or back up", body: "Download everything as CSV whenever you like. Because the data lives in this browser, export it before clearing site data or switching devices." },
        ],
      },
      {
        kind: "checklist",
        heading: "Check ranks the same way every time",
        intro: "Amazon's results vary by shopper, location and device, so consistency matters more than precision.",
        items: [
          "Search in a private window while signed out of Amazon",
          "Set the same delivery ZIP code each time",
          "Use the same device type; mobile and desktop results differ",
          "Count organic results only and skip Sponsored placements",
          "Record the page and position, or the overall position counting from the top",
          "Check at a similar time of day and on the same weekday each week",
        ],
      },
      {
        kind: "prose",
        heading: "Rank is a signal, not the goal",
        paragraphs: [
          "A higher organic rank matters because it brings sessions and sales. Read rank next to sessions and conversion: a jump in rank for a keyword few shoppers search moves nothing, while a slip on your top query can cost a week of sales. Brand-registered sellers can measure what each query is worth with the Search Query Performance report in Brand Analytics.",
        ],
      },
    ],
    faqs: [
      {
        question: "Why doesn't the tracker check ranks automatically?",
        answer:
          "Automatically collecting Amazon search results is not something this site does. The tracker works only with ranks you record or import, which also means it never shares your keywords with anyone.",
      },
      {
        question: "Where is my data stored?",
        answer:
          "In your browser's local storage on this device. It is not sent to {brand}. Clearing site data or using another browser starts an empty tracker, so export a CSV backup regularly.",
      },
      {
        question: "Can I import ranks from another tool?",
        answer:
          "Yes, if you can export them to CSV. Map or rename the columns to the date, keyword, ASIN and rank format the importer shows, then import the file.",
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
