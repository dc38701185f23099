import {
  acosVsTacosPost,
  breakEvenAcosPost,
  inventoryPlanningPost,
  ppcFunnelPost,
  sqpPost,
} from "~/content/worked-examples/blog/advertising-and-planning-posts";
import {
  fbaFees2026Post,
  fuelSurchargePost,
  hiddenFeesPost,
  lowInventoryPost,
  q4Post,
  returnsPost,
  sizeTiersPost,
} from "~/content/worked-examples/blog/fee-posts";
import { inboundPlacementPost } from "~/content/worked-examples/blog/placement-posts";

/**
 * The worked examples of the blog posts, computed. Posts are Markdown the owner edits, so the numbers stay in
 * the text; each entry below is a passage a post must contain word for word, built from the fee engine and the
 * KPI formulas. blog-posts.test.ts reads every post and fails when a passage is missing, so a figure cannot drift
 * from its computation without someone updating both.
 */

/** Every post with a worked example, and the passages its text must contain. */
export const blogWorkedExamples: Readonly<Record<string, readonly string[]>> = {
  "break-even-acos-amazon-ppc": breakEvenAcosPost(),
  "amazon-fuel-logistics-surcharge-2026": fuelSurchargePost(),
  "amazon-returns-processing-fee-thresholds": returnsPost(),
  "amazon-size-tiers-dimensional-weight-2026": sizeTiersPost(),
  "amazon-q4-peak-fulfillment-storage-fees": q4Post(),
  "amazon-inventory-planning-lead-times-reorder-point": inventoryPlanningPost(),
  "low-inventory-level-fee-per-fnsku-2026": lowInventoryPost(),
  "inbound-placement-fee-minimal-vs-amazon-optimized": inboundPlacementPost(),
  "amazon-ppc-funnel-ctr-cpc-conversion-acos": ppcFunnelPost(),
  "acos-vs-tacos-amazon-ppc": acosVsTacosPost(),
  "amazon-fba-fees-2026-what-changed": fbaFees2026Post(),
  "hidden-amazon-fees-inbound-placement-low-inventory-returns": hiddenFeesPost(),
  "how-to-read-search-query-performance": sqpPost(),
};
