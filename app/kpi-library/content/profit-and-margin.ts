import type { KpiContent } from "~/kpi-library/schema";

export const profitAndMarginKpis = [
  {
    slug: "gross-sales",
    category: "profit-and-margin",
    name: "Gross sales",
    aliases: ["Gross revenue", "Total sales", "Top-line sales", "Ordered product sales (approx.)"],
    definition:
      "Gross sales is the total amount buyers paid for your products in a period, including shipping and gift-wrap charges, before refunds, promotional discounts, Amazon fees and sales tax.",
    whyItMatters:
      "Gross sales is the top of every Amazon P&L: referral fees, ad-spend ratios like TACoS and most growth targets are measured against it. On its own it says nothing about profit, so its real value is as the starting point that net sales, margins and fees are compared with. A gross-sales number that grows while net sales stalls is an early warning of rising refunds or discount dependency.",
    workedExample: {
      scenario:
        "A Home & Kitchen brand sells 1,240 units of a silicone utensil set in March 2026 at an average price of $24.99. Almost all orders ship free with Prime, but a few gift orders add $112.00 of gift-wrap and shipping charges. Gross sales = 1,240 × $24.99 + $112.00 = $31,099.60.",
      inputs: { unitsSold: 1240, averageItemPrice: 24.99, shippingAndGiftWrap: 112 },
      result: 31099.6,
    },
    typicalRange: {
      summary:
        "There is no 'good' gross-sales number and no public benchmark for the gap to net sales: it is a scale measure. Set your own baseline from your history (week over week, same month last year) and watch the gap to the net sales it turns into, which refunds and promotions open.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Grow traffic and conversion together: sessions and unit session percentage are the two levers that multiply into units sold.",
      "Raise the average selling price where your Featured Offer and conversion hold, instead of defaulting to discounts.",
      "Add bundles or multipacks that lift units per order without a proportional rise in fulfillment fees.",
      "Keep top sellers in stock: stockout days remove gross sales and also weaken organic rank afterwards.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > Sales and Traffic (By Date) shows Ordered Product Sales for orders placed; for shipped and settled sales use Seller Central > Payments > Reports Repository > Date Range Reports (product sales plus shipping and gift-wrap credits).",
    commonMistakes: [
      "Counting sales tax as revenue: in the US Amazon collects and remits marketplace-facilitator sales tax, so it is not your money.",
      "Comparing Business Reports (orders placed, including later cancellations) with Payments reports (shipped, settled orders) and treating the difference as an error.",
      "Reporting gross sales as 'revenue' to partners or investors without the refunds and discounts that turn it into net sales.",
    ],
    related: ["net-sales", "ordered-product-sales", "average-selling-price", "units-ordered", "sales-growth-rate"],
    faqs: [
      {
        question: "Is gross sales the same as Ordered Product Sales in Seller Central?",
        answer:
          "Close, but not identical. Ordered Product Sales in Business Reports counts orders when they are placed, including orders later cancelled, and excludes tax. Gross sales in a P&L is usually built from Payments data (shipped orders, with shipping and gift-wrap credits). Use one source consistently per report.",
      },
      {
        question: "Should gross sales include shipping charges?",
        answer:
          "Yes if buyers paid them: shipping and gift-wrap charges are part of what the customer paid, and Amazon charges its referral fee on the total sales price including them. For Prime FBA orders shipping is usually free, so the amount is small.",
      },
      {
        question: "Why do my gross sales differ between Seller Central and my profit tool?",
        answer:
          "The usual reasons are timing (order date vs ship or settlement date), cancelled orders, time zones (Seller Central reports in Pacific time for the US marketplace) and whether shipping, gift wrap and tax are included. Align those four and the numbers normally reconcile.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "net-sales",
    category: "profit-and-margin",
    name: "Net sales",
    aliases: ["Net revenue", "Sales after refunds", "Net product sales"],
    definition:
      "Net sales is gross sales minus refunds given to buyers and promotional discounts such as coupons, deals and promo codes, the revenue you actually keep before any cost.",
    whyItMatters:
      "Net sales is the honest revenue line and the right denominator for gross margin, contribution margin and net profit margin. Working margins out from gross sales instead leaves refunds and discounts out and flatters them whenever those rise. The gap between gross and net sales also tells you how much revenue promotions and returns are eating.",
    workedExample: {
      scenario:
        "The utensil-set brand had $31,099.60 of gross sales in March 2026. It refunded $1,449.42 to customers (58 units at $24.99) and gave $942.30 of coupon and Prime-exclusive discounts. Net sales = $31,099.60 - $1,449.42 - $942.30 = $28,707.88.",
      inputs: { grossSales: 31099.6, refunds: 1449.42, promotionalDiscounts: 942.3 },
      result: 28707.88,
    },
    typicalRange: {
      summary:
        "No public benchmark for the gap between gross and net sales. Amazon's non-apparel return-rate thresholds for the returns processing fee (2.9% for grocery to 12.8% for backpacks, handbags and luggage) show how much refunds vary by category. Set your own baseline per category and month, and read promotion months separately.",
      source:
        "Amazon's category return-rate thresholds for the FBA returns processing fee (from June 1, 2024), as quoted by Teikametrics and P4 Product (2026); Amazon's full table is in Seller Central, checked November 2026.",
    },
    howToImprove: [
      "Cut refunds at the source: read return reasons in the FBA customer returns report and fix listing images, sizing charts or packaging that cause them.",
      "Measure each coupon and deal by incremental profit, not by units, and stop those that only discount sales you would have made anyway.",
      "Prefer targeted promotions (Prime-exclusive discounts, customer-segment coupons) over site-wide price cuts.",
      "Watch refund timing: a spike after a packaging or supplier change points to a quality problem worth catching early.",
    ],
    whereToFind:
      "Seller Central > Payments > Reports Repository > Date Range Reports: the Summary report separates product sales, promotional rebates and refunds. Refunded units also appear in Reports > Business Reports > By Date > Seller Performance.",
    commonMistakes: [
      "Subtracting Amazon fees and calling the result net sales: that is net proceeds or payout, a different metric.",
      "Mixing bases: refunds booked by refund date (Payments) against sales booked by order date (Business Reports) distorts short periods.",
    ],
    related: ["gross-sales", "refund-rate", "promotion-cost-share", "gross-margin", "estimated-payout"],
    faqs: [
      {
        question: "What is the difference between net sales and net proceeds on Amazon?",
        answer:
          "Net sales is revenue after refunds and discounts only. Net proceeds (what Payments shows as the net amount) also deducts Amazon's selling and FBA fees, and sometimes ad charges, so it is much closer to a payout figure than to revenue.",
      },
      {
        question: "Are promotional rebates a cost or a reduction of sales?",
        answer:
          "Accounting practice treats discounts given to the buyer as a reduction of revenue, which is why they sit between gross and net sales. Fees you pay Amazon to run a coupon or deal are different: they are an expense (see promotion cost share).",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "cost-of-goods-sold",
    category: "profit-and-margin",
    name: "Cost of goods sold (COGS)",
    aliases: ["COGS", "Cost of sales", "Product cost", "Cost of goods"],
    definition:
      "Cost of goods sold is the landed cost of the units you sold in a period: what you paid the supplier plus freight, duties and the other costs of getting those units into sellable stock.",
    whyItMatters:
      "COGS is usually the largest cost after Amazon fees and the one Amazon cannot see, so Seller Central never shows true profit without it. An error of $0.50 per unit in COGS flows straight into every margin and ROI figure. Giving each new landed cost the date it takes effect also shows when supplier price rises or tariff changes quietly erode margin.",
    workedExample: {
      scenario:
        "The utensil-set brand sold 1,240 units in March 2026. Its latest purchase order landed at $6.85 per unit including freight, duties and prep. COGS = 1,240 × $6.85 = $8,494.00.",
      inputs: { unitsSold: 1240, landedCostPerUnit: 6.85 },
      result: 8494,
    },
    typicalRange: {
      summary:
        "No public benchmark: the COGS share of sales depends on business model and category. Set your own ceiling from the other costs: price minus Amazon fees (about 34% of a $24.99 item in 2026) minus ads minus the margin you want is the most the goods can cost.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); fee share from the worked example on the fees per unit page.",
    },
    howToImprove: [
      "Negotiate price breaks at higher order quantities, but weigh them against storage fees and aged-inventory surcharges.",
      "Consolidate freight and compare sea, rail and air per unit: freight is often the most variable part of landed cost.",
      "Review HTS classification and country of origin with a customs broker; US duty and tariff rates changed repeatedly in 2025-2026.",
      "Redesign packaging to cut volume and weight, which lowers freight and, often, FBA size-tier fees as well.",
    ],
    whereToFind:
      "Not in Seller Central: Amazon does not know your product cost. Build it from supplier invoices, freight bills and customs entries, and enter it per SKU in your profit tool (or in the cost fields of Amazon's Revenue Calculator for a quick check).",
    commonMistakes: [
      "Using the supplier's unit price alone and leaving freight, duties, inspection and prep out of COGS.",
      "Keeping one static cost per SKU when each purchase order lands at a different cost. Give each new landed cost a start date so later orders use it and earlier months keep theirs; {brand} uses {fact:costingShort}. It does not do {fact:costingNotComputed}, which your accountant may use to value stock on hand.",
      "Double-counting Amazon fees inside COGS and again as a separate fee line.",
    ],
    related: ["landed-cost-per-unit", "gross-profit", "gross-margin", "roi", "inventory-turnover"],
    faqs: [
      {
        question: "Do Amazon FBA fees belong in COGS?",
        answer:
          "Keeping referral, FBA and storage fees on a separate 'Amazon fees' line lets gross margin reflect product economics; some accountants book FBA fees as cost of sales instead. Either is defensible; what matters is using one convention consistently.",
      },
      {
        question: "How do I calculate COGS for a period from inventory counts?",
        answer:
          "The accounting formula is beginning inventory value + purchases (landed) - ending inventory value. Per-unit COGS (units sold × landed cost) should reconcile to it; a big gap usually means unrecorded losses, removals or damaged units.",
      },
      {
        question: "Are shipping costs to Amazon part of COGS?",
        answer:
          "Your own freight to Amazon's fulfillment centers is: it is a cost of getting goods into sellable stock, so it belongs in landed cost and COGS. Amazon's inbound placement fee is an Amazon fee; {brand}'s P&L counts it once, under FBA fees, so do not add it to COGS as well or it is counted twice.",
      },
    ],
    tracking: {
      how: {
        "/features/profit-loss":
          "multiplies the units of each order by the landed cost you enter per SKU (in the app or by CSV upload) that is valid on the order date.",
      },
    },
    lastReviewed: "2026-11-26",
  },
  {
    slug: "landed-cost-per-unit",
    category: "profit-and-margin",
    name: "Landed cost per unit",
    aliases: ["Landed cost", "Unit landed cost", "Total unit cost", "Delivered cost per unit"],
    definition:
      "Landed cost per unit is the full cost of getting one sellable unit into Amazon's network: supplier price plus freight, duties and tariffs, inspection, prep, labeling and inbound shipping, divided by the units received.",
    whyItMatters:
      "Every per-unit profit calculation starts from landed cost, and using the factory price instead can understate the true unit cost by a quarter or more for imported goods. It is also the base for ROI and break-even price, so an understated landed cost makes products look viable when they are not. Recomputing it for each purchase order shows the real impact of tariff and freight changes.",
    workedExample: {
      scenario:
        "A seller imports 3,000 utensil sets: supplier invoice $12,600 ($4.20 each), ocean freight and trucking $2,450, duties and tariffs on the customs entry $3,780, and $1,720 for inspection, FNSKU labeling and shipping to Amazon. Landed cost = ($12,600 + $2,450 + $3,780 + $1,720) ÷ 3,000 = $6.85 per unit.",
      inputs: {
        supplierCost: 12600,
        freightCost: 2450,
        dutiesAndTariffs: 3780,
        otherInboundCosts: 1720,
        unitsReceived: 3000,
      },
      result: 6.85,
    },
    typicalRange: {
      summary:
        "No public benchmark: the gap between supplier price and landed cost depends on freight lane, season, product density and tariffs. Work out your own from your freight invoices and customs entry, as in the worked example, and recompute it for every shipment.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked example.",
    },
    howToImprove: [
      "Compare freight per unit (not per shipment) across modes and forwarders, and consolidate purchase orders to fill containers.",
      "Ask a customs broker to check the HTS classification and any available exclusions or duty-saving programs.",
      "Cut packaging volume: smaller cartons lower freight, inbound cost and often the FBA size tier.",
    ],
    whereToFind:
      "Built from your own documents: supplier invoices, forwarder and carrier bills, customs entry summaries and prep-center invoices. Amazon's own inbound charges (partnered carrier charges and inbound placement fees) appear with its other charges in Seller Central > Payments > Transaction View.",
    commonMistakes: [
      "Dividing by units ordered instead of sellable units received, which hides defects and shortages.",
      "Forgetting your own carrier charges to the fulfillment center.",
      "Adding Amazon's own inbound charges to landed cost: the inbound placement fee and the partnered carrier's charge are billed in Seller Central, and {brand}'s P&L books every charge Amazon makes as an Amazon fee, so adding them to landed cost as well counts them twice.",
      "Reusing last year's landed cost after tariff or freight changes.",
    ],
    related: ["cost-of-goods-sold", "profit-per-unit", "break-even-price", "roi", "inbound-placement-fee"],
    faqs: [
      {
        question: "What costs are included in landed cost for Amazon FBA?",
        answer:
          "Supplier price, packaging, inspection, freight to your warehouse or prep center, duties, tariffs and customs fees, prep and labeling, and your own shipping into Amazon. Amazon's inbound placement fee and partnered-carrier charges are Amazon charges, which {brand}'s P&L books as Amazon fees rather than in landed cost; Amazon's fees for selling and fulfilling the order are not landed cost either.",
      },
      {
        question: "How do I allocate freight across several SKUs in one shipment?",
        answer:
          "Allocate by the cost driver: cubic volume for ocean and truck freight, chargeable weight for air, and declared value for duties. Allocating by unit count over-charges small items and under-charges bulky ones.",
      },
    ],
    tracking: {
      how: {
        "/features/profit-loss":
          "uses the landed cost you enter per SKU (in the app or by CSV upload) for every order on or after the date it takes effect.",
      },
      cta: {
        title: "Put your landed cost into every order's profit",
        body: "{brand} applies the landed cost you enter per SKU to every order from the date it takes effect, next to Amazon's fees and your ad spend.",
      },
    },
    lastReviewed: "2026-11-26",
  },
  {
    slug: "gross-profit",
    category: "profit-and-margin",
    name: "Gross profit",
    aliases: ["Gross margin dollars", "Profit after COGS"],
    definition:
      "Gross profit is net sales minus the cost of goods sold, the money left after paying for the products themselves but before Amazon fees, advertising and overhead.",
    whyItMatters:
      "Gross profit is the pool that must pay for Amazon fees, ads and overhead, so it is the first check on whether the product economics can work at all. For Amazon sellers it is only a partial picture because Amazon fees are often as large as COGS or larger. Watching gross profit per unit across purchase orders isolates sourcing changes from marketplace changes.",
    workedExample: {
      scenario:
        "In March 2026 the utensil-set brand had $28,707.88 of net sales and $8,494.00 of COGS. Gross profit = $28,707.88 - $8,494.00 = $20,213.88.",
      inputs: { netSales: 28707.88, cogs: 8494 },
      result: 20213.88,
    },
    typicalRange: {
      summary:
        "As a dollar figure it has no range; as a share of net sales it is your gross margin. There is no public benchmark: set your own floor as the margin that still covers Amazon fees, ads and overhead (see gross margin).",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Lower landed cost through supplier negotiation, freight consolidation and packaging redesign.",
      "Test modest price increases on products with strong reviews and Featured Offer share.",
      "Reduce refunds and discounts, which shrink net sales without reducing COGS on unsellable returns.",
    ],
    whereToFind:
      "Not reported by Amazon: combine net sales from Seller Central > Payments > Reports Repository > Date Range Reports with your own COGS, or read it in your profit dashboard.",
    commonMistakes: [
      "Comparing gross profit across tools: some Amazon profit tools label profit after Amazon fees and ads as 'gross profit', which is really contribution profit.",
      "Judging an Amazon product on gross profit alone, when referral and FBA fees can take 30-40% of the price.",
    ],
    related: ["gross-margin", "net-sales", "cost-of-goods-sold", "contribution-margin", "net-profit"],
    faqs: [
      {
        question: "Is gross profit the same as profit on Amazon?",
        answer:
          "No. Gross profit only removes product cost. Amazon referral and FBA fees, storage, advertising and overhead still have to be paid from it; what is left after all of those is net profit.",
      },
      {
        question: "Should I subtract Amazon fees to get gross profit?",
        answer:
          "In standard accounting, no: gross profit is revenue minus cost of goods sold. Some Amazon tools subtract fees anyway. Check the definition before comparing numbers from different tools.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "gross-margin",
    category: "profit-and-margin",
    name: "Gross margin",
    aliases: ["Gross margin %", "Gross profit margin", "GM%"],
    definition:
      "Gross margin is gross profit as a percentage of net sales, showing how much of each sales dollar is left after paying for the products sold.",
    whyItMatters:
      "Gross margin tells you whether there is enough room between price and product cost to absorb Amazon fees, advertising and overhead. On Amazon, where fees take about a third of a $25 item's price on the 2026 rate card, a product with a 50% gross margin has little left for ads. It is the quickest way to compare sourcing quality across products and suppliers.",
    workedExample: {
      scenario:
        "The utensil-set brand had $28,707.88 of net sales and $8,494.00 of COGS in March 2026. Gross margin = ($28,707.88 - $8,494.00) ÷ $28,707.88 × 100 = 70.41%.",
      inputs: { netSales: 28707.88, cogs: 8494 },
      result: 70.41,
    },
    typicalRange: {
      summary:
        "No public benchmark: gross margin depends on business model and category. Set your own floor from the costs it has to cover: Amazon fees (about 34% of a $24.99 item in 2026) plus ads plus the net margin you want. With 10% ads and a 15% net target, that product needs a gross margin near 60%.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); fee share from the worked example on the fees per unit page.",
    },
    howToImprove: [
      "Negotiate unit cost or move to a lower-cost supplier once quality is proven.",
      "Cut freight per unit by consolidating shipments and shrinking packaging.",
      "Raise price where reviews, brand strength and Featured Offer share allow it.",
      "Drop or rework SKUs whose gross margin cannot cover Amazon fees plus a realistic TACoS.",
    ],
    whereToFind:
      "Not in Seller Central; compute it from net sales (Seller Central > Payments > Reports Repository > Date Range Reports) and your COGS, or read it in your profit dashboard.",
    commonMistakes: [
      "Working it out on gross sales, (gross sales - COGS) ÷ gross sales, which leaves refunds and discounts out and overstates margin when they are high.",
      "Confusing margin with markup: a 100% markup (cost $10, price $20) is a 50% margin.",
      "Comparing gross margin with peers whose tools subtract Amazon fees in 'gross' profit.",
    ],
    related: ["gross-profit", "contribution-margin", "net-profit-margin", "cost-of-goods-sold", "pre-ad-margin"],
    faqs: [
      {
        question: "What is a good gross margin for Amazon FBA?",
        answer:
          "There is no public benchmark. Work yours out from the costs gross margin has to cover: Amazon fees (about 34% of a $24.99 large standard item's price on the 2026 card, as on the fees per unit page), your ad spend and the net margin you want. With 10% ads and a 15% net target that product needs a gross margin near 60%; a reseller with little ad spend can work with far less.",
      },
      {
        question: "What is the difference between gross margin and markup?",
        answer:
          "Margin divides profit by the selling price; markup divides it by cost. A product bought for $6.85 and sold for $24.99 has a 265% markup but a 73% gross margin.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "contribution-margin",
    category: "profit-and-margin",
    name: "Contribution margin",
    aliases: ["CM", "CM3", "Contribution margin ratio", "Variable profit margin"],
    definition:
      "Contribution margin is the share of net sales left after all variable costs, meaning COGS, Amazon fees, advertising and other per-unit costs, that contributes to covering fixed overhead and profit.",
    whyItMatters:
      "Contribution margin is the best single measure of whether selling one more unit on Amazon makes money, because it includes the fees and ads that gross margin ignores. It is the number to use when deciding which SKUs to scale, which to reprice and which to cut. Fixed overhead does not change with one more sale, so contribution margin is also the right basis for ad and promotion decisions.",
    workedExample: {
      scenario:
        "In March 2026 the utensil-set brand had $28,707.88 of net sales, $8,494.00 of COGS, $9,963.25 of Amazon fees, $3,650.00 of ad spend and $662.00 of other variable costs ($250.00 of coupon fees, plus inserts and packaging; the unsellable returns' cost is already in COGS). The fees are FBA $5,208.00, storage $264.31 and referral $4,490.94: 15% of the $31,099.60 of gross sales with shipping and gift wrap ($4,664.94), less $174.00 credited back on the 58 units refunded (each unit's $3.75 referral fee minus Amazon's $0.75 refund administration fee). Contribution margin = ($28,707.88 - $8,494.00 - $9,963.25 - $3,650.00 - $662.00) ÷ $28,707.88 × 100 = 20.69%.",
      inputs: { netSales: 28707.88, cogs: 8494, amazonFees: 9963.25, adSpend: 3650, otherVariableCosts: 662 },
      result: 20.69,
    },
    typicalRange: {
      summary:
        "No public benchmark: contribution margin has to cover your overhead (team, software, warehousing) and leave profit. Set your own floor as overhead as a share of sales plus the net margin you want.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Lower TACoS by cutting non-converting search terms and shifting budget to proven keywords and your own brand terms.",
      "Reduce FBA fees by redesigning packaging to drop a size tier or weight band.",
      "Cut storage fees and surcharges by ordering closer to demand.",
      "Reprice SKUs with strong conversion, and stop promotions that do not raise contribution dollars.",
    ],
    whereToFind:
      "Not in Seller Central as one number. Combine Payments data (Seller Central > Payments > Reports Repository > Date Range Reports), ad spend from Amazon Ads > Campaign Manager (or the Advertising cost lines in Payments) and your COGS, or read it in your profit dashboard.",
    commonMistakes: [
      "Leaving advertising out: that is pre-ad margin, a different metric.",
      "Including fixed overhead such as salaries and software, which turns it into net margin.",
      "Allocating ad spend only by attributed ad sales, ignoring that ads also lift organic sales of the same SKU.",
    ],
    related: ["pre-ad-margin", "contribution-margin-roi", "net-profit-margin", "tacos", "amazon-fees-percentage"],
    faqs: [
      {
        question: "What is the difference between contribution margin and net profit margin?",
        answer:
          "Contribution margin subtracts only costs that move with sales (COGS, Amazon fees, ads, per-unit extras). Net profit margin also subtracts fixed overhead such as staff, software and rent, so it is always lower when overhead exists.",
      },
      {
        question: "What do CM1, CM2 and CM3 mean?",
        answer:
          "They are common staged versions: CM1 is after COGS, CM2 after COGS and Amazon fees (similar to pre-ad margin), CM3 after advertising too. Definitions vary between agencies, so state which costs each level includes.",
      },
      {
        question: "Should contribution margin be calculated per SKU?",
        answer:
          "Yes. Account-level contribution margin hides losers: one SKU at 30% can mask another at -5%. Per-SKU contribution margin is how you decide what to scale, fix or delist.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "contribution-margin-roi",
    category: "profit-and-margin",
    name: "Contribution margin ROI",
    aliases: ["CM ROI", "Return on inventory investment", "Contribution ROI"],
    definition:
      "Contribution margin ROI is contribution profit (net sales minus COGS, Amazon fees, ads and other variable costs) divided by the COGS of the units sold, the return earned on each dollar invested in inventory.",
    whyItMatters:
      "When cash is the constraint, the question is not only how much margin a SKU makes but how much it returns on the money tied up in stock. Contribution margin ROI ranks SKUs by that return, which can differ sharply from ranking by margin: a cheap-to-source product with a modest margin can return more per inventory dollar than a premium one. Combined with inventory turnover it shows how fast cash compounds.",
    workedExample: {
      scenario:
        "In March 2026 the utensil-set brand earned $5,938.63 of contribution profit ($28,707.88 net sales - $8,494.00 COGS - $9,963.25 Amazon fees - $3,650.00 ads - $662.00 other variable costs) on $8,494.00 of inventory cost. Contribution margin ROI = $5,938.63 ÷ $8,494.00 × 100 = 69.92%.",
      inputs: { netSales: 28707.88, cogs: 8494, amazonFees: 9963.25, adSpend: 3650, otherVariableCosts: 662 },
      result: 69.92,
    },
    typicalRange: {
      summary:
        "No public benchmark. Set your own floor from your capital: the return per inventory turn times turns per year should beat what the cash would earn elsewhere, plus a margin for risk.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Raise contribution profit per unit (price, fees, ads) without increasing landed cost.",
      "Order smaller, more frequent batches so less cash sits in inventory at any time.",
      "Put ad budget behind the SKUs with the highest CM ROI first.",
      "Clear aged stock before it attracts aged-inventory surcharges that eat into contribution.",
    ],
    whereToFind:
      "Not in Seller Central; compute it from Payments data, ad spend and your COGS, or read it in your profit dashboard per SKU.",
    commonMistakes: [
      "Dividing by the cost of all inventory purchased instead of the COGS of the units sold in the period.",
      "Comparing a 30-day CM ROI with an annual return without adjusting for turns.",
    ],
    related: ["contribution-margin", "roi", "inventory-turnover", "cost-of-goods-sold"],
    faqs: [
      {
        question: "How is contribution margin ROI different from ROI?",
        answer:
          "ROI usually divides net profit (after overhead) by the product investment. Contribution margin ROI uses contribution profit, before fixed overhead, so it isolates the economics of the SKU itself and is better for comparing products.",
      },
      {
        question: "How do I annualize contribution margin ROI?",
        answer:
          "Multiply the ROI per turn by the number of times the inventory turns per year. A SKU earning 40% per turn that turns 6 times a year returns far more cash than one earning 80% that turns twice.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "pre-ad-margin",
    category: "profit-and-margin",
    name: "Pre-ad margin",
    aliases: ["Margin before advertising", "Profit margin before PPC", "CM2"],
    definition:
      "Pre-ad margin is the share of net sales left after COGS, Amazon fees and other variable costs but before advertising, the maximum share of net sales you can spend on ads and still break even.",
    whyItMatters:
      "Pre-ad margin sets the ceiling for advertising: if ad spend is more than this share of net sales, the product loses money. TACoS divides ad spend by total sales, before refunds, so its break-even level is lower: pre-ad profit ÷ total sales. Per unit it is the same idea as break-even ACoS, so it links the finance view to the PPC view. Tracking it separately from ad spend shows whether falling profit comes from costs or from advertising.",
    workedExample: {
      scenario:
        "In March 2026 the utensil-set brand had $28,707.88 of net sales, $8,494.00 of COGS, $9,963.25 of Amazon fees and $662.00 of other variable costs. Pre-ad margin = ($28,707.88 - $8,494.00 - $9,963.25 - $662.00) ÷ $28,707.88 × 100 = 33.40%, so ad spend above $9,588.63, 33.40% of net sales, would make the product unprofitable. As a TACoS, on the $31,099.60 of gross sales, that break-even is $9,588.63 ÷ $31,099.60 = 30.83%.",
      inputs: { netSales: 28707.88, cogs: 8494, amazonFees: 9963.25, otherVariableCosts: 662 },
      result: 33.4,
    },
    typicalRange: {
      summary:
        "No public benchmark: pre-ad margin is what ads and overhead can spend. Set your own floor as the ad spend you need plus overhead plus the net profit you want, each as a share of net sales; per unit it is also your break-even ACoS.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Reduce FBA fees per unit through packaging that lowers the size tier or shipping weight.",
      "Lower landed cost via supplier negotiation and freight consolidation.",
      "Avoid storage surcharges by keeping days of supply in a healthy range.",
      "Raise price where conversion holds; each dollar of price adds almost fully to pre-ad margin after the referral fee.",
    ],
    whereToFind:
      "Not in Seller Central; compute it from Payments data and COGS. To compare it with TACoS (spend from Amazon Ads > Campaign Manager over total sales from Business Reports), divide pre-ad profit by the same total sales.",
    commonMistakes: [
      "Comparing pre-ad margin with ACoS at the account level, where ACoS only covers ad-attributed sales, or with TACoS without changing the denominator: TACoS divides by total sales, pre-ad margin by net sales.",
      "Forgetting storage, returns and refund costs, which makes the advertising ceiling look higher than it is.",
    ],
    related: ["break-even-acos", "tacos", "contribution-margin", "acos", "target-acos"],
    faqs: [
      {
        question: "Is pre-ad margin the same as break-even ACoS?",
        answer:
          "At the unit level, yes: profit before ad spend divided by price is break-even ACoS. At the account level, compare TACoS with pre-ad profit divided by total sales, the same denominator TACoS uses; pre-ad margin divides by net sales, so it overstates the TACoS you can afford when refunds and discounts are high.",
      },
      {
        question: "How much of my pre-ad margin should go to ads?",
        answer:
          "It depends on your goal. A launch may spend most or all of it to build rank for a planned budget and period; in steady state ad spend can be at most pre-ad profit minus your overhead and the net profit you want to keep, and that amount divided by total sales is your TACoS ceiling.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "net-profit",
    category: "profit-and-margin",
    name: "Net profit",
    aliases: ["Bottom line", "Net income (pre-tax)", "Net earnings", "Profit"],
    definition:
      "Net profit is what remains from net sales after COGS, all Amazon fees, advertising, other variable costs and overhead, the business's bottom line before income tax.",
    whyItMatters:
      "Net profit is the number that pays the owners and funds growth; revenue and margins only matter to the extent they produce it. Amazon's Payments reports show money moving but not profit, because they lack COGS and overhead. Seeing net profit per month, and per SKU with overhead allocated, is the only way to know whether growth is adding value or only volume.",
    workedExample: {
      scenario:
        "In March 2026 the utensil-set brand had $28,707.88 of net sales, $8,494.00 of COGS, $9,963.25 of Amazon fees, $3,650.00 of ad spend and $3,012.00 of other expenses ($662.00 of variable costs plus $2,350.00 of overhead: software, a part-time VA and the $39.99 Professional plan). Net profit = $28,707.88 - $8,494.00 - $9,963.25 - $3,650.00 - $3,012.00 = $3,588.63.",
      inputs: { netSales: 28707.88, cogs: 8494, amazonFees: 9963.25, adSpend: 3650, otherExpenses: 3012 },
      result: 3588.63,
    },
    typicalRange: {
      summary:
        "As a dollar amount it depends on scale; as a share of net sales it is your net profit margin. No public benchmark exists; set your own target in your plan and track it by product (see net profit margin).",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Rank SKUs by net profit and stop funding the bottom tail with ad spend and inventory.",
      "Trim fee leakage: inbound placement choices, low-inventory-level fees, aged inventory and returns processing fees add up.",
      "Claim reimbursements for lost or damaged FBA inventory under Amazon's reimbursement policy.",
      "Keep overhead growing slower than contribution profit.",
    ],
    whereToFind:
      "Not in Seller Central. Start from Seller Central > Payments > Reports Repository > Date Range Reports (sales, fees, refunds, ad charges), add COGS and overhead, or read it in your profit dashboard.",
    commonMistakes: [
      "Treating the Amazon payout as profit: the payout ignores COGS and overhead and is shifted by reserves.",
      "Leaving out costs paid outside Amazon, such as freight, prep centers, software and ad spend paid by credit card.",
      "Mixing cash timing (when inventory was paid for) with profit timing (when units sold).",
    ],
    related: ["net-profit-margin", "contribution-margin", "roi", "estimated-payout", "profit-per-unit"],
    faqs: [
      {
        question: "Why is my Amazon payout higher than my net profit?",
        answer:
          "The payout is sales minus Amazon's fees and charges; it has not subtracted what you paid for the inventory, freight, software or staff. It can also be lower than expected for timing reasons, because Amazon holds funds in reserve until after delivery.",
      },
      {
        question: "Is net profit before or after tax?",
        answer:
          "In Amazon seller dashboards it is almost always before income tax, because tax depends on the owner's structure. Sales tax collected by Amazon is neither revenue nor expense for US marketplace orders.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "net-profit-margin",
    category: "profit-and-margin",
    name: "Net profit margin",
    aliases: ["Net margin", "Profit margin", "Bottom-line margin", "Net margin %"],
    definition:
      "Net profit margin is net profit divided by net sales, the percentage of each sales dollar the business keeps after every cost including overhead, before income tax.",
    whyItMatters:
      "Net profit margin makes profitability comparable across months, products and business sizes, and it is the figure buyers of Amazon businesses and lenders look at alongside absolute profit. A falling margin with rising sales usually points to ad spend, discounts or fees growing faster than revenue. It also sets how much price competition you can absorb.",
    workedExample: {
      scenario:
        "The utensil-set brand made $3,588.63 of net profit on $28,707.88 of net sales in March 2026. Net profit margin = $3,588.63 ÷ $28,707.88 × 100 = 12.50%.",
      inputs: { netProfit: 3588.63, netSales: 28707.88 },
      result: 12.5,
    },
    typicalRange: {
      summary:
        "No audited public benchmark: seller surveys exist but are self-reported. Set your own target from what the business has to earn: the return you expect on the cash tied up in inventory, as a share of sales. Launch months and SKUs in ad-supported growth can run negative for a while by plan.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Reduce TACoS on mature products by improving organic rank and conversion.",
      "Cut Amazon fees through packaging optimization and better inventory planning.",
      "Raise prices on SKUs with strong reviews and little direct competition.",
      "Review overhead quarterly and remove tools and services that do not pay back.",
    ],
    whereToFind:
      "Not in Seller Central; compute it from your P&L (Payments data plus COGS, ad spend and overhead) or read it in your profit dashboard.",
    commonMistakes: [
      "Using gross sales as the denominator, which understates margin when refunds and discounts are high and makes months with different refund levels incomparable.",
      "Comparing your net margin with peers who exclude owner salary or ad spend paid by card.",
    ],
    related: ["net-profit", "contribution-margin", "gross-margin", "tacos", "net-sales"],
    faqs: [
      {
        question: "What is a good profit margin for an Amazon seller?",
        answer:
          "There is no audited public benchmark; seller surveys are self-reported. Set your target from the return you need on the cash tied up in stock. Look at contribution margin too: a business with 25% contribution and 5% net has an overhead problem, not a product problem.",
      },
      {
        question: "How do Amazon fees affect net margin?",
        answer:
          "Referral fees (15% in most US categories) plus FBA fulfillment fees take about 32% of a $24.99 large standard item's price on the 2026 rate card ($3.75 + $4.35 with the fuel surcharge), more for low-priced items. Together with COGS and ads, that is why small changes in price or fees swing net margin sharply.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "roi",
    category: "profit-and-margin",
    name: "ROI (return on investment)",
    aliases: ["ROI", "Return on investment", "Return on inventory", "Cash-on-cash return per unit"],
    definition:
      "ROI is net profit divided by the landed cost of the units that produced it, showing how many cents of profit each dollar invested in inventory returns.",
    whyItMatters:
      "ROI is the main filter for resellers (wholesale, online and retail arbitrage) deciding what to buy, and an important cash-efficiency check for private-label brands. Two products with the same margin can have very different ROI if one costs far more to source. Because inventory cash is limited, putting it into the highest-ROI products that still sell quickly compounds growth.",
    workedExample: {
      scenario:
        "A wholesale seller buys 240 units of a pet grooming brush at a landed cost of $11.50 ($2,760.00). After referral and FBA fees, storage and a little advertising, each unit nets $4.26, or $1,022.40 for the batch. ROI = $1,022.40 ÷ $2,760.00 × 100 = 37.04%.",
      inputs: { netProfit: 1022.4, cogs: 2760 },
      result: 37.04,
    },
    typicalRange: {
      summary:
        "No public benchmark: the ROI you need depends on how fast the stock sells and what else the cash could do. Set your own floor per inventory turn so that ROI × turns per year beats your cost of capital with room for risk.",
      source: "No public benchmark: Amazon publishes none and no named study was found (checked November 2026).",
    },
    howToImprove: [
      "Source lower: negotiate with suppliers, buy at quantity breaks, or find the product closer to the manufacturer.",
      "Cut the fees between price and profit, especially FBA size tier and storage.",
      "Avoid slow movers: ROI earned after six months of storage and aged-inventory surcharges is worth far less.",
      "Reprice with the Featured Offer competition rather than racing to the bottom.",
    ],
    whereToFind:
      "Not in Seller Central. Use Amazon's Revenue Calculator (enter your product cost) for a per-unit estimate before buying, then measure actual ROI from Payments data and COGS in your profit dashboard.",
    commonMistakes: [
      "Dividing profit by the selling price: that is margin, not ROI.",
      "Using the supplier price instead of landed cost, which inflates ROI.",
      "Ignoring time: 30% ROI in one month is far better than 30% over a year.",
    ],
    related: ["contribution-margin-roi", "net-profit", "landed-cost-per-unit", "profit-per-unit", "inventory-turnover"],
    faqs: [
      {
        question: "What is a good ROI for Amazon FBA?",
        answer:
          "There is no public benchmark. Set your floor per inventory turn so that ROI x turns per year beats your cost of capital with room for risk: at 4 turns a year and a 20% yearly hurdle each turn needs at least 5%, and a slow or risky product needs far more. A lower ROI can still be attractive if the product sells very quickly and reliably.",
      },
      {
        question: "What is the difference between ROI and profit margin?",
        answer:
          "Margin divides profit by revenue; ROI divides profit by what you invested. A $30 item that costs $15 and nets $5 has a 16.7% margin but a 33.3% ROI.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "profit-per-unit",
    category: "profit-and-margin",
    name: "Profit per unit",
    aliases: ["Unit profit", "Net profit per unit", "Per-unit margin"],
    definition:
      "Profit per unit is the selling price minus every cost attributable to one unit sold: landed cost, referral fee, FBA fulfillment fee, advertising per unit and other per-unit costs such as storage and returns.",
    whyItMatters:
      "Profit per unit turns the whole P&L into one number you can reason about for pricing, coupons and ad bids. It shows instantly whether a price change, a $2 coupon or a new FBA fee wipes out the margin. Multiplied by forecast units, it is also the fastest way to estimate the value of a launch or a reorder.",
    workedExample: {
      scenario:
        "After April 17, 2026, the utensil set sells for $24.99. Landed cost is $6.85, the referral fee $3.75 (15%), the FBA fee $4.35 (large standard 12 oz, $10-$50 band, $4.20 plus the 3.5% fuel and logistics surcharge), ads average $2.94 per unit sold and storage plus returns allowance $0.51. Profit per unit = $24.99 - $6.85 - $3.75 - $4.35 - $2.94 - $0.51 = $6.59.",
      inputs: {
        sellingPrice: 24.99,
        landedCost: 6.85,
        referralFee: 3.75,
        fulfillmentFee: 4.35,
        adCostPerUnit: 2.94,
        otherCostsPerUnit: 0.51,
      },
      result: 6.59,
    },
    typicalRange: {
      summary:
        "No public benchmark. Set your own floor as a cushion against the surprises that hit every unit: a few refunds, a fee change, a price cut. The utensil set's worked example keeps a few dollars per unit after ads; products under about $15 struggle because the fixed FBA fee takes a large share.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); figures from the worked example.",
    },
    howToImprove: [
      "Check which FBA weight band and price band you fall in; a few ounces or a price just under $10 or $50 changes the 2026 fee.",
      "Cut ad cost per unit by improving conversion rate, which lowers cost per order at the same CPC.",
      "Sell multipacks so one FBA fee is spread over more product value.",
      "Keep storage per unit low by ordering closer to demand.",
    ],
    whereToFind:
      "Amazon's Revenue Calculator gives fees and a per-unit net for a price and cost you enter; Seller Central > Reports > Fulfillment > Fee Preview lists estimated referral and FBA fees per SKU. Actual per-unit profit needs ad spend and COGS from your profit dashboard.",
    commonMistakes: [
      "Leaving advertising out of per-unit profit, then wondering why account-level profit is lower.",
      "Using the list price instead of the average price actually realized after coupons and deals.",
      "Ignoring per-unit effects of returns: the FBA fee is not refunded on returned units.",
    ],
    related: ["break-even-price", "fees-per-unit", "landed-cost-per-unit", "referral-fee", "fba-fulfillment-fee"],
    faqs: [
      {
        question: "How do I calculate profit per unit on Amazon FBA?",
        answer:
          "Start with the price, then subtract landed cost, the referral fee (usually 15% of the total sales price), the FBA fulfillment fee for your size tier, weight and price band, ad spend divided by total units sold, and averaged storage, returns and promotion costs.",
      },
      {
        question: "Why does Amazon's Revenue Calculator show a higher profit than I actually make?",
        answer:
          "It models one sale at one price: it does not know your ad spend, coupons, refunds, storage surcharges or overhead. Treat it as a ceiling and compare it with your actual per-unit profit.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "break-even-price",
    category: "profit-and-margin",
    name: "Break-even price",
    aliases: ["Minimum price", "Floor price", "Zero-profit price"],
    searchAliases: ["break even", "break even point", "breakeven"],
    definition:
      "Break-even price is the selling price at which one unit makes exactly zero profit after landed cost, FBA fees, referral fees and any costs charged as a share of price such as advertising.",
    whyItMatters:
      "Break-even price is the floor for repricers, coupons and deals: any price below it loses money on every unit. Because the referral fee and ad spend scale with price, the floor is higher than simply adding costs up. Knowing it per SKU prevents automated repricing or stacked promotions from selling at a loss.",
    workedExample: {
      scenario:
        "The utensil set has a $6.85 landed cost, a $4.35 FBA fee (including the 3.5% fuel and logistics surcharge) and $0.51 of other per-unit costs, pays a 15% referral fee and spends about 10% of sales on ads. Break-even price = ($6.85 + $4.35 + $0.51) ÷ (1 - 0.15 - 0.10) = $15.61.",
      inputs: { landedCost: 6.85, fulfillmentFee: 4.35, otherCostsPerUnit: 0.51, referralRate: 15, adCostRate: 10 },
      result: 15.61,
    },
    typicalRange: {
      summary:
        "Not a benchmark but a per-product floor: no price below it makes money. Set your own minimum price above it by the margin you need to absorb returns, fee changes and price noise.",
      source:
        "Arithmetic from Amazon's US referral fees and the FBA rate card effective January 15, 2026 with the fuel and logistics surcharge; figures from the worked example.",
    },
    howToImprove: [
      "Lower the fixed per-unit costs (landed cost, FBA fee) to bring the floor down.",
      "Reduce ad cost as a share of price by improving organic rank and conversion.",
      "Set the repricer's minimum at or above break-even for every SKU, including during deals.",
      "Recheck the floor after every fee change: the 2026 FBA card has different fees under $10, $10-$50 and over $50.",
    ],
    whereToFind:
      "Not reported by Amazon. Use the fee estimates in Seller Central > Reports > Fulfillment > Fee Preview or the Revenue Calculator, plus your landed cost and TACoS, then set it as the minimum price in your repricer or in Seller Central's Automate Pricing rules.",
    commonMistakes: [
      "Adding the referral fee as a fixed dollar amount: it is a percentage of price, so it falls as the price falls.",
      "Forgetting that the 2026 FBA fee depends on price band; a break-even under $10 uses the lower under-$10 fee.",
      "Setting coupons and deals that stack below the floor.",
    ],
    related: ["profit-per-unit", "break-even-acos", "referral-fee", "fba-fulfillment-fee", "landed-cost-per-unit"],
    faqs: [
      {
        question: "How do I calculate the break-even price with a percentage referral fee?",
        answer:
          "Add the fixed per-unit costs (landed cost, FBA fee, other per-unit costs) and divide by one minus the percentage costs (referral rate plus ad spend as a share of price). With $11.71 of fixed costs and 25% of percentage costs: $11.71 ÷ 0.75 = $15.61.",
      },
      {
        question: "Does the $0.30 minimum referral fee matter for break-even?",
        answer:
          "Only for very cheap items: at 15% the minimum applies below $2.00. For almost all FBA products the percentage is higher than the minimum.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "estimated-payout",
    category: "profit-and-margin",
    name: "Estimated payout",
    aliases: ["Amazon payout", "Settlement amount", "Disbursement", "Net proceeds"],
    definition:
      "Estimated payout is the amount Amazon is expected to transfer to your bank for a settlement period: sales minus promotional rebates, net refunds, Amazon fees, ad charges billed to your seller account and other deductions.",
    whyItMatters:
      "Cash, not profit, pays suppliers and ad bills, so knowing the next payout is essential for reorder timing. The payout differs from profit because it excludes COGS and overhead, and from sales because of fees and reserves. Amazon's delivery-date-based reserve (DD+7) holds funds until seven days after delivery, which shifts when money arrives.",
    workedExample: {
      scenario:
        "In a two-week settlement, a seller has $14,820.00 of sales, $465.20 of promotional rebates, $512.75 of refunds (after referral fees credited back), $4,903.60 of Amazon fees, $1,780.00 of Sponsored Products charges billed to the seller account and the $39.99 Professional subscription. Estimated payout = $14,820.00 - $465.20 - $512.75 - $4,903.60 - $1,780.00 - $39.99 = $7,118.46.",
      inputs: {
        grossSales: 14820,
        promotionalRebates: 465.2,
        refundsNet: 512.75,
        amazonFees: 4903.6,
        adsChargedToBalance: 1780,
        otherDeductions: 39.99,
      },
      result: 7118.46,
    },
    typicalRange: {
      summary:
        "A cash figure, not a margin benchmark: it depends on category fees, price point and whether ads are billed to the seller account. Reconcile your own estimate with the settlement report each period.",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); fees from Amazon's US fee schedule (2026), figures from the worked example.",
    },
    howToImprove: [
      "Ship and deliver faster (FBA, or fast FBM with valid tracking): under DD+7 funds release seven days after delivery.",
      "Use Disburse on demand (Payments dashboard) to request available funds once every 24 hours instead of waiting for the standard cycle.",
      "Keep account health clean; A-to-z claims, chargebacks and negative balances increase reserves.",
      "Bill ads to a credit card if you need predictable payouts and want to separate ad cash from sales cash.",
    ],
    whereToFind:
      "Seller Central > Payments > Payments Dashboard (Statement View shows the current settlement, deferred transactions and the amount to be disbursed); details per transaction in Payments > Transaction View and downloadable Date Range Reports in Payments > Reports Repository.",
    commonMistakes: [
      "Treating the payout as profit: it has not deducted inventory, freight or overhead.",
      "Forgetting deferred transactions: sales made in the last days of a period may be held until seven days after delivery.",
      "Missing ad charges: if ads bill the seller account, a big campaign lowers the payout directly.",
    ],
    related: ["net-profit", "net-sales", "amazon-fees-percentage", "refund-cost", "gross-sales"],
    faqs: [
      {
        question: "How often does Amazon pay sellers?",
        answer:
          "Standard disbursement runs roughly every 14 days, and sellers can also request available funds through Disburse on demand once every 24 hours. Funds arrive a few business days after the transfer is initiated, and only funds outside the reserve period are available.",
      },
      {
        question: "What is DD+7 on Amazon?",
        answer:
          "It is Amazon's delivery-date-based reserve: sale proceeds are held until seven days after the order's delivery date so that returns and claims can be covered. Amazon can apply a longer reserve based on account risk.",
      },
      {
        question: "Why is my Amazon payout lower than sales minus fees?",
        answer:
          "Common reasons are deferred transactions still in reserve, ad charges billed to the seller account, refunds, removal or disposal fees, storage fees billed monthly and the subscription fee. The Transaction View in Payments shows each line.",
      },
    ],
    tracking: {
      how: {
        "/features/profit-loss":
          "shows it for each settlement period in its settlement view, from Amazon's financial events.",
      },
    },
    lastReviewed: "2026-11-15",
  },
  {
    slug: "refund-rate",
    category: "profit-and-margin",
    name: "Refund rate",
    aliases: ["Refund %", "Units refunded rate", "Return refund rate"],
    definition:
      "Refund rate is the percentage of units ordered that were refunded to buyers in the same period, a direct measure of post-sale revenue loss and product or listing problems.",
    whyItMatters:
      "Refunds reduce revenue and cost money on top: the FBA fulfillment fee is not returned, Amazon keeps a refund administration fee, and some returns cannot be resold. A return rate above your category's threshold also triggers Amazon's returns processing fee, and 'not as described' complaints can bring listing reviews and lower conversion from negative reviews. It is often the earliest sign of a quality or expectation problem.",
    workedExample: {
      scenario:
        "The utensil-set brand ordered 1,240 units in March 2026 and refunded 58 units in the same month. Refund rate = 58 ÷ 1,240 × 100 = 4.68%.",
      inputs: { unitsRefunded: 58, unitsOrdered: 1240 },
      result: 4.68,
    },
    typicalRange: {
      summary:
        "Category-dependent. Amazon's return-rate thresholds for the returns processing fee run from 2.9% for Grocery to 12.8% for Backpacks, Handbags and Luggage for non-apparel, a fair guide to category norms; apparel and shoes pay the fee on every return and run higher. Set your own target below your category's threshold.",
      source:
        "Amazon's category return-rate thresholds for the FBA returns processing fee (from June 1, 2024), as quoted by Teikametrics and P4 Product (2026); Amazon's full table is in Seller Central, checked November 2026.",
    },
    howToImprove: [
      "Read return reasons and buyer comments in the FBA customer returns report and Voice of the Customer, and fix the top two causes.",
      "Make the listing match the product: dimensions, materials, compatibility and size charts in images, not only in text.",
      "Improve packaging to cut damage in transit, especially for glass, liquids and electronics.",
      "Add an insert with setup instructions or a support contact for products that confuse buyers.",
    ],
    whereToFind:
      "Seller Central > Reports > Business Reports > By Date > Seller Performance shows Units Refunded and Refund Rate (by refund date); Reports > Fulfillment > Customer Returns (FBA) lists each return with its reason; Performance > Voice of the Customer shows product-level complaint signals.",
    commonMistakes: [
      "Comparing refunds booked by refund date with orders booked by order date over short periods, which produces spikes that are only timing.",
      "Treating refund rate and return rate as the same thing: returnless refunds and cancelled shipments are refunds without a physical return.",
    ],
    related: ["refund-cost", "return-rate", "returns-processing-fee", "return-dissatisfaction-rate", "net-sales"],
    faqs: [
      {
        question: "What is a normal refund rate on Amazon?",
        answer:
          "It depends on category, and Amazon publishes no average. Its return-rate thresholds for the returns processing fee (from June 1, 2024, shown on your FBA Returns dashboard) are the closest Amazon reference: third-party summaries quote 2.9% for Grocery up to 12.8% for Backpacks, Handbags and Luggage. Apparel and shoes have no threshold and pay the fee on every return. Set your own target below your category's threshold.",
      },
      {
        question: "Does Amazon refund the fees when a customer gets a refund?",
        answer:
          "Amazon credits back the referral fee minus a refund administration fee of the lesser of $5.00 or 20% of the referral fee per item (US). The FBA fulfillment fee is not refunded.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "refund-cost",
    category: "profit-and-margin",
    name: "Refund cost",
    aliases: ["Cost of refunds", "Cost of returns", "Return cost"],
    definition:
      "Refund cost is what refunds cost you beyond the refunded revenue: the FBA fee that is not returned, Amazon's refund administration fee, any returns processing fee and the landed cost of returned units that cannot be resold.",
    whyItMatters:
      "Refunded revenue is visible in every report, but the costs that come with it are scattered across fee lines and inventory adjustments, so they are easy to underestimate. A refund on an FBA item usually costs several dollars even when the unit comes back sellable. Putting a dollar figure on refunds shows whether fixing a listing or packaging issue is worth the effort.",
    workedExample: {
      scenario:
        "The utensil-set brand refunded 58 units in March 2026. Each carried a $4.20 FBA fee (not refunded) and a $3.75 referral fee, so the refund administration fee is min($5, 20% × $3.75) = $0.75. The return rate is under the category threshold, so no returns processing fee applies; 40% of returns come back unsellable at a $6.85 landed cost. Refund cost = 58 × ($4.20 + $0.75 + $0 + $6.85 × 40%) = $446.02.",
      inputs: {
        unitsRefunded: 58,
        fulfillmentFee: 4.2,
        referralFee: 3.75,
        returnsProcessingFee: 0,
        landedCost: 6.85,
        unsellablePercent: 40,
      },
      result: 446.02,
    },
    typicalRange: {
      summary:
        "For FBA goods a refund costs the FBA fee (not refunded), the refund administration fee (the lesser of $5.00 or 20% of the referral fee), any returns processing fee and the landed cost of units that cannot be resold. Use your own unsellable share from your returns data.",
      source:
        "Amazon's US refund administration fee policy and returns processing fee rules, checked November 2026; figures from the worked example.",
    },
    howToImprove: [
      "Reduce the refund rate first: every avoided refund saves the full per-unit cost.",
      "Inspect returned inventory dispositions and request reimbursement where Amazon's reimbursement policy applies to lost or damaged returns.",
      "Improve packaging so returned units come back resellable more often.",
      "Keep return rates under the category threshold to avoid the returns processing fee on non-apparel products.",
    ],
    whereToFind:
      "Seller Central > Payments > Transaction View (filter Refunds) shows refunded amounts and fee credits; Reports > Fulfillment > Customer Returns shows each returned unit's disposition (sellable, customer damaged, defective).",
    commonMistakes: [
      "Assuming Amazon refunds all fees: the FBA fulfillment fee is not refunded and a refund administration fee is kept.",
      "Counting refunded revenue as the only cost and ignoring unsellable inventory write-offs.",
    ],
    related: ["refund-rate", "returns-processing-fee", "return-rate", "net-profit", "fba-fulfillment-fee"],
    faqs: [
      {
        question: "What is Amazon's refund administration fee?",
        answer:
          "When you refund an order, Amazon credits back the referral fee but keeps a refund administration fee of the lesser of $5.00 or 20% of the applicable referral fee, per item line (US, non-media). For media products with a full refund the administration fee is $0.",
      },
      {
        question: "Do I lose the FBA fee when a customer returns an item?",
        answer:
          "Yes. The FBA fulfillment fee pays for picking, packing and shipping the original order and is not refunded. Some categories also carry a returns processing fee for handling the return.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "promotion-cost-share",
    category: "profit-and-margin",
    name: "Promotion cost share",
    aliases: ["Promo cost %", "Discount rate", "Promotional spend share", "Promotion cost ratio"],
    definition:
      "Promotion cost share is the total cost of promotions, meaning discounts given to buyers plus the fees Amazon charges for coupons and deals, as a percentage of gross sales.",
    whyItMatters:
      "Coupons, Prime-exclusive discounts and deals lift conversion and rank, but they are a cost that hides between gross and net sales. Since June 2025 Amazon charges coupons and deals partly as a percentage of the sales they generate, so promotion costs now scale with success. Tracking the share stops promotions from becoming a permanent price cut.",
    workedExample: {
      scenario:
        "In March 2026 the utensil-set brand gave $942.30 of coupon and Prime-exclusive discounts and paid $250.00 in coupon fees ($5.00 per coupon plus 2.5% of $9,800 of coupon sales) on $31,099.60 of gross sales. Promotion cost share = ($942.30 + $250.00) ÷ $31,099.60 × 100 = 3.83%.",
      inputs: { promotionalDiscounts: 942.3, couponAndDealFees: 250, grossSales: 31099.6 },
      result: 3.83,
    },
    typicalRange: {
      summary:
        "No public benchmark. Set your own budget per promotion from its incremental contribution: a promotion is worth its cost when the extra units it sells earn more than the discount and fees. Coupon and deal fees follow Amazon's US fee changes of June 2, 2025 (coupon variable fee capped at $2,000 from November 5, 2025).",
      source:
        "No public benchmark: Amazon publishes none and no named study was found (checked November 2026); coupon and deal fees from Amazon's US fee announcements of 2025.",
    },
    howToImprove: [
      "Run fewer, larger coupons: each coupon carries a $5 upfront fee, and since November 2025 the 2.5% variable fee is capped at $2,000 per coupon.",
      "Compare coupons with deals: deals outside peak events cost $70 per day plus 1% of deal sales, so they can be cheaper per unit for high-priced products.",
      "Target promotions (Prime-exclusive, new-customer or repeat-customer segments) instead of discounting every buyer.",
      "Measure baseline sales before and after each promotion to find discounts that only subsidize sales you would have made.",
    ],
    whereToFind:
      "Discounts: Seller Central > Payments > Reports Repository > Date Range Reports (promotional rebates). Fees: Payments > Transaction View (coupon and deal fee lines). Performance per promotion: Advertising > Coupons, Advertising > Deals and Advertising > Prime Exclusive Discounts.",
    commonMistakes: [
      "Counting only the coupon fees and forgetting the discount value itself, or the other way round.",
      "Judging a promotion by units sold rather than by contribution profit after discount and fees.",
      "Stacking coupons, Prime-exclusive discounts and deals on the same ASIN so the combined discount falls below the break-even price.",
    ],
    related: ["net-sales", "gross-sales", "break-even-price", "contribution-margin", "sales-growth-rate"],
    faqs: [
      {
        question: "How much do Amazon coupons cost in 2026?",
        answer:
          "In the US, since June 2, 2025 a coupon costs a $5 upfront fee plus 2.5% of the sales made with the coupon, replacing the old $0.60 per redemption. From November 5, 2025 the variable part is capped at $2,000 per coupon. The discount itself is also your cost.",
      },
      {
        question: "Are promotional discounts an expense or a reduction of revenue?",
        answer:
          "Discounts given to buyers reduce revenue (they sit between gross and net sales). Fees paid to Amazon for coupons and deals are expenses. Promotion cost share adds both so you see the full cost.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "cash-conversion-cycle",
    category: "profit-and-margin",
    name: "Cash Conversion Cycle",
    aliases: ["CCC", "Cash cycle", "Cash-to-cash cycle"],
    definition:
      "The cash conversion cycle is the number of days between paying for inventory and receiving the cash from selling it: days of inventory outstanding plus days sales outstanding minus days payables outstanding.",
    whyItMatters:
      "An Amazon business can be profitable and still run out of cash, because stock is paid for months before Amazon pays out the sales. The cycle says how long each dollar is tied up, and so how much working capital growth needs: a longer cycle means every extra unit of monthly sales needs more cash up front.",
    workedExample: {
      scenario:
        "A brand holds about 74 days of inventory (its days of inventory outstanding), waits about 14 days from a sale until Amazon's payout reaches the bank (delivery, seven more days under Amazon's delivery-date reserve, then the transfer), and pays its supplier 30 days after receiving goods. Cash conversion cycle = 74 + 14 - 30 = 58 days.",
      inputs: { daysInventoryOutstanding: 74, daysSalesOutstanding: 14, daysPayablesOutstanding: 30 },
      result: 58,
    },
    typicalRange: {
      summary:
        "There is no public benchmark for Amazon sellers. Set your own target from your cash: the cycle in days × your average daily product cost is roughly the working capital you need, so shorten the cycle until that sum fits the cash and credit you have.",
      source:
        "No public benchmark (checked November 2026); standard working-capital arithmetic, figures from the worked example.",
    },
    howToImprove: [
      "Order smaller batches more often to cut days of inventory, weighing the higher freight and unit cost.",
      "Negotiate longer supplier terms (for example 30 days after delivery instead of a deposit) to lengthen days payables.",
      "Request payouts as often as Amazon allows, and clear stranded and aged stock that ties up cash.",
    ],
    whereToFind:
      "Calculated: days of inventory from your inventory value and COGS, days sales outstanding from Seller Central > Payments (sale dates against disbursement dates), days payables from your supplier invoices.",
    commonMistakes: [
      "Forgetting deposits: a 30% deposit paid at order placement makes days payables negative for that share of the cost.",
      "Counting inventory in transit as if it were not paid yet.",
    ],
    related: ["days-of-inventory-outstanding", "inventory-turnover", "estimated-payout", "roi"],
    faqs: [
      {
        question: "Why does the cash conversion cycle matter on Amazon?",
        answer:
          "Because you pay the supplier, freight and duties long before customers buy, and Amazon pays out only after the sale. The cycle tells you how long that gap is and, multiplied by your daily product cost, roughly how much cash your current sales volume needs.",
      },
      {
        question: "Can the cash conversion cycle be negative?",
        answer:
          "Yes, when suppliers are paid after the goods have sold and Amazon has paid out. It needs supplier terms longer than the time stock takes to sell and pay out, which is easier with trade credit and fast-moving stock than with deposits paid months ahead.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
] satisfies KpiContent[];
