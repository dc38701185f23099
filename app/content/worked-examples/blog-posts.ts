import { schedules } from "~/fba-fees";
import { formatFixed, formatNumber, formatPercent, formatUsd, formatUsdWhole } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import { utensilSet } from "./products";
import {
  standardStorageRate,
  sumMoney,
  times,
  unitEconomics,
  type ExampleProduct,
  type UnitEconomics,
} from "./unit-economics";

/**
 * The worked examples of the blog posts, computed. Posts are Markdown the owner edits, so the numbers stay in
 * the text; each entry below is a passage a post must contain word for word, built from the fee engine and the
 * KPI formulas. blog-posts.test.ts reads every post and fails when a passage is missing, so a figure cannot drift
 * from its computation without someone updating both.
 */

const en = (value: number) => formatNumber(value);
const usd = formatUsd;
const june = "2026-06-15";
const november = "2026-11-15";

/** The silicone utensil set shared by four posts: June 2026 (non-peak) and November 2026 (peak, our estimate). */
const utensil = unitEconomics(utensilSet, { price: 24.99, date: june });
const utensilPeak = unitEconomics(utensilSet, { price: 24.99, date: november });
const fulfillmentWithSurcharge = (unit: UnitEconomics) => sumMoney([unit.fees.fulfillment, unit.fees.fuelSurcharge]);
const storageAndPlacement = (unit: UnitEconomics) => sumMoney([unit.fees.storage, unit.fees.placement]);
const percent1 = (value: number) => formatPercent(value);

function breakEvenAcosPost(): string[] {
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

function fuelSurchargePost(): string[] {
  const lampProduct: ExampleProduct = {
    lengthIn: 17,
    widthIn: 8,
    heightIn: 6,
    weightLb: 2.6,
    categoryId: "home-kitchen",
    landedCost: 14,
  };
  const kneelerProduct: ExampleProduct = {
    lengthIn: 22,
    widthIn: 16,
    heightIn: 10,
    weightLb: 6,
    categoryId: "tools-home-improvement",
    landedCost: 12,
  };
  const rows: {
    label: string;
    band: string;
    product: ExampleProduct;
    price: number;
    billedOn?: (unit: UnitEconomics) => string;
  }[] = [
    {
      label: "Resistance bands, 9 × 6 × 0.7 in, 0.5 lb, $14.99",
      band: "$10–$50",
      product: { lengthIn: 9, widthIn: 6, heightIn: 0.7, weightLb: 0.5, categoryId: "sports-outdoors", landedCost: 3 },
      price: 14.99,
    },
    { label: "Utensil set, 12 × 4 × 3 in, 1.1 lb, $9.99", band: "under $10", product: utensilSet, price: 9.99 },
    { label: "Utensil set, same box, $24.99", band: "$10–$50", product: utensilSet, price: 24.99 },
    {
      label: "Desk lamp, 17 × 8 × 6 in, 2.6 lb, $54.99",
      band: "over $50",
      product: lampProduct,
      price: 54.99,
      billedOn: (unit) => ` (billed on ${formatNumber(unit.dimensionalWeightLb, 1)} lb dimensional weight)`,
    },
    {
      label: "Garden kneeler, 22 × 16 × 10 in, 6 lb, $59.99",
      band: "over $50",
      product: kneelerProduct,
      price: 59.99,
      billedOn: (unit) => ` (billed on ${formatNumber(unit.shippingWeightLb)} lb)`,
    },
  ];
  const lamp = unitEconomics(lampProduct, { price: 54.99, date: june });
  const monthlyUnits = 1_200;
  const monthly = times(monthlyUnits, utensil.fees.fuelSurcharge);
  return [
    ...rows.map(({ label, band, product, price, billedOn }) => {
      const unit = unitEconomics(product, { price, date: june });
      return `| ${label} | ${unit.sizeTierLabel}${billedOn?.(unit) ?? ""} | ${band} | ${usd(unit.fees.fulfillment)} | ${usd(unit.fees.fuelSurcharge)} |`;
    }),
    `${en(monthlyUnits)} units a month of the $24.99 utensil set pay about ${formatUsdWhole(monthly)} a month, ${formatUsdWhole(monthly * 12)} a year`,
    `The utensil set at $24.99 earns ${usd(utensil.profitBeforeAds)} before advertising`,
    `The ${usd(utensil.fees.fuelSurcharge)} surcharge is ${percent1(percentOf(utensil.fees.fuelSurcharge, utensil.profitBeforeAds))} of that.`,
    `billed on its ${formatNumber(lamp.dimensionalWeightLb, 1)} lb dimensional weight, not its 2.6 lb scale weight`,
  ];
}

function returnsPost(): string[] {
  const threshold = 8.1;
  const fee = 2.9;
  const price = 24.99;
  const cohorts = [
    { month: "March", shipped: 800, returned: 84, billed: "June 7–15" },
    { month: "April", shipped: 950, returned: 70, billed: "July 7–15" },
    { month: "May", shipped: 1_100, returned: 131, billed: "August 7–15" },
    { month: "June", shipped: 22, returned: 3, billed: "September 7–15" },
  ].map((cohort) => {
    const cost = kpi("returns-processing-fee", {
      unitsShipped: cohort.shipped,
      unitsReturned: cohort.returned,
      thresholdPercent: threshold,
      feePerReturnedUnit: fee,
    });
    return { ...cohort, allowance: (cohort.shipped * threshold) / 100, cost, chargeable: Math.round(cost / fee) };
  });
  const may = cohorts[2]!;
  const refunds = times(may.returned, price);
  const row = (cohort: (typeof cohorts)[number]) =>
    `| ${cohort.month} | ${en(cohort.shipped)} | ${formatNumber(cohort.allowance, 2)} | ${cohort.returned} | ${cohort.shipped < 25 ? "0 (under 25 units)" : cohort.chargeable} | ${cohort.cost === 0 ? "$0" : usd(cohort.cost)} | ${cohort.billed} |`;
  return [
    ...cohorts.map(row),
    `April's ${percent1(percentOf(cohorts[1]!.returned, cohorts[1]!.shipped))} return rate was under the threshold`,
    `May's ${percent1(percentOf(may.returned, may.shipped))} rate produced most of the quarter's cost`,
    `On May's cohort, ${may.returned} refunds at a ${usd(price)} price is ${usd(refunds)} of reversed sales before any fee; the processing fee adds ${usd(may.cost)}, or ${percent1(percentOf(may.cost, refunds))} on top.`,
    `(${formatFixed(may.returned / may.shipped, 3)} − ${formatFixed(threshold / 100, 3)}) × ${usd(fee)} = ${usd((may.returned / may.shipped - threshold / 100) * fee)} per unit sold`,
  ];
}

function sizeTiersPost(): string[] {
  const bands = (heightIn: number) =>
    unitEconomics(
      { lengthIn: 9, widthIn: 6, heightIn, weightLb: 0.5, categoryId: "sports-outdoors", landedCost: 3 },
      { price: 14.99, date: june },
    );
  const thin = bands(0.7);
  const thick = bands(0.8);
  const lampBox = (lengthIn: number, widthIn: number, heightIn: number) =>
    unitEconomics(
      { lengthIn, widthIn, heightIn, weightLb: 2.6, categoryId: "home-kitchen", landedCost: 14 },
      { price: 54.99, date: june },
    );
  const big = lampBox(17, 8, 6);
  const tight = lampBox(16, 7, 5.5);
  const lamp2025 = unitEconomics(
    { lengthIn: 17, widthIn: 8, heightIn: 6, weightLb: 2.6, categoryId: "home-kitchen", landedCost: 14 },
    { price: 54.99, date: "2025-06-15" },
  );
  const kneeler = (lengthIn: number, widthIn: number, heightIn: number) =>
    unitEconomics(
      { lengthIn, widthIn, heightIn, weightLb: 6, categoryId: "tools-home-improvement", landedCost: 12 },
      { price: 59.99, date: june },
    );
  const cartons = [kneeler(22, 16, 10), kneeler(20, 14, 9), kneeler(17.5, 13.5, 7.5)];
  const total = (unit: UnitEconomics) =>
    sumMoney([unit.fees.fulfillment, unit.fees.bulkyPackaging, unit.fees.fuelSurcharge]);
  const perUnitSaving = sumMoney([
    thick.fees.fulfillment,
    thick.fees.fuelSurcharge,
    -thin.fees.fulfillment,
    -thin.fees.fuelSurcharge,
  ]);
  const lampSaving = sumMoney([
    big.fees.fulfillment,
    big.fees.fuelSurcharge,
    -tight.fees.fulfillment,
    -tight.fees.fuelSurcharge,
  ]);
  const storageSaving = sumMoney([big.fees.storage, -tight.fees.storage]);
  return [
    `| 9 × 6 × 0.7 in | Small standard, 8 oz | ${usd(thin.fees.fulfillment)} | ${usd(thin.fees.fuelSurcharge)} | ${usd(sumMoney([thin.fees.fulfillment, thin.fees.fuelSurcharge]))} |`,
    `| 9 × 6 × 0.8 in | Large standard, 8 oz | ${usd(thick.fees.fulfillment)} | ${usd(thick.fees.fuelSurcharge)} | ${usd(sumMoney([thick.fees.fulfillment, thick.fees.fuelSurcharge]))} |`,
    `That is ${usd(perUnitSaving)} a unit, or ${formatUsdWhole(perUnitSaving * 2_000)} a month at 2,000 units`,
    `| 17 × 8 × 6 in | ${formatFixed(big.dimensionalWeightLb, 2)} lb | ${formatNumber(big.shippingWeightLb)} lb | ${usd(big.fees.fulfillment)} | ${usd(big.fees.fuelSurcharge)} | ${usd(big.fees.storage)} |`,
    `| 16 × 7 × 5.5 in | ${formatFixed(tight.dimensionalWeightLb, 2)} lb | ${formatNumber(tight.shippingWeightLb)} lb | ${usd(tight.fees.fulfillment)} | ${usd(tight.fees.fuelSurcharge)} | ${usd(tight.fees.storage)} |`,
    `A tighter box saves ${usd(lampSaving)} in fulfillment and surcharge and ${usd(storageSaving)} in January–September storage, ${usd(lampSaving + storageSaving)} a unit in all. On 600 units a month that is ${formatUsdWhole((lampSaving + storageSaving) * 600)}.`,
    `under the 2025 rate card the larger box cost ${usd(lamp2025.fees.fulfillment)} to fulfil. The 2026 price bands added ${usd(sumMoney([big.fees.fulfillment, -lamp2025.fees.fulfillment]))}`,
    ...cartons.map((unit, index) => {
      const label = [
        "| 22 × 16 × 10 in | Small bulky |",
        "| 20 × 14 × 9 in | Small bulky |",
        "| 17.5 × 13.5 × 7.5 in (folded) | Large standard |",
      ][index];
      const packaging = unit.fees.bulkyPackaging === 0 ? "none" : usd(unit.fees.bulkyPackaging);
      return `${label} ${formatNumber(unit.shippingWeightLb)} lb | ${usd(unit.fees.fulfillment)} | ${packaging} | ${usd(unit.fees.fuelSurcharge)} | ${usd(total(unit))} |`;
    }),
    `saves ${usd(sumMoney([total(cartons[0]!), -total(cartons[2]!)]))} a unit, ${formatPercent(percentOf(sumMoney([total(cartons[0]!), -total(cartons[2]!)]), 59.99), 0)} of its price. Even the intermediate carton saves ${usd(sumMoney([total(cartons[0]!), -total(cartons[1]!)]))}.`,
  ];
}

function q4Post(): string[] {
  const breakEvenDrop = utensil.profitBeforeAds - utensilPeak.profitBeforeAds;
  const cubicFeet = (units: number) => Math.round(units * utensil.cubicFeet);
  const q4Rate = standardStorageRate(november);
  const storageFor = (units: number) => units * utensil.cubicFeet * q4Rate;
  const stockoutUnits = 80 * 7;
  return [
    `| Fulfillment fee | ${usd(utensil.fees.fulfillment)} | ${usd(utensilPeak.fees.fulfillment)} (estimate) |`,
    `| Fuel and logistics surcharge | ${usd(utensil.fees.fuelSurcharge)} | ${usd(utensilPeak.fees.fuelSurcharge)} |`,
    `| Storage (one month per unit) | ${usd(utensil.fees.storage)} | ${usd(utensilPeak.fees.storage)} |`,
    `| Inbound placement, minimal split | ${usd(utensil.fees.placement)} | ${usd(utensilPeak.fees.placement)} |`,
    `| **Profit before advertising** | **${usd(utensil.profitBeforeAds)}** | **${usd(utensilPeak.profitBeforeAds)}** |`,
    `| Break-even ACoS | ${percent1(utensil.breakEvenAcosPercent)} | ${percent1(utensilPeak.breakEvenAcosPercent)} |`,
    `The peak costs this product ${usd(breakEvenDrop)} a unit, ${percent1(percentOf(breakEvenDrop, utensil.profitBeforeAds))} of its pre-ad profit.`,
    `Units that sit for two months in Q4 pay ${usd(utensilPeak.fees.storage * 2)} each`,
    `| All 5,000 units received by October 15 | about 4,000 | ${cubicFeet(4_000)} | ${formatUsdWhole(storageFor(4_000))} |`,
    `| 2,500 by October 31, 2,500 by November 20 | about 2,600 | ${cubicFeet(2_600)} | ${formatUsdWhole(storageFor(2_600))} |`,
    `The staged plan saves about ${formatUsdWhole(storageFor(4_000) - storageFor(2_600))} in November storage alone`,
    `> 80 × 7 × $24.99 = ${usd(times(stockoutUnits, 24.99))} of lost revenue, and 80 × 7 × ${usd(utensilPeak.profitBeforeAds)} = ${formatUsdWhole(times(stockoutUnits, utensilPeak.profitBeforeAds))} of lost pre-ad profit`,
    `(${stockoutUnits} units, ${Math.round(stockoutUnits * utensil.cubicFeet)} cubic feet) costs about ${formatUsdWhole(stockoutUnits * utensil.cubicFeet * q4Rate)} a month at the Q4 storage rate`,
  ];
}

function inventoryPlanningPost(): string[] {
  const daily = 40;
  const leadTime = 30 + 35 + 10;
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
    `> Lost revenue = 40 units × ${stockoutDays} days × $24.99 = ${usd(times(daily * stockoutDays, 24.99))}`,
    `> Lost pre-ad profit = 40 × ${stockoutDays} × ${usd(utensil.profitBeforeAds)} = ${usd(times(daily * stockoutDays, utensil.profitBeforeAds))}`,
    `(400 units, ${Math.round(400 * utensil.cubicFeet)} cubic feet) costs about ${formatUsdWhole(400 * utensil.cubicFeet * standardStorageRate(june))} a month`,
  ];
}

function lowInventoryPost(): string[] {
  const grip: ExampleProduct = {
    lengthIn: 6,
    widthIn: 4,
    heightIn: 0.7,
    weightLb: 0.4,
    categoryId: "everything-else",
    landedCost: 2,
  };
  const variations = [
    { name: "Black", short: 12, long: 18, units: 300 },
    { name: "Blue", short: 25, long: 35, units: 180 },
    { name: "Green", short: 20, long: 24, units: 150 },
  ].map((entry) => {
    const unit = unitEconomics(grip, {
      price: 14.99,
      date: june,
      lowInventory: { shortTermDaysOfSupply: entry.short, longTermDaysOfSupply: entry.long },
    });
    return { ...entry, unit, fee: times(entry.units, unit.fees.lowInventory) };
  });
  const black = variations[0]!;
  const total = sumMoney(variations.map((entry) => entry.fee));
  return [
    `| Black | 12 | 18 | 18 | 14–21 days, ${usd(black.unit.fees.lowInventory)} | 300 | ${usd(black.fee)} |`,
    `| Green | 20 | 24 | 24 | 21–28 days, ${usd(variations[2]!.unit.fees.lowInventory)} | 150 | ${usd(variations[2]!.fee)} |`,
    `| **Parent** | | | | | **${variations.reduce((sum, entry) => sum + entry.units, 0)}** | **${usd(total)}** |`,
    `Black and Green pay ${formatUsdWhole(total)} between them`,
    `that is ${usd(black.unit.fees.lowInventory)} on Black, or ${percent1(percentOf(black.unit.fees.lowInventory, black.unit.fees.fulfillment))} of its ${usd(black.unit.fees.fulfillment)} fulfillment fee (small standard, 8 oz, $10–$50 band). For a product priced at $14.99, ${usd(black.unit.fees.lowInventory)} is ${percent1(percentOf(black.unit.fees.lowInventory, 14.99))} of the price`,
    `the [lost sales](/amazon-kpi/inventory/lost-sales) are about ${formatUsdWhole(times(100, 14.99))} of revenue`,
  ];
}

function inboundPlacementPost(): string[] {
  const card = schedules.find((schedule) => schedule.id.includes("2025") && schedule.season === "non-peak");
  if (!card) throw new Error("No 2025 card");
  const band = (tier: "small-standard" | "large-standard", maxLb: number) => {
    const found = card.inboundPlacement.byTier[tier]?.find((entry) => entry.maxLb === maxLb)?.minimal;
    if (!found || found.low === null) throw new Error(`No placement band ${tier} ${maxLb}`);
    return { low: found.low, high: found.high };
  };
  const range = (entry: { low: number; high: number }) => `${usd(entry.low)} to ${usd(entry.high)}`;
  const smallStandard = band("small-standard", 1);
  const utensilBand = band("large-standard", 1.5);
  const lampBand = band("large-standard", 20);
  const extraFreight = 1_180 - 850;
  return [
    `| Small standard | 16 oz or less | ${range(smallStandard)} |`,
    `| Large standard | 12 oz or less | ${range(band("large-standard", 0.75))} |`,
    `| Large standard | over 12 oz to 1.5 lb | ${range(utensilBand)} |`,
    `| Large standard | over 1.5 to 3 lb | ${range(band("large-standard", 3))} |`,
    `| Large standard | over 3 to 20 lb | ${range(lampBand)} |`,
    `| Resistance bands, 0.5 lb | Small standard | 2,000 | ${formatUsdWhole(times(2_000, smallStandard.low))} | ${formatUsdWhole(times(2_000, smallStandard.high))} |`,
    `| Utensil set, 1.1 lb | Large standard, 12 oz–1.5 lb | 1,200 | ${formatUsdWhole(times(1_200, utensilBand.low))} | ${formatUsdWhole(times(1_200, utensilBand.high))} |`,
    `| Desk lamp, 2.6 lb, dimensional weight 5.9 lb | Large standard, 3–20 lb | 600 | ${formatUsdWhole(times(600, lampBand.low))} | ${formatUsdWhole(times(600, lampBand.high))} |`,
    `The split costs ${formatUsdWhole(extraFreight)} more in freight.`,
    `the single shipment is cheaper by ${formatUsdWhole(extraFreight - times(1_200, utensilBand.low))}.`,
    `the split saves ${formatUsdWhole(times(1_200, utensilBand.high) - extraFreight)}.`,
  ];
}

function ppcFunnelPost(): string[] {
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

function acosVsTacosPost(): string[] {
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
    `| Monthly storage and minimal-split inbound placement (top of Amazon's 2024-25 range; no 2026 table published) | -${usd(storageAndPlacement(unit))} |`,
    `| **Profit before ad spend** | **${usd(unit.profitBeforeAds)}** |`,
    `Break-even ACoS = ${formatFixed(unit.profitBeforeAds, 2)} / 30.00 = **${percent1(breakEven)}**.`,
    `${percent1(breakEven)} - 15% = **${percent1(breakEven - 15)}**.`,
    `ACoS = 3,000 / 10,000 = **${formatPercent(kpi("acos", { adSpend: 3_000, adSales: 10_000 }), 0)}**. ROAS = 10,000 / 3,000 = **${formatFixed(kpi("roas", { adSales: 10_000, adSpend: 3_000 }), 2)}**. TACoS = 3,000 / 40,000 = **${percent1(kpi("tacos", { adSpend: 3_000, totalSales: 40_000 }))}**.`,
  ];
}

function fbaFees2026Post(): string[] {
  const fee = (weightLb: number, heightIn: number, price: number, date: string) =>
    unitEconomics(
      { lengthIn: 8, widthIn: 6, heightIn, weightLb, categoryId: "home-kitchen", landedCost: 1 },
      { price, date },
    ).fees.fulfillment;
  const row = (label: string, weightLb: number, heightIn: number) =>
    `| ${label} | ${usd(fee(weightLb, heightIn, 24.99, "2025-06-15"))} (${usd(fee(weightLb, heightIn, 9.99, "2025-06-15"))}) | ${usd(fee(weightLb, heightIn, 9.99, june))} / ${usd(fee(weightLb, heightIn, 24.99, june))} / ${usd(fee(weightLb, heightIn, 54.99, june))} |`;
  const example = (price: number) => ({ before: fee(1.5, 2, price, "2025-06-15"), after: fee(1.5, 2, price, june) });
  const low = example(24.99);
  const high = example(54.99);
  const units = 2_000;
  return [
    row("Small standard, up to 8 oz", 0.5, 0.5),
    row("Small standard, up to 16 oz", 1, 0.5),
    row("Large standard, up to 16 oz", 1, 2),
    row("Large standard, up to 2 lb", 2, 2),
    row("Large standard, up to 3 lb", 3, 2),
    `| $24.99 | ${usd(low.before)} | ${usd(low.after)} | +${usd(low.after - low.before)} |`,
    `| $54.99 | ${usd(high.before)} | ${usd(high.after)} | +${usd(high.after - high.before)} |`,
    `At ${en(units)} units a month, the $54.99 version costs an extra ${formatUsdWhole(times(units, high.after - high.before))} a month, or ${formatUsdWhole(times(units, high.after - high.before) * 12)} a year`,
    `At $24.99 the change is ${formatUsdWhole(times(units, low.after - low.before))} a month.`,
    `A 16 oz small-standard product at $9.99 pays ${usd(fee(1, 0.5, 9.99, june))} to fulfil; at $10.49 it pays ${usd(fee(1, 0.5, 10.49, june))}, an extra ${usd(fee(1, 0.5, 10.49, june) - fee(1, 0.5, 9.99, june))}`,
  ];
}

function hiddenFeesPost(): string[] {
  const product: ExampleProduct = {
    lengthIn: 6,
    widthIn: 4,
    heightIn: 0.7,
    weightLb: 0.4,
    categoryId: "everything-else",
    landedCost: 2,
  };
  const unit = unitEconomics(product, {
    price: 14.99,
    date: june,
    lowInventory: { shortTermDaysOfSupply: 12, longTermDaysOfSupply: 12 },
  });
  return [`40 x 7 x ${usd(unit.fees.lowInventory)} = **${usd(times(40 * 7, unit.fees.lowInventory))} a week**`];
}

function sqpPost(): string[] {
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

/** Every post with a worked example, and the passages its text must contain. */
export const blogWorkedExamples: Readonly<Record<string, readonly string[]>> = {
  "break-even-acos-amazon-ppc": breakEvenAcosPost(),
  "amazon-fuel-logistics-surcharge-2026": fuelSurchargePost(),
  "amazon-returns-processing-fee-thresholds": returnsPost(),
  "amazon-size-tiers-dimensional-weight-2026": sizeTiersPost(),
  "amazon-q4-peak-fulfillment-storage-fees": q4Post(),
  "amazon-inventory-planning-lead-times-reorder-point": inventoryPlanningPost(),
  "low-inventory-level-fee-per-fnsku-2026": lowInventoryPost(),
  "inbound-placement-fee-minimal-vs-amazon-optimized": inboundPlacementPost(),
  "amazon-ppc-funnel-ctr-cpc-conversion-acos": ppcFunnelPost(),
  "acos-vs-tacos-amazon-ppc": acosVsTacosPost(),
  "amazon-fba-fees-2026-what-changed": fbaFees2026Post(),
  "hidden-amazon-fees-inbound-placement-low-inventory-returns": hiddenFeesPost(),
  "how-to-read-search-query-performance": sqpPost(),
};
