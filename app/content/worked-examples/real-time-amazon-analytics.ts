import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedPercent } from "~/lib/format";
import { minusUsd, percentOf } from "./display";
import { kpi } from "./kpi";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics, type ExampleProduct } from "./unit-economics";

/** /real-time-amazon-analytics: profit so far today, and the today view of a busy day. */

const litterMat: ExampleProduct = {
  lengthIn: 12,
  widthIn: 8,
  heightIn: 5,
  weightLb: 2,
  categoryId: "pet-supplies",
  landedCost: 6.2,
};
/** Tuesday, September 15, 2026, 2 pm Pacific. */
const soFar = { price: 24.99, date: "2026-09-15", units: 85, adSpend: 96 };
const unit = unitEconomics(litterMat, { price: soFar.price, date: soFar.date });

const sales = times(soFar.units, soFar.price);
const referral = times(soFar.units, unit.fees.referral);
const fulfillmentPerUnit = sumMoney([unit.fees.fulfillment, unit.fees.fuelSurcharge]);
const fulfillment = times(soFar.units, fulfillmentPerUnit);
const landed = times(soFar.units, unit.landedCost);
const profit = sumMoney([sales, -referral, -fulfillment, -landed, -soFar.adSpend]);

export const profitSoFarExample: ExampleSection = {
  kind: "example",
  heading: "Profit so far today, and how firm each part is",
  intro: `A hypothetical cat-litter mat: 12 x 8 x 5 in (${formatNumber(unit.dimensionalWeightLb, 2)} lb dimensional weight, ${unit.sizeTierLabel.toLowerCase()} 3-20 lb), ${formatUsd(soFar.price)} in Pet Supplies, landed cost ${formatUsd(litterMat.landedCost)}. By 2 pm Pacific on Tuesday, September 15, 2026 it has sold ${soFar.units} units.`,
  lines: [
    { label: `Ordered sales so far (${soFar.units} x ${formatUsd(soFar.price)}) · firm`, value: formatUsd(sales) },
    { label: `Referral fees, 15% of ${formatUsd(soFar.price)} · estimated`, value: minusUsd(referral) },
    {
      label: `Fulfillment fee ${formatUsd(unit.fees.fulfillment)} plus 3.5% surcharge, per unit ${formatUsd(fulfillmentPerUnit)} · estimated`,
      value: minusUsd(fulfillment),
    },
    { label: `Landed cost, ${formatUsd(unit.landedCost)} a unit · your figure`, value: minusUsd(landed) },
    { label: "Ad spend reported so far · provisional", value: minusUsd(soFar.adSpend) },
  ],
  result: {
    label: `Profit so far today (${formatPercent(percentOf(profit, sales))} of sales), before storage, inbound placement and returns fees`,
    value: formatUsd(profit),
  },
  note: "Sales will only change if orders are cancelled. The two fee lines are computed from the 2026 US rate card and will be replaced by the amounts Amazon posts, normally within days. Ad spend and the ad sales credited to it keep moving for up to 7 days for Sponsored Products bought by sellers and 14 days for Sponsored Brands and Display. Storage, inbound placement and any returns processing fee arrive later, on the dates Amazon charges them.",
};

/**
 * The today view of an imaginary pet-supplies account at 2:05 pm Pacific. The morning before 10 am is one row,
 * so the hours add up to the tiles. Ad spend is the day's so far, as the latest Amazon Ads report gives it: the
 * reports have no hourly grain (model.ts, the ads source), so the hours carry none.
 */
const day = {
  adSpendSoFar: 412,
  adSpendSameTimeLastTuesday: 378,
  salesSameTimeLastTuesday: 6_646,
  cancelledOrders: 4,
  hours: [
    { hour: "Midnight-10 am", orders: 148, sales: 3_865, profit: 817, status: "Fees estimated" },
    { hour: "10-11 am", orders: 31, sales: 802, profit: 176, status: "Fees estimated" },
    { hour: "11 am-12 pm", orders: 38, sales: 981, profit: 214, status: "Fees estimated" },
    { hour: "12-1 pm", orders: 44, sales: 1_130, profit: 251, status: "Fees estimated" },
    { hour: "1-2 pm", orders: 41, sales: 1_064, profit: 232, status: "Fees estimated" },
  ],
};
const total = (key: "orders" | "sales" | "profit") => day.hours.reduce((sum, hour) => sum + hour[key], 0);

export const todayScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "The today view during a busy day",
  intro: "A sample pet-supplies account with made-up figures; the labels on the right are the ones the screen uses.",
  screen: "Today · Amazon.com · updated 2:05 pm PT",
  metrics: [
    {
      label: "Sales so far",
      value: formatUsdWhole(total("sales")),
      detail: `${signedPercent(kpi("sales-growth-rate", { currentSales: total("sales"), previousSales: day.salesSameTimeLastTuesday }), 0)} vs same time last Tuesday`,
    },
    { label: "Profit so far", value: formatUsdWhole(total("profit")), detail: "fees estimated" },
    {
      label: "Ad spend",
      value: formatUsdWhole(day.adSpendSoFar),
      detail: `${signedPercent(percentOf(day.adSpendSoFar - day.adSpendSameTimeLastTuesday, day.adSpendSameTimeLastTuesday), 0)} vs same time last Tuesday`,
    },
    { label: "Orders", value: formatNumber(total("orders")), detail: `${day.cancelledOrders} cancelled` },
  ],
  table: {
    columns: ["Hour (PT)", "Orders", "Sales", "Est. profit", "Status"],
    rows: day.hours.map((hour) => [
      hour.hour,
      formatNumber(hour.orders),
      formatUsdWhole(hour.sales),
      formatUsdWhole(hour.profit),
      hour.status,
    ]),
  },
};
