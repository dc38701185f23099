/**
 * Every free tool, one line each, in the hub's order: its id, the page it lives on, whether the email gate applies.
 * The route table (routes/routes.ts) gives each gated tool its page at `path`, rendered by pages/tools/[tool].astro;
 * the page's entry (app/content/pages/tools/<slug>.yaml, found by the path) holds the tool's name, copy, navigation
 * link and icon; its folder app/tools/<folder>/ its model and island; app/product/tools.ts its inputs and outputs.
 */

/** Every free tool, in the hub's order. `id` is the `tool` of the free_tool_usage event and the product model's. */
export const freeTools = [
  { id: "fba_calculator", path: "/features/amazon-fba-calculator", gated: false },
  { id: "bulk_fba_calculator", path: "/tools/bulk-fba-calculator", gated: true },
  { id: "fee_audit", path: "/tools/fba-fee-audit", gated: true },
  { id: "inbound_placement_comparator", path: "/tools/inbound-placement-comparator", gated: true },
  { id: "reimbursement_finder", path: "/tools/reimbursement-finder", gated: true },
  { id: "low_inventory_fee_predictor", path: "/tools/low-inventory-fee-predictor", gated: true },
  { id: "lost_sales", path: "/tools/lost-sales-calculator", gated: true },
  { id: "roi_planner", path: "/tools/roi-calculator", gated: true },
  { id: "rank_tracker", path: "/tools/organic-rank-tracker", gated: true },
] as const satisfies readonly { id: string; path: `/${string}`; gated: boolean }[];

export type ToolId = (typeof freeTools)[number]["id"];
export type ToolInfo = { id: ToolId; path: string; gated: boolean };
export const TOOL_IDS = freeTools.map((tool) => tool.id) as [ToolId, ...ToolId[]];
