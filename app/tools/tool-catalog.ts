/**
 * Every free tool: where it lives, what it answers, whether the email gate applies. The hub lists them and the route
 * table (routes/routes.ts) gives each gated tool its page at `path`, rendered by pages/tools/[tool].astro.
 */

export type ToolId =
  | "fba_calculator"
  | "bulk_fba_calculator"
  | "fee_audit"
  | "reimbursement_finder"
  | "lost_sales"
  | "roi_planner"
  | "rank_tracker";

export interface ToolInfo {
  id: ToolId;
  name: string;
  path: string;
  /** The question the tool answers, for the hub. */
  question: string;
  summary: string;
  /** The hub's link text. */
  action: string;
  gated: boolean;
  /** Heading of the tool page's list of the KPIs it works out (null: no list). */
  kpisHeading: string | null;
}

/** Every free tool, in the hub's order. `id` is the `tool` of the free_tool_usage event. */
export const freeTools: readonly ToolInfo[] = [
  {
    id: "fba_calculator",
    name: "FBA fee calculator",
    action: "Calculate FBA fees and profit",
    path: "/features/amazon-fba-calculator",
    question: "What will Amazon charge me per unit, and what is left?",
    summary:
      "Size tier, fee lines, profit, margin, ROI, break-even price and break-even ACoS on the 2026 US card, peak or not.",
    gated: false,
    kpisHeading: "Metrics this calculator works out",
  },
  {
    id: "bulk_fba_calculator",
    name: "Bulk FBA calculator",
    action: "Price a whole catalogue",
    path: "/tools/bulk-fba-calculator",
    question: "What will Amazon charge on every product in my catalogue?",
    summary:
      "Drop a CSV or Excel sheet: size tier, fulfillment, referral, storage and placement fees, profit and tier headroom for each row, in your browser. Download it all as CSV.",
    gated: true,
    kpisHeading: null,
  },
  {
    id: "fee_audit",
    name: "FBA fee audit",
    action: "Audit your FBA fees",
    path: "/tools/fba-fee-audit",
    question: "Is Amazon charging me for a bigger size tier than my products are?",
    summary:
      "Drop in Amazon's Fee Preview report: every SKU's size tier and fulfillment fee rechecked from Amazon's own dimensions, in your browser.",
    gated: true,
    kpisHeading: null,
  },
  {
    id: "reimbursement_finder",
    name: "FBA reimbursement finder",
    action: "Find unpaid reimbursements",
    path: "/tools/reimbursement-finder",
    question: "Which lost or damaged units has Amazon not paid for, and when does each claim window close?",
    summary:
      "Drop your Inventory Ledger, Reimbursements and other FBA reports: every unit still to claim, its value and its deadline, in your browser. Download CSV and a calendar.",
    gated: true,
    kpisHeading: null,
  },
  {
    id: "lost_sales",
    name: "Lost sales calculator",
    action: "Price a stockout",
    path: "/tools/lost-sales-calculator",
    question: "What did my stockout cost, and when should I reorder?",
    summary:
      "Lost units, revenue and profit, a recovery ramp after the restock, and a reorder point from lead time and safety stock.",
    gated: true,
    kpisHeading: "Metrics this calculator works out",
  },
  {
    id: "roi_planner",
    name: "ROI calculator",
    action: "Plan an order's ROI",
    path: "/tools/roi-calculator",
    question: "Is this inventory order worth the cash it ties up?",
    summary: "Profit, ROI, annualised ROI, cash tied up and payback for one order, with fees typed or estimated.",
    gated: true,
    kpisHeading: "Metrics this planner works out",
  },
  {
    id: "rank_tracker",
    name: "Organic rank tracker",
    action: "Track your keyword ranks",
    path: "/tools/organic-rank-tracker",
    question: "Are my keywords moving up or slipping?",
    summary:
      "Record or import organic ranks per keyword, chart them, and see best, worst, trend and drops. Data stays in your browser.",
    gated: true,
    kpisHeading: "Metrics this tracker follows",
  },
];
