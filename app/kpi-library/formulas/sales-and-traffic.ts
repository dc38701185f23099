import { divide, input } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

export const salesAndTrafficFormulas = [
  {
    slug: "ordered-product-sales",
    expression: "Ordered product sales = Units ordered × Average item price",
    inputs: [
      { key: "unitsOrdered", label: "Units ordered", unit: "count", min: 0, step: 1 },
      {
        key: "averageItemPrice",
        label: "Average item price",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "The price customers paid per unit, before fees, refunds and payout.",
      },
    ],
    result: { label: "Ordered product sales", unit: "usd" },
    compute: (inputs) => input(inputs, "unitsOrdered") * input(inputs, "averageItemPrice"),
  },
  {
    slug: "units-ordered",
    expression: "Units ordered = Sessions × Unit session percentage ÷ 100",
    inputs: [
      { key: "sessions", label: "Sessions", unit: "count", min: 0, step: 1 },
      { key: "unitSessionPercentage", label: "Unit session percentage", unit: "percent", min: 0, step: 0.01 },
    ],
    result: { label: "Units ordered", unit: "count" },
    compute: (inputs) => (input(inputs, "sessions") * input(inputs, "unitSessionPercentage")) / 100,
  },
  {
    slug: "total-order-items",
    expression: "Total order items = Units ordered ÷ Average units per order item",
    inputs: [
      { key: "unitsOrdered", label: "Units ordered", unit: "count", min: 0, step: 1 },
      { key: "unitsPerOrderItem", label: "Average units per order item", unit: "ratio", min: 0, step: 0.01 },
    ],
    result: { label: "Total order items", unit: "count" },
    compute: (inputs) => divide(input(inputs, "unitsOrdered"), input(inputs, "unitsPerOrderItem")),
  },
  {
    slug: "average-selling-price",
    expression: "Average selling price = Ordered product sales ÷ Units ordered",
    inputs: [
      { key: "orderedProductSales", label: "Ordered product sales", unit: "usd", min: 0, step: 0.01 },
      { key: "unitsOrdered", label: "Units ordered", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Average selling price", unit: "usd" },
    compute: (inputs) => divide(input(inputs, "orderedProductSales"), input(inputs, "unitsOrdered")),
  },
  {
    slug: "average-order-value",
    expression: "Average order value = Sales ÷ Number of orders",
    inputs: [
      { key: "sales", term: "Sales", label: "Sales in the period", unit: "usd", min: 0, step: 0.01 },
      {
        key: "orders",
        label: "Number of orders",
        unit: "count",
        min: 0,
        step: 1,
        help: "Distinct Amazon order IDs, not order items: an order with two different products is one order.",
      },
    ],
    result: { label: "Average order value", unit: "usd" },
    compute: (inputs) => divide(input(inputs, "sales"), input(inputs, "orders")),
  },
  {
    slug: "units-per-order-item",
    expression: "Units per order item = Units ordered ÷ Total order items",
    inputs: [
      { key: "unitsOrdered", label: "Units ordered", unit: "count", min: 0, step: 1 },
      { key: "totalOrderItems", label: "Total order items", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Units per order item", unit: "ratio" },
    compute: (inputs) => divide(input(inputs, "unitsOrdered"), input(inputs, "totalOrderItems")),
  },
  {
    slug: "sessions",
    expression: "Sessions (total) = Browser sessions + Mobile app sessions",
    inputs: [
      {
        key: "browserSessions",
        label: "Browser sessions",
        unit: "count",
        min: 0,
        step: 1,
        help: "Desktop and mobile-web visits.",
      },
      { key: "mobileAppSessions", label: "Mobile app sessions", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Total sessions", unit: "count" },
    compute: (inputs) => input(inputs, "browserSessions") + input(inputs, "mobileAppSessions"),
  },
  {
    slug: "page-views",
    expression: "Page views (total) = Browser page views + Mobile app page views",
    inputs: [
      { key: "browserPageViews", label: "Browser page views", unit: "count", min: 0, step: 1 },
      { key: "mobileAppPageViews", label: "Mobile app page views", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Total page views", unit: "count" },
    compute: (inputs) => input(inputs, "browserPageViews") + input(inputs, "mobileAppPageViews"),
  },
  {
    slug: "mobile-session-share",
    expression: "Mobile app session share = Mobile app sessions ÷ Total sessions × 100",
    inputs: [
      { key: "mobileAppSessions", label: "Mobile app sessions", unit: "count", min: 0, step: 1 },
      { key: "totalSessions", label: "Total sessions", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Mobile app session share", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "mobileAppSessions"), input(inputs, "totalSessions")) * 100,
  },
  {
    slug: "unit-session-percentage",
    expression: "Unit session percentage = Units ordered ÷ Sessions × 100",
    inputs: [
      { key: "unitsOrdered", label: "Units ordered", unit: "count", min: 0, step: 1 },
      { key: "sessions", label: "Sessions", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Unit session percentage", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "unitsOrdered"), input(inputs, "sessions")) * 100,
  },
  {
    slug: "conversion-rate",
    expression: "Conversion rate = Total order items ÷ Sessions × 100",
    inputs: [
      { key: "totalOrderItems", label: "Total order items", unit: "count", min: 0, step: 1 },
      { key: "sessions", label: "Sessions", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Conversion rate", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "totalOrderItems"), input(inputs, "sessions")) * 100,
  },
  {
    slug: "featured-offer-percentage",
    expression: "Featured Offer % = Page views where your offer was featured ÷ Total page views × 100",
    inputs: [
      {
        key: "featuredOfferPageViews",
        term: "Page views where your offer was featured",
        label: "Page views with your Featured Offer",
        unit: "count",
        min: 0,
        step: 1,
      },
      { key: "pageViews", label: "Total page views", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Featured Offer (Buy Box) %", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "featuredOfferPageViews"), input(inputs, "pageViews")) * 100,
  },
  {
    slug: "average-offer-count",
    expression: "Average offer count = Sum of daily active offers ÷ Days in the period",
    inputs: [
      {
        key: "sumOfDailyOffers",
        term: "Sum of daily active offers",
        label: "Sum of your active offers, day by day",
        unit: "count",
        min: 0,
        step: 1,
        help: "Add up the number of offers you had listed on each day of the period.",
      },
      { key: "days", label: "Days in the period", unit: "days", min: 0, step: 1 },
    ],
    result: { label: "Average offer count", unit: "count" },
    compute: (inputs) => divide(input(inputs, "sumOfDailyOffers"), input(inputs, "days")),
  },
  {
    slug: "b2b-sales-share",
    expression: "B2B sales share = B2B ordered product sales ÷ Total ordered product sales × 100",
    inputs: [
      {
        key: "b2bSales",
        term: "B2B ordered product sales",
        label: "Ordered product sales - B2B",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "totalSales",
        term: "Total ordered product sales",
        label: "Ordered product sales (total)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
    ],
    result: { label: "B2B sales share", unit: "percent" },
    compute: (inputs) => divide(input(inputs, "b2bSales"), input(inputs, "totalSales")) * 100,
  },
  {
    slug: "organic-sales-share",
    expression: "Organic sales share = max(0, (Total sales - Ad-attributed sales) ÷ Total sales × 100)",
    inputs: [
      {
        key: "totalSales",
        term: "Total sales",
        label: "Total sales (ordered product sales, Business Reports)",
        unit: "usd",
        min: 0,
        step: 0.01,
      },
      {
        key: "adSales",
        label: "Ad-attributed sales",
        unit: "usd",
        min: 0,
        step: 0.01,
        help: "Sales attributed to Sponsored Products, Sponsored Brands and Sponsored Display in the same period.",
      },
    ],
    result: { label: "Organic sales share", unit: "percent" },
    compute: (inputs) => {
      const total = input(inputs, "totalSales");
      // Attribution windows can credit ads with more than the period's total; the share never goes below 0.
      return Math.max(0, divide(total - input(inputs, "adSales"), total) * 100);
    },
  },
  {
    slug: "estimated-monthly-sales",
    expression: "Estimated monthly sales = Units sold ÷ Days observed × 30 × Average selling price",
    inputs: [
      {
        key: "unitsSold",
        term: "Units sold",
        label: "Units sold in the observed window",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "daysObserved",
        label: "Days observed",
        unit: "days",
        min: 0,
        step: 1,
        help: "Use in-stock days only, or the run rate will be understated.",
      },
      { key: "averageSellingPrice", label: "Average selling price", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Estimated monthly sales", unit: "usd" },
    compute: (inputs) =>
      divide(input(inputs, "unitsSold"), input(inputs, "daysObserved")) * 30 * input(inputs, "averageSellingPrice"),
  },
  {
    slug: "sales-growth-rate",
    expression: "Sales growth rate = (Current-period sales - Prior-period sales) ÷ Prior-period sales × 100",
    inputs: [
      { key: "currentSales", label: "Current-period sales", unit: "usd", min: 0, step: 0.01 },
      { key: "previousSales", label: "Prior-period sales", unit: "usd", min: 0, step: 0.01 },
    ],
    result: { label: "Sales growth rate", unit: "percent" },
    compute: (inputs) => {
      const previous = input(inputs, "previousSales");
      return previous === 0 ? Number.NaN : ((input(inputs, "currentSales") - previous) / previous) * 100;
    },
  },
  {
    slug: "review-velocity",
    expression: "Review velocity = New ratings and reviews ÷ Days in the period × 30",
    inputs: [
      {
        key: "newRatings",
        term: "New ratings and reviews",
        label: "New ratings and reviews in the period",
        unit: "count",
        min: 0,
        step: 1,
      },
      { key: "days", label: "Days in the period", unit: "days", min: 0, step: 1 },
    ],
    result: { label: "New ratings per 30 days", unit: "count" },
    compute: (inputs) => divide(input(inputs, "newRatings"), input(inputs, "days")) * 30,
  },
  {
    slug: "average-star-rating",
    expression: "Average star rating = (5 × n5 + 4 × n4 + 3 × n3 + 2 × n2 + 1 × n1) ÷ (n5 + n4 + n3 + n2 + n1)",
    inputs: [
      { key: "fiveStar", term: "n5", label: "5-star ratings", unit: "count", min: 0, step: 1 },
      { key: "fourStar", term: "n4", label: "4-star ratings", unit: "count", min: 0, step: 1 },
      { key: "threeStar", term: "n3", label: "3-star ratings", unit: "count", min: 0, step: 1 },
      { key: "twoStar", term: "n2", label: "2-star ratings", unit: "count", min: 0, step: 1 },
      { key: "oneStar", term: "n1", label: "1-star ratings", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Simple average star rating", unit: "score" },
    compute: (inputs) => {
      const five = input(inputs, "fiveStar");
      const four = input(inputs, "fourStar");
      const three = input(inputs, "threeStar");
      const two = input(inputs, "twoStar");
      const one = input(inputs, "oneStar");
      return divide(5 * five + 4 * four + 3 * three + 2 * two + one, five + four + three + two + one);
    },
  },
  {
    slug: "best-sellers-rank",
    expression: "BSR improvement = (Previous rank - Current rank) ÷ Previous rank × 100",
    inputs: [
      { key: "previousRank", term: "Previous rank", label: "Best Sellers Rank before", unit: "count", min: 1, step: 1 },
      { key: "currentRank", term: "Current rank", label: "Best Sellers Rank now", unit: "count", min: 1, step: 1 },
    ],
    result: { label: "Rank improvement", unit: "percent" },
    compute: (inputs) =>
      divide(input(inputs, "previousRank") - input(inputs, "currentRank"), input(inputs, "previousRank")) * 100,
  },
  {
    slug: "organic-keyword-rank",
    expression: "Positions gained = Previous organic rank - Current organic rank",
    inputs: [
      {
        key: "previousRank",
        term: "Previous organic rank",
        label: "Organic rank before",
        unit: "count",
        min: 1,
        step: 1,
        help: "Position among organic (unsponsored) results; 1 is the top.",
      },
      { key: "currentRank", term: "Current organic rank", label: "Organic rank now", unit: "count", min: 1, step: 1 },
    ],
    result: { label: "Positions gained", unit: "count" },
    compute: (inputs) => input(inputs, "previousRank") - input(inputs, "currentRank"),
  },
] satisfies KpiFormula[];
