/**
 * Public API of the FBA fee engine (US marketplace). Pure functions and data only: no React, no I/O.
 * See README.md for the model, the sources and every assumption.
 */
export {
  calculateFbaFees,
  calculateFbaFeeTotals,
  PRICE_BAND_ASSUMPTION,
  type FbaFeeBreakdown,
  type FeeNotice,
} from "./calculate";
export { inputLimits, type CalculateOptions, type FbaFeeInput } from "./fee-input";
export type { FbaFeeTotals } from "./fee-totals";
export { ownFulfillmentProfit, type OwnFulfillmentInput, type OwnFulfillmentProfit } from "./own-fulfillment";
export { priceBandEdge, PRICE_BAND_EDGE_WINDOW_CENTS, type PriceBandEdge } from "./fulfillment";
export { calculateProfit, type MonthlyTotals, type ProfitInput, type ProfitResult } from "./profit";
export {
  findReferralCategory,
  referralCategories,
  referralCategoryOptions,
  type ReferralCategory,
  type ReferralRule,
} from "./referral-categories";
export { calculateReferralFee, type ReferralFee } from "./referral";
export { earliestSupportedDate, schedules, selectSchedule, type ScheduleSelection } from "./schedules";
export { classifySizeTier, dimensionalWeightLb, sizeTierLabels, type SizeTierResult } from "./size-tier";
export type { LowInventoryInput } from "./low-inventory-fee";
export { chargesEveryReturn, returnRateThresholdPercent, type ReturnsInput } from "./returns-processing-fee";
export { cmToIn, gToLb, inToCm, kgToLb, lbToKg, lbToOz, ozToLb, roundToCents } from "./units";
export type {
  FeeLine,
  FeeLineId,
  FeeRange,
  FeeSchedule,
  InboundPlacementChoice,
  PriceBand,
  ProductType,
  Season,
  SizeTierId,
} from "./types";
export { productTypes } from "./types";
