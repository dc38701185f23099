import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd } from "~/lib/format";
import { minusUsd, percentOf } from "./display";
import { boxedGarlicPress, herbKeeper, siliconeLidSet } from "./products";
import type { ExampleSection, SampleScreenSection } from "./sections";
import { sumMoney, times, unitEconomics } from "./unit-economics";

/**
 * /amazon-business-intelligence-software: how one unit's contribution is built from raw events (the product keeps fees
 * by type per SKU and day, not order by order), and an export preview.
 */

const sale = { price: boxedGarlicPress.price, date: "2026-09-15", monthsInStorage: 2, adSpendPerUnit: 3.71 };
const unit = unitEconomics(boxedGarlicPress, sale);
const fulfillmentWithSurcharge = sumMoney([unit.fees.fulfillment, unit.fees.fuelSurcharge]);
const storageAndPlacement = sumMoney([unit.fees.storage, unit.fees.placement]);

export const orderItemExample: ExampleSection = {
  kind: "example",
  heading: "One unit sold, from raw events to an analysis-ready figure",
  intro: `A hypothetical FBA order of one stainless garlic press at ${formatUsd(sale.price)} on Amazon.com in September 2026. The lines arrive from different sources at different times; this is how they add up to one unit's contribution, which {brand} keeps per SKU and day, not order by order.`,
  lines: [
    { label: "Item price, from the order and shipment events (day 0-2)", value: formatUsd(unit.price) },
    { label: "Referral fee, from financial events (days later)", value: minusUsd(unit.fees.referral) },
    {
      label: "Fulfillment fee with the 3.5% fuel and logistics surcharge, from financial events",
      value: minusUsd(fulfillmentWithSurcharge),
    },
    {
      label:
        "Storage and inbound placement, charged per month and per shipment, not per order, and allocated to the SKU (weeks later)",
      value: minusUsd(storageAndPlacement),
    },
    { label: "Landed cost, from your dated cost table", value: minusUsd(unit.landedCost) },
    {
      label:
        "Ad spend for the ASIN that day divided by its units, from Amazon Ads reports (the ad sales credited to it keep arriving for days, while each ad type's attribution window runs)",
      value: minusUsd(unit.adSpendPerUnit),
    },
  ],
  result: {
    label: `Contribution per unit (${formatPercent(unit.netMarginPercent)} of price)`,
    value: formatUsd(unit.netProfit),
  },
  note: `Until the last source settles, the figure is provisional and flagged as such. Fee amounts are non-peak fees for a 10 x 6 x 3 in, 1.1 lb item, with two months of storage and minimal-split placement. ${FEES_2026_SOURCE_WITH_PLACEMENT} The ad and cost figures are invented for the example.`,
};

/** Three SKUs of a demo account's 30-day export: CSV cells, so plain numbers with two decimals. */
const exportRows = [
  {
    sku: "KG-PRESS-01",
    marketplace: "US",
    units: 602,
    product: boxedGarlicPress,
    price: boxedGarlicPress.price,
    adSpend: 2_233,
    status: "settled",
  },
  {
    sku: "KG-LID-SET",
    marketplace: "US",
    units: 911,
    product: siliconeLidSet,
    price: siliconeLidSet.price,
    adSpend: 2_610,
    status: "settled",
  },
  {
    sku: "KG-HERB-2",
    marketplace: "US",
    units: 144,
    product: herbKeeper,
    price: herbKeeper.price,
    adSpend: 611,
    status: "estimated",
  },
].map((entry) => {
  const economics = unitEconomics(entry.product, { price: entry.price, date: "2026-09-15", monthsInStorage: 2 });
  const netSales = times(entry.units, entry.price);
  const amazonFees = times(entry.units, economics.fees.total);
  const cogs = times(entry.units, entry.product.landedCost);
  return { ...entry, netSales, amazonFees, cogs, netProfit: sumMoney([netSales, -amazonFees, -entry.adSpend, -cogs]) };
});
const csv = (value: number) => value.toFixed(2);
const accountSkus = 412;
const estimatedRows = 37;
const columns = ["sku", "marketplace", "units", "net_sales", "amazon_fees", "ad_spend", "cogs", "net_profit", "status"];

export const exportPreviewScreen: SampleScreenSection = {
  kind: "sample-ui",
  heading: "An export preview from the products feed",
  intro: `Sample rows from a demo account: the first ${exportRows.length} of its ${formatNumber(accountSkus)}. Any table in {brand} exports to CSV with the columns and filters on screen.`,
  screen: `Products feed · CSV export preview · last 30 days`,
  metrics: [
    { label: "Rows", value: formatNumber(accountSkus), detail: "one per SKU" },
    { label: "Columns", value: String(columns.length), detail: "as in the preview" },
    {
      label: "Estimated rows",
      value: String(estimatedRows),
      detail: `${formatPercent(percentOf(estimatedRows, accountSkus), 0)} of rows, fees not yet settled`,
    },
  ],
  table: {
    columns,
    rows: exportRows.map((entry) => [
      entry.sku,
      entry.marketplace,
      String(entry.units),
      csv(entry.netSales),
      csv(entry.amazonFees),
      csv(entry.adSpend),
      csv(entry.cogs),
      csv(entry.netProfit),
      entry.status,
    ]),
  },
};
