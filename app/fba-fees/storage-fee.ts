import { monthOf } from "~/lib/dates";
import { formatFixed, formatUsd } from "~/lib/format";
import type { SizeTierResult } from "./size-tier";
import type { FeeSchedule, InventoryFee, SizeTierId, StorageRateRow, StorageSizeClass } from "./types";
import { CUBIC_INCHES_PER_CUBIC_FOOT, roundToCents } from "./units";

export function storageSizeClass(tier: SizeTierId): StorageSizeClass {
  return tier === "small-standard" || tier === "large-standard" ? "standard" : "oversize";
}

export function cubicFeet(sides: SizeTierResult["sides"]): number {
  return (sides.longest * sides.median * sides.shortest) / CUBIC_INCHES_PER_CUBIC_FOOT;
}

/** The amount of `monthlyStorageFee` with the figures it is made of, without the explanation. */
export function monthlyStorageAmount(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  isDangerousGoods: boolean,
  isoDate: string,
  monthsInStorage: number,
): { amount: number; ratePerCubicFoot: number; cubicFeet: number; isQ4: boolean } {
  const sizeClass = storageSizeClass(tier.tier);
  const rates = schedule.storage;
  const row: StorageRateRow = isDangerousGoods
    ? sizeClass === "standard"
      ? rates.dangerousGoodsStandard
      : rates.dangerousGoodsOversize
    : rates[sizeClass];
  const isQ4 = monthOf(isoDate) >= 10;
  const ratePerCubicFoot = isQ4 ? row.octToDec : row.janToSep;
  const volume = cubicFeet(tier.sides);
  return {
    amount: roundToCents(volume * ratePerCubicFoot * monthsInStorage),
    ratePerCubicFoot,
    cubicFeet: volume,
    isQ4,
  };
}

/**
 * Monthly storage per unit = cubic feet x the $/cu ft rate of the size class and season (Jan-Sep or
 * Oct-Dec, by the calendar month of the date), times the months a unit waits before it sells.
 */
export function monthlyStorageFee(
  schedule: FeeSchedule,
  tier: SizeTierResult,
  isDangerousGoods: boolean,
  isoDate: string,
  monthsInStorage: number,
): InventoryFee & { ratePerCubicFoot: number; cubicFeet: number } {
  const sizeClass = storageSizeClass(tier.tier);
  const {
    amount,
    ratePerCubicFoot,
    cubicFeet: volume,
    isQ4,
  } = monthlyStorageAmount(schedule, tier, isDangerousGoods, isoDate, monthsInStorage);
  const perMonth = volume * ratePerCubicFoot;
  const season = isQ4 ? "Oct-Dec" : "Jan-Sep";
  const classLabel = `${isDangerousGoods ? "dangerous goods, " : ""}${sizeClass === "standard" ? "standard-size" : "oversize"}`;
  return {
    amount,
    ratePerCubicFoot,
    cubicFeet: volume,
    explanation:
      `${formatFixed(volume, 3)} cu ft x ${formatUsd(ratePerCubicFoot)}/cu ft (${classLabel}, ${season}) = ` +
      `${formatUsd(perMonth)} per month, x ${monthsInStorage} month${monthsInStorage === 1 ? "" : "s"} in storage.`,
    provenance: schedule.storage.provenance,
  };
}
