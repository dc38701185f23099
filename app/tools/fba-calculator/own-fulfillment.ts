import { findReferralCategory, ownFulfillmentProfit, type ProfitResult } from "~/fba-fees";
import { fromCents, toCents } from "~/fba-fees/units";

/**
 * FBA against fulfilling orders yourself (merchant fulfilled), as Amazon's Revenue Calculator sets the two side by
 * side. Pure: the calculator's FBA result plus the seller's own costs per order in, both columns and their
 * difference out. Money is handled in whole cents, as in the fee engine. The own column is the fee engine's
 * `ownFulfillmentProfit` (app/fba-fees/own-fulfillment.ts, with the assumptions the page states), the same figure
 * as the bulk calculator's.
 */

export interface OwnFulfillmentCosts {
  /** Shipping label and postage per order. */
  labelAndPostage: number;
  /** Box, mailer, fill and tape per order. */
  packaging: number;
  /** Picking and packing labour per order. */
  labour: number;
  /** What the buyer pays you for shipping (revenue, and part of the referral fee's base). */
  shippingCharged: number;
  /** Your own storage per unit per month. */
  storagePerUnitMonth: number;
  /** Months a unit waits before it sells (the calculator's months in storage). */
  monthsInStorage: number;
}

export interface FulfillmentColumn {
  /** Item price plus any shipping charged. */
  revenuePerUnit: number;
  /** Referral + closing fee. */
  referralFeesPerUnit: number;
  /** FBA: Amazon's fees besides the referral fee. Own: label and postage + packaging + labour. */
  fulfillmentPerUnit: number;
  /** FBA: inside fulfillmentPerUnit's Amazon fees (0 here). Own: storage per unit per month x months. */
  storagePerUnit: number;
  /** Cost of goods + inbound shipping. */
  landedCostPerUnit: number;
  adSpendPerUnit: number;
  netProfitPerUnit: number;
  /** Net profit / revenue x 100. */
  marginPercent: number;
  /** Null without units per month. */
  netProfitPerMonth: number | null;
}

export interface OwnFulfillmentComparison {
  fba: FulfillmentColumn;
  own: FulfillmentColumn;
  /** Own net profit minus FBA net profit per unit: positive when fulfilling yourself earns more. */
  differencePerUnit: number;
  /** The same per month; null without units per month. */
  differencePerMonth: number | null;
  better: "fba" | "own" | "same";
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100 * 100) / 100 : 0);

function column(
  cents: { revenue: number; referral: number; fulfillment: number; storage: number; landed: number; ads: number },
  units: number | undefined,
): FulfillmentColumn {
  const net = cents.revenue - cents.referral - cents.fulfillment - cents.storage - cents.landed - cents.ads;
  return {
    revenuePerUnit: fromCents(cents.revenue),
    referralFeesPerUnit: fromCents(cents.referral),
    fulfillmentPerUnit: fromCents(cents.fulfillment),
    storagePerUnit: fromCents(cents.storage),
    landedCostPerUnit: fromCents(cents.landed),
    adSpendPerUnit: fromCents(cents.ads),
    netProfitPerUnit: fromCents(net),
    marginPercent: percentOf(net, cents.revenue),
    netProfitPerMonth: units === undefined ? null : fromCents(Math.round(net * units)),
  };
}

/** Both columns for one product. Null when the FBA result's category is unknown (never for an engine result). */
export function compareOwnFulfillment(fba: ProfitResult, costs: OwnFulfillmentCosts): OwnFulfillmentComparison | null {
  const category = findReferralCategory(fba.fees.category.id);
  if (!category) return null;
  const units = fba.monthly?.units;
  const landed = toCents(fba.landedCostPerUnit);
  const ads = toCents(fba.adSpendPerUnit);
  const fbaReferral = toCents(fba.fees.totals.referral);

  const fbaColumn = column(
    {
      revenue: toCents(fba.price),
      referral: fbaReferral,
      fulfillment: toCents(fba.amazonFeesPerUnit) - fbaReferral,
      storage: 0,
      landed,
      ads,
    },
    units,
  );
  const own = ownFulfillmentProfit({
    category,
    price: fba.price,
    shippingCharged: costs.shippingCharged,
    costsPerOrder: [costs.labelAndPostage, costs.packaging, costs.labour],
    storagePerUnitMonth: costs.storagePerUnitMonth,
    monthsInStorage: costs.monthsInStorage,
    landedCostPerUnit: fba.landedCostPerUnit,
    adSpendPerUnit: fba.adSpendPerUnit,
  });
  const ownColumn = column(
    {
      revenue: own.revenueCents,
      referral: own.referralCents,
      fulfillment: own.fulfillmentCents,
      storage: own.storageCents,
      landed: own.landedCostCents,
      ads: own.adSpendCents,
    },
    units,
  );
  const differenceCents = toCents(ownColumn.netProfitPerUnit) - toCents(fbaColumn.netProfitPerUnit);
  return {
    fba: fbaColumn,
    own: ownColumn,
    differencePerUnit: fromCents(differenceCents),
    differencePerMonth: units === undefined ? null : fromCents(Math.round(differenceCents * units)),
    better: differenceCents > 0 ? "own" : differenceCents < 0 ? "fba" : "same",
  };
}
