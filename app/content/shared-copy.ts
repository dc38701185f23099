/**
 * Sentences that several pages must say the same way: one rule, one wording, one place to change it.
 * Sources and research marks stay in these comments for the team; the strings are what a visitor reads.
 */

/**
 * How far back Amazon's reports reach when an account is connected: the product model's facts (product/model.ts:
 * seller history up to two years; Amazon Ads per ad type, 95/60/65 days, from the Ads API v3 report retention
 * table), written as copy tokens so the words resolve from the model at build time. Pages write {fact:historyOnConnect}
 * (the long form) themselves; this short form is for plan feature lists and table cells.
 */
export const HISTORY_ON_CONNECT_SHORT = "{fact:historyOnConnectShort}";

/**
 * The one booking rule for the returns processing fee (issue 19, item 7). Amazon bills the threshold regime
 * between the 7th and 15th of month M+3 for the month-M ship cohort (Amazon, "2024 returns processing fee
 * changes", effective June 1, 2024); apparel and shoes are charged once the return has been assessed. The sentence
 * is the product model's (product/model.ts, costing.returnsFee), as a token.
 */
export const RETURNS_FEE_BOOKING_RULE = "{fact:returnsFeeBooking}";

/**
 * Inbound placement: Amazon's standard-size ranges are from help page GC3Q44PBK8BXQW3Z (table for March 2024 to
 * February 2025, minimal column unchanged after February 20, 2025 as far as the stored copy shows). No Amazon
 * 2026 table was found (research: UNVERIFIED; third parties S26, S27 report 2026 rates rose), so 2026 figures
 * are the top of the 2024-25 range, said as possibly low.
 */
export const PLACEMENT_FEE_CAVEAT =
  "The inbound placement fee is the top of Amazon's published 2024-25 range for the product's size and weight; we found no 2026 table from Amazon, and third parties report slightly higher 2026 rates, so treat it as unconfirmed and possibly low.";

/**
 * Where our 2026 fulfillment fees come from (research fba-fees-us.md section 2: code sources S3-S6, "check against
 * Amazon's Revenue Calculator"). Said this way wherever a page names the source, never "as used by our calculator".
 */
export const RATE_CARD_2026_SOURCE =
  "Amazon's US FBA rate card effective January 15, 2026, as transcribed by public fee calculators (we could not read Amazon's own table); Amazon's Revenue Calculator is where to confirm the fee for any one product";

/**
 * The one fee-source sentence for examples priced with 2026 US rates, and its form with the placement caveat for
 * examples whose fees include the inbound placement fee. Worked examples use these, never their own wording.
 */
export const FEES_2026_SOURCE = `The 2026 US fees are ${RATE_CARD_2026_SOURCE}.`;
export const FEES_2026_SOURCE_WITH_PLACEMENT = `${FEES_2026_SOURCE} ${PLACEMENT_FEE_CAVEAT}`;

/**
 * Agencies and aggregators: one quote for all accounts (the pricing FAQ, the agencies page and the aggregators
 * page say it with these words).
 */
export const MULTI_ACCOUNT_PRICING =
  "Agencies and aggregators get one quote for all the accounts they manage, based on the number of accounts and their combined monthly order volume.";

/**
 * Export and deletion of an account's data. Deletion follows the customer agreement (the website's privacy
 * policy covers only the marketing site); the site owner must keep this sentence in step with that agreement.
 */
export const DATA_EXPORT_AND_DELETION =
  "Anything shown in {brand} can be exported to CSV at any time, and when an account is closed its data is deleted as the customer agreement sets out.";
