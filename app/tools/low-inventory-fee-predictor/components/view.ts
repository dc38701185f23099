import { lowInventoryBandLabels, lowInventoryExemptionLabels } from "~/fba-fees/low-inventory-fee";
import { formatDate, formatNumber, formatUsd, MISSING } from "~/lib/format";
import {
  FORECAST_DAYS,
  predictorReportNames,
  type ReadFile,
  type SkuExemption,
  type SkuForecast,
  type SkuStatus,
  type StatusOnDay,
} from "~/tools/low-inventory-fee-predictor";

/**
 * What the predictor's cards show, worked out here: the labels of every column and figure (exported, so the product
 * model can list the tool's outputs from code), the table's filter and search, the status pills and the day texts.
 */

/** The results table's columns, in order: the money and the dates first, the evidence after. */
export const forecastTableColumns = {
  sku: "SKU and size tier",
  today: "Status today",
  feePerUnit: "Fee per unit",
  feePerWeek: "Fee per week",
  feeNext4Weeks: "Fee in the next 4 weeks",
  changesOn: "Status changes on",
  shipBy: "Ship by",
  whatIf: "With your inbound shipment",
  daysOfSupply: "Days of supply (30-day, 90-day)",
  sales: "Units on hand and sold per day",
} as const;

export const summaryFigureLabels = {
  chargedToday: "SKUs paying the fee today",
  feeNextWeek: "Fee next week",
  feeNext4Weeks: "Fee in the next 4 weeks",
  overdue: "SKUs to ship now",
  exempt: "Exempt SKUs",
  savedByInbound: "Saved by inbound shipments",
} as const;

export const exportLabels = {
  csv: "Download CSV",
  calendar: "Download ship-by calendar (.ics)",
} as const;

/** Everything the tool shows, for the product model's list of tool outputs. */
export const predictorOutputLabels = {
  table: forecastTableColumns,
  summary: summaryFigureLabels,
  exports: exportLabels,
} as const;

export const statusLabels: Record<SkuStatus, string> = {
  charged: "Pays the fee",
  "not charged": "No fee",
  exempt: "Exempt",
  "no sales": "No sales",
  "no stock figure": "Units on hand unknown",
};

export const statusTones: Record<SkuStatus, "bad" | "good" | "calm" | "neutral"> = {
  charged: "bad",
  "not charged": "good",
  exempt: "calm",
  "no sales": "neutral",
  "no stock figure": "neutral",
};

/** A status with its band: "Pays the fee, 14 to 21 days". */
export function statusText(status: StatusOnDay): string {
  return status.band === null
    ? statusLabels[status.status]
    : `${statusLabels[status.status]}, ${lowInventoryBandLabels[status.band]}`;
}

export const exemptionText = (exemption: SkuExemption) =>
  exemption === "amazon" ? "marked exempt in Amazon's report" : lowInventoryExemptionLabels[exemption];

export type ForecastFilter = "at_stake" | "charged" | "overdue" | "all";

export const forecastFilterLabels: Record<ForecastFilter, string> = {
  at_stake: "Fee ahead or ship-by passed",
  charged: "Paying the fee today",
  overdue: "Ship-by date passed",
  all: "All SKUs",
};

export function visibleForecasts(
  rows: readonly SkuForecast[],
  { filter, search }: { filter: ForecastFilter; search: string },
): SkuForecast[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filter === "all" ||
        (filter === "charged" && row.today.status === "charged") ||
        (filter === "overdue" && row.isOverdue) ||
        (filter === "at_stake" && (row.feeNext4Weeks > 0 || row.isOverdue || row.today.status === "charged"))) &&
      (needle === "" || [row.sku, row.fnsku, row.asin].some((text) => text.toLowerCase().includes(needle))),
  );
}

export const money = (value: number | null) => (value === null ? MISSING : formatUsd(value));

export const shortDate = (isoDate: string | null) => (isoDate === null ? MISSING : formatDate(isoDate, "short"));

/** The change column: the day and the new status, or why there is none. */
export function changeText(row: SkuForecast): string {
  if (row.changesOn === null || row.changesTo === null)
    return row.today.status === "no stock figure" ? MISSING : `No change in ${FORECAST_DAYS / 7} weeks`;
  return `${shortDate(row.changesOn)}: ${statusText(row.changesTo)}`;
}

/** The ship-by column: the day, "ship now" when it has passed, or why there is none. */
export function shipByText(row: SkuForecast): string {
  if (row.shipBy === null)
    return row.today.status === "exempt" || (row.rowId === null && row.sizeTier !== "")
      ? "Not needed: no fee applies"
      : MISSING;
  return row.isOverdue ? `Ship now (was ${shortDate(row.shipBy)})` : shortDate(row.shipBy);
}

/** The what-if column: what the inbound shipment changes, or MISSING without one. */
export function whatIfText(row: SkuForecast): string {
  if (!row.inbound) return MISSING;
  const arrives = `${formatNumber(row.inbound.units)} units on ${shortDate(row.inbound.arrives)}`;
  if (row.isSavedByInbound) return `${arrives}: no fee in the next 4 weeks`;
  return `${arrives}: ${money(row.feeNext4WeeksWithInbound)} in 4 weeks${row.firstChargedWithInbound ? `, fee from ${shortDate(row.firstChargedWithInbound)}` : ""}`;
}

/** A file's line in the list of files read. */
export function fileSummary(file: ReadFile): { text: string; recognised: boolean } {
  if (file.kind === null) return { text: file.message ?? `"${file.name}" was not read.`, recognised: false };
  const rows = `${formatNumber(file.rows)} row${file.rows === 1 ? "" : "s"}`;
  return {
    text: `${file.name}: ${predictorReportNames[file.kind]}, ${rows}${file.message ? `. ${file.message}` : ""}`,
    recognised: true,
  };
}

export const exportFileName = (asOf: string, extension: "csv" | "ics") =>
  `low-inventory-fee-forecast-${asOf}.${extension}`;
