/**
 * Public API of the FBA fee engine (US marketplace). Pure functions and data only: no React, no I/O.
 * See README.md for the model, the sources and every assumption.
 */
export {
  calculateFbaFees,
  calculateFbaFeeTotals,
  type FbaFeeTotals,
  PRICE_BAND_ASSUMPTION,
  inputLimits,
  type CalculateOptions,
  type FbaFeeBreakdown,
  type FbaFeeInput,
  type FeeNotice,
} from "./calculate";
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
export {
  chargesEveryReturn,
  returnRateThresholdPercent,
  type LowInventoryInput,
  type ReturnsInput,
} from "./inventory-fees";
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
