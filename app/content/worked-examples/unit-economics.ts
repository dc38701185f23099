import {
  calculateProfit,
  selectSchedule,
  type FbaFeeInput,
  type FeeLineId,
  type ProductType,
  type SizeTierId,
} from "~/fba-fees";
import { kpi } from "./kpi";

/**
 * One hypothetical product's unit economics, computed by the fee engine, so every fee and profit figure a
 * worked example prints follows from the product's package, price, category and date.
 */

/** A hypothetical product: what a page says about its package, category and landed cost. */
export interface ExampleProduct {
  /** Package sides in inches, any order, and unit weight in pounds, as the page states them. */
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  weightLb: number;
  /** An id from the fee engine's referral categories. */
  categoryId: string;
  productType?: ProductType;
  /** Landed cost per unit (supplier price, freight, duty, prep): the seller's own figure. */
  landedCost: number;
}

/** When and how one unit is sold. */
export interface Sale {
  price: number;
  /** ISO date of the sale; picks the rate card (non-peak or peak) and the storage season. */
  date: string;
  monthsInStorage?: number;
  inboundPlacement?: FbaFeeInput["inboundPlacement"];
  lowInventory?: FbaFeeInput["lowInventory"];
  /** Ad spend divided by all units sold. */
  adSpendPerUnit?: number;
}

/** Amazon's fees on one unit, each rounded to the cent by the engine; lines the sale does not incur are 0. */
export interface UnitFees {
  referral: number;
  /** The fulfillment fee of the card in force (the peak fee inside the peak window). */
  fulfillment: number;
  fuelSurcharge: number;
  bulkyPackaging: number;
  storage: number;
  lowInventory: number;
  placement: number;
  /** Every line above; the engine's own total. */
  total: number;
}

export interface UnitEconomics {
  price: number;
  date: string;
  season: "peak" | "non-peak";
  sizeTier: SizeTierId;
  sizeTierLabel: string;
  /** The weight the fee was looked up with, after the tier's rounding. */
  shippingWeightLb: number;
  dimensionalWeightLb: number;
  cubicFeet: number;
  priceBandLabel: string;
  fees: UnitFees;
  landedCost: number;
  adSpendPerUnit: number;
  profitBeforeAds: number;
  netProfit: number;
  /** Unrounded percentages, from the KPI library's formulas. */
  breakEvenAcosPercent: number;
  netMarginPercent: number;
  roiPercent: number;
  /** True when any fee line rests on an estimate (the 2026 peak card, bulky rates, placement ranges...). */
  hasEstimates: boolean;
}

/** The unit economics of one sale. Throws on input the engine rejects: a worked example must never print a guess. */
export function unitEconomics(product: ExampleProduct, sale: Sale): UnitEconomics {
  const result = calculateProfit({
    lengthIn: product.lengthIn,
    widthIn: product.widthIn,
    heightIn: product.heightIn,
    weightLb: product.weightLb,
    categoryId: product.categoryId,
    productType: product.productType,
    price: sale.price,
    date: sale.date,
    monthsInStorage: sale.monthsInStorage,
    inboundPlacement: sale.inboundPlacement,
    lowInventory: sale.lowInventory,
    costOfGoodsPerUnit: product.landedCost,
    inboundShippingPerUnit: 0,
    adSpendPerUnit: sale.adSpendPerUnit ?? 0,
  });
  if (!result.ok)
    throw new Error(
      `Worked example rejected by the fee engine: ${result.errors.map((error) => error.message).join(" ")}`,
    );
  const { fees } = result.value;
  const line = (id: FeeLineId) => fees.lines.find((entry) => entry.id === id)?.amount ?? 0;
  const profit = result.value;
  return {
    price: profit.price,
    date: fees.date,
    season: fees.schedule.season,
    sizeTier: fees.sizeTier.tier,
    sizeTierLabel: fees.sizeTier.label,
    shippingWeightLb: fees.sizeTier.shippingWeightLb,
    dimensionalWeightLb: fees.sizeTier.dimensionalWeightLb,
    cubicFeet: fees.cubicFeet,
    priceBandLabel: fees.schedule.priceBand.label,
    fees: {
      referral: line("referral") + line("closing"),
      fulfillment: line("fulfillment"),
      fuelSurcharge: line("fuel-and-logistics-surcharge"),
      bulkyPackaging: line("bulky-packaging"),
      storage: line("storage"),
      lowInventory: line("low-inventory-level"),
      placement: line("inbound-placement"),
      total: profit.amazonFeesPerUnit,
    },
    landedCost: profit.landedCostPerUnit,
    adSpendPerUnit: profit.adSpendPerUnit,
    profitBeforeAds: profit.profitBeforeAdsPerUnit,
    netProfit: profit.netProfitPerUnit,
    breakEvenAcosPercent: kpi("break-even-acos", {
      sellingPrice: profit.price,
      productCost: profit.landedCostPerUnit,
      amazonFees: profit.amazonFeesPerUnit,
      otherCosts: 0,
    }),
    netMarginPercent: kpi("net-profit-margin", { netProfit: profit.netProfitPerUnit, netSales: profit.price }),
    roiPercent: kpi("roi", { netProfit: profit.netProfitPerUnit, cogs: profit.landedCostPerUnit }),
    hasEstimates: fees.hasEstimates,
  };
}

/** Cent-exact arithmetic for money that was already rounded to the cent (sums and products of prices). */
export const cents = (dollars: number): number => Math.round(dollars * 100);
export const dollars = (wholeCents: number): number => wholeCents / 100;

/** Sum of amounts in dollars, exact to the cent. */
export function sumMoney(amounts: readonly number[]): number {
  return dollars(amounts.reduce((total, amount) => total + cents(amount), 0));
}

/** Units x a per-unit amount, exact to the cent. */
export function times(units: number, perUnit: number): number {
  return dollars(Math.round(units * cents(perUnit)));
}

/** Amazon's monthly storage rate per cubic foot for standard-size, non-dangerous goods on a date (January-September or October-December). */
export function standardStorageRate(date: string): number {
  const selection = selectSchedule(date);
  if (!selection) throw new Error(`No rate card covers ${date}`);
  const month = Number(date.slice(5, 7));
  return month >= 10 ? selection.schedule.storage.standard.octToDec : selection.schedule.storage.standard.janToSep;
}
