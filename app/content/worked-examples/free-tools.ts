import {
  LOW_INVENTORY_THRESHOLD_DAYS,
  LOW_INVENTORY_WINDOWS_DAYS,
  lowInventoryBandLabels,
  lowInventoryRate,
} from "~/fba-fees/low-inventory-fee";
import { us2026NonPeak } from "~/fba-fees/schedules";
import type { LowInventoryRowId } from "~/fba-fees/types";
import { capitalizeFirst } from "~/lib/capitalize";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole } from "~/lib/format";
import { calculateLostSales } from "~/tools/lost-sales/lost-sales";
import {
  DEFAULT_LEAD_TIME_DAYS,
  FORECAST_DAYS,
  planningPostLeadTime,
  tierChoices,
} from "~/tools/low-inventory-fee-predictor";
import { minusUsd } from "./display";
import type { TableSection } from "./sections";
import { unitEconomics, type ExampleProduct } from "./unit-economics";

/**
 * The worked examples on the free tools' pages: the ROI calculator's table, the lost sales calculator's prose and the
 * low-inventory-level fee predictor's rule, forecast and rates.
 */

const supplierPrice = 5.2;
const freightAndDuties = 1.3;
const roiProduct: ExampleProduct = {
  lengthIn: 8,
  widthIn: 3,
  heightIn: 2,
  weightLb: 0.75,
  categoryId: "home-kitchen",
  landedCost: supplierPrice + freightAndDuties,
};
const roi = unitEconomics(roiProduct, { price: 24.99, date: "2026-06-15", adSpendPerUnit: 2.5 });

export const roiWorkedExampleTable: TableSection = {
  kind: "table",
  heading: "A worked example",
  intro: `A large-standard product, 8 x 3 x 2 in and ${formatNumber(roiProduct.weightLb * 16)} oz, non-apparel, sold at ${formatUsd(roi.price)} in a 15% referral category in June 2026. Fees from the US card effective January 15, 2026 (${roi.priceBandLabel} band), with the 3.5% fuel and logistics surcharge that started April 17, 2026.`,
  columns: ["Line", "Per unit"],
  rows: [
    ["Selling price", formatUsd(roi.price)],
    ["Referral fee (15%)", minusUsd(roi.fees.referral)],
    ["FBA fulfillment fee", minusUsd(roi.fees.fulfillment)],
    ["Fuel and logistics surcharge (3.5% of fulfillment)", minusUsd(roi.fees.fuelSurcharge)],
    ["Monthly storage, one month", minusUsd(roi.fees.storage)],
    [
      "Inbound placement, minimal split (top of Amazon's 2024-25 range; the 2026 amount is not confirmed)",
      minusUsd(roi.fees.placement),
    ],
    [
      `Landed cost (product ${formatUsd(supplierPrice)} + freight and duties ${formatUsd(freightAndDuties)})`,
      minusUsd(roi.landedCost),
    ],
    ["Advertising cost per unit", minusUsd(roi.adSpendPerUnit)],
    ["Profit per unit", formatUsd(roi.netProfit)],
    ["ROI", formatPercent(roi.roiPercent)],
  ],
};

const stockout = { unitsPerDay: 25, daysOutOfStock: 12, price: 29.99, unitProfit: 7.4 };
const lost = calculateLostSales(stockout);
if (!lost.ok) throw new Error("The lost sales example was rejected by the calculator");

/** The two paragraphs of the lost sales calculator's worked example, computed by the calculator itself. */
export const lostSalesExampleParagraphs = [
  `A kitchen product sold an average of ${stockout.unitsPerDay} units a day over the 30 days before it ran out. It was out of stock for ${stockout.daysOutOfStock} days, sells at ${formatUsd(stockout.price)} and makes ${formatUsd(stockout.unitProfit)} profit per unit after all fees and costs.`,
  `Lost units: ${stockout.unitsPerDay} x ${stockout.daysOutOfStock} = ${formatNumber(lost.value.lostUnits)}. Lost revenue: ${formatNumber(lost.value.lostUnits)} x ${formatUsd(stockout.price)} = ${formatUsdWhole(lost.value.lostRevenue)}. Lost profit: ${formatNumber(lost.value.lostUnits)} x ${formatUsd(stockout.unitProfit)} = ${formatUsdWhole(lost.value.lostProfit)}. Use the daily rate from before the stockout, not the month that includes it, or the days at zero will drag the average down and hide the loss.`,
];

/**
 * The low-inventory-level fee predictor's page: the forecast in words and the rates it charges, every figure read
 * from the one rule (app/fba-fees/low-inventory-fee.ts), its rate card and the tool's own defaults. Amazon's rule
 * itself is stated once, as {amazon:lowInventoryFee} (product/amazon-facts.ts), in the page's entry.
 */
const { shortTerm } = LOW_INVENTORY_WINDOWS_DAYS;

export const lowInventoryForecastParagraphs = [
  `Each SKU starts from Amazon's two figures in your FBA Inventory report. The tool then moves both forward one day at a time for ${FORECAST_DAYS / 7} weeks, at the SKU's sales rate over the last ${shortTerm} days, with nothing more sent: each day's stock and sales join the two windows and the oldest day leaves them. That gives the day the SKU's status changes, the fee of the next week and of the next 4 weeks, and the table is sorted by that money.`,
  `The ship-by date is the last day to send a shipment that becomes available, after your lead time, before the SKU's stock falls under ${LOW_INVENTORY_THRESHOLD_DAYS} days of its sales: once both figures are at ${LOW_INVENTORY_THRESHOLD_DAYS} or more, stock kept at that level every day keeps them there; after a period of low stock they climb back only as the low days leave the 30- and 90-day windows. The lead time starts at ${DEFAULT_LEAD_TIME_DAYS} days, the ocean freight (${planningPostLeadTime.freightDays} days) and Amazon receiving (${planningPostLeadTime.receivingDays} days) of the product in our inventory planning guide; set your own. Type a shipment already on its way to see each SKU with and without it.`,
];

export const lowInventoryRateTable: TableSection = {
  kind: "table",
  heading: "The rates it charges",
  intro: `US, per unit shipped, on Amazon's card in force since January 15, 2026, by the higher of the two figures. The bulky rates come from public fee calculators, not from an Amazon table: treat them as estimates. Extra-large products pay no low-inventory-level fee on the card the tool uses (not confirmed by Amazon's own text).`,
  columns: ["Size tier", ...Object.values(lowInventoryBandLabels).map((band) => capitalizeFirst(band))],
  rows: (Object.keys(tierChoices) as (keyof typeof tierChoices)[])
    .filter((row): row is LowInventoryRowId => row !== "none")
    .map((row) => [
      tierChoices[row],
      ...([0, 1, 2] as const).map((band) => formatUsd(lowInventoryRate(us2026NonPeak, row, band))),
    ]),
};
