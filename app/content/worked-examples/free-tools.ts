import { formatNumber, formatPercent, formatUsd, formatUsdWhole } from "~/lib/format";
import { calculateLostSales } from "~/tools/lost-sales/lost-sales";
import { minusUsd } from "./display";
import type { TableSection } from "./sections";
import { unitEconomics, type ExampleProduct } from "./unit-economics";

/** The worked examples on the free tools' pages: the ROI calculator's table and the lost sales calculator's prose. */

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
    ["Inbound placement, minimal split (top of Amazon's 2024-25 range)", minusUsd(roi.fees.placement)],
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
