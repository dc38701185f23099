/**
 * Shared types of the FBA fee engine. All money is in US dollars, lengths in inches, weights in pounds.
 * Schedules (rate cards) are plain data typed by these interfaces; the engine code never holds a rate.
 */

export type ProductType = "non-apparel" | "apparel" | "dangerous-goods";
export const productTypes: readonly ProductType[] = ["non-apparel", "apparel", "dangerous-goods"];

export type SizeTierId =
  | "small-standard"
  | "large-standard"
  | "small-bulky"
  | "large-bulky"
  | "extra-large-0-50"
  | "extra-large-50-70"
  | "extra-large-70-150"
  | "extra-large-150-plus";

export type Season = "peak" | "non-peak";

/** Where a number comes from and whether we could confirm it. */
export interface Provenance {
  /** True when the figure is derived, single-sourced or otherwise not confirmed against Amazon's own text. */
  isEstimate: boolean;
  source: string;
  note?: string;
}

/** A listing-price band of a rate card. Bands are ordered by price; the last one has no upper limit. */
export interface PriceBand {
  id: string;
  label: string;
  /** Upper limit in dollars, or null for the open-ended top band. */
  upTo: number | null;
  /** Whether a price equal to `upTo` still belongs to this band. */
  upToInclusive: boolean;
}

/** One fixed-fee weight band; `fees` is indexed like the schedule's `priceBands`. */
export interface WeightBand {
  maxLb: number;
  fees: readonly number[];
}

/** "Base fee + N per step above the first X lb", used past the last fixed band (or for a whole tier). */
export interface WeightIncrement {
  /** Fee at `includedLb` or less, indexed like the schedule's `priceBands`. */
  baseFees: readonly number[];
  includedLb: number;
  stepLb: number;
  feePerStep: number;
  /** Set when the formula is less certain than the fixed bands of its table. */
  provenance?: Provenance;
}

export interface TierFeeTable {
  weightBands: readonly WeightBand[];
  overflow: WeightIncrement | null;
  provenance: Provenance;
}

export type FulfillmentCard = Readonly<Record<ProductType, Partial<Readonly<Record<SizeTierId, TierFeeTable>>>>>;

/** Peak-season additions to a non-peak card: one increment per fixed band plus one for the base of the overflow formula. */
export interface TierPeakIncrement {
  weightBandIncrements: readonly number[];
  overflowBaseIncrement: number;
  provenance: Provenance;
}

export type PeakIncrementCard = Readonly<Record<ProductType, Partial<Readonly<Record<SizeTierId, TierPeakIncrement>>>>>;

export type StorageSizeClass = "standard" | "oversize";

/** Monthly storage, $ per cubic foot, by season. */
export interface StorageRateRow {
  janToSep: number;
  octToDec: number;
}

export interface StorageRates {
  standard: StorageRateRow;
  oversize: StorageRateRow;
  dangerousGoodsStandard: StorageRateRow;
  dangerousGoodsOversize: StorageRateRow;
  provenance: Provenance;
}

export type LowInventoryRowId =
  "small-standard" | "large-standard-up-to-3-lb" | "large-standard-over-3-lb" | "small-bulky" | "large-bulky";

/** Fee per unit by historical days of supply: [< 14 days, 14 to < 21, 21 to < 28]. */
export interface LowInventoryRow {
  fees: readonly [number, number, number];
  provenance: Provenance;
}

export type InboundPlacementChoice = "minimal" | "partial" | "amazon-optimized";

/** A fee Amazon publishes as a range; `low` is null when only the upper end is known. */
export interface FeeRange {
  low: number | null;
  high: number;
}

export interface InboundPlacementBand {
  maxLb: number;
  minimal: FeeRange;
  /** Null where Amazon does not offer a partial split. */
  partial: FeeRange | null;
}

export interface InboundPlacementRates {
  /** Bands by shipping weight for each tier; tiers missing here have no known rate. */
  byTier: Partial<Readonly<Record<SizeTierId, readonly InboundPlacementBand[]>>>;
  /** From this ISO date the partial split is no longer offered for standard-size products. */
  standardSizePartialSplitEndsOn: string;
  provenance: Provenance;
  /** Provenance of the bulky rows when it differs from the standard-size rows. */
  bulkyProvenance: Provenance;
}

/** The dated fuel and logistics surcharge: a share of the fulfillment fee. */
export interface FuelAndLogisticsSurcharge {
  rate: number;
  /** Inclusive ISO date. */
  effectiveFrom: string;
  /** Inclusive ISO date of the last day, or null while no end date is announced. */
  effectiveUntil: string | null;
  provenance: Provenance;
}

/** Ships in Product Packaging discount per unit, by tier and shipping weight (one fee per band). */
export interface SippDiscountCard {
  byProductType: Partial<Readonly<Record<ProductType, Partial<Readonly<Record<SizeTierId, TierFeeTable>>>>>>;
  provenance: Provenance;
}

/** Returns processing fee per returned unit, by tier and shipping weight (one fee per band). */
export interface ReturnsProcessingCard {
  byTier: Partial<Readonly<Record<SizeTierId, TierFeeTable>>>;
  /** Below this many units shipped in the month, that month's returns are not charged. */
  lowVolumeExemptionUnits: number;
  provenance: Provenance;
}

export interface BulkyPackagingBand {
  /** Upper limit of dimensional weight in lb, or null for the top band. */
  maxDimensionalWeightLb: number | null;
  fee: number;
}

export interface DatePeriod {
  /** Inclusive ISO date. */
  from: string;
  /** Inclusive ISO date, or null when open-ended (no later card known yet). */
  until: string | null;
}

export interface FeeSchedule {
  id: string;
  name: string;
  season: Season;
  periods: readonly DatePeriod[];
  priceBands: readonly PriceBand[];
  sizeTierRules: {
    /** Small bulky exists from Jan 15, 2026; before that those products are large bulky. */
    hasSmallBulky: boolean;
    /** The overmax handling fee exists from Jan 15, 2026. */
    hasOvermax: boolean;
  };
  fulfillment: FulfillmentCard;
  fuelAndLogisticsSurcharge: FuelAndLogisticsSurcharge | null;
  /** Ships in Product Packaging discount on standard-size fulfillment fees (2026 card). */
  sippDiscount: SippDiscountCard | null;
  returnsProcessing: ReturnsProcessingCard;
  bulkyPackagingFee: { bands: readonly BulkyPackagingBand[]; provenance: Provenance } | null;
  overmaxHandlingFee: { fees: Partial<Readonly<Record<SizeTierId, number>>>; provenance: Provenance } | null;
  lowInventoryLevelFee: Partial<Readonly<Record<LowInventoryRowId, LowInventoryRow>>>;
  storage: StorageRates;
  inboundPlacement: InboundPlacementRates;
  sources: readonly string[];
  notes: readonly string[];
}

/** Every fee the engine reports is one of these lines. */
export interface FeeLine {
  id: FeeLineId;
  label: string;
  /** Dollars per unit sold, rounded to the cent. */
  amount: number;
  explanation: string;
  isEstimate: boolean;
  source: string;
}

export type FeeLineId =
  | "referral"
  | "closing"
  | "fulfillment"
  | "fuel-and-logistics-surcharge"
  | "bulky-packaging"
  | "overmax-handling"
  | "storage"
  | "low-inventory-level"
  | "inbound-placement"
  | "returns-processing";

/** One fee with the words that explain it and where its rate comes from. */
export interface InventoryFee {
  amount: number;
  explanation: string;
  provenance: Provenance;
}
