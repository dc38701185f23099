/**
 * How Amazon computes the figures and charges the site explains, each stated whole once: its test, its bands and its
 * exceptions, with where it was read and when. Copy writes `{amazon:name}` and the modules that load copy resolve it
 * to the fact's text and source at build time (settings/site-tokens.ts), in page data, KPI content and the Markdown
 * of posts alike, as product facts are (facts.ts). A page that states one of these in its own words fails
 * amazonFactProblems (claims.ts): the simplified forms issue 46 found ("the fee applies under 28 days", an
 * exemption list missing its half) cannot come back. Research: ../shared/research/fba-fees-us.md (sections 4, B,
 * D), product-facts-2026.md and reimbursements-2026.md; promotion fees: docs/research/promotion-fees-2025.md.
 */

export interface AmazonFact {
  /** The fact whole, in sentences copy prints as they are. */
  text: string;
  /** Where it was read and when, printed in brackets after the text. */
  source: string;
}

/**
 * The inventory Amazon counts in days of supply (Seller Central help GV43F6S76Y9DHYRH): the product model's own days
 * of supply counts the same kinds of units (model.ts), but from today's stock, not Amazon's 30- and 90-day averages,
 * so its figure and the fee's can differ.
 */
export const AMAZON_COUNTED_INVENTORY =
  "units available for sale, moving between fulfillment centers or in fulfillment center processing";

export const amazonFacts = {
  daysOfSupply: {
    text: `Amazon's historical days of supply divides a product's average daily inventory by its average daily units shipped, Multi-Channel and Remote Fulfillment shipments included, over two windows: the last 30 days (short-term) and the last 90 days (long-term), updated weekly. The inventory counted is ${AMAZON_COUNTED_INVENTORY}; units still being inbounded do not count.`,
    source: "Amazon Seller Central help GV43F6S76Y9DHYRH, read November 2026",
  },
  // unconfirmed: when the new seller's 365 days start (fba-fees-us.md section 4 gives only "365 days");
  // the per-FNSKU test and the bulky tiers from January 15, 2026 (third-party reports only: S34-S37);
  // whether the 20-unit exemption also runs per FNSKU. The 20-unit test counts units sold (Amazon's help page, as
  // product-facts-2026.md quotes it), not shipped.
  lowInventoryFee: {
    text: "Amazon adds the low-inventory-level fee to the FBA fulfillment fee of each unit shipped while both the short-term (30-day) and the long-term (90-day) historical days of supply are under 28 days. The higher of the two sets the rate: under 14 days, 14 to 21 days or 21 to 28 days, each with its own rate per size tier. The fee has applied to standard-size products since April 1, 2024. Seller-fee trackers report that from January 15, 2026 the test runs per FNSKU, so each variation is tested on its own, and that small and large bulky products pay it too; Amazon's own wording of that change was not found. Exempt: products with fewer than 20 units sold in the past 7 days (in the US since May 15, 2024; counted per parent product in Amazon's help page, and whether per FNSKU since 2026 is not confirmed), parent products in FBA New Selection for their first 180 days, new Professional sellers for their first 365 days, and products with 70% or more replenished through Amazon Warehousing and Distribution. Fees caused by Amazon's own inbound or processing delays are credited back by the 15th of the following month.",
    source:
      "Amazon Seller Central help GV43F6S76Y9DHYRH and Amazon's seller forum explanation of 2024, read November 2026; the 2026 changes as reported by Big Internet Commerce, Sellerise and Seller Snap in 2026",
  },
  // The 13-week window of the ratio is the KPI's own definition (kpis/storage-utilization-ratio.yaml).
  storageUtilizationSurcharge: {
    text: "Amazon adds the storage utilization surcharge to the monthly storage fee, per cubic foot, when the storage utilization ratio is over 22 weeks, at a rate that rises by band: 22 to 28, 28 to 36, 36 to 44, 44 to 52 and over 52 weeks. The ratio is measured for the whole account, standard-size and oversize separately, not per product. Only Professional sellers pay it, and not in their first 365 days after their first FBA receipt, nor for a size type with less than 25 cubic feet stored; inventory up to 30 days old and products with 70% or more auto-replenished through Amazon Warehousing and Distribution are not charged.",
    source: "Amazon Seller Central help G3EDYEF6KUCFQTNM, read November 2026",
  },
  // unconfirmed: no Amazon fee page was read for coupons or deals (third-party reports of Amazon's notices only);
  // the peak-event deal fees are not stated (one source).
  promotionFees: {
    text: "In the US since June 2, 2025 a coupon costs $5 when it is created plus 2.5% of the sales made with it, instead of $0.60 per redemption; for coupons created from November 5, 2025 the 2.5% is capped at $2,000 per coupon. A Lightning Deal or Best Deal outside peak events costs $70 for each day it runs plus 1% of its sales, the 1% capped at $2,000 per deal; deals during peak events such as Prime Day are charged a flat fee per deal instead.",
    source:
      "Amazon's 2025 notices as reported by seller-fee publishers (Moiz IT, Link-Trans and others, 2025); Amazon's own fee pages could not be read",
  },
  // unconfirmed: Amazon's 2026 table; whether the small bulky tier (2026) is charged (fba-fees-us.md section B);
  // that extra-large is not charged (third-party only, S21: the page's limits say so, not this Amazon-sourced text).
  inboundPlacementFee: {
    text: "Since March 1, 2024 Amazon charges the inbound placement service fee per unit of standard-size and large bulky products on the units it receives, 45 days after the shipment is received. The rate depends on the placement option, the size tier, the shipping weight (the unit weight for small standard, the greater of unit and dimensional weight for large standard and large bulky) and the inbound location, within ranges Amazon publishes; western and capacity-constrained locations cost more. A minimal split (usually one location) costs most. A partial split (two or three locations) costs less, and since February 20, 2025 standard-size products can no longer choose it. An Amazon-optimized split (five or more locations Amazon picks) costs nothing, but only for at least five identical cartons or pallets per item, each with the same quantity and mix of items.",
    source: "Amazon Seller Central help GC3Q44PBK8BXQW3Z, 2025 FBA inbound placement service fee, read November 2026",
  },
  // unconfirmed: how a fractional allowance is rounded; whether "product" in the 25-unit exemption is ASIN, SKU or
  // FNSKU; the rate card in force since June 1, 2024 (fba-fees-us.md section A).
  returnsProcessingFee: {
    text: "Amazon charges the FBA returns processing fee per customer-returned unit, at a rate set by size tier and shipping weight. Apparel and shoes pay it on every returned unit. Since June 1, 2024 every other category pays it only on the returned units above its category's return-rate threshold, counted per ship-month cohort: of the units shipped in a month, those returned in that month or the two after, less the threshold times the units shipped that month. That cohort's charge is billed between the 7th and the 15th of the third month after it shipped. A product that ships fewer than 25 units in a month pays nothing on that month's returns, returns Amazon is responsible for are not charged, and FBA New Selection waives it for up to 20 returned units per eligible parent ASIN received within 180 days of its first inventory receipt.",
    source:
      'Amazon Seller Central help 64LS955WNFT6EDP and Amazon\'s "2024 returns processing fee changes", read November 2026',
  },
  fulfillmentPriceBands: {
    text: "The US FBA fulfillment fee has depended on price since August 29, 2023, when Low-Price FBA gave items under $10 a lower rate. From January 15, 2026 items of $10 and more are split again at $50, so each weight band has three rates: under $10, $10 to $50 and over $50.",
    source:
      "Amazon's seller notice of June 29, 2023, as quoted by Digital Commerce 360; the US rate card effective January 15, 2026, as transcribed by public fee calculators",
  },
} as const satisfies Record<string, AmazonFact>;

export type AmazonFactName = keyof typeof amazonFacts;

export const AMAZON_FACT_TOKEN = /\{amazon:([A-Za-z]+)\}/g;

/** A fact as copy prints it: its text, then its source in brackets. */
export function amazonFactText(name: AmazonFactName): string {
  const fact = amazonFacts[name];
  return `${fact.text} (${fact.source}.)`;
}

/** `text` with every {amazon:name} replaced by the fact and its source; an unknown name throws (the build fails). */
export function resolveAmazonFactTokens(text: string): string {
  return text.replace(AMAZON_FACT_TOKEN, (_token, name: string) => {
    if (!(name in amazonFacts)) throw new Error(`Unknown Amazon fact {amazon:${name}}`);
    return amazonFactText(name as AmazonFactName);
  });
}
