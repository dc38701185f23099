import { formatDate, formatNumber, formatPercent, formatUsd, formatUsdWhole, signedUsd } from "~/lib/format";
import { kpi } from "./kpi";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { standardStorageRate, sumMoney, times, unitEconomics, type ExampleProduct } from "./unit-economics";

/** /amazon-fba-analytics-software: running lean against holding stock, and the FBA inventory screen. */

const abRoller: ExampleProduct = {
  lengthIn: 14,
  widthIn: 8,
  heightIn: 4,
  weightLb: 2.3,
  categoryId: "sports-outdoors",
  landedCost: 9.5,
};
const plan = {
  date: "2026-09-15",
  q4Date: "2026-11-15",
  price: 29.99,
  dailyUnits: 20,
  leanDays: 18,
  heldDays: 40,
  daysInMonth: 30,
};

const lean = unitEconomics(abRoller, {
  price: plan.price,
  date: plan.date,
  lowInventory: { shortTermDaysOfSupply: plan.leanDays, longTermDaysOfSupply: plan.leanDays },
});
const unitsShipped = plan.dailyUnits * plan.daysInMonth;
const lowInventoryFees = times(unitsShipped, lean.fees.lowInventory);
const extraUnits = (plan.heldDays - plan.leanDays) * plan.dailyUnits;
// Rounded to the tenth the page prints, so a reader multiplying the printed figures gets the printed storage cost.
const extraCubicFeet = Math.round(extraUnits * lean.cubicFeet * 10) / 10;
const janToSepRate = standardStorageRate(plan.date);
const octToDecRate = standardStorageRate(plan.q4Date);
const extraStorage = Math.round(extraCubicFeet * janToSepRate * 100) / 100;
const extraStorageQ4 = Math.round(extraCubicFeet * octToDecRate * 100) / 100;

export const leanOrHoldExample: ExampleSection = {
  kind: "example",
  heading: "Running lean or holding stock: a worked comparison",
  intro: `A hypothetical ab roller: 14 x 8 x 4 in (${formatNumber(lean.cubicFeet, 2)} cu ft), ${formatNumber(abRoller.weightLb)} lb but ${formatNumber(lean.dimensionalWeightLb, 1)} lb dimensional weight, so ${lean.sizeTierLabel.toLowerCase()} 3-20 lb. It sells ${plan.dailyUnits} units a day. The seller has been keeping about ${plan.leanDays} days of supply; the question is whether ${plan.heldDays} days would be cheaper.`,
  lines: [
    {
      label: "Low-inventory-level fee at 14-21 days of supply (large standard 3-20 lb)",
      value: `${formatUsd(lean.fees.lowInventory)} per unit`,
    },
    {
      label: `Units shipped in ${plan.daysInMonth} days (${plan.dailyUnits} a day)`,
      value: formatNumber(unitsShipped),
    },
    { label: "Low-inventory-level fees for the month", value: formatUsd(lowInventoryFees) },
    {
      label: `Extra units held to reach ${plan.heldDays} days (${plan.heldDays - plan.leanDays} days x ${plan.dailyUnits})`,
      value: formatNumber(extraUnits),
    },
    {
      label: `Extra cubic feet (${formatNumber(extraUnits)} x ${abRoller.lengthIn} x ${abRoller.widthIn} x ${abRoller.heightIn} in / 1,728)`,
      value: `${formatNumber(extraCubicFeet, 1)} cu ft`,
    },
    {
      label: `Extra storage, January to September (${formatUsd(janToSepRate)} per cu ft)`,
      value: `${formatUsd(extraStorage)} a month`,
    },
    {
      label: `Extra storage, October to December (${formatUsd(octToDecRate)} per cu ft)`,
      value: `${formatUsd(extraStorageQ4)} a month`,
    },
  ],
  result: {
    label: `Monthly saving from holding ${plan.heldDays} days instead of ${plan.leanDays} (Jan-Sep)`,
    value: formatUsd(sumMoney([lowInventoryFees, -extraStorage])),
  },
  note: `Even in the fourth quarter the lean position costs ${formatUsd(sumMoney([lowInventoryFees, -extraStorageQ4]))} a month more. The trade-off is cash: at a ${formatUsd(abRoller.landedCost)} landed cost the extra ${formatNumber(extraUnits)} units tie up ${formatUsdWhole(times(extraUnits, abRoller.landedCost))}. The calculation assumes that both of Amazon's days-of-supply figures sit in the 14-21 band and that no exemption applies ([Amazon's test](/amazon-kpi/amazon-fees/low-inventory-level-fee)). Rates: Amazon's low-inventory-level and storage fee pages, in force since April 1, 2024.`,
};

/** The inventory screen of an imaginary fitness brand on November 24, 2026 (peak fees, Q4 storage). */
const today = "2026-11-24";
const catalogue = [
  {
    sku: "Ab roller",
    product: abRoller,
    price: plan.price,
    adSpendPerUnit: 2.1,
    available: 360,
    dailyUnits: 20,
    inbound: { units: 600 },
  },
  {
    sku: "Bands set, heavy",
    product: { lengthIn: 14, widthIn: 8, heightIn: 5, weightLb: 3.1, categoryId: "sports-outdoors", landedCost: 11.2 },
    price: 34.99,
    adSpendPerUnit: 2.6,
    available: 470,
    dailyUnits: 10,
    inbound: null,
  },
  {
    sku: "Yoga strap",
    product: { lengthIn: 10, widthIn: 4, heightIn: 3, weightLb: 0.6, categoryId: "sports-outdoors", landedCost: 2.9 },
    price: 14.99,
    adSpendPerUnit: 1.2,
    available: 156,
    dailyUnits: 6,
    inbound: { units: 300 },
  },
  {
    sku: "Foam roller",
    product: { lengthIn: 18, widthIn: 6, heightIn: 6, weightLb: 2, categoryId: "sports-outdoors", landedCost: 8.4 },
    price: 24.99,
    adSpendPerUnit: 1.9,
    available: 1_120,
    dailyUnits: 10,
    inbound: null,
  },
] as const;
const priorFeesPerUnit = 13.46;
/** The last monthly aged-inventory surcharge, on the product Amazon's report names (invented for the sample). */
const agedSurcharge = { amount: 38.4, product: "foam roller" };

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const monthAndDay = (isoDate: string) => formatDate(isoDate, "short").replace(/, \d{4}$/, "");

const inventoryRows = catalogue.map((entry) => {
  const daysOfSupply = kpi("days-of-supply", {
    unitsAvailable: entry.available,
    unitsSold: entry.dailyUnits * plan.daysInMonth,
    salesPeriodDays: plan.daysInMonth,
  });
  const days = Math.floor(daysOfSupply);
  const economics = unitEconomics(entry.product, {
    price: entry.price,
    date: today,
    adSpendPerUnit: entry.adSpendPerUnit,
    ...(days < 28 ? { lowInventory: { shortTermDaysOfSupply: days, longTermDaysOfSupply: days } } : {}),
  });
  return {
    ...entry,
    days,
    stockout: addDays(today, days),
    economics,
    unitsIn30Days: entry.dailyUnits * plan.daysInMonth,
  };
});
const units30 = inventoryRows.reduce((total, entry) => total + entry.unitsIn30Days, 0);
const feesPerUnit =
  sumMoney(inventoryRows.map((entry) => times(entry.unitsIn30Days, entry.economics.fees.total))) / units30;

export const fbaInventoryScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The FBA inventory screen",
  intro:
    "Sample figures for an imaginary fitness brand on November 24, 2026; the columns are the ones the screen shows. Fees per unit use the holiday peak card (our estimate) and the October-December storage rate.",
  screen: "FBA inventory · Amazon.com · today",
  metrics: [
    {
      label: "Available units",
      value: formatNumber(inventoryRows.reduce((total, entry) => total + entry.available, 0)),
      detail: `${formatNumber(inventoryRows.reduce((total, entry) => total + (entry.inbound?.units ?? 0), 0))} inbound`,
    },
    {
      label: "SKUs under 28 days",
      value: String(inventoryRows.filter((entry) => entry.days < 28).length),
      detail: "low-inventory fee exposure",
    },
    {
      label: "Fees per unit, 30 days",
      value: formatUsd(feesPerUnit),
      detail: `${signedUsd(feesPerUnit - priorFeesPerUnit)} vs prior 30`,
    },
    {
      label: "Aged-inventory surcharge",
      value: formatUsd(agedSurcharge.amount),
      detail: `last monthly charge, on the ${agedSurcharge.product}`,
    },
  ],
  table: {
    columns: ["SKU", "Days of supply", "Stockout date", "Inbound", "Fees / unit", "Net margin"],
    rows: inventoryRows.map((entry) => [
      entry.sku,
      String(entry.days),
      monthAndDay(entry.stockout),
      entry.inbound ? `${formatNumber(entry.inbound.units)} units` : "none",
      formatUsd(entry.economics.fees.total),
      formatPercent(entry.economics.netMarginPercent),
    ]),
  },
};

/** What the screen's rows are made of, for the test to recompute what a reader cannot see. */
export const fbaInventoryScreenInputs = {
  today,
  rows: inventoryRows.map(({ sku, available, dailyUnits, unitsIn30Days }) => ({
    sku,
    available,
    dailyUnits,
    unitsIn30Days,
  })),
};
