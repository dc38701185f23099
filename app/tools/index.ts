/** Pure maths behind the free tools (no React). Each calculator returns `Result<T>` and never throws. */
export { calculateLostSales, DAYS_PER_MONTH, type LostSalesInput, type LostSalesResult } from "./lost-sales";
export { planInventoryRoi, type RoiPlannerInput, type RoiPlannerResult } from "./roi-planner";
export {
  computeKeywordStats,
  defaultDropRule,
  exportKeywordStatsCsv,
  exportRankCsv,
  parseRankCsv,
  validateRankEntry,
  type DropRule,
  type KeywordStats,
  type ParsedRankCsv,
  type RankObservation,
  type RankTrend,
  type RowIssue,
} from "./rank-tracker";
export type { FieldError, Result } from "~/fba-fees/validation";
