/** The free FBA fee audit: Fee Preview report parser, audit rules, the seller's measurements, CSV export. Pure, no React. */
export { readAmazonTier, type AmazonTier } from "./amazon-tier";
export {
  auditReport,
  auditRow,
  tierLabel,
  type AuditFlag,
  type AuditOptions,
  type AuditSummary,
  type FeeBasis,
  type ReferralCheck,
  type SkuAudit,
} from "./audit";
export { auditToCsv } from "./export";
export {
  measurementTemplateCsv,
  parseMeasurementsCsv,
  remeasurementCandidates,
  savingFromMeasurement,
  type MeasuredSaving,
  type Measurement,
  type MeasurementIssue,
} from "./measurements";
export { mapProductGroup } from "./product-groups";
export {
  decodeReportBytes,
  parseFeePreviewReport,
  requiredColumns,
  type FeePreviewRow,
  type ParsedFeePreview,
} from "./report-parser";
