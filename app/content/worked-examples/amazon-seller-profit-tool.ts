import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedUsd } from "~/lib/format";
import { minusUsd, percentOf } from "./display";
import { kpi } from "./kpi";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { standardStorageRate, sumMoney, times, unitEconomics, type ExampleProduct, type Sale } from "./unit-economics";

/**
 * /amazon-seller-profit-tool: one serum unit with every fee, and the product profit screen of the brand that
 * sells it. The screen's tiles used to disagree with its own rows (issue 19, item 3); now both come from here.
 */

const month = "2026-09-15";
/** Two months in storage, minimal-split placement, and 24 and 25 days of supply (the 21-28 column) this month. */
const saleTerms = {
  date: month,
  monthsInStorage: 2,
  lowInventory: { shortTermDaysOfSupply: 24, longTermDaysOfSupply: 25 },
} as const;

const serum30: ExampleProduct = {
  lengthIn: 7,
  widthIn: 4,
  heightIn: 2,
  weightLb: 0.55,
  categoryId: "beauty-health-personal-care",
  landedCost: 4.1,
};
const serumSale: Sale = { price: 19.99, adSpendPerUnit: 2.4, ...saleTerms };
const serum = unitEconomics(serum30, serumSale);

/** A spreadsheet that stops at referral, fulfillment, product cost and ads. */
const spreadsheetProfit = sumMoney([
  serum.price,
  -serum.fees.referral,
  -serum.fees.fulfillment,
  -serum.landedCost,
  -serum.adSpendPerUnit,
]);
const overstatement = sumMoney([spreadsheetProfit, -serum.netProfit]);
const monthlyUnits = 600;

export const sellerProfitUnitExample: ExampleSection = {
  kind: "example",
  heading: "Profit on one unit, with the fees most spreadsheets leave out",
  intro: `A hypothetical serum sold through FBA: 7 x 4 x 2 in, ${formatNumber(serum30.weightLb)} lb, ${formatUsd(serum.price)} in Beauty, Health & Personal Care, landed cost ${formatUsd(serum30.landedCost)}. Non-peak 2026 US fees; the unit ships in September 2026 while the SKU has 21-28 days of supply.`,
  lines: [
    { label: "Sale price", value: formatUsd(serum.price) },
    { label: "Referral fee (15%, because the price is above $10)", value: minusUsd(serum.fees.referral) },
    {
      label: `FBA fulfillment fee, ${serum.sizeTierLabel.toLowerCase()} billed at ${formatNumber(serum.shippingWeightLb * 16, 0)} oz, ${serum.priceBandLabel} band`,
      value: minusUsd(serum.fees.fulfillment),
    },
    { label: "Fuel and logistics surcharge, 3.5% of fulfillment", value: minusUsd(serum.fees.fuelSurcharge) },
    {
      label: `Monthly storage, ${formatNumber(serum.cubicFeet, 3)} cu ft for two months at ${formatUsd(standardStorageRate(month))}`,
      value: minusUsd(serum.fees.storage),
    },
    {
      label: "Inbound placement, minimal split",
      value: minusUsd(serum.fees.placement),
    },
    { label: "Low-inventory-level fee, 21-28 days of supply", value: minusUsd(serum.fees.lowInventory) },
    { label: "Landed cost of goods", value: minusUsd(serum.landedCost) },
    { label: "Advertising, monthly spend divided by units sold", value: minusUsd(serum.adSpendPerUnit) },
  ],
  result: {
    label: `Profit per unit (${formatPercent(serum.netMarginPercent)} margin, ${formatPercent(serum.roiPercent, 0)} ROI on landed cost)`,
    value: formatUsd(serum.netProfit),
  },
  note: `A sheet that subtracts only referral, fulfillment, product cost and ads shows ${formatUsd(spreadsheetProfit)} a unit, ${formatPercent(percentOf(overstatement, serum.netProfit), 0)} too high. At ${formatNumber(monthlyUnits)} units a month that is ${formatUsdWhole(times(monthlyUnits, overstatement))} of profit that exists on paper only. Storage and low-inventory-level rates are Amazon's, in force since April 1, 2024. ${FEES_2026_SOURCE_WITH_PLACEMENT} Amazon's own charges replace all of them once they post.`,
};

/** The other products of the same imaginary brand, sold in the same month on the same terms. */
const lineup: { sku: string; product: ExampleProduct; sale: Sale; units: number; priorProfitPerUnit: number }[] = [
  { sku: "Serum 30 ml", product: serum30, sale: serumSale, units: 612, priorProfitPerUnit: 5.61 },
  {
    sku: "Serum 50 ml",
    product: {
      lengthIn: 8,
      widthIn: 4,
      heightIn: 2,
      weightLb: 0.75,
      categoryId: "beauty-health-personal-care",
      landedCost: 5.6,
    },
    sale: { price: 27.99, adSpendPerUnit: 3.05, date: month, monthsInStorage: 2 },
    units: 298,
    priorProfitPerUnit: 10.12,
  },
  {
    sku: "Cleanser",
    product: {
      lengthIn: 7,
      widthIn: 3,
      heightIn: 2,
      weightLb: 0.5,
      categoryId: "beauty-health-personal-care",
      landedCost: 3.2,
    },
    sale: { price: 14.99, adSpendPerUnit: 1.95, date: month, monthsInStorage: 2 },
    units: 401,
    priorProfitPerUnit: 3.02,
  },
  {
    sku: "Travel kit",
    product: {
      lengthIn: 9,
      widthIn: 6,
      heightIn: 3,
      weightLb: 1.2,
      categoryId: "beauty-health-personal-care",
      landedCost: 9.8,
    },
    sale: { price: 34.99, adSpendPerUnit: 6.1, date: month, monthsInStorage: 2 },
    units: 87,
    priorProfitPerUnit: 8.95,
  },
];

const rows = lineup.map((entry) => {
  const economics = entry === lineup[0] ? serum : unitEconomics(entry.product, entry.sale);
  return { ...entry, economics };
});
const units = rows.reduce((total, entry) => total + entry.units, 0);
const sales = sumMoney(rows.map((entry) => times(entry.units, entry.economics.price)));
const netProfit = sumMoney(rows.map((entry) => times(entry.units, entry.economics.netProfit)));
const priorProfit = sumMoney(rows.map((entry) => times(entry.units, entry.priorProfitPerUnit)));
const amazonFees = sumMoney(rows.map((entry) => times(entry.units, entry.economics.fees.total)));
const lowInventoryFees = sumMoney(rows.map((entry) => times(entry.units, entry.economics.fees.lowInventory)));
const perUnit = (total: number) => total / units;

export const sellerProfitScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The product profit view",
  intro:
    "Invented data for an imaginary beauty brand, to show how the per-unit breakdown reads. The 30 ml serum is the unit worked through above.",
  screen: "Product profit · Amazon.com · September 2026",
  metrics: [
    {
      label: "Net profit",
      value: formatUsdWhole(netProfit),
      detail: `${formatPercent(kpi("net-profit-margin", { netProfit, netSales: sales }))} margin`,
    },
    {
      label: "Profit per unit",
      value: formatUsd(perUnit(netProfit)),
      detail: `${signedUsd(perUnit(netProfit) - priorProfit / units)} vs August`,
    },
    {
      label: "Amazon fees per unit",
      value: formatUsd(perUnit(amazonFees)),
      detail: `incl. ${formatUsd(perUnit(lowInventoryFees))} low-inventory`,
    },
    { label: "Sales", value: formatUsdWhole(sales), detail: `${formatNumber(units)} units` },
  ],
  table: {
    columns: ["SKU", "Units", "Price", "Amazon fees", "COGS", "Ads", "Profit / unit"],
    rows: rows.map(({ sku, units: sold, economics }) => [
      sku,
      formatNumber(sold),
      formatUsd(economics.price),
      formatUsd(economics.fees.total),
      formatUsd(economics.landedCost),
      formatUsd(economics.adSpendPerUnit),
      formatUsd(economics.netProfit),
    ]),
  },
};
