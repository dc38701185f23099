/** The free FBA reimbursement finder: report readers, claim rules, CSV and calendar export. Pure, no React. */
export { claimChecklists, type Checklist } from "./checklists";
export {
  caseRules,
  caseTypes,
  claimWindow,
  INBOUND_CHECK_IN_MARGIN_DAYS,
  inboundWindows,
  adjustmentCode,
  adjustmentCodes,
  treatmentText,
  regionLabels,
  REPLACEMENT_SHIP_MARGIN_DAYS,
  RETURN_REFUND_MARGIN_DAYS,
  windowCaveats,
  type CaseType,
  type InboundWindowId,
  type Region,
  type WindowCaveatKind,
} from "./claim-rules";
export { claimsToCsv, claimsToIcs, claimExportColumns } from "./export";
export type { AdjustmentCodeCount, Claim, ClaimsResult, ClaimStatus, MissingInput } from "./claim-types";
export { isToClaim, summariseClaims, weekStarting, type ClaimsSummary } from "./claims-summary";
export { findClaims } from "./find-claims";
export { claimSettings, emptyInputs, finderInputLabels, type ClaimSettings, type FinderInputs } from "./finder-form";
export { readReports } from "./read-reports";
export type { DateQuestion, ReadFile, ReadReports, TextFile } from "./report-rows";
export { reportNames, type ReportKind } from "./reports";
