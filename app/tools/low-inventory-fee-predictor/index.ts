/** The free low-inventory-level fee predictor: report readers, the forecast, CSV and calendar export. Pure, no React. */
export {
  compareForecasts,
  forecastAll,
  forecastSku,
  FORECAST_DAYS,
  type Forecast,
  type ForecastSettings,
  type ForecastSummary,
  type SkuExemption,
  type SkuForecast,
  type SkuStatus,
  type StatusOnDay,
} from "./forecast";
export { forecastExportColumns, forecastsToCsv, shipByToIcs } from "./export";
export {
  DEFAULT_LEAD_TIME_DAYS,
  emptyPredictorInputs,
  planningPostLeadTime,
  predictorInputLabels,
  predictorSettings,
  tierChoices,
  TYPED_SKU_NAME,
  type PredictorInputs,
} from "./predictor-form";
export {
  readPredictorReports,
  type PredictorReports,
  type ReadFile,
  type SkuFacts,
  type TextFile,
} from "./read-reports";
export { predictorReportNames, type PredictorReportKind } from "./reports";
