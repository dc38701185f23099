import type { KpiContent } from "~/kpi-library/schema";

export const inventoryKpis = [
  {
    slug: "excess-inventory-percentage",
    category: "inventory",
    name: "Excess Inventory Percentage",
    aliases: ["Excess inventory %", "Overstock percentage", "Excess FBA inventory"],
    definition:
      "Excess inventory percentage is the share of your FBA units that Amazon classifies as excess, meaning units beyond roughly 90 days of supply based on forecast demand.",
    whyItMatters:
      "Excess units tie up cash, pay monthly storage fees and, if they sit long enough, the aged inventory surcharge. Excess inventory is also one of the four factors Amazon shows as influencing your Inventory Performance Index (IPI), Amazon's score for how efficiently you use FBA space. Keeping it low frees cash for the products that actually sell.",
    workedExample: {
      scenario:
        "A kitchen brand holds 2,400 units of a silicone baking mat at Amazon. Forecast demand is 15 units a day, so 90 days of supply is 1,350 units. The 1,050 units above that line are excess: 1,050 ÷ 2,400 = 43.75% of that SKU's stock. Cutting the next purchase order, not just discounting, is the durable fix.",
      inputs: { unitsOnHand: 2400, forecastDailyUnits: 15, excessThresholdDays: 90 },
      result: 43.75,
    },
    typicalRange: {
      summary:
        "Amazon counts units beyond about 90 days of supply as excess and grades the factor Excellent / Good / Fair / Poor against other sellers rather than publishing a cut-off. Set your own target as close to 0% as your lead times allow, planning for seasonal stock that is bought ahead of its peak.",
      source:
        "Amazon Seller Central help, Inventory Performance (excess inventory defined against 90 days of supply), checked November 2026.",
    },
    howToImprove: [
      "Size purchase orders to 30-60 days of expected sales plus lead time, the range Amazon's own IPI guidance suggests, instead of ordering by container or MOQ alone.",
      "Use Amazon's Manage Excess Inventory recommendations (price change, Outlet deal, advertising, removal or liquidation) on the SKUs with the most excess units first.",
      "Hold back stock in AWD or a 3PL and replenish FBA in smaller, more frequent shipments so Amazon-side days of supply stay near target.",
      "Run a targeted coupon or Sponsored Products push on slow SKUs before they cross 181 days and start paying the aged inventory surcharge.",
      "Remove or liquidate units whose expected sell-through value is lower than the storage and surcharge they will accrue.",
    ],
    whereToFind:
      "Seller Central > Inventory > Inventory Planning > Performance (Inventory Performance dashboard, Excess inventory bar); SKU detail in Inventory > Inventory Planning > Manage Excess Inventory and in Reports > Fulfillment > FBA Inventory (estimated excess quantity column). Menu labels vary slightly by account.",
    commonMistakes: [
      "Computing excess on the account total instead of per SKU: a best seller with 20 days of supply does not offset a slow SKU with 400 days.",
      "Counting inbound units that are not yet received and then over-reacting; Amazon's figure uses units in its network based on its own forecast, which can differ from yours.",
      "Fixing the percentage with fire-sale discounts every quarter while continuing to over-order, which destroys margin without fixing the root cause.",
    ],
    related: [
      "aged-inventory-percentage",
      "sell-through-rate",
      "days-of-supply",
      "monthly-storage-fee",
      "aged-inventory-surcharge",
    ],
    faqs: [
      {
        question: "How does Amazon decide which of my units are excess?",
        answer:
          "Amazon considers an item excess when it has more than 90 days of supply based on its forecast of your demand. The excess inventory percentage is the share of your FBA units flagged that way. Because the forecast is Amazon's, a SKU you expect to spike (for example before Q4) can show as excess even though your plan is fine.",
      },
      {
        question: "Does excess inventory lower my IPI score?",
        answer:
          "Excess inventory is one of the factors Amazon lists as influencing the IPI score, along with sell-through, stranded inventory and in-stock rate. Amazon does not publish the IPI formula, so you cannot compute the exact impact, but reducing excess units is one of the most direct levers sellers have.",
      },
      {
        question: "Is it better to discount or remove excess inventory?",
        answer:
          "Compare the cash you would get from a discounted sale (after fees) with the removal or liquidation value, and subtract the storage and aged surcharges the unit would accrue while waiting. Fast-moving items usually clear best with a price cut or deal; bulky slow movers are often cheaper to remove.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "sell-through-rate",
    category: "inventory",
    name: "Sell-Through Rate",
    aliases: ["FBA sell-through", "90-day sell-through", "STR"],
    definition:
      "Amazon's FBA sell-through rate is the number of units sold and shipped over the past 90 days divided by the average number of units you had on hand in fulfillment centers over the same 90 days.",
    whyItMatters:
      "Sell-through tells you how hard your stock is working: a rate of 1.0 means you sold roughly as many units in 90 days as you were holding on average. Low sell-through means inventory is sitting, costing storage and cash, and it is one of the IPI factors Amazon shows on the Inventory Performance dashboard.",
    workedExample: {
      scenario:
        "A pet brand shipped 1,350 units of a dog harness in the last 90 days and held an average of 600 units at Amazon over that period. Sell-through is 1,350 ÷ 600 = 2.25, meaning average stock turned over about two and a quarter times in the quarter, roughly 40 days of cover on average.",
      inputs: { unitsShipped: 1350, averageUnitsOnHand: 600 },
      result: 2.25,
    },
    typicalRange: {
      summary:
        "Amazon grades sell-through against other sellers rather than publishing a target. As arithmetic, a 90-day rate below 1.0 means you hold more than about 90 days of stock on average, Amazon's excess line. Set your own floor from your lead time: with 60 days from order to sellable, a rate of 1.5 (60 days of stock) keeps you at the edge.",
      source:
        "Definition from Amazon Seller Central help, Inventory Performance, checked November 2026; the arithmetic is from the formula.",
    },
    howToImprove: [
      "Order smaller quantities more often, or stage stock in AWD or a 3PL and send it to FBA as needed, so average on-hand units fall without losing sales.",
      "Fix conversion on slow SKUs first (main image, price vs competitors, reviews) before adding ad spend to them.",
      "Run deals, coupons or Sponsored Products on high-stock, low-velocity SKUs to lift units shipped.",
      "Remove or liquidate dead stock that will never sell at a profitable price; it inflates average units on hand, and so drags sell-through down, for the whole 90 days.",
    ],
    whereToFind:
      "Seller Central > Inventory > Inventory Planning > Performance (Sell-through bar on the Inventory Performance dashboard); SKU-level sell-through in Reports > Fulfillment > FBA Inventory (formerly Inventory Health).",
    commonMistakes: [
      "Mixing Amazon's ratio with the retail 'sell-through %' (units sold ÷ units received × 100); the two are not comparable.",
      "Reading a high sell-through as purely good: a very high rate with frequent stockouts means you are under-stocked and losing sales.",
    ],
    related: ["inventory-turnover", "excess-inventory-percentage", "days-of-supply", "weeks-of-cover", "units-ordered"],
    faqs: [
      {
        question: "What is a good sell-through rate on Amazon?",
        answer:
          "Amazon does not publish a target; the dashboard grades you against other sellers. Mathematically, a 90-day sell-through of 1.0 equals about 90 days of average stock, which is where Amazon starts to call units excess, so a rate comfortably above 1 keeps you clear of it. There is no public benchmark beyond that: set your own floor from your lead time (60 days from order to sellable stock means about 1.5).",
      },
      {
        question: "Why did my sell-through drop when sales did not change?",
        answer:
          "Sell-through has stock in the denominator. If you sent a large shipment, average units on hand rose and the ratio fell even with flat sales. It will recover as the extra stock sells down over the rolling 90-day window.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "stranded-inventory-percentage",
    category: "inventory",
    name: "Stranded Inventory Percentage",
    aliases: ["Stranded inventory %", "Stranded FBA units"],
    definition:
      "Stranded inventory percentage is the share of your FBA units that sit in Amazon fulfillment centers but cannot be bought because of a listing problem, such as an inactive, suppressed or deleted offer.",
    whyItMatters:
      "Stranded units earn nothing while still paying storage fees and ageing towards the aged inventory surcharge. It is one of the IPI factors on the Inventory Performance dashboard, and it is usually the cheapest one to fix because the cause is administrative, not demand.",
    workedExample: {
      scenario:
        "A home-goods seller has 4,500 units at Amazon. After a category update, two listings were suppressed for a missing attribute, stranding 180 units. Stranded inventory is 180 ÷ 4,500 = 4%. Fixing the attribute in the listing editor relists them the same day.",
      inputs: { strandedUnits: 180, totalFbaUnits: 4500 },
      result: 4,
    },
    typicalRange: {
      summary:
        "The target is as close to 0% as possible: a stranded unit cannot sell and still pays storage. Amazon publishes no threshold; set your own rule to fix every stranded listing within a few days, and investigate any product that strands twice.",
      source:
        "Amazon Seller Central help, Inventory Performance (stranded inventory), checked November 2026; no public threshold.",
    },
    howToImprove: [
      "Check the Fix Stranded Inventory page at least weekly and work the list by units and value, largest first.",
      "Resolve the stated reason: relist closed offers, fix missing or invalid attributes, correct a price outside Amazon's fair-pricing bounds, or provide compliance documents.",
      "If a listing cannot be reinstated, create a removal order before the units start accruing aged surcharges.",
      "Avoid deleting or changing the condition of FBA listings that still have units in the network.",
    ],
    whereToFind:
      "Seller Central > Inventory > Inventory Planning > Fix Stranded Inventory (also the Stranded filter on the FBA Inventory page) and Reports > Fulfillment > Stranded Inventory; the percentage is on the Inventory Performance dashboard.",
    commonMistakes: [
      "Confusing stranded units with unfulfillable (damaged) units; they are separate buckets with different fixes.",
      "Relisting with a price that triggers the fair-pricing or pricing-error check again, which strands the units a second time.",
    ],
    related: ["excess-inventory-percentage", "aged-inventory-percentage", "in-stock-rate", "monthly-storage-fee"],
    faqs: [
      {
        question: "What causes FBA inventory to become stranded?",
        answer:
          "The most common causes are a closed or deleted listing, a listing suppressed for missing or invalid information, a pricing issue, a listing blocked pending documents (for example dangerous-goods or compliance review), and a fulfillment channel accidentally switched to merchant-fulfilled. The Fix Stranded Inventory page states the reason for each SKU.",
      },
      {
        question: "Do I pay storage fees on stranded inventory?",
        answer:
          "Yes. Stranded units stay in the fulfillment network, so they are charged monthly storage and count towards inventory age and the aged inventory surcharge like any other unit. That is why fixing or removing them quickly matters.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "in-stock-rate",
    category: "inventory",
    name: "In-Stock Rate",
    aliases: ["FBA in-stock rate", "In-stock %", "Availability rate"],
    definition:
      "In-stock rate is the share of time your selling products were available to buy, weighted by each product's sales velocity, so that gaps on best sellers count more than gaps on slow movers.",
    whyItMatters:
      "Every day a product that normally sells is out of stock loses revenue and ad momentum, and can lose organic rank that takes time to rebuild. Amazon shows an FBA in-stock rate on the Inventory Performance dashboard (replenishable FBA products with recent sales) to highlight exactly that risk.",
    workedExample: {
      scenario:
        "Over 30 days, a seller's hero SKU sells 12 units a day and never stocks out; a second SKU sells 5 a day but was in stock only 18 days; a third sells 2 a day and was out all month. Weighted in-stock = (12 × 100% + 5 × 60% + 2 × 0%) ÷ 19 = 78.95%, although a simple average of days in stock would say 53%.",
      inputs: {
        productADailyUnits: 12,
        productAInStockDays: 30,
        productBDailyUnits: 5,
        productBInStockDays: 18,
        productCDailyUnits: 2,
        productCInStockDays: 0,
        periodDays: 30,
      },
      result: 78.95,
    },
    typicalRange: {
      summary:
        "Aim for 90% or higher. Amazon's Seller University explanation of the FBA in-stock rate grades 100% Excellent, 90-100% Good, 70-90% Fair and under 70% Poor; those bands may since have changed.",
      source:
        "Amazon Seller University video on FBA in-stock rate (bands as presented there; Amazon may revise them), checked 2026. In-stock rate is not an IPI factor in every marketplace (for example Canada).",
    },
    howToImprove: [
      "Set reorder points per SKU from real lead time (production + freight + Amazon receiving) and review them monthly.",
      "Ship replenishment before days of supply falls below lead time plus safety stock, and split big orders into several inbound shipments to reduce receiving risk.",
      "Keep a reserve in AWD or a 3PL for your top sellers so you can refill FBA quickly when receiving is slow.",
      "Prioritise best sellers: because the metric is sales-weighted, one stockout on a hero SKU hurts more than several on tail SKUs.",
    ],
    whereToFind:
      "Seller Central > Inventory > Inventory Planning > Performance (In-stock rate on the Inventory Performance dashboard, where shown for your marketplace); use Inventory > Inventory Planning > Restock Inventory to see which SKUs are driving it.",
    commonMistakes: [
      "Averaging days in stock across all SKUs without weighting by sales, which hides stockouts on the products that matter most.",
      "Counting a SKU as in stock when units are only inbound or reserved; buyers can only purchase fulfillable units.",
    ],
    related: ["stockout-days", "lost-sales", "days-of-supply", "reorder-point", "low-inventory-level-fee"],
    faqs: [
      {
        question: "How does Amazon calculate FBA in-stock rate?",
        answer:
          "Amazon looks at replenishable FBA products that had sales in the recent past (60 days in its explanation), measures the share of the last 30 days each was in stock, and weights each product by how many units it sells. Amazon's own example: a product selling 2 a day that was in stock 50% of the time and one selling 3 a day in stock 100% of the time give (2 × 50% + 3 × 100%) ÷ 5 = 80%.",
      },
      {
        question: "Can I avoid stockouts without creating excess inventory?",
        answer:
          "Yes, by shortening the replenishment cycle rather than raising stock levels: smaller, more frequent inbound shipments, a reserve in AWD or a 3PL near Amazon, and reorder points based on measured lead-time variability. Watch the low-inventory-level fee too, which applies when both 30- and 90-day days of supply are under 28 days for eligible products.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "days-of-supply",
    category: "inventory",
    name: "Days of Supply",
    aliases: ["DOS", "Days of inventory", "Inventory runway", "Days of cover"],
    definition:
      "Days of supply is the number of days your inventory at Amazon will last at your recent average daily sales rate, counted as Amazon counts it for the low-inventory-level fee.",
    whyItMatters:
      "{brand} computes it as Amazon does for the low-inventory-level fee: {fact:daysOfSupply}. It is the single most practical replenishment number: compare it with your lead time and you know whether to reorder today. Amazon also uses days of supply in its own rules, for example excess inventory (over 90 days) and the low-inventory-level fee (charged when both 30- and 90-day historical days of supply are under 28 days for eligible products).",
    workedExample: {
      scenario:
        "A supplement seller has 840 units available and sold 630 units in the last 30 days, i.e. 21 a day. Days of supply is 840 ÷ 21 = 40 days. With a 45-day lead time from the factory, the seller is already five days late to reorder.",
      inputs: { unitsAvailable: 840, unitsSold: 630, salesPeriodDays: 30 },
      result: 40,
    },
    typicalRange: {
      summary:
        "Amazon's Inventory Performance help calls 30-60 days of expected sales at Amazon a good guideline, with total supply (including inbound and off-Amazon stock) covering your full lead time. Staying above 28 days avoids the low-inventory-level fee; going over 90 days makes units excess.",
      source:
        "Amazon Seller Central help 202174810, Inventory Performance (90-day excess rule; the 30-60 days guideline appears in the copy we could read on Amazon.in), and the US low-inventory-level fee rules, checked November 2026.",
    },
    howToImprove: [
      "Track days of supply per SKU weekly and set an alert when it falls below lead time plus safety stock.",
      "Use a 7-day and a 30-day sales rate side by side; if they diverge, demand is changing and the shorter rate is the early warning.",
      "Keep Amazon-side days of supply between about 28 and 60 days and hold the rest of your buffer in AWD or a 3PL.",
      "Slow sales with price or ad changes when days of supply is shorter than the time to your next inbound arrival.",
    ],
    whereToFind:
      "Seller Central > Inventory > Inventory Planning > Restock Inventory (days of supply and total days of supply including open shipments) and Reports > Fulfillment > FBA Inventory (days-of-supply column).",
    commonMistakes: [
      "Using a sales rate from a period with a stockout, which understates demand and overstates days of supply.",
      "Including inbound units in a 'days of supply' figure used for low-inventory-level fee checks; Amazon's fee counts units available, moving between fulfillment centers and in fulfillment center processing, not units still being inbounded (Seller Central help GV43F6S76Y9DHYRH).",
      "Ignoring seasonality: 40 days of supply in October is much less than 40 days at September's sales rate.",
    ],
    related: [
      "weeks-of-cover",
      "reorder-point",
      "stockout-days",
      "low-inventory-level-fee",
      "excess-inventory-percentage",
    ],
    faqs: [
      {
        question: "How many days of supply should I keep at Amazon?",
        answer:
          "Amazon's Inventory Performance help gives 30-60 days of expected sales at Amazon fulfillment centers as a good guideline, with additional stock in AWD, a 3PL or in transit so that total supply covers your replenishment lead time. Below 28 days you risk the low-inventory-level fee; above 90 days units count as excess.",
      },
      {
        question: "What is the difference between days of supply and weeks of cover?",
        answer:
          "They measure the same idea in different units. Days of supply is usually on-hand units divided by daily sales; Amazon's weeks of cover in its reporting help adds inbound units and divides by weekly sales. Multiply weeks of cover by 7 (or divide days of supply by 7) and compare like for like before drawing conclusions.",
      },
    ],
    tracking: {
      note: "{brand} can alert you {fact:alertDelivery} when a product's days of supply falls below your threshold.",
    },
    lastReviewed: "2026-11-26",
  },
  {
    slug: "weeks-of-cover",
    category: "inventory",
    name: "Weeks of Cover",
    aliases: ["WOC", "Weeks of supply", "Inventory cover"],
    definition:
      "Weeks of cover is how many weeks your on-hand plus inbound inventory will last at your average weekly sales rate.",
    whyItMatters:
      "Weeks of cover is the planning view of inventory: it tells you how much runway you have including stock already on its way. Amazon's fulfillment reports use it (with trailing 30-day and 90-day versions), and the storage utilization surcharge is tiered by a related account-level measure, weeks of supply by volume, so high cover across the catalog has direct fee consequences.",
    workedExample: {
      scenario:
        "A toy seller has 520 fulfillable units at Amazon and 300 units in an inbound shipment, and sells 95 units a week. Weeks of cover = (520 + 300) ÷ 95 = 8.63 weeks, comfortably inside the 2-13 week band Amazon's reporting help suggests.",
      inputs: { unitsOnHand: 520, inboundUnits: 300, averageWeeklyUnits: 95 },
      result: 8.63,
    },
    typicalRange: {
      summary:
        "Amazon's fulfillment reports help suggests keeping weeks of cover between 2 (or the number of weeks it takes you to replenish) and 13 (a quarter), except when building stock for holidays or other peaks. Separately, when the account's storage utilization ratio (weeks of supply by volume across its standard-size or oversize inventory) is above 22 weeks, the account pays the storage utilization surcharge.",
      source:
        "Amazon Seller Central help, Fulfillment Reports tips (2-13 weeks guidance) and the US storage utilization surcharge rules, as of 2026.",
    },
    howToImprove: [
      "Plan replenishment so cover never drops below your lead time in weeks; reorder when it reaches lead time plus safety weeks.",
      "Compare weeks of cover on 7-day and 30-day sales rates; if the short rate gives much less cover, demand is accelerating.",
      "Cap Amazon-side cover near 8-13 weeks and keep deeper stock off Amazon to avoid utilization and aged surcharges.",
      "Split very large orders into staggered inbound shipments instead of landing a year of stock at once.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > FBA Inventory (weeks-of-cover-t30 and weeks-of-cover-t90 columns, formerly the Inventory Health report); inbound quantities on the FBA Inventory page and Shipments.",
    commonMistakes: [
      "Counting inbound units that are still at the factory as if they were sellable; only include stock with a reliable arrival date.",
      "Using a single week's sales, which makes the number swing wildly; use a 30-day average converted to weekly.",
    ],
    related: ["days-of-supply", "sell-through-rate", "storage-utilization-surcharge", "reorder-point"],
    faqs: [
      {
        question: "What is a good weeks of cover for Amazon FBA?",
        answer:
          "Amazon's own reporting guidance suggests between 2 weeks (or your replenishment time, if longer) and 13 weeks, except when stocking up for busy periods. With an overseas supplier, set your own level from your lead time: the weeks from purchase order to sellable stock, plus safety stock, split between Amazon and a warehouse or AWD.",
      },
      {
        question: "Why does my weeks of cover differ between the T30 and T90 columns?",
        answer:
          "T30 uses the last 30 days of sales and T90 the last 90. If T30 cover is lower, recent sales are faster than the 90-day average (growth or seasonality); if higher, sales have slowed. Use the shorter window for reordering decisions when demand is clearly changing.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "stockout-days",
    category: "inventory",
    name: "Stockout Days",
    aliases: ["Days out of stock", "OOS days", "Out-of-stock days"],
    definition:
      "Stockout days is the number of days a SKU had, or will have, no sellable units available to buyers, measured historically or projected until the next shipment becomes available.",
    whyItMatters:
      "Each stockout day costs the full day's sales and can cost more afterwards: ads stop, organic rank slips and a competitor captures the buyers. Projecting stockout days before they happen tells you whether to air-freight, throttle sales with price, or accept the gap.",
    workedExample: {
      scenario:
        "A seller has 150 units left and sells 12 a day, so stock runs out in 12.5 days. The next shipment is scheduled to be received and available in 21 days. Projected stockout days = 21 - 12.5 = 8.5 days; raising the price slightly to slow sales may be cheaper than losing 8.5 days of rank.",
      inputs: { unitsAvailable: 150, averageDailyUnits: 12, daysUntilRestock: 21 },
      result: 8.5,
    },
    typicalRange: {
      summary:
        "No public benchmark; the goal for replenishable best sellers is zero. Set your own limit per product group by what a stockout costs (see lost sales) against the cost of the extra safety stock that would prevent it.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Include Amazon receiving time (which can stretch to weeks in peak season) in days until restock, not just carrier transit.",
      "When a gap is unavoidable, slow sales before you run out (modest price increase, lower bids) so the stockout is shorter.",
      "Hold safety stock for top SKUs in AWD or a 3PL so you can refill FBA within days.",
      "Review reorder points after every stockout to find whether demand or lead time was misjudged.",
    ],
    whereToFind:
      "No single Seller Central field: count days with zero fulfillable units in Reports > Fulfillment > Inventory Ledger (daily view), use Inventory > Inventory Planning > Restock Inventory for days of supply, and inbound arrival estimates on the Shipments page.",
    commonMistakes: [
      "Projecting from a sales rate that was already depressed by low stock or removed ads.",
      "Using the carrier delivery date instead of the date units are received and available to buyers.",
    ],
    related: ["lost-sales", "in-stock-rate", "days-of-supply", "reorder-point", "safety-stock"],
    faqs: [
      {
        question: "Does running out of stock hurt my Amazon ranking?",
        answer:
          "Out-of-stock listings stop generating sales. Amazon does not publish how organic search rank is set or how a stockout affects it, but rank can slip during the gap and take time to recover, so treat recovery time as a cost you avoid by keeping top SKUs in stock.",
      },
      {
        question: "Should I raise my price when I am about to stock out?",
        answer:
          "It can: a modest price increase or pausing ads slows sales so the remaining units last until the restock arrives, shortening or removing the stockout. Compare the margin you give up on slower sales with the revenue and rank you would lose during the gap.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "inventory-turnover",
    category: "inventory",
    name: "Inventory Turnover",
    aliases: ["Inventory turns", "Stock turnover", "Inventory turnover ratio"],
    definition:
      "Inventory turnover is cost of goods sold for a period divided by the average inventory value at cost over that period, showing how many times you sold through your stock.",
    whyItMatters:
      "Turnover connects inventory to cash: higher turns mean each dollar of stock generates sales more often, so you need less working capital to grow. It is the finance-friendly counterpart to Amazon's unit-based sell-through rate and is what lenders and acquirers look at.",
    workedExample: {
      scenario:
        "A brand's COGS for the year was $480,000. Inventory at cost was $95,000 at the start and $65,000 at the end, an average of $80,000. Turnover = 480,000 ÷ 80,000 = 6 turns a year, or about 61 days of inventory (365 ÷ 6).",
      inputs: { costOfGoodsSold: 480000, beginningInventoryValue: 95000, endingInventoryValue: 65000 },
      result: 6,
    },
    typicalRange: {
      summary:
        "No public benchmark: turnover depends on lead times, category and seasonality. Set your own floor from Amazon's excess line: four turns a year is about 90 days of stock, the level beyond which Amazon counts inventory as excess, so fewer turns than that on a non-seasonal product means stock is waiting.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); the 90-day excess line from Amazon Seller Central help, Inventory Performance, checked November 2026.",
    },
    howToImprove: [
      "Cut order sizes on slow SKUs and reorder more often; negotiate lower MOQs with suppliers if needed.",
      "Drop or liquidate SKUs with very low turns that consume cash and storage without contributing profit.",
      "Shorten lead time (closer suppliers, faster freight for top SKUs) so you can hold less stock for the same in-stock rate.",
      "Use average inventory from several points (monthly) rather than just start and end when stock is seasonal.",
    ],
    whereToFind:
      "Not shown in Seller Central. Take COGS from your accounting or {brand}, and value inventory at cost from Reports > Fulfillment > Inventory Ledger (units) times landed cost per unit, plus stock held off Amazon.",
    commonMistakes: [
      "Dividing sales revenue instead of COGS by inventory at cost, which inflates turns by your markup.",
      "Using only the year-end balance, which can be unusually low after Q4 and overstate turnover.",
      "Leaving out stock held in AWD, a 3PL or in transit, which is still your inventory.",
    ],
    related: ["sell-through-rate", "cost-of-goods-sold", "inventory-carrying-cost", "roi", "days-of-supply"],
    faqs: [
      {
        question: "What is a good inventory turnover for an Amazon seller?",
        answer:
          "There is no official figure and no public benchmark. Set your own floor from Amazon's excess line: below 4 turns a year you hold more than about 90 days of stock on average, which at Amazon starts to trigger excess and aged-inventory costs. Consumables with steady demand can turn much faster.",
      },
      {
        question: "How do I convert inventory turnover into days?",
        answer:
          "Divide the days in the period by turnover: 365 ÷ 6 turns = about 61 days of inventory on hand on average. That figure, days inventory outstanding, is easier to compare with your supplier lead time.",
      },
    ],
    tracking: {
      note: "Its Profit & Loss gives you the COGS of any period for the numerator.",
    },
    lastReviewed: "2026-11-24",
  },
  {
    slug: "lost-sales",
    category: "inventory",
    name: "Lost Sales (Out of Stock)",
    aliases: ["Missed sales", "Estimated lost sales", "Stockout cost"],
    definition:
      "Lost sales estimates the revenue you missed while a product was out of stock, calculated as average daily units sold when in stock × days out of stock × average selling price.",
    whyItMatters:
      "Stockouts feel free because nothing shows up as a cost on your P&L, yet the missed revenue can be larger than a whole year of storage fees. Putting a dollar value on it makes the case for safety stock, faster freight or earlier reorders.",
    workedExample: {
      scenario:
        "A yoga-block set normally sells 18 units a day at an average price of $29.99 and was out of stock for 9 days while a shipment waited to be received. Lost sales = 18 × 9 × $29.99 = $4,858.38. At a $7 profit per unit, that is about $1,134 of lost profit.",
      inputs: { averageDailyUnits: 18, stockoutDays: 9, averageSellingPrice: 29.99 },
      result: 4858.38,
    },
    typicalRange: {
      summary:
        "No benchmark: it is a dollar figure that depends on your volume. Set your own test: compare it with the cost of the safety stock or faster freight that would have prevented it, and act when the lost profit is larger.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); formula (sales rate × days out of stock × price) as used by Amazon analytics tools.",
    },
    howToImprove: [
      "Use the sales rate from the weeks before the stockout, not during it, and include the rank recovery period if sales stayed depressed afterwards.",
      "Compare lost profit (units × profit per unit) with the cost of extra safety stock, AWD storage or air freight to decide what prevention is worth.",
      "Set alerts on days of supply so top SKUs are reordered before lead time runs out.",
      "Track stockout causes (late supplier, slow receiving, forecast miss) and fix the most frequent one.",
    ],
    whereToFind:
      "Not reported as one number in Seller Central. Take daily units and average price from Reports > Business Reports > Detail Page Sales and Traffic by Child Item for a period before the stockout, and days out of stock from Reports > Fulfillment > Inventory Ledger.",
    commonMistakes: [
      "Treating lost revenue as lost profit; multiply units by profit per unit to see what actually went missing from the bottom line.",
      "Ignoring that some buyers wait or buy another of your variations, which makes the estimate an upper bound for substitutable products.",
    ],
    related: ["stockout-days", "in-stock-rate", "average-selling-price", "profit-per-unit", "safety-stock"],
    faqs: [
      {
        question: "How do I estimate sales lost to a stockout on Amazon?",
        answer:
          "Take the average units per day from a normal in-stock period just before the stockout, multiply by the number of days you were out of stock, then by your average selling price. For lost profit, multiply the missed units by your profit per unit instead of price.",
      },
      {
        question: "Are lost sales only the days I was out of stock?",
        answer:
          "Not always. After a long stockout, organic rank and ad performance can take time to recover (Amazon does not publish how long), so sales can stay below normal for a while. A fuller estimate adds the shortfall during that recovery period.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "reorder-point",
    category: "inventory",
    name: "Reorder Point",
    aliases: ["ROP", "Reorder level", "Restock trigger"],
    definition:
      "The reorder point is the inventory level at which you should place the next purchase order: average daily sales × total lead time in days, plus safety stock.",
    whyItMatters:
      "For Amazon sellers lead time is long and variable (production, ocean freight, prep, Amazon receiving), so reordering by gut feel is the main cause of stockouts and panic air freight. A reorder point turns that into a clear trigger per SKU.",
    workedExample: {
      scenario:
        "A seller sells 20 units a day. From purchase order to units available at Amazon takes 60 days (30 production, 22 freight, 8 receiving), and they hold 300 units of safety stock. Reorder point = 20 × 60 + 300 = 1,500 units, so when total stock (on hand + inbound + on order) drops to 1,500, they reorder.",
      inputs: { averageDailyUnits: 20, leadTimeDays: 60, safetyStockUnits: 300 },
      result: 1500,
    },
    typicalRange: {
      summary:
        "No universal range: it scales with your sales rate and lead time. Set your own from the formula: average daily units × total lead time (order to sellable at Amazon) + safety stock, and recompute it when lead times or sales change.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); standard inventory formula, figures from the worked example.",
    },
    howToImprove: [
      "Measure lead time from your own purchase-order history, end to end until units are sellable, instead of using the supplier's quoted production time.",
      "Compare the reorder point with inventory position (on hand + inbound + on order), not with FBA stock alone.",
      "Recalculate before seasonal peaks with the expected sales rate, not last month's.",
      "Cross-check with the recommended quantities and dates on Amazon's Restock Inventory page, which uses Amazon's own forecast.",
    ],
    whereToFind:
      "Not a Seller Central field. Amazon's Seller Central > Inventory > Inventory Planning > Restock Inventory gives recommended replenishment quantities and dates; daily sales come from Business Reports and lead times from your PO and shipment history.",
    commonMistakes: [
      "Leaving Amazon receiving time out of lead time; in peak season it can add weeks.",
      "Comparing the reorder point with on-hand stock only and reordering again while a previous order is still in production.",
    ],
    related: ["safety-stock", "days-of-supply", "weeks-of-cover", "stockout-days", "landed-cost-per-unit"],
    faqs: [
      {
        question: "How do I calculate a reorder point for Amazon FBA?",
        answer:
          "Multiply your average daily units sold by the full lead time in days, from placing the purchase order to units being available for sale at Amazon, and add safety stock. When your total inventory position falls to that number, place the next order.",
      },
      {
        question: "Does Amazon calculate a reorder point for me?",
        answer:
          "Amazon's Restock Inventory page gives recommended replenishment quantities and dates based on its forecast and the lead-time settings you enter, which is a useful cross-check. It does not see stock you hold off Amazon or the purchase orders you have already placed, so keep your own calculation.",
      },
    ],
    tracking: {
      note: "It shows days of supply for every product and can alert you {fact:alertDelivery} when a product's days of supply falls below your threshold. The free Lost Sales Calculator also works out a reorder point from your sales rate, lead time and safety days.",
    },
    lastReviewed: "2026-11-15",
  },
  {
    slug: "safety-stock",
    category: "inventory",
    name: "Safety Stock",
    aliases: ["Buffer stock", "Safety inventory"],
    definition:
      "Safety stock is the extra inventory held to absorb higher-than-expected demand or longer-than-expected lead time, here calculated as max daily sales × max lead time minus average daily sales × average lead time.",
    whyItMatters:
      "Average-based plans stock out half the time by design. Safety stock is the insurance that keeps best sellers available when a container is late or a promotion overperforms, and it is the main input that trades storage cost against lost sales.",
    workedExample: {
      scenario:
        "A seller averages 20 units a day with a 60-day lead time, but busy weeks reach 26 a day and the slowest shipment took 66 days. Safety stock = 26 × 66 - 20 × 60 = 1,716 - 1,200 = 516 units, about 26 days of average sales.",
      inputs: { maxDailyUnits: 26, maxLeadTimeDays: 66, averageDailyUnits: 20, averageLeadTimeDays: 60 },
      result: 516,
    },
    typicalRange: {
      summary:
        "No universal range: it depends on how much demand and lead time vary. Set your own from the formula and compare it with what a stockout costs: more safety stock is worth it while the lost sales it prevents cost more than holding it.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); standard inventory-planning method, figures from the worked example.",
    },
    howToImprove: [
      "Base max values on realistic peaks (for example the 90th percentile week), not one-off viral spikes, or the buffer becomes excess inventory.",
      "Use the statistical version (service-level z-score × standard deviation of demand × square root of lead time) for products with enough history.",
      "Reduce lead-time variability with reliable suppliers and freight partners; it shrinks safety stock more than anything else.",
      "Hold safety stock in AWD or a 3PL rather than in FBA to limit storage and utilization surcharges.",
    ],
    whereToFind:
      "Not in Seller Central. Daily unit history comes from Reports > Business Reports > Detail Page Sales and Traffic by Child Item (by date); lead times from your purchase orders and the Shipments page (dates received).",
    commonMistakes: [
      "Setting safety stock once and never revisiting it after sales or suppliers change.",
      "Applying the same buffer to every SKU instead of more for best sellers and volatile items.",
    ],
    related: ["reorder-point", "stockout-days", "in-stock-rate", "lost-sales", "inventory-carrying-cost"],
    faqs: [
      {
        question: "How much safety stock should an Amazon seller keep?",
        answer:
          "Enough to cover realistic surprises in demand and lead time for each SKU. Calculate it per SKU with the max-minus-average method or a statistical formula, then check the storage cost of holding it against the lost sales it prevents.",
      },
      {
        question: "What is the statistical safety stock formula?",
        answer:
          "Safety stock = z × σ(daily demand) × √(lead time in days), where z reflects the service level you want (about 1.65 for 95%). If lead time also varies, a fuller version adds average demand × σ(lead time). It needs consistent daily sales history, so new products usually start with the simpler method.",
      },
    ],
    tracking: {
      note: "The free Lost Sales Calculator works out safety stock from your sales rate and safety days, as part of its reorder point.",
    },
    lastReviewed: "2026-11-24",
  },
  {
    slug: "aged-inventory-percentage",
    category: "inventory",
    name: "Aged Inventory Percentage",
    aliases: ["Aged inventory %", "Inventory age share", "Old stock percentage"],
    definition:
      "Aged inventory percentage is the share of your sellable FBA units that have been in Amazon's fulfillment network longer than a given age, typically 181 days, where the aged inventory surcharge begins.",
    whyItMatters:
      "From 181 days Amazon adds a monthly aged inventory surcharge on top of storage, rising steeply after 270 days and again after a year (as of 2026). Aged units also signal a forecasting or product problem, and they tie up cash that could fund faster-moving SKUs.",
    workedExample: {
      scenario:
        "A seller has 3,200 sellable units at Amazon. The Inventory Age report shows 416 units older than 180 days, mostly one colour variation that never sold. Aged inventory = 416 ÷ 3,200 = 13%, and those units will keep getting more expensive every month they stay.",
      inputs: { agedUnits: 416, totalUnits: 3200 },
      result: 13,
    },
    typicalRange: {
      summary:
        "Amazon's aged inventory surcharge starts at 181 days, so the target is close to 0% of units past that age. Set your own tolerance for seasonal goods bought once a year, which can legitimately age past 181 days before their season.",
      source:
        "Threshold from Amazon's US aged inventory surcharge schedule (starts at 181 days), checked November 2026.",
    },
    howToImprove: [
      "Review the Inventory Age view monthly and act on units in the 151-180 day bucket before the surcharge starts.",
      "Use price cuts, coupons, Outlet deals or ads on aged SKUs, and stop reordering slow variations.",
      "Create removal or liquidation orders when the surcharge plus storage will exceed the margin left on the unit.",
      "Ship smaller quantities of new or unproven SKUs to FBA and keep the rest off Amazon until demand is proven.",
    ],
    whereToFind:
      "Seller Central > Inventory > Inventory Planning > Inventory Age (also the age columns on the FBA Inventory page) and Reports > Fulfillment > FBA Inventory (inv-age buckets); surcharges appear in the Aged Inventory Surcharge report under Reports > Fulfillment > Payments.",
    commonMistakes: [
      "Assuming Amazon ages each SKU by its oldest shipment; inventory age is tracked by unit receipt (first in, first out), so a fresh shipment does not reset older units.",
      "Waiting for the surcharge to appear on the statement before acting, when the age buckets show it coming months ahead.",
    ],
    related: ["aged-inventory-surcharge", "excess-inventory-percentage", "sell-through-rate", "monthly-storage-fee"],
    faqs: [
      {
        question: "When does Amazon charge the aged inventory surcharge?",
        answer:
          "In the US (as of 2026) the surcharge applies from 181 days of age and steps up by age band: modest per-cubic-foot amounts from 181 to 270 days, much higher from 271 days, and the highest rate (or a per-unit minimum) past 365 days. It is charged monthly on top of regular storage. Check Amazon's current fee page for the exact rates.",
      },
      {
        question: "Does removing aged inventory help my IPI?",
        answer:
          "Aged units count against the excess-inventory and sell-through factors Amazon lists for IPI, so clearing them generally helps, and it immediately stops the surcharge. The IPI formula is not published, so the size of the effect cannot be predicted exactly.",
      },
    ],
    tracking: {
      note: "Its Profit & Loss shows the aged inventory surcharge Amazon charges you, by product where Amazon's reports name it.",
    },
    lastReviewed: "2026-11-15",
  },
  {
    slug: "inventory-carrying-cost",
    category: "inventory",
    name: "Inventory Carrying Cost",
    aliases: ["Holding cost", "Carrying cost rate", "Inventory holding cost"],
    definition:
      "Inventory carrying cost is the total annual cost of holding stock (cost of capital, storage fees, insurance, shrinkage and obsolescence) expressed as a percentage of average inventory value.",
    whyItMatters:
      "Carrying cost is the hidden tax on over-ordering. A bigger order may cut the unit price by 3%, but if carrying cost is 25% a year, holding the extra stock for six months costs more than the discount saved. For FBA sellers, storage fees and surcharges make this cost larger and more visible than for most retailers.",
    workedExample: {
      scenario:
        "A brand holds $120,000 of inventory at cost on average, financed at 12% a year. It paid $9,600 in FBA, AWD and 3PL storage and about $6,000 in insurance, damage and write-offs. Carrying cost rate = 12% + (9,600 + 6,000) ÷ 120,000 × 100 = 25% a year, or $30,000.",
      inputs: {
        averageInventoryValue: 120000,
        costOfCapitalPercent: 12,
        annualStorageFees: 9600,
        annualOtherHoldingCosts: 6000,
      },
      result: 25,
    },
    typicalRange: {
      summary:
        "No public benchmark for Amazon sellers. Set your own rate from your numbers: your cost of capital (the interest on the cash or credit tied up) plus storage and other holding costs as a share of inventory value, as in the worked example; it rises with Q4 storage rates and aged-inventory surcharges.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked example.",
    },
    howToImprove: [
      "Raise inventory turns by ordering smaller quantities more often and pruning slow SKUs.",
      "Keep only 30-60 days at FBA and the rest in cheaper storage, and avoid Q4 storage rates on non-Q4 stock.",
      "Lower the cost of capital: negotiate supplier payment terms or cheaper inventory financing.",
      "Account for carrying cost when comparing a bulk-order discount with a smaller, more frequent order.",
    ],
    whereToFind:
      "Not in Seller Central as a single figure. Storage fees are in Reports > Fulfillment > Payments (Monthly Storage Fees and surcharge reports) and the Payments transaction view; inventory value comes from the Inventory Ledger times landed cost; interest and insurance from your accounts.",
    commonMistakes: [
      "Counting only Amazon storage fees and ignoring the cost of the cash tied up in stock.",
      "Using retail value instead of cost for inventory, which understates the carrying rate.",
    ],
    related: [
      "storage-cost-per-unit",
      "inventory-turnover",
      "monthly-storage-fee",
      "aged-inventory-surcharge",
      "net-profit",
    ],
    faqs: [
      {
        question: "What is a typical inventory carrying cost percentage?",
        answer:
          "It is made up of capital cost, storage, insurance, shrinkage and obsolescence, and there is no public benchmark for Amazon sellers. Your own figure depends on your interest rate and storage mix, so calculate it from your numbers.",
      },
      {
        question: "How do I convert the carrying cost rate into dollars per unit?",
        answer:
          "Multiply the annual rate by the unit's landed cost and by the fraction of a year it is held. At 25% a year, a unit costing $8 that sits for 3 months costs about $8 × 25% × 0.25 = $0.50 to carry.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "storage-cost-per-unit",
    category: "inventory",
    name: "Storage Cost per Unit",
    aliases: ["FBA storage cost per unit", "Per-unit storage fee", "Storage cost per item"],
    definition:
      "Storage cost per unit is the FBA storage you pay on one unit before it sells: the monthly rate per cubic foot (plus any surcharges) × the unit's volume in cubic feet × the months it is stored.",
    whyItMatters:
      "Amazon bills storage by volume, not by value, so bulky cheap products can lose their margin in storage alone, especially in October-December when US standard-size rates roughly triple. Knowing the per-unit figure lets you price, size shipments and pick products with storage in mind.",
    workedExample: {
      scenario:
        "A standard-size gift set measures 10 × 8 × 4.32 inches, 0.2 cubic feet. Shipped in early October, it sits through Q4 at the US rate of $2.40 per cubic foot per month (as of 2026). Storage per unit = $2.40 × 0.2 × 3 months = $1.44, versus $0.47 for the same three months at the $0.78 January-September rate.",
      inputs: { monthlyRatePerCubicFoot: 2.4, surchargePerCubicFoot: 0, unitVolumeCubicFeet: 0.2, monthsStored: 3 },
      result: 1.44,
    },
    typicalRange: {
      summary:
        "Cents for small items sold quickly, dollars for bulky or slow ones: US FBA storage is $0.78 per cubic foot a month January-September and $2.40 October-December for standard-size, $0.56 and $1.40 for oversize, and aged and utilization surcharges come on top. Set your own ceiling as a share of price you accept, and compare products against it.",
      source:
        "Amazon's US FBA monthly storage fee rates (since April 1, 2024, unchanged into 2026), checked November 2026.",
    },
    howToImprove: [
      "Reduce packaging dimensions: a smaller box lowers storage and often the fulfillment fee tier too.",
      "Send smaller, more frequent shipments so each unit sits fewer months at Amazon, especially through Q4.",
      "Avoid the aged inventory surcharge (181+ days) and the storage utilization surcharge (when the account's storage utilization ratio is over 22 weeks).",
      "Keep bulky slow movers in cheaper off-Amazon storage and replenish FBA just in time.",
    ],
    whereToFind:
      "Seller Central > Reports > Fulfillment > Payments > Monthly Storage Fees (per-ASIN volume and fee) and the estimated storage cost column in Reports > Fulfillment > FBA Inventory; current rates on Amazon's FBA fees help page.",
    commonMistakes: [
      "Using the item's dimensions instead of the packaged dimensions Amazon measured.",
      "Budgeting at January-September rates for stock that will sit through October-December.",
    ],
    related: [
      "monthly-storage-fee",
      "storage-utilization-surcharge",
      "aged-inventory-surcharge",
      "fees-per-unit",
      "inventory-carrying-cost",
    ],
    faqs: [
      {
        question: "How much does FBA storage cost per unit?",
        answer:
          "Multiply Amazon's monthly rate per cubic foot by your unit's packaged volume and the months it sits. As of 2026 the US standard-size rate is $0.78 per cubic foot per month from January to September and $2.40 from October to December, so a 0.1 cubic-foot item costs about $0.08 a month most of the year and $0.24 a month in Q4, before any surcharges.",
      },
      {
        question: "How do I calculate cubic feet for a product?",
        answer:
          "Multiply the packaged length, width and height in inches and divide by 1,728. A 12 × 9 × 4 inch box is 432 ÷ 1,728 = 0.25 cubic feet. Use the dimensions Amazon has on file for the ASIN, since those drive the fee.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "inventory-performance-index",
    category: "inventory",
    name: "Inventory Performance Index (IPI)",
    aliases: ["IPI", "IPI score", "FBA inventory performance score"],
    definition:
      "The Inventory Performance Index is Amazon's 0 to 1,000 score of how efficiently a seller manages FBA inventory, built from excess inventory, sell-through, stranded inventory and in-stock rate.",
    whyItMatters:
      "Amazon uses the score in managing FBA capacity, and it sums up four inventory habits that each cost money on their own: excess stock pays storage and aged-inventory surcharges, slow sell-through ties up cash, stranded units cannot sell and stockouts lose sales and rank. A falling IPI is an early warning that one of them is slipping.",
    workedExample: {
      scenario:
        "After clearing 1,200 aged units through an outlet deal and fixing 40 stranded listings, a seller's IPI went from 468 to 512 the following weeks. IPI change = 512 - 468 = +44 points.",
      inputs: { currentScore: 512, previousScore: 468 },
      result: 44,
    },
    typicalRange: {
      summary:
        "The score runs from 0 to 1,000. Amazon does not publish how it is computed, and what counts as a good score is what Amazon shows on your own dashboard at the time. Set your own target as a steady or rising score week to week, and act on whichever of the four factors the dashboard marks as the weakest.",
      source:
        "Amazon Seller Central, FBA Inventory Performance dashboard (0-1,000 scale; formula not published), checked November 2026; figures from the worked example.",
    },
    howToImprove: [
      "Reduce excess inventory: remove, liquidate or discount units with more supply than Amazon's recommended level.",
      "Fix stranded inventory within days: a unit without an active listing counts against you and cannot sell.",
      "Keep replenishable products in stock with reorder points based on lead time.",
      "Raise sell-through with fewer, more frequent shipments rather than one large one.",
    ],
    whereToFind:
      "Seller Central > Inventory > Inventory Planning (FBA Inventory > Inventory Performance), with the score, its history and the four contributing factors.",
    commonMistakes: [
      "Treating IPI as a goal in itself: improve the four factors and the score follows.",
      "Sending large shipments just before the measurement to look in stock, which worsens excess and sell-through.",
    ],
    related: [
      "excess-inventory-percentage",
      "sell-through-rate",
      "stranded-inventory-percentage",
      "in-stock-rate",
      "storage-utilization-ratio",
    ],
    faqs: [
      {
        question: "How is the Amazon IPI score calculated?",
        answer:
          "Amazon has not published the formula. It names four factors: excess inventory, sell-through, stranded inventory and in-stock rate, each shown on the dashboard with its own trend. Work on the weakest of those.",
      },
      {
        question: "What is a good IPI score?",
        answer:
          "Amazon shows the current level that matters for capacity on your own dashboard. Beyond that, a score that holds or rises week to week means your inventory habits are healthy; a drop points at one of the four factors.",
      },
    ],
    lastReviewed: "2026-11-23",
  },
  {
    slug: "storage-utilization-ratio",
    category: "inventory",
    name: "Storage Utilization Ratio",
    aliases: ["Storage utilization", "Weeks of supply by volume", "Storage-to-shipping ratio"],
    definition:
      "The storage utilization ratio is how many weeks of shipping your FBA stock would last by volume: average daily cubic feet stored divided by average daily cubic feet shipped, over the trailing 13 weeks, in weeks.",
    whyItMatters:
      "Amazon charges the storage utilization surcharge on top of monthly storage when this ratio is over 22 weeks, and the surcharge per cubic foot rises with each band above it. The ratio is also a plain measure of how much stock sits still for each unit that sells.",
    workedExample: {
      scenario:
        "A seller's standard-size inventory averaged 1,850 cubic feet stored per day over the last 13 weeks while shipping 8.5 cubic feet per day. Storage utilization ratio = 1,850 ÷ 8.5 ÷ 7 = 31.09 weeks, in the 28-36 week band of the surcharge.",
      inputs: { cubicFeetStored: 1850, cubicFeetShipped: 8.5 },
      result: 31.09,
    },
    typicalRange: {
      summary:
        "Amazon's line is 22 weeks: above it the US standard-size surcharge (January-September) is $0.44 per cubic foot for 22-28 weeks, $0.76 for 28-36, $1.16 for 36-44, $1.58 for 44-52 and $1.88 over 52. Sellers in their first 365 days after their first FBA receipt and those storing under 25 cubic feet in a size type are exempt.",
      source:
        "Amazon Seller Central help G3EDYEF6KUCFQTNM on FBA monthly storage fees and the storage utilization surcharge (January-September US standard-size rates), checked November 2026.",
    },
    howToImprove: [
      "Ship smaller, more frequent replenishments so stored volume tracks shipped volume.",
      "Remove or liquidate slow bulky items first: they weigh on the ratio by volume, not by units.",
      "Use Amazon Warehousing and Distribution for bulk stock and let it replenish FBA.",
    ],
    whereToFind:
      "Seller Central > Inventory > FBA Inventory > Storage (Storage utilization ratio by size type), and the Storage monitor in the FBA capacity view.",
    commonMistakes: [
      "Measuring in units instead of cubic feet: a few bulky slow sellers can push the ratio up on their own.",
      "Mixing standard-size and oversize, which Amazon measures separately.",
    ],
    related: [
      "storage-utilization-surcharge",
      "weeks-of-cover",
      "excess-inventory-percentage",
      "monthly-storage-fee",
      "inventory-performance-index",
    ],
    faqs: [
      {
        question: "How is Amazon's storage utilization ratio calculated?",
        answer:
          "Average daily volume stored divided by average daily volume shipped over the trailing 13 weeks, divided by 7 to express it in weeks, separately for standard-size and oversize.",
      },
      {
        question: "When does the storage utilization surcharge apply?",
        answer:
          "When the ratio is over 22 weeks, for Professional sellers past their first 365 days with at least 25 cubic feet in the size type. Inventory 0-30 days old and products mostly replenished through AWD are exempt.",
      },
    ],
    tracking: {
      note: "Its Profit & Loss shows the storage utilization surcharge Amazon charges you.",
    },
    lastReviewed: "2026-11-23",
  },
  {
    slug: "days-of-inventory-outstanding",
    category: "inventory",
    name: "Days of Inventory Outstanding (DIO)",
    aliases: ["DIO", "Days inventory outstanding", "Days in inventory", "Inventory days"],
    definition:
      "Days of inventory outstanding is how many days of cost of goods sold your average inventory represents: average inventory value at cost divided by COGS for the period, times the days in the period.",
    whyItMatters:
      "It puts inventory in days of cash: how long the money paid for stock stays tied up before it is sold. For a seller who buys stock months ahead it is the largest part of the cash conversion cycle, and unlike days of supply it is measured in money, so slow expensive products weigh more than slow cheap ones.",
    workedExample: {
      scenario:
        "Over a 90-day quarter a brand held $42,000 of inventory at cost on average, in FBA, AWD and in transit, and sold goods costing $51,000. DIO = $42,000 ÷ $51,000 × 90 = 74.12 days.",
      inputs: { averageInventoryValue: 42000, cogs: 51000, periodDays: 90 },
      result: 74.12,
    },
    typicalRange: {
      summary:
        "There is no public benchmark for Amazon sellers. Set your own ceiling from your supply chain: production plus transit lead time plus the safety stock you need, in days; DIO well above that means stock is waiting, not travelling.",
      source:
        "No public benchmark (checked November 2026); standard inventory arithmetic, figures from the worked example.",
    },
    howToImprove: [
      "Order closer to demand with reorder points, instead of large infrequent purchase orders.",
      "Clear slow movers and aged stock before they add surcharges as well as days.",
      "Shorten lead times (nearer suppliers, faster freight where the margin allows) so less stock is in the pipeline.",
    ],
    whereToFind:
      "Calculated from your inventory valuation (FBA Inventory Ledger and your own stock at cost) and COGS from your P&L for the same period.",
    commonMistakes: [
      "Valuing inventory at selling price instead of cost.",
      "Leaving out stock in transit or at a 3PL, which is paid for but not yet at Amazon.",
    ],
    related: ["inventory-turnover", "cash-conversion-cycle", "days-of-supply", "inventory-carrying-cost"],
    faqs: [
      {
        question: "How is DIO different from days of supply?",
        answer:
          "Days of supply counts units on hand against units sold per day, per product. DIO counts inventory value against cost of goods sold for the business, so it measures cash tied up rather than stock cover.",
      },
      {
        question: "How does DIO relate to inventory turnover?",
        answer:
          "They are two views of the same ratio: DIO = days in the period ÷ inventory turnover for that period. A turnover of 4 a year is about 91 days of inventory.",
      },
    ],
    tracking: {
      note: "Its Profit & Loss gives you the COGS of any period to divide by.",
    },
    lastReviewed: "2026-11-24",
  },
] satisfies KpiContent[];
