import { utensilSet } from "~/content/worked-examples/products";
import { sumMoney, unitEconomics, type UnitEconomics } from "~/content/worked-examples/unit-economics";
import { formatNumber, formatPercent, formatUsd } from "~/lib/format";

/** What the blog posts' worked examples share: number formats, the two fee dates, and the silicone utensil set. */

export const en = (value: number) => formatNumber(value);
export const usd = formatUsd;
export const june = "2026-06-15";
export const november = "2026-11-15";

/** The silicone utensil set shared by four posts: June 2026 (non-peak) and November 2026 (peak, our estimate). */
export const utensil = unitEconomics(utensilSet, { price: utensilSet.price, date: june });
export const utensilPeak = unitEconomics(utensilSet, { price: utensilSet.price, date: november });
export const fulfillmentWithSurcharge = (unit: UnitEconomics) =>
  sumMoney([unit.fees.fulfillment, unit.fees.fuelSurcharge]);
export const storageAndPlacement = (unit: UnitEconomics) => sumMoney([unit.fees.storage, unit.fees.placement]);
export const percent1 = (value: number) => formatPercent(value);
