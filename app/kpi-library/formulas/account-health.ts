import { input, percentOf, type FormulaInputs } from "~/kpi-library/formula-math";
import type { KpiFormula } from "~/kpi-library/schema";

/** One input as a percentage of another, by key (0 when the denominator is 0). */
const percent = (inputs: FormulaInputs, numeratorKey: string, denominatorKey: string): number =>
  percentOf(input(inputs, numeratorKey), input(inputs, denominatorKey));

export const accountHealthFormulas = [
  {
    slug: "order-defect-rate",
    expression: "ODR = Orders with at least one defect ÷ Total orders (60 days) × 100",
    inputs: [
      {
        key: "ordersWithDefect",
        term: "Orders with at least one defect",
        label: "Orders with a defect (counted once)",
        unit: "count",
        min: 0,
        step: 1,
        help: "Negative feedback, a non-denied A-to-z claim or a chargeback. An order with two defects counts once.",
      },
      {
        key: "totalOrders",
        term: "Total orders (60 days)",
        label: "Total orders in the 60-day window",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Order defect rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "ordersWithDefect", "totalOrders"),
  },
  {
    slug: "negative-feedback-rate",
    expression: "Negative feedback rate = Orders with 1- or 2-star seller feedback ÷ Total orders × 100",
    inputs: [
      {
        key: "ordersWithNegativeFeedback",
        term: "Orders with 1- or 2-star seller feedback",
        label: "Orders with 1- or 2-star feedback",
        unit: "count",
        min: 0,
        step: 1,
      },
      { key: "totalOrders", term: "Total orders", label: "Total orders in the window", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Negative feedback rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "ordersWithNegativeFeedback", "totalOrders"),
  },
  {
    slug: "a-to-z-claim-rate",
    expression: "A-to-z claim rate = Orders with a counted A-to-z claim ÷ Total orders × 100",
    inputs: [
      {
        key: "ordersWithClaim",
        term: "Orders with a counted A-to-z claim",
        label: "Orders with a counted A-to-z claim",
        unit: "count",
        min: 0,
        step: 1,
        help: "Per Amazon's help, leave out denied and withdrawn claims and those its protections cover (e.g. eligible Buy Shipping orders); check each claim's status on the A-to-z Guarantee Claims page.",
      },
      { key: "totalOrders", term: "Total orders", label: "Total orders in the window", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "A-to-z Guarantee claim rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "ordersWithClaim", "totalOrders"),
  },
  {
    slug: "chargeback-rate",
    expression: "Chargeback rate = Orders with a credit card chargeback ÷ Total orders × 100",
    inputs: [
      {
        key: "ordersWithChargeback",
        term: "Orders with a credit card chargeback",
        label: "Orders with a chargeback",
        unit: "count",
        min: 0,
        step: 1,
        help: "Count every chargeback for a safe upper bound; Amazon's help describes only service chargebacks (not received, not as described) as counting; we could not check it against Amazon's current page.",
      },
      { key: "totalOrders", term: "Total orders", label: "Total orders in the window", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Chargeback rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "ordersWithChargeback", "totalOrders"),
  },
  {
    slug: "late-shipment-rate",
    expression:
      "Late shipment rate = Seller-fulfilled orders ship-confirmed after the expected ship date ÷ Seller-fulfilled orders × 100",
    inputs: [
      {
        key: "lateOrders",
        term: "Seller-fulfilled orders ship-confirmed after the expected ship date",
        label: "Orders ship-confirmed late",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "sellerFulfilledOrders",
        term: "Seller-fulfilled orders",
        label: "Seller-fulfilled orders (10 or 30 days)",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Late shipment rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "lateOrders", "sellerFulfilledOrders"),
  },
  {
    slug: "pre-fulfillment-cancel-rate",
    expression: "Pre-fulfillment cancel rate = Seller-cancelled orders ÷ Seller-fulfilled orders (7 days) × 100",
    inputs: [
      {
        key: "sellerCancelledOrders",
        term: "Seller-cancelled orders",
        label: "Orders cancelled by you before shipping",
        unit: "count",
        min: 0,
        step: 1,
        help: "Exclude cancellations the buyer requested through their Amazon account (Amazon's help as we read it; check it in Seller Central).",
      },
      {
        key: "sellerFulfilledOrders",
        term: "Seller-fulfilled orders (7 days)",
        label: "Seller-fulfilled orders in 7 days",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Pre-fulfillment cancel rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "sellerCancelledOrders", "sellerFulfilledOrders"),
  },
  {
    slug: "valid-tracking-rate",
    expression: "Valid tracking rate = Packages with valid tracking ÷ Ship-confirmed packages (30 days) × 100",
    inputs: [
      {
        key: "packagesWithValidTracking",
        label: "Packages with valid tracking",
        unit: "count",
        min: 0,
        step: 1,
        help: "Per Amazon's help, valid means a supported carrier, the right carrier name and a tracking ID the carrier has scanned; check the current test in Seller Central.",
      },
      {
        key: "confirmedPackages",
        term: "Ship-confirmed packages (30 days)",
        label: "Ship-confirmed packages",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "Valid tracking rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "packagesWithValidTracking", "confirmedPackages"),
  },
  {
    slug: "on-time-delivery-rate",
    expression: "On-time delivery rate = Tracked units delivered by the promised date ÷ Tracked units × 100",
    inputs: [
      {
        key: "packagesDeliveredOnTime",
        term: "Tracked units delivered by the promised date",
        label: "Units delivered on or before promise",
        unit: "count",
        min: 0,
        step: 1,
      },
      {
        key: "trackedPackages",
        term: "Tracked units",
        label: "Units with delivery tracking",
        unit: "count",
        min: 0,
        step: 1,
      },
    ],
    result: { label: "On-time delivery rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "packagesDeliveredOnTime", "trackedPackages"),
  },
  {
    slug: "return-dissatisfaction-rate",
    expression: "Return dissatisfaction rate = Negative return requests ÷ Valid return requests × 100",
    inputs: [
      {
        key: "negativeReturnRequests",
        term: "Negative return requests",
        label: "Negative return requests (counted once)",
        unit: "count",
        min: 0,
        step: 1,
        help: "Requests with negative buyer feedback, a response later than 48 hours, or an invalid rejection, as Amazon's help describes them; check it in Seller Central.",
      },
      { key: "totalReturnRequests", label: "Valid return requests", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "Return dissatisfaction rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "negativeReturnRequests", "totalReturnRequests"),
  },
  {
    slug: "buyer-message-response-rate",
    expression: "Response rate = Messages answered within 24 hours ÷ Messages needing a response × 100",
    inputs: [
      { key: "messagesAnsweredIn24h", label: "Messages answered within 24 hours", unit: "count", min: 0, step: 1 },
      {
        key: "messagesNeedingResponse",
        term: "Messages needing a response",
        label: "Buyer messages needing a response",
        unit: "count",
        min: 0,
        step: 1,
        help: "Exclude messages you marked 'No response needed', as Amazon's help describes; check it in Seller Central.",
      },
    ],
    result: { label: "24-hour response rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "messagesAnsweredIn24h", "messagesNeedingResponse"),
  },
  {
    slug: "account-health-rating",
    expression: "AHR headroom = Account Health Rating - Healthy threshold",
    inputs: [
      { key: "rating", label: "Account Health Rating", unit: "score", min: 0, max: 1000, step: 1 },
      {
        key: "healthyThreshold",
        term: "Healthy threshold",
        label: "Lowest healthy rating",
        unit: "score",
        min: 0,
        max: 1000,
        step: 1,
        help: "200 on the scale Amazon's help describes (200-1000 healthy, 100-199 at risk, 0-99 critical); we could not check it against Amazon's current page, so check it in Seller Central.",
      },
    ],
    result: { label: "Points above the healthy band's floor", unit: "score" },
    compute: (inputs) => input(inputs, "rating") - input(inputs, "healthyThreshold"),
  },
  {
    slug: "negative-customer-experience-rate",
    expression: "NCX rate = Orders with a negative customer experience ÷ Total orders × 100",
    inputs: [
      {
        key: "ncxOrders",
        term: "Orders with a negative customer experience",
        label: "Orders with a negative experience",
        unit: "count",
        min: 0,
        step: 1,
        help: "Per Amazon's help: negative feedback, A-to-z claims, negative reviews, return or refund comments and complaint messages, once per order; we could not check it against Amazon's current page.",
      },
      { key: "totalOrders", label: "Total orders", unit: "count", min: 0, step: 1 },
    ],
    result: { label: "NCX rate", unit: "percent" },
    compute: (inputs) => percent(inputs, "ncxOrders", "totalOrders"),
  },
] satisfies KpiFormula[];
