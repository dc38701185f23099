import { percentOf } from "~/content/worked-examples/display";
import { kpi } from "~/content/worked-examples/kpi";
import { utensilSet } from "~/content/worked-examples/products";
import {
  standardStorageRate,
  times,
  unitEconomics,
  type ExampleProduct,
  type UnitEconomics,
} from "~/content/worked-examples/unit-economics";
import { formatFixed, formatPercent, formatUsdWhole } from "~/lib/format";
import { planningPostLeadTime } from "~/tools/low-inventory-fee-predictor";
import { en, fulfillmentWithSurcharge, june, november, percent1, storageAndPlacement, usd, utensil } from "./shared";

/** The worked examples of the posts about advertising, search and inventory planning (blog-posts.ts lists them by post). */

export function breakEvenAcosPost(): string[] {
  const breakEven = Math.round(utensil.breakEvenAcosPercent * 10) / 10;
  const target = Math.round((breakEven - 10) * 10) / 10;
  const adCost = (acos: number) => Math.round(utensil.price * acos * 100) / 10_000;
  const atPrice = (price: number) => unitEconomics(utensilSet, { price, date: june });
  const priceRow = (unit: UnitEconomics) =>
    `| ${usd(unit.price)} | ${usd(unit.fees.referral)} | ${usd(fulfillmentWithSurcharge(unit))} | ${usd(storageAndPlacement(unit))} | ${usd(unit.landedCost)} | ${usd(unit.profitBeforeAds)} | ${percent1(unit.breakEvenAcosPercent)} |`;
  const clicks = 100;
  const conversion = 0.12;
  const adSales = times(clicks * conversion, utensil.price);
  const underTen = atPrice(9.99);
  return [
    `| Referral fee | ${usd(utensil.fees.referral)} | 15% of ${usd(utensil.price)} (Home & Kitchen) |`,
    `| FBA fulfillment fee | ${usd(utensil.fees.fulfillment)} | Large standard, 1–1.25 lb, $10–$50 band |`,
    `| Fuel and logistics surcharge | ${usd(utensil.fees.fuelSurcharge)} | 3.5% of the fulfillment fee, since April 17, 2026 |`,
    `| Monthly storage | ${usd(utensil.fees.storage)} | ${formatFixed(utensil.cubicFeet, 3)} cu ft × ${usd(standardStorageRate(june))} (January–September rate) |`,
    `| Inbound placement (minimal split) | ${usd(utensil.fees.placement)} |`,
    `| **Profit before advertising** | **${usd(utensil.profitBeforeAds)}** | |`,
    `Break-even ACoS = ${usd(utensil.profitBeforeAds)} / ${usd(utensil.price)} = **${percent1(breakEven)}**.`,
    `the target ACoS is ${percent1(breakEven)} − 10.0% = **${percent1(target)}**.`,
    `at an ACoS of ${percent1(target)} you spend ${usd(adCost(target))} in ads for each ${usd(utensil.price)} ad sale and keep ${usd(utensil.profitBeforeAds - adCost(target))}. At ${percent1(breakEven)} you spend ${usd(adCost(breakEven))} and keep nothing. At 45% you lose about ${usd(Math.round((adCost(45) - utensil.profitBeforeAds) * 10) / 10)}`,
    priceRow(atPrice(21.99)),
    priceRow(utensil),
    priceRow(atPrice(29.99)),
    `(for this product, ${usd(underTen.fees.fulfillment)} instead of ${usd(utensil.fees.fulfillment)})`,
    `${clicks} clicks produce ${clicks * conversion} sales worth ${usd(adSales)} at ${usd(utensil.price)}. At the ${percent1(target)} target you can spend ${usd((adSales * target) / 100)} on those ${clicks} clicks, so the most you can pay per click is about ${usd((adSales * target) / 100 / clicks)}. At break-even the ceiling is about ${usd((adSales * utensil.breakEvenAcosPercent) / 100 / clicks)}.`,
    `added ${usd(utensil.fees.fuelSurcharge)} to this product`,
  ];
}

export function inventoryPlanningPost(): string[] {
  const daily = 40;
  // The post's table of lead times: production, freight and receiving (the low-inventory-level fee predictor's default
  // lead time is the last two).
  const { productionDays, freightDays, receivingDays } = planningPostLeadTime;
  const leadTime = productionDays + freightDays + receivingDays;
  const z = 1.65;
  const variance = leadTime * 12 ** 2 + daily ** 2 * 7 ** 2;
  const safety = Math.round(z * Math.sqrt(variance));
  const order = 3_600;
  const averageUnits = order / 2 + safety;
  const averageCubicFeet = averageUnits * utensil.cubicFeet;
  // Storage on the whole cubic feet the post prints, so a reader multiplying 191 by the rate gets the printed amount.
  const janToSep = Math.round(averageCubicFeet) * standardStorageRate(june);
  const octToDec = Math.round(averageCubicFeet) * standardStorageRate(november);
  const stockoutDays = 30 - Math.floor(safety / daily);
  return [
    `Amazon takes a ${usd(utensil.fees.referral)} referral fee, a ${usd(fulfillmentWithSurcharge(utensil))} fulfillment fee with the fuel and logistics surcharge, and ${usd(storageAndPlacement(utensil))} for one month of storage and the inbound placement fee.`,
    `With a ${usd(utensil.landedCost)} landed cost, it earns ${usd(utensil.profitBeforeAds)} per unit before advertising`,
    `- √(10,800 + 78,400) = √89,200 = ${formatFixed(Math.sqrt(variance), 1)}`,
    `- Safety stock = 1.65 × ${formatFixed(Math.sqrt(variance), 1)} = **${safety} units**, about ${Math.round(safety / daily)} days of sales`,
    `> Reorder point = lead-time demand + safety stock = ${en(daily * leadTime)} + ${safety} = **${en(daily * leadTime + safety)} units**`,
    `which on this product would be up to ${percent1(percentOf(0.97, utensil.profitBeforeAds))} of the ${usd(utensil.profitBeforeAds)} it earns before advertising`,
    `> Average inventory ≈ ${en(order)} / 2 + ${safety} = ${en(averageUnits)} units = ${Math.round(averageCubicFeet)} cubic feet`,
    `| January–September | $0.78 | ${usd(janToSep)} | ${usd(janToSep / 1_200)} |`,
    `| October–December | $2.40 | ${usd(octToDec)} | ${usd(octToDec / 1_200)} |`,
    `> Lost revenue = 40 units × ${stockoutDays} days × ${usd(utensilSet.price)} = ${usd(times(daily * stockoutDays, utensilSet.price))}`,
    `> Lost pre-ad profit = 40 × ${stockoutDays} × ${usd(utensil.profitBeforeAds)} = ${usd(times(daily * stockoutDays, utensil.profitBeforeAds))}`,
    `(400 units, ${Math.round(400 * utensil.cubicFeet)} cubic feet) costs about ${formatUsdWhole(400 * utensil.cubicFeet * standardStorageRate(june))} a month`,
  ];
}

export function ppcFunnelPost(): string[] {
  const impressions = 120_000;
  const ctr = 0.45;
  const clicks = Math.round((impressions * ctr) / 100);
  const cpc = 1.1;
  const spend = times(clicks, cpc);
  const orders = Math.round(clicks * 0.1);
  const adSales = times(orders, 30);
  const acos = kpi("acos", { adSpend: spend, adSales });
  const costPerOrder = cpc / 0.1;
  const profitPerOrder = 9.6;
  return [
    `| Clicks | ${en(clicks)} | ${en(impressions)} × ${formatFixed(ctr, 2)}% |`,
    `| Ad spend | ${usd(spend)} | ${en(clicks)} × ${usd(cpc)} |`,
    `| Ad orders | ${orders} | ${clicks} × 10% |`,
    `| Ad sales | ${usd(adSales)} | ${orders} × $30.00 |`,
    `| **ACoS** | **${percent1(acos)}** | ${usd(spend)} / ${usd(adSales)} |`,
    `| ROAS | ${formatFixed(kpi("roas", { adSales, adSpend: spend }), 2)} | ${usd(adSales)} / ${usd(spend)} |`,
    `| TACoS | ${percent1(kpi("tacos", { adSpend: spend, totalSales: 5_400 }))} | ${usd(spend)} / $5,400.00 |`,
    `each ad order costs $1.10 / 0.10 = ${usd(costPerOrder)} in clicks and earns ${usd(profitPerOrder)} before ads, so each loses ${usd(costPerOrder - profitPerOrder)}, or ${usd(orders * (costPerOrder - profitPerOrder))} across the month's ${orders} ad orders.`,
    `| CPC down 20% | $0.88 | 10% | $30.00 | ${percent1(kpi("acos", { adSpend: 0.88, adSales: 3 }))} | 32.0% | $8.80 | ${usd(profitPerOrder - 8.8)} |`,
    `| Conversion up to 12% | $1.10 | 12% | $30.00 | ${percent1(kpi("acos", { adSpend: 1.1, adSales: 0.12 * 30 }))} | 32.0% | ${usd(1.1 / 0.12)} | ${usd(profitPerOrder - Math.round((1.1 / 0.12) * 100) / 100)} |`,
    `| Price up to $33.00 | $1.10 | 10% | $33.00 | ${percent1(kpi("acos", { adSpend: 1.1, adSales: 3.3 }))} | ${percent1(percentOf(profitPerOrder + 3 * 0.85, 33))} | $11.00 | ${usd(profitPerOrder + 3 * 0.85 - 11)} |`,
    `the monthly loss grows from ${usd(orders * 1.4)} to ${usd(Math.round(((impressions * 0.6) / 100) * 0.1) * 1.4)}`,
  ];
}

export function acosVsTacosPost(): string[] {
  const product: ExampleProduct = {
    lengthIn: 9,
    widthIn: 6,
    heightIn: 2,
    weightLb: 0.95,
    categoryId: "home-kitchen",
    landedCost: 8,
  };
  const unit = unitEconomics(product, { price: 30, date: "2026-09-15" });
  const breakEven = Math.round(unit.breakEvenAcosPercent * 10) / 10;
  return [
    `| FBA fulfillment fee (2026 US card, $10-$50 band) | -${usd(unit.fees.fulfillment)} |`,
    `| Fuel and logistics surcharge (3.5% of fulfillment, since April 17, 2026) | -${usd(unit.fees.fuelSurcharge)} |`,
    `| Monthly storage and minimal-split inbound placement (top of Amazon's 2024-25 range; we found no 2026 table from Amazon) | -${usd(storageAndPlacement(unit))} |`,
    `| **Profit before ad spend** | **${usd(unit.profitBeforeAds)}** |`,
    `Break-even ACoS = ${formatFixed(unit.profitBeforeAds, 2)} / 30.00 = **${percent1(breakEven)}**.`,
    `${percent1(breakEven)} - 15% = **${percent1(breakEven - 15)}**.`,
    `ACoS = 3,000 / 10,000 = **${formatPercent(kpi("acos", { adSpend: 3_000, adSales: 10_000 }), 0)}**. ROAS = 10,000 / 3,000 = **${formatFixed(kpi("roas", { adSales: 10_000, adSpend: 3_000 }), 2)}**. TACoS = 3,000 / 40,000 = **${percent1(kpi("tacos", { adSpend: 3_000, totalSales: 40_000 }))}**.`,
  ];
}

export function sqpPost(): string[] {
  const steps = [
    ["Impressions", 2_400_000, 96_000],
    ["Clicks", 60_000, 3_300],
    ["Cart adds", 15_000, 900],
    ["Purchases", 6_000, 450],
  ] as const;
  const share = (brand: number, total: number) => percentOf(brand, total);
  return [
    ...steps.map(
      ([step, total, brand]) => `| ${step} | ${en(total)} | ${en(brand)} | ${percent1(share(brand, total))} |`,
    ),
    `7.5 / 5.5 = ${formatFixed(kpi("purchase-to-click-share-ratio", { purchaseShare: share(450, 6_000), clickShare: share(3_300, 60_000) }), 2)}`,
  ];
}
