import { adjustmentCodes, treatmentText } from "~/tools/reimbursement-finder";
import type { TableSection } from "./sections";

/**
 * The reimbursement finder's reason codes table, from the finder's own list (app/tools/reimbursement-finder,
 * claim-rules.ts), so the page says what the tool does with each code, never something else.
 */
const reports = { ledger: "Inventory Ledger", "inventory-adjustments": "Inventory Adjustments (retired)" } as const;

export const reasonCodesTable: TableSection = {
  kind: "table",
  heading: "Reason codes and what the finder does with them",
  intro:
    "Each adjustment in a Ledger or an old Inventory Adjustments report carries a reason code. The same code can mean something else in each report, so the finder reads it by the report's own list on Amazon's help pages. Codes that take units away but are not Amazon's loss are listed under your results as what they are, never as claims.",
  columns: ["Code", "Report", "Amazon's meaning", "In the finder"],
  rows: (
    Object.entries(adjustmentCodes) as [keyof typeof reports, (typeof adjustmentCodes)[keyof typeof reports]][]
  ).flatMap(([report, codes]) =>
    Object.entries(codes).map(([code, entry]) => [code, reports[report], entry.meaning, treatmentText(entry)]),
  ),
};
