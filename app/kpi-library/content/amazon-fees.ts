import type { KpiContent } from "~/kpi-library/schema";

export const amazonFeesKpis = [
  {
    slug: "referral-fee",
    category: "amazon-fees",
    name: "Referral fee",
    aliases: ["Amazon commission", "Selling fee", "Referral commission", "Category fee"],
    definition:
      "The referral fee is Amazon's commission on each item sold: a category percentage of the total sales price (item price plus shipping and gift wrap, excluding tax), subject to a per-item minimum of $0.30 in most US categories.",
    whyItMatters:
      "The referral fee is charged on every sale, FBA or not, and at 15% in most categories it is usually the largest Amazon fee after fulfillment. Because it scales with price, it is the reason break-even prices and discount math differ from simple cost-plus. Tiered categories (electronics accessories, furniture, jewelry, watches) charge different rates on different parts of the price, which changes pricing decisions around the thresholds.",
    workedExample: {
      scenario:
        "A Home & Kitchen utensil set sells for $24.99 with free Prime shipping. Home & Kitchen pays the standard 15% rate with a $0.30 minimum (US, 2026). Referral fee = max($24.99 × 15%, $0.30) = $3.75.",
      inputs: { totalSalesPrice: 24.99, referralRate: 15, minimumFee: 0.3 },
      result: 3.75,
    },
    typicalRange: {
      summary:
        "15% for most US categories (Home & Kitchen, Toys, Sports, Pet, Tools, Office and more). Lower: 8% for Consumer Electronics, Computers, Camera & Photo, Full-size Appliances and Video Game Consoles; 12% for Automotive & Powersports and Business, Industrial & Scientific; Beauty, Health & Personal Care and Baby pay 8% at $10 or less, 15% above; Clothing & Accessories 5% up to $15, 10% from $15 to $20, 17% above $20. Higher: 45% for Amazon Device Accessories. Tiered: Electronics Accessories 15% on the first $100 and 8% above; Furniture 15% up to $200, 10% above; Jewelry 20% up to $250, 5% above; Watches 16% up to $1,500, 3% above.",
      source: "Amazon's US referral fee schedule, unchanged for 2025 and 2026 (as of 2026).",
    },
    howToImprove: [
      "Check that each ASIN sits in the right fee category; a product type mapped to the wrong category can carry a higher rate (open a case to correct it).",
      "Around price thresholds (e.g. $10 in Beauty, $15 and $20 in Clothing) test whether a slightly lower price cuts the rate enough to raise profit.",
      "Sell bundles: the percentage stays the same, but one referral fee on a higher-value order spreads other per-order costs.",
      "Remember the fee includes shipping and gift-wrap charges on FBM orders when setting those charges.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Fee Preview (estimated referral fee per SKU at your current price); Amazon's Revenue Calculator for any price; actual charges per order in Seller Central > Payments > Transaction View.",
    commonMistakes: [
      "Applying a tiered rate to the whole price: in Electronics Accessories, Furniture, Jewelry and Watches the lower rate applies only to the part of the price above the threshold.",
      "Calculating the fee on the item price only and forgetting shipping and gift-wrap charges.",
      "Assuming a refund returns the whole fee: Amazon keeps a refund administration fee (lesser of $5.00 or 20% of the referral fee).",
    ],
    related: [
      "fees-per-unit",
      "amazon-fees-percentage",
      "fba-fulfillment-fee",
      "break-even-price",
      "media-closing-fee",
    ],
    faqs: [
      {
        question: "How much is the Amazon referral fee in 2026?",
        answer:
          "In the US most categories pay 15% of the total sales price with a $0.30 minimum per item. Some categories pay 8% or 12%, Amazon Device Accessories 45%, and several categories use price thresholds or tiers. The schedule was unchanged from 2025.",
      },
      {
        question: "How do tiered referral fees work?",
        answer:
          "Each rate applies to the part of the price in its tier. A $300 piece of jewelry pays 20% on the first $250 ($50.00) plus 5% on the remaining $50 ($2.50), for $52.50 in total, not 20% or 5% of the whole price.",
      },
      {
        question: "Is the referral fee charged on shipping and sales tax?",
        answer:
          "It is charged on the total sales price, which includes the item price, shipping and gift-wrap charges, but not sales tax.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "fba-fulfillment-fee",
    category: "amazon-fees",
    name: "FBA fulfillment fee",
    aliases: ["FBA fee", "Fulfillment fee", "Pick and pack fee", "FBA fulfillment fee per unit"],
    definition:
      "The FBA fulfillment fee is the per-unit fee Amazon charges to pick, pack and ship an FBA order and handle customer service, set by size tier, shipping weight, product type (standard, apparel, dangerous goods) and price band.",
    whyItMatters:
      "For most FBA products it is the single largest Amazon fee, and it is fixed per unit, so it weighs heaviest on low-priced items. A few ounces or a fraction of an inch can move a product into a higher weight band or size tier. Since January 15, 2026 the US rate card also has three price bands (under $10, $10-$50, over $50), so price changes can change the fee too.",
    workedExample: {
      scenario:
        "A kitchen scale sells for $34.99 in a 14 × 10 × 6 in box weighing 4.1 lb. Its dimensional weight is 6.04 lb, so the shipping weight is 6.04 lb and it is large standard 3-20 lb. On the US 2026 rate card (effective Jan 15, 2026), non-apparel, $10-$50 band: $6.97 for the first 3 lb plus $0.08 per 4 oz above. FBA fee = $6.97 + $0.08 × 13 increments ((6.04 - 3) ÷ 0.25 = 12.16, rounded up) = $8.01, before the 3.5% fuel and logistics surcharge.",
      inputs: { baseFee: 6.97, shippingWeight: 6.04, includedWeight: 3, incrementFee: 0.08, incrementSize: 0.25 },
      result: 8.01,
    },
    typicalRange: {
      summary:
        "US, 2026 rate card, effective Jan 15, 2026, non-apparel, non-peak (under $10 / $10-$50 / over $50): small standard $2.43 to $4.22; large standard up to 3 lb $2.91 to $6.93; large standard 3-20 lb $6.15 / $6.97 / $7.23 plus $0.08 per 4 oz above 3 lb; small bulky from $6.78 / $7.55 and large bulky from $8.58 / $9.35, each plus $0.38 per lb above the first; extra-large from $25.56. Apparel and dangerous goods pay more. Some apparel 3-20 lb bands could only be taken from public calculators, not from Amazon's own table: check them in the Revenue Calculator.", // apparel 3-20 lb: unverified (code sources only)
      source:
        "US FBA rate card effective January 15, 2026, as reproduced by public fee calculators that follow Amazon's rate card; check against Amazon's Revenue Calculator. Excludes the 3.5% fuel and logistics surcharge (from April 17, 2026) and peak-season fees.",
    },
    howToImprove: [
      "Redesign packaging to drop a size tier or weight band: shaving a side under 0.75 in or weight under 16 oz can move a product into small standard.",
      "Check the dimensions and weight Amazon has on file in the Fee Preview report and request a re-measurement if they are wrong.",
      "Sell multipacks or bundles so one fulfillment fee covers more revenue.",
      "Consider Ships in Product Packaging certification where eligible; Amazon gives a small per-unit discount on standard-size fees.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Fee Preview (estimated FBA fee per SKU with the dimensions and weight Amazon uses); Amazon's Revenue Calculator; actual charges in Seller Central > Payments > Transaction View (FBA per-unit fulfillment fee lines).",
    commonMistakes: [
      "Using unit weight for large standard or bulky items when dimensional weight is higher.",
      "Ignoring peak-season fulfillment fees (Amazon has applied them from October 15 to January 14) and the 3.5% fuel and logistics surcharge.",
      "Assuming the price band uses list price: whether Amazon uses the listing price or the total sales price for the band is not confirmed in the sources reviewed, so check borderline prices in the Revenue Calculator.",
    ],
    related: ["dimensional-weight", "fuel-and-logistics-surcharge", "fees-per-unit", "referral-fee", "profit-per-unit"],
    faqs: [
      {
        question: "How is the FBA fulfillment fee calculated in 2026?",
        answer:
          "Amazon sorts the packaged sides, assigns a size tier, takes the shipping weight (unit weight for small standard; the greater of unit and dimensional weight for most other tiers), rounds it up to the rate card's weight band and reads the fee for the product type and price band (under $10, $10-$50, over $50).",
      },
      {
        question: "Is the FBA fee refunded when a customer returns the item?",
        answer:
          "No. The fulfillment fee covers the outbound order and is kept. Returns may also add a returns processing fee for apparel and shoes, or for other products above their category's return-rate threshold.",
      },
      {
        question: "What are FBA peak-season fees?",
        answer:
          "Amazon has added a temporary increase to fulfillment fees from October 15 to January 14. Its 2025 examples included a small standard phone case going from $3.15 to $3.34 and a large bulky baby cot from $12.27 to $13.31. Amazon announces each year's peak rates in the autumn; check the current ones on the FBA fee page before planning Q4.", // 2026 peak rates: not verified
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "monthly-storage-fee",
    category: "amazon-fees",
    name: "Monthly storage fee",
    aliases: ["FBA storage fee", "Inventory storage fee", "Monthly inventory storage fee"],
    searchAliases: ["storage fee", "storage fees", "storage cost"],
    definition:
      "The monthly storage fee is what Amazon charges for the average daily volume, in cubic feet, your FBA inventory occupies in its fulfillment centers during a month, at a rate that depends on size type and season.",
    whyItMatters:
      "Storage is a cost of holding stock, not of selling it, so it grows quietly when sales slow or orders are too large. The October-December rate is about three times the January-September rate for standard-size items, which changes how much stock it pays to hold for Q4. Storage also sits underneath the aged-inventory and storage-utilization surcharges, which add to it.",
    workedExample: {
      scenario:
        "In June a seller stores an average of 850 units of a standard-size product that measures 0.18 cubic feet packaged. Monthly storage fee = 0.18 × 850 × $0.78 = $119.34. The same stock in November, at $2.40 per cubic foot, would cost $367.20.",
      inputs: { unitVolume: 0.18, averageUnitsStored: 850, ratePerCubicFoot: 0.78 },
      result: 119.34,
    },
    typicalRange: {
      summary:
        "US rates per cubic foot per month: standard-size $0.78 (January-September) and $2.40 (October-December); oversize $0.56 and $1.40; dangerous goods standard-size $0.99 and $3.63, oversize $0.78 and $2.43. Aged-inventory and storage-utilization surcharges come on top.",
      source:
        "Amazon US storage rates in effect since April 1, 2024, reported unchanged for 2025 and 2026 (as of 2026).",
    },
    howToImprove: [
      "Order closer to demand and replenish more often; keep days of supply near your lead time plus safety stock.",
      "Reduce packaged volume: storage is billed per cubic foot, so smaller packaging cuts storage as well as fulfillment fees.",
      "Run down slow movers before October, when standard-size rates roughly triple.",
      "Hold overflow in cheaper storage (your 3PL or Amazon Warehousing and Distribution) and replenish FBA from there.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Monthly Storage Fees (per-ASIN volume, average quantity on hand, rate and estimated fee); the charge appears in Seller Central > Payments > Transaction View, usually billed between the 7th and 15th of the following month.",
    commonMistakes: [
      "Using product dimensions instead of the packaged dimensions Amazon measured.",
      "Budgeting Q4 storage at the January-September rate.",
      "Treating the monthly storage fee as the whole storage cost and missing aged-inventory and utilization surcharges.",
    ],
    related: [
      "storage-cost-per-unit",
      "aged-inventory-surcharge",
      "storage-utilization-surcharge",
      "days-of-supply",
      "excess-inventory-percentage",
    ],
    faqs: [
      {
        question: "How much does Amazon charge for storage in 2026?",
        answer:
          "In the US, standard-size inventory costs $0.78 per cubic foot per month from January to September and $2.40 from October to December; oversize costs $0.56 and $1.40. Dangerous goods cost more. Surcharges for aged inventory and high storage utilization are added separately.",
      },
      {
        question: "How do I calculate the cubic feet of my product?",
        answer:
          "Multiply the packaged length, width and height in inches and divide by 1,728. A 10 × 6 × 5 in box is 300 cubic inches, or about 0.17 cubic feet.",
      },
    ],
    tracking: {
      how: { "/features/profit-loss": "shows it as Amazon charges it: {fact:storageBooking}." },
    },
    lastReviewed: "2026-11-15",
  },
  {
    slug: "aged-inventory-surcharge",
    category: "amazon-fees",
    name: "Aged inventory surcharge",
    aliases: ["Long-term storage fee", "LTSF", "Aged inventory fee"],
    definition:
      "The aged inventory surcharge is a monthly charge, on top of the storage fee, for FBA inventory that has been in Amazon's fulfillment centers longer than 180 days, priced per cubic foot by age band with a per-unit minimum for the oldest stock.",
    whyItMatters:
      "The surcharge rises steeply with age, so a slow-moving SKU can cost more to keep than it will earn. It is the clearest signal to reprice, promote or remove stock before the costs compound. Aged stock also weighs on the inventory metrics Amazon uses for capacity limits.",
    workedExample: {
      scenario:
        "A seller still has 400 phone stands aged over 365 days, each 0.02 cubic feet. At the estimated 366+ day rate of $6.90 per cubic foot the volume charge would be 8 cu ft × $6.90 = $55.20, but the per-unit minimum of $0.15 × 400 = $60.00 is higher. Aged inventory surcharge = max($55.20, $60.00) = $60.00 for the month.",
      inputs: { agedUnits: 400, unitVolume: 0.02, ratePerCubicFoot: 6.9, perUnitMinimum: 0.15 },
      result: 60,
    },
    typicalRange: {
      summary:
        "Estimated US rates per cubic foot per month: 181-210 days $0.50; 211-240 $1.00; 241-270 $1.50; 271-300 $5.45; 301-330 $5.70; 331-365 $5.90; 366+ days $6.90 or $0.15 per unit, whichever is greater. A 2026 band for stock over 456 days ($7.90 per cubic foot or $0.35 per unit) is reported. Some categories have their own schedule. Treat these figures as estimates.",
      source:
        "Single public source (rate-card data), partly verified against Amazon's 2024 announcements; estimates, check Amazon's aged inventory surcharge help page (as of 2026).",
    },
    howToImprove: [
      "Review inventory age monthly and act at 150 days, before the first band starts.",
      "Lower the price, run a coupon or Outlet deal, or advertise the aged ASIN to sell through.",
      "Create a removal or disposal order, or use FBA Liquidations, when the surcharge outweighs the expected margin.",
      "Order smaller quantities for slow sellers so no unit reaches 181 days.",
    ],
    whereToFind:
      "Seller Central > Inventory > FBA Inventory (inventory age view) and Reports > Fulfillment > Inventory Age for the age buckets; the charge appears in Payments > Transaction View and in the fee charge reports under Reports > Fulfillment (Payments section).",
    commonMistakes: [
      "Waiting for the one-year mark: the surcharge starts at 181 days and jumps at 271 days.",
      "Ignoring the per-unit minimum on the oldest band, which makes small, cheap items expensive to keep.",
    ],
    related: [
      "monthly-storage-fee",
      "aged-inventory-percentage",
      "sell-through-rate",
      "excess-inventory-percentage",
      "storage-utilization-surcharge",
    ],
    faqs: [
      {
        question: "When does the aged inventory surcharge start?",
        answer:
          "At 181 days in a fulfillment center. The rate per cubic foot rises in bands, with a steep jump at 271 days and the highest rate for stock older than a year.",
      },
      {
        question: "Is it cheaper to remove aged inventory than pay the surcharge?",
        answer:
          "It can be. Compare the removal or disposal fee per unit with the surcharge you will keep paying each month plus the storage fee, and with the margin you can realistically recover by discounting.",
      },
    ],
    tracking: {
      how: { "/features/profit-loss": "shows it as Amazon charges it: {fact:storageBooking}." },
    },
    lastReviewed: "2026-11-24",
  },
  {
    slug: "inbound-placement-fee",
    category: "amazon-fees",
    name: "Inbound placement fee",
    aliases: ["Inbound placement service fee", "FBA placement fee", "Shipment split fee"],
    definition:
      "The inbound placement fee is a per-unit charge, in effect since March 1, 2024, that Amazon applies when you send inventory to fewer fulfillment locations than it would choose and Amazon redistributes it across its network.",
    whyItMatters:
      "The fee is decided at shipment creation, so it is easy to pay it without noticing on every shipment. On small items it can add a noticeable share to the cost of each unit. The choice is a trade-off: Amazon-optimized splits avoid the fee but mean paying carriers to reach several locations, so the cheapest option depends on your freight costs.",
    workedExample: {
      scenario:
        "A seller sends 2,400 small standard units in one shipment and picks minimal shipment splits (one inbound location). Send to Amazon quotes $0.30 per unit, in line with published estimates for small standard items. Amazon receives all 2,400 and charges the fee about 45 days later: inbound placement fee = 2,400 × $0.30 = $720.00. With Amazon-optimized splits the fee would be $0 but the cartons would go to several locations.",
      inputs: { units: 2400, feePerUnit: 0.3 },
      result: 720,
    },
    typicalRange: {
      summary:
        "Varies by size tier, shipping weight, placement option, number of splits and destination region (western and capacity-constrained locations cost more). The tops of Amazon's 2024-25 minimal-split ranges are $0.30 per unit for small standard and $0.34-$0.68 for large standard, higher for large bulky; Amazon has published no 2026 table, so treat 2026 figures as unconfirmed; $0 for Amazon-optimized splits on qualifying shipments. Amazon removed the partial-split option for standard-size products in 2025; it remains for large bulky items.",
      source:
        "Amazon Seller Central help GC3Q44PBK8BXQW3Z, 2025 FBA inbound placement service fee (2024-25 ranges, partial split withdrawn for standard-size on February 20, 2025), checked November 2026; no 2026 table found. Your Send to Amazon quote is the authority.",
    },
    howToImprove: [
      "Compare the placement fee with the carrier cost of Amazon-optimized splits for each shipment, not once.",
      "Meet Amazon-optimized requirements: identical cartons with the same quantity and item mix per SKU make the zero-fee option available more often.",
      "Separate standard-size and bulky items into their own shipments.",
      "Consider Amazon Warehousing and Distribution: Amazon has exempted AWD-to-FBA replenishment from the inbound placement fee.",
    ],
    whereToFind:
      "Seller Central > Send to Amazon: the placement options and their fees are shown when you confirm the shipment. Amazon charges it about 45 days after the shipment is received, on the units received; the charges appear in Seller Central > Payments > Transaction View as FBA inbound placement service fees.",
    commonMistakes: [
      "Leaving the default minimal-split option on every shipment without comparing total cost.",
      "Counting the fee twice, as an Amazon fee and again in landed cost: count it once, as a per-unit Amazon fee, and include it in break-even calculations.",
    ],
    related: ["landed-cost-per-unit", "amazon-fees-percentage", "fees-per-unit", "low-inventory-level-fee"],
    faqs: [
      {
        question: "How do I avoid the Amazon inbound placement fee?",
        answer:
          "Choose Amazon-optimized shipment splits when they are offered (they carry no fee for qualifying shipments) and ship to the locations Amazon assigns. Shipments with identical cartons per SKU qualify more often.",
      },
      {
        question: "Is the inbound placement fee worth paying?",
        answer:
          "Sometimes. If shipping to the several locations of an Amazon-optimized split (Amazon's table describes five or more) costs more in freight and handling than the placement fee, a minimal split is cheaper overall. Compare the total per unit for each option.",
      },
    ],
    tracking: {
      how: {
        "/features/amazon-fba-calculator":
          "estimates it at the top of Amazon's published 2024-25 range for the size tier, shipping weight and split you choose, since Amazon's 2026 table was not found; your Send to Amazon quote is the authority.",
      },
      note: "{fact:placementFeeBooking}.",
    },
    lastReviewed: "2026-11-24",
  },
  {
    slug: "low-inventory-level-fee",
    category: "amazon-fees",
    name: "Low-inventory-level fee",
    aliases: ["Low inventory fee", "LILF", "Low-inventory fee"],
    searchAliases: ["lil fee", "lil", "low stock fee"],
    definition:
      "The low-inventory-level fee is a per-unit FBA charge, in effect since April 1, 2024, applied to units shipped when both the 30-day and 90-day historical days of supply are under 28 days (reported, not confirmed by Amazon, to be measured per FNSKU from January 15, 2026).",
    whyItMatters:
      "It penalizes running FBA stock too lean, which forces Amazon to ship from distant locations. Sellers who replenish just in time to save storage can pay more in this fee than they save. It also signals stockout risk, which costs rank and sales. Seller-fee trackers report that from January 15, 2026 the days-of-supply test runs per FNSKU instead of per parent product, so one thinly stocked color or size would pay the fee even when its parent as a whole is well stocked; Amazon's own wording of that change has not been found, so treat it as likely rather than confirmed.",
    workedExample: {
      scenario:
        "A small standard FNSKU (one color of a phone stand) shipped 640 units in a month. Its 30-day historical days of supply is 11 and its 90-day figure 17; the higher of the two, 17 days, falls in the 14-21 day band at $0.63 per unit (US). Low-inventory-level fee = 640 × $0.63 = $403.20.",
      inputs: {
        unitsShipped: 640,
        daysOfSupply30: 11,
        daysOfSupply90: 17,
        feeUnder14Days: 0.89,
        fee14To21Days: 0.63,
        fee21To28Days: 0.32,
      },
      result: 403.2,
    },
    typicalRange: {
      summary:
        "US per unit (under 14 / 14-21 / 21-28 days of supply): small standard $0.89 / $0.63 / $0.32; large standard up to 3 lb $0.97 / $0.70 / $0.36; large standard 3-20 lb $1.11 / $0.87 / $0.47. 2026 bulky rates from public calculators (estimates): small bulky $1.85 / $1.02 / $0.51; large bulky $2.09 / $1.15 / $0.57. No fee at 28 days or more (reportedly measured per FNSKU from January 15, 2026; not confirmed by Amazon).",
      // Bulky rates and the per-FNSKU rule: unverified (third-party and public code sources only).
      source:
        "Amazon Seller Central help pages on the low-inventory-level fee (since April 1, 2024; standard-size rates). The per-FNSKU measurement from January 15, 2026 is reported by several seller-fee trackers (2026); Amazon's own 2026 wording could not be read for this page. The small and large bulky rates added on January 15, 2026 come from public fee calculators, not an Amazon table: treat them as estimates (as of November 2026).",
    },
    howToImprove: [
      "Keep at least 28 days of supply in FBA, plus your replenishment lead time, for steady sellers.",
      "Use Amazon Warehousing and Distribution auto-replenishment: products at least 70% replenished through AWD are exempt.",
      "Plan inbound shipments around receiving times, which grow before Prime Day and Q4.",
      "Check exemptions before reacting: products selling fewer than 20 units in the past 7 days (counted at the parent level in Amazon's help page), new Professional sellers in their first 365 days and FBA New Selection parents for 180 days are exempt.",
    ],
    whereToFind:
      "Seller Central > Inventory > FBA Inventory shows historical days of supply and low-inventory-level fee indicators per SKU; Amazon adds the fee into the FBA fulfillment fee, so in Seller Central > Payments > Transaction View it sits inside the FBA Pick & Pack Fee (open the Fee explainer), and the SKU Economics report has a low-inventory-level fee column (Seller Central help GV43F6S76Y9DHYRH).",
    commonMistakes: [
      "Confusing historical days of supply (based on past sales) with forward-looking days of cover.",
      "Cutting inventory to avoid storage and aged-inventory charges so far that this fee applies instead.",
    ],
    related: ["days-of-supply", "reorder-point", "safety-stock", "in-stock-rate", "stockout-days"],
    faqs: [
      {
        question: "How do I avoid the low-inventory-level fee?",
        answer:
          "Keep the 30-day or the 90-day historical days of supply at 28 days or more, and for every FNSKU if you sell variations: from January 15, 2026 each variation is reported to be tested on its own (not confirmed by Amazon). The fee only applies when both are under 28 days, and the band is chosen by the higher of the two.",
      },
      {
        question: "Does the low-inventory-level fee apply to new products?",
        answer:
          "Products enrolled in FBA New Selection are exempt for their first 180 days, new Professional sellers are exempt for 365 days, and products selling fewer than 20 units in the past 7 days are exempt.",
      },
    ],
    lastReviewed: "2026-11-26",
  },
  {
    slug: "returns-processing-fee",
    category: "amazon-fees",
    name: "Returns processing fee",
    aliases: ["FBA returns processing fee", "High return-rate fee", "Return processing fee"],
    definition:
      "The returns processing fee is a per-unit FBA charge for handling customer returns: for most categories it applies only to returned units above the category's return-rate threshold, while apparel and shoes pay it on every returned unit.",
    whyItMatters:
      "It turns a high return rate into a direct, recurring cost on top of the lost sale and the non-refunded FBA fee. Because it is billed months after the sales, it is easy to miss in monthly profit. The threshold gives a clear target: keep each product's return rate below its category threshold and the fee disappears for non-apparel products.",
    workedExample: {
      scenario:
        "A kitchen gadget ships 1,000 units in June; 85 of them come back over June to August. Suppose its category threshold on the FBA Returns dashboard is 6%, so 60 returns are free and 25 are charged, at an illustrative $3.00 per unit for its size and weight. Returns processing fee = (85 - 1,000 × 6%) × $3.00 = $75.00, billed in September.",
      inputs: { unitsShipped: 1000, unitsReturned: 85, thresholdPercent: 6, feePerReturnedUnit: 3 },
      result: 75,
    },
    typicalRange: {
      summary:
        "Amazon shows each category's return-rate threshold on the FBA Returns dashboard; third-party summaries quote 2.9% for Grocery up to 12.8% for Backpacks, Handbags and Luggage. The per-unit fee depends on size tier and shipping weight. The only Amazon rate card we could read is an older apparel-and-shoes version (before the February 2024 size tiers): for standard-size items up to 3 lb it ran from $2.12 (small standard, 6 oz or less) to $3.41 (large standard, 2 to 3 lb), heavier large standard items added $0.20 per lb above 3 lb, and oversize started at $4.19. Amazon's current card was not available to us, so treat per-unit figures as estimates.",
      source:
        "Amazon's returns processing fee rules (threshold regime from June 1, 2024) and its older apparel-and-shoes rate card, help page 64LS955WNFT6EDP; thresholds as quoted by Teikametrics and P4 Product (2026); checked November 2026.",
    },
    howToImprove: [
      "Find the top return reasons per ASIN on the FBA Returns dashboard and fix them in the listing, sizing or packaging.",
      "Make images and bullets state dimensions, compatibility and materials clearly to reduce 'not as described' returns.",
      "Improve packaging to reduce damaged-in-transit returns.",
      "Enroll new products in FBA New Selection, which waives the fee for up to 20 returned units per eligible parent ASIN.",
    ],
    whereToFind:
      "Seller Central's FBA Returns dashboard (return rate per product for each month's shipped units, with category thresholds); charges in Seller Central > Payments > Transaction View; individual returns in Reports > Fulfillment > Customer Returns.",
    commonMistakes: [
      "Matching the fee to the month it was billed rather than the month of the shipments it relates to.",
      "Assuming apparel has a threshold: apparel and shoes pay on every returned unit.",
      "Confusing this fee with the refund administration fee, a separate charge deducted from the referral-fee credit on every refund.",
    ],
    related: ["refund-rate", "refund-cost", "return-rate", "fba-fulfillment-fee", "return-dissatisfaction-rate"],
    faqs: [
      {
        question: "How is the return rate for the returns processing fee calculated?",
        answer:
          "For each month's shipped units, Amazon counts the units returned during that month and the next two calendar months and divides by the units shipped. The fee is charged on returned units above the category threshold, between the 7th and 15th of the third following month.",
      },
      {
        question: "Which products are exempt from the returns processing fee?",
        answer:
          "Products that ship fewer than 25 units in a month are exempt for that month's returns, only physically returned units count, and FBA New Selection waives the fee for up to 20 units per eligible parent ASIN.",
      },
      {
        question: "How is a fractional allowance rounded?",
        answer:
          "Amazon does not publish it. When the threshold times the units shipped is not a whole number (8.1% of 100 units is 8.1 returns), the calculator on this page rounds the charged units up (1.9 becomes 2), the cautious reading; your FBA Returns dashboard and the charge show what Amazon did.",
      },
    ],
    tracking: {
      how: {
        "/features/amazon-fba-calculator":
          "estimates it from size tier and shipping weight with Amazon's older published apparel-and-shoes returns table, since Amazon's current card was not found.",
      },
      note: "{fact:returnsFeeBooking}",
    },
    lastReviewed: "2026-11-24",
  },
  {
    slug: "storage-utilization-surcharge",
    category: "amazon-fees",
    name: "Storage utilization surcharge",
    aliases: ["Storage utilization fee", "Storage utilization ratio surcharge", "Overstock surcharge"],
    definition:
      "The storage utilization surcharge is an extra monthly charge per cubic foot, added to the storage fee, when a seller's storage utilization ratio (weeks of supply by volume, at account level) exceeds 22 weeks.",
    whyItMatters:
      "It applies to the stored volume of a whole size type, not only the excess (inventory 0-30 days old and products at least 70% auto-replenished through AWD excepted), so an account carrying too much stock overall pays more for nearly every cubic foot. Above 52 weeks the surcharge alone can be more than double the standard-size base rate of $0.78. It rewards lean, fast-turning inventory across the whole catalog.",
    workedExample: {
      scenario:
        "A seller averages 1,850 cubic feet of standard-size inventory in May. Its storage utilization ratio is 31 weeks, in the 28-36 week band at $0.76 per cubic foot (US, January-September). Storage utilization surcharge = 1,850 × $0.76 = $1,406.00, on top of the $1,443.00 base storage fee.",
      inputs: { cubicFeetStored: 1850, weeksOfSupply: 31, surchargeRate: 0.76 },
      result: 1406,
    },
    typicalRange: {
      summary:
        "US standard-size, January-September, added per cubic foot: 22-28 weeks $0.44; 28-36 $0.76; 36-44 $1.16; 44-52 $1.58; over 52 $1.88. Amazon's October-December and oversize rates are not in the copy of the help page we could read, so check them in Seller Central. Applies to Professional sellers more than 365 days after their first FBA receipt, with at least 25 cubic feet in the size type.",
      // Oct-Dec and oversize rates: unverified.
      source:
        "Amazon Seller Central help page G3EDYEF6KUCFQTNM on FBA monthly storage fees and the storage utilization surcharge (January-September standard-size rates, as of November 2026).",
    },
    howToImprove: [
      "Cut slow movers first: they add volume but little shipped volume, which raises the ratio.",
      "Move overflow to Amazon Warehousing and Distribution with auto-replenishment; products at least 70% replenished through AWD are exempt.",
      "Shrink packaging: the ratio and the surcharge are both volume-based.",
      "Watch the ratio weekly ahead of large inbound shipments and stage them.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Monthly Storage Fees shows the storage utilization ratio and surcharge rate applied; Seller Central > Inventory > FBA Inventory and the capacity pages show the current ratio.",
    commonMistakes: [
      "Thinking it applies per SKU: the ratio is measured across the account for each size type.",
      "Using units instead of cubic feet: a few bulky slow sellers can push the ratio up more than many small fast sellers pull it down.",
    ],
    related: [
      "monthly-storage-fee",
      "weeks-of-cover",
      "excess-inventory-percentage",
      "inventory-turnover",
      "aged-inventory-surcharge",
    ],
    faqs: [
      {
        question: "How is the storage utilization ratio calculated?",
        answer:
          "It is the average daily volume stored divided by the average daily volume shipped over the trailing 13 weeks, divided by 7 to express it in weeks. Standard-size and oversize are measured separately.",
      },
      {
        question: "Who is exempt from the storage utilization surcharge?",
        answer:
          "Individual sellers, new Professional sellers in their first 365 days after the first FBA receipt, sellers with under 25 cubic feet in a size type, and products at least 70% auto-replenished through AWD. Inventory 0-30 days old is also exempt.",
      },
    ],
    tracking: {
      how: { "/features/profit-loss": "shows it as Amazon charges it: {fact:storageBooking}." },
    },
    lastReviewed: "2026-11-15",
  },
  {
    slug: "amazon-fees-percentage",
    category: "amazon-fees",
    name: "Amazon fees percentage",
    aliases: ["Amazon take rate", "Fee ratio", "Fees as % of sales", "Marketplace fee rate"],
    definition:
      "Amazon fees percentage is the total of all Amazon selling and fulfillment fees, meaning referral, FBA fulfillment, storage, inventory and other fees, as a percentage of your sales.",
    whyItMatters:
      "It shows how much of every sales dollar goes to Amazon before product cost and ads, and it is the quickest way to compare SKUs, channels (FBA vs FBM) and months. Rising fee share with stable prices points to size-tier creep, storage surcharges or new fees such as the 2026 fuel and logistics surcharge. It also sets the minimum gross margin a product needs.",
    workedExample: {
      scenario:
        "A pet-toy brand sells 2,000 units at $19.99 ($39,980 of sales) in May 2026. Referral fees are $6,000.00 (15% of $19.99 is $3.00 a unit), FBA fees $7,620.00 (small standard 10 oz, $10-$50 band: $3.68 plus the 3.5% surcharge, $3.81 a unit), storage $156.00 and inbound placement $600.00. Amazon fees % = ($6,000.00 + $7,620.00 + $156.00 + $600.00) ÷ $39,980 × 100 = 35.96%.",
      inputs: {
        referralFees: 6000,
        fulfillmentFees: 7620,
        storageAndInventoryFees: 156,
        otherFees: 600,
        sales: 39980,
      },
      result: 35.96,
    },
    typicalRange: {
      summary:
        "Worked from Amazon's 2026 US rate card: a $24.99 large standard item under 1 lb in a 15% referral category pays about 34% of its price in referral, fulfillment (with the fuel surcharge), storage and placement fees; items under $15 pay a larger share because the fulfillment fee is fixed, expensive items a smaller one. FBM sellers pay the referral fee and their own shipping instead.",
      source:
        "Arithmetic from Amazon's US referral fee schedule and the FBA rate card effective January 15, 2026 with the 3.5% fuel and logistics surcharge from April 17, 2026; figures from the worked example on the fees per unit page.",
    },
    howToImprove: [
      "Move products into a lower size tier or weight band by redesigning packaging.",
      "Raise price or bundle low-priced items so the fixed fulfillment fee is a smaller share.",
      "Cut storage, aged-inventory and low-inventory-level fees with tighter inventory planning.",
      "Choose zero-fee inbound placement options when the extra freight is cheaper than the fee.",
    ],
    whereToFind:
      "Seller Central > Payments > Reports Repository > Date Range Reports (Summary report totals selling fees and FBA fees against product sales); per-SKU estimates in Reports > Fulfillment > Fee Preview.",
    commonMistakes: [
      "Counting only referral and FBA fees and leaving out storage, surcharges, inbound placement and returns fees.",
      "Including advertising: Amazon Ads spend is a marketing cost, tracked separately as TACoS.",
    ],
    related: ["fees-per-unit", "referral-fee", "fba-fulfillment-fee", "contribution-margin", "tacos"],
    faqs: [
      {
        question: "What percentage does Amazon take from sellers?",
        answer:
          "The referral fee alone is 15% in most US categories. With FBA fulfillment (and the fuel surcharge), storage and placement, a $24.99 large standard item pays about 34% of its price on the 2026 rate card; cheap items pay a larger share and expensive ones a smaller one. Advertising comes on top.",
      },
      {
        question: "Are FBA fees higher than shipping it myself?",
        answer:
          "Compare total cost per unit: with FBM you avoid FBA fulfillment and storage fees but pay for warehousing, packing, labels and carriers, and you must meet shipping performance targets yourself. Which is cheaper depends on your own warehousing and carrier rates, so run the comparison for each product.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "dimensional-weight",
    category: "amazon-fees",
    name: "Dimensional weight",
    aliases: ["Dim weight", "DIM weight", "Volumetric weight"],
    searchAliases: ["dim weight divisor", "dimensional weight factor"],
    definition:
      "Dimensional weight is a weight Amazon computes from a package's size, length × width × height in inches divided by 139, and uses instead of the actual weight when it is higher for most size tiers.",
    whyItMatters:
      "For light but bulky products, dimensional weight, not the scale, sets the FBA fee. A box that weighs 4 lb can be billed as 6 lb or more, pushing the product several weight bands up. Designing packaging with dimensional weight in mind is one of the most reliable ways to cut FBA fees.",
    workedExample: {
      scenario:
        "A kitchen scale ships in a 14 × 10 × 6 in box that weighs 4.1 lb. Dimensional weight = 14 × 10 × 6 ÷ 139 = 840 ÷ 139 = 6.04 lb. It is large standard, so Amazon uses the greater of 4.1 lb and 6.04 lb: 6.04 lb.",
      inputs: { lengthInches: 14, widthInches: 10, heightInches: 6 },
      result: 6.04,
    },
    typicalRange: {
      summary:
        "Not a benchmark: compare it with the unit weight. Amazon uses unit weight only for small standard items and for extra-large items over 150 lb, and the greater of unit and dimensional weight for large standard, bulky and other extra-large items. Bulky and extra-large items get a 2-inch minimum on width and height.",
      source: "Amazon US FBA size-tier and shipping-weight rules, divisor 139 (as of 2026).",
    },
    howToImprove: [
      "Cut empty space in the box: a 1-inch reduction on one side of a 14 × 10 × 6 in box removes 7-17% of the volume, depending on the side.",
      "Use nesting, flat-pack or vacuum packaging for soft and bulky goods.",
      "Check the dimensions Amazon recorded in the Fee Preview report and ask for a re-measurement if they are larger than your actual package.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Fee Preview lists the longest, median and shortest sides and the weight Amazon uses per SKU; Amazon's Revenue Calculator shows the resulting fee.",
    commonMistakes: [
      "Measuring the product instead of the packaged unit as it arrives at Amazon.",
      "Using another carrier's divisor (USPS, for example, uses 166) instead of Amazon's 139.",
      "Forgetting that small standard items are billed on unit weight only, so dimensional weight does not affect them.",
    ],
    related: ["fba-fulfillment-fee", "fees-per-unit", "monthly-storage-fee", "inbound-placement-fee"],
    faqs: [
      {
        question: "How do I calculate dimensional weight for Amazon FBA?",
        answer:
          "Multiply the packaged length, width and height in inches and divide by 139. If the result is higher than the unit weight, Amazon uses it as the shipping weight for large standard, bulky and most extra-large items.",
      },
      {
        question: "Does dimensional weight apply to small standard items?",
        answer: "No. Small standard items (up to 15 × 12 × 0.75 in and 16 oz) are charged on unit weight only.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "media-closing-fee",
    category: "amazon-fees",
    name: "Media closing fee",
    aliases: ["Closing fee", "Variable closing fee", "Book closing fee", "BMVD closing fee"],
    definition:
      "The media closing fee is a flat $1.80 per item that Amazon charges on each sale of media products, such as books, music, video and DVDs, in addition to the referral fee.",
    whyItMatters:
      "On low-priced books and discs the flat fee is a large share of the price: together with the 15% referral fee and FBA fee it can take well over half of a $9 sale. It is a reason to set a minimum price or sell in bundles. Media referral fees have no $0.30 minimum, but the closing fee applies to every unit.",
    workedExample: {
      scenario:
        "A used-book seller sells 1,150 books through FBA in a month. Each sale carries the $1.80 closing fee (US, 2026). Media closing fees = 1,150 × $1.80 = $2,070.00, on top of referral and FBA fees.",
      inputs: { mediaUnitsSold: 1150, closingFeePerUnit: 1.8 },
      result: 2070,
    },
    typicalRange: {
      summary:
        "$1.80 per media item in the US. As a share of price: about 20% of an $8.99 paperback, under 5% of a $40 textbook. A $8.99 paperback in small standard (8 oz band, under $10) pays about $1.35 referral + $1.80 closing + $2.66 FBA = $5.81 in fees, before the fuel and logistics surcharge.",
      source:
        "Amazon's US selling fee schedule (closing fee for media categories) and FBA rate card effective January 15, 2026 (as of 2026).",
    },
    howToImprove: [
      "Set a minimum price floor that covers closing, referral and FBA fees plus your cost.",
      "Bundle low-value titles into sets so one closing fee covers more revenue.",
      "Route very cheap titles to other channels or bulk buyers instead of listing them individually.",
    ],
    whereToFind:
      "Seller Central > Payments > Transaction View (order lines show the closing fee); estimated per-SKU fees in Seller Central > Reports > Fulfillment > Fee Preview.",
    commonMistakes: [
      "Applying the $0.30 referral minimum to media: media has no minimum, but the $1.80 closing fee always applies.",
      "Forgetting that on partial refunds of media items Amazon keeps the closing fee.",
    ],
    related: ["referral-fee", "fees-per-unit", "amazon-fees-percentage", "break-even-price"],
    faqs: [
      {
        question: "What is the Amazon closing fee for books?",
        answer:
          "In the US it is $1.80 per book sold, charged in addition to the 15% referral fee and, for FBA, the fulfillment fee.",
      },
      {
        question: "Which products pay the closing fee?",
        answer:
          "Media products: books, music, video and DVDs, and per Amazon's fee schedule software and video games. Other categories do not pay it.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "fuel-and-logistics-surcharge",
    category: "amazon-fees",
    name: "Fuel and logistics surcharge",
    aliases: ["FBA fuel surcharge", "Fuel surcharge", "3.5% fuel surcharge"],
    definition:
      "The fuel and logistics surcharge is a 3.5% charge that Amazon adds to FBA fulfillment fees in the US and Canada from April 17, 2026, calculated on the fulfillment fee, not on the sale price.",
    whyItMatters:
      "It raises every FBA unit's cost without changing the published fee table, so models built on the January 2026 rate card understate fees from mid-April. Amazon put the average impact at about $0.17 per US unit, but heavier and bulkier items pay more in dollars. Amazon described it as temporary, so it is worth tracking separately to see when it ends.",
    workedExample: {
      scenario:
        "A seller ships 3,000 units of a large standard 12 oz item in May 2026; its FBA fee on the 2026 card ($10-$50 band) is $4.20. 3.5% of $4.20 is $0.147, which Amazon charges per unit as $0.15. Fuel and logistics surcharge = $0.15 × 3,000 = $450.00.",
      inputs: { fulfillmentFee: 4.2, surchargeRate: 3.5, unitsShipped: 3000 },
      result: 450,
    },
    typicalRange: {
      summary:
        "3.5% of the FBA fulfillment fee: about $0.09-$0.15 on small standard items, $0.10-$0.25 on typical large standard items and more on bulky and extra-large items. It extends to Multi-Channel Fulfillment and Buy with Prime from May 2, 2026.",
      source:
        "Amazon seller announcement as reported by CNBC and Supply Chain Dive (April 2026); Amazon's stated average of about $0.17 per unit; announced as temporary, so check Seller Central News for its current status (as of 2026).",
    },
    howToImprove: [
      "Lower the underlying FBA fee (size tier, weight band), since the surcharge is a percentage of it.",
      "Update break-even prices and repricer minimums to include the surcharge.",
      "Compare MCF and FBM costs for heavy items, where the surcharge adds the most in dollars.",
    ],
    whereToFind:
      "Amazon's Revenue Calculator includes the surcharge in its estimate; whether Seller Central > Reports > Fulfillment > Fee Preview does is not documented, so compare it with a recent charge. Actual charges appear with fulfillment fees in Seller Central > Payments > Transaction View.",
    commonMistakes: [
      "Applying 3.5% to the sale price instead of the fulfillment fee.",
      "Using the January 15, 2026 rate card alone for fees after April 17, 2026.",
    ],
    related: ["fba-fulfillment-fee", "fees-per-unit", "amazon-fees-percentage", "profit-per-unit"],
    faqs: [
      {
        question: "When did Amazon's 3.5% fuel surcharge start?",
        answer:
          "April 17, 2026 for FBA in the US and Canada, and May 2, 2026 for Multi-Channel Fulfillment and Buy with Prime. Amazon called it temporary and tied it to higher fuel and logistics costs.",
      },
      {
        question: "Has Amazon charged a fuel surcharge before?",
        answer:
          "Yes. In 2022 Amazon added a 5% fuel and inflation surcharge to FBA fulfillment fees from April 28, 2022, also described as temporary. With its 2023 fee changes Amazon removed the separate surcharge and raised its standard fulfillment rates to absorb it (Amazon's announcement of November 2022, as reported by The Current, November 22, 2022), so plan on the 2026 surcharge staying until Amazon says otherwise.",
      },
    ],
    lastReviewed: "2026-11-26",
  },
  {
    slug: "fees-per-unit",
    category: "amazon-fees",
    name: "Amazon fees per unit",
    aliases: ["Fees per unit", "Total Amazon fees per unit", "Per-unit fees", "Unit fee cost"],
    definition:
      "Amazon fees per unit is the total of all Amazon fees attributable to one unit sold: the referral fee, the FBA fulfillment fee with surcharges, storage per unit and other per-unit fees such as inbound placement or returns processing.",
    whyItMatters:
      "It is the fee side of profit per unit and the number that decides whether a price point can work on Amazon at all. Seeing it per unit, rather than as a monthly total, shows which SKUs are fee-heavy and why. It also makes fee changes concrete: a new surcharge or size tier shows up directly in cents per unit.",
    workedExample: {
      scenario:
        "The $24.99 utensil set pays a 15% referral fee, a $4.35 FBA fee ($4.20 on the 2026 card plus the 3.5% fuel and logistics surcharge), $0.21 of storage per unit sold and $0.30 of inbound placement fees per unit. The category's minimum referral fee is $0.30. Fees per unit = max($24.99 × 15%, $0.30) + $4.35 + $0.21 + $0.30 = $8.61, or 34% of the price.",
      inputs: {
        sellingPrice: 24.99,
        referralRate: 15,
        minimumReferralFee: 0.3,
        fulfillmentFee: 4.35,
        storageFeePerUnit: 0.21,
        otherFeesPerUnit: 0.3,
      },
      result: 8.61,
    },
    typicalRange: {
      summary:
        "For a 15% referral category in 2026: roughly $5-6 on a $12 small standard item, $7.50-$9 on a $25 large standard item and $13-16 on a $50 item weighing a few pounds, before peak-season fees. These are worked from the rate card, not survey results.",
      source:
        "Arithmetic from Amazon's US referral fee schedule, the FBA rate card effective January 15, 2026 and the 3.5% fuel and logistics surcharge from April 17, 2026 (checked November 2026).",
    },
    howToImprove: [
      "Reduce the FBA fee through packaging (size tier, weight band, dimensional weight).",
      "Cut storage per unit by ordering closer to demand and avoiding aged inventory.",
      "Avoid inbound placement and low-inventory-level fees with better shipment planning.",
      "Raise price or bundle where the fixed fees are a large share of a low price.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Fee Preview (estimated referral and FBA fees per unit per SKU); Amazon's Revenue Calculator; actual fees divided by units from Seller Central > Payments > Reports Repository > Date Range Reports.",
    commonMistakes: [
      "Stopping at referral plus FBA fee and leaving out storage, surcharges and inbound fees.",
      "Dividing monthly storage by units stored instead of units sold, which understates the cost per unit sold.",
    ],
    related: [
      "amazon-fees-percentage",
      "profit-per-unit",
      "referral-fee",
      "fba-fulfillment-fee",
      "storage-cost-per-unit",
    ],
    faqs: [
      {
        question: "How much are Amazon FBA fees per unit in 2026?",
        answer:
          "It depends on price, category, size tier and weight. A typical $25 large standard item under 1 lb pays about $3.75 referral plus about $4.35 fulfillment including the fuel surcharge, so around $8-9 with storage and inbound fees.",
      },
      {
        question: "Does Amazon's Revenue Calculator include all fees?",
        answer:
          "It includes referral and fulfillment fees and an estimate of monthly storage, but not aged-inventory or utilization surcharges, low-inventory-level or returns processing fees, or inbound placement fees for your specific shipment. Add those from your own data.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "fba-reimbursements",
    category: "amazon-fees",
    name: "FBA Reimbursements",
    aliases: ["FBA reimbursement coverage", "Lost and damaged reimbursements", "Inventory reimbursements"],
    definition:
      "FBA reimbursements are what Amazon pays back for inventory it lost or damaged; reimbursement coverage compares those payments with the landed cost of the units lost. Amazon pays units lost before an order at manufacturing cost, so even full payment shows below 100%.",
    whyItMatters:
      "Lost and damaged units are a cost that never shows up as a fee, so it is easy to miss. Comparing what Amazon paid back with what the units cost you shows whether reimbursements really cover the loss or whether part of your margin quietly disappears in the warehouse.",
    workedExample: {
      scenario:
        "Over a quarter the Inventory Ledger shows 46 utensil sets lost or damaged in Amazon's warehouses, at a $6.85 landed cost each ($315.10). The Reimbursements report shows 44 of them paid at their $4.20 manufacturing cost ($184.80); two have no reimbursement line. Reimbursement coverage = $184.80 ÷ (46 × $6.85) × 100 = 58.65%. With all 46 paid it would be 61.31% ($4.20 ÷ $6.85): the rest of the gap is freight, duties and prep, which Amazon does not pay, so the two missing units are what to chase.",
      inputs: { reimbursementsReceived: 184.8, unitsLostOrDamaged: 46, landedCostPerUnit: 6.85 },
      result: 58.65,
    },
    typicalRange: {
      summary:
        "There is no public benchmark: Amazon publishes its reimbursement policy, not how much of sellers' costs it covers. Since March 2025 Amazon pays units lost or damaged before a customer order at manufacturing cost (the cost you submit, or Amazon's estimate), without freight, duties or packaging, and units lost after an order at the sale price minus fees. So coverage of landed cost below 100% is normal: set your own ceiling as manufacturing cost ÷ landed cost, and investigate every lost or damaged unit that has no reimbursement line at all.",
      source:
        "No public benchmark (checked November 2026); Amazon's FBA lost and damaged inventory reimbursement policy, with the manufacturing-cost valuation from March 2025 as reported by Carbon6, eStore Factory and Ridgeline Insights (2025); figures from the worked example.",
    },
    howToImprove: [
      "Reconcile the Inventory Ledger against the Reimbursements report every month, unit by unit.",
      "Submit your manufacturing cost per product in the Inventory Defect and Reimbursement (IDR) portal (Manage Your Manufacturing Cost); without it Amazon pays its own estimate.",
      "Check inbound shipments for shortfalls when they close and open a case while the claim window is open.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Reimbursements (payments and the units they cover) and Reports > Fulfillment > Inventory Ledger (lost, damaged and found units).",
    commonMistakes: [
      "Counting units later found again as lost: Amazon reverses a reimbursement when the unit turns up.",
      "Checking each payment against the wrong basis: Amazon pays units lost before an order at manufacturing cost and units lost after an order (customer returns) at the sale price minus fees, so a payment below your landed cost or list price is not by itself an underpayment.",
      "Filing claims for every gap in bulk: Amazon forbids insufficiently researched requests and high volumes of requests in a short period. Claim a unit only when no reimbursement line, or the wrong quantity, appears, with your evidence and inside Amazon's window.",
    ],
    related: ["stranded-inventory-percentage", "landed-cost-per-unit", "net-profit", "returns-processing-fee"],
    faqs: [
      {
        question: "Does Amazon reimburse lost FBA inventory automatically?",
        answer:
          "Mostly. Since November 2024 Amazon reimburses almost all warehouse losses and customer-return cases in the US on its own. Inbound shortfalls, removal orders and any case where no payment arrives still need a claim from you, inside Amazon's window (for a warehouse loss, within 60 days of the unit being reported lost or damaged). Reconcile the reports to find the ones that were missed.",
      },
      {
        question: "Where do I see what Amazon reimbursed?",
        answer:
          "In the Reimbursements report under Reports > Fulfillment, which lists each payment with its reason, the units covered and the amount, next to the Inventory Ledger that records the loss itself.",
      },
    ],
    tracking: {
      note: "In the {brand} app, {fact:reimbursementsBooking}. The app does not find or file claims, and the free finder files nothing: you file each claim in Seller Central.",
    },
    lastReviewed: "2026-11-27",
  },
] satisfies KpiContent[];
