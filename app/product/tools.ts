/**
 * What each free tool takes in and what it shows, as the tool renders it: every label here is a label of the tool's
 * own code (app/tools/<tool>/ and its components/), and app/product/tools.test.ts fails when one is not, so a page
 * cannot list an output the tool lacks. `kpis` are the KPI library's slugs among the outputs.
 */

export interface ToolIO {
  /** The tool catalogue's id (app/tools/tool-catalog.ts). */
  id: string;
  /** Where the labels are read: folders under app/tools. */
  folder: string;
  inputs: readonly string[];
  outputs: readonly string[];
  /** Words copy uses for an output the tool does NOT show (checked against sentences about the tool). */
  notShown: readonly string[];
  /** How copy names the tool: its page's name and the words sellers use for it. */
  terms: RegExp;
}

export const toolIO: readonly ToolIO[] = [
  {
    id: "fba_calculator",
    folder: "fba-calculator",
    inputs: [
      "Length",
      "Width",
      "Height",
      "Weight",
      "Price",
      "Category",
      "Cost of goods",
      "Inbound shipping",
      "Ad spend per unit",
      "Fee date",
    ],
    outputs: [
      "Referral fee",
      "Fulfillment",
      "Storage",
      "Total Amazon fees",
      "Profit before ads",
      "Net profit per unit",
      "Margin",
      "ROI",
      "Break-even price",
      "Break-even ACoS",
      "Profit per month",
      "Fee schedule and assumptions",
      "FBA or your own fulfillment?",
      "What if you changed the price?",
    ],
    notShown: [],
    terms: /\b(?:FBA (?:fee )?(?:& profit |and profit )?calculator|fee calculator)\b/i,
  },
  {
    id: "bulk_fba_calculator",
    folder: "bulk-fba-calculator",
    inputs: ["SKU", "Length", "Width", "Height", "Weight", "Price", "Category", "Cost"],
    outputs: ["Products priced", "Products by size tier", "Losing money", "Tier headroom", "Every product"],
    notShown: [],
    terms: /\bbulk (?:FBA )?calculator\b/i,
  },
  {
    id: "fee_audit",
    folder: "fee-audit",
    inputs: ["Fee Preview report", "Your own measurements (optional)"],
    outputs: [
      "SKUs checked",
      "Flagged",
      "Monthly saving if corrected",
      "Referral fees checked",
      "Tier mismatch",
      "Fee mismatch",
      "Every SKU",
      "Re-measurement candidates",
    ],
    notShown: [],
    terms: /\b(?:FBA )?fee audit\b/i,
  },
  {
    id: "lost_sales",
    folder: "lost-sales",
    inputs: [
      "Sales rate",
      "Days out of stock",
      "Price",
      "Profit",
      "Recovery period",
      "Sales on the restock day",
      "Lead time",
      "Safety stock",
    ],
    outputs: [
      "Lost units",
      "Lost revenue",
      "Profit lost to the stockout",
      "While out of stock",
      "During recovery",
      "Each extra day out",
      "Reorder point",
    ],
    notShown: [],
    terms: /\blost[- ]sales calculator\b/i,
  },
  {
    id: "roi_planner",
    folder: "roi-planner",
    inputs: [
      "Landed cost per unit",
      "Order quantity",
      "Price",
      "Amazon fees per unit",
      "Ad cost per unit",
      "Months to sell through",
    ],
    outputs: [
      "ROI",
      "Annualised ROI",
      "Cash tied up",
      "Payback",
      "Profit per unit",
      "Sales pace",
      "Profit on this order",
      "Order totals",
    ],
    notShown: ["net margin", "margin"],
    terms: /\b(?:inventory )?ROI (?:calculator|planner)\b/i,
  },
  {
    id: "rank_tracker",
    folder: "rank-tracker",
    inputs: ["Keyword", "Rank", "Date checked", "ASIN"],
    outputs: ["Keyword", "Change", "Best", "Worst", "Trend", "Dropped", "Rank over time"],
    notShown: ["share of voice", "sponsored rank", "search volume"],
    terms: /\b(?:organic )?rank tracker\b/i,
  },
  {
    id: "reimbursement_finder",
    folder: "reimbursement-finder",
    inputs: [
      "Reports (Inventory Ledger, Reimbursements, Customer Returns, Removal Order and Shipment Detail, Replacements, Inventory Adjustments)",
      "As of",
      "Marketplace",
      "Inbound claim window",
      "Manufacturing cost per SKU",
      "Units you shipped, per inbound shipment",
      "Units that arrived, per removal order",
    ],
    outputs: [
      "Case",
      "Window opens and closes",
      "Days left",
      "Status",
      "Units still to claim",
      "Estimated value",
      "FNSKU, SKU and ASIN",
      "Event date and reference",
      "Fulfillment center",
      "Reason code and meaning",
      "Units lost or damaged",
      "Units found",
      "Units reimbursed (cash, in kind)",
      "Units to claim",
      "Estimated value to claim",
      "To claim by case",
      "To claim by deadline week",
      "Download CSV",
      "Download calendar (.ics)",
      "What Amazon asks for, per case",
      "Reason codes in your files",
    ],
    // It reads reports and lists what is owed; it files nothing with Amazon.
    notShown: ["files claims", "automatic filing"],
    terms: /\breimbursement finder\b/i,
  },
  {
    id: "low_inventory_fee_predictor",
    folder: "low-inventory-fee-predictor",
    inputs: [
      "Reports (FBA Inventory, Fee Preview, Inventory Ledger or All Orders)",
      "Lead time (days from sending to available)",
      "New Professional seller, still in the exemption",
      "Inbound shipments (what-if)",
      "Amazon's days of supply, per SKU",
      "FBA New Selection and AWD SKUs",
      "Units on hand",
      "Units sold per day",
      "Size tier",
      "Inbound units",
      "Expected arrival",
    ],
    outputs: [
      "Status today",
      "Fee per unit",
      "Fee per week",
      "Fee in the next 4 weeks",
      "Status changes on",
      "Ship by",
      "With your inbound shipment",
      "Days of supply (30-day, 90-day)",
      "Units on hand and sold per day",
      "SKUs paying the fee today",
      "Fee next week",
      "SKUs to ship now",
      "Exempt SKUs",
      "Saved by inbound shipments",
      "Download CSV",
      "Download ship-by calendar (.ics)",
    ],
    // It forecasts from the reports; it sends no shipment and changes nothing in Seller Central.
    notShown: ["creates shipments", "automatic replenishment"],
    terms: /\blow-inventory(?:-level)? fee predictor\b/i,
  },
];
