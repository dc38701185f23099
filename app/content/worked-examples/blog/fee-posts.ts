import { percentOf } from "~/content/worked-examples/display";
import { kpi } from "~/content/worked-examples/kpi";
import { deskLamp, gardenKneeler, resistanceBands, utensilSet } from "~/content/worked-examples/products";
import {
  standardStorageRate,
  sumMoney,
  times,
  unitEconomics,
  type ExampleProduct,
  type UnitEconomics,
} from "~/content/worked-examples/unit-economics";
import { capitalizeFirst } from "~/lib/capitalize";
import { formatFixed, formatNumber, formatPercent, formatUsdWhole } from "~/lib/format";
import type { SampleProduct } from "~/product/samples";
import { hiddenFeesPlacementPassages } from "./placement-posts";
import { en, june, november, percent1, usd, utensil, utensilPeak } from "./shared";

/** The worked examples of the posts about Amazon's fees (blog-posts.ts lists them by post). */

/** A sample's package and price as the fuel post's table labels it: "Desk lamp, 17 × 8 × 6 in, 2.6 lb, $54.99". */
const specLabel = (product: SampleProduct) =>
  `${capitalizeFirst(product.name)}, ${[product.lengthIn, product.widthIn, product.heightIn].map((side) => formatNumber(side)).join(" × ")} in, ${formatNumber(product.weightLb)} lb, ${usd(product.price)}`;

export function fuelSurchargePost(): string[] {
  const rows: {
    label: string;
    band: string;
    product: ExampleProduct;
    price: number;
    billedOn?: (unit: UnitEconomics) => string;
  }[] = [
    { label: specLabel(resistanceBands), band: "$10–$50", product: resistanceBands, price: resistanceBands.price },
    { label: specLabel(utensilSet), band: "$10–$50", product: utensilSet, price: utensilSet.price },
    // The same box below $10: the price band, not the product, is what changes.
    { label: "The same box at $9.99", band: "under $10", product: utensilSet, price: 9.99 },
    {
      label: specLabel(deskLamp),
      band: "over $50",
      product: deskLamp,
      price: deskLamp.price,
      billedOn: (unit) => ` (billed on ${formatNumber(unit.dimensionalWeightLb, 1)} lb dimensional weight)`,
    },
    {
      label: specLabel(gardenKneeler),
      band: "over $50",
      product: gardenKneeler,
      price: gardenKneeler.price,
      billedOn: (unit) => ` (billed on ${formatNumber(unit.shippingWeightLb)} lb)`,
    },
  ];
  const lamp = unitEconomics(deskLamp, { price: deskLamp.price, date: june });
  const monthlyUnits = 1_200;
  const monthly = times(monthlyUnits, utensil.fees.fuelSurcharge);
  return [
    ...rows.map(({ label, band, product, price, billedOn }) => {
      const unit = unitEconomics(product, { price, date: june });
      return `| ${label} | ${unit.sizeTierLabel}${billedOn?.(unit) ?? ""} | ${band} | ${usd(unit.fees.fulfillment)} | ${usd(unit.fees.fuelSurcharge)} |`;
    }),
    `${en(monthlyUnits)} units a month of the ${usd(utensilSet.price)} utensil set pay about ${formatUsdWhole(monthly)} a month, ${formatUsdWhole(monthly * 12)} a year`,
    `The utensil set at ${usd(utensilSet.price)} earns ${usd(utensil.profitBeforeAds)} before advertising`,
    `The ${usd(utensil.fees.fuelSurcharge)} surcharge is ${percent1(percentOf(utensil.fees.fuelSurcharge, utensil.profitBeforeAds))} of that.`,
    `billed on its ${formatNumber(lamp.dimensionalWeightLb, 1)} lb dimensional weight, not its ${formatNumber(deskLamp.weightLb)} lb scale weight`,
  ];
}

export function returnsPost(): string[] {
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

export function sizeTiersPost(): string[] {
  // Each sample in its own package, then in the smaller one the post proposes.
  const repacked = (product: SampleProduct, lengthIn: number, widthIn: number, heightIn: number) =>
    unitEconomics({ ...product, lengthIn, widthIn, heightIn }, { price: product.price, date: june });
  const thin = unitEconomics(resistanceBands, { price: resistanceBands.price, date: june });
  const thick = repacked(resistanceBands, 9, 6, 0.8);
  const big = unitEconomics(deskLamp, { price: deskLamp.price, date: june });
  const tight = repacked(deskLamp, 16, 7, 5.5);
  const lamp2025 = unitEconomics(deskLamp, { price: deskLamp.price, date: "2025-06-15" });
  const cartons = [
    unitEconomics(gardenKneeler, { price: gardenKneeler.price, date: june }),
    repacked(gardenKneeler, 20, 14, 9),
    repacked(gardenKneeler, 17.5, 13.5, 7.5),
  ];
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
    `under the 2025 rate card the larger box cost ${usd(lamp2025.fees.fulfillment)} to fulfil. The 2026 card added ${usd(sumMoney([big.fees.fulfillment, -lamp2025.fees.fulfillment]))}`,
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

export function q4Post(): string[] {
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

export function lowInventoryPost(): string[] {
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

export function fbaFees2026Post(): string[] {
  const fee = (weightLb: number, heightIn: number, price: number, date: string) =>
    unitEconomics(
      { lengthIn: 8, widthIn: 6, heightIn, weightLb, categoryId: "home-kitchen", landedCost: 1 },
      { price, date },
    ).fees.fulfillment;
  /** The 16 oz product's profit before ads with the surcharge, which applies from April 17, 2026 (research, section E). */
  const profitBeforeAds = (price: number) =>
    unitEconomics(
      { lengthIn: 8, widthIn: 6, heightIn: 0.5, weightLb: 1, categoryId: "home-kitchen", landedCost: 1 },
      { price, date: june },
    ).profitBeforeAds;
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
    `profit per unit falls by about ${usd(profitBeforeAds(9.99) - profitBeforeAds(10.49))}`,
  ];
}

export function hiddenFeesPost(): string[] {
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
  return [
    ...hiddenFeesPlacementPassages(),
    `40 x 7 x ${usd(unit.fees.lowInventory)} = **${usd(times(40 * 7, unit.fees.lowInventory))} a week**`,
  ];
}
